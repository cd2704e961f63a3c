// Journals and bank statement lines as other tools and other voices write them
// (development-31..34): journal templates pasted from spreadsheets and accounting software
// (a Debit NGN column, Sage's N/C and Name, rows with no header, one signed column), an
// account written before its side with the date after, corrections in pidgin and in other
// countries' English, a prepaid expense released in any word order, "month end dep",
// a voucher code with a unit's letters, lakh and crore; bank alerts forwarded in a chat
// with no blank line between, "Des:", a deposit slip, alerts on one line parted by bars,
// a transfer receipt whose masked account is the business's, a card slip, a weekday before
// a date, a fee for money in, "incoming", a balance carried forward, a channel-code column.
import { describe, expect, it } from "vitest";
import { statementSpec } from "../src/bank/upload";
import { findAmounts } from "../src/extraction/grammar/amounts";
import { findReference } from "../src/extraction/grammar/references";
import { journalSpec } from "../src/journals/extraction";

const read = (text: string) => journalSpec.fromText(text, { prompt: text, today: "2026-03-18" });
const lines = (text: string) => read(text).records[0]?.lines.map((l) => [l.account, l.debit, l.credit]);
const record = (text: string) => read(text).records[0];

const statement = (text: string) => {
  const { records, problems } = statementSpec.fromText(text, { prompt: text, today: "2026-03-18" });
  return problems.length ? problems.map((p) => p.field) : records.map((r) => [r.date, r.type, r.amount, r.narration]);
};
const sums = (text: string) => statement(text).map((r) => (typeof r === "string" ? r : r.slice(0, 3)));

describe("a journal pasted as a table", () => {
  it("reads the account column by its header and debit and credit columns with a currency", () => {
    expect(
      lines(
        "Manual Journal\nNarration: Reclass gen fuel to utilities\nDate: 16 Mar 2026\nDescription | Account | Debit NGN | Credit NGN\nGen diesel | Utilities | 42,000.00 |\nGen diesel | Office Supplies | | 42,000.00",
      ),
    ).toEqual([
      ["Utilities", "42000", "0"],
      ["Office Supplies", "0", "42000"],
    ]);
    expect(
      record("Description | Account | Debit (₦) | Credit (₦)\nfuel | Utilities | 42,000 |\nfuel | Cash | | 42,000")
        ?.lines[0]?.description,
    ).toBe("fuel");
    // Sage: the code first, the account under Name.
    expect(
      lines(
        "N/C | Name | Details | Debit | Credit\n1210 | Access Bank Savings | sweep | 700,000.00 |\n1200 | Zenith Bank Current Account | sweep | | 700,000.00\n\nsage journal, pls post",
      ),
    ).toEqual([
      ["Access Bank Savings", "700000", "0"],
      ["Zenith Bank Current Account", "0", "700000"],
    ]);
  });

  it("reads rows with no header when they balance", () => {
    expect(
      lines(
        "Inventory | 640,000.00 |\nAccounts Payable | | 640,000.00\n^ stock received from kano grains before their bill came, 14/03/2026",
      ),
    ).toEqual([
      ["Inventory", "640000", "0"],
      ["Accounts Payable", "0", "640000"],
    ]);
    const tabbed = record("Access Bank Savings\t3,118.40\t-\nOther Income\t-\t3,118.40\nmonth-end interest 28/02/2026");
    expect(tabbed?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Access Bank Savings", "3118.4", "0"],
      ["Other Income", "0", "3118.4"],
    ]);
    // ("month-end interest 28/02/2026": the day written is the month end meant.)
    expect(tabbed?.date).toBe("2026-02-28");
    // One column, brackets (or a minus) for the credits.
    for (const credit of ["(3,000,000.00)", "-3,000,000.00"])
      expect(
        lines(
          `one-column export, brackets are credits. dated 5 Mar 2026\nZenith Bank Current Account\t3,000,000.00\nLoans Payable\t${credit}`,
        ),
      ).toEqual([
        ["Zenith Bank Current Account", "3000000", "0"],
        ["Loans Payable", "0", "3000000"],
      ]);
  });

  it("leaves rows that do not balance, or are no entry, to the other readings", () => {
    // Unbalanced: no entry is made up.
    expect(read("Inventory | 640,000.00 |\nAccounts Payable | | 600,000.00").records).toEqual([]);
    // One column all positive: a list, no entry.
    expect(read("Rent\t50,000\nUtilities\t50,000").records).toEqual([]);
    // A voucher's code and date on a bar are no row.
    const voucher = record(
      "JV-NGO-007 | 12/03/2026\nDr Salaries and Wages 850,000\nDr Travel 120,000\nCr Zenith Bank Current Account 970,000",
    );
    expect(voucher?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Salaries and Wages", "850000", "0"],
      ["Travel", "120000", "0"],
      ["Zenith Bank Current Account", "0", "970000"],
    ]);
    expect(voucher?.reference).toBe("JV-NGO-007");
    expect(voucher?.date).toBe("2026-03-12");
  });
});

