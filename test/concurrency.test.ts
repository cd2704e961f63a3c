// Concurrent writes to one record keep the books in agreement with the records. Every
// write is guarded against the version it read (src/db/batch.ts): a lost race answers
// 409 (edits, deletes, categorizing) or starts over (adding payments), and never leaves
// an entry reversed twice or a payment posted without its record. Each case fires a
// burst at one record, then checks the books: paid amounts equal their payments,
// receivables equal what open invoices owe, bank and cash equal what was posted to them,
// every entry balances, and a reconciled bank row points at its own payment.
// CONCURRENCY_RUNS (default 2; 5 under CI) repeats each case with another order, seeded
// by the run number plus CONCURRENCY_SEED (default 0): a failing order is reproduced by
// setting the seed its title names.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createBusiness, type TestBusiness, today, uploadRows } from "./harness";

const RUNS = Number(process.env.CONCURRENCY_RUNS ?? 2);
const SEED = Number(process.env.CONCURRENCY_SEED ?? 0);
const BURST = 20;

const direct = async (biz: TestBusiness, path: string, prompt: string) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });
  if (res.status !== 201) throw new Error(`${prompt}: ${res.status} ${res.text}`);
  return Array.isArray(res.json.data) ? res.json.data[0] : res.json.data;
};
const get = async (biz: TestBusiness, path: string) => {
  const res = await call(path, { key: biz.key });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.json.data;
};
const balance = async (biz: TestBusiness, account: string) =>
  (await get(biz, `/accounts/${encodeURIComponent(account)}`)).balance as number;

/** A deterministic shuffle per run, so each run fires the burst in another order. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed * 2654435761;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** BURST direct creates at once, one per amount (in this run's order), each expected 201. */
async function createdAtOnce(
  biz: TestBusiness,
  path: string,
  from: number,
  run: number,
  prompt: (n: number) => string,
) {
  const responses = await Promise.all(
    shuffled(
      Array.from({ length: BURST }, (_, i) => from + i),
      run,
    ).map((amount) =>
      call(path, { method: "POST", key: biz.key, body: { prompt: prompt(amount), process_type: "direct" } }),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201));
  return responses;
}

/** The one contact of that name, and that every record created (as answered) is its. */
async function expectOneContact(biz: TestBusiness, name: RegExp, responses: { json: { data?: any } }[]) {
  const named = ((await get(biz, "/contacts?schema=contacts&limit=100")) as { uuid: string; name: string }[]).filter(
    (c) => name.test(c.name),
  );
  expect(named).toHaveLength(1);
  const answered = responses.map((r) => (r.json.data as { contact: { uuid: string } }).contact.uuid);
  expect(new Set(answered)).toEqual(new Set([named[0]!.uuid]));
  return named[0]!.uuid;
}

/** Every entry balances, and receivables equal what the open invoices still owe. */
async function expectBooksAgree(biz: TestBusiness) {
  const unbalanced = await env.DB.prepare(
    "SELECT entry_id FROM journal_lines WHERE business_id = ? GROUP BY entry_id HAVING sum(debit) != sum(credit)",
  )
    .bind(biz.id)
    .all();
  expect(unbalanced.results).toEqual([]);
  const invoices = (await get(biz, "/invoices?schema=invoicing&limit=100")) as {
    total_amount: number;
    subtotal: number;
    amount_paid: number;
    balance: number;
    payments: { amount_paid: number }[];
  }[];
  for (const invoice of invoices) {
    const paid = invoice.payments.reduce((sum, p) => sum + p.amount_paid, 0);
    expect(invoice.amount_paid).toBeCloseTo(paid, 2);
    expect(invoice.balance).toBeCloseTo(invoice.total_amount - paid, 2);
  }
  const owed = invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  expect(await balance(biz, "Accounts Receivable")).toBeCloseTo(owed, 2);
  return invoices;
}

/**
 * A business with a bank holding one 50,000 credit (2025-11-02) and an invoice to Acme
 * of `amount`, dated before it and due after any day the suite runs on.
 */
