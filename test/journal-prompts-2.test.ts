// Journals as accountants and Lagos shop owners write them: accounts cut short ("acc
// dep'n", "prof fees", "ZB", "COS", "stock", "accruals") matched to the chart, entries
// described instead of written as Dr/Cr (accruals, prepayments released, capitalising,
// reclasses, transfers between money accounts, the owner's money in pidgin, write-offs,
// disposals, lists closed against one account), and dates and references as they write
// them ("date it 31st", "on friday", "JNL/2026/044").
import { describe, expect, it } from "vitest";
import { bankByInitials, writtenOut } from "../src/accounts/match";
import { type AccountRow, AccountSet } from "../src/db/queries/accounts";
import { journalAccount } from "../src/journals/create";
import { journalSpec } from "../src/journals/extraction";
import { withShortFormsWritten } from "../src/journals/shorthand";

const read = (text: string) => journalSpec.fromText(text, { prompt: text, today: "2026-03-18" });
const lines = (text: string) =>
  read(text).records[0]?.lines.map((l) =>
    l.contact ? [l.account, l.debit, l.credit, l.contact] : [l.account, l.debit, l.credit],
  );
const record = (text: string) => read(text).records[0];

const DEFAULT: [string, string, string][] = [
  ["Cash", "asset", "cash"],
  ["Accounts Receivable", "asset", "receivable"],
  ["Inventory", "asset", "inventory"],
  ["Prepaid Expenses", "asset", "current_asset"],
  ["Office Equipment", "asset", "fixed_asset"],
  ["Accumulated Depreciation", "asset", "accumulated_depreciation"],
  ["Accounts Payable", "liability", "payable"],
  ["VAT Payable", "liability", "tax"],
  ["Accrued Liabilities", "liability", "current_liability"],
  ["Loans Payable", "liability", "long_term_liability"],
  ["Opening Balance Equity", "equity", "opening_balance"],
  ["Retained Earnings", "equity", "retained_earnings"],
  ["Owner's Equity", "equity", "owner_equity"],
  ["Sales", "revenue", "operating_revenue"],
  ["Service Revenue", "revenue", "operating_revenue"],
  ["Other Income", "revenue", "other_income"],
  ["Cost of Goods Sold", "expense", "cost_of_sales"],
  ["Salaries and Wages", "expense", "operating_expense"],
  ["Rent", "expense", "operating_expense"],
  ["Utilities", "expense", "operating_expense"],
  ["Office Supplies", "expense", "operating_expense"],
  ["Depreciation Expense", "expense", "depreciation"],
  ["Bank Charges", "expense", "operating_expense"],
  ["Travel", "expense", "operating_expense"],
  ["Professional Fees", "expense", "operating_expense"],
];
const row = (name: string, type: string, subType: string, extra: Partial<AccountRow> = {}) =>
  ({
    id: `id-${name}`,
    name,
    nameKey: name.toLowerCase(),
    code: null,
    type,
    subType,
    currency: "NGN",
    isDefault: false,
    bankName: null,
    nuban: null,
    sourceUuid: null,
    createdAt: "2026-01-01",
    ...extra,
  }) as unknown as AccountRow;
const BANKS = [
  row("Zenith Bank Current Account", "asset", "bank", { bankName: "Zenith Bank" }),
  row("GTBank USD Domiciliary", "asset", "bank", { bankName: "GTBank", currency: "USD" }),
  row("Access Bank Savings", "asset", "bank", { bankName: "Access Bank" }),
];
const chart = (extra: AccountRow[] = []) =>
  new AccountSet([...DEFAULT.map(([n, t, s]) => row(n, t, s)), ...BANKS, ...extra]);
const account = (written: string, set = chart()) => journalAccount(set, written, "NGN").name;

