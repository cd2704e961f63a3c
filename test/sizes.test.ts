// No 500 from sizes (issue 18): D1 binds at most 100 parameters per statement, so a
// query that binds a list of ids one parameter each fails at the 100th. Every list
// route at limit=100, and documents with many payments, are tried at 100, 101 and
// 1,000 records through the API; lists of ids bind one JSON parameter (db/queries/one-of.ts).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bankRules } from "../src/db/schema";
import type { Bindings } from "../src/env";
import { call, createBusiness, db, type TestBusiness } from "./harness";

const SIZES = [100, 101, 1000];
/** The set-up sends more requests than the test rate limit allows in a minute. */
const unlimited: Partial<Bindings> = { RATE_LIMIT_MAX: "1000000" };

const send = (biz: TestBusiness, path: string, body: unknown) =>
  call(path, { method: "POST", key: biz.key, body, bindings: unlimited });

/** Creates records `from` to `to` (exclusive) of a resource, 100 to a request. */
type Seeder = (biz: TestBusiness, from: number, to: number) => Promise<void>;

const structured =
  (path: string, record: (i: number) => Record<string, unknown>): Seeder =>
  async (biz, from, to) => {
    for (let i = from; i < to; i += 100) {
      const records = Array.from({ length: Math.min(100, to - i) }, (_, k) => record(i + k));
      const res = await send(biz, path, { process_type: "direct", records });
      expect(res.status, res.text).toBe(201);
    }
  };

const LISTS: [string, string, Seeder][] = [
  [
    "invoices",
    "/invoices?schema=invoicing",
    structured("/invoices", (i) => ({
      contact: `Customer ${i % 7}`,
      date: "2026-11-01",
      record_items: [{ description: `Item ${i}`, unit_price: 10 + i }],
    })),
  ],
  [
    "bills",
    "/bills",
    structured("/bills", (i) => ({
      contact: `Supplier ${i % 7}`,
      date: "2026-11-01",
      record_items: [{ description: `Item ${i}`, unit_price: 10 + i, account: "Rent" }],
    })),
  ],
  [
    "journals",
    "/journals",
    structured("/journals", (i) => ({
      date: "2026-11-01",
      lines: [
        { account: "Rent", debit: 1 + i },
        { account: "Cash", credit: 1 + i },
      ],
    })),
  ],
  [
    "income",
    "/income",
    structured("/income", (i) => ({ date: "2026-11-01", amount: 1 + i, account: "Sales", category: "Cash" })),
  ],
  [
    "expenses",
    "/expenses",
    structured("/expenses", (i) => ({ date: "2026-11-01", amount: 1 + i, account: "Rent", category: "Cash" })),
  ],
  ["accounts", "/accounts", structured("/accounts", (i) => ({ name: `Account ${i}`, type: "expense" }))],
  [
    "contacts",
    "/contacts?schema=contacts",
    structured("/contacts", (i) => ({ name: `Contact ${i}`, type: "customer" })),
  ],
  [
    "bank transactions",
    "/bank-transactions?bank=Cash",
    async (biz, from, to) => {
      const transactions = Array.from({ length: to - from }, (_, k) => ({
        date: "2026-11-01",
        amount: 1 + from + k,
        type: "debit",
        narration: `POS ${from + k}`,
      }));
      const res = await send(biz, "/bank-transactions/upload", { process_type: "direct", bank: "Cash", transactions });
      expect(res.status, res.text).toBe(201);
    },
  ],
  [
    "bank rules",
    "/bank-rules",
    // One rule per request through the API would be a thousand requests: written directly.
    async (biz, from, to) => {
      const rent = (await call("/accounts/Rent", { key: biz.key })).json.data.uuid as string;
      const rows = Array.from({ length: to - from }, (_, k) => ({
        id: crypto.randomUUID(),
        businessId: biz.id,
        pattern: `shop ${from + k}`,
        accountId: rent,
        type: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, from + k)).toISOString(),
      }));
      for (let i = 0; i < rows.length; i += 10)
        await db()
          .insert(bankRules)
          .values(rows.slice(i, i + 10));
    },
  ],
];

describe("lists at limit=100 with 100, 101 and 1,000 records", () => {
  for (const [name, path, seed] of LISTS) {
    it(name, async () => {
      const biz = await createBusiness();
      const before = (await call(`${path}${path.includes("?") ? "&" : "?"}limit=1`, { key: biz.key })).json.meta
        .total as number;
      let made = 0;
      for (const size of SIZES) {
        await seed(biz, made, size);
        made = size;
        const res = await call(`${path}${path.includes("?") ? "&" : "?"}limit=100`, {
          key: biz.key,
          bindings: unlimited,
        });
        expect(res.status, `${name} at ${size}: ${res.text.slice(0, 300)}`).toBe(200);
        expect(res.json.data).toHaveLength(100);
        expect(res.json.meta.total).toBe(before + size);
        const last = await call(
          `${path}${path.includes("?") ? "&" : "?"}limit=100&page=${Math.ceil((before + size) / 100)}`,
          {
            key: biz.key,
            bindings: unlimited,
          },
        );
        expect(last.status).toBe(200);
      }
    });
  }
});

