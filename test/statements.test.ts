// Customer and supplier statements and the bank reconciliation (issue 20), with figures
// worked by hand: a statement's closing balance is the contact's share of the control
// account, and a reconciliation explains the books against the bank's own balance.
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, type TestBusiness, uploadRows } from "./harness";
import { toBase64 } from "./helpers/files";

const post = async (biz: TestBusiness, path: string, record: Record<string, unknown>) => {
  const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
  expect(res.status, res.text).toBe(201);
  return res.json.data;
};
const send = async (biz: TestBusiness, path: string, body: unknown, method = "POST") => {
  const res = await call(path, { method, key: biz.key, body });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const report = async (biz: TestBusiness, query: string) => {
  const res = await call(`/reports/${query}`, { key: biz.key });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};

/** A statement uploaded as a csv file (dates Y-m-d), answered with the bank's rows as listed. */
const uploadCsv = async (biz: TestBusiness, bank: string, csv: string) => {
  const res = await call("/bank-transactions/upload", {
    method: "POST",
    key: biz.key,
    body: {
      prompt: "Upload my October statement",
      bank,
      process_type: "direct",
      date_format: "Y-m-d",
      attachments: [{ file: toBase64(csv), type: "base64", name: "october.csv" }],
    },
  });
  expect(res.status, res.text).toBe(201);
  return (await call(`/bank-transactions?bank=${bank}`, { key: biz.key })).json.data as {
    uuid: string;
    narration: string;
  }[];
};

interface Line {
  label: string;
  amount: number;
  date?: string;
  debit?: number;
  credit?: number;
  balance?: number;
  number?: string;
  contact?: string;
  other_side?: string;
  due_date?: string;
  source?: string;
  children: Line[];
}

describe("the customer statement", () => {
  it("runs from the opening balance through each document and payment to what the customer owes", async () => {
    const biz = await createBusiness();
    const item = (price: number) => [{ description: "Chairs", quantity: 1, unit_price: price }];
    // Before the period: invoiced 50,000, paid 20,000: 30,000 brought forward.
    const old = await post(biz, "/invoices", { contact: "Acme Ltd", date: "2026-09-10", record_items: item(50000) });
    await send(biz, `/invoices/${old.uuid}/payments`, {
      payments: [{ amount_paid: 20000, category: "Cash", date: "2026-09-20" }],
    });
    // In October: an invoice of 80,000, edited to 70,000 (shown as it stands), a credit
    // note of 5,000, a payment of 30,000 and one entered by mistake and removed.
    const october = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: "2026-10-05",
      record_items: item(80000),
    });
    await send(biz, `/invoices/${october.uuid}`, { record_items: item(70000) }, "PUT");
    await post(biz, "/credit-notes", { contact: "Acme Ltd", date: "2026-10-12", record_items: item(5000) });
    await send(biz, `/invoices/${old.uuid}/payments`, {
      payments: [{ amount_paid: 30000, category: "Cash", date: "2026-10-15" }],
    });
    const mistake = await send(biz, `/invoices/${october.uuid}/payments`, {
      payments: [{ amount_paid: 1000, category: "Cash", date: "2026-10-20" }],
    });
    await call(`/invoices/${october.uuid}/payments/${mistake.payments[0].uuid}`, { method: "DELETE", key: biz.key });
    // Another customer's and a voided invoice leave no trace.
    await post(biz, "/invoices", { contact: "Globex", date: "2026-10-06", record_items: item(99999) });
    const voided = await post(biz, "/invoices", { contact: "Acme Ltd", date: "2026-10-07", record_items: item(1234) });
    await call(`/invoices/${voided.uuid}/void`, { method: "POST", key: biz.key });

    const data = await report(biz, "customer-statement?contact=Acme%20Ltd&from_date=2026-10-01&to_date=2026-10-31");
    const [opening, activity, closing] = data.content as Line[];
    expect(opening).toMatchObject({ label: "Opening balance", amount: 30000, date: "2026-09-30" });
    expect(activity!.children.map((l) => [l.date, l.label, l.debit, l.credit, l.balance])).toEqual([
      ["2026-10-05", "Invoice INV-0002", 70000, 0, 100000],
      ["2026-10-12", "Credit note CN-0001", 0, 5000, 95000],
      ["2026-10-15", "Payment on INV-0001", 0, 30000, 65000],
    ]);
    expect(closing).toMatchObject({ label: "Closing balance", amount: 65000 });
    expect(data.totals).toEqual({
      opening_balance: 30000,
      invoiced: 70000,
      received_and_credited: 35000,
      closing_balance: 65000,
    });
    expect(data.headings.map((h: { label: string }) => h.label)).toContain("Acme Ltd");
    // The closing balance is the customer's line of the aged receivables.
    const aged = await report(biz, "aged-receivables?contact=Acme%20Ltd&to_date=2026-10-31");
    expect(aged.totals.total).toBe(65000);
  });

  it("is refused without its contact, naming the parameter", async () => {
    const biz = await createBusiness();
    for (const name of ["customer-statement", "supplier-statement"]) {
      const res = await call(`/reports/${name}`, { key: biz.key });
      expectFailure(res, "invalid_request");
      expect(res.json.errors?.[0]?.field).toBe("contact");
    }
    // A filter a report does not use is refused, not ignored.
    for (const [query, field] of [
      ["income-statement?contact=Acme%20Ltd", "contact"],
      ["trial-balance?account=Cash", "account"],
      ["general-ledger?statement_balance=100", "statement_balance"],
    ]) {
      const res = await call(`/reports/${query}`, { key: biz.key });
      expectFailure(res, "invalid_request");
      expect(res.json.errors?.[0]?.field, query).toBe(field);
    }
  });

  it("for a supplier, runs through bills, supplier credits and payments to what the business owes", async () => {
    const biz = await createBusiness();
    const bill = await post(biz, "/bills", {
      contact: "Globex",
      date: "2026-10-02",
      record_items: [{ description: "Paper", quantity: 1, unit_price: 40000, account: "Office Supplies" }],
    });
    await post(biz, "/supplier-credits", {
      contact: "Globex",
      date: "2026-10-03",
      record_items: [{ description: "Paper returned", quantity: 1, unit_price: 4000, account: "Office Supplies" }],
    });
    await send(biz, `/bills/${bill.uuid}/payments`, {
      payments: [{ amount_paid: 10000, category: "Cash", date: "2026-10-04" }],
    });
    const data = await report(biz, "supplier-statement?contact=Globex&from_date=2026-10-01&to_date=2026-10-31");
    expect((data.content as Line[])[1]!.children.map((l) => [l.label, l.amount, l.balance])).toEqual([
      ["Bill BILL-0001", 40000, 40000],
      ["Supplier credit SC-0001", -4000, 36000],
      ["Payment on BILL-0001", -10000, 26000],
    ]);
    expect(data.totals).toMatchObject({ opening_balance: 0, billed: 40000, closing_balance: 26000 });
  });
});

