// Structured creates (issue 17): `record` / `records` in each resource's own shape go
// through the same pipeline as a prompt's drafts: direct and async, Idempotency-Key,
// validation, postings. References are exact; defaults are stated; nothing is dropped.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, type TestBusiness, today, waitForJob } from "./harness";

const post = (biz: TestBusiness, path: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(path, { method: "POST", key: biz.key, body: { process_type: "direct", ...body }, headers });

/** A record's posted lines, as account name and amounts, in line order. */
async function postings(uuid: string) {
  const { results } = await env.DB.prepare(
    `SELECT a.name AS account, l.debit, l.credit FROM journal_lines l
       JOIN journal_entries e ON e.id = l.entry_id JOIN accounts a ON a.id = l.account_id
       WHERE e.source_id = ? ORDER BY e.created_at, l.line_no`,
  )
    .bind(uuid)
    .all();
  return results;
}

/** One example record per creatable resource, and what the created record shows of it. */
const EXAMPLES: { path: string; record: Record<string, unknown>; shows: Record<string, unknown> }[] = [
  {
    path: "/contacts",
    record: { name: "Kanu Logistics", type: "supplier", email: "ops@kanu.example" },
    shows: { name: "Kanu Logistics", type: "supplier", email: "ops@kanu.example", phone: null },
  },
  {
    path: "/accounts",
    record: { name: "Fuel and Lubricants", code: "6120", type: "expense", sub_type: "operating_expense" },
    shows: { name: "Fuel and Lubricants", code: "6120", type: "expense", currency: "NGN" },
  },
  {
    path: "/journals",
    record: {
      date: "2026-11-20",
      narration: "Rent accrual",
      lines: [
        { account: "Rent", debit: 250000 },
        { account: "Accrued Liabilities", credit: 250000 },
      ],
    },
    shows: { date: "2026-11-20", narration: "Rent accrual" },
  },
  {
    path: "/invoices",
    record: {
      contact: "Ada Stores",
      date: "2026-11-20",
      terms_days: 14,
      record_items: [{ description: "Chairs", quantity: 2, unit_price: 1500, tax_rate: 7.5 }],
    },
    shows: {
      date: "2026-11-20",
      due_date: "2026-12-04",
      total_amount: 3225,
      contact: expect.objectContaining({ name: "Ada Stores" }),
    },
  },
  {
    path: "/bills",
    record: {
      contact: "Kanu Logistics",
      date: "2026-11-20",
      due_date: "2026-12-20",
      record_items: [{ description: "Haulage", unit_price: 45000, account: "Travel" }],
    },
    shows: { due_date: "2026-12-20", total_amount: 45000 },
  },
  {
    path: "/expenses",
    record: { date: "2026-11-20", amount: 15000, account: "Utilities", category: "Cash", narration: "Diesel" },
    shows: { amount: 15000, account: "Utilities", category: "Cash", narration: "Diesel" },
  },
  {
    path: "/income",
    record: { date: "2026-11-20", amount: 2000, account: "Other Income", category: "Cash", contact: "Ada Stores" },
    shows: { amount: 2000, account: "Other Income", category: "Cash" },
  },
];

describe("structured creates on every creatable resource", () => {
  for (const example of EXAMPLES) {
    describe(example.path, () => {
      it("record (direct): 201 with the record as sent", async () => {
        const biz = await createBusiness();
        const res = await post(biz, example.path, { record: example.record });
        expect(res.status, res.text).toBe(201);
        expect(res.json.data).toMatchObject(example.shows);
      });

      it("records: several created together, each with its own source_uuid", async () => {
        const biz = await createBusiness();
        const records = ["a", "b"].map((tag) => ({
          ...example.record,
          ...(example.path === "/contacts" || example.path === "/accounts"
            ? {
                name: `${example.record.name} ${tag}`,
                ...(example.record.code ? { code: `${example.record.code}${tag === "a" ? 1 : 2}` } : {}),
              }
            : {}),
          source_uuid: `ext-${tag}`,
        }));
        const res = await post(biz, example.path, { records });
        expect(res.status, res.text).toBe(201);
        expect(res.json.data.map((r: { source_uuid: string }) => r.source_uuid)).toEqual(["ext-a", "ext-b"]);
        const found = await call(`${example.path}/ext-b`, { key: biz.key });
        expect(found.status).toBe(200);
        expect(found.json.data.uuid).toBe(res.json.data[1].uuid);
      });

      it("async: the job creates the record as sent", async () => {
        const biz = await createBusiness();
        const accepted = await call(example.path, { method: "POST", key: biz.key, body: { record: example.record } });
        expect(accepted.status, accepted.text).toBe(200);
        const job = await waitForJob(biz.key, accepted.json.data.job_reference);
        expect(job.status, JSON.stringify(job.error)).toBe("completed");
        const got = await call(`${example.path}/${job.result.uuids[0]}`, { key: biz.key });
        expect(got.json.data).toMatchObject(example.shows);
      });

      it("Idempotency-Key: a retry replays the answer and creates nothing more", async () => {
        const biz = await createBusiness();
        const headers = { "Idempotency-Key": crypto.randomUUID() };
        const first = await post(biz, example.path, { record: example.record }, headers);
        const again = await post(biz, example.path, { record: example.record }, headers);
        expect(again.status).toBe(201);
        expect(again.headers.get("Idempotent-Replayed")).toBe("true");
        expect(again.json.data.uuid).toBe(first.json.data.uuid);
      });
    });
  }

  it("bank-transaction upload: records are rows beside transactions, no prompt needed", async () => {
    const biz = await createBusiness();
    const bank = await post(biz, "/accounts", {
      record: { name: "Zenith Current", type: "asset", sub_type: "bank", bank_name: "Zenith Bank" },
    });
    expect(bank.status, bank.text).toBe(201);
    const res = await post(biz, "/bank-transactions/upload", {
      bank: bank.json.data.uuid,
      records: [
        { date: "2026-11-18", amount: 12500, type: "debit", narration: "POS Shoprite" },
        { date: "2026-11-19", amount: 80000, type: "credit", narration: "Transfer from Ada Stores" },
      ],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.created).toBe(2);
    expect(res.json.data.transactions.map((t: { amount: number }) => t.amount)).toEqual([12500, 80000]);
  });
});

describe("structured and prompt creates post the same", () => {
  it("an invoice: same lines, accounts and amounts either way", async () => {
    const biz = await createBusiness();
    const fromPrompt = await post(biz, "/invoices", {
      prompt: `Invoice Ada Stores for 2 chairs at 1,500 each plus 7.5% VAT, dated ${today(-2)}, due in 14 days`,
    });
    expect(fromPrompt.status, fromPrompt.text).toBe(201);
    const structured = await post(biz, "/invoices", {
      record: {
        contact: "Ada Stores",
        date: today(-2),
        terms_days: 14,
        record_items: [{ description: "chairs", quantity: 2, unit_price: 1500, tax_rate: 7.5 }],
      },
    });
    expect(structured.status, structured.text).toBe(201);
    const { uuid: a, number: _n1, created_at: _c1, updated_at: _u1, ...one } = fromPrompt.json.data;
    const { uuid: b, number: _n2, created_at: _c2, updated_at: _u2, ...two } = structured.json.data;
    const withoutIds = (doc: typeof one) => ({
      ...doc,
      assumptions: undefined,
      narration: undefined,
      record_items: doc.record_items.map(({ uuid: _, ...item }: { uuid: string }) => item),
    });
    expect(withoutIds(two)).toEqual(withoutIds(one));
    expect(await postings(b)).toEqual(await postings(a));
  });

  it("an expense: same posting as the prompt that names the same accounts", async () => {
    const biz = await createBusiness();
    const fromPrompt = await post(biz, "/expenses", { prompt: `Paid 15,000 for Utilities from Cash on ${today(-1)}` });
    const structured = await post(biz, "/expenses", {
      record: { date: today(-1), amount: 15000, account: "Utilities", category: "Cash" },
    });
    expect(structured.status, structured.text).toBe(201);
    expect(await postings(structured.json.data.uuid)).toEqual(await postings(fromPrompt.json.data.uuid));
  });
});

describe("structured and prompt creates post the same: bills, income, journals", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    [
      "/bills",
      `Bill from Kanu Logistics for 3 cartons of printer paper at 15,000 each, dated ${today(-3)}, due in 30 days`,
      {
        contact: "Kanu Logistics",
        date: today(-3),
        terms_days: 30,
        record_items: [{ description: "printer paper", quantity: 3, unit_price: 15000, account: "Office Supplies" }],
      },
    ],
    [
      "/income",
      `Received 2,000 Other Income in Cash on ${today(-1)}`,
      { date: today(-1), amount: 2000, account: "Other Income", category: "Cash" },
    ],
    [
      "/journals",
      `Journal on ${today(-4)}: debit Rent 250,000, credit Accrued Liabilities 250,000`,
      {
        date: today(-4),
        lines: [
          { account: "Rent", debit: 250000 },
          { account: "Accrued Liabilities", credit: 250000 },
        ],
      },
    ],
  ];
  for (const [path, prompt, record] of cases) {
    it(path, async () => {
      const biz = await createBusiness();
      const fromPrompt = await post(biz, path, { prompt });
      expect(fromPrompt.status, fromPrompt.text).toBe(201);
      const structured = await post(biz, path, { record });
      expect(structured.status, structured.text).toBe(201);
      const lines = await postings(structured.json.data.uuid);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines).toEqual(await postings(fromPrompt.json.data.uuid));
      expect(structured.json.data.date).toBe(fromPrompt.json.data.date);
    });
  }
});

