// Journals said in plain everyday voices (development-39, session 25): an entry booked
// twice and undone, a correction told only by what the cost was, income put in the wrong
// revenue account, interest on a money account with no verb, a price "each" times a count,
// people counted ("4 staff"), a payroll's gross and net said after their amounts, one
// amount "each" for several accounts on one side, and what is said beside an entry that
// no field holds (an account's balance, the day of the purchase corrected).
import { describe, expect, it } from "vitest";
import { AccountSet } from "../src/db/queries/accounts";
import { journalAccount } from "../src/journals/create";
import { journalSpec } from "../src/journals/extraction";
import { call, createBusiness, type TestBusiness } from "./harness";

const read = (text: string) => journalSpec.fromText(text, { prompt: text, today: "2026-03-18" });
const lines = (text: string) =>
  read(text).records[0]?.lines.map((l) =>
    l.contact ? [l.account, l.debit, l.credit, l.contact] : [l.account, l.debit, l.credit],
  );
const problems = (text: string) =>
  read(text)
    .problems.map((p) => p.message)
    .join(" | ");

describe("an entry booked twice, undone", () => {
  it("reverses the entry described, debits first", () => {
    expect(lines("bank charges of 2,500 were entered twice on zenith, reverse one")).toEqual([
      ["zenith", "2500", "0"],
      ["Bank Charges", "0", "2500"],
    ]);
    expect(lines("The 350k rent paid from zenith got entered twice. pls reverse the duplicate")).toEqual([
      ["zenith", "350000", "0"],
      ["rent", "0", "350000"],
    ]);
    expect(lines("rent of 350k paid from access was posted twice, remove one")).toEqual([
      ["access", "350000", "0"],
      ["rent", "0", "350000"],
    ]);
  });
  it("leaves an entry that was not booked twice, or not undone, as it is", () => {
    expect(lines("bank charges of 2,500 on zenith")).toEqual([
      ["Bank Charges", "2500", "0"],
      ["zenith", "0", "2500"],
    ]);
    expect(lines("The 350k rent paid from zenith")).toEqual([
      ["rent", "350000", "0"],
      ["zenith", "0", "350000"],
    ]);
    // (Entered twice but nothing asked to be undone: the entry as said.)
    expect(lines("bank charges of 2,500 were entered twice on zenith")).toEqual([
      ["Bank Charges", "2500", "0"],
      ["zenith", "0", "2500"],
    ]);
  });
});

describe("a correction told by what the cost was", () => {
  it("books it where its words go, out of where it went", () => {
    expect(lines("oops the 45k uber rides were booked under rent, correct it")).toEqual([
      ["Travel", "45000", "0"],
      ["rent", "0", "45000"],
    ]);
    // (The chart is matched when the journal is built: "diesel" is Fuel and Transport there.)
    expect(lines("the diesel of 20k was posted to Rent by mistake, fix it")).toEqual([
      ["diesel", "20000", "0"],
      ["Rent", "0", "20000"],
    ]);
  });
  it("reads nothing when the words say where it went, or nothing says to fix it", () => {
    expect(read("the 45k rent was booked under rent, correct it").records).toHaveLength(0);
    expect(read("the 45k uber rides were booked under rent").records).toHaveLength(0);
  });
  it("keeps a correction that names the right account", () => {
    expect(lines("the 45k uber rides were booked under rent, move it to Fuel and Transport")).toEqual([
      ["Fuel and Transport", "45000", "0"],
      ["rent", "0", "45000"],
    ]);
  });
});

describe("income put in the wrong revenue account", () => {
  it("moves it out of the wrong one into where income of those words goes", () => {
    expect(lines("the 200k from ota farms was put in sales but it was consulting. fix it")).toEqual([
      ["sales", "200000", "0"],
      ["Service Revenue", "0", "200000"],
    ]);
  });
  it("leaves an expense booked to an expense as it was", () => {
    expect(lines("reclass 15k that was booked to office supplies but was actually travel")).toEqual([
      ["travel", "15000", "0"],
      ["office supplies", "0", "15000"],
    ]);
  });
});

describe("interest on a money account", () => {
  it("is income into that account", () => {
    expect(read("interest on access savings 3,412.50 on 28 feb").records[0]).toMatchObject({
      date: "2026-02-28",
      lines: [
        { account: "access savings", debit: "3412.5" },
        { account: "interest income", credit: "3412.5" },
      ],
    });
    expect(lines("Interest on our Zenith deposit account for February 1,200")).toEqual([
      ["Zenith deposit", "1200", "0"],
      ["interest income", "0", "1200"],
    ]);
  });
  it("never interest on a loan or overdraft", () => {
    expect(lines("interest on the zenith loan 30k paid from zenith")?.[0]?.[0]).not.toBe("the zenith loan");
    expect(read("interest on the access overdraft 12,000").records).toHaveLength(0);
  });
});

