// The audit log: one entry per mutation that succeeded (a 2xx answer to POST, PUT, PATCH
// or DELETE), saying who (the credential, and the OAuth token and app when an app acted),
// what (method, route pattern, path, the record) and how the record changed: for an
// update the fields that changed, before and after; for a create the new record (or the
// accepted job); for a delete the record as it was. "Before" is the record as GET showed
// it when the write started (middleware/versions.ts), "after" what the route answered.
// Called by the auth middleware around the handler of every write; the OAuth consent
// page writes its entry (the owner approving an app) in the batch that issues the code.
//
// The entry is written right after the handler, not in the write's own batch: write
// paths are many and some answer with state read after their batch. If that insert
// fails the mutation stands and the failure is logged with the request id; entries are
// never written for requests that failed or were replayed (Idempotency-Key).
import type { Context, Next } from "hono";
import { type auditCredentialKinds, auditLog } from "../db/schema";
import type { AppEnv, Db } from "../env";
import { nowIso } from "../lib/clock";
import { responseData } from "../lib/envelope";
import { newId } from "../lib/ids";
import { BASE_PATH } from "../lib/paths";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type AuditCredentialKind = (typeof auditCredentialKinds)[number];

/** Past this many items a list in a summary becomes its count and first uuids. */
const MAX_LIST_ITEMS = 20;
/** A summary larger than this (as JSON) keeps only its record's uuid. */
const MAX_SUMMARY_CHARS = 16 * 1024;

/**
 * Credentials a response hands out (new keys, OAuth tokens and codes) never reach the
 * log, like every other table that holds only their hashes: by field name, and by the
 * service's own credential prefixes wherever else one appears.
 */
const SECRET_FIELD = /secret|token|password|(^|_)key$/i;
const CREDENTIAL_VALUE = /^svc_(partner_sk|sk|pk|at|rt|ac)_/;

function compact(value: Json): Json {
  if (Array.isArray(value)) {
    if (value.length <= MAX_LIST_ITEMS) return value.map(compact);
    const uuids = value
      .slice(0, MAX_LIST_ITEMS)
      .flatMap((item) =>
        item && typeof item === "object" && !Array.isArray(item) && typeof item.uuid === "string" ? [item.uuid] : [],
      );
    return { count: value.length, first_uuids: uuids };
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_FIELD.test(key) && typeof item === "string" ? "[redacted]" : compact(item),
      ]),
    );
  }
  if (typeof value === "string" && CREDENTIAL_VALUE.test(value)) return "[redacted]";
  return value;
}

function bounded(value: Json | undefined): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(compact(value));
  if (text.length <= MAX_SUMMARY_CHARS) return text;
  const uuid = typeof value === "object" && !Array.isArray(value) ? value.uuid : undefined;
  return JSON.stringify({ truncated: true, ...(typeof uuid === "string" ? { uuid } : {}) });
}

/** For an update, only the fields that changed, on both sides. */
function changes(before: Record<string, Json>, after: Record<string, Json>) {
  const was: Record<string, Json> = {};
  const now: Record<string, Json> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}

/** What an entry says; the id and time are added by `auditEntry`. */
export interface AuditFacts {
  businessId: string;
  requestId: string;
  credential: {
    kind: AuditCredentialKind;
    keyId: string | null;
    userId?: string | null;
    oauthTokenId?: string | null;
    appBusinessId?: string | null;
  };
  method: string;
  /** Without the base path, in the OpenAPI document's form: /contacts/{uuid}. */
  route: string;
  path: string;
  status: number;
  recordUuid: string | null;
  before: Json | undefined;
  after: Json | undefined;
}

/** The insert of one entry: awaited alone, or put in the batch of the change it records. */
export function auditEntry(db: Db, facts: AuditFacts) {
  return db.insert(auditLog).values({
    id: newId(),
    businessId: facts.businessId,
    createdAt: nowIso(),
    requestId: facts.requestId,
    credentialKind: facts.credential.kind,
    keyId: facts.credential.keyId,
    userId: facts.credential.userId ?? null,
    oauthTokenId: facts.credential.oauthTokenId ?? null,
    appBusinessId: facts.credential.appBusinessId ?? null,
    method: facts.method,
    route: facts.route,
    path: facts.path,
    status: facts.status,
    recordUuid: facts.recordUuid,
    before: bounded(facts.before),
    after: bounded(facts.after),
  });
}

export const apiPath = (url: string) => new URL(url).pathname.slice(BASE_PATH.length);

export async function audited(c: Context<AppEnv>, next: Next) {
  await next();
  const response = c.res;
  if (response.status < 200 || response.status >= 300) return;
  const data = (await responseData(response)) as Json | undefined;
  const before = c.get("recordBefore") as Record<string, Json> | undefined;
  const deleted = c.req.method === "DELETE";
  const after = deleted ? undefined : data;
  const summary =
    before && after && typeof after === "object" && !Array.isArray(after)
      ? changes(before, after)
      : { before: before ?? null, after: after ?? null };
  const record =
    before?.uuid ??
    (data && typeof data === "object" && !Array.isArray(data)
      ? (data.uuid ?? data.job_reference ?? data.business_uuid)
      : undefined);
  const credential = c.get("credential");
  // A partner registering a business: the entry belongs to the business it made.
  const businessId =
    c.get("businessId") ?? (typeof record === "string" && credential.kind === "partner_secret" ? record : undefined);
  if (!businessId) return;
  try {
    await auditEntry(c.get("db"), {
      businessId,
      requestId: c.get("requestId"),
      credential: {
        // Writes take only secret keys (requireKey).
        kind: credential.oauth ? "oauth" : (credential.kind as "business_secret" | "partner_secret"),
        keyId: credential.keyId,
        oauthTokenId: credential.oauth?.tokenId,
        appBusinessId: credential.oauth?.appBusinessId,
      },
      method: c.req.method,
      route: c.req.routePath.slice(BASE_PATH.length).replace(/:(\w+)/g, "{$1}"),
      path: apiPath(c.req.url),
      status: response.status,
      recordUuid: typeof record === "string" ? record : null,
      before: summary.before,
      after: summary.after,
    });
  } catch (err) {
    console.error(
      JSON.stringify({ message: "audit log entry not written", request_id: c.get("requestId"), error: String(err) }),
    );
  }
}
