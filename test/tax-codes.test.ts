// Tax codes (issue 19): each business starts with its country's named rates, may add its
// own, and puts them on the lines of invoices, bills, expenses, income and bank
// categorizations; a rate alone takes the one active code of that rate.
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, type TestBusiness, today } from "./harness";

const postRecord = (biz: TestBusiness, path: string, record: Record<string, unknown>) =>
  call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
const codesOf = async (biz: TestBusiness) =>
  (
    (await call("/tax-codes?date_order=asc", { key: biz.key })).json.data as {
      code: string;
      rate: number;
      kind: string;
    }[]
  ).map((c) => [c.code, c.rate, c.kind]);
const balance = async (biz: TestBusiness, name: string) =>
  (await call(`/accounts/${encodeURIComponent(name)}`, { key: biz.key })).json.data.balance as number;

describe("tax codes", () => {
  it("start as the business's country's set: the standard rate where there is one, zero-rated and exempt", async () => {
    expect(await codesOf(await createBusiness({ country: "NG" }))).toEqual([
      ["EXEMPT", 0, "exempt"],
      ["STD", 7.5, "standard"],
      ["ZERO", 0, "zero_rated"],
    ]);
    const uk = await createBusiness({ country: "GB", currency: "GBP" });
    expect(await codesOf(uk)).toEqual([
      ["EXEMPT", 0, "exempt"],
      ["STD", 20, "standard"],
      ["ZERO", 0, "zero_rated"],
    ]);
    expect((await call("/tax-codes/STD", { key: uk.key })).json.data.name).toBe("VAT 20% (standard rate)");
    // No one national rate (US sales taxes): the business adds its own.
    expect(await codesOf(await createBusiness({ country: "US", currency: "USD" }))).toEqual([
      ["EXEMPT", 0, "exempt"],
      ["ZERO", 0, "zero_rated"],
    ]);
  });

  it("are added, renamed and retired, never re-rated; a code is unique and fits its kind", async () => {
    const biz = await createBusiness();
    const created = await call("/tax-codes", {
      method: "POST",
      key: biz.key,
      body: { code: "red5", name: "Reduced 5%", rate: 5, kind: "reduced" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.data).toMatchObject({ code: "RED5", rate: 5, kind: "reduced", active: true, version: 1 });
    const again = await call("/tax-codes", {
      method: "POST",
      key: biz.key,
      body: { code: "RED5", name: "Again", rate: 5, kind: "reduced" },
    });
    expectFailure(again, "conflict");
    const misfit = await call("/tax-codes", {
      method: "POST",
      key: biz.key,
      body: { code: "Z5", name: "Zero at five", rate: 5, kind: "zero_rated" },
    });
    expectFailure(misfit, "invalid_request");
    expect(misfit.json.errors![0]!.field).toBe("rate");
    // The rate is no field of a change: refused by name, nothing changed.
    const rerate = await call("/tax-codes/RED5", { method: "PATCH", key: biz.key, body: { rate: 6 } });
    expect(rerate.status).toBe(400);
    expect(rerate.text).toContain("rate");
    const retired = await call(`/tax-codes/${created.json.data.uuid}`, {
      method: "PATCH",
      key: biz.key,
      body: { active: false, name: "Reduced 5% (old)" },
    });
    expect(retired.status, retired.text).toBe(200);
    expect(retired.json.data).toMatchObject({ rate: 5, active: false, name: "Reduced 5% (old)", version: 2 });
    expect(retired.headers.get("etag")).toBe('"v2"');
    // A retired code is refused on new lines.
    const line = await postRecord(biz, "/invoices", {
      contact: "Ada",
      record_items: [{ description: "Soap", quantity: 1, unit_price: 1000, tax_code: "RED5" }],
    });
    expectFailure(line, "invalid_request");
    expect(line.json.errors![0]!.field).toBe("record.record_items.0.tax_code");
    expect((await call("/tax-codes/NOPE", { key: biz.key })).status).toBe(404);
    // Deleted only while no line has used it; a used one is retired instead.
    expect((await call("/tax-codes/RED5", { method: "DELETE", key: biz.key })).status).toBe(200);
    await postRecord(biz, "/expenses", { amount: 1075, account: "Rent", category: "Cash", tax_code: "STD" });
    const used = await call("/tax-codes/STD", { method: "DELETE", key: biz.key });
    expectFailure(used, "conflict");
    expect(used.text).toContain("retire it");
    expect(await codesOf(biz)).toEqual([
      ["EXEMPT", 0, "exempt"],
      ["STD", 7.5, "standard"],
      ["ZERO", 0, "zero_rated"],
    ]);
  });

  it("give document lines their rate, and a rate alone its one code; a code and a rate that disagree are refused", async () => {
    const biz = await createBusiness();
    const invoice = await postRecord(biz, "/invoices", {
      contact: "Ada Stores",
      record_items: [
        { description: "Rice", quantity: 2, unit_price: 10000, tax_code: "STD" },
        { description: "Bread", quantity: 1, unit_price: 5000, tax_code: "exempt" },
        { description: "Export crate", quantity: 1, unit_price: 4000, tax_code: "ZERO" },
        { description: "Oil", quantity: 1, unit_price: 2000, tax_rate: 7.5 },
        { description: "Salt", quantity: 1, unit_price: 1000, tax_rate: 0 },
      ],
    });
    expect(invoice.status, invoice.text).toBe(201);
    expect(
      invoice.json.data.record_items.map((i: { tax_rate: number; tax_code: string | null }) => [
        i.tax_rate,
        i.tax_code,
      ]),
    ).toEqual([
      [7.5, "STD"],
      [0, "EXEMPT"],
      [0, "ZERO"],
      [7.5, "STD"],
      [0, null],
    ]);
    expect(invoice.json.data).toMatchObject({ subtotal: 32000, tax_total: 1650, total_amount: 33650 });
    expect(await balance(biz, "VAT Payable")).toBe(1650);
    // Read back the same way.
    const read = await call(`/invoices/${invoice.json.data.uuid}`, { key: biz.key });
    expect(read.json.data.record_items.map((i: { tax_code: string | null }) => i.tax_code)).toEqual([
      "STD",
      "EXEMPT",
      "ZERO",
      "STD",
      null,
    ]);
    const disagree = await postRecord(biz, "/bills", {
      contact: "Bello",
      record_items: [{ description: "Cement", quantity: 1, unit_price: 9800, tax_code: "STD", tax_rate: 5 }],
    });
    expectFailure(disagree, "invalid_request");
    expect(disagree.json.errors![0]!.field).toBe("record.record_items.0.tax_rate");
    const unknown = await postRecord(biz, "/bills", {
      contact: "Bello",
      record_items: [{ description: "Cement", quantity: 1, unit_price: 9800, tax_code: "GST9" }],
    });
    expectFailure(unknown, "invalid_request");
    expect(unknown.text).toContain("GET /tax-codes");
    // Nothing was written by the refusals.
    expect((await call("/bills", { key: biz.key })).json.data).toEqual([]);
  });

  it("stay on the lines that used them once retired, and an edit sending them back keeps them", async () => {
    const biz = await createBusiness();
    const invoice = await postRecord(biz, "/invoices", {
      contact: "Ada Stores",
      record_items: [{ description: "Rice", quantity: 1, unit_price: 10000, tax_code: "STD" }],
    });
    const expense = await postRecord(biz, "/expenses", {
      amount: 1075,
      account: "Rent",
      category: "Cash",
      tax_code: "STD",
    });
    expect((await call("/tax-codes/STD", { method: "PATCH", key: biz.key, body: { active: false } })).status).toBe(200);
    const resent = await call(`/invoices/${invoice.json.data.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { record_items: [{ description: "Rice", quantity: 2, unit_price: 10000, tax_code: "STD" }] },
    });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.json.data.record_items[0]).toMatchObject({ tax_code: "STD", tax_rate: 7.5 });
    const kept = await call(`/expenses/${expense.json.data.uuid}`, {
      method: "PATCH",
      key: biz.key,
      body: { tax_code: "STD", amount: 2150 },
    });
    expect(kept.json.data).toMatchObject({ tax_code: "STD", tax_amount: 150 });
    // A new line may not take it.
    const fresh = await postRecord(biz, "/invoices", {
      contact: "Ada Stores",
      record_items: [{ description: "Beans", quantity: 1, unit_price: 1000, tax_code: "STD" }],
    });
    expectFailure(fresh, "invalid_request");
  });

  it("are read from a prompt's exempt and zero-rated items", async () => {
    const biz = await createBusiness();
    const bill = await call("/bills", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        prompt:
          "Bill from Bello Hardware: 8 fire extinguishers 22,000 each (VATable), 20 safety boots 15,500 each (VAT exempt), 2 export crates 4,000 each (zero-rated)",
      },
    });
    expect(bill.status, bill.text).toBe(201);
    expect(
      bill.json.data.record_items.map((i: { tax_rate: number; tax_code: string | null }) => [i.tax_rate, i.tax_code]),
    ).toEqual([
      [7.5, "STD"],
      [0, "EXEMPT"],
      [0, "ZERO"],
    ]);
  });

  it("give expenses and income the VAT their amount holds, changed by code or rate", async () => {
    const biz = await createBusiness();
    const expense = await postRecord(biz, "/expenses", {
      amount: 10750,
      account: "Office Supplies",
      category: "Cash",
      date: today(),
      tax_code: "STD",
    });
    expect(expense.status, expense.text).toBe(201);
    expect(expense.json.data).toMatchObject({ tax_rate: 7.5, tax_amount: 750, tax_code: "STD" });
    expect(await balance(biz, "VAT Payable")).toBe(-750);
    const exempt = await call(`/expenses/${expense.json.data.uuid}`, {
      method: "PATCH",
      key: biz.key,
      body: { tax_code: "EXEMPT" },
    });
    expect(exempt.status, exempt.text).toBe(200);
    expect(exempt.json.data).toMatchObject({ tax_rate: 0, tax_amount: 0, tax_code: "EXEMPT" });
    expect(await balance(biz, "VAT Payable")).toBe(0);
    // A rate alone finds its code again.
    const rated = await call(`/expenses/${expense.json.data.uuid}`, {
      method: "PATCH",
      key: biz.key,
      body: { tax_rate: 7.5 },
    });
    expect(rated.json.data).toMatchObject({ tax_rate: 7.5, tax_amount: 750, tax_code: "STD" });
    const income = await postRecord(biz, "/income", {
      amount: 21500,
      account: "Sales",
      category: "Cash",
      tax_rate: 7.5,
    });
    expect(income.json.data).toMatchObject({ tax_amount: 1500, tax_code: "STD" });
    expect(await balance(biz, "VAT Payable")).toBe(1500 - 750);
  });

  it("put VAT on a bank row categorized as an expense, and only there", async () => {
    const biz = await createBusiness();
    const bank = await call("/accounts", {
      method: "POST",
      key: biz.key,
      body: { prompt: "add GTBank current account 0123456785, NGN", process_type: "direct" },
    });
    expect(bank.status, bank.text).toBe(201);
    const uploaded = await call("/bank-transactions/upload", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        bank: "GTBank current account",
        transactions: [
          { date: today(), amount: 21500, type: "debit", narration: "Printer toner" },
          { date: today(), amount: 500, type: "debit", narration: "SMS alerts" },
        ],
      },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const [toner, sms] = uploaded.json.data.transactions as { uuid: string }[];
    const asJournal = await call(`/bank-transactions/${sms!.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "categorized", account: "Bank Charges", tax_rate: 7.5 },
    });
    expectFailure(asJournal, "invalid_request");
    expect(asJournal.json.errors![0]!.field).toBe("tax_rate");
    const categorized = await call(`/bank-transactions/${toner!.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "categorized", account: "Office Supplies", link_destination: "expense", tax_code: "STD" },
    });
    expect(categorized.status, categorized.text).toBe(200);
    const [expense] = (await call("/expenses", { key: biz.key })).json.data;
    expect(expense).toMatchObject({ amount: 21500, tax_rate: 7.5, tax_amount: 1500, tax_code: "STD" });
    expect(await balance(biz, "VAT Payable")).toBe(-1500);
    expect(await balance(biz, "Office Supplies")).toBe(20000);
  });
});
