// Journals as blind writers put them (development-58, -59, session 29): a bracketed note
// whose numbers name vouchers, sides written after the sum under a heading with its date,
// "another" capital, an amount taken out of one account and put in another, a loan
// received with its terms beside it, an accrual's reversal with its sum among the words,
// stock bought on credit after a lead-in, "on credit" beside written lines, and an account
// named on its side that the chart does not have.
import { describe, expect, it } from "vitest";
import { journalSpec } from "../src/journals/extraction";
import { call, createBusiness } from "./harness";
import { readPrompt } from "./read-prompt";

const read = (text: string) => readPrompt(journalSpec, text);
/** Each line as [account, debit, credit] (and its contact), or the problems' messages. */
const lines = (text: string) => {
  const { records, problems } = read(text);
  if (problems.length) return problems.map((p) => p.message);
  return records[0]!.lines.map((l) =>
    l.contact ? [l.account, l.debit, l.credit, l.contact] : [l.account, l.debit, l.credit],
  );
};
const date = (text: string) => read(text).records[0]?.date;

describe("numbers in a bracketed note are no amounts", () => {
  it.each([
    [
      "Enter a journal: Dr Utilities 12,000, Dr Office Supplies 8,500, Dr Travel 6,000, Cr Cash 26,500 (petty cash vouchers PCV 101 to 108)",
      [
        ["Utilities", "12000", "0"],
        ["Office Supplies", "8500", "0"],
        ["Travel", "6000", "0"],
        ["Cash", "0", "26500"],
      ],
    ],
    [
      "Dr Rent 150,000 (receipt 4471) / Cr Zenith 150,000",
      [
        ["Rent", "150000", "0"],
        ["Zenith", "0", "150000"],
      ],
    ],
    [
      "Dr Office Supplies 8,500, Cr Cash 8,500 (vouchers 12-15)",
      [
        ["Office Supplies", "8500", "0"],
        ["Cash", "0", "8500"],
      ],
    ],
    [
      "Paid rent 150k from Zenith (receipt 4471)",
      [
        ["rent", "150000", "0"],
        ["Zenith", "0", "150000"],
      ],
    ],
    [
      "Paid salaries 500k from zenith (staff 1 to 5)",
      [
        ["salaries", "500000", "0"],
        ["zenith", "0", "500000"],
      ],
    ],
  ])("%s", (prompt, expected) => {
    expect(lines(prompt)).toEqual(expected);
  });

  it("still refuses a sum written as money in a note, which no line holds", () => {
    expect(lines("Paid rent 150k from Zenith (plus 20,000 for service charge)")).toEqual([
      expect.stringContaining('"20,000"'),
    ]);
  });
});

describe("sides written after the sum, under a heading that holds the date", () => {
  it("reads each line and dates the entry by the heading", () => {
    const prompt =
      "Opening balances as at 1 January 2026: Office Equipment 1,800,000 Dr, Accumulated Depreciation 450,000 Cr, Opening Balance Equity 1,350,000 Cr";
    expect(lines(prompt)).toEqual([
      ["Office Equipment", "1800000", "0"],
      ["Accumulated Depreciation", "0", "450000"],
      ["Opening Balance Equity", "0", "1350000"],
    ]);
    expect(date(prompt)).toBe("2026-01-01");
    expect(
      lines("Opening balances at 31/12/2025: Cash 300,000 Dr; Inventory 500,000 Dr; Opening Balance Equity 800,000 Cr"),
    ).toEqual([
      ["Cash", "300000", "0"],
      ["Inventory", "500000", "0"],
      ["Opening Balance Equity", "0", "800000"],
    ]);
  });

  it("gives the balance to the account the list closes against", () => {
    expect(
      lines(
        "Opening balances as at 1 Jan 2026: Office Equipment 2,400,000 Dr; Inventory 1,150,000 Dr; Accumulated Depreciation 600,000 Cr; balance to Opening Balance Equity",
      ),
    ).toEqual([
      ["Office Equipment", "2400000", "0"],
      ["Inventory", "1150000", "0"],
      ["Accumulated Depreciation", "0", "600000"],
      ["Opening Balance Equity", "0", "2950000"],
    ]);
  });

  it("reads a journal's day and month as its date, no number of its own", () => {
    const prompt = "Journal 5 March 2026: Rent 100,000 Dr, Zenith 100,000 Cr";
    expect(date(prompt)).toBe("2026-03-05");
    expect(read(prompt).records[0]?.reference).toBeNull();
    expect(read("Adj 3 - Dr Prepaid Expenses 120,000 / Cr Rent 120,000").records[0]?.reference).toBe("Adj 3");
  });
});

