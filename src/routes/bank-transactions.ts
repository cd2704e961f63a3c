// Bank transactions (SPEC 4.2, CONTRACT 8): statement upload on the AI create pipeline,
// list, get, categorize/reconcile through PUT, delete.

import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { resolveAccountReference } from "../accounts/accounts";
import { bankTransactionView, deleteBankTransaction, updateBankTransaction } from "../bank/categorize";
import { bankTransactionViews, listBankTransactions } from "../bank/transactions";
import { checkStatementSize } from "../bank/upload";
import { handleCreate } from "../creates/handle-create";
import { pageOf } from "../db/queries/paginate";
import { bankTransactions } from "../db/schema";
import type { AppEnv } from "../env";
import { success, successList } from "../lib/envelope";
import { ApiError } from "../lib/errors";
import { toMinor } from "../lib/money";
import { defineRoute } from "../lib/route";
import { createRouter } from "../lib/router";
import { asyncAcceptedSchema, createExamples } from "../schemas/ai-create";
import {
  bankTransactionSchema,
  listBankTransactionsQuery,
  updateBankTransactionBody,
  uploadBody,
  uploadResultSchema,
} from "../schemas/bank-transactions";
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

const common = { tags: ["Bank transactions"] };

const load = (c: Context<AppEnv>, identifier: string) => bankTransactionView(businessScope(c), identifier);
/** Routes of one record: ETag on reads, If-Match and the audit's "before" on writes (middleware/versions.ts). */
const record = { table: bankTransactions, load };

const upload = defineRoute("business", {
  ...common,
  method: "post",
  path: "/bank-transactions/upload",
  summary: "Upload bank transactions",
  description:
    'prompt is required unless rows are sent as JSON. Rows come from transactions[] or record/records (the same row shape), from lines in the prompt or text_attachment ("2026-11-01 POS Shoprite -12,500"), and from statement files (csv, xlsx, xls; columns found by header: date, description/narration/details, debit/withdrawal, credit/deposit/lodgement, amount, balance, reference). An amount with no sign, CR/DR mark or side column takes the side its running balance moved, else the side its words say ("POS", "transfer from"); a row that says its side in none of these is a 400 quoting it, never guessed money in. A row written in a currency other than that of the account ("£1,200" on a naira account) is a 400 naming exchange_rate: give the amount that reached the account. Money said as owed or still to come beside the rows ("they still owe us 60,000") is a 400 quoting it, never a row. Rows of one day list in the order uploaded. Re-uploaded rows are skipped. Rows matching categorized history become recognized (apply_rules). Nothing is posted until categorized. At most 10,000 rows per upload (413 beyond: split the statement by date range).',
  request: {
    body: jsonBody(
      uploadBody,
      undefined,
      createExamples(
        "2026-11-18 POS Shoprite -12,500\n2026-11-19 Transfer from Ada Stores 80,000",
        { date: "2026-11-18", amount: 12500, type: "debit", narration: "POS Shoprite" },
        { extra: { bank: "Cash" }, keyed: false },
      ),
    ),
  },
  responses: {
    200: jsonResponse(successSchema(asyncAcceptedSchema), "Queued (process_type async)."),
    201: jsonResponse(successSchema(uploadResultSchema), "Imported (process_type direct)."),
    ...errorResponses("invalid_request", "payload_too_large", "model_unavailable"),
  },
});

const list = defineRoute("business", {
  ...common,
  method: "get",
  path: "/bank-transactions",
  summary: "List bank transactions",
  description:
    "Statement rows, ordered by date (date_order), then upload order; with updated_since, by last change. Filter by bank, status, date and amount.",
  request: { query: listBankTransactionsQuery },
  responses: {
    200: jsonResponse(listSchema(bankTransactionSchema), "A page."),
    ...errorResponses("invalid_request"),
  },
});