describe("the bank reconciliation", () => {
  it("explains the books against the statement: rows not yet categorized, entries no row made", async () => {
    const biz = await createBusiness();
    const bank = await post(biz, "/accounts", {
      name: "GTBank current",
      type: "asset",
      sub_type: "bank",
      bank_name: "GTBank",
      nuban: "0123456785",
      opening_balance: 100000,
      opening_balance_date: "2026-09-30",
    });
    // The statement: a deposit categorized as income, a charge not yet categorized, closing at 149,500.
    const csv = [
      "Date,Narration,Debit,Credit,Balance",
      "2026-10-03,Deposit ACME,,50000.00,150000.00",
      "2026-10-05,SMS charges,500.00,,149500.00",
    ].join("\n");
    const rows = await uploadCsv(biz, bank.uuid, csv);
    const deposit = rows.find((r) => r.narration === "Deposit ACME")!;
    const categorized = await call(`/bank-transactions/${deposit.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "categorized", account: "Sales", link_destination: "income" },
    });
    expect(categorized.status, categorized.text).toBe(200);
    // A cheque written in the books, not yet presented: 20,000 out.
    await post(biz, "/expenses", {
      date: "2026-10-06",
      amount: 20000,
      account: "Rent",
      category: "GTBank current",
      narration: "Cheque 0042 rent",
    });

    const data = await report(biz, `bank-reconciliation?account=GTBank%20current&to_date=2026-10-31`);
    // Books: 100,000 + 50,000 − 20,000 = 130,000; + the −500 charge; + the 20,000 cheque = 149,500.
    expect(data.totals).toEqual({
      book_balance: 130000,
      statement_rows_not_in_books: -500,
      book_entries_not_on_statement: -20000,
      expected_statement_balance: 149500,
      statement_balance: 149500,
      difference: 0,
    });
    const [, rowsIn, entriesOut] = data.content as Line[];
    expect(rowsIn!.children.map((l) => [l.label, l.amount])).toEqual([["SMS charges", -500]]);
    expect(entriesOut!.children.map((l) => [l.date, l.amount])).toEqual([["2026-10-06", -20000]]);
    // A statement balance stated by hand that the items do not explain shows the difference.
    const off = await report(
      biz,
      `bank-reconciliation?account=GTBank%20current&to_date=2026-10-31&statement_balance=149000`,
    );
    expect(off.totals).toMatchObject({ statement_balance: 149000, difference: -500 });
    // A transfer another bank's row made is in the books, not on this statement: the other
    // bank's own row for it, left uncategorized so it is not posted twice, balances it.
    await post(biz, "/accounts", { name: "Zenith current", type: "asset", sub_type: "bank", bank_name: "Zenith Bank" });
    await uploadRows(biz, bank.uuid, [
      { date: "2026-10-07", amount: 10000, type: "debit", narration: "Transfer to Zenith" },
    ]);
    const zenith = (await call("/accounts/Zenith%20current", { key: biz.key })).json.data;
    await uploadRows(biz, zenith.uuid, [
      { date: "2026-10-07", amount: 10000, type: "credit", narration: "Transfer from GTBank" },
    ]);
    const out = (await call(`/bank-transactions?bank=${bank.uuid}`, { key: biz.key })).json.data.find(
      (r: { narration: string }) => r.narration === "Transfer to Zenith",
    );
    const moved = await call(`/bank-transactions/${out.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "categorized", account: "Zenith current" },
    });
    expect(moved.status, moved.text).toBe(200);
    const z = await report(
      biz,
      "bank-reconciliation?account=Zenith%20current&to_date=2026-10-31&statement_balance=10000",
    );
    expect(z.totals).toMatchObject({
      book_balance: 10000,
      statement_rows_not_in_books: 10000,
      book_entries_not_on_statement: 10000,
      expected_statement_balance: 10000,
      difference: 0,
    });
    // GTBank's own row made its side of the transfer: nothing new unexplained there.
    const g = await report(
      biz,
      "bank-reconciliation?account=GTBank%20current&to_date=2026-10-31&statement_balance=139500",
    );
    expect(g.totals).toMatchObject({ book_balance: 120000, book_entries_not_on_statement: -20000, difference: 0 });
    // Refused: no account, or one that is not a bank.
    expectFailure(await call("/reports/bank-reconciliation", { key: biz.key }), "invalid_request");
    const sales = await call("/reports/bank-reconciliation?account=Sales", { key: biz.key });
    expectFailure(sales, "invalid_request");
    expect(sales.json.errors?.[0]?.field).toBe("account");
  });
});

