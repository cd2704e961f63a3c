// The ledger through its public interface and its module API: the default chart,
// accounts and banks, journals, balances as of a date, atomic batches, and properties
// that hold for any sequence of postings, edits and deletes.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountSpec } from "../src/accounts/extraction";
import { nubanCheckDigit, nubanProblem } from "../src/accounts/nuban";
import { runBatch } from "../src/db/batch";
import { accounts } from "../src/db/schema";
import { buildJournal, editJournal, removeJournal } from "../src/journals/journals";
import { accountTotals } from "../src/ledger/balances";
import { postEntry } from "../src/ledger/posting";
import { newId } from "../src/lib/ids";
import { call, createBusiness, db, expectFailure, type TestBusiness, today } from "./harness";
import { toBase64, workbook } from "./helpers/files";

const post = (biz: TestBusiness, path: string, body: unknown) => call(path, { method: "POST", key: biz.key, body });
const direct = (biz: TestBusiness, path: string, prompt: string, extra: Record<string, unknown> = {}) =>
  post(biz, path, { prompt, process_type: "direct", ...extra });
const account = async (biz: TestBusiness, name: string) =>
  (await call(`/accounts/${encodeURIComponent(name)}`, { key: biz.key })).json.data;

async function ledgerState(businessId: string) {
  const q = (sql: string) =>
    env.DB.prepare(sql)
      .bind(businessId)
      .all<Record<string, number | string>>()
      .then((r) => r.results);
  return {
    unbalancedEntries: await q(
      "SELECT entry_id FROM journal_lines WHERE business_id = ? GROUP BY entry_id HAVING sum(debit) != sum(credit) OR count(*) < 2",
    ),
    trial: (
      await q(
        "SELECT coalesce(sum(debit), 0) AS d, coalesce(sum(credit), 0) AS c FROM journal_lines WHERE business_id = ?",
      )
    )[0]!,
    totalsMismatch: await q(
      `SELECT t.account_id FROM account_period_totals t LEFT JOIN (
         SELECT account_id, substr(date, 1, 7) AS period, sum(debit) AS d, sum(credit) AS c FROM journal_lines WHERE business_id = ?1 GROUP BY 1, 2
       ) l ON l.account_id = t.account_id AND l.period = t.period
       WHERE t.business_id = ?1 AND (coalesce(l.d, 0) != t.debit OR coalesce(l.c, 0) != t.credit)`,
    ),
    dailyMismatch: await q(
      `SELECT t.account_id FROM account_daily_totals t LEFT JOIN (
         SELECT account_id, date, sum(debit) AS d, sum(credit) AS c FROM journal_lines WHERE business_id = ?1 GROUP BY 1, 2
       ) l ON l.account_id = t.account_id AND l.date = t.date
       WHERE t.business_id = ?1 AND (coalesce(l.d, 0) != t.debit OR coalesce(l.c, 0) != t.credit)`,
    ),
    yearlyMismatch: await q(
      `SELECT t.account_id FROM account_year_totals t LEFT JOIN (
         SELECT account_id, substr(date, 1, 4) AS year, sum(debit) AS d, sum(credit) AS c FROM journal_lines WHERE business_id = ?1 GROUP BY 1, 2
       ) l ON l.account_id = t.account_id AND l.year = t.year
       WHERE t.business_id = ?1 AND (coalesce(l.d, 0) != t.debit OR coalesce(l.c, 0) != t.credit)`,
    ),
    lines: await q(
      "SELECT id, entry_id, account_id, date, debit, credit, description FROM journal_lines WHERE business_id = ? ORDER BY id",
    ),
  };
}