const get = defineRoute(
  "business",
  {
    ...common,
    method: "get",
    path: "/bank-transactions/{uuid}",
    summary: "Get a bank transaction",
    description:
      "One record by its uuid, or by the source_uuid your integration gave it; 404 when the business has none. The ETag header carries its version, for If-Match on a later change. Categorized, it names the account and what it was linked to.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(bankTransactionSchema), "The transaction."),
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
    path: "/bank-transactions/{uuid}",
    summary: "Update, categorize or reconcile a bank transaction",
    description:
      "status categorized posts per link_destination: journal (default: between the bank and account, which may not be Accounts Receivable or Payable: pay the invoice or bill instead), expense or income (creates that record), invoice:{uuid} or bill:{uuid} (records a payment of that document; money in pays invoices, money out pays bills). Leaving categorized reverses it. A categorized transaction's date, account, destination or exchange_rate change only after setting it uncategorized. A foreign-currency bank's row posts in base currency at exchange_rate (needed for journal, expense and income; for a payment, default the document's rate, the difference to Foreign Exchange Gain/Loss).",
    request: { params: identifierParamSchema, body: jsonBody(updateBankTransactionBody) },
    responses: {
      200: jsonResponse(successSchema(bankTransactionSchema), "The updated transaction."),
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
    path: "/bank-transactions/{uuid}",
    summary: "Delete a bank transaction",
    description: "A categorized transaction's posting (or the record or payment it created) is reversed first.",
    request: { params: identifierParamSchema },
    responses: {
      200: jsonResponse(successSchema(deletedSchema), "Deleted."),
      ...errorResponses("invalid_request", "not_found", "conflict"),
    },
  },
  record,
);

export const bankTransactionsRouter = createRouter()
  .openapi(upload, async (c) => {
    const body = c.req.valid("json");
    const { bank, bank_uuid, transactions, date_format, apply_rules, record, records, ...create } = body;
    // Rows sent as records are rows beside `transactions`; the prompt and files are read for more.
    const sent = [...transactions, ...(records ?? (record ? [record] : []))];
    checkStatementSize(sent.length);
    const options = { bank: bank ?? bank_uuid!, transactions: sent, date_format, apply_rules };
    const outcome = await handleCreate(c.env, writeContext(c), businessScope(c), "bank-transactions", create, options);
    if (outcome.mode === "async") return c.json(success("Upload queued", outcome.accepted), 200);
    const [result] = outcome.records as z.infer<typeof uploadResultSchema>[];
    return c.json(success(`${result?.created} transactions imported, ${result?.skipped} skipped`, result!), 201);
  })
  .openapi(list, async (c) => {
    const q = c.req.valid("query");
    const db = c.get("db");
    const bank = q.bank ? await resolveAccountReference(db, c.get("businessId"), q.bank, "bank") : undefined;
    // Amounts are in the bank's currency: rows of banks in different currencies do not compare.
    const minor = (value: number | undefined, field: string) => {
      if (value === undefined) return undefined;
      if (!bank)
        throw new ApiError("invalid_request", `${field}: goes with bank (amounts are in that bank's currency)`, [
          { field, message: "Needs bank" },
        ]);
      return toMinor(value, bank.currency, field);
    };
    const { rows, total } = await listBankTransactions(db, {
      businessId: c.get("businessId"),
      ...pageOf(q),
      bankAccountId: bank?.id,
      status: q.status,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      amountMin: minor(q.amount_min, "amount_min"),
      amountMax: minor(q.amount_max, "amount_max"),
    });
    return c.json(
      successList("Bank transactions retrieved", await bankTransactionViews(db, c.get("businessId"), rows), {
        page: q.page,
        limit: q.limit,
        total,
      }),
      200,
    );
  })
  .openapi(get, async (c) =>
    c.json(success("Bank transaction retrieved", await load(c, c.req.valid("param").uuid)), 200),
  )
  .openapi(update, async (c) => {
    const planned = await updateBankTransaction(businessScope(c), c.req.valid("param").uuid, c.req.valid("json"));
    return c.json(success("Bank transaction updated", await commit(writeContext(c), planned)), 200);
  })
  .openapi(remove, async (c) => {
    const planned = await deleteBankTransaction(businessScope(c), c.req.valid("param").uuid);
    return c.json(success("Bank transaction deleted", await commit(writeContext(c), planned)), 200);
  });
