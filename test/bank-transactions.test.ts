// Bank transactions: statement uploads in several layouts with de-duplication,
// recognition, and the status machine with its postings and reconciliation.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { dateParser, signedAmount } from "../src/bank/statement-rows";
import { buildCreate } from "../src/creates/pipeline";
import { creators } from "../src/creates/registry";
import { call, createBusiness, db, expectFailure, type TestBusiness, today, waitForJob } from "./harness";
import { textPdf, toBase64, workbook } from "./helpers/files";

const direct = (biz: TestBusiness, path: string, prompt: string, extra: Record<string, unknown> = {}) =>
  call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct", ...extra } });
const upload = (biz: TestBusiness, body: Record<string, unknown>) =>
  call("/bank-transactions/upload", { method: "POST", key: biz.key, body: { process_type: "direct", ...body } });
const balance = async (biz: TestBusiness, name: string) =>
  (await call(`/accounts/${encodeURIComponent(name)}`, { key: biz.key })).json.data.balance as number;
const put = (biz: TestBusiness, uuid: string, body: unknown) =>
  call(`/bank-transactions/${uuid}`, { method: "PUT", key: biz.key, body });

async function setup() {
  const biz = await createBusiness();
  const bank = (
    await direct(
      biz,
      "/accounts",
      "add GTBank current account 0123456785, NGN, opening balance 1,000,000 on 1 January 2025",
    )
  ).json.data;
  return { biz, bank };
}

const GTB_CSV = [
  "GTBank Statement of Account,,,,,",
  "Trans Date,Value Date,Narration,Debit,Credit,Balance",
  '01-Nov-2025,01-Nov-2025,POS Shoprite Lekki,"12,500.00",,"987,500.00"',
  ",,purchase ref 8812,,,",
  '02-Nov-2025,02-Nov-2025,Transfer from Acme Ltd,,"50,000.00","1,037,500.00"',
  '03-Nov-2025,03-Nov-2025,SMS alert charge,52.50,,"1,037,447.50"',
  '03-Nov-2025,03-Nov-2025,SMS alert charge,52.50,,"1,037,395.00"',
].join("\n");

describe("statement rows", () => {
  it("read amounts and dates the way statements write them", () => {
    expect(
      ["1,250.00", "(500.00)", "-12.5", "1.250,50", "300 CR", "45 DR", "₦12,000.00", "1'250.75", ""].map(signedAmount),
    ).toEqual(["1250", "-500", "-12.5", "1250.5", "300", "-45", "12000", "1250.75", null]);
    expect(dateParser("d/m/Y")("05/11/2026")).toBe("2026-11-05");
    expect(dateParser("m/d/Y")("11/05/2026")).toBe("2026-11-05");
    expect(dateParser("d-M-Y")("05-Nov-2026")).toBe("2026-11-05");
    expect(dateParser("j F Y")("5 November 2026")).toBe("2026-11-05");
    expect(dateParser("d.m.y")("05.11.26")).toBe("2026-11-05");
    expect(dateParser("Y-m-d")("2026-02-30")).toBeNull();
    expect(dateParser("d/m/Y")("2026-11-05")).toBeNull();
  });
});