describe("chart of accounts", () => {
  it("gives every new business the default chart", async () => {
    const biz = await createBusiness();
    const res = await call("/accounts?schema=accounts&limit=100&date_order=asc", { key: biz.key });
    expect(res.status).toBe(200);
    expect(res.json.meta.total).toBe(26);
    const byName = Object.fromEntries(res.json.data.map((a: { name: string }) => [a.name, a]));
    for (const [name, type, subType] of [
      ["Cash", "asset", "cash"],
      ["Accounts Receivable", "asset", "receivable"],
      ["Accounts Payable", "liability", "payable"],
      ["VAT Payable", "liability", "tax"],
      ["Opening Balance Equity", "equity", "opening_balance"],
      ["Retained Earnings", "equity", "retained_earnings"],
      ["Sales", "revenue", "operating_revenue"],
      ["Rent", "expense", "operating_expense"],
    ]) {
      expect(byName[name!], name).toMatchObject({
        type,
        sub_type: subType,
        is_default: true,
        balance: 0,
        currency: "NGN",
      });
    }
    expect((await call("/accounts?type=liability", { key: biz.key })).json.meta.total).toBe(4);
    expect((await call("/accounts?schema=chart", { key: biz.key })).status).toBe(400);
  });

  it("creates accounts from prompts and from a chart file", async () => {
    const biz = await createBusiness();
    const fuel = await direct(biz, "/accounts", "add an expense account Fuel, code 6120");
    expect(fuel.status, JSON.stringify(fuel.json)).toBe(201);
    expect(fuel.json.data).toMatchObject({
      name: "Fuel",
      code: "6120",
      type: "expense",
      sub_type: "operating_expense",
      currency: "NGN",
      is_default: false,
      balance: 0,
    });
    expect(
      (await direct(biz, "/accounts", "Create a revenue account called Consulting Income (4150)")).json.data,
    ).toMatchObject({ name: "Consulting Income", code: "4150", type: "revenue" });
    expect((await direct(biz, "/accounts", "add Insurance as an expense account")).json.data).toMatchObject({
      name: "Insurance",
      type: "expense",
    });
    const chart = workbook(
      [
        ["Account Name", "Code", "Type", "Detail Type"],
        ["Website Hosting", "6210", "Expense", ""],
        ["Equipment Loan", "2510", "Liability", "Long Term Liability"],
        ["Grants Received", "4910", "Income", ""],
      ],
      "xlsx",
    );
    const imported = await direct(biz, "/accounts", "Import our chart", {
      attachments: [{ file: toBase64(chart), type: "base64", name: "chart.xlsx" }],
    });
    expect(imported.status, JSON.stringify(imported.json)).toBe(201);
    expect(imported.json.data.map((a: Record<string, unknown>) => [a.name, a.code, a.type, a.sub_type])).toEqual([
      ["Website Hosting", "6210", "expense", "operating_expense"],
      ["Equipment Loan", "2510", "liability", "long_term_liability"],
      ["Grants Received", "4910", "revenue", "operating_revenue"],
    ]);
  });

  it("refuses duplicates, unknown types and bad input without writing", async () => {
    const biz = await createBusiness();
    const dupName = await direct(biz, "/accounts", "add an expense account RENT");
    expect(dupName.status).toBe(409);
    expectFailure(dupName, "conflict");
    expect((await direct(biz, "/accounts", "add an expense account Travel Two, code 6600")).status).toBe(409);
    const noType = await direct(biz, "/accounts", "add an account for staff welfare");
    expect(noType.status).toBe(400);
    expect(noType.json.errors!.map((e) => e.field)).toEqual(["type"]);
    expect((await call("/accounts", { key: biz.key })).json.meta.total).toBe(26);
  });

  it("updates accounts within the rules", async () => {
    const biz = await createBusiness();
    const fuel = (await direct(biz, "/accounts", "add an expense account Fuel, code 6120")).json.data;
    const renamed = await call(`/accounts/${fuel.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { name: "Fuel and Oil", code: "6121", source_uuid: "gl-fuel" },
    });
    expect(renamed.json.data).toMatchObject({ name: "Fuel and Oil", code: "6121", source_uuid: "gl-fuel" });
    expect((await call("/accounts/fuel and oil", { key: biz.key })).json.data.uuid).toBe(fuel.uuid);
    expect((await call("/accounts/gl-fuel", { key: biz.key })).json.data.uuid).toBe(fuel.uuid);
    const cash = await account(biz, "Cash");
    const typeChange = await call(`/accounts/${cash.uuid}`, { method: "PUT", key: biz.key, body: { type: "expense" } });
    expect(typeChange.status).toBe(400);
    expect(typeChange.json.message).toContain("default account");
    expect((await call(`/accounts/${fuel.uuid}`, { method: "PUT", key: biz.key, body: { name: "cash" } })).status).toBe(
      409,
    );
    expect(
      (await call(`/accounts/${fuel.uuid}`, { method: "PUT", key: biz.key, body: { type: "bogus" } })).status,
    ).toBe(400);
    // A role the books rely on stays with its type: an expense is never a bank or the receivable.
    for (const sub_type of ["bank", "receivable"]) {
      const role = await call(`/accounts/${fuel.uuid}`, { method: "PUT", key: biz.key, body: { sub_type } });
      expect(role.status).toBe(400);
      expect(role.json.errors).toEqual([
        { field: "sub_type", message: `${sub_type} is a sub_type of asset accounts, not expense` },
      ]);
    }
    const own = await call(`/accounts/${fuel.uuid}`, { method: "PUT", key: biz.key, body: { sub_type: "vehicle" } });
    expect(own.json.data.sub_type).toBe("vehicle");
  });

  it("deletes only what the rules allow, saying why", async () => {
    const biz = await createBusiness();
    const rent = await account(biz, "Rent");
    const refused = await call(`/accounts/${rent.uuid}`, { method: "DELETE", key: biz.key });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Rent is a default account and cannot be deleted");
    const fuel = (await direct(biz, "/accounts", "add an expense account Fuel, code 6120")).json.data;
    const spare = (await direct(biz, "/accounts", "add an expense account Spare, code 6130")).json.data;
    await direct(biz, "/journals", "Debit Fuel 100, credit Cash 100");
    const used = await call(`/accounts/${fuel.uuid}`, { method: "DELETE", key: biz.key });
    expect(used.status).toBe(400);
    expect(used.json.message).toContain("has postings");
    const ok = await call(`/accounts/${spare.uuid}`, { method: "DELETE", key: biz.key });
    expect(ok.json.data).toEqual({ uuid: spare.uuid, source_uuid: null, deleted: true });
    expect((await call(`/accounts/${spare.uuid}`, { key: biz.key })).status).toBe(404);
  });
});

describe("banks", () => {
  it("validates NUBAN check digits", () => {
    expect(nubanCheckDigit("058", "012345678")).toBe(5);
    expect(nubanProblem("0123456785", "058")).toBeNull();
    expect(nubanProblem("0123456789", "058")).toContain("check digit");
    expect(nubanProblem("12345", "058")).toContain("10 digits");
  });

  it("keeps an opening balance's stated year; a date without one that lands ahead is last year's", () => {
    const openingDate = (prompt: string, today: string) =>
      accountSpec.fromText(prompt, { prompt, today }).records[0]?.opening_balance_date;
    const bank = "add GTBank current account 0123456785, NGN, opening balance 250,000 on";
    expect(openingDate(`${bank} 1 November 2026`, "2026-01-01")).toBe("2026-11-01");
    expect(openingDate(`${bank} 1 December`, "2026-11-23")).toBe("2025-12-01");
    expect(openingDate(`${bank} 1 November`, "2026-11-23")).toBe("2026-11-01");
  });

  it("finds a known bank wherever the sentence names it", async () => {
    const biz = await createBusiness();
    const res = await direct(biz, "/accounts", "Add a bank account: Zenith Bank current account 1012345671, NGN");
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({
      sub_type: "bank",
      bank_name: "Zenith Bank",
      nuban: "1012345671",
      country: "NG",
    });
  });

  it("creates a bank with its opening balance posted against Opening Balance Equity", async () => {
    const biz = await createBusiness();
    const res = await direct(
      biz,
      "/accounts",
      "add GTBank current account 0123456785, NGN, opening balance 250,000 on 1 November 2026",
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      type: "asset",
      sub_type: "bank",
      bank_name: "GTBank",
      nuban: "0123456785",
      country: "NG",
      currency: "NGN",
      balance: 250000,
      opening_balance: 250000,
      opening_balance_date: "2026-11-01",
    });
    const banks = await call("/banks", { key: biz.key });
    expect(banks.json.meta.total).toBe(1);
    const bank = (await call(`/banks/${res.json.data.uuid}`, { key: biz.key })).json.data;
    expect(bank).toMatchObject({
      uuid: res.json.data.uuid,
      name: "GTBank current account",
      nuban: "0123456785",
      account_name: null,
      currency: "NGN",
      country: "NG",
      balance: 250000,
      opening_balance: 250000,
    });
    expect((await account(biz, "Opening Balance Equity")).balance).toBe(250000);
    // Not a bank: 404 on /banks.
    expect((await call(`/banks/${(await account(biz, "Cash")).uuid}`, { key: biz.key })).status).toBe(404);
    // A new opening balance reverses the old entry and posts the new one.
    const edited = await call(`/accounts/${bank.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { opening_balance: 300000.5 },
    });
    expect(edited.json.data).toMatchObject({ balance: 300000.5, opening_balance: 300000.5 });
    expect((await account(biz, "Opening Balance Equity")).balance).toBe(300000.5);
    const state = await ledgerState(biz.id);
    expect(state.lines).toHaveLength(6);
    expect(state.trial.d).toBe(state.trial.c);
  });

  it("refuses a wrong NUBAN and a foreign opening balance without a rate", async () => {
    const biz = await createBusiness();
    const bad = await direct(biz, "/accounts", "add GTBank current account 0123456789, NGN, opening balance 250,000");
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: "nuban", message: "the check digit does not match the bank" }]);
    const foreign = await direct(
      biz,
      "/accounts",
      "Add Chase checking account 000123456789, USD, opening balance 5,000",
    );
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors![0]!.field).toBe("exchange_rate");
    const withRate = await direct(
      biz,
      "/accounts",
      "Add Chase checking account 000123456789, USD, opening balance 5,000.25, rate 1500",
    );
    expect(withRate.status, JSON.stringify(withRate.json)).toBe(201);
    expect(withRate.json.data).toMatchObject({ currency: "USD", balance: 5000.25 });
    // Posted in the base currency at the rate: 5,000.25 x 1,500 = 7,500,375.00 NGN.
    expect((await account(biz, "Opening Balance Equity")).balance).toBe(7500375);
    expect((await call("/banks", { key: biz.key })).json.meta.total).toBe(1);
  });
});

