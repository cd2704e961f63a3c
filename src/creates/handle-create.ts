// POST /{resource} with a create body: decode and store attachments, then either create
// now (direct: 201 with the record, or an array when the input held several) or queue
// one job per attachment (async: 200 with the job references). Structured records
// (`record` / `records`) take the same path, one unit of work for all of them.
import type { BatchItem } from "drizzle-orm/batch";
import { jobs } from "../db/schema";
import type { Bindings } from "../env";
import { type DecodedFile, decodeAttachment, MAX_ATTACHMENTS } from "../extraction/attachments";
import { storeFile } from "../extraction/file-store";
import { ExtractionError } from "../extraction/types";
import { failJob, type JobMessage } from "../jobs/jobs";
import { nowIso } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { newId, newJobReference } from "../lib/ids";
import type { AiCreateBody } from "../schemas/ai-create";
import { commit, plan, type WriteContext } from "../write/commit";
import type { BusinessScope } from "../write/scope";
import type { Creator } from "./creator";
import { type Assumption, buildCreate, statedAssumptions } from "./pipeline";
import { type CreatableResource, creators } from "./registry";

export type CreateOutcome =
  | { mode: "direct"; records: unknown[] }
  | {
      mode: "async";
      accepted: {
        process_type: "async";
        job_reference: string;
        jobs: { job_reference: string; attachment: { index: number; name: string | null } | null }[];
      };
    };

function extractionToApiError(err: ExtractionError): ApiError {
  return new ApiError("invalid_request", err.message, err.problems.length ? err.problems : undefined);
}

export async function handleCreate(
  env: Bindings,
  write: WriteContext & { businessId: string },
  /** The business's currency and today, as the auth middleware found them. */
  business: Pick<BusinessScope, "currency" | "today" | "country">,
  resource: CreatableResource,
  body: AiCreateBody,
  /** Route-specific fields handed to the resource's extractor and creator. */
  options: Record<string, unknown> = {},
): Promise<CreateOutcome> {
  if (body.attachments.length > MAX_ATTACHMENTS) {
    throw new ApiError(
      "payload_too_large",
      `At most ${MAX_ATTACHMENTS} attachments per request (got ${body.attachments.length})`,
    );
  }
  if (body.source_uuid && body.attachments.length > 1) {
    throw new ApiError("invalid_request", "source_uuid names one record; send one attachment with it", [
      { field: "source_uuid", message: "Applies only to a request with at most one attachment" },
    ]);
  }
  const { db, businessId } = write;
  const structured = body.records ?? (body.record === undefined ? undefined : [body.record]);
  const recordField = body.records ? "records" : "record";
  const decoded: DecodedFile[] = [];
  for (const [i, attachment] of body.attachments.entries()) decoded.push(await decodeAttachment(attachment, i));
  // One unit of work per attachment, or one for the prompt alone.
  const units: (DecodedFile | undefined)[] = decoded.length ? decoded : [undefined];

  if (body.process_type === "direct") {
    const statements: BatchItem<"sqlite">[] = [];
    const records: unknown[] = [];
    // Defaults the creator chose, and the model that read the input, travel with the
    // records it answers with (never stored).
    const stated = new Map<string, Assumption[]>();
    for (const file of units) {
      try {
        const built = await buildCreate(env, db, creators[resource], {
          businessId,
          baseCurrency: business.currency,
          today: business.today,
          country: business.country,
          prompt: body.prompt,
          records: structured,
          recordField,
          textAttachment: body.text_attachment,
          sourceUuid: body.source_uuid,
          options,
          file: file && { name: file.name, kind: file.kind, bytes: file.bytes },
          idFor: () => newId(),
        });
        statements.push(...built.statements);
        records.push(...built.records);
        for (const [uuid, assumptions] of statedAssumptions(built.records, built.via)) stated.set(uuid, assumptions);
      } catch (err) {
        throw err instanceof ExtractionError ? extractionToApiError(err) : err;
      }
      if (file) statements.push((await storeFile(env, db, businessId, file, null)).statement);
    }
    const uuids = (records as { uuid: string }[]).map((r) => r.uuid);
    const creator = creators[resource] as Creator<unknown, unknown>;
    const view = creator.view?.(db, { businessId, today: business.today }, records);
    const withAssumptions = (views: unknown[]) =>
      views.map((v) => {
        const assumptions = stated.get((v as { uuid: string }).uuid);
        return assumptions ? { ...(v as object), assumptions } : v;
      });
    // The routes answer one record as itself, several as a list: the audit entry's "after".
    const answered = (views: unknown[]) => (views.length === 1 ? views[0] : views);
    const known = view ? view.preview && [view.preview.answer] : records;
    const created = await commit(
      write,
      plan(statements, (results) => withAssumptions(view ? view.shape(results.slice(statements.length)) : records), {
        readBack: view?.statements,
        answer: known && answered(withAssumptions(known)),
        answerFill: view?.preview?.fill,
        audit: { record: uuids.length === 1 ? uuids[0] : undefined, status: known && 201 },
      }),
    );
    return { mode: "direct", records: created };
  }

  const now = nowIso();
  const statements: BatchItem<"sqlite">[] = [];
  const accepted: { job_reference: string; attachment: { index: number; name: string | null } | null }[] = [];
  for (const [index, file] of units.entries()) {
    const reference = newJobReference();
    const stored = file ? await storeFile(env, db, businessId, file, reference) : undefined;
    if (stored) statements.push(stored.statement);
    statements.push(
      db.insert(jobs).values({
        id: reference,
        businessId,
        resource,
        status: "queued",
        attempts: 0,
        input: {
          prompt: body.prompt,
          records: structured,
          record_field: structured && recordField,
          text_attachment: body.text_attachment,
          source_uuid: body.source_uuid,
          options,
        },
        fileId: stored?.id ?? null,
        attachmentIndex: file ? index : null,
        attachmentName: file?.name ?? null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    accepted.push({ job_reference: reference, attachment: file ? { index, name: file.name } : null });
  }
  await commit(
    write,
    plan(statements, () => undefined, { audit: { record: accepted[0]!.job_reference } }),
  );
  try {
    await env.JOBS.sendBatch(
      accepted.map((job) => ({
        body: { job_reference: job.job_reference, business_id: businessId } satisfies JobMessage,
      })),
    );
  } catch (err) {
    // Without a message the jobs would wait forever: say so on them, then fail the request.
    for (const job of accepted)
      await failJob(db, job.job_reference, 0, "internal_error", "The job could not be queued");
    throw err;
  }
  return {
    mode: "async",
    accepted: { process_type: "async", job_reference: accepted[0]!.job_reference, jobs: accepted },
  };
}
