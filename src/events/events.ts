// The change log (schema.ts `events`, written by migration 0041's triggers): deletions as
// sync's tombstones (GET /deletions), and every change of a business with webhook
// endpoints as the webhooks' outbox (webhooks/dispatch.ts).
import { and, asc, count, eq, gt, gte, isNull, lt, min, ne, or, type SQL, sql } from "drizzle-orm";
import { changedSince, type PageInput } from "../db/queries/paginate";
import { events, webhookDeliveries } from "../db/schema";
import type { Db } from "../env";
import { nowIso, nowMs } from "../lib/clock";

/** Changes other than deletions are kept this long: a webhook's outbox, not a history. */
export const EVENT_RETENTION_DAYS = 30;
const ROWS_PER_STATEMENT = 5_000;
const MAX_ROUNDS = 20;

/** The resources a deletion can name, as GET /deletions lists them. */
export const deletableResources = [
  "contact",
  "account",
  "invoice",
  "bill",
  "credit_note",
  "supplier_credit",
  "payment",
  "expense",
  "income",
  "journal",
  "bank_transaction",
  "bank_rule",
  "tax_code",
] as const;

/** Gives the batch's deletions (logged by triggers without a time) the commit's time. */
export const stampDeletions = (db: Db) =>
  db.update(events).set({ occurredAt: nowIso() }).where(isNull(events.occurredAt));

/**
 * The records deleted since an instant, oldest deletion first, ties by uuid (the same
 * sync contract as every list's updated_since and since_uuid).
 */
export async function listDeletions(
  db: Db,
  businessId: string,
  page: PageInput,
  resource?: (typeof deletableResources)[number],
) {
  const cursor = changedSince(events.occurredAt, events.recordId, page);
  const where = and(
    eq(events.businessId, businessId),
    eq(events.action, "deleted"),
    resource ? eq(events.resource, resource) : undefined,
    cursor,
  );
  const [[total], rows] = await db.batch([
    db.select({ total: count() }).from(events).where(where),
    db
      .select({ resource: events.resource, uuid: events.recordId, deleted_at: events.occurredAt })
      .from(events)
      .where(where)
      .orderBy(asc(events.occurredAt), asc(events.recordId))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
  ]);
  const items = rows.map((r) => ({
    resource: r.resource as (typeof deletableResources)[number],
    uuid: r.uuid,
    deleted_at: r.deleted_at ?? "",
  }));
  return { items, total: total?.total ?? 0 };
}

/**
 * Hourly upkeep: changes other than deletions older than the retention go, with the
 * deliveries made of them, in bounded statements. Deletions stay:
 * a sync that was away for months still learns what went.
 */
export async function pruneEvents(db: Db, now = nowMs()): Promise<number> {
  const cutoff = new Date(now - EVENT_RETENTION_DAYS * 86_400_000).toISOString();
  // Their deliveries first: the delivery log shows each with its event.
  const done = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, "pending"), lt(webhookDeliveries.createdAt, cutoff)))
    .limit(ROWS_PER_STATEMENT);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = await db.delete(webhookDeliveries).where(sql`${webhookDeliveries.id} IN ${done}`);
    if (result.meta.changes < ROWS_PER_STATEMENT) break;
  }
  // An event a delivery still waits on stays (a redelivery near the end of its days).
  const [{ waited } = { waited: null }] = await db
    .select({ waited: min(webhookDeliveries.eventSeq) })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, "pending"));
  const old = db
    .select({ seq: events.seq })
    .from(events)
    .where(
      and(
        ne(events.action, "deleted"),
        lt(events.occurredAt, cutoff),
        waited === null ? undefined : lt(events.seq, waited),
      ),
    )
    .limit(ROWS_PER_STATEMENT);
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = await db.delete(events).where(sql`${events.seq} IN ${old}`);
    removed += result.meta.changes;
    if (result.meta.changes < ROWS_PER_STATEMENT) break;
  }
  return removed;
}