describe("statement upload with records", () => {
  const rows = [
    { date: "2026-11-18", amount: 12500, type: "debit", narration: "POS Shoprite" },
    { date: "2026-11-19", amount: 80000, type: "credit", narration: "Transfer from Ada Stores" },
  ];

  it("async: the job imports the rows", async () => {
    const biz = await createBusiness();
    const accepted = await call("/bank-transactions/upload", {
      method: "POST",
      key: biz.key,
      body: { bank: "Cash", records: rows },
    });
    expect(accepted.status, accepted.text).toBe(200);
    const job = await waitForJob(biz.key, accepted.json.data.job_reference);
    expect(job.status, JSON.stringify(job.error)).toBe("completed");
    const listed = await call("/bank-transactions?limit=10", { key: biz.key });
    expect(listed.json.data.map((t: { amount: number }) => t.amount).sort()).toEqual([12500, 80000]);
  });

  it("Idempotency-Key: a retry replays the import and imports nothing more", async () => {
    const biz = await createBusiness();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await post(biz, "/bank-transactions/upload", { bank: "Cash", records: rows }, headers);
    expect(first.status, first.text).toBe(201);
    const again = await post(biz, "/bank-transactions/upload", { bank: "Cash", records: rows }, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.json.data).toEqual(first.json.data);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM bank_transactions WHERE business_id = ?")
      .bind(biz.id)
      .first();
    expect(count).toEqual({ n: 2 });
  });
});

