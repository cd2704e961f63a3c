// The AI create body (SPEC 2.6-2.7, CONTRACT 9) and the job object async creates return.
import { z } from "@hono/zod-openapi";
import { jobStatuses } from "../db/schema";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "../extraction/attachments";
import { timestampSchema } from "./common";

export const MAX_PROMPT_CHARS = 10_000;
export const MAX_TEXT_ATTACHMENT_CHARS = 100_000;

export const attachmentSchema = z
  .object(
    {
      file: z.string({ error: "file is required" }).min(1, "file must not be empty"),
      type: z.enum(["base64", "url", "raw"], { error: "type is required: base64, url or raw" }),
      name: z
        .string()
        .trim()
        .min(1)
        .max(255)
        .optional()
        .openapi({ description: "Original filename; its extension decides how the file is read." }),
    },
    { error: "Each attachment must be an object {file, type, name}; bare strings and URLs are not accepted" },
  )
  .openapi("Attachment", {
    example: { file: "bmFtZSxlbWFpbApBY21lLGFAYWNtZS5jb20K", type: "base64", name: "contacts.csv" },
  });

const aiCreateFields = {
  prompt: z
    .string({ error: "prompt is required" })
    .trim()
    .min(1, "prompt must not be empty")
    .max(MAX_PROMPT_CHARS, `prompt is longer than ${MAX_PROMPT_CHARS} characters`),
  attachments: z
    .array(attachmentSchema)
    .default([])
    .openapi({
      description: `Up to ${MAX_ATTACHMENTS} files of at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MiB each (413 beyond). Kinds: pdf, csv, txt, xlsx, xls, jpg, jpeg, png, webp, gif, bmp; images and scanned PDFs need a language-model extractor.`,
    }),
  text_attachment: z
    .string()
    .max(MAX_TEXT_ATTACHMENT_CHARS, `text_attachment is longer than ${MAX_TEXT_ATTACHMENT_CHARS} characters`)
    .optional()
    .openapi({ description: "Extra plain text merged into the context, e.g. pasted contact details or CSV rows." }),
  process_type: z
    .enum(["async", "direct"])
    .default("async")
    .openapi({ description: "async (default): 200 with job references; direct: 201 with the created record(s)." }),
  source_uuid: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: "Your identifier for the created record (one record only)." }),
};

export const MAX_RECORDS = 100;

/** Said in every create route's description. */
export const STRUCTURED_CREATES = ` Structured creates: instead of a prompt, send \`record\` (one) or \`records\` (up to ${MAX_RECORDS}) in this resource's own shape (see the schema and its example): created as sent, without extraction, through the same validation, postings, direct/async processing, Idempotency-Key and audit. Accounts and contacts are referenced exactly, by uuid, source_uuid or name (an unknown contact name creates the contact); a default the server chooses is stated in \`assumptions\`. A field the body does not declare is a 400 that names it.`;

/**
 * A create body's request examples, both styles side by side: a prompt (AI create), one
 * structured record, and several records (each with its own source_uuid where the
 * resource keeps one; `extra`: the route's own fields).
 */
export function createExamples(
  prompt: string,
  record: Record<string, unknown>,
  { extra = {}, keyed = true }: { extra?: Record<string, unknown>; keyed?: boolean } = {},
) {
  return {
    prompt: {
      summary: "AI create: a prompt, read by the extractor",
      value: { ...extra, prompt, process_type: "direct" },
    },
    record: {
      summary: "Structured: one record in this resource's shape, created as sent",
      value: { ...extra, record, process_type: "direct" },
    },
    records: {
      summary: `Structured: several records (all or none)${keyed ? ", each with its source_uuid" : ""}; queued`,
      value: { ...extra, records: [keyed ? { ...record, source_uuid: "ext-1" } : record], process_type: "async" },
    },
  };
}

/**
 * The create body of a resource: an AI create (`prompt`, optional files), or structured
 * `record` / `records` in the resource's own shape, which skip extraction and go through
 * the same pipeline. `memo` names the record field a prompt sent beside a record fills
 * (null: the resource has none, and a prompt beside a record is refused, never dropped).
 */
