// Journals in Nigerian everyday voices (development-44 and -47, session 26): cash taken
// from where the notes are kept into a bank, a loan with its sum before its lender, a
// wrong posting whose sum and words sit between the verb and where it went, an opening
// balance owed to a lender said in words, a sum a month times the months as one entry, an
// adjustment's own number heading its lines, and a payroll whose net pay is "the balance".
import { describe, expect, it } from "vitest";
import { journalSpec } from "../src/journals/extraction";
import { call, createBusiness } from "./harness";

const read = (text: string) => journalSpec.fromText(text, { prompt: text, today: "2026-03-18" });
const lines = (text: string) =>
  read(text).records[0]?.lines.map((l) =>
    l.contact ? [l.account, l.debit, l.credit, l.contact] : [l.account, l.debit, l.credit],
  );
const problems = (text: string) =>
  read(text)
    .problems.map((p) => p.message)
    .join(" | ");

describe("cash taken from where the notes are kept into a bank", () => {
  it("debits the bank named after it and credits cash", () => {
    expect(lines("took 50k from the shop cash to zenith")).toEqual([
      ["zenith", "50000", "0"],
      ["Cash", "0", "50000"],
    ]);
    expect(lines("took 50k cash from the shop to zenith")).toEqual([
      ["zenith", "50000", "0"],
      ["Cash", "0", "50000"],
    ]);
    expect(lines("took 100k from petty cash into GTB")).toEqual([
      ["GTB", "100000", "0"],
      ["Petty Cash|Cash", "0", "100000"],
    ]);
    expect(lines("took 50k from the cash box to zenith")).toEqual([
      ["zenith", "50000", "0"],
      ["Cash", "0", "50000"],
    ]);
    // (Moved, or carried in pidgin: the shop's or office's cash is the cash account, never the owner's capital.)
    expect(lines("moved 30k from office cash into access")).toEqual([
      ["access", "30000", "0"],
      ["Cash", "0", "30000"],
    ]);
    expect(lines("i take 40k from shop cash put for access")).toEqual([
      ["access", "40000", "0"],
      ["Cash", "0", "40000"],
    ]);
    expect(lines("sent 50k from the shop cash to zenith")).toEqual([
      ["zenith", "50000", "0"],
      ["Cash", "0", "50000"],
    ]);
    expect(lines("50k from shop cash to zenith")).toEqual([
      ["zenith", "50000", "0"],
      ["Cash", "0", "50000"],
    ]);
    expect(lines("transfer 100k from zenith to the office till")).toEqual([
      ["Cash", "100000", "0"],
      ["zenith", "0", "100000"],
    ]);
  });
  it("reads petty cash as the chart's Petty Cash, else Cash", () => {
    expect(
      lines("The owner took ₦200,000 from petty cash for personal use on 6 March - charge it against Owner's Equity."),
    ).toEqual([
      ["Owner's Equity", "200000", "0"],
      ["Petty Cash|Cash", "0", "200000"],
    ]);
  });
  it("still draws cash out of a bank, and never moves cash to a cost", () => {
    expect(lines("withdrew 50k cash from zenith")).toEqual([
      ["Cash", "50000", "0"],
      ["zenith", "0", "50000"],
    ]);
    expect(lines("took 50k from zenith to the shop cash")).toEqual([
      ["Cash", "50000", "0"],
      ["zenith", "0", "50000"],
    ]);
    // (A cost paid from the shop cash is no move into the cash: spent, on what it was for.)
    expect(lines("took 20k from the shop cash to buy fuel")).toEqual([
      ["Fuel and Transport", "20000", "0"],
      ["Cash", "0", "20000"],
    ]);
    expect(lines("took 20k from petty cash for stationery")).toEqual([
      ["Office Supplies", "20000", "0"],
      ["Petty Cash|Cash", "0", "20000"],
    ]);
    expect(read("took 50k cash from the shop").records).toHaveLength(0);
  });
});