async function reconcilable(amount: string) {
  const biz = await createBusiness();
  const bank = await direct(
    biz,
    "/accounts",
    "add GTBank current account 0123456785, NGN, opening balance 0 on 1 January 2025",
  );
  const invoice = await direct(
    biz,
    "/invoices",
    `Invoice Acme Ltd for 1 project at ${amount} dated 2025-10-15, due 2031-01-31`,
  );
  await uploadRows(biz, bank.uuid, [
    { date: "2025-11-02", amount: 50000, type: "credit", narration: "Transfer from Acme Ltd" },
  ]);
  const [row] = await get(biz, `/bank-transactions?bank=${bank.uuid}`);
  return { biz, bank, invoice, row };
}

const statuses = (responses: { status: number }[]) => [...new Set(responses.map((r) => r.status))].sort();

/**
 * BURST requests at once, one per amount (from `from` up in tens, in this run's order);
 * each must answer 200 or 409 (the first other answer is shown). The amounts that won.
 */
async function amountsAtOnce(from: number, run: number, send: (amount: number) => ReturnType<typeof call>) {
  const amounts = shuffled(
    Array.from({ length: BURST }, (_, i) => from + i * 10),
    run,
  );
  const responses = await Promise.all(amounts.map(send));
  expect(statuses(responses), responses.find((r) => r.status !== 200 && r.status !== 409)?.text).toEqual(
    statuses(responses).filter((s) => s === 200 || s === 409),
  );
  return amounts.filter((_, i) => responses[i]!.status === 200);
}

