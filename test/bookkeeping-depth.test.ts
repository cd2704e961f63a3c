// Bookkeeping in depth, over HTTP: control accounts (bank rows, manual journals, accounts
// of one's own), payments and voids of bills and credit notes step by step, edits held by
// a bank row, foreign-currency bank rows and one credit spread over several invoices.
// Figures worked by hand.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, insertContacts, type TestBusiness, today, uploadRows } from "./harness";

/** A structured direct create of one record; fails the test unless created. */
const post = async (biz: TestBusiness, path: string, record: Record<string, unknown>) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
  expect(res.status, `${path}: ${res.text}`).toBe(201);
  return res.json.data;
};
const postRecord = (biz: TestBusiness, path: string, record: Record<string, unknown>) =>
  call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
const balance = async (biz: TestBusiness, name: string) =>
  (await call(`/accounts/${encodeURIComponent(name)}`, { key: biz.key })).json.data.balance as number;
const get = async (biz: TestBusiness, path: string) => {
  const res = await call(path, { key: biz.key });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.json.data;
};
const pay = (biz: TestBusiness, path: string, payments: unknown[]) =>
  call(`${path}/payments`, { method: "POST", key: biz.key, body: { payments } });
const put = (biz: TestBusiness, uuid: string, body: unknown) =>
  call(`/bank-transactions/${uuid}`, { method: "PUT", key: biz.key, body });
const agedTotal = async (biz: TestBusiness, report: "aged-receivables" | "aged-payables") =>
  (await get(biz, `/reports/${report}`)).totals.total as number;

async function unbalancedEntries(biz: TestBusiness) {
  const rows = await env.DB.prepare(
    "SELECT entry_id FROM journal_lines WHERE business_id = ? GROUP BY entry_id HAVING sum(debit) != sum(credit)",
  )
    .bind(biz.id)
    .all();
  return rows.results.length;
}

/** The journal entries (posted and reversing) made for one source record, with their lines. */
async function entriesOf(biz: TestBusiness, sourceType: string, sourceId: string) {
  const rows = await env.DB.prepare(
    `SELECT e.id, e.reverses_entry_id, e.date, l.account_id, l.debit, l.credit
       FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
      WHERE e.business_id = ? AND e.source_type = ? AND e.source_id = ?
      ORDER BY e.id, l.line_no`,
  )
    .bind(biz.id, sourceType, sourceId)
    .all();
  return rows.results;
}

/** A naira bank account of the business, made from a structured record (balance 0). */
const naira = (biz: TestBusiness) =>
  post(biz, "/accounts", { name: "GTBank current", type: "asset", sub_type: "bank" });

/** Uploads rows to a bank and answers them by narration. */
async function rows(
  biz: TestBusiness,
  bank: string,
  transactions: { date: string; amount: number; type: "debit" | "credit"; narration: string }[],
) {
  const res = await uploadRows(biz, bank, transactions);
  const byNarration = new Map<string, { uuid: string }>();
  for (const t of res.json.data.transactions as { uuid: string; narration: string }[]) byNarration.set(t.narration, t);
  return (narration: string) => byNarration.get(narration)!;
}

/** Due well after any day a test runs on, so never overdue. */
const DUE = today(60);

const numberOf = (number: string) => Number(number.replace(/\D/g, ""));

