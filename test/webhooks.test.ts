// Webhooks (issue 21): endpoints, the outbox (an event in the same batch as its change),
// delivery through the queue with retries, signatures, the delivery log, redelivery and
// test events. The receiver is test/fixtures/outbound.ts's hooks.example.com, or (for
// the chaos run) a fetcher inside the test that fails as it is told.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "../sdk/src/webhooks";
import { contacts, webhookDeliveries } from "../src/db/schema";
import type { Bindings } from "../src/env";
import { EVENT_RETENTION_DAYS, pruneEvents } from "../src/events/events";
import { nowMs, nowSeconds } from "../src/lib/clock";
import { ApiError } from "../src/lib/errors";
import { attemptDelivery, consumeWebhooks, MAX_DELIVERY_ATTEMPTS } from "../src/webhooks/deliver";
import { sweepWebhooks } from "../src/webhooks/dispatch";
import { createEndpoint, MAX_ENDPOINTS } from "../src/webhooks/endpoints";
import { verifySignature } from "../src/webhooks/signature";
import { commit } from "../src/write/commit";
import { call, createBusiness, db, expectFailure, insertContacts, type TestBusiness, today } from "./harness";
import { seededRandom } from "./helpers/random";

const HOOKS = "https://hooks.example.com";
const uniqueKey = () => crypto.randomUUID();

/** A queue that only keeps what is sent, so a test delivers each message itself. */
function heldQueue() {
  const held: string[] = [];
  const queue = {
    send: async (body: { delivery: string }) => void held.push(body.delivery),
    sendBatch: async (items: { body: { delivery: string } }[]) => void held.push(...items.map((i) => i.body.delivery)),
  } as unknown as Queue;
  return { held, bindings: { WEBHOOKS: queue } as Partial<Bindings> };
}