describe("how much more capital is no account", () => {
  it.each([
    ["Owner put in another 1.5m capital, cash, on 2/3/2026", "Cash", "1500000"],
    ["Owner put in another 1.5m capital into Zenith", "Zenith", "1500000"],
    ["the owner brought in more capital, 500k cash", "Cash", "500000"],
    ["Oga put in extra 2m capital into access", "access", "2000000"],
    ["Owner put in additional 800k capital, cash", "Cash", "800000"],
  ])("%s", (prompt, money, amount) => {
    expect(lines(prompt)).toEqual([
      [money, amount, "0"],
      ["Owner's Equity", "0", amount],
    ]);
  });

  it("still asks where the capital went when the prompt does not say", () => {
    expect(lines("Owner put in another 1.5m capital")).toEqual(["name the bank or cash account the capital went into"]);
  });
});

describe("an amount taken out of one account and put in another", () => {
  it.each([
    "Take 12,500 out of Office Supplies and put it in Bank Charges, it was the cheque book fee",
    "take 12,500 from office supplies and put it under bank charges",
    "take 12.5k off office supplies and post it to bank charges",
    "remove 12,500 from office supplies and put it in bank charges",
    "Move 12,500 from Office Supplies to Bank Charges",
    "Reclass 12,500 from office supplies to bank charges (cheque book fee)",
  ])("%s", (prompt) => {
    expect(lines(prompt).map((l) => [String(l[0]).toLowerCase(), l[1], l[2]])).toEqual([
      ["bank charges", "12500", "0"],
      ["office supplies", "0", "12500"],
    ]);
  });

  it("still moves the shop's cash into a bank", () => {
    expect(lines("take 20k from the shop cash and put it in zenith")).toEqual([
      ["zenith", "20000", "0"],
      ["Cash", "0", "20000"],
    ]);
  });
});

describe("a loan received with its terms beside it", () => {
  it.each([
    [
      "Director's loan of ₦3,000,000 received into Zenith Bank on 9 March 2026, repayable over 24 months",
      "Zenith Bank",
      "3000000",
    ],
    ["Bank loan of 5m received into Access, repayable in 24 monthly instalments", "Access", "5000000"],
    ["borrowed 2m from my uncle into zenith, to be repaid over 12 months", "zenith", "2000000"],
    ["Mr Bayo lent the business 500k into access, to be paid back in 6 months", "access", "500000"],
  ])("%s", (prompt, bank, amount) => {
    expect(lines(prompt)).toEqual([
      [bank, amount, "0"],
      ["Loans Payable", "0", amount],
    ]);
  });

  it("still repays a loan, however its terms are said", () => {
    expect(lines("Loan repayment of 250k from Zenith")).toEqual([
      ["Loans Payable", "250000", "0"],
      ["Zenith", "0", "250000"],
    ]);
    expect(lines("Paid the March instalment of 150k on the Zenith loan, repayable over 24 months")).toEqual([
      ["Loans Payable", "150000", "0"],
      ["Zenith", "0", "150000"],
    ]);
  });
});

describe("an accrual reversed, its sum among the words", () => {
  it.each([
    ["Record the reversal of the ₦380,000 legal fee accrual, dated 1 March 2026", "legal fee", "380000"],
    ["Reverse the 380k legal fee accrual", "legal fee", "380000"],
    ["Reverse the accrual of 380,000 for legal fees", "legal fees", "380000"],
    ["reverse last month's 150,000 electricity accrual on 1 April", "electricity", "150000"],
    ["Reverse the accrued 2025 audit fee 200k", "audit fee", "200000"],
    ["Reverse the December audit accrual of 180,000", "audit", "180000"],
  ])("%s", (prompt, expense, amount) => {
    expect(lines(prompt)).toEqual([
      ["Accrued Liabilities", amount, "0"],
      [expense, "0", amount],
    ]);
  });
});

