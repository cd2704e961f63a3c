// Webhook endpoints: where a business's events are POSTed (webhooks/deliver.ts). Queries,
// views and the commands routes/webhooks.ts commits.
import { and, desc, eq, max, sql } from "drizzle-orm";
import { bumpVersion } from "../db/batch";
import { type PageInput, paginate } from "../db/queries/paginate";
import { events, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { deletableResources } from "../events/events";
import { urlRejection } from "../extraction/safe-fetch";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { plan } from "../write/commit";
import { tooManyEndpoints } from "../write/conflicts";
import type { BusinessScope } from "../write/scope";

/** More would make every change of the business a fan-out to many receivers. */
export const MAX_ENDPOINTS = 16;

/** Every event type an endpoint can ask for. */
export const eventTypes = [
  ...deletableResources.flatMap((r) => [`${r}.created`, `${r}.updated`, `${r}.deleted`]),
  "job.completed",
  "job.failed",
] as const;
/** What `event_types` accepts: a type, every type of a resource (`invoice.*`), or all (`*`). */
export const eventTypePatterns = ["*", ...deletableResources.map((r) => `${r}.*`), "job.*", ...eventTypes];

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const endpointView = (row: EndpointRow) => ({
  uuid: row.id,
  url: row.url,
  description: row.description,
  event_types: row.eventTypes,
  enabled: row.enabled,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  version: row.version,
});

function checkUrl(url: string) {
  const why = urlRejection(url);
  if (why) throw new ApiError("invalid_request", `url: ${why}`, [{ field: "url", message: `The URL ${why}` }]);
}

async function endpointRow(s: BusinessScope, id: string) {
  const [row] = await s.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, s.businessId), eq(webhookEndpoints.id, id)));
  if (!row) throw notFound("Webhook endpoint");
  return row;
}

/** The endpoint as GET shows it (no secret); 404 when the business has none. */
export const endpointDetail = async (s: BusinessScope, id: string) => endpointView(await endpointRow(s, id));

export async function listEndpoints(s: BusinessScope, page: PageInput) {
  const { rows, total } = await paginate(
    s.db,
    webhookEndpoints,
    { businessId: s.businessId },
    [webhookEndpoints.createdAt, webhookEndpoints.id],
    page,
  );
  return { items: rows.map(endpointView), total };
}

/** The business's last event: a new (or re-enabled) endpoint hears only what happens after it. */
const lastEventSeq = (s: BusinessScope) =>
  sql`(SELECT coalesce(${max(events.seq)}, 0) FROM ${events} WHERE ${events.businessId} = ${s.businessId})`;

/** A secret to sign with: 32 random bytes, base64url, behind a prefix that says what it is. */
function newSecret() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")}`;
}

export interface EndpointInput {
  url: string;
  event_types: string[];
  description?: string | null;
  enabled?: boolean;
}

export async function createEndpoint(s: BusinessScope, input: EndpointInput) {
  checkUrl(input.url);
  const [{ n } = { n: 0 }] = await s.db
    .select({ n: sql<number>`count(*)` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, s.businessId));
  // Checked again by a trigger inside the insert (migration 0044): two creates at once.
  if (n >= MAX_ENDPOINTS) throw tooManyEndpoints(MAX_ENDPOINTS);
  const now = nowIso();
  const row = {
    id: newId(),
    businessId: s.businessId,
    url: input.url,
    description: input.description ?? null,
    eventTypes: [...new Set(input.event_types)],
    secret: newSecret(),
    enabled: input.enabled ?? true,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return plan(
    [s.db.insert(webhookEndpoints).values({ ...row, dispatchedSeq: lastEventSeq(s) })],
    () => ({ ...endpointView({ ...row, dispatchedSeq: 0 }), secret: row.secret }),
    { audit: { record: row.id } },
  );
}

export async function updateEndpoint(s: BusinessScope, id: string, input: Partial<EndpointInput>) {
  const current = await endpointRow(s, id);
  if (input.url !== undefined) checkUrl(input.url);
  const next = {
    url: input.url ?? current.url,
    description: input.description === undefined ? current.description : input.description,
    eventTypes: input.event_types ? [...new Set(input.event_types)] : current.eventTypes,
    enabled: input.enabled ?? current.enabled,
    updatedAt: nowIso(),
  };
  // Enabled again: what happened while it was off is not sent (its deliveries would be stale).
  const resumed = next.enabled && !current.enabled;
  return plan(
    [
      s.db
        .update(webhookEndpoints)
        .set({
          ...next,
          version: bumpVersion(webhookEndpoints.version),
          ...(resumed ? { dispatchedSeq: lastEventSeq(s) } : {}),
        })
        .where(eq(webhookEndpoints.id, current.id)),
    ],
    () => endpointView({ ...current, ...next, version: current.version + 1 }),
  );
}

export async function deleteEndpoint(s: BusinessScope, id: string) {
  const current = await endpointRow(s, id);
  return plan(
    [
      s.db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, current.id)),
      s.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id)),
    ],
    () => ({ uuid: current.id, source_uuid: null, deleted: true as const }),
  );
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect & {
  eventId: string;
  resource: string;
  action: string;
  recordId: string;
};

