// The worker `npm run bench` serves: the service itself, plus bare versions of the
// measured routes under /bench, the baseline the API's routes are compared with. Never
// deployed: wrangler.toml's main is src/index.ts, and the bench starts this file explicitly.
// - Contact reads: the same queries and the same envelope, without the API's middleware
//   (request id, headers, credential check, rate limit, validation).
// - Writes (BENCH_PART=write): the rows the API writes for an invoice of three lines and
//   for one payment, as ONE db.batch with no extraction, validation, auth, rate limit,
//   audit, idempotency, version guard or answer view.
import { and, eq, max, sql } from "drizzle-orm";
import { Hono } from "hono";
import { getContact, toContact } from "../src/contacts/contacts";
import { getDb } from "../src/db/client";
import { findAccount, findAccountBySubType } from "../src/db/queries/accounts";
import { listContacts } from "../src/db/queries/contacts";
import { contacts, documentItems, documentNumbers, documents, payments } from "../src/db/schema";
import type { Bindings, Db } from "../src/env";
import worker from "../src/index";
import { postEntry } from "../src/ledger/posting";
import { nowIso } from "../src/lib/clock";
import { success, successList } from "../src/lib/envelope";
import { newId } from "../src/lib/ids";

/**
 * The accounts a posting names, looked up once per business and isolate: the twin
 * measures the writes, and the chart does not change during a bench.
 */
const roles = new Map<string, Promise<{ receivable: string; revenue: string; cash: string }>>();
function roleAccounts(db: Db, businessId: string) {
  let found = roles.get(businessId);
  if (!found) {
    found = (async () => {
      const [receivable, revenue, cash] = await Promise.all([
        findAccountBySubType(db, businessId, "receivable"),
        findAccountBySubType(db, businessId, "operating_revenue"),
        findAccount(db, businessId, "Cash"),
      ]);
      if (!receivable || !revenue || !cash) throw new Error(`business ${businessId} lacks its default chart`);
      return { receivable: receivable.id, revenue: revenue.id, cash: cash.id };
    })();
    roles.set(businessId, found);
  }
  return found;
}

/** The three lines the bench's invoice prompt asks for, in minor units (USD). */
const BENCH_ITEMS = [
  { description: "consulting", quantity: "2", unitPrice: 15_000 },
  { description: "licences", quantity: "3", unitPrice: 4_000 },
  { description: "setup fee", quantity: "1", unitPrice: 10_000 },
];