describe("upload", () => {
  it("refuses numeric dates that read both ways, naming date_format, and takes them once it is sent", async () => {
    const { biz, bank } = await setup();
    const prompt = "03/02/2025 POS purchase 5,000 DR\n04/02/2025 Transfer in 20,000 CR";
    const refused = await upload(biz, { prompt, bank: bank.uuid });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([expect.objectContaining({ field: "date_format" })]);
    expect((await call(`/bank-transactions?bank=${bank.uuid}`, { key: biz.key })).json.meta.total).toBe(0);
    const taken = await upload(biz, { prompt, bank: bank.uuid, date_format: "m/d/Y" });
    expect(taken.status, taken.text).toBe(201);
    expect(taken.json.data.transactions.map((t: { date: string }) => t.date).sort()).toEqual([
      "2025-03-02",
      "2025-04-02",
    ]);
  });

  it("imports transactions[] and prompt lines, and skips them on re-upload", async () => {
    const { biz, bank } = await setup();
    const body = {
      prompt: "Import these\n2025-11-04 Salary payment -250,000.00\n2025-11-05 Customer deposit 75,000",
      bank: bank.uuid,
      transactions: [{ date: "2025-11-06", amount: 1500.25, type: "debit", narration: "Diesel", ref: "FT123" }],
    };
    const first = await upload(biz, body);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.data).toMatchObject({ bank: bank.uuid, created: 3, skipped: 0 });
    expect(
      first.json.data.transactions.map((t: Record<string, unknown>) => [
        t.date,
        t.amount,
        t.type,
        t.narration,
        t.ref,
        t.status,
      ]),
    ).toEqual([
      ["2025-11-06", 1500.25, "debit", "Diesel", "FT123", "uncategorized"],
      ["2025-11-04", 250000, "debit", "Salary payment", null, "uncategorized"],
      ["2025-11-05", 75000, "credit", "Customer deposit", null, "uncategorized"],
    ]);
    const again = await upload(biz, { ...body, bank_uuid: bank.uuid });
    expect(again.json.data).toMatchObject({ created: 0, skipped: 3 });
    expect((await call("/bank-transactions", { key: biz.key })).json.meta.total).toBe(3);
    // Nothing is posted on import.
    expect(await balance(biz, "GTBank current account")).toBe(1000000);
  });

  it.each([
    [
      "csv (debit/credit columns, title row, wrapped narration)",
      { file: toBase64(GTB_CSV), type: "base64", name: "gtb.csv" },
      undefined,
    ],
    [
      "xlsx (German layout, signed amount, decimal commas)",
      {
        file: toBase64(
          workbook(
            [
              ["Datum", "Beschreibung", "Betrag", "Saldo"],
              ["01.11.2025", "POS Shoprite Lekki purchase ref 8812", "-12.500,00", "987.500,00"],
              ["02.11.2025", "Transfer from Acme Ltd", "50.000,00", "1.037.500,00"],
              ["03.11.2025", "SMS alert charge", "-52,50", "1.037.447,50"],
              ["03.11.2025", "SMS alert charge", "-52,50", "1.037.395,00"],
            ],
            "xlsx",
          ),
        ),
        type: "base64",
        name: "bank.xlsx",
      },
      "d.m.Y",
    ],
    [
      "xls (withdrawal/lodgement columns)",
      {
        file: toBase64(
          workbook(
            [
              ["Date", "Details", "Withdrawals", "Lodgements", "Balance"],
              ["01/11/2025", "POS Shoprite Lekki purchase ref 8812", "12500", "", "987500"],
              ["02/11/2025", "Transfer from Acme Ltd", "", "50000", "1037500"],
              ["03/11/2025", "SMS alert charge", "52.5", "", "1037447.5"],
              ["03/11/2025", "SMS alert charge", "52.5", "", "1037395"],
            ],
            "biff8",
          ),
        ),
        type: "base64",
        name: "bank.xls",
      },
      "d/m/Y",
    ],
    [
      "pdf (text lines with running balances, a wrapped description, opening and closing lines)",
      {
        file: toBase64(
          textPdf([
            "GTBank Statement of Account - November 2025",
            "Opening Balance 1,000,000.00",
            "01/11/2025 POS Shoprite Lekki 12,500.00 987,500.00",
            "purchase ref 8812",
            "02/11/2025 Transfer from Acme Ltd 50,000.00 1,037,500.00",
            "03/11/2025 SMS alert charge 52.50 1,037,447.50",
            "03/11/2025 SMS alert charge 52.50 1,037,395.00",
            "Closing Balance 1,037,395.00",
            "Page 1 of 1",
          ]),
        ),
        type: "base64",
        name: "statement.pdf",
      },
      "d/m/Y",
    ],
  ])("reads a statement: %s, keeping a genuine repeated row", async (_layout, attachment, dateFormat) => {
    const { biz, bank } = await setup();
    const body = {
      prompt: "Upload my November statement",
      bank: bank.uuid,
      attachments: [attachment],
      date_format: dateFormat,
    };
    const res = await upload(biz, body);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data.created).toBe(4);
    expect(
      res.json.data.transactions.map((t: Record<string, unknown>) => [t.date, t.amount, t.type, t.balance]),
    ).toEqual([
      ["2025-11-01", 12500, "debit", 987500],
      ["2025-11-02", 50000, "credit", 1037500],
      ["2025-11-03", 52.5, "debit", 1037447.5],
      ["2025-11-03", 52.5, "debit", 1037395],
    ]);
    expect(res.json.data.transactions.map((t: { narration: string }) => t.narration)).toEqual([
      "POS Shoprite Lekki purchase ref 8812",
      "Transfer from Acme Ltd",
      "SMS alert charge",
      "SMS alert charge",
    ]);
    expect(
      res.json.data.transactions.every(
        (t: Record<string, unknown>) =>
          t.status === "uncategorized" && t.statement_uuid === res.json.data.statement_uuid && t.bank === bank.uuid,
      ),
    ).toBe(true);
    expect(res.json.data).toMatchObject({ opening_balance: 1000000, closing_balance: 1037395 });
    expect((await upload(biz, body)).json.data).toMatchObject({ created: 0, skipped: 4 });
  });

  it("reads a statement pasted from a spreadsheet: tab-separated, an empty cell keeps its column", async () => {
    const { biz, bank } = await setup();
    const pasted = [
      "Date\tDescription\tDebit\tCredit\tBalance",
      "13/11/2025\tPOS SHOPRITE IKEJA\t15,400.00\t\t984,600.00",
      "14/11/2025\tTRF FROM ADEOLA FOODS\t\t240,000.00\t1,224,600.00",
    ].join("\n");
    const res = await upload(biz, { prompt: pasted, bank: bank.uuid });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.transactions.map((t: { type: string; amount: number }) => [t.type, t.amount])).toEqual([
      ["debit", 15400],
      ["credit", 240000],
    ]);
  });

  it("refuses a statement whose balances do not follow from its rows", async () => {
    const { biz, bank } = await setup();
    const broken = GTB_CSV.replace('"1,037,500.00"', '"1,037,000.00"');
    const res = await upload(biz, {
      prompt: "statement",
      bank: bank.uuid,
      attachments: [{ file: toBase64(broken), type: "base64", name: "gtb.csv" }],
    });
    expect(res.status).toBe(400);
    expect(res.json.errors![0]!.field).toMatch(/^rows\.\d+\.balance$/);
    const lines = "Opening Balance 5,000.00\n01/11/2025 Coffee 100.00 4,900.00\nClosing Balance 4,000.00";
    const closing = await upload(biz, {
      prompt: "statement",
      bank: bank.uuid,
      text_attachment: lines,
      date_format: "d/m/Y",
    });
    expect(closing.json.errors).toEqual([
      { field: "closing_balance", message: "The stated closing balance does not match the rows" },
    ]);
    expect((await call("/bank-transactions", { key: biz.key })).json.meta.total).toBe(0);
  });

  it("refuses bad requests without importing", async () => {
    const { biz, bank } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      // No prompt and no rows sent as JSON (rows alone need no prompt).
      [{ bank: bank.uuid, transactions: [] }, "prompt"],
      [{ prompt: "x", transactions: [] }, "bank"],
      [{ prompt: "x", bank: bank.uuid, bank_uuid: "other" }, "bank_uuid"],
      [
        { prompt: "x", bank: bank.uuid, transactions: [{ date: "2025-13-01", amount: 1, type: "debit" }] },
        "transactions.0.date",
      ],
      [
        { prompt: "x", bank: bank.uuid, transactions: [{ date: "2025-11-01", amount: -1, type: "debit" }] },
        "transactions.0.amount",
      ],
      [
        { prompt: "x", bank: bank.uuid, transactions: [{ date: "2025-11-01", amount: 1, type: "sideways" }] },
        "transactions.0.type",
      ],
      [{ prompt: "x", bank: "Rent", transactions: [{ date: "2025-11-01", amount: 1, type: "debit" }] }, "bank"],
      [{ prompt: "nothing here", bank: bank.uuid }, "transactions"],
    ];
    for (const [body, field] of cases) {
      const res = await upload(biz, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectFailure(res, "invalid_request");
      expect(
        res.json.errors!.map((e) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect((await call("/bank-transactions", { key: biz.key })).json.meta.total).toBe(0);
  });

  it("imports a statement larger than one insert statement holds, and caps rows per upload", async () => {
    const { biz, bank } = await setup();
    // Long narrations make the rows' JSON exceed one bulk insert statement several times.
    const rows = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          `2025-10-${String(1 + (i % 28)).padStart(2, "0")},Supplier payment ${i} ${"x".repeat(300)},${(i % 97) + 1}.25,`,
      );
    const csv = ["Date,Description,Debit,Credit", ...rows(2_500)].join("\n");
    const attachments = [{ file: toBase64(csv), type: "base64", name: "big.csv" }];
    const first = await upload(biz, { prompt: "statement", bank: bank.uuid, attachments });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ created: 2_500, skipped: 0 });
    const stored = new Map<string, { date: string; amount: number; type: string }>();
    for (let page = 1; page <= 25; page++) {
      const list = await call(`/bank-transactions?bank=${bank.uuid}&limit=100&page=${page}`, { key: biz.key });
      expect(list.json.meta.total).toBe(2_500);
      for (const row of list.json.data) stored.set(row.narration, row);
    }
    expect(stored.size).toBe(2_500);
    for (let i = 0; i < 2_500; i++) {
      expect(stored.get(`Supplier payment ${i} ${"x".repeat(300)}`)).toMatchObject({
        date: `2025-10-${String(1 + (i % 28)).padStart(2, "0")}`,
        amount: (i % 97) + 1.25,
        type: "debit",
        status: "uncategorized",
      });
    }
    const again = await upload(biz, { prompt: "statement", bank: bank.uuid, attachments });
    expect(again.json.data).toMatchObject({ created: 0, skipped: 2_500 });

    const tooMany = ["Date,Description,Debit,Credit", ...rows(10_001).map((r) => r.replace(/x+/, ""))].join("\n");
    const refused = await upload(biz, {
      prompt: "statement",
      bank: bank.uuid,
      attachments: [{ file: toBase64(tooMany), type: "base64", name: "huge.csv" }],
    });
    expect(refused.status).toBe(413);
    expect(refused.json.message).toMatch(/10001 rows; at most 10000/);
    // The same as JSON rows: 413 as documented, not a 400.
    const asJson = await upload(biz, {
      bank: bank.uuid,
      transactions: Array.from({ length: 10_001 }, (_, i) => ({
        date: "2026-11-01",
        amount: 1 + i,
        type: "debit",
        narration: `row ${i}`,
      })),
    });
    expect(asJson.status).toBe(413);
    expect(asJson.json.message).toMatch(/10001 rows; at most 10000/);
    expect((await call("/bank-transactions", { key: biz.key })).json.meta.total).toBe(2_500);
  });

  it("runs asynchronously as a job", async () => {
    const { biz, bank } = await setup();
    const res = await call("/bank-transactions/upload", {
      method: "POST",
      key: biz.key,
      body: { prompt: "2025-11-07 Coffee -1,200", bank: bank.uuid },
    });
    expect(res.status).toBe(200);
    const job = await waitForJob(biz.key, res.json.data.job_reference);
    expect(job).toMatchObject({ resource: "bank-transactions", status: "completed" });
    expect((await call(`/bank-transactions?bank=${bank.uuid}`, { key: biz.key })).json.data[0]).toMatchObject({
      narration: "Coffee",
      amount: 1200,
      statement_uuid: job.result.uuids[0],
    });
  });
});

