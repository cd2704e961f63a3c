// The outbox's fan-out: each event of a business (logged by triggers in the batch that made
// the change, events/events.ts) becomes a delivery per endpoint that asked for its type,
// and a queue message per delivery (webhooks/deliver.ts sends it). Run after every write
// request and every queued job (in the background), and each minute by the scheduled
// sweep, which also re-sends deliveries whose message was lost. Idempotent: a delivery is
// unique per endpoint and event, and the endpoint's cursor moves in the same batch.
import type { Bindings } from "../env";
import { nowIso, nowMs } from "../lib/clock";

/** A uuid (v4 form) made by SQLite, for rows an INSERT … SELECT creates. */
const SQL_UUID =
  "lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))";

const FAN_OUT = `INSERT OR IGNORE INTO webhook_deliveries (id, business_id, endpoint_id, event_seq, status, attempts, next_attempt_at, created_at)
SELECT ${SQL_UUID}, e.business_id, w.id, e.seq, 'pending', 0, ?2, ?2
FROM webhook_endpoints w JOIN events e ON e.business_id = w.business_id AND e.seq > w.dispatched_seq
WHERE w.business_id = ?1 AND w.enabled = 1 AND e.action <> 'test'
  AND EXISTS (SELECT 1 FROM json_each(w.event_types) t WHERE t.value IN ('*', e.resource || '.*', e.resource || '.' || e.action))
ORDER BY e.seq
RETURNING id`;

const ADVANCE = `UPDATE webhook_endpoints
SET dispatched_seq = max(dispatched_seq, (SELECT coalesce(max(seq), 0) FROM events WHERE business_id = ?1))
WHERE business_id = ?1 AND enabled = 1`;

/** Messages per sendBatch call (the Queues limit). */
const SEND_BATCH = 100;

export interface DeliveryMessage {
  delivery: string;
}

export async function sendDeliveries(env: Bindings, ids: string[]) {
  for (let i = 0; i < ids.length; i += SEND_BATCH)
    await env.WEBHOOKS.sendBatch(ids.slice(i, i + SEND_BATCH).map((delivery) => ({ body: { delivery } })));
}

const ENABLED = "SELECT count(*) AS n FROM webhook_endpoints WHERE business_id = ?1 AND enabled = 1";

/**
 * Per isolate, for a short while: the businesses known to have no enabled endpoint, so
 * their writes cost no D1 round trip for webhooks. An endpoint made on another isolate
 * is missed here for at most this long; its events wait in the log for the sweep.
 */
const QUIET_TTL_MS = 30_000;
const MAX_QUIET = 10_000;
const quiet = new Map<string, number>();

/** This isolate forgets what it knew of the business's endpoints (one was made, changed or deleted). */
export const forgetEndpoints = (businessId: string) => quiet.delete(businessId);

/** Fans the business's new events out and queues their deliveries; returns how many. */
export async function dispatchEvents(env: Bindings, businessId: string): Promise<number> {
  const [fanned, , enabled] = await env.DB.batch<{ id?: string; n?: number }>([
    env.DB.prepare(FAN_OUT).bind(businessId, nowIso()),
    env.DB.prepare(ADVANCE).bind(businessId),
    env.DB.prepare(ENABLED).bind(businessId),
  ]);
  if (!enabled?.results[0]?.n) {
    if (quiet.size >= MAX_QUIET) quiet.delete(quiet.keys().next().value!);
    quiet.set(businessId, nowMs() + QUIET_TTL_MS);
  }
  const ids = (fanned?.results ?? []).flatMap((r) => (r.id ? [r.id] : []));
  await sendDeliveries(env, ids);
  return ids.length;
}

/**
 * After a write: `dispatchEvents`, unless the business is known to have no endpoint, and
 * without failing its caller (the sweep retries what this missed).
 */
export async function dispatchQuietly(env: Bindings, businessId: string) {
  const until = quiet.get(businessId);
  if (until !== undefined && until > nowMs()) return;
  await dispatchEvents(env, businessId).catch((err) => console.error("webhook dispatch failed", businessId, err));
}

/** A delivery pending this long past its time has lost its message: the sweep sends it again. */
const LOST_AFTER_MS = 15 * 60_000;

/** The scheduled sweep: businesses with events not yet fanned out, and lost messages. */
export async function sweepWebhooks(env: Bindings) {
  const { results: behind } = await env.DB.prepare(
    `SELECT DISTINCT w.business_id AS business FROM webhook_endpoints w
     WHERE w.enabled = 1 AND EXISTS (SELECT 1 FROM events e WHERE e.business_id = w.business_id AND e.seq > w.dispatched_seq)`,
  ).all<{ business: string }>();
  for (const { business } of behind) await dispatchQuietly(env, business);
  const lostBefore = new Date(nowMs() - LOST_AFTER_MS).toISOString();
  const { results: lost } = await env.DB.prepare(
    `UPDATE webhook_deliveries SET next_attempt_at = ?1
     WHERE id IN (SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at < ?2 LIMIT 500)
     RETURNING id`,
  )
    .bind(nowIso(), lostBefore)
    .all<{ id: string }>();
  await sendDeliveries(
    env,
    lost.map((r) => r.id),
  );
  return { businesses: behind.length, resent: lost.length };
}
