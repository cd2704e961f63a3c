// Bank transaction schemas (SPEC 2.2, 4.2; CONTRACT 8).
import { z } from "@hono/zod-openapi";
import { bankTransactionStatuses } from "../db/schema";
import { createBody } from "./ai-create";
import { isoDate, listQuerySchema, recordVersion, sourceUuidSchema, timestampSchema } from "./common";

export const bankTransactionSchema = z
  .object({
    uuid: z.uuid(),
    source_uuid: z.string().nullable(),
    bank: z.uuid().openapi({ description: "The bank account's uuid." }),
    date: z.string(),
    amount: z.number(),
    type: z.enum(["debit", "credit"]).openapi({ description: "debit = money out of the bank, credit = money in." }),
    narration: z.string().nullable(),
    ref: z.string().nullable(),
    status: z.enum(bankTransactionStatuses),
    account: z
      .string()
      .nullable()
      .openapi({ description: "Suggested (recognized) or posted-to (categorized) account." }),
    link_destination: z.string().nullable(),
    credit_uuid: z.uuid().nullable().openapi({
      description:
        "A row that paid an invoice (bill) with more than it left open: the credit note (supplier credit, origin overpayment) the rest was kept as. Uncategorizing the row voids it (409 while it is allocated or refunded).",
    }),
    exchange_rate: z.number().nullable().openapi({
      description:
        "A foreign-currency bank's row, categorized: the base currency per unit of the bank's currency it posted at.",
    }),
    balance: z.number().nullable().openapi({ description: "Running balance from the statement, when it showed one." }),
    statement_uuid: z.string().nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    version: recordVersion,
  })
  .openapi("BankTransaction");

export const uploadResultSchema = z
  .object({
    uuid: z.uuid(),
    statement_uuid: z.uuid(),
    bank: z.uuid(),
    created: z.number().int(),
    skipped: z.number().int().openapi({
      description: "Rows already imported (same bank, date, amount, type, narration, ref and occurrence).",
    }),
    opening_balance: z.number().nullable().openapi({
      description: "From the statement's running balances, when it shows them (checked against every row).",
    }),
    closing_balance: z.number().nullable(),
    transactions: z.array(bankTransactionSchema),
  })
  .openapi("StatementUpload");

/** One statement row as sent: in `transactions`, or as `record` / `records`. */
export const statementRowInput = z
  .object({
    date: isoDate,
    amount: z.number().positive(),
    type: z.enum(["debit", "credit"]),
    narration: z.string().max(1000).nullable().optional(),
    ref: z.string().max(200).nullable().optional(),
  })
  .openapi("StatementRow", {
    example: { date: "2026-11-20", amount: 12500, type: "debit", narration: "POS Shoprite" },
  });

export const uploadBody = createBody(statementRowInput, {
  memo: null,
  name: "statement upload",
  rows: true,
  extra: {
    bank: z.string().trim().min(1).max(200).optional().openapi({ description: "Bank account uuid (or name)." }),
    bank_uuid: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: "Same as bank; if both are sent they must agree." }),
    transactions: z.array(statementRowInput).default([]).openapi({
      description:
        "Rows as JSON (the same as `records`, which is capped at 100 per request). At most 10,000 rows per upload, counting every source: 413 beyond.",
    }),
    date_format: z
      .string()
      .regex(/^[djmnYyMFDl\s/.,-]{3,20}$/, "must be a PHP date format such as Y-m-d, d/m/Y or d-M-Y")
      .optional()
      .openapi({
        description:
          'PHP date tokens for dates in files and text (default: detected; Y-m-d, d/m/Y, d-M-Y, ... tried in turn, or as the statement states it, e.g. "dates are mm/dd/yyyy"). Numeric dates that every row lets read either day first or month first are a 400 on date_format until it is sent.',
      }),
    apply_rules: z
      .boolean()
      .default(true)
      .openapi({ description: "Mark rows that match categorized history as recognized, with the suggested account." }),
  },
  check: (body, issue) => {
    if (!body.bank && !body.bank_uuid) issue("bank", "bank (or bank_uuid) is required");
    if (body.bank && body.bank_uuid && body.bank !== body.bank_uuid) issue("bank_uuid", "bank and bank_uuid differ");
  },
});

/** A query amount, written out: an empty `amount_min=` is a 400, not zero (as z.coerce would read it). */
const amountQuery = z
  .string()
  .regex(/^\d+(\.\d+)?$/, "An amount of zero or more, such as 1000 or 1500.50")
  .transform(Number);

export const listBankTransactionsQuery = listQuerySchema.extend({
  schema: z
    .literal("bank_transaction")
    .optional()
    .openapi({ param: { name: "schema", in: "query" }, description: "Optional; must be `bank_transaction`." }),
  bank: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: "bank", in: "query" }, description: "Bank account uuid." }),
  status: z
    .enum(bankTransactionStatuses)
    .optional()
    .openapi({ param: { name: "status", in: "query" } }),
  date_from: isoDate
    .optional()
    .openapi({ param: { name: "date_from", in: "query" }, description: "On or after this day." }),
  date_to: isoDate
    .optional()
    .openapi({ param: { name: "date_to", in: "query" }, description: "On or before this day." }),
  amount_min: amountQuery.optional().openapi({
    param: { name: "amount_min", in: "query" },
    type: "number",
    minimum: 0,
    description:
      "Rows of at least this amount (money in or out alike), in the bank's currency; needs `bank` (400 without).",
  }),
  amount_max: amountQuery.optional().openapi({
    param: { name: "amount_max", in: "query" },
    type: "number",
    minimum: 0,
    description: "Rows of at most this amount, as amount_min.",
  }),
});

export const updateBankTransactionBody = z
  .object({
    date: isoDate,
    narration: z.string().trim().max(1000).nullable(),
    status: z.enum(bankTransactionStatuses),
    account: z.string().trim().min(1).max(200).nullable().openapi({ description: "Account name or uuid." }),
    link_destination: z.string().trim().min(1).max(100).nullable().openapi({
      description:
        "journal (default), expense, income, invoice:{uuid} or bill:{uuid} (the row pays that document; money above its open balance is kept as the contact's credit, named in credit_uuid), credit_note:{uuid} or supplier_credit:{uuid} (the row refunds that credit: money out to a customer, money in from a supplier).",
    }),
    exchange_rate: z.number().positive().max(1e9).nullable().openapi({
      description:
        "Categorizing a row of a foreign-currency bank: the business's base currency per unit of the bank's (e.g. 1550 NGN per USD). Needed for journal, expense and income; for invoice:{uuid} / bill:{uuid} the payment's rate (default: the document's), any difference going to Foreign Exchange Gain/Loss. A base-currency bank takes none.",
    }),
    tax_rate: z.number().min(0).max(100).nullable().openapi({
      description:
        "Categorizing as `expense` or `income` only: the VAT percent the row's amount holds; that share posts to the tax account and the rest to `account` (as on POST /expenses). With none of it, the record holds no tax.",
    }),
    tax_code: z.string().trim().min(1).max(200).nullable().openapi({
      description:
        "Categorizing as `expense` or `income` only: a tax code of the business (GET /tax-codes), by code or uuid, instead of (or agreeing with) `tax_rate`.",
    }),
    source_uuid: sourceUuidSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("UpdateBankTransaction");