describe("a count and a price each", () => {
  it("is the count times the price", () => {
    expect(lines("Bought 2 office chairs at 95k each from access, capitalise as office equipment")).toEqual([
      ["office equipment", "190000", "0"],
      ["access", "0", "190000"],
    ]);
    expect(lines("bought 3 laptops at 450,000 apiece from zenith, capitalise as office equipment")).toEqual([
      ["office equipment", "1350000", "0"],
      ["zenith", "0", "1350000"],
    ]);
  });
  it("is the amount itself without 'each'", () => {
    expect(lines("Bought 2 office chairs for 190k from access, capitalise as office equipment")).toEqual([
      ["office equipment", "190000", "0"],
      ["access", "0", "190000"],
    ]);
  });
  it("counts people as no amount", () => {
    expect(read("paid salaries for 4 staff 280k total from zenith on friday").records[0]).toMatchObject({
      date: "2026-03-13",
      lines: [
        { account: "salaries", debit: "280000" },
        { account: "zenith", credit: "280000" },
      ],
    });
  });
});

describe("a payroll's gross and net said after their amounts", () => {
  it("splits gross into what was withheld and the net paid", () => {
    expect(lines("Salaries 800k gross, PAYE 95k (post to accrued liabilities), net 705k paid from zenith")).toEqual([
      ["Salaries and Wages", "800000", "0"],
      ["accrued liabilities", "0", "95000"],
      ["zenith", "0", "705000"],
    ]);
  });
  it("refuses parts that do not add up", () => {
    expect(read("Salaries 800k gross, PAYE 95k, net 700k paid from zenith").records).toHaveLength(0);
  });
});

describe("one amount each for several accounts on a side", () => {
  it("gives each account listed the amount", () => {
    expect(lines("dr utilities & office supplies 30k each, cr zenith 60k")).toEqual([
      ["utilities", "30000", "0"],
      ["office supplies", "30000", "0"],
      ["zenith", "0", "60000"],
    ]);
    expect(lines("Dr Rent and Utilities 10k each; Cr Cash 20k")).toEqual([
      ["Rent", "10000", "0"],
      ["Utilities", "10000", "0"],
      ["Cash", "0", "20000"],
    ]);
  });
  it("keeps an account whose name has 'and' in it whole", () => {
    expect(lines("Dr Salaries and Wages 50k, Cr Zenith 50k")).toEqual([
      ["Salaries and Wages", "50000", "0"],
      ["Zenith", "0", "50000"],
    ]);
  });
});

describe("what is said beside the entry", () => {
  it("refuses an account's balance, quoted", () => {
    expect(problems("moved 300k zenith to access, zenith balance is now 1.1m")).toContain('"1.1m"');
    expect(problems("transfer 300k from zenith to access, leaving 200k in zenith")).toContain('"200k"');
  });
  it("reads 'the balance of' as what is paid, and a balance said alone as the entry's amount", () => {
    expect(lines("paid the balance of 200k to Globex from zenith")?.[1]).toEqual(["zenith", "0", "200000"]);
    expect(problems("we owe globex; the balance is 200k, pay it from zenith")).not.toContain("balance is no amount");
  });
  it("reads an opening balance as the entry's amount", () => {
    expect(lines("opening balance of zenith 1.1m")?.length).toBeGreaterThan(0);
  });
  it("refuses the day of the thing corrected when the entry is dated otherwise", () => {
    expect(problems("reclass 40k from travel to office supplies, the purchase was on 2 Feb, post it today")).toContain(
      "2 Feb",
    );
  });
  it("dates the entry by that day when it is the only one", () => {
    expect(read("reclass 40k from travel to office supplies, the purchase was on 2 Feb").records[0]?.date).toBe(
      "2026-02-02",
    );
  });
});

describe("more everyday entries", () => {
  it("reads what came on credit said first with no verb", () => {
    expect(lines("new printer 320k on credit from Globex, add it to office equipment")).toEqual([
      ["office equipment", "320000", "0"],
      ["Accounts Payable", "0", "320000", "Globex"],
    ]);
    expect(lines("stock 90k on credit from Kano Grains")).toEqual([
      ["Inventory", "90000", "0"],
      ["Accounts Payable", "0", "90000", "Kano Grains"],
    ]);
  });
  it("moves an amount recorded on the wrong bank", () => {
    expect(lines("we recorded 30k bank charges on zenith but it was actually access")).toEqual([
      ["zenith", "30000", "0"],
      ["access", "0", "30000"],
    ]);
    expect(lines("the 50k deposit was posted to access but it was really zenith")).toEqual([
      ["zenith", "50000", "0"],
      ["access", "0", "50000"],
    ]);
    // (Not two money accounts: no such move.)
    expect(lines("we recorded 30k bank charges on zenith")).toEqual([
      ["Bank Charges", "30000", "0"],
      ["zenith", "0", "30000"],
    ]);
  });
  it("opens accounts named after 'opening', and 'bal.' for balance", () => {
    expect(read("Opening bal. stock 1.1m as at 31 dec 2025").records[0]).toMatchObject({
      date: "2025-12-31",
      lines: [
        { account: "stock", debit: "1100000" },
        { account: "Opening Balance Equity", credit: "1100000" },
      ],
    });
    expect(lines("enter opening office equipment 1.8m and its accumulated depreciation 600k at 1 jan")).toEqual([
      ["office equipment", "1800000", "0"],
      ["accumulated depreciation", "0", "600000"],
      ["Opening Balance Equity", "0", "1200000"],
    ]);
    expect(lines("Opening balances at 1 Jan 2026: cash 300k, loan 1m")).toEqual([
      ["cash", "300000", "0"],
      ["loan", "0", "1000000"],
      ["Opening Balance Equity", "700000", "0"],
    ]);
  });
});

