// Job rows: creation, the API view, and the state changes the consumer makes.
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { jobs } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";

/** The queue message of one job: the job row holds everything else. */
export const jobMessageSchema = z.object({ job_reference: z.string().startsWith("job_"), business_id: z.uuid() });
export type JobMessage = z.infer<typeof jobMessageSchema>;

export type JobRow = typeof jobs.$inferSelect;

export const toJobView = (row: JobRow) => ({
  job_reference: row.id,
  resource: row.resource,
  status: row.status,
  attempts: row.attempts,
  attachment: row.attachmentIndex === null ? null : { index: row.attachmentIndex, name: row.attachmentName },
  result: row.resultUuids
    ? {
        uuids: row.resultUuids,
        ...(row.resultAssumptions ? { assumptions: row.resultAssumptions } : {}),
        ...(row.resultExtraction ? { extraction: row.resultExtraction } : {}),
      }
    : null,
  error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? "" } : null,
  progress: row.progressTotal === null ? null : { done: row.progressDone ?? 0, total: row.progressTotal },
  created_at: row.createdAt,
  finished_at: row.finishedAt,
});

export async function findJob(db: Db, businessId: string, reference: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.businessId, businessId), eq(jobs.id, reference)))
    .limit(1);
  return row;
}

/** Claims the job for one attempt; returns the row as it was, or undefined if it is finished. */
export async function startAttempt(db: Db, businessId: string, reference: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: "processing", updatedAt: nowIso() })
    .where(and(eq(jobs.businessId, businessId), eq(jobs.id, reference), inArray(jobs.status, ["queued", "processing"])))
    .returning();
  return row;
}

export const completeStatement = (
  db: Db,
  reference: string,
  attempts: number,
  uuids: string[],
  assumptions: JobRow["resultAssumptions"] = null,
  extraction: JobRow["resultExtraction"] = null,
) =>
  db
    .update(jobs)
    .set({
      status: "completed",
      attempts,
      resultUuids: uuids,
      resultAssumptions: assumptions,
      resultExtraction: extraction,
      errorCode: null,
      errorMessage: null,
      // A job that counted its rows ends with all of them done.
      progressDone: sql`${jobs.progressTotal}`,
      updatedAt: nowIso(),
      finishedAt: nowIso(),
    })
    .where(eq(jobs.id, reference));

/** A running job's progress: rows done of rows to do (while it is still processing). */
export async function reportProgress(db: Db, reference: string, done: number, total: number) {
  await db
    .update(jobs)
    .set({ progressDone: done, progressTotal: total, updatedAt: nowIso() })
    .where(and(eq(jobs.id, reference), eq(jobs.status, "processing")));
}

export async function recordAttempt(db: Db, reference: string, attempts: number) {
  // Back to queued: the message waits for its next delivery. Only from processing: an
  // attempt whose commit landed but whose reply was lost must not reopen a completed job.
  await db
    .update(jobs)
    .set({ status: "queued", attempts, updatedAt: nowIso() })
    .where(and(eq(jobs.id, reference), eq(jobs.status, "processing")));
}

export async function failJob(db: Db, reference: string, attempts: number, code: string, message: string) {
  await db
    .update(jobs)
    .set({
      status: "failed",
      attempts,
      errorCode: code,
      errorMessage: message,
      updatedAt: nowIso(),
      finishedAt: nowIso(),
    })
    .where(and(eq(jobs.id, reference), inArray(jobs.status, ["queued", "processing"])));
}