describe("a loan with its sum between the loan and its lender", () => {
  it("lands in the lender's bank when no other account is named", () => {
    const loan = read("bank loan 2m from access enter the account yesterday").records[0];
    expect(loan?.date).toBe("2026-03-17");
    expect(loan?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["access", "2000000", "0"],
      ["Loans Payable", "0", "2000000"],
    ]);
    expect(lines("got a loan 2m from access")).toEqual([
      ["access", "2000000", "0"],
      ["Loans Payable", "0", "2000000"],
    ]);
    expect(lines("loan 500k from GTB landed in zenith")).toEqual([
      ["zenith", "500000", "0"],
      ["Loans Payable", "0", "500000"],
    ]);
    // (The bank that gave it, or whose loan it is, when the account it hit is not named.)
    expect(lines("Access gave us a loan of 2m")).toEqual([
      ["Access", "2000000", "0"],
      ["Loans Payable", "0", "2000000"],
    ]);
    expect(lines("access bank loan 2m hit the account")).toEqual([
      ["access bank", "2000000", "0"],
      ["Loans Payable", "0", "2000000"],
    ]);
    expect(lines("Access gave us a loan of 2m into zenith")).toEqual([
      ["zenith", "2000000", "0"],
      ["Loans Payable", "0", "2000000"],
    ]);
    // (What the loan is for, "to buy …", is no account it went to.)
    expect(lines("took a loan of 2m from access to buy a generator")).toEqual([
      ["access", "2000000", "0"],
      ["Loans Payable", "0", "2000000"],
    ]);
    expect(lines("got a loan of 5m from GTB into zenith to expand the shop")).toEqual([
      ["zenith", "5000000", "0"],
      ["Loans Payable", "0", "5000000"],
    ]);
    expect(lines("I put 3m cash into zenith as capital")).toEqual([
      ["zenith", "3000000", "0"],
      ["Owner's Equity", "0", "3000000"],
    ]);
  });
  it("never reads a loan the business gives its staff as one it received", () => {
    expect(read("gave staff loan 50k from zenith").records).toHaveLength(0);
    expect(read("staff loan 50k from zenith").records).toHaveLength(0);
    expect(problems("loan 300k from my uncle")).toContain("name the bank or cash account");
  });
});

describe("a wrong posting with its sum and words before where it went", () => {
  it("moves it out of the wrong account into the right one", () => {
    expect(
      lines(
        "we posted 18,500 internet subscription to office supplies by mistake, it should be utilities. pls correct",
      ),
    ).toEqual([
      ["utilities", "18500", "0"],
      ["office supplies", "0", "18500"],
    ]);
    expect(lines("we booked 45k diesel under repairs by mistake, it belongs in utilities")).toEqual([
      ["utilities", "45000", "0"],
      ["repairs", "0", "45000"],
    ]);
    expect(lines("we posted 30k uber to rent, should have been travel")).toEqual([
      ["travel", "30000", "0"],
      ["rent", "0", "30000"],
    ]);
    expect(lines("posted 1.5m rent to utilities in error, it should be rent")).toEqual([
      ["rent", "1500000", "0"],
      ["utilities", "0", "1500000"],
    ]);
  });
  it("reads where it belongs however said: instead of, changed to, under", () => {
    for (const text of [
      "we mistakenly posted 18,500 internet to office supplies instead of utilities",
      "the internet bill 18,500 entered as office supplies, change to utilities",
      "18,500 internet sub was posted under office supplies, it should be under utilities",
      "internet subscription of 18,500 went to office supplies, should be utilities",
    ])
      expect(lines(text), text).toEqual([
        ["utilities", "18500", "0"],
        ["office supplies", "0", "18500"],
      ]);
  });
  it("reads no correction where nothing says where it belongs", () => {
    expect(read("we posted 18,500 internet subscription to office supplies").records).toHaveLength(0);
  });
});