const bare = new Hono<{ Bindings: Bindings }>()
  .get("/bench/:business/contacts", async (c) => {
    const { rows, total } = await listContacts(getDb(c.env.DB), {
      businessId: c.req.param("business"),
      page: 1,
      limit: 20,
      order: "desc",
    });
    return c.json(successList("Contacts retrieved", rows.map(toContact), { page: 1, limit: 20, total }));
  })
  .get("/bench/:business/contacts/:uuid", async (c) =>
    c.json(
      success(
        "Contact retrieved",
        toContact(await getContact(getDb(c.env.DB), c.req.param("business"), c.req.param("uuid"))),
      ),
    ),
  )
  // An invoice to the contact the prompt names, with the three lines of the bench's prompt:
  // the documents row, its items (one insert, as itemStatements writes them), the entry,
  // its lines and the totals (postEntry's own statements: Dr receivable, Cr revenue per
  // line). The contact lookup (the API's match by uuid, source_uuid or name) and the next
  // number (the counter's upsert, then its value) are subqueries of the documents insert, so all of it is one batch.
  .post("/bench/:business/invoices", async (c) => {
    const db = getDb(c.env.DB);
    const businessId = c.req.param("business");
    const { prompt } = await c.req.json<{ prompt: string }>();
    const { receivable, revenue } = await roleAccounts(db, businessId);
    const contact = "Bench Customer"; // BENCH_CUSTOMER in scripts/lib/bench-fixtures.ts, named by the prompt
    const id = newId();
    const now = nowIso();
    const date = now.slice(0, 10);
    const items = BENCH_ITEMS.map((item, i) => ({
      id: newId(),
      documentId: id,
      businessId,
      lineNo: i + 1,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      amount: Number(item.quantity) * item.unitPrice,
      accountId: revenue,
      taxRate: "0",
      taxAmount: 0,
    }));
    const total = items.reduce((s, i) => s + i.amount, 0);
    const posted = postEntry(db, {
      businessId,
      date,
      sourceType: "invoice",
      sourceId: id,
      narration: prompt,
      lines: [
        { accountId: receivable, debit: total, credit: 0 },
        ...items.map((i) => ({ accountId: i.accountId, debit: 0, credit: i.amount, description: i.description })),
      ],
    });
    // The number as the API takes it: a per-business counter that only grows.
    const takeNumber = db
      .insert(documentNumbers)
      .values({
        businessId,
        kind: "invoice",
        lastSeq: sql`(SELECT coalesce(${max(documents.seq)}, 0) + 1 FROM ${documents} WHERE ${documents.businessId} = ${businessId} AND ${documents.kind} = 'invoice')`,
      })
      .onConflictDoUpdate({
        target: [documentNumbers.businessId, documentNumbers.kind],
        set: { lastSeq: sql`${documentNumbers.lastSeq} + 1` },
      });
    const nextSeq = db
      .select({ seq: documentNumbers.lastSeq })
      .from(documentNumbers)
      .where(and(eq(documentNumbers.businessId, businessId), eq(documentNumbers.kind, "invoice")));
    const [, inserted] = await db.batch([
      takeNumber,
      db
        .insert(documents)
        .values({
          id,
          version: 1,
          businessId,
          kind: "invoice",
          sourceUuid: null,
          seq: sql`(${nextSeq})`,
          number: sql`('INV-' || printf('%04d', (${nextSeq})))`,
          contactId: sql`(${db
            .select({ id: contacts.id })
            .from(contacts)
            .where(
              and(
                eq(contacts.businessId, businessId),
                sql`(${contacts.id} = ${contact} OR ${contacts.sourceUuid} = ${contact} OR lower(${contacts.name}) = lower(${contact}))`,
              ),
            )
            .limit(1)})`,
          date,
          dueDate: date,
          narration: prompt,
          currency: "USD",
          exchangeRate: "1",
          subtotal: total,
          taxTotal: 0,
          total,
          totalBase: total,
          entryId: posted.entryId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ uuid: documents.id, number: documents.number }),
      db.insert(documentItems).values(items),
      ...posted.statements,
    ]);
    return c.json(success("Invoice created", inserted[0]), 201);
  })
  // One payment added to an invoice: the document's version bump, the payments row, its
  // entry and 2 lines (Dr cash, Cr receivable) and the totals, as applyPayments writes
  // them for an invoice with no earlier payments.
  .post("/bench/:business/invoices/:uuid/payments", async (c) => {
    const db = getDb(c.env.DB);
    const businessId = c.req.param("business");
    const documentId = c.req.param("uuid");
    const body = await c.req.json<{ payments: { amount_paid: number; date: string }[] }>();
    const { receivable, cash } = await roleAccounts(db, businessId);
    const { amount_paid, date } = body.payments[0]!;
    const amount = Math.round(amount_paid * 100);
    const id = newId();
    const now = nowIso();
    const posted = postEntry(db, {
      businessId,
      date,
      sourceType: "payment",
      sourceId: id,
      // "Payment on INV-0001", read in the statement (the API has the document in hand).
      narration:
        sql`(SELECT 'Payment on ' || ${documents.number} FROM ${documents} WHERE ${documents.id} = ${documentId})` as unknown as string,
      lines: [
        { accountId: cash, debit: amount, credit: 0 },
        { accountId: receivable, debit: 0, credit: amount },
      ],
    });
    await db.batch([
      db
        .update(documents)
        .set({ version: sql`${documents.version} + 1` })
        .where(and(eq(documents.businessId, businessId), eq(documents.id, documentId))),
      db.insert(payments).values({
        id,
        businessId,
        documentId,
        amount,
        accountId: cash,
        date,
        exchangeRate: null,
        entryId: posted.entryId,
        createdAt: now,
        updatedAt: now,
      }),
      ...posted.statements,
    ]);
    return c.json(success("Payments recorded", { uuid: documentId, payments: [{ uuid: id }] }), 200);
  });

/** D1 round trips (a batch is one) and the statements they carried. */
interface D1Count {
  calls: number;
  statements: number;
}

/** The binding, counting what goes through it (drizzle prepares, binds, then runs or batches). */
function countingD1(d1: D1Database, count: D1Count): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => wrap(value.apply(target, args));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw")
          return (...args: unknown[]) => {
            count.calls++;
            count.statements++;
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query));
      if (prop === "batch")
        return (statements: D1PreparedStatement[]) => {
          count.calls++;
          count.statements += statements.length;
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const route = (request: Request<unknown, IncomingRequestCfProperties>, env: Bindings, ctx: ExecutionContext) =>
  new URL(request.url).pathname.startsWith("/bench/") ? bare.fetch(request, env, ctx) : worker.fetch(request, env, ctx);

export default {
  // A request with X-Bench-Trace answers with X-Bench-D1: the D1 round trips it made and
  // their statements (never sent under load: the count has a cost of its own).
  async fetch(request, env, ctx) {
    if (!request.headers.has("x-bench-trace")) return route(request, env, ctx);
    const count: D1Count = { calls: 0, statements: 0 };
    const res = await route(request, { ...env, DB: countingD1(env.DB, count) }, ctx);
    const traced = new Response(res.body, res);
    traced.headers.set("x-bench-d1", `${count.calls} ${count.statements}`);
    return traced;
  },
  queue: worker.queue,
} satisfies ExportedHandler<Bindings>;

export { RateLimiter } from "../src/rate-limit/rate-limiter";