describe("the database guards the ledger", () => {
  it("refuses one-sided or two-sided lines, and any change to what was posted", async () => {
    const biz = await createBusiness();
    const res = await call("/journals", {
      method: "POST",
      key: biz.key,
      body: { prompt: "Debit Rent 250, credit Cash 250", process_type: "direct" },
    });
    expect(res.status, res.text).toBe(201);
    const line = await env.DB.prepare("SELECT * FROM journal_lines WHERE business_id = ? LIMIT 1")
      .bind(biz.id)
      .first<Record<string, unknown>>();
    const refused = async (statement: D1PreparedStatement, reason: RegExp) =>
      expect(statement.run()).rejects.toThrow(reason);
    const insert = (debit: number, credit: number) =>
      env.DB.prepare(
        "INSERT INTO journal_lines (id, entry_id, business_id, account_id, date, line_no, debit, credit) VALUES (?, ?, ?, ?, ?, 9, ?, ?)",
      ).bind(crypto.randomUUID(), line!.entry_id, biz.id, line!.account_id, line!.date, debit, credit);
    await refused(insert(100, 100), /exactly one non-negative side/);
    await refused(insert(0, 0), /exactly one non-negative side/);
    await refused(insert(-100, 0), /exactly one non-negative side/);
    await refused(
      env.DB.prepare("UPDATE journal_lines SET debit = debit + 1 WHERE id = ?").bind(line!.id),
      /never changed/,
    );
    await refused(env.DB.prepare("DELETE FROM journal_lines WHERE id = ?").bind(line!.id), /never deleted/);
    await refused(
      env.DB.prepare("UPDATE journal_entries SET date = '2020-01-01' WHERE id = ?").bind(line!.entry_id),
      /never changed/,
    );
    await refused(env.DB.prepare("DELETE FROM journal_entries WHERE id = ?").bind(line!.entry_id), /never deleted/);
    const after = await env.DB.prepare("SELECT * FROM journal_lines WHERE id = ?").bind(line!.id).first();
    expect(after).toEqual(line);
  });
});

