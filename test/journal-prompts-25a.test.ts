// Journals as owners say them in passing (development-39): a sum taken back mid-sentence,
// words run into their sums, a bank's ATM or card for the bank, moves between the
// business's own accounts with no verb, the owner's own money paying the business's costs,
// a loan from a person, a director's loan made capital, a month's share of a prepayment,
// and neighbours that must keep their reading.
import { describe, expect, it } from "vitest";
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";
import { journalSpec } from "../src/journals/extraction";
import { withPlainVoices } from "../src/journals/plain-voices";

const read = (prompt: string) => {
  const text = writtenSums(prompt).text;
  return journalSpec.fromText(text, { prompt, today: "2026-03-18" });
};
const lines = (text: string) =>
  read(text).records[0]?.lines.map((l) =>
    l.contact ? [l.account, l.debit, l.credit, l.contact] : [l.account, l.debit, l.credit],
  );
const date = (text: string) => read(text).records[0]?.date;

describe("a sum taken back mid-sentence", () => {
  it("keeps the second sum, however the first is taken back", () => {
    expect(lines("transfer 50k, sorry 55k, from zenith to cash")).toEqual([
      ["cash", "55000", "0"],
      ["zenith", "0", "55000"],
    ]);
    expect(lines("accrue rent 300k no wait 350k, end of the month")).toEqual([
      ["rent", "350000", "0"],
      ["Accrued Liabilities", "0", "350000"],
    ]);
    expect(lines("accrue salaries 900k I mean 950k")?.[0]).toEqual(["salaries", "950000", "0"]);
    expect(lines("transfer 20k make that 25k from zenith to petty cash")?.[0]).toEqual([
      "Petty Cash|Cash",
      "25000",
      "0",
    ]);
    expect(lines("move 100k (correction: 120k) from zenith to access")?.[0]).toEqual(["access", "120000", "0"]);
    expect(lines("accrue audit fee 200k, no, 250k")?.[0]).toEqual(["audit fee", "250000", "0"]);
  });
  it("reads two sums that are no correction as two", () => {
    // (Two amounts with an ordinary word between them stay two: refused as before.)
    expect(read("accrue rent 300k and 350k").problems[0]?.message).toMatch(/several/);
    expect(read("paid 50k, sorry for the delay, rent from zenith").records).toEqual([]);
  });
  it("reads a verb typed into its sum", () => {
    expect(lines("withdrew50k from zenith ATM for petty cash")).toEqual([
      ["Petty Cash|Cash", "50000", "0"],
      ["zenith", "0", "50000"],
    ]);
    expect(lines("paid15k bank charges from zenith")).toEqual([
      ["Bank Charges", "15000", "0"],
      ["zenith", "0", "15000"],
    ]);
    expect(lines("withdrew 30k from gtb atm")).toEqual([
      ["Cash", "30000", "0"],
      ["gtb", "0", "30000"],
    ]);
  });
});

describe("a bank's machine or card", () => {
  it("is the bank, but what the bank charges for it keeps its words", () => {
    expect(withPlainVoices("paid 20k fuel with the zenith card")).toBe("paid 20k fuel with the zenith");
    expect(withPlainVoices("zenith card maintenance 50")).toBe("zenith card maintenance 50");
    expect(withPlainVoices("GTB ATM fees 3,500")).toBe("GTB ATM fees 3,500");
    expect(withPlainVoices("JV2026 dep")).toBe("JV2026 dep");
  });
});

describe("moves between the business's own money accounts", () => {
  it("reads an arrow, a bare 'from … to …' and the verb before the sum", () => {
    expect(lines("Zenith -> Access 1.2m on 14th March")).toEqual([
      ["Access", "1200000", "0"],
      ["Zenith", "0", "1200000"],
    ]);
    expect(date("Zenith -> Access 1.2m on 14th March")).toBe("2026-03-14");
    expect(lines("2 days ago moved ₦90k zenith>access")).toEqual([
      ["access", "90000", "0"],
      ["zenith", "0", "90000"],
    ]);
    expect(lines("TRANSFER 750,000 ZENITH TO ACCESS SAVINGS")).toEqual([
      ["ACCESS SAVINGS", "750000", "0"],
      ["ZENITH", "0", "750000"],
    ]);
    expect(lines("half a million from zenith to access savings pls")).toEqual([
      ["access savings", "500000", "0"],
      ["zenith", "0", "500000"],
    ]);
    expect(lines("moved 40k cash>zenith yesterday")).toEqual([
      ["zenith", "40000", "0"],
      ["Cash", "0", "40000"],
    ]);
    expect(lines("TRANSFER 100,000 ACCESS TO PETTY CASH")?.[0]).toEqual(["Petty Cash|Cash", "100000", "0"]);
  });
  it("is no move when one end is no money account", () => {
    expect(read("50k from zenith to the landlord").records).toEqual([]);
  });
  it("reads 'half a million' and its kin as sums", () => {
    expect(writtenSums("half a million naira").text).toBe("0.5m naira");
    expect(writtenSums("a quarter of a million").text).toBe("0.25m");
    expect(writtenSums("half the million we owe").text).toBe("half the million we owe");
  });
});