export const deliveryView = (row: DeliveryRow) => ({
  uuid: row.id,
  event: { id: row.eventId, type: `${row.resource}.${row.action}`, record_uuid: row.recordId },
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  error: row.error,
  last_attempt_at: row.lastAttemptAt,
  next_attempt_at: row.nextAttemptAt,
  delivered_at: row.deliveredAt,
  created_at: row.createdAt,
});

const deliveryColumns = {
  id: webhookDeliveries.id,
  businessId: webhookDeliveries.businessId,
  endpointId: webhookDeliveries.endpointId,
  eventSeq: webhookDeliveries.eventSeq,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  error: webhookDeliveries.error,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
  // Aliased: D1 answers rows as objects, so a joined table's same-named column would overwrite.
  eventId: sql<string>`${events.id}`.as("event_id"),
  resource: sql<string>`${events.resource}`.as("event_resource"),
  action: sql<string>`${events.action}`.as("event_action"),
  recordId: sql<string>`${events.recordId}`.as("event_record_id"),
};

/** An endpoint's deliveries, newest first (the log a developer reads when a receiver misbehaves). */
export async function listDeliveries(
  s: BusinessScope,
  endpointId: string,
  page: { page: number; limit: number },
  status?: (typeof webhookDeliveries.$inferSelect)["status"],
) {
  const endpoint = await endpointRow(s, endpointId);
  const where = and(
    eq(webhookDeliveries.endpointId, endpoint.id),
    status ? eq(webhookDeliveries.status, status) : undefined,
  );
  const [[total], rows] = await s.db.batch([
    s.db.select({ total: sql<number>`count(*)` }).from(webhookDeliveries).where(where),
    s.db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.seq, webhookDeliveries.eventSeq))
      .where(where)
      .orderBy(desc(webhookDeliveries.eventSeq))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
  ]);
  return { items: rows.map(deliveryView), total: total?.total ?? 0 };
}

/** One delivery of the business's endpoint, as its log shows it; 404 when there is none. */
export async function deliveryOf(s: BusinessScope, endpointId: string, deliveryId: string) {
  const [row] = await s.db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.seq, webhookDeliveries.eventSeq))
    .where(
      and(
        eq(webhookDeliveries.businessId, s.businessId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
  if (!row) throw notFound("Delivery");
  return row;
}

/** Sends a delivery again (after a receiver was fixed): pending, its attempts start over on the queue. */
export async function redeliver(s: BusinessScope, endpointId: string, deliveryId: string) {
  const endpoint = await endpointRow(s, endpointId);
  const row = await deliveryOf(s, endpoint.id, deliveryId);
  if (row.status === "pending")
    throw new ApiError("conflict", "The delivery is still being attempted; wait for it to succeed or fail");
  if (!endpoint.enabled)
    throw new ApiError("conflict", "The endpoint is disabled; enable it first (PUT enabled: true)");
  const now = nowIso();
  return plan(
    [
      s.db
        .update(webhookDeliveries)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now })
        .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, row.status))),
    ],
    () => deliveryView({ ...row, status: "pending", attempts: 0, nextAttemptAt: now }),
    { audit: { record: row.id } },
  );
}

/** A `test` event for one endpoint only, with its delivery (webhooks/deliver.ts makes it at once). */
export async function testEvent(s: BusinessScope, endpointId: string) {
  const endpoint = await endpointRow(s, endpointId);
  const eventId = newId();
  const deliveryId = newId();
  const now = nowIso();
  return plan(
    [
      s.db.insert(events).values({
        id: eventId,
        businessId: s.businessId,
        resource: "webhook",
        action: "test",
        recordId: endpoint.id,
        occurredAt: now,
      }),
      s.db.insert(webhookDeliveries).values({
        id: deliveryId,
        businessId: s.businessId,
        endpointId: endpoint.id,
        eventSeq: sql`(SELECT ${events.seq} FROM ${events} WHERE ${events.id} = ${eventId})`,
        status: "pending",
        nextAttemptAt: now,
        createdAt: now,
      }),
    ],
    () => deliveryId,
    { audit: { record: endpoint.id } },
  );
}
