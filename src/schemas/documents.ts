// Invoice, bill, payment, expense and income schemas (SPEC 2.3, CONTRACT 7).
import { z } from "@hono/zod-openapi";
import { isCurrencyCode } from "../lib/locale";
import { createBody } from "./ai-create";
import {
  assumptionsSchema,
  isoDate,
  listQuerySchema,
  recordVersion,
  sourceUuidSchema,
  timestampSchema,
} from "./common";

const date = isoDate.openapi({ example: "2026-11-22" });

/** A discount as stated: a percentage or an amount, never both. */
export const discountSchema = z
  .union([
    z.object({ percent: z.number().positive().max(100).openapi({ description: "Percent off, e.g. 5." }) }),
    z.object({ amount: z.number().positive().openapi({ description: "An amount off, in the document's currency." }) }),
  ])
  .openapi("Discount", { example: { percent: 5 } });

export const recordItemInput = z.object({
  description: z.string().trim().min(1).max(500),
  quantity: z.number().positive().default(1),
  unit_price: z.number().min(0),
  account: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .nullable()
    .optional()
    .openapi({ description: "Account name or uuid; default Sales (invoices) or Cost of Goods Sold (bills)." }),
  tax_rate: z.number().min(0).max(100).nullable().optional().openapi({
    description:
      "Percent, e.g. 7.5; charged on the line after its discounts. Alone, the line takes the business's one active tax code of that rate (`tax_code` in the answer; none for 0, which zero-rated and exempt share).",
  }),
  tax_code: z.string().trim().min(1).max(200).nullable().optional().openapi({
    description:
      "A tax code of the business (GET /tax-codes), by code (`STD`, `ZERO`, `EXEMPT`) or uuid: the line takes its rate. With `tax_rate` too, the two must agree (400 otherwise); an unknown or inactive code is a 400.",
  }),
  discount: discountSchema
    .nullable()
    .optional()
    .openapi({ description: "Off this line: `{percent}` of quantity × unit_price, or `{amount}`." }),
});

const documentDiscount = discountSchema.nullable().optional().openapi({
  description:
    "Off the whole document, after the lines' own discounts: `{percent}` or `{amount}`. Shared over the lines in proportion to their amounts, so each line's tax is on what is charged for it.",
});

export const paymentViewSchema = z.object({
  uuid: z.uuid(),
  amount_paid: z.number(),
  category: z.string().openapi({ description: "The bank or cash account." }),
  date: z.string(),
  exchange_rate: z.number().nullable(),
});

export const allocationViewSchema = z
  .object({
    uuid: z.uuid(),
    document: z
      .object({ uuid: z.uuid(), number: z.string() })
      .openapi({ description: "The other document: the invoice (bill) credited, or the credit applied." }),
    amount: z.number(),
    date: z.string(),
  })
  .openapi("Allocation");

export const allocationsBody = z
  .object({
    allocations: z
      .array(
        z.object({
          document: z.string().trim().min(1).max(200).openapi({
            description:
              "The invoice (for a credit note) or bill (for a supplier credit): uuid, source_uuid or number (INV-0007).",
          }),
          amount: z.number().positive().openapi({ description: "In the two documents' currency." }),
          date: date.optional().openapi({
            description: "Default: today (stated in `assumptions`). Not before either document's date.",
          }),
        }),
      )
      .min(1)
      .max(100),
  })
  .openapi("AllocateCredit", {
    example: { allocations: [{ document: "INV-0007", amount: 15000, date: "2026-11-22" }] },
  });