describe("an opening balance owed to a lender, said in words", () => {
  it("credits Loans Payable against Opening Balance Equity", () => {
    const opening = read("Opening balance - we owed the bank 2m on the loan as at 31/12/2025").records[0];
    expect(opening?.date).toBe("2025-12-31");
    expect(opening?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Opening Balance Equity", "2000000", "0"],
      ["Loans Payable", "0", "2000000"],
    ]);
    expect(lines("opening balance: we owed Zenith 5m on the term loan at 1 Jan 2026")).toEqual([
      ["Opening Balance Equity", "5000000", "0"],
      ["Loans Payable", "0", "5000000"],
    ]);
    expect(lines("opening balance we owe Mr Bayo 300k for the loan he gave us")).toEqual([
      ["Opening Balance Equity", "300000", "0"],
      ["Loans Payable", "0", "300000"],
    ]);
  });
  it("leaves whom a loan is from out of the loan's account", () => {
    expect(lines("Opening balance: loan from access 2m")).toEqual([
      ["Opening Balance Equity", "2000000", "0"],
      ["loan", "0", "2000000"],
    ]);
    expect(lines("opening balances: cash 300k, loan from zenith 1m")).toEqual([
      ["cash", "300000", "0"],
      ["loan", "0", "1000000"],
      ["Opening Balance Equity", "700000", "0"],
    ]);
  });
  it("reads what was held and owed at the opening, said in words, as a list of balances", () => {
    expect(lines("opening balances: we had 300k cash in hand, 1.1m in zenith and owed the bank 500k")).toEqual([
      ["Cash", "300000", "0"],
      ["zenith", "1100000", "0"],
      ["Loans Payable", "0", "500000"],
      ["Opening Balance Equity", "0", "900000"],
    ]);
    const held = read("Opening balance: we had 4.2m in zenith as at 1/1/2026").records[0];
    expect(held?.date).toBe("2026-01-01");
    expect(held?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["zenith", "4200000", "0"],
      ["Opening Balance Equity", "0", "4200000"],
    ]);
    expect(lines("Opening balance: the loan balance with access was 2m at 31/12/2025")).toEqual([
      ["Opening Balance Equity", "2000000", "0"],
      ["loan", "0", "2000000"],
    ]);
    // (Not at the opening, or not a place that holds money: no balance.)
    expect(read("we had 4.2m in zenith").records).toHaveLength(0);
    expect(lines("opening balance: we had 2m in sales")?.[0]?.[0]).not.toBe("sales");
  });
  it("keeps what a supplier was owed on the payable", () => {
    expect(lines("Opening balance: we owed Kano Grains 640,000")).toEqual([
      ["Opening Balance Equity", "640000", "0"],
      ["Accounts Payable", "0", "640000", "Kano Grains"],
    ]);
    expect(lines("Opening balance: we owed Globex 300k on their invoice")).toEqual([
      ["Opening Balance Equity", "300000", "0"],
      ["Accounts Payable", "0", "300000", "Globex"],
    ]);
    expect(lines("brought forward: we owed the bank 500k overdraft")?.[1]?.[0]).not.toBe("Loans Payable");
  });
});

describe("a sum a month times the months, as one entry", () => {
  it("posts the product", () => {
    const q1 = read(
      "Q1 depreciation on office equipment: 22,500 a month for 3 months, post as one entry on 31 March 2026",
    ).records[0];
    expect(q1?.date).toBe("2026-03-31");
    expect(q1?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Depreciation Expense", "67500", "0"],
      ["Accumulated Depreciation", "0", "67500"],
    ]);
    expect(lines("accrue security 40k per month x 3 months")).toEqual([
      ["security", "120000", "0"],
      ["Accrued Liabilities", "0", "120000"],
    ]);
    expect(lines("accrue rent 100k monthly for three months")).toEqual([
      ["rent", "300000", "0"],
      ["Accrued Liabilities", "0", "300000"],
    ]);
    // (The total written too: the working is no second amount.)
    expect(lines("accrue security 40k per month x 3 months = 120k")).toEqual([
      ["security", "120000", "0"],
      ["Accrued Liabilities", "0", "120000"],
    ]);
  });
  it("works the periods said first, the sum a period after 'at'", () => {
    expect(lines("prepaid 3 months' rent at 100k a month from zenith")).toEqual([
      ["Prepaid Expenses", "300000", "0"],
      ["zenith", "0", "300000"],
    ]);
    expect(lines("paid 3 months rent at 100k per month in advance from zenith")).toEqual([
      ["Prepaid Expenses", "300000", "0"],
      ["zenith", "0", "300000"],
    ]);
  });
  it("leaves a month's sum alone without a count of the same periods", () => {
    expect(lines("depreciation 22,500 a month, post for March")).toEqual([
      ["Depreciation Expense", "22500", "0"],
      ["Accumulated Depreciation", "0", "22500"],
    ]);
    expect(lines("accrue rent 100k a month for 3 weeks")).toEqual([
      ["rent", "100000", "0"],
      ["Accrued Liabilities", "0", "100000"],
    ]);
  });
});

