// The audit log: every successful mutation, by whom and how the record changed, read
// through GET /audit-log with the list conventions; nothing for reads, failures or replays.
import { describe, expect, it } from "vitest";
import { call, createBusiness, createPartner, grantApp, type Json, type TestBusiness, waitForJob } from "./harness";

const log = async (biz: TestBusiness, query = "") => {
  const res = await call(`/audit-log${query}`, { key: biz.key });
  expect(res.status, res.text).toBe(200);
  return res.json as Json & { data: any[] };
};

describe("GET /audit-log", () => {
  it("records create, update and delete with who did it and what changed", async () => {
    const [biz, other] = await Promise.all([createBusiness(), createBusiness()]);
    const created = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: { prompt: "add customer Acme Ltd, acme@example.com", process_type: "direct" },
    });
    expect(created.status, created.text).toBe(201);
    const uuid = created.json.data.uuid;
    expect(
      (
        await call(`/contacts/${uuid}`, {
          method: "PUT",
          key: biz.key,
          body: { name: "Acme Limited", phone: "+234 1 555 0100" },
        })
      ).status,
    ).toBe(200);
    expect((await call(`/contacts/${uuid}`, { method: "DELETE", key: biz.key })).status).toBe(200);

    const page = await log(biz);
    expect(page.meta).toEqual({ page: 1, limit: 20, total: 3 });
    const [removed, updated, made] = page.data;
    for (const entry of page.data) {
      expect(entry).toMatchObject({
        record_uuid: uuid,
        credential: { kind: "business_secret", oauth_token_uuid: null, app_business_uuid: null },
      });
      expect(entry.credential.key_uuid).toEqual(expect.any(String));
      expect(entry.request_id).toEqual(expect.any(String));
    }
    expect(made).toMatchObject({
      method: "POST",
      route: "/contacts",
      path: "/contacts",
      status: 201,
      before: null,
      after: { uuid, name: "Acme Ltd", email: "acme@example.com" },
    });
    expect(updated).toMatchObject({ method: "PUT", route: "/contacts/{uuid}", path: `/contacts/${uuid}`, status: 200 });
    expect(Object.keys(updated.before).sort()).toEqual(["name", "phone", "updated_at", "version"]);
    expect(updated.before).toMatchObject({ name: "Acme Ltd", phone: null, version: 1 });
    expect(updated.after).toMatchObject({ name: "Acme Limited", phone: "+234 1 555 0100", version: 2 });
    expect(removed).toMatchObject({ method: "DELETE", before: { uuid, name: "Acme Limited" }, after: null });

    // List conventions: order, paging, the record filter; other businesses see nothing.
    expect((await log(biz, "?date_order=asc&limit=1&page=2")).data.map((e: { uuid: string }) => e.uuid)).toEqual([
      updated.uuid,
    ]);
    expect((await log(biz, `?record=${uuid}`)).meta.total).toBe(3);
    expect((await log(biz, `?record=${crypto.randomUUID()}`)).meta.total).toBe(0);
    expect((await log(other)).meta.total).toBe(0);
    expect((await call("/audit-log?limit=0", { key: biz.key })).status).toBe(400);
  });

  it("writes nothing for reads, refused writes and idempotent replays", async () => {
    const biz = await createBusiness();
    const created = await call("/contacts", {
      method: "POST",
      key: biz.key,
      headers: { "Idempotency-Key": "k-1" },
      body: { prompt: "add supplier Globex", process_type: "direct" },
    });
    expect(created.status).toBe(201);
    const replay = await call("/contacts", {
      method: "POST",
      key: biz.key,
      headers: { "Idempotency-Key": "k-1" },
      body: { prompt: "add supplier Globex", process_type: "direct" },
    });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const uuid = created.json.data.uuid;
    await call(`/contacts/${uuid}`, { key: biz.key });
    expect(
      (await call(`/contacts/${uuid}`, { method: "PUT", key: biz.key, body: { email: "not an email" } })).status,
    ).toBe(400);
    expect((await call(`/contacts/${crypto.randomUUID()}`, { method: "DELETE", key: biz.key })).status).toBe(404);
    expect(
      (await call(`/contacts/${uuid}`, { method: "DELETE", key: biz.key, headers: { "If-Match": '"0"' } })).status,
    ).toBe(409);
    expect((await call("/contacts", { method: "POST", key: biz.key, body: { process_type: "direct" } })).status).toBe(
      400,
    );
    const page = await log(biz);
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({ method: "POST", record_uuid: uuid });
  });

  it("names the app and token when an app acts for the business, and the job for async creates", async () => {
    const [app, biz] = await Promise.all([createBusiness(), createBusiness()]);
    const { headers, tokens } = await grantApp(app, biz);
    const queued = await call("/contacts", { method: "POST", headers, body: { prompt: "add customer Initech" } });
    expect(queued.status, queued.text).toBe(200);
    const reference = queued.json.data.job_reference;
    await waitForJob(biz.key, reference);
    const [entry] = (await log(biz)).data;
    expect(entry).toMatchObject({
      method: "POST",
      record_uuid: reference,
      credential: { kind: "oauth", app_business_uuid: app.id },
    });
    expect(entry.credential.oauth_token_uuid).toEqual(expect.any(String));
    expect(JSON.stringify(entry)).not.toContain(tokens.access_token);
    // The app's own log is its own business's.
    expect((await log(app)).data.some((e: { record_uuid: string }) => e.record_uuid === reference)).toBe(false);
  });

  it("keeps summaries small and secrets out", async () => {
    const partner = await createPartner();
    const registered = await call("/register-business", {
      method: "POST",
      key: partner.key,
      body: {
        email: `owner-${crypto.randomUUID()}@example.com`,
        firstname: "Ada",
        lastname: "Obi",
        business_name: "Ada Foods Ltd",
        password: "s3cret-pass",
        country: "NG",
        currency: "NGN",
        timezone: "Africa/Lagos",
        grant_access: "admin",
      },
    });
    expect(registered.status, registered.text).toBe(201);
    const biz = { id: registered.json.data.business_uuid, key: registered.json.data.api_secret_key } as TestBusiness;
    const bank = (
      await call("/accounts", {
        method: "POST",
        key: biz.key,
        body: { prompt: "add GTBank current account 0123456785, NGN", process_type: "direct" },
      })
    ).json.data;
    const transactions = Array.from({ length: 30 }, (_, i) => ({
      date: "2025-11-06",
      amount: 10 + i,
      type: "debit",
      narration: `Row ${i}`,
    }));
    const imported = await call("/bank-transactions/upload", {
      method: "POST",
      key: biz.key,
      body: { process_type: "direct", prompt: "Import", bank: bank.uuid, transactions },
    });
    expect(imported.status, imported.text).toBe(201);

    const [upload, , registration] = (await log(biz)).data;
    expect(upload.after.transactions).toEqual({
      count: 30,
      first_uuids: imported.json.data.transactions.slice(0, 20).map((t: { uuid: string }) => t.uuid),
    });
    expect(registration).toMatchObject({
      route: "/register-business",
      record_uuid: biz.id,
      credential: { kind: "partner_secret" },
    });
    expect(registration.after.api_secret_key).toBe("[redacted]");
    expect(JSON.stringify(registration)).not.toContain(biz.key);
  });
});
