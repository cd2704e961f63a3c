// Rate limits (CONTRACT 10): exact under concurrency, headers on every authenticated
// response, 429 with Retry-After.

import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nowSeconds } from "../src/lib/clock";
import { admit } from "../src/rate-limit/lease";
import type { RateLimiter } from "../src/rate-limit/rate-limiter";
import { call, createBusiness, expectFailure, freshWindow } from "./harness";

const LIMIT = Number(env.RATE_LIMIT_MAX);

describe("per-credential limit", () => {
  it("admits exactly the limit out of a concurrent burst", async () => {
    const biz = await createBusiness();
    await freshWindow();
    const burst = await Promise.all(Array.from({ length: LIMIT + 30 }, () => call("/auth/validate", { key: biz.key })));
    const ok = burst.filter((r) => r.status === 200);
    const limited = burst.filter((r) => r.status === 429);
    expect(ok).toHaveLength(LIMIT);
    expect(limited).toHaveLength(30);
    for (const res of limited) {
      expectFailure(res, "rate_limited");
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(Number(env.RATE_LIMIT_WINDOW_SECONDS));
      expect(res.headers.get("X-RateLimit-Remaining")).toBe("0");
    }
    const remaining = ok.map((r) => Number(r.headers.get("X-RateLimit-Remaining"))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: LIMIT }, (_, i) => i));
    // Another credential is unaffected.
    const other = await createBusiness();
    expect((await call("/auth/validate", { key: other.key })).status).toBe(200);
  });

  it("puts the headers on every authenticated response, success or failure", async () => {
    const [biz, gated] = await Promise.all([createBusiness(), createBusiness({ apiAccess: false })]);
    await freshWindow();
    const responses = [
      await call("/auth/validate", { key: biz.key }),
      await call("/contacts?schema=contacts", { key: biz.key }),
      await call("/contacts?schema=wrong", { key: biz.key }),
      await call(`/contacts/${crypto.randomUUID()}`, { key: biz.key }),
      await call("/auth/validate", { key: gated.key }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 400, 404, 403]);
    const now = nowSeconds();
    for (const res of responses) {
      expect(res.headers.get("X-RateLimit-Limit")).toBe(String(LIMIT));
      expect(Number(res.headers.get("X-RateLimit-Remaining"))).toBeLessThan(LIMIT);
      const reset = Number(res.headers.get("X-RateLimit-Reset"));
      expect(reset).toBeGreaterThan(now - 1);
      expect(reset).toBeLessThanOrEqual(now + Number(env.RATE_LIMIT_WINDOW_SECONDS) + 1);
    }
    expect(responses.slice(0, 4).map((r) => Number(r.headers.get("X-RateLimit-Remaining")))).toEqual([
      LIMIT - 1,
      LIMIT - 2,
      LIMIT - 3,
      LIMIT - 4,
    ]);
    // Unauthenticated responses carry none.
    expect((await call("/auth/validate")).headers.get("X-RateLimit-Limit")).toBeNull();
  });
});

describe("RateLimiter object", () => {
  it("counts single hits (sign-in attempts) in a sliding window that survives eviction of memory", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(crypto.randomUUID()));
    const t0 = 1_800_000_000_000;
    const results = await runInDurableObject(stub, (limiter: RateLimiter) => {
      const out = [limiter.hit(2, 60, t0), limiter.hit(2, 60, t0 + 1000), limiter.hit(2, 60, t0 + 2000)];
      // A new instance over the same storage (as after eviction) continues the window.
      const revived = Object.create(Object.getPrototypeOf(limiter)) as RateLimiter;
      Object.assign(revived, { ctx: (limiter as unknown as { ctx: unknown }).ctx, window: undefined });
      // The first hit leaves the window at t0 + 60 s: one more then, not two.
      out.push(revived.hit(2, 60, t0 + 3000), revived.hit(2, 60, t0 + 60_500), revived.hit(2, 60, t0 + 60_600));
      return out;
    });
    expect(results.map((r) => r.allowed)).toEqual([true, true, false, false, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(results[0]!.reset).toBe(t0 / 1000 + 60);
    expect(results[3]!.reset).toBe(t0 / 1000 + 60);
    expect(results[5]!.reset).toBe(t0 / 1000 + 61);
  });
});

describe("isolate leases", () => {
  it("counts every request exactly while asking the object once per lease, never past the limit", async () => {
    const limit = 50;
    let takes = 0;
    const counting = {
      ...env,
      RATE_LIMIT_MAX: String(limit),
      RATE_LIMITER: {
        idFromName: (name: string) => env.RATE_LIMITER.idFromName(name),
        get: (id: DurableObjectId) => {
          const stub = env.RATE_LIMITER.get(id);
          return {
            take: (...args: [number, number, number]) => {
              takes++;
              return stub.take(...args);
            },
          };
        },
      },
    } as unknown as typeof env;
    const credential = crypto.randomUUID();
    await freshWindow();
    const admitted = [];
    for (let i = 0; i < limit; i++) admitted.push(await admit(counting, credential));
    expect(admitted.every((r) => r.allowed)).toBe(true);
    expect(admitted.map((r) => r.remaining)).toEqual(Array.from({ length: limit }, (_, i) => limit - 1 - i));
    // Leases of 1, 2 and 4, then 5 (a tenth of the limit): 12 round trips for 50 requests.
    expect(takes).toBe(12);
    const refused = await admit(counting, credential);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    // The object's own count: every hit it leased was spent, none beyond the limit.
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(credential));
    expect(await runInDurableObject(stub, (limiter: RateLimiter) => limiter.take(limit, 60, 0))).toMatchObject({
      granted: 0,
      remaining: 0,
    });
  });
});
