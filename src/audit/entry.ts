// The audit log: one entry per mutation that succeeded, saying who (the credential, and
// the OAuth token and app when an app acted), what (method, route pattern, path, the
// record) and how the record changed: for an update the fields that changed, before and
// after; for a create the new record (or the accepted job); for a delete the record as it
// was. "Before" is the record as GET showed it when the write started
// (middleware/versions.ts), "after" what the route answered.
//
// The commit of the change (src/write/commit.ts) inserts the entry in the change's own
// batch, so no change lands without its entry (fail-closed). When the plan knows its answer
// before the batch runs (most do), that entry is already complete. Otherwise (an answer
// read back by the batch, like a new invoice's number) the audit middleware completes it
// once the answer exists, in a second step; if that step fails, the entry stays with what
// the request knew before it ran and the failure is logged with the request id.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { bound, preparedOnce } from "../db/client";
import { type PageInput, paginate } from "../db/queries/paginate";
import { type auditCredentialKinds, auditLog } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";

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

export function bounded(value: Json | undefined): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(compact(value));
  if (text.length <= MAX_SUMMARY_CHARS) return text;
  const uuid = typeof value === "object" && !Array.isArray(value) ? value.uuid : undefined;
  return JSON.stringify({ truncated: true, ...(typeof uuid === "string" ? { uuid } : {}) });
}

/**
 * What an entry keeps of a request's answer, as stored: for an update only the fields that
 * changed, on both sides; for a delete the record as it was; for a create the new record.
 * The commit (for an answer known before its batch) and the audit middleware (for the
 * answer given) both summarise through this, so the two compare equal when they agree.
 */
export function auditSummary(method: string, before: Record<string, Json> | undefined, answer: Json | undefined) {
  const after = method === "DELETE" ? undefined : answer;
  const summary =
    before && after && typeof after === "object" && !Array.isArray(after)
      ? changes(before, after)
      : { before: before ?? null, after: after ?? null };
  return { before: bounded(summary.before), after: bounded(summary.after) };
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

/** Who acted and through which route: known before the handler runs. */
export interface AuditActor {
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
}

const ENTRY_COLUMNS = [
  "id",
  "businessId",
  "createdAt",
  "requestId",
  "credentialKind",
  "keyId",
  "userId",
  "oauthTokenId",
  "appBusinessId",
  "method",
  "route",
  "path",
  "status",
  "recordUuid",
  "before",
  "after",
] as const;

/**
 * The request's entry: who acts, its id, and (once a commit wrote it complete, with the
 * answer it expected to give) that answer, which the audit middleware compares with the
 * real one before deciding whether the entry needs completing.
 */
export interface AuditRequest extends AuditActor {
  id: string;
  written?: { status: number; record: string | null; before: string | null; after: string | null };
  /** A commit of this request has run (a later one cannot write the entry again). */
  committed?: boolean;
}

/** What an entry says; the time is added by `auditEntry`. */
export interface AuditFacts extends AuditActor {
  id: string;
  businessId: string;
  status: number;
  recordUuid: string | null;
  /** The summary, as `bounded` stores it. */
  before: string | null;
  after: string | null;
}

function entryValues(facts: AuditFacts): Record<(typeof ENTRY_COLUMNS)[number], unknown> {
  return {
    id: facts.id,
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
    before: facts.before,
    after: facts.after,
  };
}

/**
 * The statements of one entry, for the batch of the change it records. With `when`, the
 * entry is kept only if that condition holds once the batch's earlier statements ran (a
 * change that may turn out not to happen, like a spent OAuth code's second exchange): a
 * last statement deletes it otherwise, as grants.ts does with the tokens themselves.
 */
export function auditEntry(db: Db, facts: AuditFacts, when?: SQL, fill?: SQL): BatchItem<"sqlite">[] {
  const values = entryValues(facts);
  // `fill`: a JSON object the batch computes (a new document's number), merged into "after";
  // the entry's stored "after" is the statement's result.
  const insert = fill
    ? db
        .insert(auditLog)
        .values({ ...(values as typeof auditLog.$inferInsert), after: sql`json_patch(${values.after}, ${fill})` })
        .onConflictDoNothing()
        .returning({ after: auditLog.after })
    : bound(db, insertion(db), values);
  if (!when) return [insert];
  return [insert, db.delete(auditLog).where(and(eq(auditLog.id, facts.id), sql`NOT (${when})`))];
}

// Every audited write makes this statement, in its batch.
const insertion = preparedOnce((db) =>
  db
    .insert(auditLog)
    .values(
      Object.fromEntries(
        ENTRY_COLUMNS.map((column) => [column, sql.placeholder(column)]),
      ) as unknown as typeof auditLog.$inferInsert,
    )
    .onConflictDoNothing()
    .prepare(),
);

/**
 * Completes the entry a commit wrote with the answer: its status, the record it names
 * and the before/after summary (for an update only the fields that changed).
 * Returns whether there was an entry to complete.
 */
export async function completeAuditEntry(
  db: Db,
  id: string,
  answer: { status: number; before: string | null; after: string | null; record?: string },
): Promise<boolean> {
  const done = await completion(db).all({
    id,
    status: answer.status,
    before: answer.before,
    after: answer.after,
    record: answer.record ?? null,
  });
  return done.length > 0;
}

// Every audited write makes this statement.
const completion = preparedOnce((db) =>
  db
    .update(auditLog)
    .set({
      status: sql`${sql.placeholder("status")}`,
      before: sql`${sql.placeholder("before")}`,
      after: sql`${sql.placeholder("after")}`,
      recordUuid: sql`coalesce(${auditLog.recordUuid}, ${sql.placeholder("record")})`,
    })
    .where(eq(auditLog.id, sql.placeholder("id")))
    .returning({ id: auditLog.id })
    .prepare(),
);

/** A page of the business's entries, optionally of one record. */
export function listAuditEntries(db: Db, businessId: string, record: string | undefined, page: PageInput) {
  const scope = { businessId, filters: [record ? eq(auditLog.recordUuid, record) : undefined] };
  return paginate(db, auditLog, scope, [auditLog.createdAt, auditLog.id], page);
}