describe.each(Array.from({ length: RUNS }, (_, i) => SEED + i + 1))(
  "concurrent writes to one record (seed %i)",
  (run) => {
    it("journal edits: one version wins at a time, its entry posted once", async () => {
      const biz = await createBusiness();
      const journal = await direct(biz, "/journals", "Debit Rent 500, credit Cash 500");
      const amounts = shuffled(
        Array.from({ length: BURST }, (_, i) => 700 + i * 100),
        run,
      );
      const responses = await Promise.all(
        amounts.map((amount) =>
          call(`/journals/${journal.uuid}`, {
            method: "PUT",
            key: biz.key,
            body: {
              lines: [
                { account: "Rent", debit: amount },
                { account: "Cash", credit: amount },
              ],
            },
          }),
        ),
      );
      expect(statuses(responses).every((s) => s === 200 || s === 409)).toBe(true);
      expect(responses.some((r) => r.status === 200)).toBe(true);
      const final = await get(biz, `/journals/${journal.uuid}`);
      const debit = final.lines.find((l: { account: string }) => l.account === "Rent").debit as number;
      expect(await balance(biz, "Rent")).toBe(debit);
      expect(await balance(biz, "Cash")).toBe(-debit);
      expect(final.version).toBe(1 + responses.filter((r) => r.status === 200).length);
      await expectBooksAgree(biz);
    });

    it("payments added at once: every one recorded and posted exactly once", async () => {
      const biz = await createBusiness();
      const invoice = await direct(biz, "/invoices", `Invoice Acme Ltd for 1 project at 100,000 dated ${today(-3)}`);
      // Adding a payment is not conditional on what others add: a lost race starts over.
      // Only a burst that outruns the bounded retries may see 409, and then nothing of it stays.
      const accepted = await amountsAtOnce(1000, run, (amount) =>
        call(`/invoices/${invoice.uuid}/payments`, {
          method: "POST",
          key: biz.key,
          body: { payments: [{ amount_paid: amount, category: "Cash", date: today() }] },
        }),
      );
      expect(accepted.length).toBeGreaterThan(BURST / 2);
      const [doc] = await expectBooksAgree(biz);
      const paid = accepted.reduce((sum, amount) => sum + amount, 0);
      expect(doc!.payments).toHaveLength(accepted.length);
      expect(doc!.amount_paid).toBe(paid);
      expect(await balance(biz, "Cash")).toBe(paid);
    });

    it("one payment changed by uuid at once: it stands at one amount, posted once", async () => {
      const biz = await createBusiness();
      const invoice = await direct(biz, "/invoices", `Invoice Acme Ltd for 1 project at 100,000 dated ${today(-3)}`);
      const added = await call(`/invoices/${invoice.uuid}/payments`, {
        method: "POST",
        key: biz.key,
        body: { payments: [{ amount_paid: 1000, category: "Cash", date: today() }] },
      });
      expect(added.status).toBe(200);
      const payment = (added.json.data.payments as { uuid: string }[])[0]!.uuid;
      // Each change was decided against the payment it saw: the losers answer 409 at once.
      const accepted = await amountsAtOnce(2000, run, (amount) =>
        call(`/invoices/${invoice.uuid}/payments`, {
          method: "POST",
          key: biz.key,
          body: { payments: [{ uuid: payment, amount_paid: amount, category: "Cash", date: today() }] },
        }),
      );
      expect(accepted.length).toBeGreaterThan(0);
      const [doc] = await expectBooksAgree(biz);
      expect(doc!.payments).toHaveLength(1);
      expect(accepted).toContain(doc!.amount_paid);
      expect(await balance(biz, "Cash")).toBe(doc!.amount_paid);
    });

    it("one expense edited at once: Cash and the category follow the amount that stands", async () => {
      const biz = await createBusiness();
      const expense = await direct(biz, "/expenses", `Paid 500 for stationery from Cash on ${today(-1)}`);
      const accepted = await amountsAtOnce(600, run, (amount) =>
        call(`/expenses/${expense.uuid}`, {
          method: "PUT",
          key: biz.key,
          body: { date: expense.date, account: expense.account, category: expense.category, amount },
        }),
      );
      expect(accepted.length).toBeGreaterThan(0);
      const stored = await get(biz, `/expenses/${expense.uuid}`);
      expect(accepted).toContain(stored.amount);
      expect(await balance(biz, "Cash")).toBe(-stored.amount);
      expect(await balance(biz, expense.account)).toBe(stored.amount);
      await expectBooksAgree(biz);
    });

    it("editing an invoice while payments land: the ledger follows the records", async () => {
      const biz = await createBusiness();
      const invoice = await direct(
        biz,
        "/invoices",
        `Invoice Acme Ltd for 2 units of widget at 10,000 dated ${today(-3)}`,
      );
      const writes = shuffled(
        [
          ...Array.from(
            { length: BURST / 2 },
            (_, i) => () =>
              call(`/invoices/${invoice.uuid}/payments`, {
                method: "POST",
                key: biz.key,
                body: { payments: [{ amount_paid: 500 + i, category: "Cash", date: today() }] },
              }),
          ),
          ...Array.from(
            { length: BURST / 2 },
            (_, i) => () =>
              call(`/invoices/${invoice.uuid}`, {
                method: "PUT",
                key: biz.key,
                body: {
                  narration: `edit ${i}`,
                  record_items: [{ description: "widget", quantity: 2 + i, unit_price: 10000 }],
                },
              }),
          ),
        ],
        run,
      );
      const responses = await Promise.all(writes.map((write) => write()));
      expect(statuses(responses).every((s) => s === 200 || s === 409)).toBe(true);
      const [doc] = await expectBooksAgree(biz);
      expect(await balance(biz, "Cash")).toBe(doc!.amount_paid);
      expect(await balance(biz, "Sales")).toBe(doc!.subtotal);
    });

    it("categorizing and undoing a reconciliation at once: the bank, the invoice and its payment agree", async () => {
      const { biz, invoice, row } = await reconcilable("80,000");
      const bodies = shuffled(
        Array.from({ length: BURST }, (_, i) =>
          i % 2 === 0
            ? { status: "categorized", link_destination: `invoice:${invoice.uuid}` }
            : { status: "uncategorized" },
        ),
        run,
      );
      const responses = await Promise.all(
        bodies.map((body) => call(`/bank-transactions/${row.uuid}`, { method: "PUT", key: biz.key, body })),
      );
      expect(responses.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
      const after = await get(biz, `/bank-transactions/${row.uuid}`);
      const [doc] = await expectBooksAgree(biz);
      const linked = after.status === "categorized";
      expect(doc!.payments).toHaveLength(linked ? 1 : 0);
      expect(doc!.amount_paid).toBe(linked ? 50000 : 0);
      expect(await balance(biz, "GTBank current account")).toBe(linked ? 50000 : 0);
    });

    it("payments added while a bank row reconciles and un-reconciles the same invoice: none lost or mislinked", async () => {
      const { biz, bank, invoice, row } = await reconcilable("100,000");
      const writes = shuffled(
        Array.from({ length: BURST }, (_, i) =>
          i % 2 === 0
            ? {
                kind: "payment" as const,
                send: () =>
                  call(`/invoices/${invoice.uuid}/payments`, {
                    method: "POST",
                    key: biz.key,
                    body: { payments: [{ amount_paid: 1000, category: "Cash", date: "2025-11-05" }] },
                  }),
              }
            : {
                kind: "bank" as const,
                send: () =>
                  call(`/bank-transactions/${row.uuid}`, {
                    method: "PUT",
                    key: biz.key,
                    body:
                      i % 4 === 1
                        ? { status: "categorized", link_destination: `invoice:${invoice.uuid}` }
                        : { status: "uncategorized" },
                  }),
              },
        ),
        run,
      );
      const responses = await Promise.all(writes.map((w) => w.send()));
      expect(responses.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
      const paidInCash = writes.filter((w, i) => w.kind === "payment" && responses[i]!.status === 200).length * 1000;
      const [doc] = await expectBooksAgree(biz);
      const after = await get(biz, `/bank-transactions/${row.uuid}`);
      const linked = after.status === "categorized";
      // Every accepted payment is still there, and the bank's payment only while reconciled.
      expect(await balance(biz, "Cash")).toBe(paidInCash);
      expect(doc!.amount_paid).toBe(paidInCash + (linked ? 50000 : 0));
      expect(await balance(biz, "GTBank current account")).toBe(linked ? 50000 : 0);
      const link = await env.DB.prepare("SELECT linked_id FROM bank_transactions WHERE id = ?")
        .bind(row.uuid)
        .first<{ linked_id: string | null }>();
      if (linked) {
        const payment = await env.DB.prepare("SELECT amount, account_id FROM payments WHERE id = ?")
          .bind(link!.linked_id)
          .first<{ amount: number; account_id: string }>();
        expect(payment).toEqual({ amount: 5000000, account_id: bank.uuid });
      } else {
        expect(link!.linked_id).toBeNull();
      }
    });

    it("payments replaced while others are added: the books follow the payments that stand", async () => {
      const biz = await createBusiness();
      const invoice = await direct(biz, "/invoices", `Invoice Acme Ltd for 1 project at 100,000 dated ${today(-3)}`);
      const writes = shuffled(
        Array.from({ length: BURST }, (_, i) => ({
          overwrite: i % 4 === 0,
          body: {
            payments: [{ amount_paid: 1000 + i, category: "Cash", date: today() }],
            overwrite: i % 4 === 0,
          },
        })),
        run,
      );
      const responses = await Promise.all(
        writes.map((w) => call(`/invoices/${invoice.uuid}/payments`, { method: "POST", key: biz.key, body: w.body })),
      );
      expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      const [doc] = await expectBooksAgree(biz);
      expect(await balance(biz, "Cash")).toBe(doc!.amount_paid);
      // Every payment that stands is there once (an overwrite is not retried over a change
      // it did not see: it answers 409, src/documents/commands.ts onlyAddsPayments).
      const amounts = doc!.payments.map((p) => p.amount_paid).sort();
      expect(new Set(amounts).size).toBe(amounts.length);
    });

    it("bill payments at once: payables equal what the open bills owe", async () => {
      const biz = await createBusiness();
      const bill = await direct(biz, "/bills", `Bill from Globex for 1 service at 100,000 dated ${today(-3)}`);
      const amounts = shuffled(
        Array.from({ length: BURST }, (_, i) => 1000 + i * 10),
        run,
      );
      const responses = await Promise.all(
        amounts.map((amount) =>
          call(`/bills/${bill.uuid}/payments`, {
            method: "POST",
            key: biz.key,
            body: { payments: [{ amount_paid: amount, category: "Cash", date: today() }] },
          }),
        ),
      );
      expect(statuses(responses).every((s) => s === 200 || s === 409)).toBe(true);
      const paid = amounts.filter((_, i) => responses[i]!.status === 200).reduce((sum, amount) => sum + amount, 0);
      const doc = await get(biz, `/bills/${bill.uuid}`);
      expect(doc.amount_paid).toBe(paid);
      expect(doc.payments.reduce((sum: number, p: { amount_paid: number }) => sum + p.amount_paid, 0)).toBe(paid);
      expect(await balance(biz, "Accounts Payable")).toBeCloseTo(doc.balance, 2);
      expect(await balance(biz, "Cash")).toBe(-paid);
      await expectBooksAgree(biz);
    });

    it("deleting an invoice while payments land: either it stays with every payment, or nothing of it does", async () => {
      const biz = await createBusiness();
      const invoice = await direct(biz, "/invoices", `Invoice Acme Ltd for 1 project at 100,000 dated ${today(-3)}`);
      const writes = shuffled(
        [
          ...Array.from(
            { length: BURST - 2 },
            () => () =>
              call(`/invoices/${invoice.uuid}/payments`, {
                method: "POST",
                key: biz.key,
                body: { payments: [{ amount_paid: 1000, category: "Cash", date: today() }] },
              }),
          ),
          ...Array.from(
            { length: 2 },
            () => () => call(`/invoices/${invoice.uuid}`, { method: "DELETE", key: biz.key }),
          ),
        ],
        run,
      );
      const responses = await Promise.all(writes.map((write) => write()));
      expect(responses.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
      const after = await call(`/invoices/${invoice.uuid}`, { key: biz.key });
      if (after.status === 404) {
        expect(await balance(biz, "Cash")).toBe(0);
        expect(await balance(biz, "Accounts Receivable")).toBe(0);
        const left = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE document_id = ?")
          .bind(invoice.uuid)
          .first<{ n: number }>();
        expect(left!.n).toBe(0);
      } else {
        expect(after.status).toBe(200);
        const doc = after.json.data as { amount_paid: number; payments: unknown[] };
        expect(doc.amount_paid).toBe(doc.payments.length * 1000);
        expect(await balance(biz, "Cash")).toBe(doc.amount_paid);
      }
      await expectBooksAgree(biz);
    });

    it("invoices created at once: every one created, numbered once each, for one new customer", async () => {
      const biz = await createBusiness();
      const responses = await createdAtOnce(
        biz,
        "/invoices",
        1000,
        run,
        (amount) => `Invoice Acme Ltd for 1 project at ${amount} dated ${today(-1)}`,
      );
      const numbers = responses.map((r) => (r.json.data as { number: string }).number).sort();
      expect(numbers).toEqual(Array.from({ length: BURST }, (_, i) => `INV-${String(i + 1).padStart(4, "0")}`));
      // Every request found no Acme Ltd and created one: the business still has only one,
      // and every invoice (as answered and as stored) is Acme's.
      const acme = await expectOneContact(biz, /^Acme Ltd$/, responses);
      const stored = (await get(biz, "/invoices?schema=invoicing&limit=100")) as { contact: { uuid: string } }[];
      expect(new Set(stored.map((i) => i.contact.uuid))).toEqual(new Set([acme]));
      await expectBooksAgree(biz);
    });

    it("expenses created at once for one new supplier: one supplier, every expense its own", async () => {
      const biz = await createBusiness();
      const responses = await createdAtOnce(
        biz,
        "/expenses",
        100,
        run,
        (amount) => `Paid ${amount} to Halden Stores for stationery from Cash`,
      );
      await expectOneContact(biz, /halden/i, responses);
      const total = Array.from({ length: BURST }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
      expect(await balance(biz, "Cash")).toBe(-total);
      await expectBooksAgree(biz);
    });

    it("an account deleted while journals post to it: each request 2xx or 409, never a 500, and no line to nothing", async () => {
      const biz = await createBusiness();
      const fuel = await call("/accounts", {
        method: "POST",
        key: biz.key,
        body: { process_type: "direct", record: { name: "Fuel", type: "expense" } },
      });
      expect(fuel.status, fuel.text).toBe(201);
      const journal = (amount: number) =>
        call("/journals", {
          method: "POST",
          key: biz.key,
          body: {
            process_type: "direct",
            record: {
              lines: [
                { account: fuel.json.data.uuid, debit: amount },
                { account: "Cash", credit: amount },
              ],
            },
          },
        });
      const remove = () => call(`/accounts/${fuel.json.data.uuid}`, { method: "DELETE", key: biz.key });
      const sends = shuffled([...Array.from({ length: BURST - 1 }, (_, i) => () => journal(100 + i)), remove], run);
      const responses = await Promise.all(sends.map((send) => send()));
      // A journal that lost the race is a 400 naming its account (it was deleted) or a 409;
      // the delete is 200, or 400 (it has postings by then) or 409.
      for (const r of responses) expect([200, 201, 400, 409], r.text).toContain(r.status);
      const orphans = await env.DB.prepare(
        "SELECT count(*) AS n FROM journal_lines l LEFT JOIN accounts a ON a.id = l.account_id WHERE l.business_id = ? AND a.id IS NULL",
      )
        .bind(biz.id)
        .first();
      expect(orphans).toEqual({ n: 0 });
      await expectBooksAgree(biz);
    });
  },
);