describe("an account written before its side, the date after", () => {
  it("ends the last line before the date", () => {
    for (const date of ["28-Feb-2026", "28/02/2026", "28 Feb 2026"])
      expect(lines(`Rent Dr 125k, Prepaid Expenses Cr 125k, ${date}`)).toEqual([
        ["Rent", "125000", "0"],
        ["Prepaid Expenses", "0", "125000"],
      ]);
    expect(record("Rent Dr 125k, Prepaid Expenses Cr 125k, 28-Feb-2026")?.date).toBe("2026-02-28");
  });
});

describe("a correction as other voices say it", () => {
  it("reads pidgin's bare verb and a must", () => {
    expect(
      lines(
        "[18/03/2026, 12:40] Accountant: the 24,000 printer toner wey we post to Travel by mistake, move am to Office Supplies",
      ),
    ).toEqual([
      ["Office Supplies", "24000", "0"],
      ["Travel", "0", "24000"],
    ]);
    for (const said of ["it must go in Travel", "it needs to go in Travel", "it has to go in Travel"])
      expect(lines(`Correction: the 25 000 naira of the taxi were put in Office Supplies, ${said}`)).toEqual([
        ["Travel", "25000", "0"],
        ["Office Supplies", "0", "25000"],
      ]);
  });

  it("never reads a posting without a mistake or a move as a correction", () => {
    expect(lines("we post to Utilities 30,000 from Cash")).toBeUndefined();
    expect(lines("the 25,000 of the taxi were put in Travel, it is fine")).toBeUndefined();
  });
});

describe("a prepaid expense released", () => {
  it("takes every word of what was prepaid, and the word before a prepaid written after", () => {
    expect(lines("Release one month of the prepaid annex rent, 225,000, dated 31 March")).toEqual([
      ["annex rent", "225000", "0"],
      ["Prepaid Expenses", "0", "225000"],
    ]);
    expect(lines("Passing to expense the rent prepaid of one month, 200 000 naira, at the 31 of March")).toEqual([
      ["rent", "200000", "0"],
      ["Prepaid Expenses", "0", "200000"],
    ]);
    expect(lines("amortise prepaid insurance of 40,000 for March")).toEqual([
      ["insurance", "40000", "0"],
      ["Prepaid Expenses", "0", "40000"],
    ]);
  });
});

describe("month end dep", () => {
  it("is depreciation as a period's charge, never a deposit paid", () => {
    for (const said of ["month end dep", "month-end dep", "yearly dep", "dep charge"])
      expect(lines(`${said} on the concrete mixer & scaffolding 62,500 — date 31/3/26`)).toEqual([
        ["Depreciation Expense", "62500", "0"],
        ["Accumulated Depreciation", "0", "62500"],
      ]);
    expect(lines("paid a dep on the concrete mixer 62,500 from Zenith")?.[0]?.[0]).not.toBe("Depreciation Expense");
  });
});

describe("a voucher code with a unit's letters", () => {
  it("is the reference whole", () => {
    expect(findReference("JV-NGO-007 | 12/03/2026")?.value).toBe("JV-NGO-007");
    expect(findReference("JNL/HQ/2026/044 pls")?.value).toBe("JNL/HQ/2026/044");
    expect(findReference("JV-2026-014")?.value).toBe("JV-2026-014");
    // Letters alone are no code.
    expect(findReference("JV-NGO done")).toBeNull();
  });
});

