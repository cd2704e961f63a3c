// Prompts in the documented examples' and accountants' registers (session 27,
// development-49 and -53): "Record an expense of 60,000 for office supplies" names the
// record's kind, not an account; a word for a kind of account ("expense", "income") is no
// one account of the chart, even where the default chart has only one account so named
// (Depreciation Expense); "VAT at standard rate" is the country's rate; "paid to X by
// Access transfer" names the payee; "expense account in the chart: X" names X.
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { contactSpec } from "../src/contacts/extraction";
import { billSpec, expenseSpec, incomeSpec, invoiceSpec } from "../src/documents/extraction";
import { journalSpec } from "../src/journals/extraction";
import { call, createBusiness, type TestBusiness } from "./harness";
import { readPrompt, TODAY } from "./read-prompt";

const draft = (spec: typeof expenseSpec, text: string) => readPrompt(spec, text).records[0];

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

describe("an accountant's words", () => {
  const rates = (spec: typeof invoiceSpec, text: string) =>
    readPrompt(spec, text).records[0]?.record_items.map((i) => i.tax_rate);

  it.each([
    [
      "Raise a sales invoice to Ota Farms Ltd for 40 bags of feed at ₦13,250 per bag, VAT at standard rate, net 30",
      ["7.5"],
    ],
    ["invoice Ota Farms 40 bags at 13,250, standard-rated", ["7.5"]],
    ["invoice Ota Farms 40 bags at 13,250, VAT at the standard rate of 7.5%", ["7.5"]],
    ["invoice Ota Farms 40 bags at 13,250", [null]],
  ])("%j taxes at %j", (text, expected) => {
    expect(rates(invoiceSpec, text)).toEqual(expected);
  });

  it("reads VAT at standard rate on a purchase invoice's every line", () => {
    expect(
      rates(
        billSpec,
        "Post a purchase invoice from Globex Nigeria Limited for 25 reams of A4 at 4,800 and 4 boxes of staples at 2,250, VAT at standard rate, net 30",
      ),
    ).toEqual(["7.5", "7.5"]);
  });

  it.each([
    ["Water bill ₦12,600 paid to Lagos Water Corporation by Access transfer", "Lagos Water Corporation"],
    ["Electricity 30k paid to Ikeja Electric from Zenith", "Ikeja Electric"],
    ["paid to Tunde, 5k", "Tunde"],
    // (A bank paid to by transfer is where the money went from, no payee; nor is a role.)
    ["Paid to Zenith Bank by transfer 5k", null],
    ["Fuel 20k paid to the driver by cash", null],
  ])("%j is paid to %j", (text, payee) => {
    expect(draft(expenseSpec, text)?.contact).toBe(payee);
  });

  it.each([
    ["Create a new expense account in the chart: Subscriptions & Software, code 6270", "Subscriptions & Software"],
    ["add an expense account in the books called Generator Fuel, code 6280", "Generator Fuel"],
    ["new expense account Fuel, code 6120", "Fuel"],
  ])("%j is named %j", (text, name) => {
    expect(readPrompt(accountSpec, text).records[0]?.name).toBe(name);
  });
});

describe("an accountant's names for contacts", () => {
  it.each([
    ["Set up a new debtor: Adeola Foods Ltd, tel 0802 555 0199", "Adeola Foods Ltd", "customer"],
    ["New creditor - Sahara Packaging Ltd, 7 Creek Road, Apapa, Lagos", "Sahara Packaging Ltd", "supplier"],
    ["Add an employee contact for Tobi Ogunleye, email tobi@otaventures.example.", "Tobi Ogunleye", "employee"],
    [
      "Add a customer contact for Oakridge Design Studio Ltd, 22 High Street, Guildford",
      "Oakridge Design Studio Ltd",
      "customer",
    ],
    ["add a supplier contact named Delta Pipes", "Delta Pipes", "supplier"],
  ])("%j is %j, a %s", (text, name, type) => {
    expect(readPrompt(contactSpec, text).records[0]).toMatchObject({ name, type });
  });
});

