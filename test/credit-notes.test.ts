// Credit notes and supplier credits (issue 19): the sale (purchase) reversed on the
// ledger, applied to the contact's open invoices (bills) or refunded, with the aged
// reports and the control accounts agreeing at every step. Figures worked by hand.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, type TestBusiness, today, uploadRows } from "./harness";

const post = async (biz: TestBusiness, path: string, record: Record<string, unknown>) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
  expect(res.status, res.text).toBe(201);
  return res.json.data;
};
const balance = async (biz: TestBusiness, name: string) =>
  (await call(`/accounts/${encodeURIComponent(name)}`, { key: biz.key })).json.data.balance as number;
const allocate = (biz: TestBusiness, path: string, allocations: unknown[]) =>
  call(`${path}/allocations`, { method: "POST", key: biz.key, body: { allocations } });
const get = async (biz: TestBusiness, path: string) => (await call(path, { key: biz.key })).json.data;
const agedTotal = async (biz: TestBusiness, report: "aged-receivables" | "aged-payables") =>
  (await call(`/reports/${report}`, { key: biz.key })).json.data.totals.total as number;

async function unbalancedEntries(biz: TestBusiness) {
  const rows = await env.DB.prepare(
    "SELECT entry_id FROM journal_lines WHERE business_id = ? GROUP BY entry_id HAVING sum(debit) != sum(credit)",
  )
    .bind(biz.id)
    .all();
  return rows.results.length;
}

const chairs = (quantity: number) => ({
  description: "Office chair",
  quantity,
  unit_price: 45000,
  tax_rate: 7.5,
});