describe("control accounts", () => {
  it("refuse a bank row categorized to Accounts Receivable or Payable as a journal, naming account, and change nothing", async () => {
    const biz = await createBusiness();
    const bank = await naira(biz);
    await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: today(-20),
      due_date: DUE,
      record_items: [{ description: "Consulting", quantity: 1, unit_price: 40000 }],
    });
    const row = await rows(biz, bank.uuid, [
      { date: today(-5), amount: 15000, type: "credit", narration: "Transfer from Acme" },
      { date: today(-4), amount: 7000, type: "debit", narration: "Transfer to Globex" },
    ]);
    expect(await balance(biz, "Accounts Receivable")).toBe(40000);

    for (const [narration, account] of [
      ["Transfer from Acme", "Accounts Receivable"],
      ["Transfer to Globex", "Accounts Payable"],
    ] as const) {
      const refused = await put(biz, row(narration).uuid, { status: "categorized", account });
      expect(refused.status, refused.text).toBe(400);
      expectFailure(refused, "invalid_request");
      expect(refused.json.errors?.[0]?.field).toBe("account");
      // Named explicitly as a journal: the same.
      const asJournal = await put(biz, row(narration).uuid, {
        status: "categorized",
        account,
        link_destination: "journal",
      });
      expect(asJournal.status, asJournal.text).toBe(400);
      expect(asJournal.json.errors?.[0]?.field).toBe("account");
      expect(await get(biz, `/bank-transactions/${row(narration).uuid}`)).toMatchObject({
        status: "uncategorized",
        link_destination: null,
      });
    }
    expect(await balance(biz, "Accounts Receivable")).toBe(40000);
    expect(await balance(biz, "Accounts Payable")).toBe(0);
    expect(await balance(biz, "GTBank current")).toBe(0);
    expect(await agedTotal(biz, "aged-receivables")).toBe(40000);
  });

  it("take a manual journal line naming its customer onto the customer statement and aged receivables; without one, 400", async () => {
    const biz = await createBusiness();
    await insertContacts(biz.id, [{ name: "Acme Ltd" }, { name: "Globex Ltd" }]);
    const journal = (lines: unknown[]) =>
      postRecord(biz, "/journals", { date: today(-10), narration: "Opening receivable", lines });

    // Without a contact on the control line: 400 naming that line's contact, nothing posted.
    const refused = await journal([
      { account: "Accounts Receivable", debit: 25000 },
      { account: "Opening Balance Equity", credit: 25000 },
    ]);
    expectFailure(refused, "invalid_request");
    expect(refused.json.errors?.[0]?.field).toBe("record.lines.0.contact");
    expect(await balance(biz, "Accounts Receivable")).toBe(0);
    expect((await call("/journals", { key: biz.key })).json.meta.total).toBe(0);

    const posted = await journal([
      { account: "Accounts Receivable", debit: 25000, contact: "Acme Ltd" },
      { account: "Opening Balance Equity", credit: 25000 },
    ]);
    expect(posted.status, posted.text).toBe(201);
    expect(posted.json.data.lines[0]).toMatchObject({
      account: "Accounts Receivable",
      debit: 25000,
      contact: { name: "Acme Ltd" },
    });
    expect(await balance(biz, "Accounts Receivable")).toBe(25000);

    // On Acme's statement, as a journal line.
    const statement = await get(
      biz,
      `/reports/customer-statement?contact=${encodeURIComponent("Acme Ltd")}&from_date=${today(-30)}&to_date=${today()}`,
    );
    const [opening, activity, closing] = statement.content as {
      amount: number;
      children: {
        date: string;
        debit: number;
        credit: number;
        balance: number;
        source: string;
        record_uuid?: string;
      }[];
    }[];
    expect(opening!.amount).toBe(0);
    expect(activity!.children).toEqual([
      expect.objectContaining({ date: today(-10), debit: 25000, credit: 0, balance: 25000, source: "journal" }),
    ]);
    expect(closing!.amount).toBe(25000);
    expect(statement.totals).toMatchObject({ opening_balance: 0, closing_balance: 25000 });

    // In the aged receivables, for Acme only, and equal to the control account.
    const aged = await get(biz, "/reports/aged-receivables");
    expect(aged.totals.total).toBe(25000);
    expect(aged.content.map((c: { label: string; amount: number }) => [c.label, c.amount])).toEqual([
      ["Acme Ltd", 25000],
    ]);
    const lines = aged.content[0].children.flatMap((bucket: { children: unknown[] }) => bucket.children);
    expect(lines).toEqual([expect.objectContaining({ label: "Journal", amount: 25000, source: "journal" })]);
    const globex = await get(
      biz,
      `/reports/customer-statement?contact=${encodeURIComponent("Globex Ltd")}&from_date=${today(-30)}&to_date=${today()}`,
    );
    expect(globex.totals.closing_balance).toBe(0);
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("include an account of one's own of sub_type receivable: a journal line on it needs a contact", async () => {
    const biz = await createBusiness();
    await insertContacts(biz.id, [{ name: "Ada Obi" }]);
    const loans = await post(biz, "/accounts", { name: "Staff Loans", type: "asset", sub_type: "receivable" });
    expect(loans).toMatchObject({ name: "Staff Loans", type: "asset", sub_type: "receivable" });
    const refused = await postRecord(biz, "/journals", {
      date: today(-3),
      narration: "Loan to staff",
      lines: [
        { account: "Cash", credit: 50000 },
        { account: "Staff Loans", debit: 50000 },
      ],
    });
    expect(refused.status, refused.text).toBe(400);
    expectFailure(refused, "invalid_request");
    expect(refused.json.errors?.[0]?.field).toBe("record.lines.1.contact");
    expect(await balance(biz, "Staff Loans")).toBe(0);
    expect(await balance(biz, "Cash")).toBe(0);
    // Naming the employee, it posts.
    const posted = await postRecord(biz, "/journals", {
      date: today(-3),
      narration: "Loan to staff",
      lines: [
        { account: "Cash", credit: 50000 },
        { account: "Staff Loans", debit: 50000, contact: "Ada Obi" },
      ],
    });
    expect(posted.status, posted.text).toBe(201);
    expect(await balance(biz, "Staff Loans")).toBe(50000);
  });
});

