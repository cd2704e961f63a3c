// Banks (SPEC 4.5): bank accounts of the chart, with balances from the ledger. They are
// created and edited through /accounts.
import { accountViews, getAccount } from "../accounts/accounts";
import { listAccounts } from "../db/queries/accounts";
import { accounts } from "../db/schema";
import { success, successList } from "../lib/envelope";
import { notFound } from "../lib/errors";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { bankSchema, listBanksQuery } from "../schemas/accounts";
import { errorResponses, identifierParamSchema, jsonResponse, listSchema, successSchema } from "../schemas/common";

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
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(bankSchema), "The bank."),
      ...errorResponses("not_found"),
    },
  },
  record,
);

type Bank = import("zod").infer<typeof bankSchema>;

export const banksRouter = createRouter()
  .openapi(list, async (c) => {
    const query = c.req.valid("query");
    const db = c.get("db");
    const { rows, total } = await listAccounts(db, {
      businessId: c.get("businessId"),
      page: query.page,
      limit: query.limit,
      order: query.date_order,
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
  });