describe("an adjustment's own number heading its lines", () => {
  it("is no amount; an adjustment's number is the reference", () => {
    const adj = read("Adj 3 - Dr Prepaid Expenses 120,000 / Cr Rent 120,000 (April rent was charged to March)")
      .records[0];
    expect(adj?.reference).toBe("Adj 3");
    expect(adj?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["Prepaid Expenses", "120000", "0"],
      ["Rent", "0", "120000"],
    ]);
    expect(read("AJE 5: Dr Rent 100k, Cr Accrued Liabilities 100k").records[0]?.reference).toBe("AJE 5");
    for (const text of [
      "2. Dr Rent 100k / Cr Cash 100k",
      "Entry 2: Dr Rent 100k / Cr Cash 100k",
      "#3 Dr Rent 100k / Cr Cash 100k",
    ]) {
      expect(read(text).records[0]?.reference, text).toBeNull();
      expect(lines(text), text).toEqual([
        ["Rent", "100000", "0"],
        ["Cash", "0", "100000"],
      ]);
    }
  });
  it("leaves counts and sums that start a prompt as they are", () => {
    expect(lines("2.5m Dr Rent / Cr Cash")).toEqual([
      ["Rent", "2500000", "0"],
      ["Cash", "0", "2500000"],
    ]);
    expect(problems("12 Dr Rent 100k / Cr Cash 100k")).toContain('"12" is not understood');
  });
});

describe("a payroll whose net pay is the balance paid", () => {
  it("pays out what the gross leaves after the deductions", () => {
    expect(lines("salaries 800k, cr PAYE Payable 64k, balance paid from zenith")).toEqual([
      ["Salaries and Wages", "800000", "0"],
      ["PAYE Payable", "0", "64000"],
      ["zenith", "0", "736000"],
    ]);
    expect(lines("March salaries 1.2m: PAYE 90k and pension 96k withheld, rest paid via GTB")).toEqual([
      ["Salaries and Wages", "1200000", "0"],
      ["Accrued Liabilities", "0", "90000"],
      ["Accrued Liabilities", "0", "96000"],
      ["GTB", "0", "1014000"],
    ]);
    expect(lines("wages 500k less PAYE 40k, the remainder paid from access")).toEqual([
      ["Salaries and Wages", "500000", "0"],
      ["Accrued Liabilities", "0", "40000"],
      ["access", "0", "460000"],
    ]);
    expect(lines("salaries 800k, PAYE 64k, balance from zenith")).toEqual([
      ["Salaries and Wages", "800000", "0"],
      ["Accrued Liabilities", "0", "64000"],
      ["zenith", "0", "736000"],
    ]);
  });
  it("reads no payroll where a part is no deduction, or the deductions exceed the gross", () => {
    expect(read("salaries 800k, 300k from cash, balance from zenith").records).toHaveLength(0);
    expect(read("salaries 800k, PAYE 900k, balance paid from zenith").records).toHaveLength(0);
    expect(lines("salaries 800k gross, PAYE 64k, net 736k paid from zenith")).toEqual([
      ["Salaries and Wages", "800000", "0"],
      ["Accrued Liabilities", "0", "64000"],
      ["zenith", "0", "736000"],
    ]);
  });
  it("refuses, naming it, an account the chart lacks", async () => {
    const biz = await createBusiness();
    const res = await call("/journals", {
      method: "POST",
      key: biz.key,
      body: { prompt: "salaries 800k, cr PAYE Payable 64k, balance paid from zenith", process_type: "direct" },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain("PAYE Payable");
  });
});
