// Expenses and income (CONTRACT 7): paid at once, posted straight between a bank or
// cash account and an expense or revenue account. One route set per kind.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { handleCreate } from "../creates/handle-create";
import { pageOf } from "../db/queries/paginate";
import type { CashKind } from "../db/schema";
import { cashTransactions } from "../db/schema";
import { cashViews, listCash } from "../documents/cash";
import { type CashBody, cashView, deleteCash, updateCash } from "../documents/cash-commands";
import type { AppEnv } from "../env";
import { success, successList } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { asyncAcceptedSchema, createExamples, STRUCTURED_CREATES } from "../schemas/ai-create";
import {
  deletedSchema,
  errorResponses,
  identifierParamSchema,
  jsonBody,
  jsonResponse,
  listQuerySchema,
  listSchema,
  successSchema,
} from "../schemas/common";
import { cashSchema, createCashBody, patchCashBody, putCashBody } from "../schemas/documents";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const settings = {
  expense: {
    path: "/expenses",
    tag: "Expenses",
    noun: "Expense",
    schema: "expenses",
    example: '"Paid 15,000 for fuel from Cash yesterday"',
    record: { date: "2026-11-22", amount: 15000, account: "Travel", category: "Cash", narration: "Fuel" },
    posting: "Dr the expense account / Cr the bank or cash account",
  },
  income: {
    path: "/income",
    tag: "Income",
    noun: "Income",
    schema: "income",
    example: '"Received 2,000 from ACME for product sales into Cash"',
    record: { date: "2026-11-22", amount: 2000, account: "Sales", category: "Cash", contact: "ACME" },
    posting: "Dr the bank or cash account / Cr the revenue account",
  },
} as const;