export const documentSchema = z
  .object({
    uuid: z.uuid(),
    source_uuid: z.string().nullable(),
    number: z.string().openapi({ example: "INV-0001" }),
    contact: z.object({ uuid: z.uuid(), name: z.string() }),
    date: z.string(),
    due_date: z.string(),
    narration: z.string().nullable(),
    currency: z.string(),
    exchange_rate: z.number(),
    record_items: z.array(
      z.object({
        uuid: z.uuid(),
        description: z.string(),
        quantity: z.number(),
        unit_price: z.number(),
        amount: z.number().openapi({ description: "quantity × unit_price, before any discount." }),
        discount: discountSchema.nullable().openapi({ description: "The line's own discount, as stated." }),
        discount_amount: z.number().openapi({ description: "What the line's own discount takes off." }),
        account: z.string(),
        tax_rate: z.number(),
        tax_code: z.string().nullable().openapi({ description: "The tax code the line's rate came from, if any." }),
      }),
    ),
    subtotal: z
      .number()
      .openapi({ description: "The lines' amounts before any discount (holding their tax when tax_inclusive)." }),
    discount: discountSchema.nullable().openapi({ description: "The whole-document discount, as stated." }),
    discount_total: z.number().openapi({
      description:
        "Every discount, the lines' and the document's: total = subtotal − discount_total + tax_total (tax_inclusive: total = subtotal − discount_total).",
    }),
    tax_total: z.number().openapi({ description: "On the amounts after discounts (inside them when tax_inclusive)." }),
    tax_inclusive: z.boolean().openapi({ description: "Whether the lines' prices include their tax." }),
    total_amount: z.number(),
    amount_paid: z.number().openapi({
      description:
        "Paid on an invoice or bill; on a credit note or supplier credit, refunded (its `payments` are the refunds).",
    }),
    amount_allocated: z.number().openapi({
      description:
        "Credits applied to an invoice or bill; on a credit note or supplier credit, what it has applied to invoices (bills).",
    }),
    balance: z.number().openapi({ description: "total_amount − amount_paid − amount_allocated (0 once void)." }),
    status: z.enum(["draft", "unpaid", "partially_paid", "paid", "overdue", "open", "applied", "void"]).openapi({
      description:
        "Invoices and bills: unpaid, partially_paid, paid, overdue or void. Credit notes and supplier credits: open (a balance left to allocate or refund), applied (none left) or void.",
    }),
    voided_at: timestampSchema.nullable().openapi({
      description: "When it was voided (POST …/void): its entry reversed, its balance zero, its number kept.",
    }),
    origin: z.enum(["overpayment", "prepayment"]).nullable().openapi({
      description:
        "A credit note or supplier credit made of money, not lines: `overpayment` is the part of a payment above what its invoice (bill) left open, `prepayment` money received (paid) before any invoice (bill, POST /prepayments), each kept as the contact's credit (no record_items; its date, items and discount cannot change). Null for documents of lines.",
    }),
    payments: z.array(paymentViewSchema).openapi({
      description:
        "Oldest first: by date, then in the order they were recorded (several made in one request keep the order they were given in).",
    }),
    allocations: z.array(allocationViewSchema).openapi({
      description:
        "On an invoice or bill, the credits applied to it; on a credit note or supplier credit, the documents it was applied to.",
    }),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    version: recordVersion,
    assumptions: assumptionsSchema,
  })
  .openapi("Document");

/** An invoice or bill as a structured create sends it: the update's fields, with its contact and currency. */
export const documentRecord = z
  .object({
    contact: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .openapi({ description: "Contact uuid, source_uuid or exact name; an unknown name creates the contact." }),
    date: date.optional().openapi({ description: "Default: today (stated in `assumptions`)." }),
    due_date: date.optional().openapi({ description: "Default: the date (stated), or date + terms_days." }),
    terms_days: z
      .number()
      .int()
      .min(0)
      .max(365)
      .optional()
      .openapi({ description: "Due this many days after the date." }),
    narration: z.string().trim().min(1).max(500).nullable().optional(),
    currency: z.string().length(3).optional().openapi({ description: "Default: the business currency." }),
    exchange_rate: z
      .number()
      .positive()
      .optional()
      .openapi({ description: "Business currency per unit of the document's; required for another currency." }),
    record_items: z.array(recordItemInput).min(1).max(200),
    discount: documentDiscount,
    tax_inclusive: z.boolean().optional().openapi({
      description:
        "true: the lines' unit prices include their tax (the tax is the part of each line, after discounts, at rate/(100 + rate)) and total = subtotal − discount_total; false (default): the tax is added on top.",
    }),
    source_uuid: sourceUuidSchema.optional(),
    payments: z
      .array(
        z.object({
          amount_paid: z.number().positive(),
          category: z.string().trim().min(1).max(200).openapi({
            description: "Name, uuid or source_uuid of the bank or cash account, exactly.",
          }),
          date: date.optional().openapi({
            description:
              "Default: the document's date (stated in `assumptions`). Before it: the money was the contact's credit until the document existed, so it is recorded as a prepayment on this date (a credit note or supplier credit, origin `prepayment`) and applied to the document on the document's date (`allocations`), in the same batch, stated in `assumptions`.",
          }),
          exchange_rate: z
            .number()
            .positive()
            .optional()
            .openapi({ description: "Business currency per unit of the document's, on the payment date." }),
        }),
      )
      .max(50)
      .optional()
      .openapi({
        description:
          "Invoices and bills: money already paid on it, recorded with it in the same batch (as POST /{kind}/{uuid}/payments would; money paid before its date as an applied prepayment; never more than its total). Not on credit notes or supplier credits (their refunds are recorded after).",
      }),
  })
  .openapi("DocumentRecord", {
    example: {
      contact: "Acme Ltd",
      date: "2026-11-22",
      terms_days: 14,
      record_items: [{ description: "Consulting", quantity: 1, unit_price: 250000, tax_rate: 7.5 }],
      source_uuid: "erp-inv-2041",
    },
  });

