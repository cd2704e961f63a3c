// Delivering a webhook: the event POSTed to its endpoint as JSON, signed (signature.ts).
// Any 2xx within the timeout is success; anything else is retried through the queue with
// exponential backoff, MAX_DELIVERY_ATTEMPTS times in all, then the delivery is failed
// (and can be sent again: POST …/deliveries/{uuid}/redeliver). The attempts are counted
// on the delivery, not the message, so a message sent twice (the sweep re-sending one
// that was only late) never buys more attempts. Messages the queue gave up on (a worker
// that crashed on every attempt) arrive on the dead-letter queue and fail their delivery
// the same way. Receivers must expect a repeat (at least once): the event's `id` is the
// same every time.
import type { Bindings } from "../env";
import { urlRejection } from "../extraction/safe-fetch";
import { nowIso, nowMs, nowSeconds } from "../lib/clock";
import type { DeliveryMessage } from "./dispatch";
import { SIGNATURE_HEADER, signatureHeader } from "./signature";

/** Wrangler.toml's max_retries for the webhooks queue (7) plus the first. */
export const MAX_DELIVERY_ATTEMPTS = 8;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** 30 s, 2 min, 8 min, 32 min, about 2 h, 8.5 h, then 12 h (the queue's longest delay): about a day in all. */
export const deliveryDelaySeconds = (attempt: number) => Math.min(30 * 4 ** (attempt - 1), 43_200);

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

interface Pending {
  status: string;
  attempts: number;
  url: string;
  secret: string;
  enabled: number;
  event_id: string;
  business_id: string;
  resource: string;
  action: string;
  record_id: string;
  occurred_at: string;
}

const LOAD = `SELECT d.status, d.attempts, w.url, w.secret, w.enabled, e.id AS event_id, e.business_id, e.resource, e.action, e.record_id, e.occurred_at
FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id LEFT JOIN events e ON e.seq = d.event_seq
WHERE d.id = ?1`;

const RECORD = `UPDATE webhook_deliveries
SET attempts = attempts + 1, status = ?2, response_status = ?3, error = ?4, last_attempt_at = ?5,
    next_attempt_at = ?6, delivered_at = ?7
WHERE id = ?1 AND status = 'pending'`;

/** The body a receiver gets: a thin event (fetch the record for its state now; a deleted one is gone). */
export const eventBody = (row: Pending) =>
  JSON.stringify({
    id: row.event_id,
    type: `${row.resource}.${row.action}`,
    created_at: row.occurred_at,
    business_uuid: row.business_id,
    data: { object: row.resource, uuid: row.record_id },
  });

async function post(url: string, body: string, secret: string, fetcher: Fetcher) {
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  try {
    const response = await fetcher(url, {
      method: "POST",
      body,
      // A redirect is not followed: its target was never checked against the URL rules.
      redirect: "manual",
      signal,
      headers: {
        "content-type": "application/json",
        "user-agent": "accounting-api-webhooks/1",
        [SIGNATURE_HEADER]: await signatureHeader(secret, body, nowSeconds()),
      },
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { status: response.status, error: ok ? null : `the receiver answered ${response.status}` };
  } catch {
    return {
      status: null,
      error: signal.aborted ? `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : "the receiver could not be reached",
    };
  }
}

/** Why a delivery cannot succeed however often it is tried, if so. */
function hopeless(row: Pending, evenIfDisabled: boolean) {
  if (!row.event_id) return "its event is no longer kept";
  if (!row.enabled && !evenIfDisabled) return "the endpoint is disabled";
  const rejection = urlRejection(row.url);
  return rejection ? `the URL ${rejection}` : null;
}

export type Outcome = { outcome: "done" } | { outcome: "retry"; delaySeconds: number };

/**
 * One attempt at a pending delivery. "retry": the queue should deliver the message again
 * after `delaySeconds` (growing with the delivery's attempts). `once`: this attempt is the
 * last (a test event).
 */
export async function attemptDelivery(
  env: Bindings,
  deliveryId: string,
  fetcher: Fetcher = (url, init) => fetch(url, init),
  options: { once?: boolean } = {},
): Promise<Outcome> {
  const row = await env.DB.prepare(LOAD).bind(deliveryId).first<Pending>();
  if (!row || row.status !== "pending") return { outcome: "done" }; // made already, or given up on
  const attempt = row.attempts + 1;
  const refusal = hopeless(row, options.once === true);
  const result = refusal ? { status: null, error: refusal } : await post(row.url, eventBody(row), row.secret, fetcher);
  const succeeded = result.error === null;
  const last = succeeded || refusal !== null || options.once === true || attempt >= MAX_DELIVERY_ATTEMPTS;
  const now = nowIso();
  const next = last ? null : new Date(nowMs() + deliveryDelaySeconds(attempt) * 1000).toISOString();
  await env.DB.prepare(RECORD)
    .bind(
      deliveryId,
      succeeded ? "succeeded" : last ? "failed" : "pending",
      result.status,
      result.error,
      now,
      next,
      succeeded ? now : null,
    )
    .run();
  return last ? { outcome: "done" } : { outcome: "retry", delaySeconds: deliveryDelaySeconds(attempt) };
}

/** A delivery the dead-letter queue ended. */
async function giveUp(env: Bindings, deliveryId: string) {
  await env.DB.prepare(
    "UPDATE webhook_deliveries SET status = 'failed', error = coalesce(error, 'delivery gave up after repeated failures'), next_attempt_at = NULL WHERE id = ?1 AND status = 'pending'",
  )
    .bind(deliveryId)
    .run();
}

const isDeliveryMessage = (body: unknown): body is DeliveryMessage =>
  typeof body === "object" && body !== null && typeof (body as DeliveryMessage).delivery === "string";

export async function consumeWebhooks(batch: MessageBatch, env: Bindings) {
  const deadLetters = batch.queue.endsWith("-dlq");
  for (const message of batch.messages) {
    if (!isDeliveryMessage(message.body)) {
      console.error("Dropping malformed webhook message", message.id);
      message.ack();
      continue;
    }
    if (deadLetters) {
      await giveUp(env, message.body.delivery);
      message.ack();
      continue;
    }
    try {
      const result = await attemptDelivery(env, message.body.delivery);
      if (result.outcome === "done") message.ack();
      else message.retry({ delaySeconds: result.delaySeconds });
    } catch (err) {
      // This message only: the others of the batch keep their own outcomes.
      console.error("webhook delivery failed", message.body.delivery, err);
      message.retry({ delaySeconds: deliveryDelaySeconds(message.attempts) });
    }
  }
}