describe("progress of a long upload", () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      date: `2025-11-${String((i % 28) + 1).padStart(2, "0")}`,
      amount: 100 + i,
      type: i % 2 ? ("credit" as const) : ("debit" as const),
      narration: `Row ${i + 1}`,
    }));

  it("is reported every 1,000 rows while the rows are read, and complete when the job is", async () => {
    const { biz, bank } = await setup();
    // The creator's own reports, as the queue consumer receives them.
    const reports: [number, number][] = [];
    await buildCreate(env, db(), creators["bank-transactions"], {
      businessId: biz.id,
      baseCurrency: "NGN",
      today: today(),
      country: "NG",
      records: undefined,
      prompt: "statement",
      options: { bank: bank.uuid, transactions: rows(2_500), apply_rules: false },
      idFor: () => crypto.randomUUID(),
      progress: async (done, total) => {
        reports.push([done, total]);
      },
    });
    expect(reports).toEqual([
      [0, 2_500],
      [1_000, 2_500],
      [2_000, 2_500],
    ]);
    // Queued: the job ends with every row done, and so says its progress.
    const res = await call("/bank-transactions/upload", {
      method: "POST",
      key: biz.key,
      body: { prompt: "November", bank: bank.uuid, transactions: rows(1_200) },
    });
    expect(res.status, res.text).toBe(200);
    const job = await waitForJob(biz.key, res.json.data.job_reference);
    expect(job).toMatchObject({ status: "completed", progress: { done: 1_200, total: 1_200 } });
  });
});

