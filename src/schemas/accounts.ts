// Account and bank schemas (SPEC 2.5, CONTRACT 6).
import { z } from "@hono/zod-openapi";
import { accountTypes } from "../db/schema";
import { isCountryCode, isCurrencyCode } from "../lib/locale";
import { createBody } from "./ai-create";
import { isoDate, listQuerySchema, recordVersion, sourceUuidSchema, timestampSchema } from "./common";

const BRANCH_CODE =
  "Banks only: the branch's code beside the account number, as the account's country writes it: a UK sort code (6 digits, kept as 09-01-28), a US ABA routing number (9 digits, check digit validated), an Australian BSB (062-000) or an Indian IFSC (HDFC0001234); for another country or none, as written (up to 20 letters, digits, spaces or dashes). Nigerian accounts need none (the NUBAN carries the bank's code).";

const accountFields = {
  uuid: z.uuid(),
  source_uuid: z.string().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  type: z.enum(accountTypes),
  sub_type: z.string(),
  currency: z.string(),
  is_default: z.boolean(),
  balance: z.number().openapi({ description: "On the account's normal side, in its currency, from the ledger." }),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  version: recordVersion,
};

const bankFields = {
  bank_name: z.string().nullable(),
  nuban: z.string().nullable().openapi({ description: "Account number (NUBAN in Nigeria, check digit validated)." }),
  branch_code: z.string().nullable().openapi({ description: BRANCH_CODE }),
  account_name: z.string().nullable(),
  country: z.string().nullable(),
  opening_balance: z.number(),
  opening_balance_date: z.string().nullable(),
};

export const accountSchema = z.object(accountFields).openapi("Account", {
  example: {
    uuid: "0c7e3a53-1f0c-4b8e-8d42-6d2b7c1a9e11",
    source_uuid: null,
    name: "Fuel",
    code: "6120",
    type: "expense",
    sub_type: "operating_expense",
    currency: "NGN",
    is_default: false,
    balance: 0,
    created_at: "2026-11-22T09:30:00.000Z",
    updated_at: "2026-11-22T09:30:00.000Z",
    version: 1,
  },
});

export const bankSchema = z.object({ ...accountFields, ...bankFields }).openapi("Bank", {
  example: {
    uuid: "5a1d2f7e-9b3c-4c1e-a0d2-3e4f5a6b7c8d",
    source_uuid: null,
    name: "GTBank Current Account",
    code: null,
    type: "asset",
    sub_type: "bank",
    currency: "NGN",
    is_default: false,
    balance: 250000,
    created_at: "2026-11-22T09:30:00.000Z",
    updated_at: "2026-11-22T09:30:00.000Z",
    version: 1,
    bank_name: "GTBank",
    nuban: "0123456785",
    branch_code: null,
    account_name: "Ada Foods Ltd",
    country: "NG",
    opening_balance: 250000,
    opening_balance_date: "2026-11-01",
  },
});

export const anyAccountSchema = z.union([bankSchema, accountSchema]);

export const listAccountsQuery = listQuerySchema.extend({
  schema: z
    .literal("accounts")
    .optional()
    .openapi({ param: { name: "schema", in: "query" }, description: "Optional; must be `accounts` when sent." }),
  type: z
    .enum(accountTypes)
    .optional()
    .openapi({ param: { name: "type", in: "query" } }),
  sub_type: z
    .string()
    .max(40)
    .optional()
    .openapi({ param: { name: "sub_type", in: "query" }, example: "bank" }),
});

export const listBanksQuery = listQuerySchema;

/** An account's code and sub-type as any input states them (API bodies and extracted drafts). */
export const accountCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,20}$/, "must be 1-20 letters, digits, dots or dashes");
export const accountSubType = z
  .string()
  .trim()
  .regex(/^[a-z_]{2,40}$/, "must be snake_case")
  .openapi({
    description:
      "Decides the account's role and its report section: other_income and discount_received are other income; other_expense, interest_expense and fx other expenses; fixed_asset, accumulated_depreciation and non_current_asset non-current assets; long_term_liability and non_current_liability non-current liabilities; any other sub-type of a type is its main section (revenue, operating expenses, current assets, current liabilities).",
  });

const accountInputFields = {
  name: z.string().trim().min(1).max(200),
  code: accountCode.nullable(),
  type: z.enum(accountTypes),
  sub_type: accountSubType,
  source_uuid: sourceUuidSchema,
  bank_name: z.string().trim().min(1).max(100).nullable(),
  bank_code: z.string().regex(/^\d{3}$/, "must be the bank's 3-digit CBN code"),
  nuban: z
    .string()
    .regex(/^\d{6,20}$/, "must be digits")
    .nullable(),
  branch_code: z.string().trim().min(1).max(20).nullable().openapi({ description: BRANCH_CODE }),
  account_name: z.string().trim().min(1).max(200).nullable(),
  country: z
    .string()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, "must be an ISO 3166-1 alpha-2 code")
    .nullable(),
  opening_balance: z
    .number()
    .openapi({ description: "Banks only: re-posts the opening balance (the old entry is reversed)." }),
  opening_balance_date: isoDate,
  exchange_rate: z
    .number()
    .positive()
    .openapi({ description: "Business currency per unit of the account's, for a foreign-currency opening balance." }),
};

/** An account as a structured create sends it: the update's fields, name and type required. */
export const accountRecord = z
  .object({
    ...z.object(accountInputFields).partial().shape,
    name: accountInputFields.name,
    type: accountInputFields.type,
    currency: z
      .string()
      .refine(isCurrencyCode, "must be an ISO 4217 code")
      .optional()
      .openapi({ description: "Default: the business currency." }),
  })
  .openapi("AccountRecord", {
    example: { name: "Fuel and Lubricants", code: "6121", type: "expense", sub_type: "operating_expense" },
  });

export const createAccountBody = createBody(accountRecord, { memo: null, name: "account" });

export const updateAccountBody = z
  .object(accountInputFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("UpdateAccount", { example: { name: "Fuel and Lubricants", code: "6121" } });

/** A completed bank reconciliation (bank/reconciliations.ts). */
export const reconciliationSchema = z
  .object({
    uuid: z.uuid(),
    bank: z.uuid().openapi({ description: "The bank or cash account's uuid." }),
    statement_date: z.string(),
    statement_balance: z.number().openapi({ description: "The statement's balance on statement_date, in `currency`." }),
    book_balance: z.number().openapi({ description: "The account's balance in the books on statement_date." }),
    currency: z.string().openapi({ description: "The account's currency." }),
    outstanding: z
      .object({
        statement_rows: z.number().int().openapi({ description: "Statement rows not yet in the books." }),
        book_entries: z.number().int().openapi({ description: "Book entries not yet on the statement." }),
      })
      .optional()
      .openapi({ description: "On completion: what it left outstanding, looked at again by the next one." }),
    created_at: z.string(),
  })
  .openapi("BankReconciliation");

export const reconciliationBody = z
  .object({
    statement_date: isoDate.openapi({ description: "The statement's closing date; not after today." }),
    statement_balance: z.number().optional().openapi({
      description:
        "The statement's closing balance, in the account's currency. Default: the balance stated on the last uploaded statement row on or before statement_date.",
    }),
  })
  .openapi("CompleteBankReconciliation", { example: { statement_date: "2026-10-31", statement_balance: 1_250_000 } });