describe("completed bank reconciliations", () => {
  it("are kept once the books agree with the statement, hold the rows they reconciled, and start the next report, which comes out as a full reading would", async () => {
    const biz = await createBusiness();
    const bank = await post(biz, "/accounts", {
      name: "GTBank current",
      type: "asset",
      sub_type: "bank",
      bank_name: "GTBank",
      nuban: "0123456785",
      opening_balance: 100000,
      opening_balance_date: "2025-09-30",
    });
    const csv = [
      "Date,Narration,Debit,Credit,Balance",
      "2025-10-03,Deposit ACME,,50000.00,150000.00",
      "2025-10-05,SMS charges,500.00,,149500.00",
    ].join("\n");
    const rows = await uploadCsv(biz, bank.uuid, csv);
    const row = (narration: string) => rows.find((r) => r.narration === narration)!.uuid;
    await send(
      biz,
      `/bank-transactions/${row("Deposit ACME")}`,
      {
        status: "categorized",
        account: "Sales",
        link_destination: "income",
      },
      "PUT",
    );
    // A cheque in the books, not yet presented.
    await post(biz, "/expenses", { date: "2025-10-06", amount: 20000, account: "Rent", category: "GTBank current" });
    const path = `/banks/${bank.uuid}/reconciliations`;
    const complete = (body: unknown) => call(path, { method: "POST", key: biz.key, body });

    // Not agreeing to the unit: 400 naming statement_balance, with the difference; nothing kept.
    const off = await complete({ statement_date: "2025-10-31", statement_balance: 149000 });
    expectFailure(off, "invalid_request");
    expect(off.json.errors?.[0]?.field).toBe("statement_balance");
    expect(off.json.message).toContain("-500");
    expect((await call(path, { key: biz.key })).json.data).toEqual([]);
    // The balance on the last statement row by the date is the default.
    const october = await complete({ statement_date: "2025-10-31" });
    expect(october.status, october.text).toBe(201);
    expect(october.json.data).toMatchObject({
      statement_date: "2025-10-31",
      statement_balance: 149500,
      book_balance: 130000,
      outstanding: { statement_rows: 1, book_entries: 1 },
    });
    // Only after the latest; a row it reconciled keeps its categorization (409 naming it).
    expect((await complete({ statement_date: "2025-10-15", statement_balance: 149500 })).status).toBe(409);
    const held = await call(`/bank-transactions/${row("Deposit ACME")}`, {
      method: "PUT",
      key: biz.key,
      body: { status: "uncategorized" },
    });
    expect(held.status).toBe(409);
    expect(held.json.message).toContain("2025-10-31");
    expect((await call(`/bank-transactions/${row("Deposit ACME")}`, { method: "DELETE", key: biz.key })).status).toBe(
      409,
    );

    // November: the October charge categorized late, interest received, a back-dated
    // withdrawal entered by hand in October (after the reconciliation was completed).
    await send(
      biz,
      `/bank-transactions/${row("SMS charges")}`,
      { status: "categorized", account: "Bank Charges" },
      "PUT",
    );
    await uploadRows(biz, bank.uuid, [{ date: "2025-11-03", amount: 5000, type: "credit", narration: "Interest" }]);
    const interest = (await call(`/bank-transactions?bank=${bank.uuid}`, { key: biz.key })).json.data.find(
      (r: { narration: string }) => r.narration === "Interest",
    ).uuid;
    await send(biz, `/bank-transactions/${interest}`, { status: "categorized", account: "Other Income" }, "PUT");
    await post(biz, "/expenses", { date: "2025-10-20", amount: 1000, account: "Rent", category: "GTBank current" });
    const november = await report(
      biz,
      "bank-reconciliation?account=GTBank%20current&to_date=2025-11-30&statement_balance=154500",
    );
    // Books 100,000 + 50,000 − 20,000 − 500 + 5,000 − 1,000 = 133,500; the cheque and the
    // withdrawal not on the statement: 154,500, as the statement says.
    expect(november.totals).toEqual({
      book_balance: 133500,
      statement_rows_not_in_books: 0,
      book_entries_not_on_statement: -21000,
      expected_statement_balance: 154500,
      statement_balance: 154500,
      difference: 0,
    });
    expect((november.content as Line[])[2]!.children.map((l) => [l.date, l.amount])).toEqual([
      ["2025-10-06", -20000],
      ["2025-10-20", -1000],
    ]);
    expect(november.headings).toContainEqual({ label: "Last reconciled on 2025-10-31", level: 3 });
    const second = await complete({ statement_date: "2025-11-30", statement_balance: 154500 });
    expect(second.status, second.text).toBe(201);
    // Only the latest can be undone; undone, the report reads everything again and agrees.
    expect((await call(`${path}/${october.json.data.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(409);
    for (const done of [second, october])
      expect((await call(`${path}/${done.json.data.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect((await call(path, { key: biz.key })).json.data).toEqual([]);
    const full = await report(
      biz,
      "bank-reconciliation?account=GTBank%20current&to_date=2025-11-30&statement_balance=154500",
    );
    expect(full.totals).toEqual(november.totals);
    expect(full.content).toEqual(november.content);
    // Undone, the row may change again.
    expect(
      (
        await call(`/bank-transactions/${row("Deposit ACME")}`, {
          method: "PUT",
          key: biz.key,
          body: { status: "uncategorized" },
        })
      ).status,
    ).toBe(200);
    // Not a bank or cash account: 400; unknown: 404.
    expect((await call("/banks/Sales/reconciliations", { key: biz.key })).status).toBe(400);
    expect((await call(`/banks/${crypto.randomUUID()}/reconciliations`, { key: biz.key })).status).toBe(404);
  });
});

describe("report detail", () => {
  it("the general ledger names each line's document, contact and the other side of its entry", async () => {
    const biz = await createBusiness();
    const invoice = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: "2026-10-05",
      record_items: [{ description: "Chairs", quantity: 1, unit_price: 10000, tax_rate: 7.5 }],
    });
    await send(biz, `/invoices/${invoice.uuid}/payments`, {
      payments: [{ amount_paid: 10750, category: "Cash", date: "2026-10-07" }],
    });
    await post(biz, "/expenses", {
      date: "2026-10-08",
      amount: 2000,
      account: "Rent",
      category: "Cash",
      contact: "Landlord Ltd",
    });
    const data = await report(biz, "general-ledger?account=Cash&from_date=2026-10-01&to_date=2026-10-31");
    const cash = (data.content as Line[])[0]!;
    expect(cash.children.map((l) => [l.date, l.number, l.contact, l.other_side, l.debit, l.credit])).toEqual([
      ["2026-10-07", "INV-0001", "Acme Ltd", "Accounts Receivable", 10750, 0],
      ["2026-10-08", undefined, "Landlord Ltd", "Rent", 0, 2000],
    ]);
    // Across every account, the invoice's receivable line shows both accounts it was credited to.
    const all = await report(biz, "general-ledger?from_date=2026-10-01&to_date=2026-10-31");
    const receivable = (all.content as Line[]).find((a) => a.label === "Accounts Receivable")!;
    expect(receivable.children[0]).toMatchObject({ number: "INV-0001", contact: "Acme Ltd", debit: 10750 });
    expect(String(receivable.children[0]!.other_side).split(", ").sort()).toEqual(["Sales", "VAT Payable"]);
  });

  it("the aged report lists the open documents in each bucket", async () => {
    const biz = await createBusiness();
    const old = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: "2026-08-01",
      due_date: "2026-08-31",
      record_items: [{ description: "Chairs", quantity: 1, unit_price: 30000 }],
    });
    await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: "2026-10-20",
      due_date: "2026-11-19",
      record_items: [{ description: "Desk", quantity: 1, unit_price: 20000 }],
    });
    await send(biz, `/invoices/${old.uuid}/payments`, {
      payments: [{ amount_paid: 5000, category: "Cash", date: "2026-09-01" }],
    });
    const data = await report(biz, "aged-receivables?to_date=2026-10-31");
    const acme = (data.content as Line[])[0]!;
    const bucket = (label: string) => acme.children.find((b) => b.label === label)!;
    expect(bucket("61-90").children).toEqual([
      expect.objectContaining({ label: "INV-0001", due_date: "2026-08-31", amount: 25000, source: "invoice" }),
    ]);
    expect(bucket("current").children.map((d) => [d.label, d.amount])).toEqual([["INV-0002", 20000]]);
    expect(bucket("1-30").children).toEqual([]);
  });
});