describe("accounts as accountants cut them short", () => {
  it("writes out the words of an account's name cut short", () => {
    expect(account("Dep'n exp")).toBe("Depreciation Expense");
    expect(account("acc dep'n")).toBe("Accumulated Depreciation");
    expect(account("accum dep")).toBe("Accumulated Depreciation");
    expect(account("A/Dep")).toBe("Accumulated Depreciation");
    expect(account("prof fees")).toBe("Professional Fees");
    expect(account("Sal & wages")).toBe("Salaries and Wages");
    expect(account("office eqpt")).toBe("Office Equipment");
    expect(account("bank chgs")).toBe("Bank Charges");
    expect(account("accr liabs")).toBe("Accrued Liabilities");
    expect(account("accts rec")).toBe("Accounts Receivable");
  });

  it("reads an accountant's shorthand for a whole account", () => {
    expect(account("COS")).toBe("Cost of Goods Sold");
    expect(account("COGS")).toBe("Cost of Goods Sold");
    // A shorthand before the words it holds: "cost of sales" is never Sales.
    expect(account("Cost of sales")).toBe("Cost of Goods Sold");
    expect(account("OBE")).toBe("Opening Balance Equity");
    expect(account("stock")).toBe("Inventory");
    expect(account("creditors")).toBe("Accounts Payable");
    expect(account("debtors")).toBe("Accounts Receivable");
    expect(account("accruals")).toBe("Accrued Liabilities");
    expect(account("prepayments")).toBe("Prepaid Expenses");
    expect(account("prepd")).toBe("Prepaid Expenses");
    // A chart with its own name for it keeps that.
    const costOfSales = new AccountSet([
      ...DEFAULT.filter(([n]) => n !== "Cost of Goods Sold").map(([n, t, s]) => row(n, t, s)),
      row("Cost of Sales", "expense", "cost_of_sales"),
    ]);
    expect(account("COS", costOfSales)).toBe("Cost of Sales");
    expect(account("drawings", chart([row("Drawings", "equity", "owner_equity")]))).toBe("Drawings");
  });

  it("reads where notes are kept as the cash account, never petty cash the chart lacks", () => {
    expect(account("the till")).toBe("Cash");
    expect(account("cash box")).toBe("Cash");
    expect(account("shop cash")).toBe("Cash");
    expect(account("petty cash")).toBe("petty cash");
    expect(account("petty cash", chart([row("Petty Cash", "asset", "cash")]))).toBe("Petty Cash");
  });

  it("reads a bank by its initials or short form", () => {
    expect(account("ZB")).toBe("Zenith Bank Current Account");
    expect(account("GTB")).toBe("GTBank USD Domiciliary");
    expect(account("Access sav")).toBe("Access Bank Savings");
    expect(account("the dom account")).toBe("GTBank USD Domiciliary");
    expect(account("bank", new AccountSet([...DEFAULT.map(([n, t, s]) => row(n, t, s)), BANKS[0]!]))).toBe(
      "Zenith Bank Current Account",
    );
  });

  it("matches no account when the short form fits none or several", () => {
    // Two Zenith accounts: "ZB" is either.
    const two = [...BANKS, row("Zenith Bank Dollar", "asset", "bank", { bankName: "Zenith Bank", currency: "USD" })];
    expect(bankByInitials(two, "ZB")).toBeUndefined();
    expect(bankByInitials(BANKS, "Zenith")).toBeUndefined();
    // "bank" among several banks is none of them, and never Bank Charges.
    expect(account("bank")).toBe("bank");
    // "Dr Drawings" names an account: a chart without it answers 400 (a described
    // withdrawal, "owner took 250k … drawings", is booked to the owner's equity instead).
    expect(account("drawings")).toBe("drawings");
    // "PC" may be a computer bought; "dep" a deposit; "int" with no interest account is none.
    expect(account("PC")).toBe("PC");
    expect(account("dep")).toBe("dep");
    expect(account("int")).toBe("int");
    expect(writtenOut("Zenith acc")).toEqual([]);
    expect(writtenOut("Rent")).toEqual([]);
    // Two accrual accounts: "accruals" is either; COS with both names of the cost of sales too.
    expect(account("accruals", chart([row("Accrued Expenses", "liability", "current_liability")]))).toBe("accruals");
    expect(account("COS", chart([row("Cost of Sales", "expense", "cost_of_sales")]))).toBe("COS");
  });
});