describe("credit notes", () => {
  it("reverse the sale, are applied to invoices or refunded, and keep the receivable equal to the aged report", async () => {
    const biz = await createBusiness();
    // 2 × 45,000 + 7.5% = 96,750.
    const invoice = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: today(-20),
      terms_days: 30,
      record_items: [chairs(2)],
    });
    // 1 × 45,000 + 7.5% = 48,375: Dr Sales 45,000, Dr VAT Payable 3,375 / Cr Accounts Receivable 48,375.
    const note = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(-10),
      record_items: [{ ...chairs(1), description: "Chair returned" }],
    });
    expect(note).toMatchObject({
      number: "CN-0001",
      due_date: today(-10),
      total_amount: 48375,
      amount_paid: 0,
      amount_allocated: 0,
      balance: 48375,
      status: "open",
      allocations: [],
    });
    expect(note.assumptions.map((a: { field: string }) => a.field)).not.toContain("due_date");
    expect(await balance(biz, "Accounts Receivable")).toBe(48375);
    expect(await balance(biz, "Sales")).toBe(45000);
    expect(await balance(biz, "VAT Payable")).toBe(3375);
    expect(await agedTotal(biz, "aged-receivables")).toBe(48375);

    // Applied by the invoice's number; the date defaults to today, said so.
    const applied = await allocate(biz, `/credit-notes/${note.uuid}`, [{ document: invoice.number, amount: 40000 }]);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json.data).toMatchObject({
      balance: 8375,
      amount_allocated: 40000,
      status: "open",
      allocations: [{ document: { uuid: invoice.uuid, number: "INV-0001" }, amount: 40000, date: today() }],
      assumptions: [{ field: "allocations.0.date", value: today() }],
    });
    const credited = await get(biz, `/invoices/${invoice.uuid}`);
    expect(credited).toMatchObject({
      amount_paid: 0,
      amount_allocated: 40000,
      balance: 56750,
      status: "partially_paid",
      allocations: [{ document: { uuid: note.uuid, number: "CN-0001" }, amount: 40000 }],
    });
    // Nothing moved on the ledger: both sides were on the receivable already.
    expect(await balance(biz, "Accounts Receivable")).toBe(48375);
    expect(await agedTotal(biz, "aged-receivables")).toBe(48375);

    // More than is left on the credit note: refused, nothing changes.
    const tooMuch = await allocate(biz, `/credit-notes/${note.uuid}`, [
      { document: invoice.uuid, amount: 10000, date: today() },
    ]);
    expectFailure(tooMuch, "invalid_request");
    expect(tooMuch.json.errors?.[0]?.field).toBe("allocations.0.amount");
    expect(tooMuch.json.message).toContain("8375");

    // The rest is refunded in cash: Dr Accounts Receivable / Cr Cash.
    const refund = await call(`/credit-notes/${note.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 8375, category: "Cash", date: today() }] },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(await get(biz, `/credit-notes/${note.uuid}`)).toMatchObject({
      amount_paid: 8375,
      balance: 0,
      status: "applied",
    });
    expect(await balance(biz, "Cash")).toBe(-8375);
    expect(await balance(biz, "Accounts Receivable")).toBe(56750);
    expect(await agedTotal(biz, "aged-receivables")).toBe(56750);
    // No tax is withheld from a refund.
    const withheld = await call(`/credit-notes/${note.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 1, category: "Cash", date: today(), withholding_tax: 1 }] },
    });
    expectFailure(withheld, "invalid_request");
    expect(withheld.json.errors?.[0]?.field).toBe("payments.0.withholding_tax");

    // Documents with money or credit on them are not voided or deleted away.
    const voidNote = await call(`/credit-notes/${note.uuid}/void`, { method: "POST", key: biz.key });
    expectFailure(voidNote, "conflict");
    expect(voidNote.json.message).toContain("refund");
    const deleteInvoice = await call(`/invoices/${invoice.uuid}`, { method: "DELETE", key: biz.key });
    expectFailure(deleteInvoice, "conflict");
    expect(deleteInvoice.json.message).toContain(`/credit-notes/${note.uuid}/allocations/`);
    // The invoice cannot fall below what was paid and credited on it, nor move after the allocation.
    const shrink = await call(`/invoices/${invoice.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { record_items: [{ description: "Stool", quantity: 1, unit_price: 30000 }] },
    });
    expectFailure(shrink, "invalid_request");
    const later = await call(`/invoices/${invoice.uuid}`, { method: "PUT", key: biz.key, body: { date: today(1) } });
    expectFailure(later, "invalid_request");

    // Taking the allocation back opens both balances again.
    const allocationUuid = credited.allocations[0].uuid;
    const back = await call(`/credit-notes/${note.uuid}/allocations/${allocationUuid}`, {
      method: "DELETE",
      key: biz.key,
    });
    expect(back.status, back.text).toBe(200);
    expect(back.json.data).toMatchObject({ balance: 40000, allocations: [] });
    expect(await get(biz, `/invoices/${invoice.uuid}`)).toMatchObject({ balance: 96750, status: "unpaid" });
    expect(await agedTotal(biz, "aged-receivables")).toBe(56750);
    const again = await call(`/credit-notes/${note.uuid}/allocations/${allocationUuid}`, {
      method: "DELETE",
      key: biz.key,
    });
    expectFailure(again, "not_found");
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("refuse what cannot be applied, naming the field, and change nothing", async () => {
    const biz = await createBusiness();
    const mine = await post(biz, "/invoices", { contact: "Acme Ltd", date: today(-5), record_items: [chairs(1)] });
    const theirs = await post(biz, "/invoices", { contact: "Globex", date: today(-5), record_items: [chairs(1)] });
    const dollars = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: today(-5),
      currency: "USD",
      exchange_rate: 1500,
      record_items: [{ description: "Consulting", quantity: 1, unit_price: 100 }],
    });
    const note = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(-3),
      record_items: [{ description: "Allowance", quantity: 1, unit_price: 5000 }],
    });
    const path = `/credit-notes/${note.uuid}`;
    const cases: [unknown, string, string][] = [
      [{ document: theirs.uuid, amount: 100 }, "allocations.0.document", "invalid_request"],
      [{ document: dollars.uuid, amount: 100 }, "allocations.0.document", "invalid_request"],
      [{ document: mine.uuid, amount: 100, date: today(-4) }, "allocations.0.date", "invalid_request"],
      [{ document: "INV-9999", amount: 100 }, "allocations.0.document", "not_found"],
    ];
    for (const [allocation, field, code] of cases) {
      const res = await allocate(biz, path, [allocation]);
      expectFailure(res, code);
      expect(res.json.errors?.[0]?.field, JSON.stringify(allocation)).toBe(field);
    }
    // Two allocations in one request may not take more than the credit holds between them.
    const both = await allocate(biz, path, [
      { document: mine.uuid, amount: 3000, date: today() },
      { document: mine.number, amount: 3000, date: today() },
    ]);
    expectFailure(both, "invalid_request");
    expect(both.json.errors?.[0]?.field).toBe("allocations.1.amount");
    expect(await get(biz, path)).toMatchObject({ balance: 5000, allocations: [] });

    // A credit has no due date or terms.
    for (const extra of [{ terms_days: 30 }, { due_date: today(10) }]) {
      const res = await call("/credit-notes", {
        method: "POST",
        key: biz.key,
        body: { process_type: "direct", record: { contact: "Acme Ltd", record_items: [chairs(1)], ...extra } },
      });
      expectFailure(res, "invalid_request");
      expect(res.json.errors?.[0]?.field).toBe(`record.${Object.keys(extra)[0]}`);
    }
    const due = await call(path, { method: "PUT", key: biz.key, body: { due_date: today(10) } });
    expectFailure(due, "invalid_request");

    // A voided invoice takes no credit; a credit in a locked period is refused.
    const voided = await post(biz, "/invoices", { contact: "Acme Ltd", date: today(-2), record_items: [chairs(1)] });
    await call(`/invoices/${voided.uuid}/void`, { method: "POST", key: biz.key });
    expectFailure(await allocate(biz, path, [{ document: voided.uuid, amount: 100 }]), "conflict");
    const lock = await call("/settings", {
      method: "PUT",
      key: biz.key,
      body: { discount_presentation: "net", lock_date: today(-1) },
    });
    expect(lock.status, lock.text).toBe(200);
    const locked = await allocate(biz, path, [{ document: mine.uuid, amount: 100, date: today(-1) }]);
    expectFailure(locked, "conflict");
    expect(locked.json.message).toContain(today(-1));
    expect(await get(biz, path)).toMatchObject({ balance: 5000, allocations: [] });
  });

  it("realize the exchange difference when applied between documents converted at different rates", async () => {
    const biz = await createBusiness();
    // $100 at 1,500 = 150,000 receivable; a $20 credit at 1,600 = 32,000 off it.
    const invoice = await post(biz, "/invoices", {
      contact: "ACME LLC",
      date: today(-10),
      currency: "USD",
      exchange_rate: 1500,
      record_items: [{ description: "Consulting", quantity: 1, unit_price: 100 }],
    });
    const note = await post(biz, "/credit-notes", {
      contact: "ACME LLC",
      date: today(-5),
      currency: "USD",
      exchange_rate: 1600,
      record_items: [{ description: "Consulting credited", quantity: 1, unit_price: 20 }],
    });
    expect(await balance(biz, "Accounts Receivable")).toBe(118000);
    const applied = await allocate(biz, `/credit-notes/${note.uuid}`, [
      { document: invoice.uuid, amount: 20, date: today() },
    ]);
    expect(applied.status, applied.text).toBe(200);
    // $80 open at 1,500 = 120,000: the 2,000 the credit took off beyond the invoice's rate is a gain.
    expect(await balance(biz, "Accounts Receivable")).toBe(120000);
    expect(await agedTotal(biz, "aged-receivables")).toBe(120000);
    expect(await balance(biz, "Foreign Exchange Gain/Loss")).toBe(-2000);
    await call(`/credit-notes/${note.uuid}/allocations/${applied.json.data.allocations[0].uuid}`, {
      method: "DELETE",
      key: biz.key,
    });
    expect(await balance(biz, "Accounts Receivable")).toBe(118000);
    expect(await agedTotal(biz, "aged-receivables")).toBe(118000);
    expect(await balance(biz, "Foreign Exchange Gain/Loss")).toBe(0);
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("never allocate the same balance twice when two requests come at once", async () => {
    const biz = await createBusiness();
    const invoice = await post(biz, "/invoices", { contact: "Acme Ltd", date: today(-5), record_items: [chairs(2)] });
    const note = await post(biz, "/credit-notes", { contact: "Acme Ltd", date: today(-5), record_items: [chairs(1)] });
    const results = await Promise.all(
      [0, 1].map(() => allocate(biz, `/credit-notes/${note.uuid}`, [{ document: invoice.uuid, amount: 30000 }])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The other read the balance before (409: the documents moved under it) or after (400: too little left).
    expect([400, 409]).toContain(results.find((r) => r.status !== 200)!.status);
    expect(await get(biz, `/credit-notes/${note.uuid}`)).toMatchObject({ amount_allocated: 30000, balance: 18375 });
    expect(await get(biz, `/invoices/${invoice.uuid}`)).toMatchObject({ amount_allocated: 30000, balance: 66750 });
  });

  it("are created from a prompt, against the customer the business already has", async () => {
    const biz = await createBusiness();
    await post(biz, "/invoices", { contact: "Acme Ltd", date: today(-5), record_items: [chairs(2)] });
    const res = await call("/credit-notes", {
      method: "POST",
      key: biz.key,
      body: { process_type: "direct", prompt: "Credit note for Acme Ltd: 2 chairs returned at 45,000 each + VAT" },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({
      number: "CN-0001",
      contact: { name: "Acme Ltd" },
      subtotal: 90000,
      tax_total: 6750,
      total_amount: 96750,
      status: "open",
    });
    expect(res.json.data.record_items[0]).toMatchObject({ quantity: 2, unit_price: 45000, account: "Sales" });
    expect(await balance(biz, "Accounts Receivable")).toBe(0);
  });
});

describe("supplier credits", () => {
  it("lower the payable and the input tax, pay a bill when applied, and count in the VAT return", async () => {
    const biz = await createBusiness();
    // 10 reams × 4,500 + 7.5% = 48,375: Dr Office Supplies 45,000, Dr VAT 3,375 / Cr Accounts Payable.
    const bill = await post(biz, "/bills", {
      contact: "Globex",
      date: today(-10),
      record_items: [
        { description: "Paper", quantity: 10, unit_price: 4500, account: "Office Supplies", tax_rate: 7.5 },
      ],
    });
    // 3 reams back: 13,500 + 1,012.50 = 14,512.50, the bill's entry the other way.
    const credit = await post(biz, "/supplier-credits", {
      contact: "Globex",
      date: today(-5),
      record_items: [
        { description: "Paper returned", quantity: 3, unit_price: 4500, account: "Office Supplies", tax_rate: 7.5 },
      ],
    });
    expect(credit).toMatchObject({ number: "SC-0001", total_amount: 14512.5, status: "open" });
    expect(await balance(biz, "Accounts Payable")).toBe(33862.5);
    expect(await balance(biz, "Office Supplies")).toBe(31500);
    expect(await balance(biz, "VAT Payable")).toBe(-2362.5);
    expect(await agedTotal(biz, "aged-payables")).toBe(33862.5);

    const applied = await allocate(biz, `/supplier-credits/${credit.uuid}`, [
      { document: bill.uuid, amount: 14512.5, date: today() },
    ]);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json.data).toMatchObject({ balance: 0, status: "applied" });
    expect(await get(biz, `/bills/${bill.uuid}`)).toMatchObject({ balance: 33862.5, amount_allocated: 14512.5 });
    // Payments replaced with more than the credit left open on the bill: refused.
    const over = await call(`/bills/${bill.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 40000, category: "Cash", date: today() }], overwrite: true },
    });
    expectFailure(over, "invalid_request");
    expect(over.json.message).toContain("credited");
    const paid = await call(`/bills/${bill.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 33862.5, category: "Cash", date: today() }] },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(await get(biz, `/bills/${bill.uuid}`)).toMatchObject({ balance: 0, status: "paid" });
    expect(await balance(biz, "Accounts Payable")).toBe(0);
    expect(await agedTotal(biz, "aged-payables")).toBe(0);

    const vat = await call(`/reports/vat-return?from_date=${today(-30)}&to_date=${today()}`, { key: biz.key });
    expect(vat.json.data.totals).toMatchObject({
      input_tax: 2362.5,
      purchases_net: 31500,
      tax_account_movement: -2362.5,
    });
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("are created from a prompt naming the supplier", async () => {
    const biz = await createBusiness();
    const res = await call("/supplier-credits", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        prompt: "Supplier credit from Globex for 3 reams of paper returned at 4,500",
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ number: "SC-0001", contact: { name: "Globex" }, total_amount: 13500 });
    expect(await balance(biz, "Accounts Payable")).toBe(-13500);
  });
});

describe("overpayments", () => {
  it("keep what is paid above the balance as the customer's credit, to apply to the next invoice", async () => {
    const biz = await createBusiness();
    const first = await post(biz, "/invoices", { contact: "Acme Ltd", date: today(-10), record_items: [chairs(2)] });
    // 100,000 received for 96,750: the invoice is paid, 3,250 kept as credit.
    const paid = await call(`/invoices/${first.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 100000, category: "Cash", date: today(-9) }] },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.data.payments.map((p: { amount_paid: number }) => p.amount_paid)).toEqual([96750]);
    expect(paid.json.data.kept_as_credit).toMatchObject({ kind: "credit_note", amount: 3250 });
    expect(paid.json.message).toContain("3250");
    const creditPath = `/credit-notes/${paid.json.data.kept_as_credit.uuid}`;
    expect(await get(biz, creditPath)).toMatchObject({
      number: "CN-0001",
      origin: "overpayment",
      record_items: [],
      total_amount: 3250,
      tax_total: 0,
      balance: 3250,
      status: "open",
      date: today(-9),
    });
    expect(await get(biz, `/invoices/${first.uuid}`)).toMatchObject({ balance: 0, status: "paid" });
    expect(await balance(biz, "Cash")).toBe(100000);
    expect(await balance(biz, "Accounts Receivable")).toBe(-3250);
    expect(await agedTotal(biz, "aged-receivables")).toBe(-3250);
    expect(await balance(biz, "Sales")).toBe(90000);

    // The credit pays part of the next invoice.
    const second = await post(biz, "/invoices", { contact: "Acme Ltd", date: today(-5), record_items: [chairs(1)] });
    const applied = await allocate(biz, creditPath, [{ document: second.number, amount: 3250, date: today() }]);
    expect(applied.status, applied.text).toBe(200);
    expect(await get(biz, `/invoices/${second.uuid}`)).toMatchObject({ balance: 45125, amount_allocated: 3250 });
    expect(await balance(biz, "Accounts Receivable")).toBe(45125);
    expect(await agedTotal(biz, "aged-receivables")).toBe(45125);

    // A credit of money has no lines to edit, nor a date to move.
    for (const body of [{ date: today(-8) }, { record_items: [chairs(1)] }]) {
      const res = await call(creditPath, { method: "PUT", key: biz.key, body });
      expectFailure(res, "invalid_request");
    }
    // Replacing the payments with more than the total is a mistake, not a credit.
    const overwrite = await call(`/invoices/${second.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 60000, category: "Cash", date: today() }], overwrite: true },
    });
    expectFailure(overwrite, "invalid_request");
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("keep what is paid a supplier above the bill as a supplier credit", async () => {
    const biz = await createBusiness();
    const bill = await post(biz, "/bills", {
      contact: "Globex",
      date: today(-3),
      record_items: [{ description: "Paper", quantity: 10, unit_price: 4500, account: "Office Supplies" }],
    });
    const paid = await call(`/bills/${bill.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 50000, category: "Cash", date: today() }] },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.data.kept_as_credit).toMatchObject({ kind: "supplier_credit", amount: 5000 });
    expect(await balance(biz, "Cash")).toBe(-50000);
    expect(await balance(biz, "Accounts Payable")).toBe(-5000);
    expect(await agedTotal(biz, "aged-payables")).toBe(-5000);
    // The supplier refunds it: the credit is used up and the payable back to zero.
    const refund = await call(`/supplier-credits/${paid.json.data.kept_as_credit.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 5000, category: "Cash", date: today() }] },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(await get(biz, `/supplier-credits/${paid.json.data.kept_as_credit.uuid}`)).toMatchObject({
      status: "applied",
      balance: 0,
    });
    expect(await balance(biz, "Cash")).toBe(-45000);
    expect(await balance(biz, "Accounts Payable")).toBe(0);
    expect(await agedTotal(biz, "aged-payables")).toBe(0);
  });
});

describe("prepayments", () => {
  it("keep money received before any invoice as the customer's credit, and money paid before any bill as a supplier credit", async () => {
    const biz = await createBusiness();
    const res = await call("/prepayments", {
      method: "POST",
      key: biz.key,
      body: { contact: "Acme Ltd", type: "received", amount: 50000, category: "Cash", date: today(-10) },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({
      number: "CN-0001",
      origin: "prepayment",
      contact: { name: "Acme Ltd" },
      record_items: [],
      total_amount: 50000,
      balance: 50000,
      status: "open",
      date: today(-10),
    });
    expect(await balance(biz, "Cash")).toBe(50000);
    expect(await balance(biz, "Accounts Receivable")).toBe(-50000);
    expect(await agedTotal(biz, "aged-receivables")).toBe(-50000);
    // The invoice comes; the deposit is applied to it.
    const invoice = await post(biz, "/invoices", { contact: "Acme Ltd", date: today(-5), record_items: [chairs(2)] });
    const applied = await allocate(biz, `/credit-notes/${res.json.data.uuid}`, [
      { document: invoice.uuid, amount: 50000, date: today(-5) },
    ]);
    expect(applied.status, applied.text).toBe(200);
    expect(await get(biz, `/invoices/${invoice.uuid}`)).toMatchObject({ balance: 46750, status: "overdue" });
    expect(await balance(biz, "Accounts Receivable")).toBe(46750);
    expect(await agedTotal(biz, "aged-receivables")).toBe(46750);

    const paid = await call("/prepayments", {
      method: "POST",
      key: biz.key,
      body: { contact: "Globex", type: "paid", amount: 20000, category: "Cash" },
    });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.json.data).toMatchObject({ number: "SC-0001", origin: "prepayment", total_amount: 20000 });
    expect(paid.json.data.assumptions).toEqual([expect.objectContaining({ field: "date", value: today() })]);
    expect(await balance(biz, "Cash")).toBe(30000);
    expect(await balance(biz, "Accounts Payable")).toBe(-20000);
    expect(await agedTotal(biz, "aged-payables")).toBe(-20000);
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("refuse what cannot be kept, naming the field, and change nothing", async () => {
    const biz = await createBusiness();
    const cases: [Record<string, unknown>, string][] = [
      [{ category: "Sales" }, "category"],
      [{ currency: "USD" }, "exchange_rate"],
      [{ amount: 0.001 }, "amount"],
      [{ type: "owed" }, "type"],
      [{ memo: "deposit" }, "memo"],
      [{ currency: "ZZZ" }, "currency"],
      [{ exchange_rate: 1500 }, "exchange_rate"],
    ];
    for (const [change, field] of cases) {
      const res = await call("/prepayments", {
        method: "POST",
        key: biz.key,
        body: { contact: "Acme Ltd", type: "received", amount: 100, category: "Cash", ...change },
      });
      expectFailure(res, "invalid_request");
      expect(res.json.errors?.[0]?.field, JSON.stringify(change)).toBe(field);
    }
    expect(await balance(biz, "Cash")).toBe(0);
    expect((await call("/credit-notes", { key: biz.key })).json.meta.total).toBe(0);
  });
});

describe("refunds from the bank statement", () => {
  it("reconcile a statement row with a credit as its refund, and undo it", async () => {
    const biz = await createBusiness();
    const bank = await post(biz, "/accounts", { name: "GTBank current", type: "asset", sub_type: "bank" });
    const note = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: "2026-10-01",
      record_items: [{ description: "Allowance", quantity: 1, unit_price: 5000 }],
    });
    await uploadRows(biz, bank.uuid, [
      { date: "2026-10-05", amount: 5000, type: "debit", narration: "Refund Acme" },
      { date: "2026-10-05", amount: 5000, type: "credit", narration: "Deposit" },
    ]);
    const rows = (await call(`/bank-transactions?bank=${bank.uuid}`, { key: biz.key })).json.data as {
      uuid: string;
      narration: string;
    }[];
    const out = rows.find((r) => r.narration === "Refund Acme")!;
    const into = rows.find((r) => r.narration === "Deposit")!;
    // Money in cannot refund a customer.
    const wrong = await call(`/bank-transactions/${into.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "categorized", link_destination: `credit_note:${note.uuid}` },
    });
    expectFailure(wrong, "invalid_request");
    const refunded = await call(`/bank-transactions/${out.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "categorized", link_destination: `credit_note:${note.uuid}` },
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json.data).toMatchObject({ account: "Accounts Receivable" });
    expect(await get(biz, `/credit-notes/${note.uuid}`)).toMatchObject({ balance: 0, status: "applied" });
    expect(await balance(biz, "GTBank current")).toBe(-5000);
    expect(await balance(biz, "Accounts Receivable")).toBe(0);
    // The row made the refund: it is on the statement, nothing left to reconcile for it.
    const rec = await call(`/reports/bank-reconciliation?account=GTBank%20current&to_date=2026-10-31`, {
      key: biz.key,
    });
    expect(rec.json.data.totals).toMatchObject({ book_entries_not_on_statement: 0, statement_rows_not_in_books: 5000 });
    // Undone: the credit is open again.
    const undone = await call(`/bank-transactions/${out.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "uncategorized" },
    });
    expect(undone.status, undone.text).toBe(200);
    expect(await get(biz, `/credit-notes/${note.uuid}`)).toMatchObject({ balance: 5000, status: "open", payments: [] });
    expect(await balance(biz, "Accounts Receivable")).toBe(-5000);
  });
});