describe("structured creates are exact and say what they chose", () => {
  it("the prompt beside a record becomes its narration; a stated default is in assumptions", async () => {
    const biz = await createBusiness();
    const res = await post(biz, "/invoices", {
      prompt: "November retainer, per contract 7",
      record: { contact: "Ada Stores", record_items: [{ description: "Retainer", unit_price: 100000 }] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.narration).toBe("November retainer, per contract 7");
    expect(res.json.data.record_items[0].account).toBe("Sales");
    expect(res.json.data.assumptions.map((a: { field: string }) => a.field)).toEqual([
      "date",
      "record_items.0.account",
      "due_date",
    ]);
    expect(res.json.data.assumptions[0].reason).toBe("the record states no date; dated today");
  });

  it("an account is found by its exact name, uuid or source_uuid, never loosely", async () => {
    const biz = await createBusiness();
    const loose = await post(biz, "/expenses", {
      record: { amount: 500, account: "Utility", category: "Cash" },
    });
    expect(loose.status).toBe(400);
    expect(loose.json.errors).toEqual([expect.objectContaining({ field: "record.account" })]);
    const wrongKind = await post(biz, "/expenses", { record: { amount: 500, account: "Sales", category: "Cash" } });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.errors![0]!.message).toBe("Sales is not an expense or asset account");
    const rent = (await call("/accounts/Rent", { key: biz.key })).json.data;
    const byUuid = await post(biz, "/expenses", { record: { amount: 500, account: rent.uuid, category: "cash" } });
    expect(byUuid.status, byUuid.text).toBe(201);
    expect(byUuid.json.data).toMatchObject({ account: "Rent", category: "Cash" });
  });

  it("a contact is found exactly; another name makes a new contact", async () => {
    const biz = await createBusiness();
    await post(biz, "/contacts", { record: { name: "Ada Stores Ltd", type: "customer", source_uuid: "crm-9" } });
    const bySource = await post(biz, "/invoices", {
      record: { contact: "crm-9", record_items: [{ description: "Chairs", unit_price: 100 }] },
    });
    expect(bySource.json.data.contact.name).toBe("Ada Stores Ltd");
    const other = await post(biz, "/invoices", {
      record: { contact: "Ada Stores", record_items: [{ description: "Chairs", unit_price: 100 }] },
    });
    expect(other.json.data.contact.name).toBe("Ada Stores");
    expect(other.json.data.contact.uuid).not.toBe(bySource.json.data.contact.uuid);
  });
});

describe("structured create bodies that are refused change nothing", () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ["neither prompt nor record", "/invoices", {}, "prompt"],
    [
      "record and records",
      "/contacts",
      { record: { name: "A", type: "other" }, records: [{ name: "B", type: "other" }] },
      "records",
    ],
    [
      "a prompt beside a contact record (contacts have no memo)",
      "/contacts",
      { prompt: "add Ada", record: { name: "Ada", type: "customer" } },
      "prompt",
    ],
    ["a record missing a required field", "/invoices", { record: { contact: "Ada" } }, "record.record_items"],
    [
      "a line item of the wrong type",
      "/invoices",
      { record: { contact: "Ada", record_items: [{ description: "x", unit_price: "ten" }] } },
      "record.record_items.0.unit_price",
    ],
    [
      "one source_uuid twice",
      "/contacts",
      {
        records: [
          { name: "A", type: "other", source_uuid: "x" },
          { name: "B", type: "other", source_uuid: "x" },
        ],
      },
      "records.1.source_uuid",
    ],
    [
      "files beside a record",
      "/contacts",
      { record: { name: "A", type: "other" }, attachments: [{ file: "YQ==", type: "base64", name: "a.txt" }] },
      "attachments",
    ],
    [
      "source_uuid beside records",
      "/contacts",
      { source_uuid: "s", records: [{ name: "A", type: "other" }] },
      "source_uuid",
    ],
    [
      "more than 100 records",
      "/contacts",
      { records: Array.from({ length: 101 }, (_, i) => ({ name: `C${i}`, type: "other" })) },
      "records",
    ],
    [
      "an unbalanced journal",
      "/journals",
      {
        record: {
          lines: [
            { account: "Rent", debit: 10 },
            { account: "Cash", credit: 9 },
          ],
        },
      },
      "record.lines",
    ],
    [
      "an account not in the chart",
      "/bills",
      { record: { contact: "Kanu", record_items: [{ description: "x", unit_price: 5, account: "Fuel" }] } },
      "record.record_items.0.account",
    ],
    [
      "the second of three records refused: its error names it",
      "/journals",
      {
        records: [
          {
            lines: [
              { account: "Rent", debit: 10 },
              { account: "Cash", credit: 10 },
            ],
          },
          {
            lines: [
              { account: "Rent", debit: 10 },
              { account: "Petrol", credit: 10 },
            ],
          },
          {
            lines: [
              { account: "Rent", debit: 10 },
              { account: "Cash", credit: 10 },
            ],
          },
        ],
      },
      "records.1.lines.1.account",
    ],
    ["an account with an unknown type", "/accounts", { record: { name: "Fuel", type: "expenses" } }, "record.type"],
    [
      "an account whose sub_type belongs to another type",
      "/accounts",
      { record: { name: "Fuel", type: "expense", sub_type: "bank" } },
      "record.sub_type",
    ],
    [
      "an expense paid from an account that is not cash or bank",
      "/expenses",
      { record: { amount: 500, account: "Rent", category: "Sales" } },
      "record.category",
    ],
    [
      "an expense with a negative amount",
      "/expenses",
      { record: { amount: -500, account: "Rent", category: "Cash" } },
      "record.amount",
    ],
    [
      "income booked to an expense account",
      "/income",
      { record: { amount: 500, account: "Rent", category: "Cash" } },
      "record.account",
    ],
    [
      "income with no amount",
      "/income",
      { records: [{ account: "Other Income", category: "Cash" }] },
      "records.0.amount",
    ],
    [
      "a statement row with a date that does not exist",
      "/bank-transactions/upload",
      { bank: "Cash", records: [{ date: "2026-02-30", amount: 10, type: "debit", narration: "x" }] },
      "records.0.date",
    ],
    [
      "a journal dated in year 0000",
      "/journals",
      {
        record: {
          date: "0000-01-01",
          lines: [
            { account: "Rent", debit: 10 },
            { account: "Cash", credit: 10 },
          ],
        },
      },
      "record.date",
    ],
    [
      "a statement row with no type",
      "/bank-transactions/upload",
      { bank: "Cash", record: { date: "2026-02-03", amount: 10, narration: "x" } },
      "record.type",
    ],
  ];
  /** Rows a refused create could have written. */
  const counts = async (businessId: string) => {
    const tables = ["audit_log", "journal_lines", "accounts", "contacts", "documents", "bank_transactions", "jobs"];
    const out: Record<string, unknown> = {};
    for (const table of tables)
      out[table] = (
        await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE business_id = ?`).bind(businessId).first()
      )?.n;
    return out;
  };
  for (const [name, path, body, field] of cases) {
    it(name, async () => {
      const biz = await createBusiness();
      const before = await counts(biz.id);
      const res = await post(biz, path, body);
      expect(res.status, res.text).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain(field);
      expect(await counts(biz.id)).toEqual(before);
    });
  }
});

describe("the OpenAPI document shows both styles side by side, and its examples run", () => {
  it("every create route has a prompt, a record and a records example, each accepted as documented", async () => {
    const doc = (await call("/openapi.json")).json as unknown as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { examples?: object }> } } }>;
    };
    const creates = Object.entries(doc.paths).filter(
      ([path, item]) => item.post?.requestBody?.content["application/json"]?.examples && !path.includes("{"),
    );
    expect(creates.map(([path]) => path).sort()).toEqual([
      "/accounts",
      "/bank-transactions/upload",
      "/bills",
      "/contacts",
      "/credit-notes",
      "/expenses",
      "/income",
      "/invoices",
      "/journals",
      "/supplier-credits",
    ]);
    for (const [path, item] of creates) {
      const examples = item.post!.requestBody!.content["application/json"]!.examples as Record<
        string,
        { value: Record<string, unknown> }
      >;
      expect(Object.keys(examples), path).toEqual(["prompt", "record", "records"]);
      for (const [name, { value }] of Object.entries(examples)) {
        const biz = await createBusiness();
        const res = await call(path, { method: "POST", key: biz.key, body: value });
        expect(res.status, `${path} ${name}: ${res.text}`).toBe(value.process_type === "direct" ? 201 : 200);
        if (res.status === 200) {
          const job = await waitForJob(biz.key, res.json.data.job_reference);
          expect(job.status, `${path} ${name}: ${JSON.stringify(job.error)}`).toBe("completed");
        }
      }
    }
  });
});
