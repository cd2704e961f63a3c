// Prompts in the documented examples' register (session 27, development-49): "Record an
// expense of 60,000 for office supplies" names the record's kind, not an account; a word
// for a kind of account ("expense", "income") is no one account of the chart, even where
// the default chart has only one account so named (Depreciation Expense).
import { describe, expect, it } from "vitest";
import { expenseSpec, incomeSpec } from "../src/documents/extraction";
import { call, createBusiness, type TestBusiness } from "./harness";

const TODAY = "2026-03-18";
const draft = (spec: typeof expenseSpec, text: string) =>
  spec.fromText(text, { prompt: text, today: TODAY, standardTaxRate: "7.5" }).records[0];

const direct = (biz: TestBusiness, path: string, prompt: string) =>
  call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });

describe("the record's own kind before its sum", () => {
  it.each([
    ["Record an expense of 60,000 for office supplies paid from Zenith", "office supplies"],
    ["Create an expense of N4,500 for SMS alert fees charged by Zenith Bank last Friday.", "SMS alert fees"],
    ["Log an expense of $65 for a Zoom subscription at a rate of 1,560", "Zoom subscription"],
    ["Enter an expenditure of 12k for diesel", "diesel"],
  ])("%j is no account called 'expense'", (text, words) => {
    const account = draft(expenseSpec, text)?.account ?? "";
    expect(account).toContain(words);
    expect(account).not.toMatch(/^(?:expense|expenditure|rate)$/i);
  });

  it("still reads what a sum was for when it is named before 'of'", () => {
    expect(draft(expenseSpec, "paid a repair bill of 45k for the generator")?.account).toBe("repair bill");
    expect(draft(incomeSpec, "Record an income of 50k from scrap sales into cash")?.account).toBe("scrap sales");
  });
});

describe("through the API", () => {
  it("books 'an expense of' to what it was for, and a bare kind word to no one account", async () => {
    const biz = await createBusiness();
    const supplies = await direct(biz, "/expenses", "Record an expense of 60,000 for office supplies paid from Cash");
    expect(supplies.status, supplies.text).toBe(201);
    expect(supplies.json.data).toMatchObject({ account: "Office Supplies", amount: 60000, category: "Cash" });
    const sms = await direct(biz, "/expenses", "Create an expense of N4,500 for SMS alert fees, paid from Cash");
    expect(sms.json.data).toMatchObject({ account: "Bank Charges", amount: 4500 });
    // Nothing said but the kind: the default account, stated, never Depreciation Expense.
    const bare = await direct(biz, "/expenses", "Record an expense of 25k paid cash");
    expect(bare.status, bare.text).toBe(201);
    expect(bare.json.data.account).toBe("Uncategorized Expense");
    expect(bare.json.data.assumptions).toContainEqual(expect.objectContaining({ field: "account" }));
    // A kind word as the account ("for expenses") matches no one account of the chart.
    const kind = await direct(biz, "/expenses", "Paid 5,000 for expenses from Cash");
    expect(kind.status, kind.text).toBe(201);
    expect(kind.json.data.account).toBe("Uncategorized Expense");
  });
});