export function cashRouter(kind: CashKind) {
  const s = settings[kind];
  const common = { tags: [s.tag] };
  const load = (c: Context<AppEnv>, identifier: string) => cashView(businessScope(c), kind, identifier);
  /** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
  const record = { table: cashTransactions, load };
  const one = `${s.path}/{uuid}`;
  const query = listQuerySchema.extend({
    schema: z
      .literal(s.schema)
      .optional()
      .openapi({ param: { name: "schema", in: "query" }, description: `Optional; must be \`${s.schema}\`.` }),
  });
  const errors = errorResponses(
    "invalid_request",
    "invalid_api_key",
    "forbidden",
    "not_found",
    "conflict",
    "payload_too_large",
    "rate_limited",
  );

  const create = defineRoute("business", {
    ...common,
    method: "post",
    path: s.path,
    summary: `Record ${kind === "expense" ? "an expense" : "income"} (from a prompt, or structured)`,
    description: `E.g. ${s.example}. Posting: ${s.posting}. Accounts named loosely in a prompt are matched to the chart (400 if none or several match).${kind === "expense" ? " An expense may buy an asset to keep (a capital purchase: Office Equipment, Inventory, Prepaid Expenses)." : ""} VAT the amount holds (\`tax_rate\`; in a prompt "incl. 7.5% VAT", or "plus 7.5% VAT" added on top) posts to VAT Payable, the rest to the account.${STRUCTURED_CREATES}`,
    request: { body: jsonBody(createCashBody, undefined, createExamples(JSON.parse(s.example), s.record)) },
    responses: {
      200: jsonResponse(successSchema(asyncAcceptedSchema), "Queued (process_type async)."),
      201: jsonResponse(successSchema(z.union([cashSchema, z.array(cashSchema)])), "Recorded (process_type direct)."),
      ...errorResponses("invalid_request", "conflict", "payload_too_large", "model_unavailable"),
    },
  });
  const list = defineRoute("business", {
    ...common,
    method: "get",
    path: s.path,
    summary: `List ${kind === "expense" ? "expenses" : "income"}`,
    description:
      "Ordered by date (date_order), then creation time; with updated_since, by last change. Each shows its amount, tax, account and the bank or cash account it moved through.",
    request: { query },
    responses: {
      200: jsonResponse(listSchema(cashSchema), "A page."),
      ...errorResponses("invalid_request"),
    },
  });
  const get = defineRoute(
    "business",
    {
      ...common,
      method: "get",
      path: one,
      summary: `Get ${kind === "expense" ? "an expense" : "an income record"}`,
      description:
        "One record by its uuid, or by the source_uuid your integration gave it; 404 when the business has none. The ETag header carries its version, for If-Match on a later change.",
      request: { params: identifierParamSchema },
      responses: {
        200: jsonResponse(successSchema(cashSchema), "The record."),
        ...errorResponses("not_found"),
      },
    },
    record,
  );
  const put = defineRoute(
    "business",
    {
      ...common,
      method: "put",
      path: one,
      summary: `Replace ${kind === "expense" ? "an expense" : "an income record"}`,
      description: "date, amount, account and category are required; the entry is reversed and re-posted.",
      request: { params: identifierParamSchema, body: jsonBody(putCashBody) },
      responses: { 200: jsonResponse(successSchema(cashSchema), "The updated record."), ...errors },
    },
    record,
  );
  const patch = defineRoute(
    "business",
    {
      ...common,
      method: "patch",
      path: one,
      summary: `Change fields of ${kind === "expense" ? "an expense" : "an income record"}`,
      description: "Only the fields sent change; the entry is reversed and re-posted.",
      request: { params: identifierParamSchema, body: jsonBody(patchCashBody) },
      responses: { 200: jsonResponse(successSchema(cashSchema), "The updated record."), ...errors },
    },
    record,
  );
  const remove = defineRoute(
    "business",
    {
      ...common,
      method: "delete",
      path: one,
      summary: `Delete ${kind === "expense" ? "an expense" : "an income record"}`,
      description: "Reverses its entry, then removes it.",
      request: { params: identifierParamSchema },
      responses: {
        200: jsonResponse(successSchema(deletedSchema), "Deleted."),
        ...errorResponses("invalid_request", "not_found", "conflict"),
      },
    },
    record,
  );

  type View = z.infer<typeof cashSchema>;
  const change = async (c: Context<AppEnv>, identifier: string, body: CashBody) =>
    commit(writeContext(c), await updateCash(businessScope(c), kind, identifier, body));

  return createRouter()
    .openapi(create, async (c) => {
      const outcome = await handleCreate(
        c.env,
        writeContext(c),
        businessScope(c),
        kind === "expense" ? "expenses" : "income",
        c.req.valid("json"),
      );
      if (outcome.mode === "async") return c.json(success(`${s.noun} queued`, outcome.accepted), 200);
      const records = outcome.records as View[];
      return c.json(success(`${s.noun} recorded`, records.length === 1 ? records[0]! : records), 201);
    })
    .openapi(list, async (c) => {
      const q = c.req.valid("query");
      const db = c.get("db");
      const { rows, total } = await listCash(db, {
        businessId: c.get("businessId"),
        kind,
        ...pageOf(q),
      });
      return c.json(
        successList(`${s.noun} retrieved`, await cashViews(db, c.get("businessId"), rows), {
          page: q.page,
          limit: q.limit,
          total,
        }),
        200,
      );
    })
    .openapi(get, async (c) => c.json(success(`${s.noun} retrieved`, await load(c, c.req.valid("param").uuid)), 200))
    .openapi(put, async (c) =>
      c.json(success(`${s.noun} updated`, await change(c, c.req.valid("param").uuid, c.req.valid("json"))), 200),
    )
    .openapi(patch, async (c) =>
      c.json(success(`${s.noun} updated`, await change(c, c.req.valid("param").uuid, c.req.valid("json"))), 200),
    )
    .openapi(remove, async (c) => {
      const planned = await deleteCash(businessScope(c), kind, c.req.valid("param").uuid);
      return c.json(success(`${s.noun} deleted`, await commit(writeContext(c), planned)), 200);
    });
}