describe("an account the chart lacks, by the side its line is on", () => {
  const row = (name: string, type: string, subType: string) =>
    ({ id: `id-${name}`, name, nameKey: name.toLowerCase(), code: null, type, subType, currency: "NGN" }) as never;
  const set = new AccountSet([
    row("Rent", "expense", "operating_expense"),
    row("Professional Fees", "expense", "operating_expense"),
    row("Service Revenue", "revenue", "operating_revenue"),
    row("Other Income", "revenue", "other_income"),
    row("Zenith Bank Current Account", "asset", "bank"),
  ]);
  it("never books a debit the expenses know to an income account", () => {
    expect(journalAccount(set, "Repairs and Maintenance", "NGN", "debit").name).toBe("Repairs and Maintenance");
    expect(journalAccount(set, "consulting", "NGN", "debit").name).toBe("Professional Fees");
  });
  it("keeps a credit's expense first (an expense relieved), else the income's words", () => {
    expect(journalAccount(set, "audit fee", "NGN", "credit").name).toBe("Professional Fees");
    expect(journalAccount(set, "repairs", "NGN", "credit").name).toBe("Service Revenue");
  });
});

describe("goods returned to a supplier", () => {
  it("lowers what is owed them and the stock, whose when named", () => {
    expect(lines("returned goods worth 40k to Kano Grains")).toEqual([
      ["Accounts Payable", "40000", "0", "Kano Grains"],
      ["Inventory", "0", "40000"],
    ]);
    expect(lines("sent back 3 cartons of stock worth 60k to Globex")).toEqual([
      ["Accounts Payable", "60000", "0", "Globex"],
      ["Inventory", "0", "60000"],
    ]);
    // ("the supplier" names no one: building the journal asks whose payable it is.)
    expect(lines("returned damaged goods worth 40k to the supplier, reduce what we owe them")).toEqual([
      ["Accounts Payable", "40000", "0"],
      ["Inventory", "0", "40000"],
    ]);
  });
  it("is no return when goods come back from a customer or move between places", () => {
    expect(read("a customer returned goods worth 40k to us").records).toHaveLength(0);
    expect(read("returned 50k of stock to the store from the warehouse").records).toHaveLength(0);
    expect(lines("damaged goods worth 40k written off")).toEqual([
      ["Cost of Goods Sold", "40000", "0"],
      ["Inventory", "0", "40000"],
    ]);
  });
});

describe("the accounts the books create on first use, named in a journal", () => {
  const direct = (biz: TestBusiness, prompt: string) =>
    call("/journals", { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });
  const posted = (res: { json: unknown }) =>
    (res.json as { data: { lines: Record<string, unknown>[] } }).data.lines.map((l) => [l.account, l.debit, l.credit]);
  it("creates Uncategorized Expense or Income once, saying so", async () => {
    const biz = await createBusiness();
    const moved = await direct(biz, "reclass 85,000 from uncategorized expense to professional fees");
    expect(moved.status, moved.text).toBe(201);
    expect(posted(moved)).toEqual([
      ["Professional Fees", 85000, 0],
      ["Uncategorized Expense", 0, 85000],
    ]);
    expect(moved.json.data.assumptions).toContainEqual(
      expect.objectContaining({ field: "lines.1.account", value: "Uncategorized Expense" }),
    );
    const income = await direct(biz, "move 150k out of Uncategorized Income into Service Revenue");
    expect(income.status, income.text).toBe(201);
    expect(posted(income)).toEqual([
      ["Uncategorized Income", 150000, 0],
      ["Service Revenue", 0, 150000],
    ]);
    // (Made once: the second journal finds the account the first made.)
    const again = await direct(biz, "reclass 5,000 from uncategorized expense to travel");
    expect(again.status, again.text).toBe(201);
    expect(again.json.data.assumptions ?? []).not.toContainEqual(
      expect.objectContaining({ value: "Uncategorized Expense" }),
    );
  });
  it("creates no other account a journal names", async () => {
    const biz = await createBusiness();
    const res = await direct(biz, "Debit Repairs and Maintenance 35k, credit Cash 35k");
    expect(res.status).toBe(400);
    expect(res.text).toContain("Repairs and Maintenance");
  });
});
