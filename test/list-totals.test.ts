// List totals (meta.total) come from counts kept by triggers for whole-resource lists and
// from counting for filtered ones; both must match the rows after any mix of writes.
import { describe, expect, it } from "vitest";
import { call, createBusiness, insertContacts, type TestBusiness } from "./harness";

const direct = (biz: TestBusiness, path: string, prompt: string, extra: Record<string, unknown> = {}) =>
  call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct", ...extra } });
const total = async (biz: TestBusiness, path: string) => {
  const res = await call(path, { key: biz.key });
  expect(res.status, res.text).toBe(200);
  return res.json.meta.total as number;
};

describe("meta.total", () => {
  it("follows inserts and deletes from every path, per business and per kind", async () => {
    const [biz, other] = await Promise.all([createBusiness(), createBusiness()]);
    expect(await total(biz, "/journals")).toBe(0);
    const rows = await insertContacts(
      biz.id,
      Array.from({ length: 12 }, (_, i) => ({ name: `Contact ${i}` })),
    );
    await insertContacts(other.id, [{ name: "Elsewhere" }]);
    for (const row of rows.slice(0, 2))
      expect((await call(`/contacts/${row.id}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect((await direct(biz, "/contacts", "add customer Zenith Traders")).status).toBe(201);
    expect(await total(biz, "/contacts?schema=contacts")).toBe(11);
    expect(await total(biz, "/contacts?schema=contacts&search=Contact%201")).toBe(2); // 10 and 11 (1 was deleted)
    expect(await total(other, "/contacts?schema=contacts")).toBe(1);

    // Invoices and bills share a table and are counted apart; so are the contacts they create.
    const first = await direct(biz, "/invoices", "Invoice Acme Ltd for 1 box at 10");
    expect(first.status, first.text).toBe(201);
    expect((await direct(biz, "/invoices", "Invoice Acme Ltd for 2 boxes at 10")).status).toBe(201);
    expect((await direct(biz, "/bills", "Bill from Acme Ltd for 1 crate at 40")).status).toBe(201);
    expect((await call(`/invoices/${first.json.data.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect(await total(biz, "/invoices?schema=invoicing")).toBe(1);
    expect(await total(biz, "/bills")).toBe(1);
    expect(await total(biz, "/contacts?schema=contacts")).toBe(12);
  });

  it("counts a bulk statement import, with filters counted from the rows", async () => {
    const biz = await createBusiness();
    const bank = (await direct(biz, "/accounts", "add GTBank current account 0123456785, NGN")).json.data;
    const lines = Array.from({ length: 40 }, (_, i) => ({
      date: "2025-11-06",
      amount: 10 + i,
      type: i % 4 ? "debit" : "credit",
      narration: `Row ${i}`,
    }));
    const imported = await call("/bank-transactions/upload", {
      method: "POST",
      key: biz.key,
      body: { process_type: "direct", prompt: "Import", bank: bank.uuid, transactions: lines },
    });
    expect(imported.status, imported.text).toBe(201);
    const list = await call("/bank-transactions?limit=1", { key: biz.key });
    expect(list.json.meta.total).toBe(40);
    const uuid = list.json.data[0].uuid;
    expect((await call(`/bank-transactions/${uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect(await total(biz, "/bank-transactions")).toBe(39);
    expect(await total(biz, `/bank-transactions?bank=${bank.uuid}&status=uncategorized`)).toBe(39);
    expect(await total(biz, "/bank-transactions?status=categorized")).toBe(0);
  });
});