describe("status machine", () => {
  async function imported() {
    const { biz, bank } = await setup();
    const res = await upload(biz, {
      prompt: "statement",
      bank: bank.uuid,
      transactions: [
        { date: "2025-11-01", amount: 12500, type: "debit", narration: "POS Shoprite Lekki" },
        { date: "2025-11-02", amount: 50000, type: "credit", narration: "Transfer from Acme Ltd" },
        { date: "2025-11-03", amount: 3000, type: "debit", narration: "Diesel for generator" },
      ],
    });
    const [shoprite, acme, diesel] = res.json.data.transactions as { uuid: string }[];
    return { biz, bank, shoprite: shoprite!, acme: acme!, diesel: diesel! };
  }

  it("posts on categorize, reverses on leaving it, and refuses categorizing without an account", async () => {
    const { biz, shoprite } = await imported();
    const noAccount = await put(biz, shoprite.uuid, { status: "categorized" });
    expect(noAccount.status).toBe(400);
    expect(noAccount.json.errors![0]!.field).toBe("account");
    const done = await put(biz, shoprite.uuid, { status: "categorized", account: "Office Supplies" });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.data).toMatchObject({
      status: "categorized",
      account: "Office Supplies",
      link_destination: "journal",
    });
    expect(await balance(biz, "Office Supplies")).toBe(12500);
    expect(await balance(biz, "GTBank current account")).toBe(987500);
    const moved = await put(biz, shoprite.uuid, { account: "Rent" });
    expect(moved.status).toBe(400);
    const back = await put(biz, shoprite.uuid, { status: "uncategorized" });
    expect(back.json.data).toMatchObject({ status: "uncategorized", link_destination: null });
    expect(await balance(biz, "Office Supplies")).toBe(0);
    expect(await balance(biz, "GTBank current account")).toBe(1000000);
    expect((await put(biz, shoprite.uuid, { status: "recognized" })).status).toBe(200); // keeps its account as the suggestion
    expect((await put(biz, shoprite.uuid, { status: "bogus" })).status).toBe(400);
  });

  it("creates expense and income records through link_destination", async () => {
    const { biz, acme, diesel } = await imported();
    const expense = await put(biz, diesel.uuid, {
      status: "categorized",
      account: "Travel",
      link_destination: "expense",
    });
    expect(expense.status, JSON.stringify(expense.json)).toBe(200);
    const expenses = (await call("/expenses", { key: biz.key })).json.data;
    expect(expenses).toEqual([
      expect.objectContaining({ amount: 3000, account: "Travel", category: "GTBank current account" }),
    ]);
    expect((await call(`/expenses/${expenses[0].uuid}`, { method: "DELETE", key: biz.key })).status).toBe(409);
    expect(
      (await call(`/expenses/${expenses[0].uuid}`, { method: "PATCH", key: biz.key, body: { amount: 1 } })).status,
    ).toBe(409);
    const income = await put(biz, acme.uuid, { status: "categorized", account: "Sales", link_destination: "income" });
    expect(income.status).toBe(200);
    expect(await balance(biz, "Sales")).toBe(50000);
    expect((await put(biz, acme.uuid, { status: "uncategorized" })).status).toBe(200);
    expect((await call("/income", { key: biz.key })).json.meta.total).toBe(0);
    expect(await balance(biz, "Sales")).toBe(0);
    const wrongWay = await put(biz, acme.uuid, { status: "categorized", account: "Rent", link_destination: "expense" });
    expect(wrongWay.status).toBe(400);
  });

  it("categorizes and reconciles a foreign-currency bank's rows at the rate each is given", async () => {
    const { biz, bank: naira } = await setup();
    const usd = (await direct(biz, "/accounts", "Add Chase checking account 000123456789, USD, opening balance 0")).json
      .data;
    expect(usd.currency).toBe("USD");
    const uploaded = await upload(biz, {
      bank: usd.uuid,
      transactions: [
        { date: "2026-11-02", amount: 100, type: "debit", narration: "AWS" },
        { date: "2026-11-03", amount: 500, type: "credit", narration: "Acme pays" },
        { date: "2026-11-04", amount: 20, type: "debit", narration: "Wire fee" },
      ],
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const [aws, acme, fee] = uploaded.json.data.transactions as { uuid: string }[];

    // A journal needs the rate; without it, 400 naming exchange_rate and nothing posted.
    const unrated = await put(biz, aws!.uuid, { status: "categorized", account: "Travel" });
    expect(unrated.status).toBe(400);
    expect(unrated.json.errors![0]!.field).toBe("exchange_rate");
    expect(await balance(biz, "Travel")).toBe(0);
    const journaled = await put(biz, aws!.uuid, { status: "categorized", account: "Travel", exchange_rate: 1500 });
    expect(journaled.status, journaled.text).toBe(200);
    expect(journaled.json.data).toMatchObject({ status: "categorized", exchange_rate: 1500 });
    expect(await balance(biz, "Travel")).toBe(150000);
    expect(await balance(biz, "Chase checking account")).toBe(-100);
    // The rate changes only through uncategorized, which undoes the posting.
    expect((await put(biz, aws!.uuid, { exchange_rate: 1600 })).status).toBe(400);
    const undone = await put(biz, aws!.uuid, { status: "uncategorized" });
    expect(undone.json.data).toMatchObject({ status: "uncategorized", exchange_rate: null });
    expect(await balance(biz, "Travel")).toBe(0);

    // As an expense: its record carries the bank's currency and the rate.
    const expensed = await put(biz, fee!.uuid, {
      status: "categorized",
      account: "Bank Charges",
      link_destination: "expense",
      exchange_rate: 1520,
    });
    expect(expensed.status, expensed.text).toBe(200);
    expect(await balance(biz, "Bank Charges")).toBe(30400);

    // Reconciled against a dollar invoice raised at 1,500: paid at 1,550, the gain to FX.
    const invoice = await call("/invoices", {
      method: "POST",
      key: biz.key,
      body: {
        process_type: "direct",
        record: {
          contact: "Acme Ltd",
          date: "2026-11-01",
          currency: "USD",
          exchange_rate: 1500,
          record_items: [{ description: "Consulting", unit_price: 500 }],
        },
      },
    });
    expect(invoice.status, invoice.text).toBe(201);
    // Without a rate, the payment is at the invoice's, kept on the row; undone, then at 1,550.
    const atInvoiceRate = await put(biz, acme!.uuid, {
      status: "categorized",
      link_destination: `invoice:${invoice.json.data.uuid}`,
    });
    expect(atInvoiceRate.json.data.exchange_rate).toBe(1500);
    expect(await balance(biz, "Foreign Exchange Gain/Loss")).toBe(0);
    await put(biz, acme!.uuid, { status: "uncategorized" });
    const paid = await put(biz, acme!.uuid, {
      status: "categorized",
      link_destination: `invoice:${invoice.json.data.uuid}`,
      exchange_rate: 1550,
    });
    expect(paid.status, paid.text).toBe(200);
    expect((await call(`/invoices/${invoice.json.data.uuid}`, { key: biz.key })).json.data.balance).toBe(0);
    expect(await balance(biz, "Accounts Receivable")).toBe(0);
    expect(await balance(biz, "Foreign Exchange Gain/Loss")).toBe(-25000);
    expect(await balance(biz, "Chase checking account")).toBe(480);

    // A base-currency bank's row takes no rate.
    const naira_row = await upload(biz, {
      bank: naira.uuid,
      transactions: [{ date: "2026-11-05", amount: 1000, type: "debit", narration: "Diesel" }],
    });
    const refused = await put(biz, naira_row.json.data.transactions[0].uuid, {
      status: "categorized",
      account: "Utilities",
      exchange_rate: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors![0]!.field).toBe("exchange_rate");
    expect(await balance(biz, "Utilities")).toBe(0);
  });

  it("reconciles against invoices and bills, checking balances after each step", async () => {
    const { biz, acme, diesel } = await imported();
    const invoice =
      // Due after any day the suite runs on (2026-2030), so never overdue.
      (await direct(biz, "/invoices", "Invoice Acme Ltd for 1 project at 80,000 dated 2025-10-15, due 2031-01-31")).json
        .data;
    const reconciled = await put(biz, acme.uuid, {
      status: "categorized",
      link_destination: `invoice:${invoice.uuid}`,
    });
    expect(reconciled.status, JSON.stringify(reconciled.json)).toBe(200);
    expect(reconciled.json.data).toMatchObject({
      status: "categorized",
      account: "Accounts Receivable",
      link_destination: `invoice:${invoice.uuid}`,
    });
    let doc = (await call(`/invoices/${invoice.uuid}`, { key: biz.key })).json.data;
    expect(doc).toMatchObject({ amount_paid: 50000, balance: 30000, status: "partially_paid" });
    expect(doc.payments).toEqual([
      expect.objectContaining({ amount_paid: 50000, category: "GTBank current account", date: "2025-11-02" }),
    ]);
    expect(await balance(biz, "Accounts Receivable")).toBe(30000);
    expect(await balance(biz, "GTBank current account")).toBe(1050000);
    // Money out cannot pay an invoice; an unknown document is a 400.
    expect(
      (await put(biz, diesel.uuid, { status: "categorized", link_destination: `invoice:${invoice.uuid}` })).status,
    ).toBe(400);
    expect(
      (await put(biz, diesel.uuid, { status: "categorized", link_destination: `bill:${crypto.randomUUID()}` })).status,
    ).toBe(400);
    // A bill smaller than the transaction: it is paid, and the 1,000 above it is kept as
    // the supplier's credit (a supplier credit of that money), named on the row.
    const small = (
      await direct(biz, "/bills", "Bill from Total Energies for diesel for 2,000 dated 2025-10-15, due 2031-01-31")
    ).json.data;
    const over = await put(biz, diesel.uuid, { status: "categorized", link_destination: `bill:${small.uuid}` });
    expect(over.status, over.text).toBe(200);
    const kept = over.json.data.credit_uuid as string;
    expect((await call(`/bills/${small.uuid}`, { key: biz.key })).json.data).toMatchObject({
      status: "paid",
      amount_paid: 2000,
    });
    const credit = (await call(`/supplier-credits/${kept}`, { key: biz.key })).json.data;
    expect(credit).toMatchObject({ origin: "overpayment", total_amount: 1000, balance: 1000, date: "2025-11-03" });
    expect(await balance(biz, "Accounts Payable")).toBe(-1000);
    expect(await balance(biz, "GTBank current account")).toBe(1050000 - 3000);
    // Made by the row, the credit's posting is on the statement: no book entry left to reconcile.
    const rec = await call(
      `/reports/bank-reconciliation?account=${encodeURIComponent("GTBank current account")}&to_date=2025-11-30`,
      { key: biz.key },
    );
    expect(rec.status, rec.text).toBe(200);
    expect(rec.json.data.content[2].children).toEqual([]);
    // The credit changes only through the row; while it is applied, the row stays categorized.
    expect((await call(`/supplier-credits/${kept}/void`, { method: "POST", key: biz.key })).status).toBe(409);
    const other = (
      await direct(biz, "/bills", "Bill from Total Energies for diesel for 500 dated 2025-10-20, due 2031-01-31")
    ).json.data;
    const applied = await call(`/supplier-credits/${kept}/allocations`, {
      method: "POST",
      key: biz.key,
      body: { allocations: [{ document: other.uuid, amount: 500, date: "2025-11-05" }] },
    });
    expect(applied.status, applied.text).toBe(200);
    const refused = await put(biz, diesel.uuid, { status: "uncategorized" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain("allocations");
    const allocation = (await call(`/supplier-credits/${kept}`, { key: biz.key })).json.data.allocations[0].uuid;
    expect(
      (await call(`/supplier-credits/${kept}/allocations/${allocation}`, { method: "DELETE", key: biz.key })).status,
    ).toBe(200);
    // Uncategorized: the payment goes and the credit is voided (its number kept); the books are as before.
    expect((await put(biz, diesel.uuid, { status: "uncategorized" })).status).toBe(200);
    expect((await call(`/bills/${small.uuid}`, { key: biz.key })).json.data.status).toBe("unpaid");
    expect((await call(`/supplier-credits/${kept}`, { key: biz.key })).json.data).toMatchObject({
      status: "void",
      balance: 0,
    });
    expect(await balance(biz, "Accounts Payable")).toBe(2500);
    expect(await balance(biz, "GTBank current account")).toBe(1050000);
    expect((await call(`/bills/${small.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect((await call(`/bills/${other.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    const bill = (
      await direct(biz, "/bills", "Bill from Total Energies for diesel for 3,000 dated 2025-10-15, due 2031-01-31")
    ).json.data;
    expect((await put(biz, diesel.uuid, { status: "categorized", link_destination: `bill:${bill.uuid}` })).status).toBe(
      200,
    );
    expect((await call(`/bills/${bill.uuid}`, { key: biz.key })).json.data.status).toBe("paid");
    expect(await balance(biz, "Accounts Payable")).toBe(0);
    // The payment and the document it pays change only through the bank transaction.
    expect((await call(`/invoices/${invoice.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(409);
    const linkedPayment = doc.payments[0].uuid;
    expect(
      (
        await call(`/invoices/${invoice.uuid}/payments`, {
          method: "POST",
          key: biz.key,
          body: { payments: [{ uuid: linkedPayment, amount_paid: 1, category: "Cash", date: "2025-11-20" }] },
        })
      ).status,
    ).toBe(409);
    const removal = await call(`/invoices/${invoice.uuid}/payments/${linkedPayment}`, {
      method: "DELETE",
      key: biz.key,
    });
    expect(removal.status).toBe(409);
    expect(removal.json.message).toContain("uncategorized first");
    // Nor is the invoice's posting changed under it (its lines, discount or date); its narration may change.
    const edit = await call(`/invoices/${invoice.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { record_items: [{ description: "Project", quantity: 1, unit_price: 90000 }] },
    });
    expect(edit.status).toBe(409);
    expect(edit.json.message).toContain("uncategorized first");
    const renamed = await call(`/invoices/${invoice.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { narration: "Project fee" },
    });
    expect(renamed.status).toBe(200);
    // Leaving categorized removes just that payment; deleting a categorized row reverses it.
    expect((await put(biz, acme.uuid, { status: "uncategorized" })).status).toBe(200);
    doc = (await call(`/invoices/${invoice.uuid}`, { key: biz.key })).json.data;
    expect(doc).toMatchObject({ amount_paid: 0, status: "unpaid", payments: [] });
    expect(await balance(biz, "Accounts Receivable")).toBe(80000);
    expect((await call(`/bank-transactions/${diesel.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect((await call(`/bills/${bill.uuid}`, { key: biz.key })).json.data.status).toBe("unpaid");
    expect(await balance(biz, "GTBank current account")).toBe(1000000);
  });

  it("keeps a row whole as credit when its document was paid already, and undoes it even after that document is void", async () => {
    const { biz, acme } = await imported();
    const invoice = (
      await direct(biz, "/invoices", "Invoice Acme Ltd for 1 project at 20,000 dated 2025-10-15, due 2031-01-31")
    ).json.data;
    const cash = await call(`/invoices/${invoice.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 20000, category: "Cash", date: "2025-10-20" }] },
    });
    expect(cash.status, cash.text).toBe(200);
    // The 50,000 deposit on a paid invoice: no payment, all of it the customer's credit.
    const kept = await put(biz, acme.uuid, { status: "categorized", link_destination: `invoice:${invoice.uuid}` });
    expect(kept.status, kept.text).toBe(200);
    const credit = kept.json.data.credit_uuid as string;
    expect((await call(`/credit-notes/${credit}`, { key: biz.key })).json.data).toMatchObject({ total_amount: 50000 });
    expect((await call(`/invoices/${invoice.uuid}`, { key: biz.key })).json.data.payments).toHaveLength(1);
    // The invoice's own payment removed, the invoice voided: the row still undoes cleanly.
    const payment = cash.json.data.payments[0].uuid;
    expect(
      (await call(`/invoices/${invoice.uuid}/payments/${payment}`, { method: "DELETE", key: biz.key })).status,
    ).toBe(200);
    expect((await call(`/invoices/${invoice.uuid}/void`, { method: "POST", key: biz.key })).status).toBe(200);
    const undone = await put(biz, acme.uuid, { status: "uncategorized" });
    expect(undone.status, undone.text).toBe(200);
    expect((await call(`/credit-notes/${credit}`, { key: biz.key })).json.data.status).toBe("void");
    expect(await balance(biz, "Accounts Receivable")).toBe(0);
    expect(await balance(biz, "GTBank current account")).toBe(1000000);
  });

  it("recognizes new rows from categorized history", async () => {
    const { biz, bank, shoprite } = await imported();
    await put(biz, shoprite.uuid, { status: "categorized", account: "Office Supplies" });
    const next = await upload(biz, {
      prompt: "2025-11-09 POS Shoprite Lekki -8,000\n2025-11-09 Unknown merchant -10",
      bank: bank.uuid,
    });
    expect(next.json.data.transactions.map((t: Record<string, unknown>) => [t.narration, t.status, t.account])).toEqual(
      [
        ["POS Shoprite Lekki", "recognized", "Office Supplies"],
        ["Unknown merchant", "uncategorized", null],
      ],
    );
    expect(await balance(biz, "Office Supplies")).toBe(12500); // recognized posts nothing
    const off = await upload(biz, { prompt: "2025-11-10 POS Shoprite Lekki -1", bank: bank.uuid, apply_rules: false });
    expect(off.json.data.transactions[0].status).toBe("uncategorized");
    expect((await call("/bank-transactions?status=recognized", { key: biz.key })).json.meta.total).toBe(1);
  });

  it("recognizes by explicit rules first", async () => {
    const { biz, bank } = await setup();
    const rule = await call("/bank-rules", {
      method: "POST",
      key: biz.key,
      body: { pattern: "DSTV", account: "Utilities", type: "debit" },
    });
    expect(rule.status, JSON.stringify(rule.json)).toBe(201);
    expect(rule.json.data).toMatchObject({ pattern: "DSTV", account: "Utilities", type: "debit" });
    expect(
      (await call("/bank-rules", { method: "POST", key: biz.key, body: { pattern: "x", account: "Nope" } })).status,
    ).toBe(400);
    const res = await upload(biz, {
      prompt: "2025-11-09 Multichoice dstv subscription -24,500\n2025-11-09 DSTV refund 1,000",
      bank: bank.uuid,
    });
    expect(res.json.data.transactions.map((t: Record<string, unknown>) => [t.status, t.account])).toEqual([
      ["recognized", "Utilities"],
      ["uncategorized", null],
    ]);
    expect((await call("/bank-rules", { key: biz.key })).json.meta.total).toBe(1);
    expect((await call(`/bank-rules/${rule.json.data.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect((await call(`/bank-rules/${rule.json.data.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(404);
  });

  it("keep their bank account from being deleted (cashbook rule)", async () => {
    const biz = await createBusiness();
    const bank = (await direct(biz, "/accounts", "add GTBank current account 0123456785, NGN")).json.data;
    await upload(biz, { prompt: "2025-11-01 Coffee -100", bank: bank.uuid });
    const refused = await call(`/accounts/${bank.uuid}`, { method: "DELETE", key: biz.key });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain("cashbook rule");
    const [row] = (await call("/bank-transactions", { key: biz.key })).json.data;
    await call(`/bank-transactions/${row.uuid}`, { method: "DELETE", key: biz.key });
    expect((await call(`/accounts/${bank.uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);
  });

  it("keeps transactions and rules private to their business", async () => {
    const { biz, shoprite } = await imported();
    const other = await createBusiness();
    const rule = (
      await call("/bank-rules", {
        method: "POST",
        key: biz.key,
        body: { pattern: "shoprite", account: "Office Supplies" },
      })
    ).json.data;
    expect((await call("/bank-rules", { key: other.key })).json.meta.total).toBe(0);
    expect((await call(`/bank-rules/${rule.uuid}`, { method: "DELETE", key: other.key })).status).toBe(404);
    for (const method of ["GET", "DELETE"])
      expect((await call(`/bank-transactions/${shoprite.uuid}`, { method, key: other.key })).status).toBe(404);
    expect((await put(other, shoprite.uuid, { narration: "x" })).status).toBe(404);
    expect((await call("/bank-transactions", { key: other.key })).json.meta.total).toBe(0);
    expect((await call(`/bank-transactions/${shoprite.uuid}`, { key: biz.key })).status).toBe(200);
  });
});