export function createBody<R extends z.ZodType, E extends z.ZodRawShape = {}>(
  record: R,
  {
    memo,
    name,
    extra,
    rows,
    check,
  }: {
    memo: string | null;
    name: string;
    extra?: E;
    /** A statement upload: every input (prompt, files, records, `transactions`) adds rows. */
    rows?: boolean;
    /** The resource's own rules about its `extra` fields. */
    check?: (body: Record<string, unknown>, issue: (path: string, message: string) => void) => void;
  },
) {
  return z
    .object({
      ...aiCreateFields,
      prompt: aiCreateFields.prompt.optional().openapi({
        description: `What to create, in words (an AI create). Required unless record or records is sent${
          memo ? `; beside them it becomes each record's ${memo} (when the record states none)` : ""
        }. Numeric dates are read in the order the business's country writes them: month first in the US (03/04/2026 is March 4), day first elsewhere (3 April); bank statements ask for date_format instead when theirs read either way.`,
      }),
      record: record.optional().openapi({
        description: "One record in this resource's own shape: created as sent, no extraction.",
      }),
      records: z
        .array(record)
        .min(1)
        .max(MAX_RECORDS, `at most ${MAX_RECORDS} records per request`)
        .optional()
        .openapi({ description: `Up to ${MAX_RECORDS} records, created together (all or none).` }),
      ...(extra as E),
    })
    .superRefine((raw, ctx) => {
      const body = raw as unknown as AiCreateBody & { transactions?: unknown[] };
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      type Sent = { source_uuid?: string | null };
      const records = (body.records ?? (body.record === undefined ? undefined : [body.record])) as Sent[] | undefined;
      check?.(raw as Record<string, unknown>, issue);
      const transactions = body.transactions;
      if (!records) {
        if (body.prompt === undefined && !(rows && transactions?.length))
          issue("prompt", "prompt is required (or send record or records)");
        return;
      }
      if (body.record !== undefined && body.records !== undefined) issue("records", "send record or records, not both");
      if (!rows) {
        if (body.attachments.length)
          issue("attachments", "files are read by AI creates; send them without record or records");
        if (body.text_attachment !== undefined)
          issue("text_attachment", "read by AI creates only; send it without record or records");
        if (body.prompt !== undefined && !memo)
          issue("prompt", `a ${name} has no memo for the prompt; send the record alone`);
      }
      if (body.source_uuid !== undefined) {
        if (body.records !== undefined) issue("source_uuid", "with records, give each record its own source_uuid");
        else if (records[0]?.source_uuid != null && records[0].source_uuid !== body.source_uuid)
          issue("source_uuid", "differs from record.source_uuid");
      }
      const seen = new Set<string>();
      for (const [i, r] of records.entries()) {
        if (r.source_uuid == null) continue;
        if (seen.has(r.source_uuid)) issue(`records.${i}.source_uuid`, "sent twice in this request");
        seen.add(r.source_uuid);
      }
    })
    .openapi(`Create${name.replace(/(?:^| )(\w)/g, (_, c: string) => c.toUpperCase())}`);
}

/** The fields every create body has; `createBody` gives each resource its own. */
export type AiCreateBody = {
  prompt?: string;
  attachments: z.infer<typeof attachmentSchema>[];
  text_attachment?: string;
  process_type: "async" | "direct";
  source_uuid?: string;
  record?: unknown;
  records?: unknown[];
};

export const asyncAcceptedSchema = z
  .object({
    process_type: z.literal("async"),
    job_reference: z.string().openapi({ description: "The first (often only) job's reference." }),
    jobs: z.array(
      z.object({
        job_reference: z.string(),
        attachment: z.object({ index: z.number().int(), name: z.string().nullable() }).nullable(),
      }),
    ),
  })
  .openapi("AsyncAccepted", {
    example: {
      process_type: "async",
      job_reference: "job_01JD6Z3K8V2M9Q4X7R5T0W1Y2B",
      jobs: [{ job_reference: "job_01JD6Z3K8V2M9Q4X7R5T0W1Y2B", attachment: null }],
    },
  });

export const jobSchema = z
  .object({
    job_reference: z.string(),
    resource: z.string(),
    status: z.enum(jobStatuses),
    attempts: z.number().int(),
    attachment: z.object({ index: z.number().int(), name: z.string().nullable() }).nullable(),
    result: z
      .object({
        uuids: z.array(z.string()),
        assumptions: z
          .record(z.string(), z.array(z.object({ field: z.string(), value: z.string(), reason: z.string() })))
          .optional()
          .openapi({
            description:
              "Per created record uuid, each value the server chose because the input did not state it (as `assumptions` on a direct create). Absent when the input stated everything.",
          }),
        extraction: z
          .object({
            extractor: z.string(),
            model: z.string(),
            input_tokens: z.number().int(),
            output_tokens: z.number().int(),
            handed_over: z
              .string()
              .optional()
              .openapi({ description: "EXTRACTOR=auto: why the offline reader handed the input to the model." }),
          })
          .optional()
          .openapi({ description: "Present when a language model read the input: which, and the tokens it took." }),
      })
      .nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable().openapi({
      description:
        "A long create's rows read and checked so far, of all its rows, reported at least every 1,000 rows while it runs (a bank statement's rows, a contact sheet's contacts); done equals total once it completes. The rows are written together at the end, all or none. null for a job that has not counted its rows.",
    }),
    created_at: timestampSchema,
    finished_at: timestampSchema.nullable(),
  })
  .openapi("Job", {
    example: {
      job_reference: "job_01JD6Z3K8V2M9Q4X7R5T0W1Y2B",
      resource: "contacts",
      status: "completed",
      attempts: 1,
      attachment: null,
      result: { uuids: ["4f0d8a52-6a63-4c8e-9f5b-2f7c1e0e2b41"] },
      error: null,
      progress: { done: 1, total: 1 },
      created_at: "2026-11-22T09:30:00.000Z",
      finished_at: "2026-11-22T09:30:01.200Z",
    },
  });