describe("lakh and crore", () => {
  it("scale the number before them", () => {
    const values = (t: string) => findAmounts(t).map((a) => a.value);
    expect(values("term loan of ₦1.2 crore")).toEqual(["12000000"]);
    expect(values("cash deposit ₦1.1 lakh")).toEqual(["110000"]);
    expect(values("5 lakhs and 2 crores")).toEqual(["500000", "20000000"]);
    // "Cr" after a sum is the credit side, never a crore.
    expect(values("Cash 350,000 Cr")).toEqual(["350000"]);
    expect(lines("Being term loan of ₦1.2 crore disbursed into Access Bank Savings on 02-03-2026")).toEqual([
      ["Access Bank Savings", "12000000", "0"],
      ["Loans Payable", "0", "12000000"],
    ]);
  });
});

describe("a bank's alert pasted into a journal", () => {
  it("reads its DR as money out of the bank named and its CR as money in", () => {
    const vat = record(
      "Zenith DR NGN 127,350.00 Desc: REMITA/FIRS VAT FEB 2026 Date 14-03-2026 — that's the VAT remittance",
    );
    expect(vat?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["VAT Payable", "127350", "0"],
      ["Zenith", "0", "127350"],
    ]);
    expect(vat?.date).toBe("2026-03-14");
    // Two alerts of one sum, out of one bank and into another: the move between them.
    const moved = record(
      "this is us moving money between our own accounts, journal it\n\nZenith: DR NGN 400,000.00 Desc: TRF TO OTA VENTURES/ACCESS Date 17-03-2026\nAccess: CR NGN 400,000.00 Desc: TRF FROM OTA VENTURES/ZENITH Date 17-03-2026",
    );
    expect(moved?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Access", "400000", "0"],
      ["Zenith", "0", "400000"],
    ]);
    expect(moved?.date).toBe("2026-03-17");
    // (A loan's disbursement: the bank the alert names, never its currency code.)
    expect(
      lines(
        "journal this — the bank loan came in\n\nAccess: CR NGN 10,000,000.00 Desc: LOAN DISB/TERM LOAN/OTA VENTURES Date: 09-03-2026",
      ),
    ).toEqual([
      ["Access", "10000000", "0"],
      ["Loans Payable", "0", "10000000"],
    ]);
  });

  it("leaves the journal's own Dr and Cr as they are", () => {
    // No alert's description: "Zenith Cr" is the journal's credit to Zenith.
    expect(lines("Rent Dr 125k, Zenith Cr 125k")).toEqual([
      ["Rent", "125000", "0"],
      ["Zenith", "0", "125000"],
    ]);
  });
});

describe("a payroll summary with leader dots", () => {
  it("reads the gross, what was withheld and where, and the net and where it was paid from", () => {
    const summary = record(
      "PAYROLL SUMMARY — MARCH 2026 (journal dated 31/03/2026)\nGross salaries .......................... 1,450,000\nPAYE deducted, not yet remitted ............ 112,500  -> Accrued Liabilities\nNet pay sent from Zenith ................. 1,337,500",
    );
    expect(summary?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Salaries and Wages", "1450000", "0"],
      ["Accrued Liabilities", "0", "112500"],
      ["Zenith", "0", "1337500"],
    ]);
    expect(summary?.date).toBe("2026-03-31");
    // Where the withheld goes, by the arrow.
    expect(
      lines("Gross pay ..... 500,000\nPAYE ..... 40,000 -> PAYE Payable\nNet pay paid from Access ..... 460,000")?.[1],
    ).toEqual(["PAYE Payable", "0", "40000"]);
    // Parts that do not add up are no payroll read.
    expect(
      lines("Gross salaries ....... 1,450,000\nPAYE ....... 100,000\nNet pay sent from Zenith ....... 1,337,500"),
    ).toBeUndefined();
  });
});

describe("an opening entry", () => {
  it("opens the account after it, as other languages' books say it", () => {
    for (const said of ["Entry of opening", "Opening entry", "Opening journal"])
      expect(lines(`${said}: the stock 1.250.000,00 naira at the 1 of January 2026`)).toEqual([
        ["stock", "1250000", "0"],
        ["Opening Balance Equity", "0", "1250000"],
      ]);
    expect(record("Entry of opening: the stock 1.250.000,00 naira at the 1 of January 2026")?.date).toBe("2026-01-01");
  });
});

