// Queue behaviour of async creates, driven message by message through the worker's own
// queue handler: redelivery, retries with backoff, failure after the last attempt,
// poison messages and the dead-letter queue, with the job endpoint checked at each step.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, processJob, retryDelaySeconds } from "../src/creates/consumer";
import { call, createBusiness, type TestBusiness } from "./harness";
import { deliver, insertJob } from "./helpers/queue";

const job = async (biz: TestBusiness, reference: string) =>
  (await call(`/jobs/${reference}`, { key: biz.key })).json.data;
const contactCount = async (biz: TestBusiness) =>
  (await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total;

describe("queue consumer", () => {
  it("completes a job once; a redelivered message creates nothing new", async () => {
    const biz = await createBusiness();
    const { reference } = await insertJob(biz, "Add customer Redelivery Co");
    expect(await job(biz, reference)).toMatchObject({ status: "queued", attempts: 0, result: null });
    const body = { job_reference: reference, business_id: biz.id };
    const first = await deliver(body, 1);
    expect(first.explicitAcks).toHaveLength(1);
    const done = await job(biz, reference);
    expect(done).toMatchObject({ status: "completed", attempts: 1, error: null });
    expect(done.finished_at).not.toBeNull();
    for (const attempt of [2, 3]) {
      const again = await deliver(body, attempt);
      expect(again.explicitAcks).toHaveLength(1);
      expect(again.retryMessages).toEqual([]);
    }
    expect(await job(biz, reference)).toEqual(done);
    expect(await contactCount(biz)).toBe(1);
  });

  it("lets concurrent duplicate deliveries write the records only once", async () => {
    const biz = await createBusiness();
    const { reference } = await insertJob(biz, "Import", { csv: "Name\nOne Co\nTwo Co\nThree Co\n" });
    const body = { job_reference: reference, business_id: biz.id };
    const outcomes = await Promise.all([processJob(env, body, 1), processJob(env, body, 1), processJob(env, body, 1)]);
    expect(outcomes).toEqual(["done", "done", "done"]);
    expect(await job(biz, reference)).toMatchObject({ status: "completed" });
    expect(await contactCount(biz)).toBe(3);
  });

  it("retries a failing job with backoff, then marks it failed after the last attempt", async () => {
    const biz = await createBusiness();
    const { reference, fileSha } = await insertJob(biz, "Import", { csv: "Name\nLost Co\n" });
    // The stored file vanishes: a fault, not bad input, so every attempt fails and retries.
    await env.FILES.delete(`attachments/sha256/${fileSha}`);
    const body = { job_reference: reference, business_id: biz.id };
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const result = await deliver(body, attempt);
      expect(result.retryMessages).toEqual([{ msgId: expect.any(String), delaySeconds: retryDelaySeconds(attempt) }]);
      expect(result.explicitAcks).toEqual([]);
      expect(await job(biz, reference)).toMatchObject({
        status: "queued",
        attempts: attempt,
        error: null,
        result: null,
      });
    }
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    const last = await deliver(body, MAX_ATTEMPTS);
    expect(last.explicitAcks).toHaveLength(1);
    expect(last.retryMessages).toEqual([]);
    expect(await job(biz, reference)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      result: null,
      error: { code: "internal_error", message: `Processing failed after ${MAX_ATTEMPTS} attempts` },
    });
    expect(await contactCount(biz)).toBe(0);
  });

  it("fails bad input at once, without retrying", async () => {
    const biz = await createBusiness();
    const { reference } = await insertJob(biz, "create a contact please");
    const result = await deliver({ job_reference: reference, business_id: biz.id }, 1);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    expect(await job(biz, reference)).toMatchObject({ status: "failed", attempts: 1, error: { code: "incomplete" } });
  });

  it("acknowledges poison messages and jobs of other businesses without acting", async () => {
    const [biz, other] = await Promise.all([createBusiness(), createBusiness()]);
    for (const body of [
      null,
      "text",
      { job_reference: "nope" },
      { job_reference: "job_x", business_id: "not-a-uuid" },
    ]) {
      const result = await deliver(body, 1);
      expect(result.explicitAcks).toHaveLength(1);
    }
    const { reference } = await insertJob(biz, "Add customer Mine Co");
    const wrongOwner = await deliver({ job_reference: reference, business_id: other.id }, 1);
    expect(wrongOwner.explicitAcks).toHaveLength(1);
    expect(await job(biz, reference)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("marks jobs failed when their messages reach the dead-letter queue", async () => {
    const biz = await createBusiness();
    const { reference } = await insertJob(biz, "Add customer Dead Letter Co");
    const result = await deliver({ job_reference: reference, business_id: biz.id }, 3, "accounting-jobs-dlq");
    expect(result.explicitAcks).toHaveLength(1);
    expect(await job(biz, reference)).toMatchObject({ status: "failed", error: { code: "internal_error" } });
    // A finished job is not reopened by a late dead letter.
    const done = await insertJob(biz, "Add customer Finished Co");
    await deliver({ job_reference: done.reference, business_id: biz.id }, 1);
    await deliver({ job_reference: done.reference, business_id: biz.id }, 1, "accounting-jobs-dlq");
    expect(await job(biz, done.reference)).toMatchObject({ status: "completed" });
  });
});
