// Invoice, bill, payment, expense and income schemas (SPEC 2.3, CONTRACT 7).
import { z } from "@hono/zod-openapi";
import { assumptionsSchema, listQuerySchema, recordVersion, sourceUuidSchema, timestampSchema } from "./common";

const date = z.iso.date().openapi({ example: "2026-11-22" });

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
  tax_rate: z.number().min(0).max(100).nullable().optional().openapi({ description: "Percent, e.g. 7.5." }),
});

export const paymentViewSchema = z.object({
  uuid: z.uuid(),
  amount_paid: z.number(),
  category: z.string().openapi({ description: "The bank or cash account." }),
  date: z.string(),
  exchange_rate: z.number().nullable(),
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
        amount: z.number(),
        account: z.string(),
        tax_rate: z.number(),
      }),
    ),
    subtotal: z.number(),
    tax_total: z.number(),
    total_amount: z.number(),
    amount_paid: z.number(),
    balance: z.number(),
    status: z.enum(["draft", "unpaid", "partially_paid", "paid", "overdue"]),
    payments: z.array(paymentViewSchema),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    version: recordVersion,
    assumptions: assumptionsSchema,
  })
  .openapi("Document");

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
          category: z
            .string()
            .trim()
            .min(1)
            .max(200)
            .openapi({ description: "Name or uuid of the bank or cash account." }),
          date,
          exchange_rate: z
            .number()
            .positive()
            .optional()
            .openapi({ description: "Business currency per unit of the document's, on the payment date." }),
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
  .object({ uuid: z.uuid(), payments: z.array(paymentViewSchema) })
  .openapi("Payments");

export const documentListQuery = (schemaValue: string, required: boolean) =>
  listQuerySchema.extend({
    schema: (required ? z.literal(schemaValue) : z.literal(schemaValue).optional()).openapi({
      param: { name: "schema", in: "query", required },
      description: `${required ? "Required" : "Optional"}; must be \`${schemaValue}\`.`,
    }),
    contact: z
      .string()
      .max(200)
      .optional()
      .openapi({ param: { name: "contact", in: "query" }, description: "Contact uuid." }),
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
    account: z.string().openapi({ description: "The expense (or revenue) account." }),
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
  source_uuid: sourceUuidSchema.optional(),
};

export const putCashBody = z.object(cashFields).openapi("UpdateCashTransaction");
export const patchCashBody = z
  .object(cashFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("PatchCashTransaction");