describe("comparatives", () => {
  it("set each line beside the same line of the previous year or period, lines of either period included", async () => {
    const biz = await createBusiness();
    const sale = (date: string, price: number) =>
      post(biz, "/income", { date, amount: price, account: "Sales", category: "Cash" });
    await sale("2025-10-10", 30000);
    await post(biz, "/expenses", { date: "2025-10-12", amount: 4000, account: "Rent", category: "Cash" });
    await sale("2026-09-15", 20000);
    await sale("2026-10-10", 50000);
    const data = await report(biz, "income-statement?from_date=2026-10-01&to_date=2026-10-31&compare=previous_year");
    const lines = (data.content as (Line & { compare_amount?: number })[]).flatMap((section) => [
      section,
      ...section.children,
    ]);
    const find = (label: string) => lines.find((l) => l.label === label)!;
    expect(find("Sales")).toMatchObject({ amount: 50000, compare_amount: 30000 });
    // Rent had nothing this October: shown at 0 beside last year's 4,000.
    expect(find("Rent")).toMatchObject({ amount: 0, compare_amount: 4000 });
    expect(data.totals).toMatchObject({ net_income: 50000, compare_net_income: 26000 });
    expect(data.headings.at(-1).label).toBe("Compared with 2025-10-01 to 2025-10-31");
    const meta = (
      await call("/reports/income-statement?from_date=2026-10-01&to_date=2026-10-31&compare=previous_period", {
        key: biz.key,
      })
    ).json;
    expect(meta.meta.compare).toEqual({ from: "2026-08-31", to: "2026-09-30" });
    expect(meta.data.totals).toMatchObject({ net_income: 50000, compare_net_income: 20000 });
    // As of a date: the balance sheet beside the day before the period.
    const sheet = await report(biz, "balance-sheet?from_date=2026-10-01&to_date=2026-10-31&compare=previous_period");
    expect(sheet.totals).toMatchObject({ assets: 96000, compare_assets: 46000, compare_retained_earnings: 26000 });
    // Not for reports of documents or accounts' lines.
    const refused = await call("/reports/aged-receivables?compare=previous_year", { key: biz.key });
    expectFailure(refused, "invalid_request");
    expect(refused.json.errors?.[0]?.field).toBe("compare");
  });
});

