// Schemas shared by every resource: envelopes, list queries, path identifiers and the
// error responses each route documents.
import { z } from "@hono/zod-openapi";
import { type ErrorCode, errorCodes } from "../lib/errors";

/**
 * A calendar date, YYYY-MM-DD, from 1900 on: a year such as 0000 is a typo, and reports
 * step back a whole period from the dates they are given.
 */
export const isoDate = z.iso.date().refine((d) => d >= "1900-01-01", "must be a date from 1900-01-01 on");

export const failureSchema = z
  .object({
    status: z.literal("failed"),
    message: z.string(),
    code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: "Present on 400: one entry per invalid field, as a dotted path." }),
    request_id: z.string(),
  })
  .openapi("Failure", {
    example: {
      status: "failed",
      message: "Invalid request",
      code: "invalid_request",
      errors: [{ field: "limit", message: "Too big: expected number to be <=100" }],
      request_id: "0b9d9d7e-5f7e-4a53-9a57-7f4b1d3c9e2a",
    },
  });

/** The envelope's message: what happened, for a person reading it. */
const envelopeMessage = z.string().openapi({ description: "What happened, for a person reading it.", example: "Done" });

export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal("success"), message: envelopeMessage, data });

export const listMetaSchema = z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .openapi("ListMeta");

export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal("success"),
    message: envelopeMessage,
    data: z.array(item),
    meta: listMetaSchema,
  });

/** Query parameters every list accepts (CONTRACT 4). */
export const listQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .openapi({ param: { name: "page", in: "query" }, example: 1, description: "Page number, from 1." }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .openapi({ param: { name: "limit", in: "query" }, example: 20, description: "Items per page, 1 to 100." }),
  date_order: z
    .enum(["asc", "desc"])
    .default("desc")
    .openapi({
      param: { name: "date_order", in: "query" },
      description: "asc = oldest first, desc = newest first.",
    }),
  updated_since: z.iso
    .datetime()
    .optional()
    .openapi({
      param: { name: "updated_since", in: "query" },
      example: "2026-11-01T00:00:00.000Z",
      description:
        "Sync: only records created or changed at or after this instant (UTC, as `updated_at` shows it), in the order they last changed (oldest first, ties by uuid; date_order does not apply). To sync without missing a change, ask for page 1 each time with updated_since and since_uuid set to the last record seen (not page 2, 3…: a record changed while you page moves to the end). A payment, allocation or void changes its document. Deleted records are not listed here: GET /deletions lists them, by the same cursor.",
    }),
  since_uuid: z
    .uuid()
    .optional()
    .openapi({
      param: { name: "since_uuid", in: "query" },
      description:
        "With updated_since: the uuid of the last record seen at that instant; only records changed after it (later, or at the same instant with a greater uuid) are listed. A cursor: records changed in the same instant are never skipped or repeated.",
    }),
});

export const identifierParamSchema = z.object({
  uuid: z
    .string()
    .min(1)
    .max(200)
    .openapi({
      param: { name: "uuid", in: "path" },
      description: "The record's uuid or the source_uuid your integration stored.",
      example: "4f0d8a52-6a63-4c8e-9f5b-2f7c1e0e2b41",
    }),
});

export const timestampSchema = z.string().openapi({ format: "date-time", example: "2026-11-22T09:30:00.000Z" });

/** The record's version: 1 when created, bumped by every change; the ETag names it. */
export const recordVersion = z.number().int().min(1).openapi({
  description:
    "The record's version: 1 when created, one more after every change (payments included for invoices and bills). The ETag header carries it; If-Match sends it back.",
  example: 1,
});

const errorDescriptions: Record<ErrorCode, string> = {
  invalid_request: "Invalid parameters or body. `errors` lists each field.",
  invalid_grant:
    "The authorization code or refresh token is unknown, expired, already used, or issued to another app or business.",
  invalid_api_key: "Missing, malformed, unknown or wrong kind of API key.",
  invalid_token: "The Bearer access token is malformed, unknown, expired, revoked, or belongs to another app.",
  forbidden: "The business's Developer API access is not active.",
  not_found: "No such record for this business.",
  conflict: "Conflicts with stored data, e.g. a duplicate source_uuid.",
  payload_too_large: "The body or an attachment is too large.",
  rate_limited: "Too many requests for this credential; retry after `Retry-After` seconds.",
  internal_error: "Server fault.",
  model_unavailable:
    "AI creates: the configured language model did not answer after retries (a queued job retries later); try again.",
};

/** The failure responses a route documents, keyed by status. */
export function errorResponses(...codes: ErrorCode[]) {
  const responses: Record<
    number,
    { description: string; content: { "application/json": { schema: typeof failureSchema } } }
  > = {};
  for (const code of [...codes, "internal_error" as const]) {
    const status = errorCodes[code];
    const description = responses[status]
      ? `${responses[status].description} ${errorDescriptions[code]}`
      : errorDescriptions[code];
    responses[status] = { description, content: { "application/json": { schema: failureSchema } } };
  }
  return responses;
}

/** A JSON request body; `examples` are named request examples (OpenAPI media-type examples). */
export const jsonBody = <T extends z.ZodType>(
  schema: T,
  description?: string,
  examples?: Record<string, { summary: string; value: unknown }>,
) => ({
  required: true,
  description,
  content: { "application/json": { schema, ...(examples ? { examples } : {}) } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const sourceUuidSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .nullable()
  .openapi({ description: "Your own identifier for the record; unique per business. null clears it." });

export const deletedSchema = z
  .object({ uuid: z.uuid(), source_uuid: z.string().nullable(), deleted: z.literal(true) })
  .openapi("Deleted");

/** What a direct AI create chose for the caller (issue 16: defaults are stated, never hidden). */
export const assumptionsSchema = z
  .array(z.object({ field: z.string(), value: z.string(), reason: z.string() }))
  .optional()
  .openapi({
    description:
      "On a direct AI create only: each value the server chose because the prompt did not state it (the account its everyday words usually go to, Uncategorized Expense, Cash, today's date, a due date on the document's date), with why. Absent when the prompt stated everything.",
    example: [
      {
        field: "category",
        value: "Cash",
        reason: "the prompt does not say which bank or cash account the money left",
      },
    ],
  });
