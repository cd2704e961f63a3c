// Journal schemas (CONTRACT 7).
import { z } from "@hono/zod-openapi";
import { createBody } from "./ai-create";
import {
  assumptionsSchema,
  isoDate,
  listQuerySchema,
  recordVersion,
  sourceUuidSchema,
  timestampSchema,
} from "./common";

export const journalLineInput = z.object({
  account: z.string().trim().min(1).max(200).openapi({ description: "Account name (case-insensitive) or uuid." }),
  debit: z.number().min(0).default(0),
  credit: z.number().min(0).default(0),
  description: z.string().trim().max(500).nullable().optional(),
  contact: z.string().trim().min(1).max(200).nullable().optional().openapi({
    description:
      "The customer (on Accounts Receivable) or supplier (on Accounts Payable) the line belongs to, by uuid, source_uuid or exact name: required on those control accounts, where the line then counts in the aged reports beside the documents; kept on other lines too.",
  }),
});

export const journalSchema = z
  .object({
    uuid: z.uuid(),
    source_uuid: z.string().nullable(),
    date: z.string(),
    narration: z.string().nullable(),
    reference: z.string().nullable(),
    lines: z.array(
      z.object({
        account: z.string(),
        account_uuid: z.uuid(),
        debit: z.number(),
        credit: z.number(),
        description: z.string().nullable(),
        contact: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
      }),
    ),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    version: recordVersion,
    assumptions: assumptionsSchema,
  })
  .openapi("Journal", {
    example: {
      uuid: "8d1c2b3a-4e5f-4a6b-9c7d-0e1f2a3b4c5d",
      source_uuid: null,
      date: "2026-01-31",
      narration: "Depreciation on office equipment for January",
      reference: "JV-0001",
      lines: [
        {
          account: "Depreciation Expense",
          account_uuid: "0b6e2f6a-9a3c-4d1e-8f2a-1c3d5e7f9a0b",
          debit: 1200,
          credit: 0,
          description: null,
        },
        {
          account: "Accumulated Depreciation",
          account_uuid: "1c7f3a7b-0b4d-4e2f-9a3b-2d4e6f8a0b1c",
          debit: 0,
          credit: 1200,
          description: null,
        },
      ],
      created_at: "2026-11-22T09:30:00.000Z",
      updated_at: "2026-11-22T09:30:00.000Z",
      version: 1,
    },
  });

/** A journal as a structured create sends it: the update's fields, lines required. */
export const journalRecord = z
  .object({
    date: isoDate.optional().openapi({ description: "Default: today (stated in `assumptions`)." }),
    narration: z.string().trim().min(1).max(500).nullable().optional(),
    reference: z.string().trim().min(1).max(100).nullable().optional(),
    source_uuid: sourceUuidSchema.optional(),
    lines: z
      .array(journalLineInput)
      .min(2)
      .max(200)
      .openapi({ description: "Accounts by uuid, source_uuid or exact name; debits must equal credits." }),
  })
  .openapi("JournalRecord", {
    example: {
      date: "2026-11-30",
      narration: "November rent accrual",
      lines: [
        { account: "Rent", debit: 250000 },
        { account: "Accrued Liabilities", credit: 250000 },
      ],
    },
  });

export const createJournalBody = createBody(journalRecord, { memo: "narration", name: "journal" });

export const updateJournalBody = z
  .object({
    date: isoDate,
    narration: z.string().trim().min(1).max(500).nullable(),
    reference: z.string().trim().min(1).max(100).nullable(),
    source_uuid: sourceUuidSchema,
    lines: z
      .array(journalLineInput)
      .min(2)
      .max(200)
      .openapi({ description: "Replaces all lines; debits must equal credits." }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Provide at least one field to update")
  .openapi("UpdateJournal");

export const listJournalsQuery = listQuerySchema.extend({
  schema: z
    .literal("journals")
    .optional()
    .openapi({ param: { name: "schema", in: "query" }, description: "Optional; must be `journals` when sent." }),
});