describe("columns", () => {
  it("split the period into months or quarters, each line with its amount per column", async () => {
    const biz = await createBusiness();
    for (const [date, amount] of [
      ["2026-07-15", 10000],
      ["2026-08-20", 20000],
      ["2026-10-05", 40000],
    ] as const)
      await post(biz, "/income", { date, amount, account: "Sales", category: "Cash" });
    const res = await call("/reports/income-statement?from_date=2026-07-10&to_date=2026-10-31&columns=month", {
      key: biz.key,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.meta.columns).toEqual([
      { label: "2026-07", from: "2026-07-10", to: "2026-07-31" },
      { label: "2026-08", from: "2026-08-01", to: "2026-08-31" },
      { label: "2026-09", from: "2026-09-01", to: "2026-09-30" },
      { label: "2026-10", from: "2026-10-01", to: "2026-10-31" },
    ]);
    const sales = (res.json.data.content as Line[])
      .flatMap((section) => section.children)
      .find((l) => l.label === "Sales") as Line & { column_amounts: number[] };
    expect(sales).toMatchObject({ amount: 70000, column_amounts: [10000, 20000, 0, 40000] });
    expect(res.json.data.totals).toMatchObject({ net_income: 70000, "2026-08.net_income": 20000 });
    // Quarters, as of each quarter's end on the balance sheet.
    const sheet = await call("/reports/balance-sheet?from_date=2026-07-01&to_date=2026-12-31&columns=quarter", {
      key: biz.key,
    });
    expect(sheet.json.meta.columns.map((c: { label: string }) => c.label)).toEqual(["2026-Q3", "2026-Q4"]);
    expect(sheet.json.data.totals).toMatchObject({ "2026-Q3.assets": 30000, "2026-Q4.assets": 70000 });
    // In a file, one column per period.
    const csv = await call(
      "/reports/income-statement?from_date=2026-07-10&to_date=2026-10-31&columns=month&format=csv",
      {
        key: biz.key,
      },
    );
    expect(csv.text.split("\n")[0]).toContain("2026-07,2026-08,2026-09,2026-10");
    for (const query of ["columns=week", "columns=month&compare=previous_year", "columns=month&from_date=2020-01-01"]) {
      const refused = await call(`/reports/income-statement?${query}`, { key: biz.key });
      expectFailure(refused, "invalid_request");
    }
  });
});

describe("the cash basis", () => {
  it("counts invoices and bills as they are paid, and cash records as they are", async () => {
    const biz = await createBusiness();
    // 100,000 + 7.5% VAT: paid 43,000 in October (40% of it) and the rest in November.
    const invoice = await post(biz, "/invoices", {
      contact: "Acme Ltd",
      date: "2026-10-05",
      record_items: [{ description: "Consulting", quantity: 1, unit_price: 100000, tax_rate: 7.5, account: "Sales" }],
    });
    await send(biz, `/invoices/${invoice.uuid}/payments`, {
      payments: [{ amount_paid: 43000, category: "Cash", date: "2026-10-20" }],
    });
    await send(biz, `/invoices/${invoice.uuid}/payments`, {
      payments: [{ amount_paid: 64500, category: "Cash", date: "2026-11-10" }],
    });
    // A bill not yet paid, and rent paid at once.
    await post(biz, "/bills", {
      contact: "Globex",
      date: "2026-10-06",
      record_items: [{ description: "Paper", quantity: 1, unit_price: 30000, account: "Office Supplies" }],
    });
    await post(biz, "/expenses", { date: "2026-10-07", amount: 5000, account: "Rent", category: "Cash" });
    const october = "from_date=2026-10-01&to_date=2026-10-31";
    const accrual = await report(biz, `income-statement?${october}`);
    expect(accrual.totals).toMatchObject({ revenue: 100000, net_income: 65000 });
    const cash = await report(biz, `income-statement?${october}&basis=cash`);
    // 40% of the sale; nothing of the unpaid bill; the rent.
    expect(cash.totals).toMatchObject({ revenue: 40000, operating_expenses: 5000, net_income: 35000 });
    expect(cash.headings.map((h: { label: string }) => h.label)).toContain("Cash basis");
    const november = await report(biz, "income-statement?from_date=2026-11-01&to_date=2026-11-30&basis=cash");
    expect(november.totals).toMatchObject({ revenue: 60000, net_income: 60000 });
    // The balance sheet and trial balance as of 31 October agree with it: no receivable or
    // payable, 40% of the VAT, the cash that moved, and October's cash-basis profit in equity.
    const sheet = await report(biz, "balance-sheet?to_date=2026-10-31&basis=cash");
    expect(sheet.totals).toMatchObject({ assets: 38000, liabilities: 3000, equity: 35000 });
    expect(sheet.headings.map((h: { label: string }) => h.label)).toContain("Cash basis");
    const trial = await report(biz, "trial-balance?to_date=2026-10-31&basis=cash");
    expect(trial.totals).toMatchObject({ debit: 43000, credit: 43000, difference: 0 });
    const lines = Object.fromEntries(
      trial.content[0].children.map((c: { label: string; amount: number }) => [c.label, c.amount]),
    );
    expect(lines).toEqual({ Cash: 38000, "VAT Payable": -3000, Sales: -40000, Rent: 5000 });
    // On the accrual basis the same books owe and are owed.
    const accrualTrial = await report(biz, "trial-balance?to_date=2026-10-31");
    expect(accrualTrial.totals.debit).toBe(64500 + 38000 + 5000 + 30000);
    // The cash flow: the same cash, from the cash-basis profit.
    const flow = await report(biz, `cash-flow-statement?${october}&basis=cash`);
    expect(flow.totals).toMatchObject({ net_change: 38000, closing_cash: 38000 });
    // Reports that list what is owed have no other basis.
    const refused = await call("/reports/aged-receivables?basis=cash", { key: biz.key });
    expectFailure(refused, "invalid_request");
    expect(refused.json.errors?.[0]?.field).toBe("basis");
  });
});
