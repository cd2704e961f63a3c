// Async creates answer 202 with a job reference; this polls the job until it ends.
import { AccountingApiError, unwrap } from "./errors.js";
import type { AccountingClient } from "./index.js";

/**
 * The job once completed (its `result_uuids` name the records made). A failed job throws
 * AccountingApiError with the job's error code and message; so does waiting past `timeoutMs`.
 */
export async function waitForJob(
  api: AccountingClient,
  reference: string,
  { intervalMs = 500, timeoutMs = 60_000 }: { intervalMs?: number; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data: job } = await unwrap(
      api.GET("/jobs/{job_reference}", { params: { path: { job_reference: reference } } }),
    );
    if (job.status === "completed") return job;
    if (job.status === "failed")
      throw new AccountingApiError(422, job.error?.code ?? "job_failed", job.error?.message ?? "The job failed");
    if (Date.now() > deadline)
      throw new AccountingApiError(408, "timeout", `Job ${reference} was still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