describe("journals", () => {
  it("posts, edits by reversal and deletes by reversal", async () => {
    const biz = await createBusiness();
    const created = await direct(
      biz,
      "/journals",
      "record depreciation of 1,200 on office equipment for January 2026",
      { source_uuid: "dep-jan" },
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const journal = created.json.data;
    expect(journal).toMatchObject({ date: "2026-01-31", source_uuid: "dep-jan" });
    expect(journal.lines.map((l: Record<string, unknown>) => [l.account, l.debit, l.credit])).toEqual([
      ["Depreciation Expense", 1200, 0],
      ["Accumulated Depreciation", 0, 1200],
    ]);
    expect((await call("/journals/dep-jan", { key: biz.key })).json.data).toEqual(journal);
    expect((await account(biz, "Depreciation Expense")).balance).toBe(1200);

    const edited = await call(`/journals/${journal.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: {
        lines: [
          { account: "depreciation expense", debit: 1500 },
          { account: "Accumulated Depreciation", credit: 1500 },
        ],
        reference: "JV-9",
      },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data.lines.map((l: Record<string, unknown>) => [l.account, l.debit, l.credit])).toEqual([
      ["Depreciation Expense", 1500, 0],
      ["Accumulated Depreciation", 0, 1500],
    ]);
    expect((await account(biz, "Depreciation Expense")).balance).toBe(1500);
    expect((await ledgerState(biz.id)).lines).toHaveLength(6);

    const unbalanced = await call(`/journals/${journal.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: {
        lines: [
          { account: "Rent", debit: 10 },
          { account: "Cash", credit: 9 },
        ],
      },
    });
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.json.errors![0]!.field).toBe("lines");
    const unknown = await call(`/journals/${journal.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: {
        lines: [
          { account: "Nope", debit: 10 },
          { account: "Cash", credit: 10 },
        ],
      },
    });
    expect(unknown.json.errors).toEqual([{ field: "lines.0.account", message: "Unknown account: Nope" }]);
    // A control account's balance is what open invoices (bills) owe: a manual line on it
    // must name whose it is.
    for (const control of ["Accounts Receivable", "Accounts Payable"]) {
      const res = await call(`/journals/${journal.uuid}`, {
        method: "PUT",
        key: biz.key,
        body: {
          lines: [
            { account: "Cash", debit: 10 },
            { account: control, credit: 10 },
          ],
        },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ field: "lines.1.contact", message: `Required on ${control}` }]);
      expect(res.json.message).toMatch(/names its (customer|supplier).*record an? (invoice|bill)/);
    }
    const toControl = await post(biz, "/journals", {
      process_type: "direct",
      record: {
        date: today(),
        lines: [
          { account: "Accounts Receivable", debit: 10000 },
          { account: "Sales", credit: 10000 },
        ],
      },
    });
    expect(toControl.status).toBe(400);
    expect(toControl.json.errors![0]!.field).toBe("record.lines.0.contact");
    const tooPrecise = await call(`/journals/${journal.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: {
        lines: [
          { account: "Rent", debit: 10.001 },
          { account: "Cash", credit: 10.001 },
        ],
      },
    });
    expect(tooPrecise.json.errors![0]!.field).toBe("lines.0.debit");
    expect((await ledgerState(biz.id)).lines).toHaveLength(6);

    const removed = await call("/journals/dep-jan", { method: "DELETE", key: biz.key });
    expect(removed.json.data).toEqual({ uuid: journal.uuid, source_uuid: "dep-jan", deleted: true });
    expect((await account(biz, "Depreciation Expense")).balance).toBe(0);
    const state = await ledgerState(biz.id);
    expect(state.lines).toHaveLength(8);
    expect(state.unbalancedEntries).toEqual([]);
    expect((await call("/journals", { key: biz.key })).json.meta.total).toBe(0);
  });

  it("reads journals from several phrasings and refuses what it cannot read", async () => {
    const biz = await createBusiness();
    for (const [prompt, lines] of [
      [
        "Debit Rent 500, credit Cash 500",
        [
          ["Rent", 500, 0],
          ["Cash", 0, 500],
        ],
      ],
      [
        "Dr Office Supplies 75.50 Cr Cash 75.50 ref JV-0042",
        [
          ["Office Supplies", 75.5, 0],
          ["Cash", 0, 75.5],
        ],
      ],
      [
        "Owner invested 1,000,000 into Cash on 1 November",
        [
          ["Cash", 1000000, 0],
          ["Owner's Equity", 0, 1000000],
        ],
      ],
      [
        "debit Salaries and Wages 3000 credit Accrued Liabilities 3000 for October",
        [
          ["Salaries and Wages", 3000, 0],
          ["Accrued Liabilities", 0, 3000],
        ],
      ],
    ] as const) {
      const res = await direct(biz, "/journals", prompt);
      expect(res.status, prompt).toBe(201);
      expect(res.json.data.lines.map((l: Record<string, unknown>) => [l.account, l.debit, l.credit])).toEqual(lines);
    }
    const unreadable = await direct(biz, "/journals", "pay the staff");
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.errors![0]!.field).toBe("lines");
    const unknownAccount = await direct(biz, "/journals", "Transfer 20,000 from Cash to Petty Cash yesterday");
    expect(unknownAccount.status).toBe(400);
    expect(unknownAccount.json.errors![0]).toEqual({
      field: "lines.0.account",
      message: "Unknown account: Petty Cash",
    });
    const queued = await post(biz, "/journals", { prompt: "Debit Rent 250, credit Cash 250" });
    expect(queued.status).toBe(200);
    const list = await call("/journals?date_order=asc", { key: biz.key });
    expect(list.json.meta.total).toBeGreaterThanOrEqual(4);
    expect((await account(biz, "Cash")).balance).toBeLessThan(1000000);
  });
});