describe("the owner's own money", () => {
  it("pays the business's costs: the cost debited, Owner's Equity credited", () => {
    expect(lines("The owner paid this month's shop rent of 250k from his personal account")).toEqual([
      ["Rent", "250000", "0"],
      ["Owner's Equity", "0", "250000"],
    ]);
    expect(lines("I paid ikeja electric 40k w/ my own money, record it as my contribution to the business")).toEqual([
      ["Utilities", "40000", "0"],
      ["Owner's Equity", "0", "40000"],
    ]);
    expect(lines("bought office supplies 18k with my personal card. count it as capital thanks")).toEqual([
      ["Office Supplies", "18000", "0"],
      ["Owner's Equity", "0", "18000"],
    ]);
    expect(lines("owner paid XYZ Supplier 200k from personal funds to clear part of what we owe them")).toEqual([
      ["Accounts Payable", "200000", "0", "XYZ Supplier"],
      ["Owner's Equity", "0", "200000"],
    ]);
    expect(lines("owner repaid the bank loan 200k from his personal funds")).toEqual([
      ["Loans Payable", "200000", "0"],
      ["Owner's Equity", "0", "200000"],
    ]);
  });
  it("with the sum said before what it paid for", () => {
    expect(lines("bought 18k worth of office supplies with my personal card")).toEqual([
      ["Office Supplies", "18000", "0"],
      ["Owner's Equity", "0", "18000"],
    ]);
    expect(lines("spent 20k on fuel out of my pocket")?.[1]).toEqual(["Owner's Equity", "0", "20000"]);
    // (The business paying the owner back is no cost the owner paid: not read so.)
    expect(lines("refund the owner 50k he paid from his personal account for rent")).toBeUndefined();
  });
  it("lent, not given, is a loan", () => {
    expect(
      lines("director paid the shop rent 300k from his personal account, it's a loan to the company")?.[1],
    ).toEqual(["Loans Payable", "0", "300000"]);
  });
  it("paid into the business's bank is capital paid in", () => {
    expect(lines("I transferred 3m from my personal account to the company zenith as capital")).toEqual([
      ["company zenith", "3000000", "0"],
      ["Owner's Equity", "0", "3000000"],
    ]);
    expect(lines("cap intro 2m zenith")).toEqual([
      ["zenith", "2000000", "0"],
      ["Owner's Equity", "0", "2000000"],
    ]);
  });
  it("the company's card for the owner's own use is drawings out of that bank", () => {
    expect(lines("used the company zenith card for my personal flight to abuja 180k, treat as drawings pls")).toEqual([
      ["Drawings|Owner's Equity", "180000", "0"],
      ["zenith", "0", "180000"],
    ]);
  });
});

describe("loans", () => {
  it("a loan from someone is owed, into the account it reached", () => {
    expect(lines("loan from Mr Bayo (08031234567) ₦400,000 into access bank")).toEqual([
      ["access bank", "400000", "0"],
      ["Loans Payable", "0", "400000"],
    ]);
    expect(lines("borrowed 300k from my uncle, it came into zenith")?.[1]).toEqual(["Loans Payable", "0", "300000"]);
  });
  it("a director's loan made capital", () => {
    const made = [
      ["Loans Payable", "1000000", "0"],
      ["Owner's Equity", "0", "1000000"],
    ];
    expect(lines("convert the director's loan of 1m to capital w/ effect from today")).toEqual(made);
    expect(lines("turn the shareholder loan of 1m into equity")).toEqual(made);
  });
  it("lending to staff is no loan from someone", () => {
    expect(lines("gave a loan of 100k to our staff from zenith")).toBeUndefined();
  });
});

describe("adjustments said in passing", () => {
  it("one month's share of a prepayment", () => {
    expect(lines("Prepaid rent of 1.2m covers 12 months. pls post this month's share")).toEqual([
      ["Rent", "100000", "0"],
      ["Prepaid Expenses", "0", "100000"],
    ]);
    expect(lines("insurance prepaid 600k over 6 months, book one month's portion")?.[1]).toEqual([
      "Prepaid Expenses",
      "0",
      "100000",
    ]);
    // (Paying ahead is still paying ahead.)
    expect(lines("paid rent of 1.2m for 12 months in advance from zenith")).toEqual([
      ["Prepaid Expenses", "1200000", "0"],
      ["zenith", "0", "1200000"],
    ]);
  });
  it("an accrual of what the sentence began with, dated the day said", () => {
    const text = "electricity for march not billed yet. estimate is 70k, accrue it today";
    expect(lines(text)).toEqual([
      ["electricity", "70000", "0"],
      ["Accrued Liabilities", "0", "70000"],
    ]);
    expect(date(text)).toBe("2026-03-18");
  });
  it("the lines in brackets beside a journal reversed are that journal's", () => {
    expect(lines("reverse JV-2026-009 (dr rent 75k cr accrued liabilities 75k)")).toEqual([
      ["rent", "0", "75000"],
      ["accrued liabilities", "75000", "0"],
    ]);
    // (Written after a colon, the lines are the reversal itself.)
    expect(lines("reverse the accrual: dr accrued liabilities 75k cr rent 75k")?.[0]).toEqual([
      "accrued liabilities",
      "75000",
      "0",
    ]);
  });
  it("'dep' before a sum or an asset is depreciation, never a deposit paid", () => {
    expect(lines("dep 12.5k office eqpt 28 feb")).toEqual([
      ["Depreciation Expense", "12500", "0"],
      ["Accumulated Depreciation", "0", "12500"],
    ]);
    expect(date("dep 12.5k office eqpt 28 feb")).toBe("2026-02-28");
    expect(lines("paid a dep of 50k for the generator from zenith")?.[0]?.[0]).not.toBe("Depreciation Expense");
  });
});
