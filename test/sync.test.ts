// Sync and filters (issue 21): every list takes updated_since and answers the changes in
// the order they happened; documents filter by status, contact, date and due date; bank
// transactions by status, date and amount.
import { describe, expect, it } from "vitest";
import { call, createBusiness, type TestBusiness, today, uploadRows } from "./harness";

type Param = { name: string; in: string; required?: boolean; schema?: { enum?: string[]; const?: string } };
type Op = { parameters?: Param[] };
const doc = (await call("/openapi.json")).json as unknown as { paths: Record<string, Record<string, Op>> };

/** Every list that takes updated_since, with the query its required parameters need. */
const lists = Object.entries(doc.paths).flatMap(([path, methods]) => {
  const op = methods.get;
  const params = (op?.parameters ?? []).filter((p) => p.in === "query");
  if (!params.some((p) => p.name === "updated_since")) return [];
  const required = params
    .filter((p) => p.required)
    .map((p) => `${p.name}=${p.schema?.const ?? p.schema?.enum?.[0] ?? ""}`);
  return [{ path, required }];
});

const post = async (biz: TestBusiness, path: string, record: Record<string, unknown>) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
  expect(res.status, res.text).toBe(201);
  return res.json.data;
};
const list = async (biz: TestBusiness, query: string) => {
  const res = await call(query, { key: biz.key });
  expect(res.status, res.text).toBe(200);
  return res.json.data as Record<string, unknown>[];
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("updated_since", () => {
  it("is taken by every list of records that change", () => {
    const paths = lists.map((l) => l.path);
    for (const path of ["/contacts", "/invoices", "/bills", "/credit-notes", "/expenses", "/journals", "/accounts"])
      expect(paths).toContain(path);
    expect(paths).toContain("/bank-transactions");
  });

  it.each(lists.map((l) => [l.path, l.required] as const))(
    "%s: none after a later instant, all after an earlier one",
    async (path, required) => {
      const biz = await createBusiness();
      const base = `${path}?${[...required, "limit=100"].join("&")}`;
      const all = await list(biz, base);
      expect(await list(biz, `${base}&updated_since=2099-01-01T00:00:00.000Z`)).toEqual([]);
      expect((await list(biz, `${base}&updated_since=2000-01-01T00:00:00.000Z`)).length).toBe(all.length);
    },
  );

  it("answers the changes since an instant, oldest change first, a payment changing its invoice", async () => {
    const biz = await createBusiness();
    const a = await post(biz, "/contacts", { name: "Alpha Stores", type: "customer" });
    await pause();
    await post(biz, "/contacts", { name: "Beta Stores", type: "customer" });
    await pause();
    const edited = await call(`/contacts/${a.uuid}`, { method: "PUT", key: biz.key, body: { email: "a@alpha.test" } });
    expect(edited.status, edited.text).toBe(200);
    const changed = await list(
      biz,
      `/contacts?schema=contacts&updated_since=${encodeURIComponent(edited.json.data.updated_at)}`,
    );
    expect(changed.map((c) => c.name)).toEqual(["Alpha Stores"]);
    // Oldest change first, whatever date_order says.
    const everything = await list(
      biz,
      `/contacts?schema=contacts&date_order=desc&updated_since=2000-01-01T00:00:00.000Z`,
    );
    expect(everything.map((c) => c.name)).toEqual(["Beta Stores", "Alpha Stores"]);

    const invoice = await post(biz, "/invoices", {
      contact: "Alpha Stores",
      date: today(),
      record_items: [{ description: "Chairs", quantity: 1, unit_price: 1000 }],
    });
    await pause();
    const paid = await call(`/invoices/${invoice.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 400, category: "Cash", date: today() }] },
    });
    expect(paid.status, paid.text).toBe(200);
    const now = (await call(`/invoices/${invoice.uuid}`, { key: biz.key })).json.data;
    expect(now.updated_at > invoice.updated_at).toBe(true);
    const since2 = await list(biz, `/invoices?schema=invoicing&updated_since=${encodeURIComponent(now.updated_at)}`);
    expect(since2.map((d) => d.uuid)).toEqual([invoice.uuid]);
    // Not an instant: 400 naming it; a cursor without its instant too.
    const bad = await call("/contacts?schema=contacts&updated_since=yesterday", { key: biz.key });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.[0]?.field).toBe("updated_since");
    const lone = await call(`/contacts?schema=contacts&since_uuid=${a.uuid}`, { key: biz.key });
    expect(lone.status).toBe(400);
    expect(lone.json.errors?.[0]?.field).toBe("since_uuid");
  });

  it("pages by a cursor: records changed in the same instant are neither skipped nor repeated", async () => {
    const biz = await createBusiness();
    // One create of five contacts: all changed at the same instant.
    const res = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        records: ["A", "B", "C", "D", "E"].map((n) => ({ name: `Shop ${n}`, type: "customer" })),
      },
    });
    expect(res.status, res.text).toBe(201);
    const seen: string[] = [];
    let cursor = "updated_since=2000-01-01T00:00:00Z";
    for (let i = 0; i < 5; i++) {
      const page = await list(biz, `/contacts?schema=contacts&limit=2&${cursor}`);
      if (page.length === 0) break;
      seen.push(...page.map((c) => c.uuid as string));
      const last = page.at(-1)!;
      cursor = `updated_since=${encodeURIComponent(last.updated_at as string)}&since_uuid=${last.uuid}`;
    }
    expect(seen.length).toBe(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe("document filters", () => {
  it("narrow by status, contact, date and due date", async () => {
    const biz = await createBusiness();
    const acme = await post(biz, "/contacts", { name: "Acme Ltd", type: "customer" });
    const invoice = (contact: string, date: string, due: string, price: number) =>
      post(biz, "/invoices", {
        contact,
        date,
        due_date: due,
        record_items: [{ description: "Chairs", quantity: 1, unit_price: price }],
      });
    const overdue = await invoice("Acme Ltd", today(-40), today(-10), 1000);
    const partly = await invoice("Acme Ltd", today(-5), today(20), 2000);
    const paid = await invoice("Globex", today(-3), today(25), 3000);
    const unpaid = await invoice("Globex", today(), today(30), 4000);
    const voided = await invoice("Globex", today(), today(30), 5000);
    const pay = (uuid: string, amount: number) =>
      call(`/invoices/${uuid}/payments`, {
        method: "POST",
        key: biz.key,
        body: { payments: [{ amount_paid: amount, category: "Cash", date: today() }] },
      });
    expect((await pay(partly.uuid, 500)).status).toBe(200);
    expect((await pay(paid.uuid, 3000)).status).toBe(200);
    expect((await call(`/invoices/${voided.uuid}/void`, { method: "POST", key: biz.key })).status).toBe(200);
    const uuids = async (query: string) =>
      (await list(biz, `/invoices?schema=invoicing&limit=100&${query}`)).map((d) => d.uuid).sort();
    for (const [status, expected] of [
      ["overdue", [overdue]],
      ["partially_paid", [partly]],
      ["paid", [paid]],
      ["unpaid", [unpaid]],
      ["void", [voided]],
    ] as const) {
      expect(await uuids(`status=${status}`), status).toEqual(expected.map((d) => d.uuid).sort());
      // Each as GET shows it.
      for (const d of await list(biz, `/invoices?schema=invoicing&status=${status}`)) expect(d.status).toBe(status);
    }
    expect(await uuids(`contact=${acme.uuid}`)).toEqual([overdue.uuid, partly.uuid].sort());
    expect(await uuids(`date_from=${today(-5)}&date_to=${today(-3)}`)).toEqual([partly.uuid, paid.uuid].sort());
    expect(await uuids(`due_to=${today(0)}`)).toEqual([overdue.uuid]);
    expect(await uuids(`due_from=${today(30)}&status=unpaid`)).toEqual([unpaid.uuid]);
    // A status of another kind of document: 400 naming it; credits have their own.
    const wrong = await call("/invoices?schema=invoicing&status=applied", { key: biz.key });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.[0]?.field).toBe("status");
    expect((await call("/credit-notes?status=open", { key: biz.key })).status).toBe(200);
    expect((await call("/credit-notes?due_from=2026-01-01", { key: biz.key })).status).toBe(400);
  });
});

describe("bank transaction filters", () => {
  it("narrow by date and amount, money in or out alike", async () => {
    const biz = await createBusiness();
    const bank = await post(biz, "/accounts", {
      name: "GTBank current",
      type: "asset",
      sub_type: "bank",
      bank_name: "GTBank",
    });
    await uploadRows(biz, bank.uuid, [
      { date: "2026-10-01", amount: 500, type: "debit", narration: "SMS charges" },
      { date: "2026-10-05", amount: 50000, type: "credit", narration: "Deposit" },
      { date: "2026-10-09", amount: 12000, type: "debit", narration: "Diesel" },
    ]);
    const narrations = async (query: string) =>
      (await list(biz, `/bank-transactions?bank=${bank.uuid}&${query}`)).map((r) => r.narration).sort();
    expect(await narrations("date_from=2026-10-02&date_to=2026-10-09")).toEqual(["Deposit", "Diesel"]);
    expect(await narrations("amount_min=1000")).toEqual(["Deposit", "Diesel"]);
    expect(await narrations("amount_min=1000&amount_max=20000")).toEqual(["Diesel"]);
    expect(await narrations("amount_max=500.00")).toEqual(["SMS charges"]);
    for (const query of ["amount_min=-1", "amount_min=", "amount_min=1e3", "amount_min=%201"]) {
      const bad = await call(`/bank-transactions?bank=${bank.uuid}&${query}`, { key: biz.key });
      expect(bad.status, query).toBe(400);
      expect(bad.json.errors?.[0]?.field).toBe("amount_min");
    }
    // Amounts are in a bank's currency: without the bank they compare nothing, so 400.
    const unbanked = await call("/bank-transactions?amount_max=100", { key: biz.key });
    expect(unbanked.status).toBe(400);
    expect(unbanked.json.errors?.[0]?.field).toBe("amount_max");
  });
});

describe("deletions", () => {
  it("lists what was deleted since an instant, of every kind, by a cursor; a refused delete is not listed", async () => {
    const biz = await createBusiness();
    const gone = await post(biz, "/contacts", { name: "Gone Traders", type: "customer" });
    const kept = await post(biz, "/contacts", { name: "Kept Traders", type: "customer" });
    const invoice = await post(biz, "/invoices", {
      contact: "Kept Traders",
      date: today(),
      record_items: [{ description: "Chairs", quantity: 1, unit_price: 1000 }],
    });
    const expense = await post(biz, "/expenses", { date: today(), amount: 500, account: "Travel", category: "Cash" });
    const empty = await call(`/deletions?updated_since=2000-01-01T00:00:00.000Z`, { key: biz.key });
    expect(empty.json.data).toEqual([]);

    for (const path of [`/contacts/${gone.uuid}`, `/invoices/${invoice.uuid}`, `/expenses/${expense.uuid}`]) {
      const res = await call(path, { method: "DELETE", key: biz.key });
      expect(res.status, res.text).toBe(200);
      await pause();
    }
    // Refused: an invoice names the contact.
    await post(biz, "/invoices", {
      contact: "Kept Traders",
      date: today(),
      record_items: [{ description: "Tables", quantity: 1, unit_price: 1000 }],
    });
    expect((await call(`/contacts/${kept.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(409);

    const all = await call("/deletions?updated_since=2000-01-01T00:00:00.000Z", { key: biz.key });
    expect(all.status, all.text).toBe(200);
    expect(all.json.data.map((d: { resource: string; uuid: string }) => [d.resource, d.uuid])).toEqual([
      ["contact", gone.uuid],
      ["invoice", invoice.uuid],
      ["expense", expense.uuid],
    ]);
    expect(all.json.meta.total).toBe(3);
    // On the service's clock, like every updated_at.
    for (const d of all.json.data) expect(d.deleted_at >= invoice.updated_at).toBe(true);

    const invoices = await call("/deletions?resource=invoice", { key: biz.key });
    expect(invoices.json.data.map((d: { uuid: string }) => d.uuid)).toEqual([invoice.uuid]);
    // The cursor: after the first deletion, at its instant.
    const first = all.json.data[0];
    const rest = await call(
      `/deletions?updated_since=${encodeURIComponent(first.deleted_at)}&since_uuid=${first.uuid}`,
      { key: biz.key },
    );
    expect(rest.json.data.map((d: { uuid: string }) => d.uuid)).toEqual([invoice.uuid, expense.uuid]);
    expect((await call("/deletions?resource=widget", { key: biz.key })).status).toBe(400);
    // Another business sees none of it.
    const other = await createBusiness();
    expect((await call("/deletions", { key: other.key })).json.data).toEqual([]);
  });
});
