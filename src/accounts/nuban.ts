// Nigerian bank account numbers (NUBAN, CBN 2010 scheme): 9 serial digits and a check
// digit computed over the bank's 3-digit CBN code and the serial. Validation therefore
// needs the bank: by its CBN code, or by a name this table knows.
const BANK_CODES: [RegExp, string][] = [
  [/\baccess\b/i, "044"],
  [/\bcitibank\b/i, "023"],
  [/\becobank\b/i, "050"],
  [/\bfidelity\b/i, "070"],
  [/\bfirst ?bank\b|\bfbn\b/i, "011"],
  [/\bfcmb\b|first city monument/i, "214"],
  [/\bgt ?bank\b|\bgtco\b|guaranty trust/i, "058"],
  [/\bheritage\b/i, "030"],
  [/\bkeystone\b/i, "082"],
  [/\bpolaris\b/i, "076"],
  [/\bstanbic\b/i, "221"],
  [/\bstandard chartered\b/i, "068"],
  [/\bsterling\b/i, "232"],
  [/\bunion bank\b/i, "032"],
  [/\buba\b|united bank for africa/i, "033"],
  [/\bunity\b/i, "215"],
  [/\bwema\b|\balat\b/i, "035"],
  [/\bzenith\b/i, "057"],
];

export function bankCodeFor(name: string | null | undefined): string | null {
  if (!name) return null;
  return BANK_CODES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = (bankCode + serial).split("").map(Number);
  const total = digits.reduce((sum, digit, i) => sum + digit * WEIGHTS[i]!, 0);
  return (10 - (total % 10)) % 10;
}

/** Why the number is not a valid NUBAN for the bank, or null when it is. */
export function nubanProblem(nuban: string, bankCode: string): string | null {
  if (!/^\d{10}$/.test(nuban)) return "a NUBAN has exactly 10 digits";
  if (!/^\d{3}$/.test(bankCode)) return "the bank code must have 3 digits";
  return nubanCheckDigit(bankCode, nuban.slice(0, 9)) === Number(nuban[9])
    ? null
    : "the check digit does not match the bank";
}