describe("neighbours the terse notes' separators must not misread (review)", () => {
  it("keeps a journal's Dr/Cr marks out of the accounts when slashes part the lines", () => {
    for (const text of ["Dr rent 50,000 / Cr bank / March rent", "Debit rent / credit bank / 50,000 / March"])
      expect(readPrompt(journalSpec, text).records[0]?.lines.map((l) => l.account)).toEqual(["rent", "bank"]);
  });

  it.each([
    ["Create an expense account called Gain / Loss on Disposal, code 6950", "Gain / Loss on Disposal"],
    ["Add an expense account Repairs / Maintenance", "Repairs / Maintenance"],
    ["acct / Fuel & Lubricants / expense / 6230", "Fuel & Lubricants"],
  ])("one spaced slash stays in an account's name: %j", (text, name) => {
    expect(readPrompt(accountSpec, text).records[0]?.name).toBe(name);
  });

  it("reads an aside after 'Bill,' as no party, and a date after a comma as no name", () => {
    expect(readPrompt(billSpec, "Bill, urgent, from Eko Fuels 45,000 diesel").records[0]?.contact).toBe("Eko Fuels");
    expect(readPrompt(billSpec, "Bill, Siemens AG, €1,200 spare parts, rate 1,740").records[0]?.contact).toBe(
      "Siemens AG",
    );
    expect(readPrompt(invoiceSpec, "Invoice, as agreed, Ada Obi 50,000 for catering").records[0]?.contact).not.toBe(
      "as agreed",
    );
    expect(readPrompt(billSpec, "plumber bill 45,000 for fixing the tank, Last Tuesday").records[0]?.contact).not.toBe(
      "Last Tuesday",
    );
  });

  it("multiplies counts only where the price is per unit of both", () => {
    const items = (text: string) =>
      readPrompt(invoiceSpec, text).records[0]?.record_items.map((i) => [i.quantity, i.unit_price]);
    expect(items("Invoice Ada Obi: 5 boxes x 12 pieces at 3,000 per box")).toEqual([["5", "3000"]]);
    expect(items("Invoice Ada Obi: 2 rooms x 3 nights @ 55k")).toEqual([["6", "55000"]]);
  });

  it("bills arrears of a thing named, reads '3d' after printing as no terms, and 'not standard-rated' as no VAT", () => {
    expect(readPrompt(invoiceSpec, "Invoice Mr Bello for rent arrears of 250,000").records[0]?.record_items).toEqual([
      expect.objectContaining({ quantity: "1", unit_price: "250000" }),
    ]);
    expect(readPrompt(invoiceSpec, "Invoice Ada Obi for old arrears of 25k, 3 bags at 5k").problems).not.toEqual([]);
    expect(
      readPrompt(invoiceSpec, "Invoice Tunde Bakare for 3 figurines printed in 3d at 20,000 each").records[0]
        ?.record_items,
    ).toEqual([expect.objectContaining({ quantity: "3", unit_price: "20000" })]);
    expect(
      readPrompt(invoiceSpec, "Invoice Ada Obi for consulting 100,000, zero-rated, not standard-rated").records[0]
        ?.record_items[0]?.tax_rate,
    ).toBeNull();
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
    // A journal line naming only a kind of account is refused, naming the word.
    const journal = await direct(biz, "/journals", "Debit cash 50,000, credit revenue");
    expect(journal.status, journal.text).toBe(400);
    expect(journal.json.errors).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining("revenue") }),
    );
    // A kind word as the account ("for expenses") matches no one account of the chart.
    const kind = await direct(biz, "/expenses", "Paid 5,000 for expenses from Cash");
    expect(kind.status, kind.text).toBe(201);
    expect(kind.json.data.account).toBe("Uncategorized Expense");
  });
});
