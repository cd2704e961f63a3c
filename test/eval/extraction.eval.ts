// npm run eval:extraction: how well AI creates understand prompts as people write them
// (issue 16). Every case of a corpus in test/fixtures/extraction-eval runs as a direct
// create through the API, against a fresh business set up as the corpus's fixture says,
// on the fixture's "today" (vitest.config.ts sets the clock), and the record created (or
// the 400) is compared with the case's expectation. Prints the pass rate per resource and
// per corpus, and every failing case with why; it measures, it does not fail the run
// (except when a configured model answered no case at all: a broken set-up).
//
// Every corpus was written by a helper who never read the extractor. The development
// ones (development, -2 … -53; -42 and -43 are a US and a UK business's) are worked against; held-out.json is never looked at case by case while changing
// the extractor and never edited to fit it: its pass rate is the measure of generalization.
/// <reference types="vite/types/importMeta.d.ts" />
import { describe, expect, it } from "vitest";
import { buildAccount, NOT_A_BANK } from "../../src/accounts/accounts";
import type { AccountType } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { call, createBusiness, db, insertContacts, type TestBusiness, today } from "../harness";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Corpus {
  fixture: {
    today: string;
    /** The business's country (NG when not stated): how it writes dates, its tax rate. */
    country?: string;
    currency: string;
    /** A bank outside Nigeria has no NUBAN. */
    banks: { name: string; bank_name: string; nuban?: string | null; currency: string }[];
    contacts: { name: string; type: "customer" | "supplier" | "other" | "employee" }[];
    /** Accounts the business added to the default chart. */
    accounts?: { name: string; code: string; type: AccountType; sub_type: string }[];
  };
  cases: { id: string; resource: string; prompt: string; bank?: string; expect: Record<string, Json> }[];
}

// Every corpus in the folder, by file name ("development-12", "held-out").
const ALL_CORPORA: Record<string, Corpus> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Corpus>("../fixtures/extraction-eval/*.json", { eager: true, import: "default" }),
  ).map(([path, corpus]) => [path.replace(/^.*\/|\.json$/g, ""), corpus]),
);
// Each eval project runs on one day: the corpora written for it (and EVAL_CORPUS, when
// the command names one), at most EVAL_LIMIT cases each.
const LIMIT = process.env.EVAL_LIMIT ? Number(process.env.EVAL_LIMIT) : undefined;
const CORPORA = Object.fromEntries(
  Object.entries(ALL_CORPORA)
    .filter(
      ([name, c]) =>
        c.fixture.today === today() && (!process.env.EVAL_CORPUS || process.env.EVAL_CORPUS.split(",").includes(name)),
    )
    .map(([name, c]) => [name, { ...c, cases: c.cases.slice(0, LIMIT) }]),
);

const PATHS: Record<string, string> = {
  contacts: "/contacts",
  accounts: "/accounts",
  journals: "/journals",
  invoices: "/invoices",
  bills: "/bills",
  expenses: "/expenses",
  income: "/income",
  "bank-transactions": "/bank-transactions/upload",
};

async function setUp(fixture: Corpus["fixture"]): Promise<{ biz: TestBusiness; banks: Map<string, string> }> {
  const biz = await createBusiness({ currency: fixture.currency, country: fixture.country ?? "NG" });
  const banks = new Map<string, string>();
  for (const account of fixture.accounts ?? []) {
    const { statements } = await buildAccount(
      db(),
      biz.id,
      fixture.currency,
      newId(),
      {
        ...NOT_A_BANK,
        name: account.name,
        code: account.code,
        type: account.type,
        subType: account.sub_type,
        currency: fixture.currency,
      },
      null,
    );
    await db().batch(statements as [never, ...never[]]);
  }
  for (const bank of fixture.banks) {
    const id = newId();
    const { statements } = await buildAccount(
      db(),
      biz.id,
      fixture.currency,
      id,
      {
        name: bank.name,
        code: null,
        type: "asset",
        subType: "bank",
        currency: bank.currency,
        sourceUuid: null,
        bankName: bank.bank_name,
        bankCode: null,
        nuban: bank.nuban ?? null,
        branchCode: null,
        accountName: null,
        country: fixture.country ?? "NG",
      },
      null,
    );
    await db().batch(statements as [never, ...never[]]);
    banks.set(bank.name, id);
  }
  await insertContacts(
    biz.id,
    fixture.contacts.map((c) => ({ name: c.name, type: c.type })),
  );
  return { biz, banks };
}

