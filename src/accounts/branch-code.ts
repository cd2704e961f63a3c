// A bank branch's code beside the account number: the UK's sort code (6 digits, written
// 09-01-28), the US's ABA routing number (9 digits with a check digit), Australia's BSB
// (6 digits, 062-000) and India's IFSC (HDFC0001234). Nigerian accounts need none: the
// NUBAN carries its bank's CBN code (bank_code, which is only used to check it).

/** The code as the account's country writes it ("090128" in GB is "09-01-28"), or a problem to answer with. */
export function branchCodeFor(written: string, country: string | null): { code: string } | { problem: string } {
  const code = written.trim();
  const digits = code.replace(/[\s-]/g, "");
  switch (country) {
    case "GB":
      return /^\d{6}$/.test(digits)
        ? { code: digits.replace(/^(\d\d)(\d\d)(\d\d)$/, "$1-$2-$3") }
        : { problem: "a UK sort code is 6 digits (09-01-28)" };
    case "US":
      if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return { problem: "a US routing number is 9 digits" };
      return abaCheckDigitHolds(digits)
        ? { code: digits }
        : { problem: `routing number ${digits} fails its check digit; check it for a typo` };
    case "AU":
      return /^\d{6}$/.test(digits)
        ? { code: digits.replace(/^(\d{3})(\d{3})$/, "$1-$2") }
        : { problem: "an Australian BSB is 6 digits (062-000)" };
    case "IN":
      return /^[A-Z]{4}0[A-Z0-9]{6}$/i.test(code)
        ? { code: code.toUpperCase() }
        : { problem: "an IFSC is 4 letters, a 0 and 6 letters or digits (HDFC0001234)" };
    default:
      return /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,18}[A-Za-z0-9])?$/.test(code)
        ? { code }
        : { problem: "must be 1-20 letters, digits, spaces or dashes" };
  }
}

/** ABA's check: 3, 7, 1 times the digits in turn sum to a multiple of 10. */
function abaCheckDigitHolds(digits: string): boolean {
  const weights = [3, 7, 1];
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * weights[i % 3]!, 0);
  return sum % 10 === 0;
}