describe("manual lines on control accounts", () => {
  const aged = async (biz: TestBusiness, kind: "receivables" | "payables") =>
    (await call(`/reports/aged-${kind}?to=${today()}`, { key: biz.key })).json.data;
  it("name their customer or supplier, count in the aged reports, and keep the account equal to them", async () => {
    const biz = await createBusiness();
    await post(biz, "/contacts", {
      process_type: "direct",
      record: { name: "Northwind Trading LLC", type: "customer" },
    });
    await post(biz, "/contacts", { process_type: "direct", record: { name: "Globex", type: "supplier" } });
    const invoice = await post(biz, "/invoices", {
      process_type: "direct",
      record: {
        contact: "Northwind Trading LLC",
        date: today(),
        record_items: [{ description: "x", quantity: 1, unit_price: 50000 }],
      },
    });
    expect(invoice.status, invoice.text).toBe(201);
    // An FX loss written off the customer's receivable: the line names the customer.
    const writeOff = await post(biz, "/journals", {
      process_type: "direct",
      record: {
        date: today(),
        lines: [
          { account: "Foreign Exchange Gain/Loss", debit: 1875 },
          { account: "Accounts Receivable", credit: 1875, contact: "Northwind Trading LLC" },
        ],
      },
    });
    expect(writeOff.status, writeOff.text).toBe(201);
    expect(writeOff.json.data.lines[1].contact).toEqual({ uuid: expect.any(String), name: "Northwind Trading LLC" });
    const receivables = await aged(biz, "receivables");
    expect(receivables.totals.total).toBe(48125);
    expect(receivables.content.map((c: { label: string; amount: number }) => [c.label, c.amount])).toEqual([
      ["Northwind Trading LLC", 48125],
    ]);
    expect((await account(biz, "Accounts Receivable")).balance).toBe(48125);
    // A supplier's opening payable, by prompt: the business's contact the prompt names.
    const opening = await direct(
      biz,
      "/journals",
      "Opening payable to Globex: Dr Opening Balance Equity 20,000, Cr Accounts Payable 20,000",
    );
    expect(opening.status, opening.text).toBe(201);
    expect(opening.json.data.lines[1].contact?.name).toBe("Globex");
    expect((await aged(biz, "payables")).totals.total).toBe(20000);
    expect((await account(biz, "Accounts Payable")).balance).toBe(20000);
    // Edits and deletes reverse the line with its contact: the report follows the account.
    const path = `/journals/${writeOff.json.data.uuid}`;
    const edited = await call(path, {
      method: "PUT",
      key: biz.key,
      body: {
        lines: [
          { account: "Foreign Exchange Gain/Loss", debit: 5000 },
          { account: "Accounts Receivable", credit: 5000, contact: "Northwind Trading LLC" },
        ],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await aged(biz, "receivables")).totals.total).toBe(45000);
    expect((await account(biz, "Accounts Receivable")).balance).toBe(45000);
    // The contact cannot go while a line names it; an unknown contact is 400 on the line.
    const contactUuid = writeOff.json.data.lines[1].contact.uuid;
    expect((await call(`/contacts/${contactUuid}`, { method: "DELETE", key: biz.key })).status).toBe(409);
    const unknown = await call(path, {
      method: "PUT",
      key: biz.key,
      body: {
        lines: [
          { account: "Cash", debit: 10 },
          { account: "Accounts Receivable", credit: 10, contact: "Nobody Ltd" },
        ],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors![0]!.field).toBe("lines.1.contact");
    expect((await call(path, { method: "DELETE", key: biz.key })).status).toBe(200);
    expect((await aged(biz, "receivables")).totals.total).toBe(50000);
    expect((await account(biz, "Accounts Receivable")).balance).toBe(50000);
  });
});

describe("accounts from everyday sentences", () => {
  it("read quoted names, bare codes, sub-types, typos and the holder's name", async () => {
    const biz = await createBusiness();
    const fields = async (prompt: string) => {
      const res = await direct(biz, "/accounts", prompt);
      expect(res.status, `${prompt}: ${res.text}`).toBe(201);
      const a = res.json.data;
      return [a.name, a.code, a.type, a.sub_type];
    };
    expect(await fields("add long-term liability 'Director's Loan' 2510")).toEqual([
      "Director's Loan",
      "2510",
      "liability",
      "long_term_liability",
    ]);
    expect(await fields("create cost of sales account Freight Inwards 5100")).toEqual([
      "Freight Inwards",
      "5100",
      "expense",
      "cost_of_sales",
    ]);
    expect(await fields("add an other income account 'Commission Income', code 4910")).toEqual([
      "Commission Income",
      "4910",
      "revenue",
      "other_income",
    ]);
    expect(await fields("ad expnse acct  repairs & maintenance , code 6350")).toEqual([
      "repairs & maintenance",
      "6350",
      "expense",
      "operating_expense",
    ]);
    const bank = await direct(biz, "/accounts", "Add Sterling Bank account 1029384750, account name Ota Ventures Ltd");
    expect(bank.status, bank.text).toBe(201);
    expect([bank.json.data.bank_name, bank.json.data.account_name]).toEqual(["Sterling Bank", "Ota Ventures Ltd"]);
  });

  it("refuse an amount the account has no place for, quoted", async () => {
    const biz = await createBusiness();
    const res = await direct(biz, "/accounts", "Add expense account Internet, monthly budget 50k");
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('"50k"');
    // An account number is no amount to refuse.
    expect((await direct(biz, "/accounts", "Add Zenith Bank current account 1012345671")).status).toBe(201);
  });
});

describe("journals from everyday sentences", () => {
  it("post the entry the sentence describes, matching loose account phrases and saying so", async () => {
    const biz = await createBusiness();
    expect(
      (await direct(biz, "/accounts", "Add a bank account: Zenith Bank current account 1012345671, NGN")).status,
    ).toBe(201);
    const zenith = "Zenith Bank current account";
    for (const [prompt, lines] of [
      [
        "Accrue salaries of 120,000",
        [
          ["Salaries and Wages", 120000, 0],
          ["Accrued Liabilities", 0, 120000],
        ],
      ],
      [
        "Loan repayment of 50k from Zenith",
        [
          ["Loans Payable", 50000, 0],
          [zenith, 0, 50000],
        ],
      ],
      [
        "The owner took 20,000 cash for personal use",
        [
          ["Owner's Equity", 20000, 0],
          ["Cash", 0, 20000],
        ],
      ],
      [
        "Paid 6,000 rent in advance from zenith",
        [
          ["Prepaid Expenses", 6000, 0],
          [zenith, 0, 6000],
        ],
      ],
      [
        "Fuel of 4,000 was posted to Rent in error, move it to Travel",
        [
          ["Travel", 4000, 0],
          ["Rent", 0, 4000],
        ],
      ],
      [
        "Debit Utilities 3,000 and Office Supplies 2,000, credit Cash 5,000",
        [
          ["Utilities", 3000, 0],
          ["Office Supplies", 2000, 0],
          ["Cash", 0, 5000],
        ],
      ],
      [
        "Bank interest earned 8,750 received in cash",
        [
          ["Cash", 8750, 0],
          ["Other Income", 0, 8750],
        ],
      ],
      [
        "Record VAT remittance of 3,400 paid to FIRS in cash",
        [
          ["VAT Payable", 3400, 0],
          ["Cash", 0, 3400],
        ],
      ],
      [
        "Transferred 1,000 from zenith to FIRS for VAT",
        [
          ["VAT Payable", 1000, 0],
          [zenith, 0, 1000],
        ],
      ],
      [
        "stock used internally: 2,500 from inventory to office supplies",
        [
          ["Office Supplies", 2500, 0],
          ["Inventory", 0, 2500],
        ],
      ],
      [
        "move 1,200 of rent to prepaid — we paid December rent early",
        [
          ["Prepaid Expenses", 1200, 0],
          ["Rent", 0, 1200],
        ],
      ],
      [
        "Accrue the audit fee of 9,000",
        [
          ["Professional Fees", 9000, 0],
          ["Accrued Liabilities", 0, 9000],
        ],
      ],
    ] as const) {
      const res = await direct(biz, "/journals", prompt);
      expect(res.status, `${prompt}: ${res.text}`).toBe(201);
      expect(res.json.data.lines.map((l: Record<string, unknown>) => [l.account, l.debit, l.credit])).toEqual(lines);
    }
    // The chart keeps no Drawings account: the owner's equity is reduced, stated.
    const drawings = await direct(biz, "/journals", "The owner took 20,000 cash for personal use");
    expect(drawings.json.data.assumptions).toContainEqual({
      field: "lines.0.account",
      value: "Owner's Equity",
      reason: "the chart has no Drawings account; booked to Owner's Equity",
    });
    // Nor a Petty Cash account: a float drawn from the bank goes to Cash, stated.
    const float = await direct(biz, "/journals", "petty cash float of 5,000 drawn from zenith");
    expect(float.status, float.text).toBe(201);
    expect(float.json.data.lines.map((l: Record<string, unknown>) => [l.account, l.debit, l.credit])).toEqual([
      ["Cash", 5000, 0],
      [zenith, 0, 5000],
    ]);
    expect(float.json.data.assumptions).toContainEqual({
      field: "lines.0.account",
      value: "Cash",
      reason: "the chart has no Petty Cash account; booked to Cash",
    });
    const loose = await direct(biz, "/journals", "Bank charges 1,500 on zenith yesterday");
    expect(loose.status).toBe(201);
    expect(loose.json.data.date).toBe(today(-1));
    expect(loose.json.data.assumptions).toEqual([
      { field: "lines.1.account", value: zenith, reason: `"zenith" is taken to mean ${zenith}` },
    ]);
    const undated = await direct(biz, "/journals", "Debit Rent 100, credit Cash 100");
    expect(undated.json.data.assumptions).toEqual([
      { field: "date", value: today(), reason: "the prompt states no date; dated today" },
    ]);
  });

  it("find the chart's loan by everyday words and book an accrual with no supplier where accruals are, saying so", async () => {
    const biz = await createBusiness();
    const loan = await direct(biz, "/journals", "Dr Bank Loan 40,000, Cr Cash 40,000");
    expect(loan.status, loan.text).toBe(201);
    expect(loan.json.data.lines.map((l: { account: string }) => l.account)).toEqual(["Loans Payable", "Cash"]);
    expect(loan.json.data.assumptions).toContainEqual({
      field: "lines.0.account",
      value: "Loans Payable",
      reason: '"Bank Loan" is taken to mean Loans Payable',
    });
    // A loan the business made is no borrowing: not Loans Payable.
    expect((await direct(biz, "/journals", "Dr Staff Loan 5,000, Cr Cash 5,000")).status).toBe(400);
    const accrual = await direct(
      biz,
      "/journals",
      "Accrue February water not yet billed, 18,000. Dr Utilities, Cr Accounts Payable",
    );
    expect(accrual.status, accrual.text).toBe(201);
    expect(accrual.json.data.lines.map((l: Record<string, unknown>) => [l.account, l.debit, l.credit])).toEqual([
      ["Utilities", 18000, 0],
      ["Accrued Liabilities", 0, 18000],
    ]);
    expect(accrual.json.data.assumptions).toContainEqual({
      field: "lines.1.account",
      value: "Accrued Liabilities",
      reason:
        "an accrual names no supplier, and Accounts Payable holds suppliers' bills; booked to Accrued Liabilities until the bill comes",
    });
    // Not an accrual: a payable line still names its supplier.
    const owed = await direct(biz, "/journals", "Dr Inventory 9,000 Cr Accounts Payable 9,000");
    expect(owed.status).toBe(400);
    expect(owed.json.message).toMatch(/names its supplier/);
  });

  it("read a word cut short, a date after 'accrued at', an arrow after an amount, who paid in, and an instalment split", async () => {
    const biz = await createBusiness();
    expect(
      (await direct(biz, "/accounts", "Add a bank account: Zenith Bank current account 1012345671, NGN")).status,
    ).toBe(201);
    const zenith = "Zenith Bank current account";
    for (const [prompt, lines] of [
      [
        "Depr. on the delivery van for February, 40,000",
        [
          ["Depreciation Expense", 40000, 0],
          ["Accumulated Depreciation", 0, 40000],
        ],
      ],
      [
        "Office rent for April, 300k, accrued on 30/04/2026",
        [
          ["Rent", 300000, 0],
          ["Accrued Liabilities", 0, 300000],
        ],
      ],
      [
        "Moved N80k Zenith -> petty cash",
        [
          ["Cash", 80000, 0],
          [zenith, 0, 80000],
        ],
      ],
      [
        "Additional capital of 2m brought in by the MD to zenith",
        [
          [zenith, 2000000, 0],
          ["Owner's Equity", 0, 2000000],
        ],
      ],
      [
        "Paid the April instalment on our loan, 300k via Zenith = 250k principal + 50k interest; interest is posted to bank charges",
        [
          ["Loans Payable", 250000, 0],
          ["Bank Charges", 50000, 0],
          [zenith, 0, 300000],
        ],
      ],
    ] as const) {
      const res = await direct(biz, "/journals", prompt);
      expect(res.status, `${prompt}: ${res.text}`).toBe(201);
      expect(res.json.data.lines.map((l: Record<string, unknown>) => [l.account, l.debit, l.credit])).toEqual(lines);
    }
  });

  it("refuse what the entry has no place for, and accounts the chart lacks, by name", async () => {
    const biz = await createBusiness();
    const before = (await call("/journals", { key: biz.key })).json.meta.total;
    const rate = await direct(biz, "/journals", "Depreciation of 12,500 on office equipment at a 20% rate");
    expect(rate.status).toBe(400);
    expect(rate.json.message).toContain('"20%"');
    const twoAmounts = await direct(biz, "/journals", "Accrue salaries of 100,000 and wages of 30,000");
    expect(twoAmounts.status).toBe(400);
    expect(twoAmounts.json.message).toContain('"30,000"');
    const unknown = await direct(biz, "/journals", "Debit Marketing 5,000, credit Cash 5,000");
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain("Marketing");
    const noBank = await direct(biz, "/journals", "Loan repayment of 50k");
    expect(noBank.status).toBe(400);
    expect(noBank.json.errors![0]!.message).toMatch(/bank or cash account/);
    expect((await call("/journals", { key: biz.key })).json.meta.total).toBe(before);
  });
});

describe("balances", () => {
  it("as of any date equal the sum of lines up to it", async () => {
    const biz = await createBusiness();
    const rent = await account(biz, "Rent");
    const cash = await account(biz, "Cash");
    const dates = ["2025-12-31", "2026-01-15", "2026-01-31", "2026-02-01", "2026-02-14", "2026-03-10"];
    for (const [i, date] of dates.entries()) {
      const { statements } = postEntry(db(), {
        businessId: biz.id,
        date,
        sourceType: "test",
        sourceId: `t${i}`,
        lines: [
          { accountId: rent.uuid, debit: (i + 1) * 100, credit: 0 },
          { accountId: cash.uuid, debit: 0, credit: (i + 1) * 100 },
        ],
      });
      await runBatch(db(), statements);
    }
    for (const asOf of ["2025-12-30", "2025-12-31", "2026-01-20", "2026-02-01", "2026-02-28", "2026-12-31"]) {
      const expected = dates.reduce((sum, d, i) => (d <= asOf ? sum + (i + 1) * 100 : sum), 0);
      const totals = await accountTotals(db(), biz.id, { asOf, accountIds: [rent.uuid, cash.uuid] });
      expect(totals.get(rent.uuid)?.debit ?? 0, asOf).toBe(expected);
      expect(totals.get(cash.uuid)?.credit ?? 0, asOf).toBe(expected);
    }
  });

  it("stay right for an entry over more accounts than one totals statement holds", async () => {
    const biz = await createBusiness();
    const chart = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.businessId, biz.id));
    const [credited, ...debited] = chart.slice(0, 21).map((a) => a.id);
    expect(debited).toHaveLength(20);
    // Twice on one day: the second posting adds to the rows the first created.
    for (const sourceId of ["wide-1", "wide-2"]) {
      const { statements } = postEntry(db(), {
        businessId: biz.id,
        date: "2026-05-05",
        sourceType: "test",
        sourceId,
        lines: [
          ...debited.map((accountId, i) => ({ accountId, debit: 100 + i, credit: 0 })),
          { accountId: credited!, debit: 0, credit: debited.reduce((s, _, i) => s + 100 + i, 0) },
        ],
      });
      await runBatch(db(), statements);
    }
    for (const asOf of ["2026-05-05", "2026-12-31"]) {
      const totals = await accountTotals(db(), biz.id, { asOf, accountIds: [credited!, ...debited] });
      for (const [i, id] of debited.entries()) expect(totals.get(id)?.debit, `${asOf} line ${i}`).toBe(2 * (100 + i));
      expect(totals.get(credited!)?.credit).toBe(2 * debited.reduce((s, _, i) => s + 100 + i, 0));
    }
  });
});

describe("atomicity", () => {
  it("a batch that fails part-way leaves nothing behind", async () => {
    const biz = await createBusiness();
    const rent = await account(biz, "Rent");
    const cash = await account(biz, "Cash");
    const before = await ledgerState(biz.id);
    const { statements } = postEntry(db(), {
      businessId: biz.id,
      date: "2026-11-01",
      sourceType: "test",
      sourceId: "x",
      lines: [
        { accountId: rent.uuid, debit: 500, credit: 0 },
        { accountId: cash.uuid, debit: 0, credit: 500 },
      ],
    });
    // The last statement breaks a unique constraint: an account named like an existing one.
    const failing = db().insert(accounts).values({
      id: newId(),
      businessId: biz.id,
      name: "Rent",
      nameKey: "rent",
      type: "expense",
      subType: "x",
      currency: "NGN",
      isDefault: false,
      createdAt: "",
      updatedAt: "",
    });
    await expect(runBatch(db(), [...statements, failing])).rejects.toThrow();
    expect(await ledgerState(biz.id)).toEqual(before);
    expect((await account(biz, "Rent")).balance).toBe(0);
  });
});

describe("ledger invariants", () => {
  it("hold for random sequences of postings, edits and deletes", async () => {
    const biz = await createBusiness();
    // Control accounts (receivable, payable) take documents only, never journal lines.
    const names = ["Cash", "Rent", "Sales", "Office Supplies", "Owner's Equity"];
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((minor) => minor / 100);
    const lines = fc
      .tuple(fc.subarray(names, { minLength: 2, maxLength: 4 }), fc.array(amount, { minLength: 1, maxLength: 3 }))
      .map(([accountsUsed, debits]) => {
        // Debits on all but the last account; the last takes the balancing credit.
        const debitLines = accountsUsed
          .slice(0, -1)
          .map((a, i) => ({ account: a, debit: debits[i % debits.length]!, credit: 0 }));
        const total = debitLines.reduce((s, l) => s + Math.round(l.debit * 100), 0) / 100;
        return [...debitLines, { account: accountsUsed.at(-1)!, debit: 0, credit: total }];
      });
    const date = fc
      .integer({ min: 0, max: 700 })
      .map((d) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
    const op = fc.oneof(
      fc.record({ kind: fc.constant("create" as const), date, lines }),
      fc.record({
        kind: fc.constant("edit" as const),
        pick: fc.nat(),
        date: fc.option(date, { nil: undefined }),
        lines: fc.option(lines, { nil: undefined }),
      }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const live: string[] = [];
        for (const step of ops) {
          const before = (await ledgerState(biz.id)).lines;
          if (step.kind === "create") {
            const built = await buildJournal(db(), biz.id, "NGN", newId(), {
              date: step.date,
              narration: null,
              reference: null,
              sourceUuid: null,
              lines: step.lines,
            });
            await runBatch(db(), built.statements);
            live.push(built.row.id);
          } else if (live.length > 0) {
            const id = live[step.pick % live.length]!;
            if (step.kind === "edit")
              await editJournal(db(), biz.id, "NGN", id, { date: step.date, lines: step.lines });
            else {
              await removeJournal(db(), biz.id, id);
              live.splice(live.indexOf(id), 1);
            }
          }
          const after = await ledgerState(biz.id);
          expect(after.unbalancedEntries).toEqual([]);
          expect(after.trial.d).toBe(after.trial.c);
          expect(after.totalsMismatch).toEqual([]);
          expect(after.dailyMismatch).toEqual([]);
          expect(after.yearlyMismatch).toEqual([]);
          // Posted lines are never changed or removed: everything before is still there.
          const afterById = new Map(after.lines.map((l) => [l.id, l]));
          for (const line of before) expect(afterById.get(line.id)).toEqual(line);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe("tenant isolation", () => {
  it("keeps accounts, banks and journals private", async () => {
    const [owner, other] = await Promise.all([createBusiness(), createBusiness()]);
    const bank = (await direct(owner, "/accounts", "add GTBank current account 0123456785, NGN, opening balance 1,000"))
      .json.data;
    const journal = (await direct(owner, "/journals", "Debit Rent 500, credit Cash 500", { source_uuid: "j-1" })).json
      .data;
    for (const path of [
      `/accounts/${bank.uuid}`,
      `/banks/${bank.uuid}`,
      `/journals/${journal.uuid}`,
      "/journals/j-1",
      "/accounts/GTBank current account",
    ]) {
      const res = await call(path.replace(/ /g, "%20"), { key: other.key });
      expect(res.status, path).toBe(404);
    }
    expect(
      (await call(`/journals/${journal.uuid}`, { method: "PUT", key: other.key, body: { narration: "x" } })).status,
    ).toBe(404);
    expect((await call(`/journals/${journal.uuid}`, { method: "DELETE", key: other.key })).status).toBe(404);
    expect((await call(`/accounts/${bank.uuid}`, { method: "DELETE", key: other.key })).status).toBe(404);
    expect((await call("/banks", { key: other.key })).json.meta.total).toBe(0);
    expect((await call("/journals", { key: other.key })).json.meta.total).toBe(0);
    // The other business cannot post to the owner's accounts by uuid either.
    const sneaky = await direct(other, "/journals", `Debit ${bank.uuid} 10, credit Cash 10`);
    expect(sneaky.status).toBe(400);
    expect((await account(other, "Rent")).balance).toBe(0);
    expect((await account(owner, "Rent")).balance).toBe(500);
  });
});
