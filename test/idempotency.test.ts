// Idempotency-Key on POST: first response stored and replayed byte for byte, a different
// request under the same key refused, a running one answered 409, keys per business.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotencyKeys } from "../src/db/schema";
import worker from "../src/index";
import { nowIso, nowMs } from "../src/lib/clock";
import { idempotencyKeyHash } from "../src/middleware/idempotency";
import { call, createBusiness, createPartner, db, expectFailure } from "./harness";

const createContact = (key: string, idempotencyKey: string, name = "Idem Foods") =>
  call("/contacts", {
    method: "POST",
    key,
    headers: { "Idempotency-Key": idempotencyKey },
    body: { prompt: `add customer ${name}`, process_type: "direct" },
  });
const count = async (key: string) => (await call("/contacts?schema=contacts", { key })).json.meta.total as number;

describe("Idempotency-Key", () => {
  it("replays the first response byte for byte and creates one record", async () => {
    const biz = await createBusiness();
    const first = await createContact(biz.key, "key-1");
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await createContact(biz.key, "key-1");
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(await count(biz.key)).toBe(1);
    // Without a key, or with another, the request runs again.
    expect((await createContact(biz.key, "key-2", "Other Foods")).status).toBe(201);
    expect(await count(biz.key)).toBe(2);
  });

  it("refuses the same key with a different body, and keeps failures for replay too", async () => {
    const biz = await createBusiness();
    await createContact(biz.key, "k");
    const different = await createContact(biz.key, "k", "Something Else");
    expect(different.status).toBe(400);
    expectFailure(different, "invalid_request");
    expect(different.json.errors).toEqual([{ field: "Idempotency-Key", message: "Reused with a different request" }]);
    const bad = await call("/contacts", {
      method: "POST",
      key: biz.key,
      headers: { "Idempotency-Key": "bad-1" },
      body: { process_type: "direct" },
    });
    expect(bad.status).toBe(400);
    const badAgain = await call("/contacts", {
      method: "POST",
      key: biz.key,
      headers: { "Idempotency-Key": "bad-1" },
      body: { process_type: "direct" },
    });
    expect(badAgain.text).toBe(bad.text);
    expect(await count(biz.key)).toBe(1);
  });

  it("keeps no 409: once the conflict is gone, the same key runs the request again", async () => {
    const biz = await createBusiness();
    const create = () =>
      call("/contacts", {
        method: "POST",
        key: biz.key,
        headers: { "Idempotency-Key": "clash-1" },
        body: { prompt: "add customer Idem Foods", process_type: "direct", source_uuid: "crm-7" },
      });
    const first = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: { prompt: "add customer Taken Ltd", process_type: "direct", source_uuid: "crm-7" },
    });
    expect(first.status).toBe(201);
    expectFailure(await create(), "conflict");
    expect((await call("/contacts/crm-7", { method: "DELETE", key: biz.key })).status).toBe(200);
    const retried = await create();
    expect(retried.status, retried.text).toBe(201);
    expect(retried.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await create()).headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("answers 409 while the first request is in flight", async () => {
    const biz = await createBusiness();
    await db()
      .insert(idempotencyKeys)
      .values({
        scope: `business:${biz.id}`,
        keyHash: await idempotencyKeyHash(`business:${biz.id}`, "busy"),
        requestHash: "x",
        status: "in_flight",
        createdAt: nowIso(),
      });
    const res = await createContact(biz.key, "busy");
    expect(res.status).toBe(409);
    expectFailure(res, "conflict");
    // It passes by itself: a client may wait and send it again.
    expect(res.headers.get("Retry-After")).toBe("1");
    expect(await count(biz.key)).toBe(0);
  });

  it("runs again once the stored response is older than 24 hours, or a claim was abandoned", async () => {
    const biz = await createBusiness();
    const old = new Date(nowMs() - 25 * 60 * 60 * 1000).toISOString();
    const abandoned = new Date(nowMs() - 5 * 60 * 1000).toISOString();
    await db()
      .insert(idempotencyKeys)
      .values([
        {
          scope: `business:${biz.id}`,
          keyHash: await idempotencyKeyHash(`business:${biz.id}`, "old"),
          requestHash: "x",
          status: "done",
          responseStatus: 201,
          responseType: "application/json",
          responseBody: "{}",
          createdAt: old,
        },
        {
          scope: `business:${biz.id}`,
          keyHash: await idempotencyKeyHash(`business:${biz.id}`, "dead"),
          requestHash: "x",
          status: "in_flight",
          createdAt: abandoned,
        },
      ]);
    expect((await createContact(biz.key, "old")).headers.get("Idempotent-Replayed")).toBeNull();
    expect((await createContact(biz.key, "dead", "Another Foods")).status).toBe(201);
    expect(await count(biz.key)).toBe(2);
  });

  it("scopes keys to the business, and covers partner routes", async () => {
    const [a, b] = await Promise.all([createBusiness(), createBusiness()]);
    await createContact(a.key, "shared");
    const other = await createContact(b.key, "shared");
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await count(b.key)).toBe(1);

    const partner = await createPartner();
    const body = {
      email: `idem-${crypto.randomUUID()}@example.com`,
      firstname: "I",
      lastname: "D",
      business_name: "Idem Ltd",
      password: "long-enough-password",
      country: "NG",
      currency: "NGN",
      timezone: "Africa/Lagos",
      grant_access: "admin",
    };
    const register = () =>
      call("/register-business", { method: "POST", key: partner.key, headers: { "Idempotency-Key": "reg-1" }, body });
    const first = await register();
    expect(first.status).toBe(201);
    const replay = await register();
    expect(replay.text).toBe(first.text);
  });

  it("refuses malformed keys", async () => {
    const biz = await createBusiness();
    for (const bad of ["", "x".repeat(256), "has space"]) {
      const res = await createContact(biz.key, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await count(biz.key)).toBe(0);
  });

  it("is documented on every POST", async () => {
    const doc = (await call("/openapi.json")).json as unknown as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const posts = Object.values(doc.paths).flatMap((methods) => (methods.post ? [methods.post] : []));
    expect(posts.length).toBeGreaterThan(10);
    for (const post of posts) expect(post.parameters?.map((p) => p.name)).toContain("Idempotency-Key");
  });
});

describe("hourly upkeep", () => {
  it("removes records past their 24 hours and keeps the rest", async () => {
    const scope = `business:${crypto.randomUUID()}`;
    const hour = 60 * 60 * 1000;
    const at = (ms: number) => new Date(nowMs() - ms).toISOString();
    const row = async (key: string, createdAt: string) => ({
      scope,
      keyHash: await idempotencyKeyHash(scope, key),
      requestHash: "h",
      status: "done" as const,
      responseStatus: 201,
      responseType: "application/json",
      responseBody: "{}",
      createdAt,
    });
    const old = await Promise.all(Array.from({ length: 12 }, (_, i) => row(`old-${i}`, at(25 * hour + i))));
    for (let i = 0; i < old.length; i += 4)
      await db()
        .insert(idempotencyKeys)
        .values(old.slice(i, i + 4));
    await db()
      .insert(idempotencyKeys)
      .values([await row("fresh", at(hour)), await row("almost", at(23 * hour))]);

    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: "17 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await db()
      .select({ key: idempotencyKeys.keyHash })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, scope));
    expect(left.map((r) => r.key).sort()).toEqual(
      (await Promise.all(["almost", "fresh"].map((k) => idempotencyKeyHash(scope, k)))).sort(),
    );
  });
});
