// POST /register-business and GET /auth/validate (CONTRACT 12), and the promise that no
// secret is ever stored in plaintext.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueBusinessKeys, issuePartnerKey } from "../src/db/queries/credentials";
import { users } from "../src/db/schema";
import { issueCode } from "../src/oauth/grants";
import { commit } from "../src/write/commit";
import { call, createBusiness, createPartner, db, expectFailure } from "./harness";

const body = (overrides: Record<string, unknown> = {}) => ({
  email: `owner-${crypto.randomUUID()}@example.com`,
  firstname: "Ada",
  lastname: "Obi",
  business_name: "Ada Foods Ltd",
  password: "correct horse",
  ...overrides,
});

async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const table of ["businesses", "users", "api_keys"]) {
    counts[table] = (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  }
  return counts;
}

describe("POST /register-business", () => {
  it("creates a business with admin keys that work at once", async () => {
    const partner = await createPartner();
    const input = body({
      country: "ng",
      currency: "ngn",
      timezone: "Africa/Lagos",
      grant_access: "admin",
      industry: "Food",
    });
    const res = await call("/register-business", { method: "POST", key: partner.key, body: input });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe("success");
    const data = res.json.data;
    expect(data).toMatchObject({ name: "Ada Foods Ltd", currency: "NGN", country: "NG" });
    expect(data.api_secret_key).toMatch(/^svc_sk_[0-9A-Za-z]{38}$/);
    expect(data.api_public_key).toMatch(/^svc_pk_[0-9A-Za-z]{38}$/);
    const validate = await call("/auth/validate", { key: data.api_secret_key });
    expect(validate.status).toBe(200);
    expect(validate.json.data).toEqual({
      uuid: data.business_uuid,
      name: "Ada Foods Ltd",
      email: input.email,
      logo: null,
      currency: "NGN",
      country: "NG",
      timezone: "Africa/Lagos",
    });
  });

  it("applies defaults and returns no keys without admin access", async () => {
    const partner = await createPartner();
    for (const grant of [undefined, "editor", "viewer"]) {
      const res = await call("/register-business", {
        method: "POST",
        key: partner.key,
        body: body({ grant_access: grant }),
      });
      expect(res.status).toBe(201);
      expect(res.json.data).toEqual({
        business_uuid: expect.any(String),
        name: "Ada Foods Ltd",
        currency: "USD",
        country: "US",
      });
    }
    const row = await env.DB.prepare(
      "SELECT timezone, partner_id FROM businesses ORDER BY created_at DESC LIMIT 1",
    ).first();
    expect(row).toEqual({ timezone: "America/New_York", partner_id: partner.id });
  });

  it("answers the same whether or not another partner registered the email; 409 only for the partner's own", async () => {
    const [mine, theirs] = await Promise.all([createPartner(), createPartner()]);
    const owner = body();
    const register = (partner: { key: string }, fields: Record<string, unknown>) =>
      call("/register-business", { method: "POST", key: partner.key, body: fields });
    const first = await register(theirs, owner);
    expect(first.status).toBe(201);
    // Another partner's business with this email is invisible: the same 201 a new email gets.
    const second = await register(mine, body({ email: owner.email.toUpperCase(), business_name: "Ada Foods Two" }));
    expect(second.status, second.text).toBe(201);
    expect(Object.keys(second.json.data).sort()).toEqual(Object.keys(first.json.data).sort());
    expect(second.json.data.business_uuid).not.toBe(first.json.data.business_uuid);
    // The same partner again: it knows this business already.
    const before = await tableCounts();
    const again = await register(mine, body({ email: owner.email }));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This partner already registered a business whose owner has this email");
    expect(await tableCounts()).toEqual(before);
  });

  it("answers 409 for an owner email already registered, in any case", async () => {
    const partner = await createPartner();
    const first = body();
    expect((await call("/register-business", { method: "POST", key: partner.key, body: first })).status).toBe(201);
    const before = await tableCounts();
    const res = await call("/register-business", {
      method: "POST",
      key: partner.key,
      body: body({ email: first.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expectFailure(res, "conflict");
    expect(await tableCounts()).toEqual(before);
  });

  it("rejects invalid input field by field and stores nothing", async () => {
    const partner = await createPartner();
    const cases: [Record<string, unknown>, string][] = [
      [body({ password: "12345" }), "password"],
      [body({ email: "nope" }), "email"],
      [body({ currency: "XYZ" }), "currency"],
      [body({ currency: 12 }), "currency"],
      [body({ country: "ZZ" }), "country"],
      [body({ timezone: "Mars/Olympus" }), "timezone"],
      [body({ grant_access: "owner" }), "grant_access"],
      [body({ credit_from_referral_partner: "yes" }), "credit_from_referral_partner"],
      [body({ business_name: "   " }), "business_name"],
      [{ email: "a@b.co" }, "firstname"],
    ];
    const before = await tableCounts();
    for (const [input, field] of cases) {
      const res = await call("/register-business", { method: "POST", key: partner.key, body: input });
      expect(res.status, field).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain(field);
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe("stored secrets", () => {
  it("keeps no plaintext key, token, session or password in any table, idempotency records included", async () => {
    const partner = await createPartner();
    const password = "very-secret-password-123";
    // Every secret-bearing answer is sent with an Idempotency-Key, so its record is kept
    // for replay: registration (new API keys), token exchange and refresh (tokens).
    const keys = { register: crypto.randomUUID(), exchange: crypto.randomUUID(), refresh: crypto.randomUUID() };
    const registration = body({ password, grant_access: "admin" });
    const register = () =>
      call("/register-business", {
        method: "POST",
        key: partner.key,
        body: registration,
        headers: { "Idempotency-Key": keys.register },
      });
    const res = await register();
    expect(res.status, res.text).toBe(201);
    const biz = await createBusiness();
    const app = await createBusiness();
    const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.businessId, biz.id));
    const redirect = "https://app.example.com/callback";
    const code = await commit(
      { db: db() },
      await issueCode(db(), { appBusinessId: app.id, businessId: biz.id, userId: owner!.id, redirectUri: redirect }),
    );
    const token = (path: string, payload: Record<string, unknown>, key: string) =>
      call(path, { method: "POST", key: app.key, body: payload, headers: { "Idempotency-Key": key } });
    const exchanged = await token(
      "/oauth/access/token",
      { authorization_code: code, business_id: biz.id, redirect_uri: redirect },
      keys.exchange,
    );
    expect(exchanged.status, exchanged.text).toBe(200);
    const refreshBody = { refresh_token: exchanged.json.data.refresh_token, business_id: biz.id };
    const refreshed = await token("/oauth/refresh/token", refreshBody, keys.refresh);
    expect(refreshed.status, refreshed.text).toBe(200);

    // A retry with its key still gets the same answer (decrypted with that key).
    const replayed = await register();
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replayed.json.data.api_secret_key).toBe(res.json.data.api_secret_key);
    const refreshedAgain = await token("/oauth/refresh/token", refreshBody, keys.refresh);
    expect(refreshedAgain.headers.get("Idempotent-Replayed")).toBe("true");
    expect(refreshedAgain.json.data).toEqual(refreshed.json.data);
    // Key rotation, as the operator CLI does it (business:issue-keys, partner:rotate-key).
    const rotated = await issueBusinessKeys(db(), biz.id);
    const rotatedPartner = await issuePartnerKey(db(), partner.id);
    await db().batch([...rotated.statements, ...rotatedPartner.statements] as never);
    expect((await call("/auth/validate", { key: rotated.secretKey })).status).toBe(200);
    // The owner's page: a sign-in opens a session whose token is the cookie.
    // Its own client IP: the per-IP sign-in limit is shared with every other test's failures.
    const ip = "203.0.113.77";
    const page = await call("/oauth/owner", { headers: { "CF-Connecting-IP": ip } });
    const csrf = /__Host-consent-csrf=([0-9a-f]{64})/.exec(page.headers.get("set-cookie") ?? "")![1]!;
    const signedIn = await call("/oauth/owner/sign-in", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `__Host-consent-csrf=${csrf}`,
        "CF-Connecting-IP": ip,
      },
      body: new URLSearchParams({ csrf_token: csrf, email: biz.email, password: biz.password }).toString(),
    });
    const session = /__Host-owner-session=([0-9a-f]{64})/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1];
    expect(session, signedIn.text).toBeDefined();

    const secrets = [
      session!,
      partner.key,
      res.json.data.api_secret_key,
      res.json.data.api_public_key,
      password,
      biz.key,
      biz.publicKey,
      biz.password,
      code,
      exchanged.json.data.access_token,
      exchanged.json.data.refresh_token,
      refreshed.json.data.access_token,
      refreshed.json.data.refresh_token,
      ...Object.values(keys),
      rotated.secretKey,
      rotated.publicKey,
      rotatedPartner.key,
    ];
    // The random part alone must not appear either (e.g. a key stored without its prefix).
    const needles = secrets.flatMap((s: string) => [s, s.replace(/^svc_(partner_)?[a-z]{2}_/, "").slice(0, 32)]);
    const tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    ).all<{ name: string }>();
    expect(tables.results.map((t) => t.name)).toContain("idempotency_keys");
    // Every cell of every table (other test files' rows too, when they share the
    // runtime); collected, then asserted once, so the check stays cheap as storage grows.
    let cells = 0;
    const found: string[] = [];
    for (const { name } of tables.results) {
      const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
      for (const row of rows.results) {
        for (const [column, value] of Object.entries(row)) {
          cells++;
          const text = String(value);
          for (const needle of needles) if (text.includes(needle)) found.push(`${name}.${column} holds ${needle}`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(cells).toBeGreaterThan(20);
    const hash = await env.DB.prepare("SELECT password_hash FROM users WHERE business_id = ?")
      .bind(res.json.data.business_uuid)
      .first<{ password_hash: string }>();
    expect(hash!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });
});
