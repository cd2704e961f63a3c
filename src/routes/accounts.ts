// Chart of accounts (SPEC 4.6, CONTRACT 6-7): AI create, list, get, update, delete.

import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { accountViews } from "../accounts/accounts";
import { accountView, deleteAccount, updateAccount } from "../accounts/commands";
import { handleCreate } from "../creates/handle-create";
import { listAccounts } from "../db/queries/accounts";
import { pageOf } from "../db/queries/paginate";
import { accounts } from "../db/schema";
import type { AppEnv } from "../env";
import { success, successList } from "../lib/envelope";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { anyAccountSchema, createAccountBody, listAccountsQuery, updateAccountBody } from "../schemas/accounts";
import { asyncAcceptedSchema, createExamples, STRUCTURED_CREATES } from "../schemas/ai-create";
import {
  deletedSchema,
  errorResponses,
  identifierParamSchema,
  jsonBody,
  jsonResponse,
  listSchema,
  successSchema,
} from "../schemas/common";
import { commit } from "../write/commit";
import { writeContext } from "../write/context";
import { businessScope } from "../write/scope";

const common = { tags: ["Accounts"] };

const load = (c: Context<AppEnv>, identifier: string) => accountView(businessScope(c), identifier);
/** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
const record = { table: accounts, load };

const create = defineRoute("business", {
  ...common,
  method: "post",
  path: "/accounts",
  summary: "Create accounts or banks (from a prompt, or structured)",
  description:
    'E.g. "add an expense account Fuel, code 6120" or "add GTBank current account 0123456785, NGN, opening balance 250,000"; a csv/xlsx chart (columns name, code, type, sub_type, currency) imports several. A bank is an asset of sub_type bank; its opening balance is posted against Opening Balance Equity. Nigerian account numbers are checked against the bank\'s NUBAN check digit; banks abroad are known by name too ("add Wells Fargo business checking", "add Monzo business account"), their numbers kept as given, with a sort code, routing number, BSB or IFSC said beside them kept as branch_code ("add Chase business checking 483920117, routing 021000021"); the word says the country when the bank does not.' +
    STRUCTURED_CREATES,
  request: {
    body: jsonBody(
      createAccountBody,
      undefined,
      createExamples("Add an expense account Fuel and Lubricants, code 6121", {
        name: "Fuel and Lubricants",
        code: "6121",
        type: "expense",
        sub_type: "operating_expense",
      }),
    ),
  },
  responses: {
    200: jsonResponse(successSchema(asyncAcceptedSchema), "Queued (process_type async)."),
    201: jsonResponse(
      successSchema(z.union([anyAccountSchema, z.array(anyAccountSchema)])),
      "Created (process_type direct).",
    ),
    ...errorResponses("invalid_request", "conflict", "payload_too_large", "model_unavailable"),
  },
});

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/accounts",
  summary: "List the chart of accounts",
  description:
    "Ordered by creation time (date_order), then code. Filter by type or sub_type. Balances come from the ledger.",
  request: { query: listAccountsQuery },
  responses: {
    200: jsonResponse(listSchema(anyAccountSchema), "A page of accounts."),
    ...errorResponses("invalid_request"),
  },
});

const get = defineRoute(
  "business",
  {
    ...common,
    method: "get",
    path: "/accounts/{uuid}",
    summary: "Get an account",
    description: "By uuid, source_uuid or name (case-insensitive).",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(anyAccountSchema), "The account."),
      ...errorResponses("not_found"),
    },
  },
  record,
);

const update = defineRoute(
  "business",
  {
    ...common,
    method: "put",
    path: "/accounts/{uuid}",
    summary: "Update an account",
    description:
      "Default accounts keep their type and sub_type; an account with postings keeps its type. A bank's new opening_balance reverses the old entry and posts the new one.",
    request: { params: identifierParamSchema, body: jsonBody(updateAccountBody) },
    responses: {
      200: jsonResponse(successSchema(anyAccountSchema), "The updated account."),
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
    path: "/accounts/{uuid}",
    summary: "Delete an account",
    description:
      "400 with the reason when the account is a default account, has postings in the ledger, or holds bank transactions (the cashbook rule).",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(deletedSchema), "The account was deleted."),
      ...errorResponses("invalid_request", "not_found", "conflict"),
    },
  },
  record,
);

export const accountsRouter = createRouter()
  .openapi(create, async (c) => {
    const outcome = await handleCreate(c.env, writeContext(c), businessScope(c), "accounts", c.req.valid("json"));
    if (outcome.mode === "async") return c.json(success("Account creation queued", outcome.accepted), 200);
    const records = outcome.records as z.infer<typeof anyAccountSchema>[];
    return c.json(
      success(
        records.length === 1 ? "Account created" : `${records.length} accounts created`,
        records.length === 1 ? records[0]! : records,
      ),
      201,
    );
  })
  .openapi(list, async (c) => {
    const query = c.req.valid("query");
    const db = c.get("db");
    const { rows, total } = await listAccounts(db, {
      businessId: c.get("businessId"),
      ...pageOf(query),
      type: query.type,
      subType: query.sub_type,
    });
    const data = await accountViews(db, c.get("businessId"), rows, c.get("business").currency);
    return c.json(successList("Accounts retrieved", data, { page: query.page, limit: query.limit, total }), 200);
  })
  .openapi(get, async (c) => c.json(success("Account retrieved", await load(c, c.req.valid("param").uuid)), 200))
  .openapi(update, async (c) => {
    const planned = await updateAccount(businessScope(c), c.req.valid("param").uuid, c.req.valid("json"));
    return c.json(success("Account updated", await commit(writeContext(c), planned)), 200);
  })
  .openapi(remove, async (c) => {
    const planned = await deleteAccount(businessScope(c), c.req.valid("param").uuid);
    return c.json(success("Account deleted", await commit(writeContext(c), planned)), 200);
  });