async function endpoint(biz: TestBusiness, url: string, eventTypes = ["*"], bindings?: Partial<Bindings>) {
  const res = await call("/webhooks", {
    method: "POST",
    key: biz.key,
    body: { url, event_types: eventTypes },
    bindings,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { uuid: string; secret: string };
}

const contact = async (biz: TestBusiness, name: string, bindings?: Partial<Bindings>) => {
  const res = await call("/contacts", {
    method: "POST",
    key: biz.key,
    body: { process_type: "direct", record: { name, type: "customer" } },
    bindings,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { uuid: string };
};

const deliveries = async (biz: TestBusiness, endpointUuid: string, query = "") => {
  const res = await call(`/webhooks/${endpointUuid}/deliveries?limit=100${query}`, { key: biz.key });
  expect(res.status, res.text).toBe(200);
  return res.json.data as {
    uuid: string;
    status: string;
    attempts: number;
    response_status: number | null;
    error: string | null;
    event: { id: string; type: string; record_uuid: string };
  }[];
};

const receivedBy = async (key: string) =>
  (await (await fetch(`${HOOKS}/log/${key}`)).json()) as { headers: Record<string, string>; body: string }[];

describe("webhook endpoints", () => {
  it("are created with a secret shown once, read, changed and deleted", async () => {
    const biz = await createBusiness();
    const made = await call("/webhooks", {
      method: "POST",
      key: biz.key,
      body: { url: `${HOOKS}/ok/${uniqueKey()}`, event_types: ["invoice.*", "contact.created"], description: "CRM" },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.json.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.json.data).toMatchObject({ enabled: true, event_types: ["invoice.*", "contact.created"], version: 1 });
    const uuid = made.json.data.uuid;

    const got = await call(`/webhooks/${uuid}`, { key: biz.key });
    expect(got.status).toBe(200);
    expect(got.json.data).not.toHaveProperty("secret");
    expect(got.headers.get("etag")).toBeTruthy();
    const listed = await call("/webhooks", { key: biz.key });
    expect(listed.json.data.map((e: { uuid: string }) => e.uuid)).toEqual([uuid]);
    expect(JSON.stringify(listed.json)).not.toContain(made.json.data.secret);

    const changed = await call(`/webhooks/${uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { enabled: false, event_types: ["*"] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.data).toMatchObject({ enabled: false, event_types: ["*"], description: "CRM", version: 2 });

    const gone = await call(`/webhooks/${uuid}`, { method: "DELETE", key: biz.key });
    expect(gone.status, gone.text).toBe(200);
    expect((await call(`/webhooks/${uuid}`, { key: biz.key })).status).toBe(404);
  });

  it.each([
    ["http://example.com/hook", "must use https"],
    ["https://localhost/hook", "must name a public host"],
    ["https://127.0.0.1/hook", "must name a host, not an IP address"],
    ["https://10.0.0.8/hook", "must name a host, not an IP address"],
    ["https://metadata.internal/hook", "must name a public host"],
    ["https://user:pw@example.com/hook", "must not contain credentials"],
    ["https://example.com:8443/hook", "must use the default https port"],
  ])("refuses %s as a URL (%s), as url attachments do", async (url, why) => {
    const biz = await createBusiness();
    const res = await call("/webhooks", { method: "POST", key: biz.key, body: { url, event_types: ["*"] } });
    expectFailure(res, "invalid_request");
    expect(res.json.errors).toEqual([{ field: "url", message: `The URL ${why}` }]);
    expect((await call("/webhooks", { key: biz.key })).json.data).toEqual([]);
  });

  it("keeps at most MAX_ENDPOINTS per business, also when two creates race past the count", async () => {
    const biz = await createBusiness();
    for (let i = 1; i < MAX_ENDPOINTS; i++) await endpoint(biz, `${HOOKS}/ok/${i}`);
    // Both counted MAX_ENDPOINTS - 1 before either wrote: the trigger refuses the second insert.
    const scope = { db: db(), businessId: biz.id, currency: "NGN", today: today(), country: "NG" };
    const first = await createEndpoint(scope, { url: `${HOOKS}/ok/a`, event_types: ["*"] });
    const second = await createEndpoint(scope, { url: `${HOOKS}/ok/b`, event_types: ["*"] });
    await commit({ db: db() }, first);
    const err = await commit({ db: db() }, second).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: "invalid_request",
      message: expect.stringContaining(`at most ${MAX_ENDPOINTS}`),
    });
    const res = await call("/webhooks", {
      method: "POST",
      key: biz.key,
      body: { url: `${HOOKS}/ok/c`, event_types: ["*"] },
    });
    expectFailure(res, "invalid_request");
    expect((await call("/webhooks?limit=100", { key: biz.key })).json.data).toHaveLength(MAX_ENDPOINTS);
  });

  it("refuses an event type it does not know, naming it", async () => {
    const biz = await createBusiness();
    const res = await call("/webhooks", {
      method: "POST",
      key: biz.key,
      body: { url: `${HOOKS}/ok/x`, event_types: ["invoice.paid"] },
    });
    expectFailure(res, "invalid_request");
    expect(JSON.stringify(res.json.errors)).toContain("event_types");
  });
});

describe("delivery", () => {
  it("POSTs each change through the queue, signed with the endpoint's secret", async () => {
    const biz = await createBusiness();
    const key = uniqueKey();
    const hook = await endpoint(biz, `${HOOKS}/ok/${key}`, ["contact.*"]);
    const made = await contact(biz, "Signal Traders");
    // The queue delivers in batches each second; generous for a busy machine.
    let got: Awaited<ReturnType<typeof receivedBy>> = [];
    for (let i = 0; i < 60 && got.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      got = await receivedBy(key);
    }
    expect(got).toHaveLength(1);
    const [request] = got;
    const event = JSON.parse(request!.body);
    expect(event).toMatchObject({
      type: "contact.created",
      business_uuid: biz.id,
      data: { object: "contact", uuid: made.uuid },
    });
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(
      await verifySignature(hook.secret, request!.body, request!.headers["webhook-signature"]!, nowSeconds()),
    ).toBe(true);
    expect(
      await verifySignature("whsec_other", request!.body, request!.headers["webhook-signature"]!, nowSeconds()),
    ).toBe(false);
    // The SDK's verifier takes what the service sent.
    await expect(
      verifyWebhook(hook.secret, request!.body, request!.headers["webhook-signature"], { now: nowSeconds() }),
    ).resolves.toMatchObject({
      id: event.id,
    });
    // Replayed much later: outside the tolerance.
    expect(
      await verifySignature(hook.secret, request!.body, request!.headers["webhook-signature"]!, nowSeconds() + 3600),
    ).toBe(false);
    const log = await deliveries(biz, hook.uuid);
    expect(log).toEqual([
      expect.objectContaining({
        status: "succeeded",
        attempts: 1,
        response_status: 200,
        error: null,
        event: { id: event.id, type: "contact.created", record_uuid: made.uuid },
      }),
    ]);
  });

  it("sends an event for every change of the types asked for, in the order they happened, and nothing of earlier ones", async () => {
    const biz = await createBusiness();
    const before = await contact(biz, "Before Hooks Ltd");
    const queue = heldQueue();
    const hook = await endpoint(
      biz,
      `${HOOKS}/ok/${uniqueKey()}`,
      ["contact.*", "invoice.*", "payment.*"],
      queue.bindings,
    );
    const c = await contact(biz, "Order Traders", queue.bindings);
    const invoice = await call("/invoices", {
      method: "POST",
      key: biz.key,
      bindings: queue.bindings,
      body: {
        process_type: "direct",
        record: {
          contact: "Order Traders",
          date: today(),
          record_items: [{ description: "Chairs", quantity: 2, unit_price: 5000 }],
        },
      },
    });
    expect(invoice.status, invoice.text).toBe(201);
    const paid = await call(`/invoices/${invoice.json.data.uuid}/payments`, {
      method: "POST",
      key: biz.key,
      bindings: queue.bindings,
      body: { payments: [{ amount_paid: 10000, category: "Cash", date: today() }] },
    });
    expect(paid.status, paid.text).toBe(200);
    const removed = await call(`/contacts/${before.uuid}`, {
      method: "DELETE",
      key: biz.key,
      bindings: queue.bindings,
    });
    expect(removed.status, removed.text).toBe(200);
    // A refused change makes no event: this contact has an invoice.
    expect(
      (await call(`/contacts/${c.uuid}`, { method: "DELETE", key: biz.key, bindings: queue.bindings })).status,
    ).toBe(409);
    // An expense is not asked for.
    const expense = await call("/expenses", {
      method: "POST",
      key: biz.key,
      bindings: queue.bindings,
      body: { process_type: "direct", record: { date: today(), amount: 500, account: "Travel", category: "Cash" } },
    });
    expect(expense.status, expense.text).toBe(201);

    const log = (await deliveries(biz, hook.uuid)).reverse();
    const kinds = (from: number, to: number) => log.slice(from, to).map((d) => [d.event.type, d.event.record_uuid]);
    expect(kinds(0, 2)).toEqual([
      ["contact.created", c.uuid],
      ["invoice.created", invoice.json.data.uuid],
    ]);
    // The payment and its invoice's change are one batch: either order.
    expect(kinds(2, 4).sort()).toEqual([
      ["invoice.updated", invoice.json.data.uuid],
      ["payment.created", expect.any(String)],
    ]);
    expect(kinds(4, 6)).toEqual([["contact.deleted", before.uuid]]);
    // Each delivery was queued once.
    expect(queue.held.sort()).toEqual(log.map((d) => d.uuid).sort());
  });

  it("retries a failing receiver with growing pauses, then succeeds; the log shows each attempt", async () => {
    const biz = await createBusiness();
    const key = uniqueKey();
    const queue = heldQueue();
    const hook = await endpoint(biz, `${HOOKS}/flaky/2/${key}`, ["contact.created"], queue.bindings);
    await contact(biz, "Retry Traders", queue.bindings);
    const [id] = queue.held;
    expect(await attemptDelivery(env, id!)).toEqual({ outcome: "retry", delaySeconds: 30 });
    let [d] = await deliveries(biz, hook.uuid);
    expect(d).toMatchObject({
      status: "pending",
      attempts: 1,
      response_status: 503,
      error: "the receiver answered 503",
    });
    expect(await attemptDelivery(env, id!)).toEqual({ outcome: "retry", delaySeconds: 120 });
    expect(await attemptDelivery(env, id!)).toEqual({ outcome: "done" });
    [d] = await deliveries(biz, hook.uuid);
    expect(d).toMatchObject({ status: "succeeded", attempts: 3, response_status: 200, error: null });
    // A repeat of a finished delivery's message sends nothing.
    expect(await attemptDelivery(env, id!)).toEqual({ outcome: "done" });
    expect(await receivedBy(key)).toHaveLength(3);
  });

  it("fails a delivery after its last attempt; redelivery sends the same event again", async () => {
    const biz = await createBusiness();
    const key = uniqueKey();
    const queue = heldQueue();
    const hook = await endpoint(
      biz,
      `${HOOKS}/flaky/${MAX_DELIVERY_ATTEMPTS}/${key}`,
      ["contact.created"],
      queue.bindings,
    );
    await contact(biz, "Down Traders", queue.bindings);
    const id = queue.held.shift()!;
    const delays = [];
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      const result = await attemptDelivery(env, id);
      expect(result.outcome).toBe("retry");
      if (result.outcome === "retry") delays.push(result.delaySeconds);
    }
    // Exponential, up to the queue's longest delay.
    expect(delays).toEqual([30, 120, 480, 1920, 7680, 30720, 43200]);
    expect(await attemptDelivery(env, id)).toEqual({ outcome: "done" });
    const [failed] = await deliveries(biz, hook.uuid, "&status=failed");
    expect(failed).toMatchObject({ uuid: id, status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, response_status: 503 });

    const again = await call(`/webhooks/${hook.uuid}/deliveries/${id}/redeliver`, {
      method: "POST",
      key: biz.key,
      bindings: queue.bindings,
    });
    expect(again.status, again.text).toBe(202);
    expect(again.json.data).toMatchObject({ uuid: id, status: "pending" });
    // Pending: a second redelivery waits.
    expect(
      (await call(`/webhooks/${hook.uuid}/deliveries/${id}/redeliver`, { method: "POST", key: biz.key })).status,
    ).toBe(409);
    expect(queue.held).toEqual([id]);
    expect(await attemptDelivery(env, id)).toEqual({ outcome: "done" });
    const [done] = await deliveries(biz, hook.uuid);
    // A redelivery's attempts count from 0 again.
    expect(done).toMatchObject({ status: "succeeded", attempts: 1 });
    const bodies = (await receivedBy(key)).map((r) => JSON.parse(r.body).id);
    expect(new Set(bodies).size).toBe(1); // the same event every time
    expect(bodies).toHaveLength(MAX_DELIVERY_ATTEMPTS + 1);
  });

  it("a disabled endpoint gets nothing, and nothing of its pause once enabled again", async () => {
    const biz = await createBusiness();
    const queue = heldQueue();
    const hook = await endpoint(biz, `${HOOKS}/ok/${uniqueKey()}`, ["contact.*"], queue.bindings);
    await call(`/webhooks/${hook.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { enabled: false },
      bindings: queue.bindings,
    });
    await contact(biz, "Paused Traders", queue.bindings);
    await call(`/webhooks/${hook.uuid}`, {
      method: "PUT",
      key: biz.key,
      body: { enabled: true },
      bindings: queue.bindings,
    });
    const after = await contact(biz, "Resumed Traders", queue.bindings);
    const log = await deliveries(biz, hook.uuid);
    expect(log.map((d) => d.event.record_uuid)).toEqual([after.uuid]);
  });

  it("sends a test event at once and answers with what the receiver did", async () => {
    const biz = await createBusiness();
    const key = uniqueKey();
    const ok = await endpoint(biz, `${HOOKS}/ok/${key}`);
    const res = await call(`/webhooks/${ok.uuid}/test`, { method: "POST", key: biz.key });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({
      status: "succeeded",
      attempts: 1,
      response_status: 200,
      event: { type: "webhook.test", record_uuid: ok.uuid },
    });
    const [request] = await receivedBy(key);
    expect(JSON.parse(request!.body)).toMatchObject({
      type: "webhook.test",
      data: { object: "webhook", uuid: ok.uuid },
    });
    expect(await verifySignature(ok.secret, request!.body, request!.headers["webhook-signature"]!, nowSeconds())).toBe(
      true,
    );

    const broken = await endpoint(biz, `${HOOKS}/status/500/${uniqueKey()}`);
    const failed = await call(`/webhooks/${broken.uuid}/test`, { method: "POST", key: biz.key });
    expect(failed.status, failed.text).toBe(201);
    expect(failed.json.data).toMatchObject({
      status: "failed",
      response_status: 500,
      error: "the receiver answered 500",
    });
  });
});

/** env whose D1 statements fail at `rate`, half before running and half after (the write made, the answer lost). */
function faultyEnv(random: () => number, rate: number): Bindings {
  const faulty = <T extends object>(statement: T): T =>
    new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => faulty(value.apply(target, args));
        if (prop !== "first" && prop !== "run" && prop !== "all") return value.bind(target);
        return async (...args: unknown[]) => {
          const roll = random();
          if (roll < rate / 2) throw new Error("chaos: D1 unavailable");
          const result = await value.apply(target, args);
          if (roll < rate) throw new Error("chaos: connection lost after the statement");
          return result;
        };
      },
    });
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop === "prepare") return (query: string) => faulty(target.prepare(query));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, DB };
}