describe("entries described, as accountants note them", () => {
  it("reads an accrual cut short, and several accruals closed against one account", () => {
    expect(lines("accr Mar electricity 118,400 - Ikeja Electric bill not in yet. date 31.3.26")).toEqual([
      ["electricity", "118400", "0"],
      ["Accrued Liabilities", "0", "118400"],
    ]);
    expect(record("accr Mar electricity 118,400 - Ikeja Electric bill not in yet. date 31.3.26")?.date).toBe(
      "2026-03-31",
    );
    const listed = record(
      "JV-031 month-end accruals, 31/3:\n  electricity 120,000\n  audit 250,000\n  salaries 400,000\nall Cr accruals",
    );
    expect(listed?.reference).toBe("JV-031");
    expect(listed?.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ["electricity", "120000", "0"],
      ["audit", "250000", "0"],
      ["salaries", "400000", "0"],
      ["accruals", "0", "770000"],
    ]);
    // "all Dr": the other way.
    expect(lines("Reverse last month's accruals: electricity 120,000, audit 250,000 - all Dr accruals")).toEqual([
      ["electricity", "0", "120000"],
      ["audit", "0", "250000"],
      ["accruals", "370000", "0"],
    ]);
    // An amount to "A / B" is a debit and a credit.
    expect(lines("Accrue Mar int on the Access loan, 95,800 -> bank chgs / accruals, 31st")).toEqual([
      ["bank charges", "95800", "0"],
      ["accruals", "0", "95800"],
    ]);
  });

  it("closes an opening list against Opening Balance Equity, each account on the side it opens on", () => {
    expect(
      lines(
        "OB journal as at 1 Jan 2026:\nstock 1,240,000\noffice eqpt 2,800,000\nacc dep'n 700,000\nZB 3,115,000\nloan 1,500,000\nbalance to OBE",
      ),
    ).toEqual([
      ["stock", "1240000", "0"],
      ["office eqpt", "2800000", "0"],
      ["acc depreciation", "0", "700000"],
      ["Zenith", "3115000", "0"],
      ["loan", "0", "1500000"],
      ["OBE", "0", "4955000"],
    ]);
  });

  it("releases a prepayment, the year's sum worked to the part released", () => {
    expect(
      lines("Shop rent for the year - 2.4m - was paid in Jan and is sitting in prepd. Release Q1 in one go, date 31/3"),
    ).toEqual([
      ["Shop rent", "600000", "0"],
      ["Prepaid Expenses", "0", "600000"],
    ]);
    expect(lines("The 210k we put in prepd for Ikeja Electric was March usage - expense it")).toEqual([
      ["Utilities", "210000", "0"],
      ["Prepaid Expenses", "0", "210000"],
    ]);
    expect(lines("2.4m out of zenith for a years warehouse rent in advance, put it on prepaid")).toEqual([
      ["Prepaid Expenses", "2400000", "0"],
      ["zenith", "0", "2400000"],
    ]);
    // A month's sum is no year's: the amount stays.
    expect(lines("Release one month of prepaid insurance, 75,000")).toEqual([
      ["insurance", "75000", "0"],
      ["Prepaid Expenses", "0", "75000"],
    ]);
  });

  it("capitalises what was expensed, and reclasses part of a balance to where it belongs", () => {
    expect(
      lines("The 385k printer sitting in Office Supplies should be capitalised - office eqpt. post today"),
    ).toEqual([
      ["office eqpt", "385000", "0"],
      ["Office Supplies", "0", "385000"],
    ]);
    expect(lines("The 120k laptop booked to office supplies should be capitalised as office equipment")).toEqual([
      ["office equipment", "120000", "0"],
      ["office supplies", "0", "120000"],
    ]);
    expect(
      lines(
        "Reclass entry, date March 16, 2026: move NGN 22,500 of bank fees booked to Office Supplies into Bank Charges.",
      ),
    ).toEqual([
      ["Bank Charges", "22500", "0"],
      ["Office Supplies", "0", "22500"],
    ]);
  });

  it("moves money between the business's own accounts, however said", () => {
    expect(lines("move 200k from access go zenith")).toEqual([
      ["zenith", "200000", "0"],
      ["access", "0", "200000"],
    ]);
    // (The shop's cash is the cash account: journal-prompts-26.)
    expect(lines("i carry 150k from shop cash put for zenith")).toEqual([
      ["zenith", "150000", "0"],
      ["Cash", "0", "150000"],
    ]);
    expect(lines("Transfer – Zenith to petty cash – ₦50,000 – 16/03/26")).toEqual([
      ["Petty Cash|Cash", "50000", "0"],
      ["Zenith", "0", "50000"],
    ]);
    expect(lines("Move 1.5m ZB -> Access sav, 13/3")).toEqual([
      ["Access sav", "1500000", "0"],
      ["Zenith", "0", "1500000"],
    ]);
    expect(
      lines("boss said to post the cash takings we banked on friday, 312,000 from cash to zenith. pls do it"),
    ).toEqual([
      ["zenith", "312000", "0"],
      ["Cash", "0", "312000"],
    ]);
    // A payment booked against the wrong bank, said before the mistake.
    expect(
      lines(
        "the 150k we paid XYZ Supplier from Access last week was posted against Zenith by mistake. can you do a journal to fix it?",
      ),
    ).toEqual([
      ["Zenith", "150000", "0"],
      ["Access", "0", "150000"],
    ]);
    // "Dr bank": the bank the prompt says the money reached.
    expect(lines("Loan from Access drawn down into Access sav - 10m, 2 Mar. Dr bank Cr loan")).toEqual([
      ["Access sav", "10000000", "0"],
      ["loan", "0", "10000000"],
    ]);
  });

  it("reads the owner's money in and out, in pidgin too", () => {
    expect(lines("i put 3m of my own money inside zenith for the business")).toEqual([
      ["zenith", "3000000", "0"],
      ["Owner's Equity", "0", "3000000"],
    ]);
    expect(lines("i collect 80k cash from the business for house use")).toEqual([
      ["Drawings|Owner's Equity", "80000", "0"],
      ["Cash", "0", "80000"],
    ]);
    expect(lines("ZENITH received NGN 5,000,000 from the owner as additional capital, 2nd March")).toEqual([
      ["ZENITH", "5000000", "0"],
      ["Owner's Equity", "0", "5000000"],
    ]);
  });

  it("writes off a cash shortage and a scrapped asset, and works out a disposal's gain", () => {
    expect(lines("PC count short by 3,500 - w/o to office supplies")).toEqual([
      ["office supplies", "3500", "0"],
      ["Petty Cash|Cash", "0", "3500"],
    ]);
    expect(lines("Scrapped 2 old desktops - fully dep'd, cost 420k. W/o cost against acc dep'n")).toEqual([
      ["Accumulated Depreciation", "420000", "0"],
      ["desktops", "0", "420000"],
    ]);
    expect(lines("Sold the old photocopier for 150k cash. cost 600k, acc dep'n 500k. gain to other income")).toEqual([
      ["Cash", "150000", "0"],
      ["Accumulated Depreciation", "500000", "0"],
      ["photocopier", "0", "600000"],
      ["other income", "0", "50000"],
    ]);
    expect(lines("Till short by 2,000 at close, write it off to office supplies")).toEqual([
      ["office supplies", "2000", "0"],
      ["Cash", "0", "2000"],
    ]);
    expect(lines("Sold our delivery van for 2.5m into Access. cost 6m, acc dep 4m")).toEqual([
      ["Access", "2500000", "0"],
      ["Accumulated Depreciation", "4000000", "0"],
      ["delivery van", "0", "6000000"],
      ["Other Income", "0", "500000"],
    ]);
    // At a loss, the loss a debit.
    expect(lines("Sold the old generator for 100k into Zenith. cost 900k, accumulated depreciation 600k")).toEqual([
      ["Zenith", "100000", "0"],
      ["Accumulated Depreciation", "600000", "0"],
      ["Loss on Disposal", "200000", "0"],
      ["generator", "0", "900000"],
    ]);
  });

  it("reads a loan instalment's interest cut short, put where the prompt says, from the lender's account", () => {
    expect(
      lines("ZB loan instalment 12/3: 416,667 principal + 87,500 int (put the int to bank chgs, we've no int exp a/c)"),
    ).toEqual([
      ["Loans Payable", "416667", "0"],
      ["bank charges", "87500", "0"],
      ["Zenith", "0", "504167"],
    ]);
  });

  it("reads a receipt's labelled bank", () => {
    expect(
      lines(
        "FIRS e-receipt\nTax type:        VAT (February return)\nAmount:          ₦143,250.00\nPaid from:       Zenith Bank\nPayment date:    17/03/2026",
      ),
    ).toEqual([
      ["VAT Payable", "143250", "0"],
      ["Zenith Bank", "0", "143250"],
    ]);
  });
});

