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

export const aiCreateBody = z
  .object({
    prompt: z
      .string({ error: "prompt is required" })
      .trim()
      .min(1, "prompt must not be empty")
      .max(MAX_PROMPT_CHARS, `prompt is longer than ${MAX_PROMPT_CHARS} characters`),
    attachments: z
      .array(attachmentSchema)
      .default([])
      .openapi({
        description: `Up to ${MAX_ATTACHMENTS} files of at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MiB each (413 beyond). Kinds: pdf, csv, txt, xlsx, xls, jpg, jpeg, png, webp, gif, bmp; images and scanned PDFs need the Workers AI extractor.`,
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
  })
  .openapi("AiCreate");

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
      })
      .nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
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
      created_at: "2026-11-22T09:30:00.000Z",
      finished_at: "2026-11-22T09:30:01.200Z",
    },
  });
