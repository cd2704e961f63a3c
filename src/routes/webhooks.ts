// Webhooks (issue 21): endpoints a business's events are POSTed to, their delivery log,
// redelivery and a test event. How events are made, fanned out and sent:
// events/events.ts, webhooks/dispatch.ts, webhooks/deliver.ts.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { pageOf } from "../db/queries/paginate";
import { deliveryStatuses, webhookEndpoints } from "../db/schema";
import type { AppEnv } from "../env";
import { success, successList } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import {
  deletedSchema,
  errorResponses,
  identifierParamSchema,
  jsonBody,
  jsonResponse,
  listQuerySchema,
  listSchema,
  recordVersion,
  successSchema,
  timestampSchema,
} from "../schemas/common";
import { attemptDelivery, MAX_DELIVERY_ATTEMPTS } from "../webhooks/deliver";
import { forgetEndpoints, sendDeliveries } from "../webhooks/dispatch";
import {
  createEndpoint,
  deleteEndpoint,
  deliveryOf,
  deliveryView,
  endpointDetail,
  eventTypePatterns,
  listDeliveries,
  listEndpoints,
  MAX_ENDPOINTS,
  redeliver,
  testEvent,
  updateEndpoint,
} from "../webhooks/endpoints";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const common = { tags: ["Webhooks"] };