const norm = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

/** Where `actual` differs from what `expected` states; fields the case does not state are not compared. */
function differences(expected: Json, actual: unknown, path: string): string[] {
  if (expected === null || typeof expected !== "object") {
    if (typeof expected === "number" && typeof actual === "number")
      return Math.abs(expected - actual) < 0.005 ? [] : [`${path}: expected ${expected}, got ${actual}`];
    return norm(expected) === norm(actual)
      ? []
      : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [`${path}: expected ${expected.length} entries, got ${Array.isArray(actual) ? actual.length : "none"}`];
    return expected.flatMap((item, i) => differences(item, actual[i], `${path}[${i}]`));
  }
  if (!actual || typeof actual !== "object") return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
  return Object.entries(expected).flatMap(([key, value]) => {
    let got = (actual as Record<string, unknown>)[key];
    // A contact is stated by name; the record carries {uuid, name}.
    if (key === "contact" && got && typeof got === "object") got = (got as { name: string }).name;
    return differences(value, got, path ? `${path}.${key}` : key);
  });
}

/** Journal lines compare as a set: {account, debit} or {account, credit}, in any order. */
function journalDifferences(expected: Record<string, Json>, actual: Record<string, unknown>): string[] {
  const { lines, ...rest } = expected;
  const out = differences(rest, actual, "");
  const got = ((actual.lines ?? []) as { account: string; debit: number; credit: number }[]).map((l) =>
    l.debit ? `${norm(l.account)} Dr ${l.debit}` : `${norm(l.account)} Cr ${l.credit}`,
  );
  const want = ((lines ?? []) as { account: string; debit?: number; credit?: number }[]).map((l) =>
    l.debit !== undefined ? `${norm(l.account)} Dr ${l.debit}` : `${norm(l.account)} Cr ${l.credit}`,
  );
  if (lines !== undefined && JSON.stringify([...got].sort()) !== JSON.stringify([...want].sort()))
    out.push(`lines: expected ${want.join("; ")}, got ${got.join("; ")}`);
  return out;
}

/** Cases whose create answered 503 model_unavailable: the configured model was not reached. */
let unreached = 0;