describe("bills and credits, step by step", () => {
  it("remove one of two bill payments: partially paid, the payable and the bank back by exactly that payment, the other untouched", async () => {
    const biz = await createBusiness();
    const bank = await naira(biz);
    const bill = await post(biz, "/bills", {
      contact: "Globex Ltd",
      date: today(-20),
      due_date: DUE,
      record_items: [{ description: "Paper", quantity: 1, unit_price: 100000, account: "Office Supplies" }],
    });
    const first = await pay(biz, `/bills/${bill.uuid}`, [
      { amount_paid: 30000, category: bank.name, date: today(-10) },
    ]);
    expect(first.status, first.text).toBe(200);
    const second = await pay(biz, `/bills/${bill.uuid}`, [
      { amount_paid: 20000, category: bank.name, date: today(-5) },
    ]);
    expect(second.status, second.text).toBe(200);
    const payments = second.json.data.payments as { uuid: string; amount_paid: number }[];
    expect(payments.map((p) => p.amount_paid).sort()).toEqual([20000, 30000]);
    const removed = payments.find((p) => p.amount_paid === 30000)!;
    const kept = payments.find((p) => p.amount_paid === 20000)!;
    expect(await balance(biz, "Accounts Payable")).toBe(50000);
    expect(await balance(biz, "GTBank current")).toBe(-50000);
    const keptEntries = await entriesOf(biz, "payment", kept.uuid);
    expect(keptEntries.length).toBeGreaterThan(0);

    const res = await call(`/bills/${bill.uuid}/payments/${removed.uuid}`, { method: "DELETE", key: biz.key });
    expect(res.status, res.text).toBe(200);
    expect(await get(biz, `/bills/${bill.uuid}`)).toMatchObject({
      amount_paid: 20000,
      balance: 80000,
      status: "partially_paid",
      payments: [expect.objectContaining({ uuid: kept.uuid, amount_paid: 20000, date: today(-5) })],
    });
    expect(await balance(biz, "Accounts Payable")).toBe(80000);
    expect(await balance(biz, "GTBank current")).toBe(-20000);
    expect(await agedTotal(biz, "aged-payables")).toBe(80000);
    // The other payment's entry: not reversed, not posted again.
    expect(await entriesOf(biz, "payment", kept.uuid)).toEqual(keptEntries);
    // The removed one's: its posting and one reversal of it, netting to nothing.
    const gone = await entriesOf(biz, "payment", removed.uuid);
    const net = gone.reduce((sum, l) => sum + (l.debit as number) - (l.credit as number), 0);
    expect(net).toBe(0);
    expect(gone.some((l) => l.reverses_entry_id !== null)).toBe(true);
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("keep a paid bill from deletion and void (409 naming the payment); once its payments are removed it voids", async () => {
    const biz = await createBusiness();
    const bank = await naira(biz);
    // Another supplier's bill: the payable before the one voided.
    await post(biz, "/bills", {
      contact: "Initech",
      date: today(-30),
      due_date: DUE,
      record_items: [{ description: "Toner", quantity: 1, unit_price: 5000, account: "Office Supplies" }],
    });
    expect(await balance(biz, "Accounts Payable")).toBe(5000);
    const bill = await post(biz, "/bills", {
      contact: "Globex Ltd",
      date: today(-20),
      due_date: DUE,
      record_items: [{ description: "Paper", quantity: 2, unit_price: 20000, account: "Office Supplies" }],
    });
    const paid = await pay(biz, `/bills/${bill.uuid}`, [
      { amount_paid: 25000, category: bank.name, date: today(-10) },
      { amount_paid: 15000, category: bank.name, date: today(-9) },
    ]);
    expect(paid.status, paid.text).toBe(200);
    const payments = paid.json.data.payments as { uuid: string }[];
    expect(payments).toHaveLength(2);
    expect((await get(biz, `/bills/${bill.uuid}`)).status).toBe("paid");

    const deleted = await call(`/bills/${bill.uuid}`, { method: "DELETE", key: biz.key });
    expect(deleted.status).toBe(409);
    expectFailure(deleted, "conflict");
    for (const p of payments) expect(deleted.json.message).toContain(p.uuid);
    const voided = await call(`/bills/${bill.uuid}/void`, { method: "POST", key: biz.key });
    expect(voided.status).toBe(409);
    expectFailure(voided, "conflict");
    for (const p of payments) expect(voided.json.message).toContain(p.uuid);
    expect(await get(biz, `/bills/${bill.uuid}`)).toMatchObject({ status: "paid", balance: 0, amount_paid: 40000 });
    expect(await balance(biz, "Accounts Payable")).toBe(5000);

    for (const p of payments) {
      const res = await call(`/bills/${bill.uuid}/payments/${p.uuid}`, { method: "DELETE", key: biz.key });
      expect(res.status, res.text).toBe(200);
    }
    expect(await balance(biz, "Accounts Payable")).toBe(45000);
    expect(await balance(biz, "GTBank current")).toBe(0);

    const done = await call(`/bills/${bill.uuid}/void`, { method: "POST", key: biz.key });
    expect(done.status, done.text).toBe(200);
    expect(done.json.data).toMatchObject({ status: "void", balance: 0, number: bill.number });
    expect(await get(biz, `/bills/${bill.uuid}`)).toMatchObject({
      status: "void",
      balance: 0,
      number: "BILL-0002",
      total_amount: 40000,
    });
    expect(await balance(biz, "Accounts Payable")).toBe(5000);
    expect(await balance(biz, "Office Supplies")).toBe(5000);
    expect(await agedTotal(biz, "aged-payables")).toBe(5000);
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("void a credit note with no allocations or refunds, restoring the receivable; never give a credit note number twice", async () => {
    const biz = await createBusiness();
    await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: today(-20),
      due_date: DUE,
      record_items: [{ description: "Chairs", quantity: 1, unit_price: 50000 }],
    });
    const note = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(-10),
      record_items: [{ description: "Chair returned", quantity: 1, unit_price: 10000 }],
    });
    expect(note).toMatchObject({ number: "CN-0001", status: "open", balance: 10000 });
    expect(await balance(biz, "Accounts Receivable")).toBe(40000);
    expect(await balance(biz, "Sales")).toBe(40000);

    const voided = await call(`/credit-notes/${note.uuid}/void`, { method: "POST", key: biz.key });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.json.data).toMatchObject({ status: "void", balance: 0, number: "CN-0001" });
    expect(await balance(biz, "Accounts Receivable")).toBe(50000);
    expect(await balance(biz, "Sales")).toBe(50000);
    expect(await agedTotal(biz, "aged-receivables")).toBe(50000);
    // Void already: a second void is 409.
    expect((await call(`/credit-notes/${note.uuid}/void`, { method: "POST", key: biz.key })).status).toBe(409);

    // Created, deleted, created again: the new number is past the deleted one's.
    const second = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(-5),
      record_items: [{ description: "Allowance", quantity: 1, unit_price: 2000 }],
    });
    expect(numberOf(second.number)).toBeGreaterThan(numberOf(note.number));
    const removed = await call(`/credit-notes/${second.uuid}`, { method: "DELETE", key: biz.key });
    expect(removed.status, removed.text).toBe(200);
    expect(await balance(biz, "Accounts Receivable")).toBe(50000);
    const third = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(-5),
      record_items: [{ description: "Allowance", quantity: 1, unit_price: 2000 }],
    });
    expect(third.number).not.toBe(second.number);
    expect(numberOf(third.number)).toBeGreaterThan(numberOf(second.number));
    expect(await unbalancedEntries(biz)).toBe(0);
  });
});