const load = (c: Context<AppEnv>, identifier: string) => endpointDetail(businessScope(c), identifier);
/** Routes of one endpoint: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
const record = { table: webhookEndpoints, load };

const EXAMPLE_ENDPOINT = {
  uuid: "8d0c2f4e-5b1a-4c3d-9e8f-7a6b5c4d3e2f",
  url: "https://example.com/hooks/accounting",
  description: "Order system",
  event_types: ["invoice.*", "payment.created"],
  enabled: true,
  created_at: "2026-11-22T09:30:00.000Z",
  updated_at: "2026-11-22T09:30:00.000Z",
  version: 1,
};

const endpointSchema = z
  .object({
    uuid: z.uuid(),
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.string()),
    enabled: z.boolean(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    version: recordVersion,
  })
  .openapi("WebhookEndpoint", { example: EXAMPLE_ENDPOINT });

const createdEndpointSchema = endpointSchema
  .extend({
    secret: z.string().openapi({
      description:
        "Signs every delivery (the `Webhook-Signature` header). Shown only here, once: store it now. To change it, make a new endpoint and delete this one.",
    }),
  })
  .openapi("NewWebhookEndpoint", {
    example: { ...EXAMPLE_ENDPOINT, secret: "whsec_3q2-7wEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
  });

const eventTypesField = z
  .array(z.enum(eventTypePatterns as [string, ...string[]]))
  .min(1)
  .max(100)
  .openapi({
    description:
      "The events sent to it: a type (`invoice.created`), every type of a resource (`invoice.*`) or all (`*`). Resources: contact, account, invoice, bill, credit_note, supplier_credit, payment, expense, income, journal, bank_transaction, bank_rule, tax_code (each `.created`, `.updated`, `.deleted`; a void is an update) and job (`.completed`, `.failed`).",
    example: ["invoice.*", "payment.created"],
  });
const urlField = z.string().trim().max(2000).openapi({
  description:
    "Where events are POSTed: https on the default port, a public host name (no IP address, no localhost or internal names, no credentials), as for url attachments. Redirects are not followed.",
  example: "https://example.com/hooks/accounting",
});
const descriptionField = z.string().trim().max(500).nullable().openapi({ example: "Order system" });

const createBody = z
  .object({
    url: urlField,
    event_types: eventTypesField,
    description: descriptionField.optional(),
    enabled: z.boolean().default(true).openapi({ description: "Off: no events are sent to it (default on)." }),
  })
  .openapi("CreateWebhookEndpoint");

const updateBody = z
  .object({
    url: urlField.optional(),
    event_types: eventTypesField.optional(),
    description: descriptionField.optional(),
    enabled: z.boolean().optional().openapi({
      description: "Off: nothing is sent. Turned on again, it hears what happens from then on (nothing of the pause).",
    }),
  })
  .openapi("UpdateWebhookEndpoint");

const deliverySchema = z
  .object({
    uuid: z.uuid(),
    event: z.object({
      id: z
        .uuid()
        .openapi({ description: "The event's id, the same in every attempt: a receiver's key to ignore repeats." }),
      type: z.string(),
      record_uuid: z.string(),
    }),
    status: z.enum(deliveryStatuses).openapi({
      description: `pending: being attempted (at most ${MAX_DELIVERY_ATTEMPTS} times, with growing pauses); succeeded: a 2xx came back; failed: every attempt failed (send it again with …/redeliver).`,
    }),
    attempts: z.number().int(),
    response_status: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The last attempt's HTTP status, if any answer came." }),
    error: z.string().nullable().openapi({ description: "Why the last attempt failed." }),
    last_attempt_at: timestampSchema.nullable(),
    next_attempt_at: timestampSchema.nullable(),
    delivered_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .openapi("WebhookDelivery", {
    example: {
      uuid: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
      event: {
        id: "0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d",
        type: "invoice.created",
        record_uuid: "4f0d8a52-6a63-4c8e-9f5b-2f7c1e0e2b41",
      },
      status: "succeeded",
      attempts: 1,
      response_status: 200,
      error: null,
      last_attempt_at: "2026-11-22T09:30:01.000Z",
      next_attempt_at: null,
      delivered_at: "2026-11-22T09:30:01.000Z",
      created_at: "2026-11-22T09:30:00.000Z",
    },
  });

const deliveryParams = identifierParamSchema.extend({
  delivery_uuid: z.uuid().openapi({ param: { name: "delivery_uuid", in: "path" } }),
});
const deliveriesQuery = listQuerySchema.pick({ page: true, limit: true }).extend({
  status: z
    .enum(deliveryStatuses)
    .optional()
    .openapi({ param: { name: "status", in: "query" }, description: "Only deliveries in this state." }),
});

const one = "/webhooks/{uuid}";

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/webhooks",
  summary: "List webhook endpoints",
  description: "The business's endpoints, newest first by date_order desc. Secrets are never shown again.",
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(listSchema(endpointSchema), "A page of endpoints."),
    ...errorResponses("invalid_request"),
  },
});
const create = defineRoute("business", {
  ...common,
  method: "post",
  path: "/webhooks",
  summary: "Create a webhook endpoint",
  description: `Every change of the chosen types made from now on is POSTed to \`url\` as \`{id, type, created_at, business_uuid, data: {object, uuid}}\` (fetch the record for its state; a deleted one is gone), signed in \`Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the secret>\`. Answer 2xx within 10 s; anything else is retried with growing pauses, ${MAX_DELIVERY_ATTEMPTS} attempts over about a day. Delivery is at least once: ignore an event id you have seen. The secret is in this answer only. At most ${MAX_ENDPOINTS} endpoints per business.`,
  request: { body: jsonBody(createBody) },
  responses: {
    201: jsonResponse(successSchema(createdEndpointSchema), "The endpoint, with its secret (shown this once)."),
    ...errorResponses("invalid_request", "payload_too_large"),
  },
});
const get = defineRoute(
  "business",
  {
    ...common,
    method: "get",
    path: one,
    summary: "Get a webhook endpoint",
    description: "The endpoint, without its secret. 404 when the business has none with this uuid.",
    request: { params: identifierParamSchema },
    responses: { 200: jsonResponse(successSchema(endpointSchema), "The endpoint."), ...errorResponses("not_found") },
  },
  record,
);
const update = defineRoute(
  "business",
  {
    ...common,
    method: "put",
    path: one,
    summary: "Update a webhook endpoint",
    description: "Changes only the fields sent: its URL, event types, description, or whether it is enabled.",
    request: { params: identifierParamSchema, body: jsonBody(updateBody) },
    responses: {
      200: jsonResponse(successSchema(endpointSchema), "The updated endpoint."),
      ...errorResponses("invalid_request", "not_found", "conflict", "payload_too_large"),
    },
  },
  record,
);
const remove = defineRoute(
  "business",
  {
    ...common,
    method: "delete",
    path: one,
    summary: "Delete a webhook endpoint",
    description: "Nothing more is sent to it; its delivery log goes with it.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(deletedSchema), "Deleted."),
      ...errorResponses("not_found", "conflict"),
    },
  },
  record,
);
const deliveries = defineRoute("business", {
  ...common,
  method: "get",
  path: `${one}/deliveries`,
  summary: "List an endpoint's deliveries",
  description:
    "The delivery log, newest first: each event sent to the endpoint, its state, attempts, the last answer or error, and when it is tried next. Kept 30 days.",
  request: { params: identifierParamSchema, query: deliveriesQuery },
  responses: {
    200: jsonResponse(listSchema(deliverySchema), "A page of deliveries."),
    ...errorResponses("invalid_request", "not_found"),
  },
});
const resend = defineRoute("business", {
  ...common,
  method: "post",
  path: `${one}/deliveries/{delivery_uuid}/redeliver`,
  summary: "Redeliver a webhook event",
  description: `Sends a succeeded or failed delivery again (the same event id and body), through the queue with ${MAX_DELIVERY_ATTEMPTS} attempts of its own (its attempts count from 0 again): for a receiver that was down or lost what it got. No body. 409 while the delivery is still pending, or while the endpoint is disabled.`,
  request: { params: deliveryParams },
  responses: {
    202: jsonResponse(successSchema(deliverySchema), "The delivery, pending again."),
    ...errorResponses("not_found", "conflict"),
  },
});
const test = defineRoute("business", {
  ...common,
  method: "post",
  path: `${one}/test`,
  summary: "Send a test event",
  description:
    "POSTs a `webhook.test` event (`data: {object: \"webhook\", uuid: <the endpoint's uuid>}`) to the endpoint now, signed as every event is, once (no retries), and answers with the delivery: its status, the receiver's HTTP status or the error. Sent even when the endpoint is disabled. No body.",
  request: { params: identifierParamSchema },
  responses: {
    201: jsonResponse(successSchema(deliverySchema), "The test delivery, attempted."),
    ...errorResponses("not_found"),
  },
});

export const webhooksRouter = createRouter()
  .openapi(list, async (c) => {
    const q = c.req.valid("query");
    const { items, total } = await listEndpoints(businessScope(c), pageOf(q));
    return c.json(successList("Webhook endpoints retrieved", items, { page: q.page, limit: q.limit, total }), 200);
  })
  .openapi(create, async (c) => {
    const planned = await createEndpoint(businessScope(c), c.req.valid("json"));
    const made = await commit(writeContext(c), planned);
    forgetEndpoints(c.get("businessId"));
    return c.json(success("Webhook endpoint created", made), 201);
  })
  .openapi(get, async (c) =>
    c.json(
      success("Webhook endpoint retrieved", await endpointDetail(businessScope(c), c.req.valid("param").uuid)),
      200,
    ),
  )
  .openapi(update, async (c) => {
    const planned = await updateEndpoint(businessScope(c), c.req.valid("param").uuid, c.req.valid("json"));
    const updated = await commit(writeContext(c), planned);
    forgetEndpoints(c.get("businessId"));
    return c.json(success("Webhook endpoint updated", updated), 200);
  })
  .openapi(remove, async (c) => {
    const planned = await deleteEndpoint(businessScope(c), c.req.valid("param").uuid);
    const deleted = await commit(writeContext(c), planned);
    forgetEndpoints(c.get("businessId"));
    return c.json(success("Webhook endpoint deleted", deleted), 200);
  })
  .openapi(deliveries, async (c) => {
    const q = c.req.valid("query");
    const { items, total } = await listDeliveries(businessScope(c), c.req.valid("param").uuid, q, q.status);
    return c.json(successList("Deliveries retrieved", items, { page: q.page, limit: q.limit, total }), 200);
  })
  .openapi(resend, async (c) => {
    const { uuid, delivery_uuid } = c.req.valid("param");
    const planned = await redeliver(businessScope(c), uuid, delivery_uuid);
    const pending = await commit(writeContext(c), planned);
    await sendDeliveries(c.env, [pending.uuid]);
    return c.json(success("Delivery queued again", pending), 202);
  })
  .openapi(test, async (c) => {
    const s = businessScope(c);
    const endpoint = await endpointDetail(s, c.req.valid("param").uuid);
    const deliveryId = await commit(writeContext(c), await testEvent(s, endpoint.uuid));
    // One attempt, now: the answer says what the receiver did.
    await attemptDelivery(c.env, deliveryId, undefined, { once: true });
    return c.json(success("Test event sent", deliveryView(await deliveryOf(s, endpoint.uuid, deliveryId))), 201);
  });