async function runCase(c: Corpus["cases"][number], fixture: Corpus["fixture"]): Promise<string[]> {
  const { biz, banks } = await setUp(fixture);
  const body: Record<string, unknown> = { prompt: c.prompt, process_type: "direct" };
  if (c.resource === "bank-transactions") body.bank = banks.get(c.bank ?? "") ?? c.bank;
  const res = await call(PATHS[c.resource]!, { method: "POST", key: biz.key, body });
  if (res.status === 503 && res.json.code === "model_unavailable") unreached++;
  const error = c.expect.error as { status: number; mentions?: string[] } | undefined;
  if (error) {
    if (res.status !== error.status) return [`expected ${error.status}, got ${res.status}: ${res.text.slice(0, 200)}`];
    const said = JSON.stringify([res.json.message, res.json.errors]).toLowerCase();
    return (error.mentions ?? [])
      .filter((m) => !said.includes(m.toLowerCase()))
      .map((m) => `the 400 does not name "${m}": ${said.slice(0, 200)}`);
  }
  if (res.status !== 201) return [`expected 201, got ${res.status}: ${res.text.slice(0, 200)}`];
  const data = res.json.data as Record<string, unknown> | Record<string, unknown>[];
  if (c.resource === "bank-transactions") {
    const list = await call(`/bank-transactions?bank=${body.bank}&date_order=asc&limit=100`, { key: biz.key });
    const rows = (
      list.json.data as { date: string; amount: number; type: string; narration: string; ref: string | null }[]
    ).map((r) => ({ ...r, amount: r.type === "debit" ? -r.amount : r.amount }));
    // Lines of one day have no order of their own (same date, same batch): compare by date, then amount.
    const order = (a: { date?: Json; amount?: Json }, b: { date?: Json; amount?: Json }) =>
      String(a.date).localeCompare(String(b.date)) || Number(a.amount) - Number(b.amount);
    rows.sort(order);
    const want = [...((c.expect.lines ?? []) as Record<string, Json>[])].sort(order);
    if (rows.length !== want.length) return [`lines: expected ${want.length}, got ${rows.length}`];
    // A narration matches when the stored one contains the expected words.
    return want.flatMap((line, i) => {
      const { narration, ...rest } = line;
      const got = rows[i]!;
      const out = differences(rest, got, `lines[${i}]`);
      if (
        typeof narration === "string" &&
        !String(got.narration ?? "")
          .toLowerCase()
          .includes(narration.toLowerCase())
      )
        out.push(`lines[${i}].narration: expected it to contain "${narration}", got "${got.narration}"`);
      return out;
    });
  }
  const record = Array.isArray(data) ? data[0]! : data;
  if (Array.isArray(data) && data.length !== 1) return [`expected one record, got ${data.length}`];
  return c.resource === "journals" ? journalDifferences(c.expect, record) : differences(c.expect, record, "");
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

describe.each(Object.entries(CORPORA))("extraction eval: %s", (name, corpus) => {
  it(`runs every case (${corpus.cases.length})`, async () => {
    const byResource = new Map<string, { pass: number; total: number }>();
    const failures: string[] = [];
    const took: number[] = [];
    unreached = 0;
    for (const c of corpus.cases) {
      const started = Date.now();
      const problems = await runCase(c, corpus.fixture).catch((err: unknown) => [`threw: ${String(err)}`]);
      took.push(Date.now() - started);
      const tally = byResource.get(c.resource) ?? { pass: 0, total: 0 };
      tally.total++;
      if (problems.length === 0) tally.pass++;
      else failures.push(`${c.id} (${c.resource}) "${c.prompt}"\n    ${problems.join("\n    ")}`);
      byResource.set(c.resource, tally);
    }
    const pass = [...byResource.values()].reduce((s, t) => s + t.pass, 0);
    const pct = (p: number, t: number) => `${((100 * p) / t).toFixed(1)}%`;
    const lines = [...byResource.entries()]
      .sort()
      .map(
        ([resource, t]) =>
          `  ${resource.padEnd(18)} ${String(t.pass).padStart(3)}/${String(t.total).padEnd(3)} ${pct(t.pass, t.total)}`,
      );
    console.log(
      [
        `\n${name}: ${pass}/${corpus.cases.length} = ${pct(pass, corpus.cases.length)} (extractor ${process.env.EXTRACTOR ?? "auto"}${
          process.env.AI_MODEL ? `, model ${process.env.AI_MODEL}` : ""
        }; per case, set-up included: median ${quantile(took, 0.5)} ms, p95 ${quantile(took, 0.95)} ms)`,
        ...lines,
        ...(unreached ? [`  the model did not answer in ${unreached} of ${corpus.cases.length} cases (503)`] : []),
        ...(process.env.EVAL_VERBOSE
          ? ["failures:", ...failures]
          : [`(EVAL_VERBOSE=1 lists the ${failures.length} failures)`]),
      ].join("\n"),
    );
    expect(corpus.cases.length).toBeGreaterThan(0);
    // It measures, it does not judge; but a configured model never reached is a broken
    // set-up (wrong --base-url, server down), not a score: the run fails.
    if (process.env.EXTRACTOR === "openai")
      expect(unreached, "the model was not reached in any case").toBeLessThan(corpus.cases.length);
    // (A corpus runs its cases one after another, each with a business of its own, on a
    // database that grows through the run: minutes on a busy 2-core machine, never a hang.)
  }, 600_000);
});
