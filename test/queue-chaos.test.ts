// Queue chaos: the consumer runs against a D1 that fails a seeded share of its batch
// commits (some before writing, some after writing but before the worker could ack),
// while the queue redelivers retried messages and delivers duplicates concurrently. No job
// may be lost or left running, no record written twice, and poison ends failed.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS } from "../src/creates/consumer";
import type { Bindings } from "../src/env";
import { call, createBusiness } from "./harness";
import { deliver, insertJob } from "./helpers/queue";
import { seededRandom } from "./helpers/random";

/** env with a D1 whose batch() fails at the rate given, before or after committing. */
function faultyEnv(random: () => number, rate: number): Bindings {
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const roll = random();
          if (roll < rate / 2) throw new Error("chaos: D1 unavailable");
          const result = await target.batch(statements);
          if (roll < rate) throw new Error("chaos: connection lost after commit");
          return result;
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, DB };
}

describe("queue chaos", () => {
  it("loses no job, duplicates no record, and fails poison", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const random = seededRandom(seed);
        const biz = await createBusiness();
        // Each run has its own business, so the names need not differ between runs.
        const names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"].map((word) => `${word} Chaos Traders`);
        const good = await Promise.all(names.map((name) => insertJob(biz, `Add customer ${name}`)));
        const poison = await insertJob(biz, "create a contact please"); // no name: input error
        const chaosEnv = faultyEnv(random, 0.4);

        let queue = [...good, poison].map(({ reference }) => ({
          body: { job_reference: reference, business_id: biz.id } as unknown,
          attempts: 1,
        }));
        queue.push({ body: "not a job message", attempts: 1 });
        let deliveries = 0;
        while (queue.length > 0) {
          const i = Math.floor(random() * queue.length);
          const message = queue[i]!;
          queue = queue.filter((_, j) => j !== i);
          // Sometimes the queue delivers the same message twice at once.
          const copies = random() < 0.3 ? 2 : 1;
          const outcomes = await Promise.all(
            Array.from({ length: copies }, () => deliver(message.body, message.attempts, "accounting-jobs", chaosEnv)),
          );
          deliveries += copies;
          // The queue redelivers a retried message (once, however many copies asked)
          // until its attempts run out; then it would go to the dead-letter queue.
          if (outcomes.some((o) => o.retryMessages.length > 0)) {
            if (message.attempts < MAX_ATTEMPTS) queue.push({ body: message.body, attempts: message.attempts + 1 });
            else await deliver(message.body, message.attempts, "accounting-jobs-dlq");
          }
          if (deliveries > 200) throw new Error("the queue never drained");
        }

        const contacts = (await call("/contacts?schema=contacts&limit=100", { key: biz.key })).json.data as {
          name: string;
        }[];
        for (const [i, { reference }] of good.entries()) {
          const job = (await call(`/jobs/${reference}`, { key: biz.key })).json.data;
          expect(["completed", "failed"], `${reference} ended ${job.status}`).toContain(job.status);
          const created = contacts.filter((c) => c.name === names[i]).length;
          // Completed: exactly one record. Failed (every attempt hit a fault): none.
          expect(created, `${names[i]} (${job.status})`).toBe(job.status === "completed" ? 1 : 0);
          if (job.status === "failed") expect(job.error.code).toBe("internal_error");
        }
        expect(contacts).toHaveLength(contacts.filter((c) => names.includes(c.name)).length);
        const poisoned = (await call(`/jobs/${poison.reference}`, { key: biz.key })).json.data;
        expect(poisoned).toMatchObject({ status: "failed", error: { code: "incomplete" } });
      }),
      { numRuns: Number(process.env.CHAOS_RUNS ?? 8) },
    );
  }, 120_000);
});
