// GET /audit-log: the business's mutations, newest first by default, with the list
// conventions (CONTRACT 4). Entries are written by middleware/audit.ts.
import { z } from "@hono/zod-openapi";
import { listAuditEntries } from "../audit/entry";
import { auditCredentialKinds, type auditLog } from "../db/schema";
import { successList } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { errorResponses, jsonResponse, listQuerySchema, listSchema } from "../schemas/common";

const summary = z.record(z.string(), z.unknown()).nullable();

const entrySchema = z
  .object({
    uuid: z.uuid(),
    created_at: z.string(),
    request_id: z.string().describe("The X-Request-Id of the request that made the change."),
    method: z.enum(["POST", "PUT", "PATCH", "DELETE"]),
    route: z.string().describe("The route as in this document, e.g. /contacts/{uuid}."),
    path: z.string(),
    status: z.number().int(),
    credential: z.object({
      kind: z
        .enum(auditCredentialKinds)
        .describe(
          "oauth: an app acting for the business with an access token. owner: the business owner, signed in on the OAuth consent page, approving an app.",
        ),
      key_uuid: z
        .string()
        .nullable()
        .describe("The secret key used (the app's key when kind is oauth); null for owner."),
      user_uuid: z.string().nullable().describe("The owner who signed in (kind owner)."),
      oauth_token_uuid: z.string().nullable(),
      app_business_uuid: z.string().nullable().describe("The app (its business) that acted, when kind is oauth."),
    }),
    record_uuid: z
      .string()
      .nullable()
      .describe(
        "The record changed: its uuid, the job_reference of an async create, or the app's business uuid when the owner approved an app.",
      ),
    before: summary.describe("Update: the changed fields' old values. Delete: the record as it was. Create: null."),
    after: summary.describe(
      "Update: the changed fields' new values. Create: the new record or records, or the accepted job. Delete: null. Lists longer than 20 items appear as {count, first_uuids}.",
    ),
  })
  .openapi("AuditEntry");

// The log is its own record of changes (created_from, below), not a list of records that change.
const query = listQuerySchema.omit({ updated_since: true, since_uuid: true }).extend({
  record: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({
      param: { name: "record", in: "query" },
      description: "Only entries about this record uuid (or job_reference).",
    }),
});

const list = defineRoute("business", {
  method: "get",
  path: "/audit-log",
  tags: ["Audit log"],
  summary: "List changes made to the business's records",
  description:
    "One entry per successful POST, PUT, PATCH or DELETE, by any credential of the business or an app acting for it, and one for each app the owner approved on the consent page; ordered by time (date_order), then uuid. Records an async create makes are listed by its job (GET /jobs/{job_reference}); the create itself is logged when accepted.",
  request: { query },
  responses: {
    200: jsonResponse(listSchema(entrySchema), "A page of entries."),
    ...errorResponses("invalid_request"),
  },
});

type Row = typeof auditLog.$inferSelect;
const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

const toEntry = (row: Row): z.infer<typeof entrySchema> => ({
  uuid: row.id,
  created_at: row.createdAt,
  request_id: row.requestId,
  method: row.method as z.infer<typeof entrySchema>["method"],
  route: row.route,
  path: row.path,
  status: row.status,
  credential: {
    kind: row.credentialKind,
    key_uuid: row.keyId,
    user_uuid: row.userId,
    oauth_token_uuid: row.oauthTokenId,
    app_business_uuid: row.appBusinessId,
  },
  record_uuid: row.recordUuid,
  before: parse(row.before),
  after: parse(row.after),
});

export const auditLogRouter = createRouter().openapi(list, async (c) => {
  const q = c.req.valid("query");
  const { rows, total } = await listAuditEntries(c.get("db"), c.get("businessId"), q.record, {
    page: q.page,
    limit: q.limit,
    order: q.date_order,
  });
  return c.json(successList("Audit log retrieved", rows.map(toEntry), { page: q.page, limit: q.limit, total }), 200);
});
