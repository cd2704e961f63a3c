// Banks (SPEC 4.5): bank accounts of the chart, with balances from the ledger. They are
// created and edited through /accounts.
import { z } from "@hono/zod-openapi";
import { accountViews, getAccount } from "../accounts/accounts";
import { completeReconciliation, listReconciliations, undoReconciliation } from "../bank/reconciliations";
import { listAccounts } from "../db/queries/accounts";
import { pageOf } from "../db/queries/paginate";
import { accounts } from "../db/schema";
import { success, successList } from "../lib/envelope";
import { notFound } from "../lib/errors";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { bankSchema, listBanksQuery, reconciliationBody, reconciliationSchema } from "../schemas/accounts";
import {
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

const common = { tags: ["Banks"] };
/** The one-bank route: ETag on reads (middleware/versions.ts). */
const record = { table: accounts };

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/banks",
  summary: "List banks",
  description:
    "The business's bank accounts (accounts of sub_type bank). balance = opening balance + ledger movements, in the bank's currency.",
  request: { query: listBanksQuery },
  responses: {
    200: jsonResponse(listSchema(bankSchema), "A page of banks."),
    ...errorResponses("invalid_request"),
  },
});

const get = defineRoute(
  "business",
  {
    ...common,
    method: "get",
    path: "/banks/{uuid}",
    summary: "Get a bank",
    description:
      "One bank account by its uuid, with its balance in its own currency (opening balance plus the ledger's movements); 404 when it is not one of the business's banks.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(bankSchema), "The bank."),
      ...errorResponses("not_found"),
    },
  },
  record,
);

const reconciliations = "/banks/{uuid}/reconciliations";
const reconciliationAbout =
  "A completed reconciliation agrees a bank or cash account (its uuid or name) with its statement as of statement_date: the balance in the books, plus the statement rows not yet in the books, less the book entries not yet on the statement (GET /reports/bank-reconciliation lists both), equals the statement's balance. It is where the next reconciliation and report start: what it left outstanding is looked at again, what it agreed is not. The statement rows dated up to it keep their categorization until it is undone (uncategorizing or deleting one is 409).";

const listReconciliationsRoute = defineRoute("business", {
  ...common,
  method: "get",
  path: reconciliations,
  summary: "List a bank's completed reconciliations",
  description: `${reconciliationAbout} Newest first.`,
  request: { params: identifierParamSchema },
  responses: {
    200: jsonResponse(successSchema(z.array(reconciliationSchema)), "The account's reconciliations."),
    ...errorResponses("invalid_request", "not_found"),
  },
});

const completeReconciliationRoute = defineRoute("business", {
  ...common,
  method: "post",
  path: reconciliations,
  summary: "Complete a bank reconciliation",
  description: `${reconciliationAbout} 400 naming statement_balance when the books and the statement do not agree to the unit (the message gives the difference), or when neither the body nor a statement row gives the balance; 400 on a statement_date after today; 409 unless statement_date is after the account's latest reconciliation, or when the account's books or rows up to the date changed while it was checked (nothing written; retry).`,
  request: { params: identifierParamSchema, body: jsonBody(reconciliationBody) },
  responses: {
    201: jsonResponse(
      successSchema(reconciliationSchema),
      "The completed reconciliation, with what it left outstanding.",
    ),
    ...errorResponses("invalid_request", "not_found", "conflict"),
  },
});

const undoReconciliationRoute = defineRoute("business", {
  ...common,
  method: "delete",
  path: `${reconciliations}/{reconciliation_uuid}`,
  summary: "Undo a bank reconciliation",
  description:
    "Removes the account's latest completed reconciliation, so the rows it reconciled can change again (409 when a later one starts from it; undo that first). The books do not change.",
  request: { params: identifierParamSchema.extend({ reconciliation_uuid: z.uuid() }) },
  responses: {
    200: jsonResponse(
      successSchema(z.object({ uuid: z.uuid(), deleted: z.literal(true) })),
      "The reconciliation is undone.",
    ),
    ...errorResponses("invalid_request", "not_found", "conflict"),
  },
});

type Bank = import("zod").infer<typeof bankSchema>;

export const banksRouter = createRouter()
  .openapi(list, async (c) => {
    const query = c.req.valid("query");
    const db = c.get("db");
    const { rows, total } = await listAccounts(db, {
      businessId: c.get("businessId"),
      ...pageOf(query),
      subType: "bank",
    });
    const data = (await accountViews(db, c.get("businessId"), rows, c.get("business").currency)) as Bank[];
    return c.json(successList("Banks retrieved", data, { page: query.page, limit: query.limit, total }), 200);
  })
  .openapi(get, async (c) => {
    const db = c.get("db");
    const row = await getAccount(db, c.get("businessId"), c.req.valid("param").uuid).catch(() => undefined);
    if (row?.subType !== "bank") throw notFound("Bank");
    const [view] = (await accountViews(db, c.get("businessId"), [row], c.get("business").currency)) as Bank[];
    return c.json(success("Bank retrieved", view!), 200);
  })
  .openapi(listReconciliationsRoute, async (c) =>
    c.json(
      success("Reconciliations retrieved", await listReconciliations(businessScope(c), c.req.valid("param").uuid)),
      200,
    ),
  )
  .openapi(completeReconciliationRoute, async (c) => {
    const view = await commit(
      writeContext(c),
      await completeReconciliation(businessScope(c), c.req.valid("param").uuid, c.req.valid("json")),
    );
    return c.json(success("Reconciliation completed", view), 201);
  })
  .openapi(undoReconciliationRoute, async (c) => {
    const { uuid, reconciliation_uuid } = c.req.valid("param");
    const view = await commit(writeContext(c), await undoReconciliation(businessScope(c), uuid, reconciliation_uuid));
    return c.json(success("Reconciliation undone", view), 200);
  });
