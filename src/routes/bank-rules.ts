// Recognition rules for bank transactions (CONTRACT 8, apply_rules): list, create, delete.

import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createRule, deleteRule, listRules, ruleView } from "../bank/rules";
import { pageOf } from "../db/queries/paginate";
import { bankRules } from "../db/schema";
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
} from "../schemas/common";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const common = { tags: ["Bank transactions"] };

const load = (c: Context<AppEnv>, identifier: string) => ruleView(businessScope(c), identifier);
/** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
const record = { table: bankRules, load };

const ruleSchema = z
  .object({
    uuid: z.uuid(),
    pattern: z.string(),
    account: z.string(),
    account_uuid: z.uuid(),
    type: z.enum(["debit", "credit"]).nullable(),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "A rule is never changed, only deleted: when it was made." }),
    version: recordVersion,
  })
  .openapi("BankRule", {
    example: {
      uuid: "3b1f0c1e-2d4a-4c6b-8e9f-0a1b2c3d4e5f",
      pattern: "shoprite",
      account: "Office Supplies",
      account_uuid: "1c7f3a7b-0b4d-4e2f-9a3b-2d4e6f8a0b1c",
      type: "debit",
      created_at: "2026-11-22T09:30:00.000Z",
      updated_at: "2026-11-22T09:30:00.000Z",
      version: 1,
    },
  });

const ruleBody = z
  .object({
    pattern: z
      .string()
      .trim()
      .min(2)
      .max(200)
      .openapi({ description: "Matched anywhere in the narration, ignoring case." }),
    account: z.string().trim().min(1).max(200).openapi({ description: "Account name or uuid to suggest." }),
    type: z
      .enum(["debit", "credit"])
      .nullable()
      .default(null)
      .openapi({ description: "Only money out (debit) or in (credit); null for both." }),
  })
  .openapi("CreateBankRule");

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/bank-rules",
  summary: "List recognition rules",
  description:
    "The business's rules: a statement row whose narration contains the pattern (any case) is suggested the rule's account when uploaded; rules win over categorized history. Oldest first by date_order asc.",
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(listSchema(ruleSchema), "A page of rules."),
    ...errorResponses("invalid_request"),
  },
});
const create = defineRoute("business", {
  ...common,
  method: "post",
  path: "/bank-rules",
  summary: "Create a recognition rule",
  description:
    "Uploaded rows whose narration contains the pattern become recognized with this account suggested (rules win over history). Nothing is posted.",
  request: { body: jsonBody(ruleBody) },
  responses: {
    201: jsonResponse(successSchema(ruleSchema), "The rule."),
    ...errorResponses("invalid_request", "payload_too_large"),
  },
});
const remove = defineRoute(
  "business",
  {
    ...common,
    method: "delete",
    path: "/bank-rules/{uuid}",
    summary: "Delete a recognition rule",
    description:
      "Rows already recognized keep their suggestion; new uploads no longer get it. 404 when the business has no such rule.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(deletedSchema), "Deleted."),
      ...errorResponses("invalid_request", "not_found", "conflict"),
    },
  },
  record,
);

export const bankRulesRouter = createRouter()
  .openapi(list, async (c) => {
    const q = c.req.valid("query");
    const { items, total } = await listRules(businessScope(c), pageOf(q));
    return c.json(successList("Rules retrieved", items, { page: q.page, limit: q.limit, total }), 200);
  })
  .openapi(create, async (c) => {
    const planned = await createRule(businessScope(c), c.req.valid("json"));
    return c.json(success("Rule created", await commit(writeContext(c), planned)), 201);
  })
  .openapi(remove, async (c) => {
    const planned = await deleteRule(businessScope(c), c.req.valid("param").uuid);
    return c.json(success("Rule deleted", await commit(writeContext(c), planned)), 200);
  });