describe("the owner's own account paying the business's", () => {
  it("is capital, unless lent", () => {
    expect(
      lines(
        "[16/03/2026, 20:11] Oga: I don transfer 3m from my personal account to the company zenith. na my capital o, no be loan 😄",
      ),
    ).toEqual([
      ["company zenith", "3000000", "0"],
      ["Owner's Equity", "0", "3000000"],
    ]);
    expect(
      lines("The MD transferred 2m from his personal account to Access as a loan to the company")?.[1]?.[0],
    ).not.toBe("Owner's Equity");
  });
});

describe("bank alerts forwarded and slips", () => {
  it("parts alerts forwarded in a chat with no blank line between, each under its title", () => {
    expect(
      statement(
        "[17/03/2026, 09:02] Sade: Forwarded\nAccess Bank Debit Alert\nAcct: 069****438\nAmt: NGN 60,000.00\nDesc: TRF TO MUSA IBRAHIM/SALARY ADV\nDate: 17/03/2026 09:01\n[17/03/2026, 15:40] Sade: Forwarded\nAccess Bank Credit Alert\nAcct: 069****438\nAmt: NGN 43,500.00\nDesc: TRF FRM BOLANLE STORES\nDate: 17/03/2026 15:38\n[18/03/2026, 08:00] Boss: put both in the access bank transactions",
      ),
    ).toEqual([
      ["2026-03-17", "debit", "60000", "TRF TO MUSA IBRAHIM/SALARY ADV"],
      ["2026-03-17", "credit", "43500", "TRF FRM BOLANLE STORES"],
    ]);
    // One alert keeps its one title.
    expect(sums("Debit Alert\nAmt: NGN 5,000.00\nDesc: POS CAFE\nDate: 17/03/2026")).toEqual([
      ["2026-03-17", "debit", "5000"],
    ]);
  });

  it("reads 'Des:' as the description and 'Ac:' as the account", () => {
    expect(
      statement(
        "Txn: Debit | Ac: 101XXXX671 | Amt: NGN 1,134,000.00 | Des: NIP TRF TO XYZ SUPPLIER/CEMENT | Ref: 000015260318094512771201 | DT: 18-Mar-2026 09:45",
      ),
    ).toEqual([["2026-03-18", "debit", "1134000", "NIP TRF TO XYZ SUPPLIER/CEMENT"]]);
  });

  it("reads a deposit slip's amount in figures, its title the side", () => {
    expect(
      statement(
        "ACCESS BANK  CASH DEPOSIT SLIP (customer copy)\nDate: 16/03/2026\nAccount No: 0698765438\nAccount Name: Ota Ventures Ltd\nAmount (figures): 250,000.00\nAmount (words): Two hundred and fifty thousand naira only\nDepositor: Sade Ojo\nDenominations: 1000 x 250",
      ),
    ).toEqual([["2026-03-16", "credit", "250000", "ACCESS BANK CASH DEPOSIT SLIP"]]);
    expect(sums("WITHDRAWAL SLIP\nDate: 16/03/2026\nAmount (figures): 50,000.00")).toEqual([
      ["2026-03-16", "debit", "50000"],
    ]);
  });

  it("parts alerts on one line at bars when each has its amount and date", () => {
    expect(
      sums(
        "GTBank Dom: Acct 020****898 CR USD 1,250.00 SWIFT INWARD ACME LLC 12-Mar-2026 | DR USD 30.00 SWIFT CHARGES 12-Mar-2026 | DR USD 119.99 CANVA* PRO 13-Mar-2026",
      ),
    ).toEqual([
      ["2026-03-12", "credit", "1250"],
      ["2026-03-12", "debit", "30"],
      ["2026-03-13", "debit", "119.99"],
    ]);
  });
});

