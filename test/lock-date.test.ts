// The lock date (issue 20): once the books are locked up to a date, nothing dated on or
// before it is created, changed, paid, voided, reversed or categorized, whatever the path;
// each is a 409 naming the date and changes nothing.
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, type TestBusiness, today, waitForJob } from "./harness";

const postRecord = (biz: TestBusiness, path: string, record: Record<string, unknown>) =>
  call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
const lock = (biz: TestBusiness, lockDate: string | null) =>
  call("/settings", { method: "PUT", key: biz.key, body: { discount_presentation: "net", lock_date: lockDate } });
const lines = async (biz: TestBusiness) =>
  (await call(`/reports/trial-balance?to=${today(30)}`, { key: biz.key })).text;

function expectLocked(res: Awaited<ReturnType<typeof call>>, lockDate: string) {
  expectFailure(res, "conflict");
  expect(res.json.message).toContain(`locked up to and including ${lockDate}`);
}

describe("the lock date", () => {
  it("is a setting: shown, changed and kept when a change does not name it", async () => {
    const biz = await createBusiness();
    expect((await call("/settings", { key: biz.key })).json.data.lock_date).toBeNull();
    const locked = await lock(biz, today(-10));
    expect(locked.status, locked.text).toBe(200);
    expect(locked.json.data).toMatchObject({ lock_date: today(-10), discount_presentation: "net" });
    const gross = await call("/settings", { method: "PUT", key: biz.key, body: { discount_presentation: "gross" } });
    expect(gross.json.data).toMatchObject({ lock_date: today(-10), discount_presentation: "gross" });
    expect((await lock(biz, "2026-02-30")).status).toBe(400);
    expect((await lock(biz, null)).json.data.lock_date).toBeNull();
  });

  it("refuses every create, payment, edit, void, delete and categorization dated on or before it", async () => {
    const biz = await createBusiness();
    const lockDate = today(-10);
    // Recorded before the books were locked.
    const early = await postRecord(biz, "/invoices", {
      contact: "Ada Stores",
      date: today(-20),
      record_items: [{ description: "Rice", quantity: 1, unit_price: 10000 }],
    });
    expect(early.status, early.text).toBe(201);
    const bank = await call("/accounts", {
      method: "POST",
      key: biz.key,
      body: { prompt: "add GTBank current account 0123456785, NGN", process_type: "direct" },
    });
    expect(bank.status, bank.text).toBe(201);
    const upload = await call("/bank-transactions/upload", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        bank: "GTBank current account",
        transactions: [{ date: today(-15), amount: 500, type: "debit", narration: "SMS alerts" }],
      },
    });
    expect(upload.status, upload.text).toBe(201);
    expect((await lock(biz, lockDate)).status).toBe(200);
    const before = await lines(biz);
    const invoice = `/invoices/${early.json.data.uuid}`;

    // Creates, by record and by prompt, direct and through the queue.
    expectLocked(
      await postRecord(biz, "/invoices", {
        contact: "Ada Stores",
        date: lockDate,
        record_items: [{ description: "Beans", quantity: 1, unit_price: 5000 }],
      }),
      lockDate,
    );
    expectLocked(
      await postRecord(biz, "/journals", {
        date: today(-11),
        lines: [
          { account: "Rent", debit: 100 },
          { account: "Cash", credit: 100 },
        ],
      }),
      lockDate,
    );
    expectLocked(
      await call("/expenses", {
        method: "POST",
        key: biz.key,
        body: { prompt: `Paid 2,000 for rent from Cash on ${lockDate}`, process_type: "direct" },
      }),
      lockDate,
    );
    const queued = await call("/expenses", {
      method: "POST",
      key: biz.key,
      body: { prompt: `Paid 3,000 for fuel from Cash on ${today(-12)}` },
    });
    const job = await waitForJob(biz.key, queued.json.data.job_reference);
    expect(job.status).toBe("failed");
    expect(JSON.stringify(job)).toContain(`locked up to and including ${lockDate}`);

    // The document dated inside the locked period: no payment into it, no edit, void or delete.
    expectLocked(
      await call(`${invoice}/payments`, {
        method: "POST",
        key: biz.key,
        body: { payments: [{ amount_paid: 1000, category: "Cash", date: today(-11) }] },
      }),
      lockDate,
    );
    expectLocked(
      await call(invoice, {
        method: "PUT",
        key: biz.key,
        body: { record_items: [{ description: "Rice", quantity: 2, unit_price: 10000 }] },
      }),
      lockDate,
    );
    expectLocked(await call(`${invoice}/void`, { method: "POST", key: biz.key }), lockDate);
    // Nor an edit that posts nothing (its narration, its due date).
    expectLocked(
      await call(invoice, { method: "PUT", key: biz.key, body: { narration: "Rice, corrected" } }),
      lockDate,
    );
    expectLocked(await call(invoice, { method: "DELETE", key: biz.key }), lockDate);

    // A bank row dated in the locked period is not categorized.
    const row = upload.json.data.transactions[0].uuid;
    expectLocked(
      await call(`/bank-transactions/${row}`, {
        method: "PUT",
        key: biz.key,
        body: { status: "categorized", account: "Bank Charges" },
      }),
      lockDate,
    );

    expectLocked(
      await call(`/bank-transactions/${row}`, { method: "PUT", key: biz.key, body: { narration: "SMS alert fees" } }),
      lockDate,
    );

    // None of it changed the books or the records.
    expect(await lines(biz)).toBe(before);
    expect((await call(invoice, { key: biz.key })).json.data).toMatchObject({ total_amount: 10000, status: "overdue" });
    expect((await call("/journals", { key: biz.key })).json.meta.total).toBe(0);
    expect((await call(`/bank-transactions/${row}`, { key: biz.key })).json.data.status).toBe("uncategorized");

    // After the lock date everything works as before: a payment today of the old invoice too.
    const paid = await call(`${invoice}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 1000, category: "Cash", date: today() }] },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(
      (
        await postRecord(biz, "/invoices", {
          contact: "Ada Stores",
          date: today(-9),
          record_items: [{ description: "Beans", quantity: 1, unit_price: 5000 }],
        })
      ).status,
    ).toBe(201);
    // Unlocked, the old period takes changes again.
    expect((await lock(biz, null)).status).toBe(200);
    const categorized = await call(`/bank-transactions/${row}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "categorized", account: "Bank Charges" },
    });
    expect(categorized.status, categorized.text).toBe(200);
  });
});
