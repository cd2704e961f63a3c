// The sync feed of deletions (issue 21): lists show what exists and what changed
// (updated_since); this shows what went, so a mirror can remove it.
import { z } from "@hono/zod-openapi";
import { pageOf } from "../db/queries/paginate";
import { deletableResources, listDeletions } from "../events/events";
import { successList } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { errorResponses, jsonResponse, listQuerySchema, listSchema, timestampSchema } from "../schemas/common";

const deletionSchema = z
  .object({
    resource: z.enum(deletableResources),
    uuid: z.string().openapi({ description: "The deleted record's uuid." }),
    deleted_at: timestampSchema,
  })
  .openapi("Deletion", {
    example: {
      resource: "invoice",
      uuid: "4f0d8a52-6a63-4c8e-9f5b-2f7c1e0e2b41",
      deleted_at: "2026-11-22T09:30:00.000Z",
    },
  });

const deletionsQuery = listQuerySchema.omit({ date_order: true }).extend({
  updated_since: listQuerySchema.shape.updated_since.openapi({
    param: { name: "updated_since", in: "query" },
    description:
      "Only deletions at or after this instant (UTC), oldest first, ties by uuid. Ask for page 1 each time with updated_since and since_uuid set to the last deletion's deleted_at and uuid.",
  }),
  resource: z
    .enum(deletableResources)
    .optional()
    .openapi({ param: { name: "resource", in: "query" }, description: "Only deletions of this kind of record." }),
});

const list = defineRoute("business", {
  tags: ["Sync"],
  method: "get",
  path: "/deletions",
  summary: "List deleted records",
  description:
    "Tombstones for sync: every record deleted (contacts, accounts, invoices, bills, credit notes, supplier credits, payments, expenses, income, journals, bank transactions, bank rules, tax codes), oldest deletion first, ties by uuid. Take it with the same `updated_since` and `since_uuid` cursor as the lists: ask for page 1 each time with updated_since (and since_uuid) set to the last deletion seen. A void is not a deletion: a voided document stays in its list with status void. Deletions are kept for good.",
  request: { query: deletionsQuery },
  responses: {
    200: jsonResponse(listSchema(deletionSchema), "A page of deletions."),
    ...errorResponses("invalid_request"),
  },
});

export const deletionsRouter = createRouter().openapi(list, async (c) => {
  const q = c.req.valid("query");
  const { items, total } = await listDeletions(
    c.get("db"),
    c.get("businessId"),
    pageOf({ ...q, date_order: "asc" }),
    q.resource,
  );
  return c.json(successList("Deletions retrieved", items, { page: q.page, limit: q.limit, total }), 200);
});