describe("receipts and slips in prose", () => {
  it("takes the business as the party whose account is masked", () => {
    const receipt = (sender: string, beneficiary: string) =>
      sums(
        `[18/03/2026, 10:00] Sade: transfer receipt "Transaction Successful — Amount ₦96,750.00 — Beneficiary: ${beneficiary} — Sender: ${sender} — Date: 17 Mar 2026, 14:05"`,
      );
    // (The chat's stamp is when it was sent; the receipt's date is the day.)
    expect(receipt("OTA VENTURES LTD, Zenith ****5671", "IKEJA ELECTRIC PLC (First Bank)")).toEqual([
      ["2026-03-17", "debit", "96750"],
    ]);
    expect(receipt("BOLANLE STORES (GTBank)", "OTA VENTURES LTD, Zenith ****5671")).toEqual([
      ["2026-03-17", "credit", "96750"],
    ]);
  });

  it("reads a card's slip as money out, never the card's masked digits as its amount", () => {
    expect(
      sums(
        "POS slip — MERCHANT: CHICKEN REPUBLIC ADMIRALTY — AMT 9,850.00 — 17/03/2026 12:41 — CARD 506099******2207 APPROVED",
      ),
    ).toEqual([["2026-03-17", "debit", "9850"]]);
  });

  it("keeps a chat's stamp as the day when the message gives none", () => {
    expect(sums("[17/03/2026, 09:02] Sade: transfer to Musa 5,000 for transport")).toEqual([
      ["2026-03-17", "debit", "5000"],
    ]);
  });

  it("reads a weekday before a date as that date, and 'for the weekend' as no day", () => {
    expect(
      sums(
        "POS settlements for the weekend: Sat 14 Mar 2026, 386,200 in. Sun 15 Mar 2026, 742,000 in. Then Mon 16 Mar 2026 they took 1,128 settlement fee",
      ),
    ).toEqual([
      ["2026-03-14", "credit", "386200"],
      ["2026-03-15", "credit", "742000"],
      ["2026-03-16", "debit", "1128"],
    ]);
  });

  it("ends a sentence after a sum in thousands, and a fee for money in is money out", () => {
    expect(
      sums("Sunday offering lodgement 15/3/2026 1,284,500. the bank took 1,500 cash deposit fee the next day"),
    ).toEqual([
      ["2026-03-15", "credit", "1284500"],
      ["2026-03-16", "debit", "1500"],
    ]);
    // A deposit refunded is still money in; a plain deposit too.
    expect(sums("16/3/2026 cash deposit 20,000")).toEqual([["2026-03-16", "credit", "20000"]]);
    // ("2.5 m" is no sentence end.)
    expect(sums("15/3/2026 received 2.5 m from Ota Farms")).toEqual([["2026-03-15", "credit", "2500000"]]);
  });

  it("reads incoming and outgoing as the side", () => {
    expect(sums("Mar 3 2026 - incoming wire ACME LLC $6,200.00\nMar 4 2026 - wire fee $40.00")).toEqual([
      ["2026-03-03", "credit", "6200"],
      ["2026-03-04", "debit", "40"],
    ]);
    expect(sums("Mar 5 2026 - outgoing wire to Globex $1,000.00")).toEqual([["2026-03-05", "debit", "1000"]]);
  });
});

describe("statement rows", () => {
  it("takes the balance carried forward on a line as its balance, not its amount", () => {
    expect(
      sums(
        "Statement extract, Zenith current account - balance b/f 2,372,000.00\n27 Feb 2026  DD Ikeja Electric        61,400.00 Dr   bal 2,310,600.00\n02 Mar 2026  BGC Ota Farms Ltd      500,000.00 Cr   bal c/f 2,810,600.00",
      ),
    ).toEqual([
      ["2026-02-27", "debit", "61400"],
      ["2026-03-02", "credit", "500000"],
    ]);
  });

  it("takes as the narration the column that says the most, beside a column of channel codes", () => {
    expect(
      statement(
        "17 Mar 2026 | POS | NNPC MEGA STATION KM 42 | 245,000.00 | DR\n17 Mar 2026 | NIP | DRIVER ALLOW BALA USMAN | 25,000.00 | DR\n18 Mar 2026 | NIP | OTA FARMS LTD HAULAGE | 3,460,000.00 | CR",
      ).map((r) => r[3]),
    ).toEqual(["NNPC MEGA STATION KM 42", "DRIVER ALLOW BALA USMAN", "OTA FARMS LTD HAULAGE"]);
  });

  it("reads lakh as a sum", () => {
    expect(sums("Access savings -- today ATM wdl ₦20,000 ; yesterday cash deposit ₦1.1 lakh")).toContainEqual([
      "2026-03-17",
      "credit",
      "110000",
    ]);
  });
});
