// Test harness: every test gets its own business and keys (storage is shared by every
// file of a project, which runs in one runtime), takes its dates from `today()` (the
// clock the worker reads) and talks to the worker through its real fetch handler.

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { buildRegistration } from "../src/business/register";
import { getDb } from "../src/db/client";
import { issuePartnerKey } from "../src/db/queries/credentials";
import { businesses, type ContactType, contacts, jobs, partners, users } from "../src/db/schema";
import type { Bindings } from "../src/env";
import worker from "../src/index";
import { addDays, nowDate, nowIso, nowMs, todayIn } from "../src/lib/clock";
import { newId } from "../src/lib/ids";
import { exchangeCode, issueCode } from "../src/oauth/grants";
import { commit } from "../src/write/commit";

export const BASE = "https://api.test/v1/accounting";
/** Test businesses keep their books in Lagos time. */
export const TIMEZONE = "Africa/Lagos";

/** Today in the test businesses' time zone, on the clock the worker reads; `days` moves it. */
export const today = (days = 0) => addDays(todayIn(TIMEZONE), days);
export const db = () => getDb(env.DB);

export interface Json {
  status: string;
  message: string;
  code?: string;
  errors?: { field: string; message: string }[];
  request_id?: string;
  data?: any;
  meta?: any;
}

export async function call(
  path: string,
  init: {
    method?: string;
    key?: string;
    headers?: Record<string, string>;
    body?: unknown;
    /** Other bindings for this request (e.g. a language model configured). */
    bindings?: Partial<Bindings>;
  } = {},
) {
  const headers = new Headers(init.headers);
  if (init.key) headers.set("X-API-Key", init.key);
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const url = path.startsWith("http") ? path : `${BASE}${path}`;
  // The worker's own fetch handler with the test bindings. (Going through the runtime's
  // self binding, `exports.default.fetch`, costs more with every request a runtime has
  // served: 150 requests took 1.5 s, then 5, 12 and 23 s.)
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { method: init.method ?? "GET", headers, body, redirect: "manual" }),
    init.bindings ? { ...env, ...init.bindings } : env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  // Read once as bytes: a file (an xlsx export) is kept whole beside its text.
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: Json | undefined;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json!, text, bytes };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface TestBusiness {
  id: string;
  key: string;
  publicKey: string;
  email: string;
  password: string;
}

export async function createBusiness(
  options: { apiAccess?: boolean; currency?: string; country?: string } = {},
): Promise<TestBusiness> {
  const email = `owner-${unique()}@example.com`;
  const password = "s3cret-pass";
  const { statements, result } = await buildRegistration(
    db(),
    {
      email,
      firstname: "Test",
      lastname: "Owner",
      business_name: `Business ${unique()}`,
      password,
      country: options.country ?? "NG",
      currency: options.currency ?? "NGN",
      timezone: TIMEZONE,
      grant_access: "admin",
    },
    null,
  );
  await db().batch(statements);
  if (options.apiAccess === false) {
    await db().update(businesses).set({ apiAccess: false }).where(eq(businesses.id, result.business_uuid));
  }
  return { id: result.business_uuid, key: result.api_secret_key!, publicKey: result.api_public_key!, email, password };
}

export async function createPartner(): Promise<{ id: string; key: string }> {
  const id = newId();
  const now = nowIso();
  const { key, statements } = await issuePartnerKey(db(), id);
  await db().batch([
    db()
      .insert(partners)
      .values({ id, name: `Partner ${unique()}`, createdAt: now, updatedAt: now }),
    ...statements,
  ]);
  return { id, key };
}

export async function insertContacts(
  businessId: string,
  items: {
    name: string;
    email?: string;
    phone?: string;
    type?: ContactType;
    sourceUuid?: string;
    createdAt?: string;
  }[],
) {
  const rows = items.map((item, i) => ({
    id: newId(),
    businessId,
    name: item.name,
    email: item.email ?? null,
    phone: item.phone ?? null,
    address: null,
    type: item.type ?? ("customer" as const),
    sourceUuid: item.sourceUuid ?? null,
    createdAt: item.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    updatedAt: nowIso(),
  }));
  // D1 caps bound parameters per statement; insert in slices.
  for (let i = 0; i < rows.length; i += 8)
    await db()
      .insert(contacts)
      .values(rows.slice(i, i + 8));
  return rows;
}

export function expectFailure(res: { json: Json }, code: string) {
  if (
    res.json?.status !== "failed" ||
    res.json.code !== code ||
    typeof res.json.message !== "string" ||
    !res.json.request_id
  ) {
    throw new Error(`expected failure envelope with code ${code}, got ${JSON.stringify(res.json)}`);
  }
}

/** Statement rows given as records, uploaded to a bank directly; fails the test unless created. */
export async function uploadRows(
  biz: TestBusiness,
  bank: string,
  transactions: { date: string; amount: number; type: "debit" | "credit"; narration: string }[],
) {
  const res = await call("/bank-transactions/upload", {
    method: "POST",
    key: biz.key,
    body: { prompt: "Import", bank, process_type: "direct", transactions },
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.text}`);
  return res;
}

/**
 * Waits until the job has finished, then returns GET /jobs/{reference}. Polls the jobs
 * table rather than the route, so waiting does not spend the key's rate limit.
 */
export async function waitForJob(key: string, reference: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, reference));
    if (row && ["completed", "failed"].includes(row.status))
      return (await call(`/jobs/${reference}`, { key })).json.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${reference} did not finish`);
}

/**
 * An OAuth grant of `business` to the app `app`, as if its owner had approved on the
 * consent page; `at` moves the clock (e.g. into the past for expired tokens).
 */
export async function grantApp(app: TestBusiness, business: TestBusiness, at = nowDate()) {
  const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.businessId, business.id));
  const redirectUri = "https://app.example.com/callback";
  // Committed without a request: no audit entry, as no one signed in on the consent page.
  const code = await commit(
    { db: db() },
    await issueCode(db(), { appBusinessId: app.id, businessId: business.id, userId: owner!.id, redirectUri }, at),
  );
  const tokens = await commit(
    { db: db() },
    await exchangeCode(db(), { appBusinessId: app.id, code, businessId: business.id, redirectUri }, at),
  );
  /** Headers for a request the app makes for the business. */
  const headers = { "X-API-Key": app.key, Authorization: `Bearer ${tokens.access_token}` };
  return { code, tokens, headers };
}

/** Rate-limit windows are fixed: a test that counts within one waits out a window about to end. */
export async function freshWindow() {
  const windowMs = Number(env.RATE_LIMIT_WINDOW_SECONDS) * 1000;
  const left = windowMs - (nowMs() % windowMs);
  if (left < 8000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