describe("edits held by a bank row", () => {
  it("refuse changing the lines of an invoice a bank row paid (409), and take them once the row is uncategorized", async () => {
    const biz = await createBusiness();
    const bank = await naira(biz);
    const invoice = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: today(-20),
      due_date: DUE,
      record_items: [{ description: "Project", quantity: 1, unit_price: 80000 }],
    });
    const row = await rows(biz, bank.uuid, [
      { date: today(-5), amount: 50000, type: "credit", narration: "Transfer from Acme" },
    ]);
    const paid = await put(biz, row("Transfer from Acme").uuid, {
      status: "categorized",
      link_destination: `invoice:${invoice.uuid}`,
    });
    expect(paid.status, paid.text).toBe(200);
    expect(await balance(biz, "Accounts Receivable")).toBe(30000);

    const items = [{ description: "Project", quantity: 1, unit_price: 90000 }];
    const held = await call(`/invoices/${invoice.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { record_items: items },
    });
    expect(held.status, held.text).toBe(409);
    expectFailure(held, "conflict");
    expect(await get(biz, `/invoices/${invoice.uuid}`)).toMatchObject({ total_amount: 80000, balance: 30000 });
    expect(await balance(biz, "Accounts Receivable")).toBe(30000);

    const released = await put(biz, row("Transfer from Acme").uuid, { status: "uncategorized" });
    expect(released.status, released.text).toBe(200);
    expect(await balance(biz, "Accounts Receivable")).toBe(80000);
    const edited = await call(`/invoices/${invoice.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { record_items: items },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data).toMatchObject({ total_amount: 90000, balance: 90000, status: "unpaid" });
    expect(await balance(biz, "Accounts Receivable")).toBe(90000);
    expect(await balance(biz, "Sales")).toBe(90000);
    expect(await balance(biz, "GTBank current")).toBe(0);
    expect(await agedTotal(biz, "aged-receivables")).toBe(90000);
    expect(await unbalancedEntries(biz)).toBe(0);
  });
});