describe("what nothing loses", () => {
  it("the sweep fans out events whose write's dispatch never ran, and re-sends a delivery whose message was lost", async () => {
    const biz = await createBusiness();
    const queue = heldQueue();
    const hook = await endpoint(biz, `${HOOKS}/ok/${uniqueKey()}`, ["contact.*"], queue.bindings);
    // A change whose dispatch never ran (the isolate ended): logged by its trigger all the same.
    await insertContacts(biz.id, [{ name: "Swept Traders", type: "customer" }]);
    expect(await deliveries(biz, hook.uuid)).toEqual([]);
    await sweepWebhooks({ ...env, ...queue.bindings } as Bindings);
    const [made] = await deliveries(biz, hook.uuid);
    expect(made).toMatchObject({ status: "pending", event: { type: "contact.created" } });
    expect(queue.held).toContain(made!.uuid);

    // Its message lost: still pending a quarter of an hour past its time, it is sent again.
    queue.held.splice(0);
    await db()
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(nowMs() - 20 * 60_000).toISOString() })
      .where(eq(webhookDeliveries.id, made!.uuid));
    await sweepWebhooks({ ...env, ...queue.bindings } as Bindings);
    expect(queue.held).toContain(made!.uuid);
    // Not again while it is on time.
    queue.held.splice(0);
    await sweepWebhooks({ ...env, ...queue.bindings } as Bindings);
    expect(queue.held).not.toContain(made!.uuid);
  });

  it("the queue consumer retries each message on its own, and the dead-letter queue fails what it gets", async () => {
    const biz = await createBusiness();
    const queue = heldQueue();
    const hook = await endpoint(biz, `${HOOKS}/status/500/${uniqueKey()}`, ["contact.*"], queue.bindings);
    await contact(biz, "Queue Traders", queue.bindings);
    await contact(biz, "Dead Letter Traders", queue.bindings);
    const [first, second] = queue.held;
    const outcomes: string[] = [];
    const message = (delivery: string) => ({
      id: delivery,
      body: { delivery },
      attempts: 1,
      ack: () => outcomes.push(`ack ${delivery}`),
      retry: (o?: { delaySeconds?: number }) => outcomes.push(`retry ${delivery} ${o?.delaySeconds}`),
    });
    const batch = (name: string, ids: string[]) =>
      ({ queue: name, messages: ids.map(message) }) as unknown as MessageBatch;
    await consumeWebhooks(batch("accounting-webhooks", [first!, second!]), env);
    expect(outcomes).toEqual([`retry ${first} 30`, `retry ${second} 30`]);
    outcomes.splice(0);
    await consumeWebhooks(batch("accounting-webhooks-dlq", [second!]), env);
    expect(outcomes).toEqual([`ack ${second}`]);
    const log = await deliveries(biz, hook.uuid);
    expect(log.find((d) => d.uuid === second)).toMatchObject({ status: "failed", error: "the receiver answered 500" });
    expect(log.find((d) => d.uuid === first)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("a row rewritten in one batch (deleted and inserted again) is an update, not a deletion", async () => {
    const biz = await createBusiness();
    const queue = heldQueue();
    const hook = await endpoint(biz, `${HOOKS}/ok/${uniqueKey()}`, ["contact.*"], queue.bindings);
    const c = await contact(biz, "Rewritten Traders", queue.bindings);
    const [row] = await db().select().from(contacts).where(eq(contacts.id, c.uuid));
    await db().batch([db().delete(contacts).where(eq(contacts.id, c.uuid)), db().insert(contacts).values(row!)]);
    expect((await call("/deletions", { key: biz.key })).json.data).toEqual([]);
    await sweepWebhooks({ ...env, ...queue.bindings } as Bindings);
    const types = (await deliveries(biz, hook.uuid)).map((d) => d.event.type);
    expect(types).toEqual(["contact.updated", "contact.created"]);
  });

  it("lists endpoints with their total", async () => {
    const biz = await createBusiness();
    for (const n of [1, 2, 3]) await endpoint(biz, `${HOOKS}/ok/total-${n}`);
    const page = await call("/webhooks?limit=2", { key: biz.key });
    expect(page.json.meta).toEqual({ page: 1, limit: 2, total: 3 });
  });

  it("redelivery waits while the endpoint is disabled", async () => {
    const biz = await createBusiness();
    const queue = heldQueue();
    const hook = await endpoint(biz, `${HOOKS}/status/500/${uniqueKey()}`, ["contact.*"], queue.bindings);
    await contact(biz, "Disabled Traders", queue.bindings);
    const id = queue.held[0]!;
    while ((await attemptDelivery(env, id)).outcome === "retry");
    await call(`/webhooks/${hook.uuid}`, { method: "PUT", key: biz.key, body: { enabled: false } });
    const res = await call(`/webhooks/${hook.uuid}/deliveries/${id}/redeliver`, { method: "POST", key: biz.key });
    expectFailure(res, "conflict");
  });
});

describe("webhook chaos", () => {
  it("loses no event when the receiver fails, its answer is lost, or D1 fails around an attempt", async () => {
    const runs = Number(process.env.CHAOS_RUNS ?? 3);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const random = seededRandom(seed);
        const biz = await createBusiness();
        const queue = heldQueue();
        const hook = await endpoint(biz, "https://receiver.example.com/hook", ["*"], queue.bindings);
        const names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map((w) => `${w} Chaos Hooks`);
        const made = [];
        for (const name of names) made.push(await contact(biz, name, queue.bindings));
        for (const c of made.slice(0, 2))
          expect(
            (await call(`/contacts/${c.uuid}`, { method: "DELETE", key: biz.key, bindings: queue.bindings })).status,
          ).toBe(200);

        // The receiver: a third of requests never reach it, a third reach it but the answer is lost.
        const got: { id: string; valid: boolean }[] = [];
        const receiver = async (_url: string, init: RequestInit) => {
          const roll = random();
          if (roll < 0.3) throw new Error("connection refused");
          const body = String(init.body);
          const signature = new Headers(init.headers).get("webhook-signature") ?? "";
          got.push({
            id: JSON.parse(body).id,
            valid: await verifySignature(hook.secret, body, signature, nowSeconds()),
          });
          if (roll < 0.6) return new Response("lost", { status: 502 });
          return new Response("ok");
        };
        const chaosEnv = faultyEnv(random, 0.2);
        // The queue: random order, sometimes a duplicate; retried messages go back in.
        let messages = queue.held.splice(0).map((delivery) => ({ delivery, attempts: 1 }));
        while (messages.length) {
          const i = Math.floor(random() * messages.length);
          const message = messages[i]!;
          messages = messages.filter((_, j) => j !== i);
          if (random() < 0.1) messages.push({ ...message });
          // A handler that throws leaves its message to the queue, which delivers it again.
          const result = await attemptDelivery(chaosEnv, message.delivery, receiver).catch(() => ({
            outcome: "retry" as const,
          }));
          if (result.outcome === "retry") messages.push({ delivery: message.delivery, attempts: message.attempts + 1 });
          if (!messages.length) {
            // What ran out of attempts is sent again by hand, as an operator would.
            for (const failed of await deliveries(biz, hook.uuid, "&status=failed")) {
              const res = await call(`/webhooks/${hook.uuid}/deliveries/${failed.uuid}/redeliver`, {
                method: "POST",
                key: biz.key,
                bindings: queue.bindings,
              });
              expect(res.status, res.text).toBe(202);
            }
            messages = queue.held.splice(0).map((delivery) => ({ delivery, attempts: 1 }));
          }
        }
        const log = await deliveries(biz, hook.uuid);
        expect(log).toHaveLength(names.length + 2);
        expect(log.every((d) => d.status === "succeeded")).toBe(true);
        // Every event reached the receiver, signed.
        for (const d of log) expect(got.some((g) => g.id === d.event.id)).toBe(true);
        expect(got.every((g) => g.valid)).toBe(true);
      }),
      { numRuns: runs },
    );
  });
});