export const createDocumentBody = createBody(documentRecord, { memo: "narration", name: "document" });

export const updateDocumentBody = z
  .object({
    date,
    due_date: date,
    narration: z.string().trim().min(1).max(500).nullable(),
    record_items: z
      .array(recordItemInput)
      .min(1)
      .max(200)
      .openapi({ description: "Replaces all items; the entry is reversed and re-posted." }),
    discount: discountSchema
      .nullable()
      .openapi({ description: "The whole-document discount (null removes it); the entry is reversed and re-posted." }),
    tax_inclusive: z.boolean().openapi({
      description: "Whether the lines' prices include their tax; a change reverses and re-posts the entry.",
    }),
    source_uuid: sourceUuidSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("UpdateDocument");

export const paymentsBody = z
  .object({
    payments: z
      .array(
        z.object({
          uuid: z.string().optional().openapi({ description: "Set to update that payment of this document." }),
          amount_paid: z.number().positive(),
          category: z.string().trim().min(1).max(200).openapi({
            description:
              "Name or uuid of the bank or cash account (or of WHT Receivable / WHT Payable, for tax withheld).",
          }),
          date,
          exchange_rate: z
            .number()
            .positive()
            .optional()
            .openapi({ description: "Business currency per unit of the document's, on the payment date." }),
          withholding_tax: z.number().positive().optional().openapi({
            description:
              "Tax the payer kept back from this payment (e.g. 5% or 10% WHT), in the document's currency: it settles the document too, recorded as a payment of its own to WHT Receivable (invoices: the customer withheld it) or WHT Payable (bills: the business withheld it and owes it to the tax authority), created on first use. Only on a new payment.",
          }),
        }),
      )
      .min(1)
      .max(100),
    overwrite: z.boolean().default(false).openapi({ description: "true replaces all existing payments with these." }),
  })
  .openapi("RecordPayments", {
    example: { payments: [{ amount_paid: 500, category: "Cash", date: "2026-11-22" }], overwrite: false },
  });

export const paymentsResultSchema = z
  .object({
    uuid: z.uuid(),
    payments: z.array(paymentViewSchema),
    kept_as_credit: z
      .object({ uuid: z.uuid(), kind: z.enum(["credit_note", "supplier_credit"]), amount: z.number() })
      .nullable()
      .optional()
      .openapi({
        description:
          "When the payments added come to more than the invoice (bill) left open: the excess, taken off the last payment added and kept as the contact's credit, a credit note (supplier credit) with origin `overpayment` (GET /credit-notes/{uuid}), to apply to another invoice or refund.",
      }),
  })
  .openapi("Payments");

const contactFilter = z
  .string()
  .max(200)
  .optional()
  .openapi({ param: { name: "contact", in: "query" }, description: "Contact uuid." });

export const DOCUMENT_STATUSES = ["unpaid", "partially_paid", "paid", "overdue", "void"] as const;
export const CREDIT_STATUSES = ["open", "applied", "void"] as const;

const dateFilter = (name: string, description: string) =>
  isoDate.optional().openapi({ param: { name, in: "query" }, description });

/** What a list of documents is narrowed by; credits have no due date, and statuses of their own. */
const documentFilters = (credit: boolean) => ({
  contact: contactFilter,
  status: z
    .enum(credit ? CREDIT_STATUSES : DOCUMENT_STATUSES)
    .optional()
    .openapi({
      param: { name: "status", in: "query" },
      description: credit
        ? "open (a balance left to allocate or refund), applied (none left) or void."
        : "unpaid, partially_paid, paid, overdue (a balance left after the due date, in the business's time zone) or void.",
    }),
  date_from: dateFilter("date_from", "Dated on or after this day."),
  date_to: dateFilter("date_to", "Dated on or before this day."),
  ...(credit
    ? {}
    : {
        due_from: dateFilter("due_from", "Due on or after this day."),
        due_to: dateFilter("due_to", "Due on or before this day."),
      }),
});

/** A list's query; invoices and bills also take the SPEC's `schema` parameter (required for invoices). */
export const documentListQuery = (schema: { value: string; required: boolean } | null, credit: boolean) =>
  listQuerySchema.extend({
    ...(schema
      ? {
          schema: (schema.required ? z.literal(schema.value) : z.literal(schema.value).optional()).openapi({
            param: { name: "schema", in: "query", required: schema.required },
            description: `${schema.required ? "Required" : "Optional"}; must be \`${schema.value}\`.`,
          }),
        }
      : {}),
    ...documentFilters(credit),
  });

export const cashSchema = z
  .object({
    uuid: z.uuid(),
    source_uuid: z.string().nullable(),
    date: z.string(),
    contact: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
    narration: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
    exchange_rate: z.number(),
    tax_rate: z.number().openapi({ description: "The VAT (tax) percent the amount holds; 0 for none." }),
    tax_amount: z.number().openapi({ description: "The tax inside `amount`, posted to the tax account." }),
    tax_code: z.string().nullable().openapi({ description: "The tax code the rate came from, if any." }),
    account: z
      .string()
      .openapi({ description: "The expense (or revenue) account; for a capital purchase, the asset account." }),
    category: z.string().openapi({ description: "The bank or cash account paid from (or into)." }),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    version: recordVersion,
    assumptions: assumptionsSchema,
  })
  .openapi("CashTransaction");

const cashFields = {
  date,
  amount: z.number().positive(),
  account: z.string().trim().min(1).max(200),
  category: z.string().trim().min(1).max(200),
  narration: z.string().trim().min(1).max(500).nullable().optional(),
  contact: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .nullable()
    .optional()
    .openapi({ description: "Contact name or uuid; an unknown name creates the contact." }),
  exchange_rate: z.number().positive().optional(),
  tax_rate: z.number().min(0).max(100).optional().openapi({
    description:
      "The VAT (tax) percent `amount` already holds: that share of it (amount × rate / (100 + rate)) posts to the tax account (VAT Payable: input VAT on an expense lowers it, output VAT on income raises it) and the rest to `account`. Default 0. Alone, the record takes the business's one active tax code of that rate (none for 0).",
  }),
  tax_code: z.string().trim().min(1).max(200).nullable().optional().openapi({
    description:
      "A tax code of the business (GET /tax-codes), by code or uuid: the amount holds its rate. With `tax_rate` too, the two must agree; an unknown or inactive code is a 400.",
  }),
  source_uuid: sourceUuidSchema.optional(),
};

export const putCashBody = z.object(cashFields).openapi("UpdateCashTransaction");

/** An expense or income record as a structured create sends it: the update's fields, with its currency. */
export const cashRecord = z
  .object({
    ...cashFields,
    date: date.optional().openapi({ description: "Default: today (stated in `assumptions`)." }),
    account: cashFields.account.openapi({
      description:
        "The expense (income: revenue) account: uuid, source_uuid or exact name. An expense may name an asset account (a capital purchase: Office Equipment, Inventory, Prepaid Expenses), never a bank, cash, control (receivable/payable) or accumulated depreciation account.",
    }),
    category: cashFields.category.openapi({
      description: "The bank or cash account paid from (income: into): uuid, source_uuid or exact name.",
    }),
    currency: z.string().length(3).optional().openapi({ description: "Default: the business currency." }),
  })
  .openapi("CashRecord", {
    example: { date: "2026-11-22", amount: 15000, account: "Fuel", category: "Cash", narration: "Generator diesel" },
  });

export const createCashBody = createBody(cashRecord, { memo: "narration", name: "cash transaction" });
export const patchCashBody = z
  .object(cashFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("PatchCashTransaction");

export const prepaymentBody = z
  .object({
    contact: z.string().trim().min(1).max(200).openapi({
      description: "Contact uuid, source_uuid or exact name; an unknown name creates the contact.",
    }),
    type: z.enum(["received", "paid"]).openapi({
      description: "received: from a customer (kept as a credit note); paid: to a supplier (a supplier credit).",
    }),
    amount: z.number().positive(),
    category: z.string().trim().min(1).max(200).openapi({ description: "The bank or cash account, by name or uuid." }),
    date: date.optional().openapi({ description: "Default: today (stated in `assumptions`)." }),
    currency: z
      .string()
      .length(3)
      .refine((code) => isCurrencyCode(code.toUpperCase()), "must be an ISO 4217 code")
      .optional()
      .openapi({ description: "Default: the currency of `category`." }),
    exchange_rate: z
      .number()
      .positive()
      .optional()
      .openapi({ description: "Business currency per unit; required for another currency than the business's." }),
    narration: z.string().trim().min(1).max(500).optional(),
  })
  .openapi("Prepayment", {
    example: { contact: "Acme Ltd", type: "received", amount: 50000, category: "Cash", date: "2026-11-20" },
  });