describe("foreign-currency bank rows", () => {
  async function dollars() {
    const biz = await createBusiness(); // NGN
    const usd = await post(biz, "/accounts", {
      name: "Chase USD",
      type: "asset",
      sub_type: "bank",
      currency: "USD",
    });
    expect(usd.currency).toBe("USD");
    return { biz, usd };
  }

  it("record money in as income at the given rate, the bank moving by the row's dollars", async () => {
    const { biz, usd } = await dollars();
    const row = await rows(biz, usd.uuid, [
      { date: today(-3), amount: 500, type: "credit", narration: "Acme pays in USD" },
    ]);
    expect(await balance(biz, "Chase USD")).toBe(0);
    const res = await put(biz, row("Acme pays in USD").uuid, {
      status: "categorized",
      account: "Sales",
      link_destination: "income",
      exchange_rate: 1500,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ status: "categorized", link_destination: "income", exchange_rate: 1500 });
    const income = await call("/income", { key: biz.key });
    expect(income.json.meta.total).toBe(1);
    expect(income.json.data[0]).toMatchObject({
      amount: 500,
      currency: "USD",
      account: "Sales",
      category: "Chase USD",
    });
    expect(Number(income.json.data[0].exchange_rate)).toBe(1500);
    expect(await balance(biz, "Chase USD")).toBe(500);
    expect(await balance(biz, "Sales")).toBe(750000);
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("pay a dollar bill from a money-out row at the bill's rate: paid, the payable nil", async () => {
    const { biz, usd } = await dollars();
    const bill = await post(biz, "/bills", {
      contact: "Globex Inc",
      date: today(-20),
      due_date: DUE,
      currency: "USD",
      exchange_rate: 1500,
      record_items: [{ description: "Hosting", quantity: 1, unit_price: 200, account: "Office Supplies" }],
    });
    expect(await balance(biz, "Accounts Payable")).toBe(300000);
    const row = await rows(biz, usd.uuid, [{ date: today(-4), amount: 200, type: "debit", narration: "Pay Globex" }]);
    const res = await put(biz, row("Pay Globex").uuid, {
      status: "categorized",
      link_destination: `bill:${bill.uuid}`,
      exchange_rate: 1500,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ account: "Accounts Payable", exchange_rate: 1500 });
    expect(await get(biz, `/bills/${bill.uuid}`)).toMatchObject({ status: "paid", balance: 0, amount_paid: 200 });
    expect(await balance(biz, "Accounts Payable")).toBe(0);
    expect(await balance(biz, "Chase USD")).toBe(-200);
    expect(await balance(biz, "Foreign Exchange Gain/Loss")).toBe(0);
    expect(await agedTotal(biz, "aged-payables")).toBe(0);
    expect(await unbalancedEntries(biz)).toBe(0);
  });

  it("refund a dollar credit note from a money-out row: its balance falls by the row's amount", async () => {
    const { biz, usd } = await dollars();
    const note = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(-20),
      currency: "USD",
      exchange_rate: 1500,
      record_items: [{ description: "Allowance", quantity: 1, unit_price: 300 }],
    });
    expect(note).toMatchObject({ balance: 300, status: "open" });
    expect(await balance(biz, "Accounts Receivable")).toBe(-450000);
    const row = await rows(biz, usd.uuid, [{ date: today(-4), amount: 100, type: "debit", narration: "Refund Acme" }]);
    const res = await put(biz, row("Refund Acme").uuid, {
      status: "categorized",
      link_destination: `credit_note:${note.uuid}`,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ account: "Accounts Receivable", exchange_rate: 1500 });
    expect(await get(biz, `/credit-notes/${note.uuid}`)).toMatchObject({
      amount_paid: 100,
      balance: 200,
      status: "open",
    });
    expect(await balance(biz, "Accounts Receivable")).toBe(-300000);
    expect(await balance(biz, "Chase USD")).toBe(-100);
    expect(await agedTotal(biz, "aged-receivables")).toBe(-300000);
    expect(await unbalancedEntries(biz)).toBe(0);
  });
});