describe("dates and references as they are written", () => {
  it("dates a period's adjustment on this month's day, and a thing done on a weekday in the past", () => {
    expect(record("can you post the March release of the prepaid rent? its 212,500 a month. date it 31st")?.date).toBe(
      "2026-03-31",
    );
    expect(record("Paid rent of 300k on friday from Zenith")?.date).toBe("2026-03-13");
    expect(record("Pls post Feb dep'n:\nDr Dep'n exp 62,500\nCr Acc dep'n 62,500\nDate 28/2.")?.date).toBe(
      "2026-02-28",
    );
    // A day alone on something paid stays the latest one past.
    expect(record("Paid the cleaner 20k from Zenith on the 25th")?.date).toBe("2026-02-25");
  });

  it("takes a journal's own code as its reference", () => {
    expect(
      record(
        "JNL/2026/044 pls: Dr Sales 95,000 / Cr Cash 95,000, dated 28/2/2026 - the Bolanle cash sale went in twice",
      )?.reference,
    ).toBe("JNL/2026/044");
  });
});

describe("what must not change", () => {
  it("leaves words that only look like the short forms", () => {
    // "w/o" is "without" unless it writes something off.
    expect(withShortFormsWritten("Paid 20k w/o a receipt for fuel")).toBe("Paid 20k w/o a receipt for fuel");
    expect(withShortFormsWritten("PC short 3,500 - w/o to office supplies")).toBe(
      "PC short 3,500 - write off to office supplies",
    );
    // A code is no short form: "INT-2026-004", "ZB/2026/01".
    expect(withShortFormsWritten("ref INT-2026-004, ZB/2026/01")).toBe("ref INT-2026-004, ZB/2026/01");
    // "int'l" is international.
    expect(lines("The int'l transfer fee of 5,000 charged by Zenith")).toEqual([
      ["Bank Charges", "5000", "0"],
      ["Zenith", "0", "5000"],
    ]);
    // An accrual to be paid later keeps its own date rule.
    expect(record("Accrue salaries of 1.2m, to be paid on 2 April")?.date).toBeNull();
    // A transfer of an amount out of one account to another, as before.
    expect(lines("Transfer 200,000 of prepaid rent to rent expense")).toEqual([
      ["rent expense", "200000", "0"],
      ["prepaid rent", "0", "200000"],
    ]);
    expect(lines("Opening balances: Cash 350,000 and Inventory 2,400,000 against Opening Balance Equity")).toEqual([
      ["Cash", "350000", "0"],
      ["Inventory", "2400000", "0"],
      ["Opening Balance Equity", "0", "2750000"],
    ]);
    // Closed against an account of costs with no side said, a list is none of these.
    expect(lines("Zenith charges for Feb: COT 3,150, SMS 1,200 - total to Bank Charges")).toBeUndefined();
    // A list with no account to close against is no list entry.
    expect(lines("electricity 120,000, audit 250,000")).toBeUndefined();
  });
});
