// The queue consumer: runs a job through the same pipeline as a direct create. At
// least once and idempotent: a finished job is never run again, and the records a job
// creates take ids derived from its reference, so a duplicate delivery racing the first
// collides on primary keys and writes nothing. Input problems fail the job at once;
// faults retry with backoff and fail the job after the last attempt.

import { getDb } from "../db/client";
import { getBusinessProfile } from "../db/queries/businesses";
import type { Bindings } from "../env";
import { loadFile } from "../extraction/file-store";
import { ModelUnavailableError } from "../extraction/llm-extractor";
import { ExtractionError } from "../extraction/types";
import {
  completeStatement,
  failJob,
  findJob,
  type JobMessage,
  jobMessageSchema,
  recordAttempt,
  reportProgress,
  startAttempt,
} from "../jobs/jobs";
import { todayIn } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { derivedId } from "../lib/ids";
import { dispatchQuietly } from "../webhooks/dispatch";
import { commit, plan } from "../write/commit";
import { buildCreate, statedAssumptions } from "./pipeline";
import { creators, isCreatableResource } from "./registry";

/** Deliveries per message: wrangler.toml's max_retries (4) plus the first. */
export const MAX_ATTEMPTS = 5;

export const retryDelaySeconds = (attempt: number) => Math.min(5 * 2 ** (attempt - 1), 300);

export async function processJob(env: Bindings, message: JobMessage, attempt: number): Promise<"done" | "retry"> {
  const db = getDb(env.DB);
  const job = await startAttempt(db, message.business_id, message.job_reference);
  if (!job) return "done"; // already finished, or not ours
  const fail = (code: string, text: string) => failJob(db, job.id, attempt, code, text);
  if (!isCreatableResource(job.resource)) {
    await fail("internal_error", `No creator for resource ${job.resource}`);
    return "done";
  }
  try {
    const business = await getBusinessProfile(db, job.businessId);
    if (!business) throw new Error(`business ${job.businessId} not found`);
    const file = job.fileId ? await loadFile(env, db, job.businessId, job.fileId) : undefined;
    const { statements, records, via } = await buildCreate(env, db, creators[job.resource], {
      businessId: job.businessId,
      baseCurrency: business.currency,
      today: todayIn(business.timezone),
      country: business.country,
      prompt: job.input.prompt,
      records: job.input.records,
      recordField: job.input.record_field,
      textAttachment: job.input.text_attachment,
      sourceUuid: job.input.source_uuid,
      options: job.input.options,
      file,
      idFor: (i) => derivedId(job.id, i),
      progress: (done, total) => reportProgress(db, job.id, done, total),
    });
    const uuids = (records as { uuid: string }[]).map((r) => r.uuid);
    // The defaults the creator chose (and the model that read the input), stated on the
    // job as a direct create states them.
    const stated = statedAssumptions(records, via);
    const assumptions = stated.size ? Object.fromEntries(stated) : null;
    // The records and the job's completion commit together, or not at all. The request
    // that queued the job was audited when it was accepted; a job has no request of its own.
    await commit(
      { db, businessId: job.businessId },
      plan([completeStatement(db, job.id, attempt, uuids, assumptions, via ?? null), ...statements], () => undefined),
    );
    return "done";
  } catch (err) {
    // A unique violation (a 409 from the commit): either a duplicate delivery already
    // wrote this job's records, or a source_uuid was taken between the check and the write.
    if (
      err instanceof ApiError &&
      err.code === "conflict" &&
      (await findJob(db, job.businessId, job.id))?.status === "completed"
    )
      return "done";
    // The model server not answering is a fault like any other: retried, not the input's.
    const modelDown = err instanceof ModelUnavailableError && err.retryable;
    if ((err instanceof ExtractionError || err instanceof ApiError) && !modelDown) {
      await fail(err.code, err.message);
      return "done";
    }
    console.error(`[${job.id}] attempt ${attempt} failed`, err);
    if (attempt >= MAX_ATTEMPTS) {
      await fail(
        modelDown ? "model_unavailable" : "internal_error",
        modelDown ? err.message : `Processing failed after ${attempt} attempts`,
      );
      return "done";
    }
    await recordAttempt(db, job.id, attempt);
    return "retry";
  }
}

export async function consumeJobs(batch: MessageBatch, env: Bindings) {
  // Messages the main queue gave up on (e.g. a worker that crashed on every attempt)
  // arrive on the dead-letter queue: their jobs end failed.
  const deadLetters = batch.queue.endsWith("-dlq");
  for (const message of batch.messages) {
    const parsed = jobMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error("Dropping malformed job message", message.id);
      message.ack();
      continue;
    }
    if (deadLetters) {
      await failJob(
        getDb(env.DB),
        parsed.data.job_reference,
        message.attempts,
        "internal_error",
        "Processing gave up after repeated failures",
      );
      await dispatchQuietly(env, parsed.data.business_id);
      message.ack();
      continue;
    }
    const outcome = await processJob(env, parsed.data, message.attempts);
    if (outcome === "retry") message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    else {
      // The job's records and its completion, to the business's webhooks.
      await dispatchQuietly(env, parsed.data.business_id);
      message.ack();
    }
  }
}