describe("one credit across several invoices", () => {
  it("applies to two open invoices in one request: both fall, the credit by the sum, the aged report equals the receivable", async () => {
    const biz = await createBusiness();
    const invoice = (price: number, days: number) =>
      post(biz, "/invoices", {
        contact: "Acme Ltd",
        date: today(days),
        due_date: DUE,
        record_items: [{ description: "Chairs", quantity: 1, unit_price: price }],
      });
    const first = await invoice(40000, -30);
    const second = await invoice(25000, -20);
    const note = await post(biz, "/credit-notes", {
      contact: "Acme Ltd",
      date: today(-10),
      record_items: [{ description: "Allowance", quantity: 1, unit_price: 30000 }],
    });
    expect(await balance(biz, "Accounts Receivable")).toBe(35000);

    const res = await call(`/credit-notes/${note.uuid}/allocations`, {
      method: "POST",
      key: biz.key,
      body: {
        allocations: [
          { document: first.uuid, amount: 12000, date: today(-5) },
          { document: second.number, amount: 15000, date: today(-5) },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ amount_allocated: 27000, balance: 3000, status: "open" });
    expect(
      res.json.data.allocations.map((a: { document: { uuid: string }; amount: number }) => [a.document.uuid, a.amount]),
    ).toEqual(
      expect.arrayContaining([
        [first.uuid, 12000],
        [second.uuid, 15000],
      ]),
    );
    expect(res.json.data.allocations).toHaveLength(2);
    expect(await get(biz, `/invoices/${first.uuid}`)).toMatchObject({
      amount_allocated: 12000,
      balance: 28000,
      status: "partially_paid",
    });
    expect(await get(biz, `/invoices/${second.uuid}`)).toMatchObject({
      amount_allocated: 15000,
      balance: 10000,
      status: "partially_paid",
    });
    expect(await get(biz, `/credit-notes/${note.uuid}`)).toMatchObject({ amount_allocated: 27000, balance: 3000 });
    // Nothing posts: both sides sit on the receivable.
    expect(await balance(biz, "Accounts Receivable")).toBe(35000);
    // 28,000 + 10,000 open on the invoices less 3,000 of credit left.
    expect(await agedTotal(biz, "aged-receivables")).toBe(35000);
    expect(await unbalancedEntries(biz)).toBe(0);
  });
});