// Last in the file: pruning reads the clock a month ahead, for every business.
describe("pruning", () => {
  it("drops old changes and their finished deliveries, keeps tombstones and what a pending delivery needs", async () => {
    const biz = await createBusiness();
    const queue = heldQueue();
    const hook = await endpoint(biz, `${HOOKS}/ok/${uniqueKey()}`, ["contact.*"], queue.bindings);
    const gone = await contact(biz, "Pruned Traders", queue.bindings);
    const [first] = queue.held.splice(0);
    expect((await attemptDelivery(env, first!)).outcome).toBe("done");
    expect(
      (await call(`/contacts/${gone.uuid}`, { method: "DELETE", key: biz.key, bindings: queue.bindings })).status,
    ).toBe(200);
    await contact(biz, "Waiting Traders", queue.bindings);
    const waiting = queue.held.at(-1)!;

    await pruneEvents(db(), nowMs() + (EVENT_RETENTION_DAYS + 1) * 86_400_000);
    const log = await deliveries(biz, hook.uuid);
    expect(log.map((d) => d.uuid)).not.toContain(first);
    expect(log.find((d) => d.uuid === waiting)).toMatchObject({
      status: "pending",
      event: { type: "contact.created" },
    });
    expect((await attemptDelivery(env, waiting)).outcome).toBe("done");
    expect((await deliveries(biz, hook.uuid)).find((d) => d.uuid === waiting)?.status).toBe("succeeded");
    const tombstones = (await call("/deletions", { key: biz.key })).json.data;
    expect(tombstones.map((d: { uuid: string }) => d.uuid)).toEqual([gone.uuid]);
  });
});