describe("stock bought on credit is Inventory", () => {
  it.each([
    ["Please post: stock purchased on credit from Kano Grains, ₦1.1m, dated 05.03.2026", "1100000", "Kano Grains"],
    ["Record: goods bought on credit from Kano Grains 500k", "500000", "Kano Grains"],
    ["bought stock worth 650k on credit, not paid yet", "650000", null],
    ["Bought $1,800 of paper stock on credit for inventory", "1800", null],
    ["Pls record: rice bought on credit from Kano Grains 800k for resale", "800000", "Kano Grains"],
  ])("%s", (prompt, amount, supplier) => {
    expect(lines(prompt)).toEqual([
      ["Inventory", amount, "0"],
      supplier ? ["Accounts Payable", "0", amount, supplier] : ["Accounts Payable", "0", amount],
    ]);
  });

  it("keeps what else was bought on credit, or where the prompt puts it", () => {
    expect(lines("bought a photocopier on credit from Globex for 450k")).toEqual([
      ["photocopier", "450000", "0"],
      ["Accounts Payable", "0", "450000", "Globex"],
    ]);
    expect(lines("bought a laptop on credit from Globex, record it as office equipment, 500k")).toEqual([
      ["office equipment", "500000", "0"],
      ["Accounts Payable", "0", "500000", "Globex"],
    ]);
  });
});

describe("'on credit' beside written lines", () => {
  it("is no credit line: it names whose payable or receivable it is", () => {
    expect(
      lines(
        "Capitalise the new server bought on credit from Globex Nigeria Limited for ₦1,450,000: Dr Office Equipment, Cr Accounts Payable",
      ),
    ).toEqual([
      ["Office Equipment", "1450000", "0"],
      ["Accounts Payable", "0", "1450000", "Globex Nigeria Limited"],
    ]);
    expect(lines("Bought goods from Kano Grains on credit 500k: Dr Inventory, Cr Accounts Payable")).toEqual([
      ["Inventory", "500000", "0"],
      ["Accounts Payable", "0", "500000", "Kano Grains"],
    ]);
    expect(lines("Dr Inventory 500k, Cr Accounts Payable 500k (bought on credit from Kano Grains)")).toEqual([
      ["Inventory", "500000", "0"],
      ["Accounts Payable", "0", "500000", "Kano Grains"],
    ]);
    expect(lines("Sold goods on credit to Bolanle 200k: Dr AR 200k, Cr Sales 200k")).toEqual([
      ["Accounts Receivable", "200000", "0", "Bolanle"],
      ["Sales", "0", "200000"],
    ]);
  });

  it("reads a side's word right after a side as the account's", () => {
    expect(lines("Dr Travel 50k, Cr Credit Card 50k")).toEqual([
      ["Travel", "50000", "0"],
      ["Credit Card", "0", "50000"],
    ]);
  });
});

describe("an account named on its side that the chart lacks", () => {
  const post = async (prompt: string) => {
    const biz = await createBusiness();
    return call("/journals", { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });
  };

  it.each([
    ["debit Fuel Expense 20k credit cash 20k", "Fuel Expense"],
    ["debit Generator Maintenance 30k credit cash 30k", "Generator Maintenance"],
    ["Dr Cash 400k Cr Rental Income 400k", "Rental Income"],
    ["Generator Maintenance 30,000 Dr; Cash 30,000 Cr", "Generator Maintenance"],
    ["dr fuel expense 20k cr cash 20k", "fuel expense"],
    ["Dr Stationery 20k Cr Cash 20k", "Stationery"],
    ["Debit Electricity 15k credit Cash 15k", "Electricity"],
  ])("is refused, named: %s", async (prompt, account) => {
    const res = await post(prompt);
    expect(res.status).toBe(400);
    expect(res.text).toContain(account);
  });

  it.each([
    ["Dr Salary 300k Cr Cash 300k", "Salaries and Wages"],
    ["Dr Transport 15k Cr Cash 15k", "Travel"],
    ["Dr Audit Fee 500k Cr Cash 500k", "Professional Fees"],
  ])("books an everyday word in capitals on a side where it belongs: %s", async (prompt, account) => {
    const res = await post(prompt);
    expect(res.status, res.text).toBe(201);
    expect(JSON.stringify(res.json.data.lines)).toContain(account);
  });

  it("still books everyday words on a side, and words said without one, where they belong", async () => {
    for (const prompt of ["dr fuel 20k cr cash 20k", "paid fuel 20k from cash"]) {
      const res = await post(prompt);
      expect(res.status, prompt).toBe(201);
      const booked = (res.json.data as { lines: { account: { name: string } | string; debit: number }[] }).lines;
      expect(JSON.stringify(booked), prompt).toContain("Travel");
    }
  });
});