describe("documents with 100, 101 and 1,000 payments", () => {
  for (const kind of ["invoices", "bills"] as const) {
    it(`${kind}: payments are added, listed and the balance stays exact`, async () => {
      const biz = await createBusiness();
      const doc = await send(biz, `/${kind}`, {
        process_type: "direct",
        record: {
          contact: "Ada Stores",
          date: "2026-11-01",
          record_items: [{ description: "Goods", unit_price: 10000, account: kind === "bills" ? "Rent" : undefined }],
        },
      });
      expect(doc.status, doc.text).toBe(201);
      const uuid = doc.json.data.uuid;
      let made = 0;
      for (const size of SIZES) {
        for (let i = made; i < size; i += 100) {
          const count = Math.min(100, size - i);
          const res = await send(biz, `/${kind}/${uuid}/payments`, {
            payments: Array.from({ length: count }, () => ({ amount_paid: 1, category: "Cash", date: "2026-11-02" })),
          });
          expect(res.status, `${kind} payment at ${i}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
        }
        made = size;
        const got = await call(`/${kind}/${uuid}`, { key: biz.key, bindings: unlimited });
        expect(got.status).toBe(200);
        expect(got.json.data.payments).toHaveLength(size);
        expect(got.json.data.balance).toBe(10000 - size);
      }
      // The control account equals what the document still owes.
      const control = kind === "invoices" ? "Accounts Receivable" : "Accounts Payable";
      const account = await call(`/accounts/${encodeURIComponent(control)}`, { key: biz.key });
      expect(account.json.data.balance).toBe(10000 - 1000);
      // One more payment of one, on a document that already has 1,000.
      const more = await send(biz, `/${kind}/${uuid}/payments`, {
        payments: [{ amount_paid: 1, category: "Cash", date: "2026-11-03" }],
      });
      expect(more.status, more.text.slice(0, 300)).toBeLessThan(300);
      // Changing one payment of a thousand, then replacing them all with one.
      const first = (await call(`/${kind}/${uuid}`, { key: biz.key, bindings: unlimited })).json.data.payments[0];
      const changed = await send(biz, `/${kind}/${uuid}/payments`, {
        payments: [{ uuid: first.uuid, amount_paid: 2, category: "Cash", date: "2026-11-02" }],
      });
      expect(changed.status, changed.text.slice(0, 300)).toBeLessThan(300);
      const replaced = await send(biz, `/${kind}/${uuid}/payments`, {
        payments: [{ amount_paid: 500, category: "Cash", date: "2026-11-04" }],
        overwrite: true,
      });
      expect(replaced.status, replaced.text.slice(0, 300)).toBeLessThan(300);
      const after = await call(`/${kind}/${uuid}`, { key: biz.key, bindings: unlimited });
      expect(after.json.data.payments).toHaveLength(1);
      expect(after.json.data.balance).toBe(9500);
      expect((await call(`/accounts/${encodeURIComponent(control)}`, { key: biz.key })).json.data.balance).toBe(9500);
    });
  }
});

describe("records at their largest", () => {
  it("a journal of 200 lines and an invoice of 200 items, each written in one batch", async () => {
    const biz = await createBusiness();
    const lines = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0 ? { account: "Rent", debit: 1 + i } : { account: "Cash", credit: i },
    );
    const journal = await send(biz, "/journals", { process_type: "direct", record: { date: "2026-11-01", lines } });
    expect(journal.status, journal.text.slice(0, 300)).toBe(201);
    expect(journal.json.data.lines).toHaveLength(200);
    const items = Array.from({ length: 200 }, (_, i) => ({ description: `Item ${i}`, unit_price: 1 + i }));
    const invoice = await send(biz, "/invoices", {
      process_type: "direct",
      record: { contact: "Ada Stores", date: "2026-11-01", record_items: items },
    });
    expect(invoice.status, invoice.text.slice(0, 300)).toBe(201);
    expect(invoice.json.data.record_items).toHaveLength(200);
    expect(invoice.json.data.total_amount).toBe((200 * 201) / 2);
  });
});

// Kept honest: the limit the tests rely on is D1's, not a setting of ours.
it("D1 refuses a statement with more than 100 bound parameters", async () => {
  const params = Array.from({ length: 101 }, (_, i) => i);
  await expect(
    env.DB.prepare(`SELECT ${params.map(() => "?").join(", ")}`)
      .bind(...params)
      .all(),
  ).rejects.toThrow(/too many SQL variables/);
});
