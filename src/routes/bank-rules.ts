// Recognition rules for bank transactions (CONTRACT 8, apply_rules): list, create, delete.

import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { resolveAccountReference } from "../accounts/accounts";
import { runBatch } from "../db/batch";
import { paginate } from "../db/queries/paginate";
import { accounts, bankRules } from "../db/schema";
import type { AppEnv, Db } from "../env";
import { nowIso } from "../lib/clock";
import { success, successList } from "../lib/envelope";
import { notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { createRouter } from "../lib/router";
import { businessSecurity } from "../lib/security";
import { businessAuth } from "../middleware/auth";
import { versioned } from "../middleware/versions";
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

const common = { tags: ["Bank transactions"], security: businessSecurity, middleware: [businessAuth] };

async function load(c: Context<AppEnv>, identifier: string) {
  const [row] = await c
    .get("db")
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.businessId, c.get("businessId")), eq(bankRules.id, identifier)));
  if (!row) throw notFound("Rule");
  return (await views(c.get("db"), c.get("businessId"), [row]))[0]!;
}
/** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
const item = { ...common, middleware: [businessAuth, versioned(bankRules, load)] };

const ruleSchema = z
  .object({
    uuid: z.uuid(),
    pattern: z.string(),
    account: z.string(),
    account_uuid: z.uuid(),
    type: z.enum(["debit", "credit"]).nullable(),
    created_at: z.string(),
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

async function views(db: Db, businessId: string, rows: (typeof bankRules.$inferSelect)[]) {
  if (!rows.length) return [];
  const names = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.businessId, businessId),
        inArray(
          accounts.id,
          rows.map((r) => r.accountId),
        ),
      ),
    );
  const byId = new Map(names.map((a) => [a.id, a.name]));
  return rows.map((r) => ({
    uuid: r.id,
    pattern: r.pattern,
    account: byId.get(r.accountId) ?? "",
    account_uuid: r.accountId,
    type: r.type,
    created_at: r.createdAt,
    version: r.version,
  }));
}

const list = createRoute({
  ...common,
  method: "get",
  path: "/bank-rules",
  summary: "List recognition rules",
  request: { query: listQuerySchema },
  responses: {
    200: jsonResponse(listSchema(ruleSchema), "A page of rules."),
    ...errorResponses("invalid_request", "invalid_api_key", "forbidden", "rate_limited"),
  },
});
const create = createRoute({
  ...common,
  method: "post",
  path: "/bank-rules",
  summary: "Create a recognition rule",
  description:
    "Uploaded rows whose narration contains the pattern become recognized with this account suggested (rules win over history). Nothing is posted.",
  request: { body: jsonBody(ruleBody) },
  responses: {
    201: jsonResponse(successSchema(ruleSchema), "The rule."),
    ...errorResponses("invalid_request", "invalid_api_key", "forbidden", "payload_too_large", "rate_limited"),
  },
});
const remove = createRoute({
  ...item,
  method: "delete",
  path: "/bank-rules/{uuid}",
  summary: "Delete a recognition rule",
  request: { params: identifierParamSchema },
  responses: {
    200: jsonResponse(successSchema(deletedSchema), "Deleted."),
    ...errorResponses("invalid_request", "invalid_api_key", "forbidden", "not_found", "conflict", "rate_limited"),
  },
});

export const bankRulesRouter = createRouter()
  .openapi(list, async (c) => {
    const q = c.req.valid("query");
    const db = c.get("db");
    const { rows, total } = await paginate(
      db,
      bankRules,
      { businessId: c.get("businessId") },
      [bankRules.createdAt, bankRules.id],
      { page: q.page, limit: q.limit, order: q.date_order },
    );
    return c.json(
      successList("Rules retrieved", await views(db, c.get("businessId"), rows), {
        page: q.page,
        limit: q.limit,
        total,
      }),
      200,
    );
  })
  .openapi(create, async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const businessId = c.get("businessId");
    const account = await resolveAccountReference(db, businessId, body.account, "account");
    const row = {
      id: newId(),
      businessId,
      pattern: body.pattern,
      accountId: account.id,
      type: body.type,
      createdAt: nowIso(),
      version: 1,
    };
    await db.insert(bankRules).values(row);
    return c.json(success("Rule created", (await views(db, businessId, [row]))[0]!), 201);
  })
  .openapi(remove, async (c) => {
    const db = c.get("db");
    const id = c.req.valid("param").uuid;
    const [rows] = await runBatch(
      db,
      [
        db
          .delete(bankRules)
          .where(and(eq(bankRules.businessId, c.get("businessId")), eq(bankRules.id, id)))
          .returning({ id: bankRules.id }),
      ],
      c.get("expectedVersion"),
    );
    const [deleted] = rows as { id: string }[];
    if (!deleted) throw notFound("Rule");
    return c.json(success("Rule deleted", { uuid: deleted.id, source_uuid: null, deleted: true as const }), 200);
  });
