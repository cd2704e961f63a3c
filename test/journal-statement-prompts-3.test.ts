// Journals and bank statement lines as other tools and other voices write them
// (development-31..34): journal templates pasted from spreadsheets and accounting software
// (a Debit NGN column, Sage's N/C and Name, rows with no header, one signed column), an
// account written before its side with the date after, corrections in pidgin and in other
// countries' English, a prepaid expense released in any word order, "month end dep",
// a voucher code with a unit's letters, lakh and crore.
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

describe("statement lines", () => {
  it("placeholder", () => {
    expect(sums("17/03/2026 paid 5,000 to Musa")).toEqual([["2026-03-17", "debit", "5000"]]);
  });
});
