// OAuth 2.0 (CONTRACT 11): the authorization URL, the consent page with its sign-in
// limits, code exchange, refresh rotation with reuse detection, and tenant isolation.
// The whole flow in a real browser is test/e2e/oauth.e2e.ts.

import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { nowMs } from "../src/lib/clock";
import { hashPassword } from "../src/lib/crypto";
import { issueCode } from "../src/oauth/grants";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "../src/oauth/sign-in-limits";
import { commit } from "../src/write/commit";
import {
  BASE,
  call,
  createBusiness,
  db,
  expectFailure,
  freshWindow,
  grantApp,
  insertContacts,
  type TestBusiness,
} from "./harness";

const REDIRECT = "https://app.example.com/callback?from=books";
const request = (app: TestBusiness, overrides: Record<string, string> = {}) => ({
  client_id: app.publicKey,
  redirect_uri: REDIRECT,
  reference: "state-123",
  privacy_url: "https://app.example.com/privacy",
  terms_url: "https://app.example.com/terms",
  ...overrides,
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** The consent page's CSRF token, as its cookie and form field carry it (any valid page gives one). */
async function consentToken(ip: string) {
  const page = await call(`/oauth/consent?${new URLSearchParams(request(app))}`, {
    headers: { "CF-Connecting-IP": ip },
  });
  expect(page.status, page.text).toBe(200);
  const token = /name="csrf_token" value="([0-9a-f]{64})"/.exec(page.text)?.[1];
  const cookie = /__Host-consent-csrf=([0-9a-f]{64})/.exec(page.headers.get("set-cookie") ?? "")?.[1];
  expect(token).toBeDefined();
  expect(cookie).toBe(token);
  return token!;
}

/** Posts the consent form as the page would: with its CSRF cookie and field. */
async function submitConsent(fields: Record<string, string>, ip = freshIp(), headers: Record<string, string> = {}) {
  const token = await consentToken(ip);
  return call("/oauth/consent", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ip,
      cookie: `__Host-consent-csrf=${token}`,
      ...headers,
    },
    body: new URLSearchParams({ csrf_token: token, ...fields }).toString(),
  });
}

/** Registers the app's redirect URIs (its own secret key). */
const register = (which: TestBusiness, uris: string[]) =>
  call("/oauth/redirect-uris", { method: "PUT", key: which.key, body: { redirect_uris: uris } });

/** Signs in as `owner` and approves `app`; returns the redirect's parameters. */
async function approve(app: TestBusiness, owner: TestBusiness, overrides: Record<string, string> = {}) {
  const res = await submitConsent({
    ...request(app, overrides),
    email: owner.email,
    password: owner.password,
    decision: "approve",
  });
  expect(res.status, res.text).toBe(303);
  return new URL(res.headers.get("location")!);
}

const exchange = (app: TestBusiness, body: Record<string, unknown>) =>
  call("/oauth/access/token", { method: "POST", key: app.key, body });
const refresh = (app: TestBusiness, body: Record<string, unknown>) =>
  call("/oauth/refresh/token", { method: "POST", key: app.key, body });
const asApp = (app: TestBusiness, accessToken: string) => ({
  "X-API-Key": app.key,
  Authorization: `Bearer ${accessToken}`,
});

let app: TestBusiness;
let owner: TestBusiness;
beforeAll(async () => {
  [app, owner] = await Promise.all([createBusiness(), createBusiness()]);
  expect((await register(app, [REDIRECT])).status).toBe(200);
});

describe("GET /oauth/authorization", () => {
  it("returns the consent page URL for a valid request", async () => {
    const res = await call(`/oauth/authorization?${new URLSearchParams(request(app))}`);
    expect(res.status).toBe(200);
    const url = new URL(res.json.data.authorization_url);
    expect(url.pathname).toBe("/v1/accounting/oauth/consent");
    expect(Object.fromEntries(url.searchParams)).toEqual(request(app));
  });

  it("refuses unknown apps, unsafe redirect URIs and missing fields", async () => {
    const gatedApp = await createBusiness({ apiAccess: false });
    const cases: [Record<string, string>, string][] = [
      [{ client_id: "svc_pk_nonsense" }, "client_id"],
      [{ client_id: app.key }, "client_id"],
      [{ redirect_uri: "http://app.example.com/callback" }, "redirect_uri"],
      [{ redirect_uri: "https://app.example.com/cb#frag" }, "redirect_uri"],
      [{ redirect_uri: "javascript:alert(1)" }, "redirect_uri"],
      [{ reference: "" }, "reference"],
      [{ terms_url: "not a url" }, "terms_url"],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(`/oauth/authorization?${new URLSearchParams(request(app, overrides))}`);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain(field);
    }
    const localApp = await createBusiness();
    expect((await register(localApp, ["http://localhost:3000/cb"])).status).toBe(200);
    const local = await call(
      `/oauth/authorization?${new URLSearchParams(request(localApp, { redirect_uri: "http://localhost:3000/cb" }))}`,
    );
    expect(local.status).toBe(200);
    const gated = await call(`/oauth/authorization?${new URLSearchParams(request(gatedApp))}`);
    expect(gated.status).toBe(403);
    expectFailure(gated, "forbidden");
  });
});

describe("the consent page", () => {
  it("shows the app's name and its privacy and terms links in an accessible form, escaped", async () => {
    const res = await call(`/oauth/consent?${new URLSearchParams(request(app))}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<a href="https://app.example.com/privacy"');
    expect(res.text).toContain('<a href="https://app.example.com/terms"');
    expect(res.text).toMatch(
      /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/,
    );
    expect(res.text).toContain('<label for="password">Password</label>');
    expect(res.text).toContain('value="approve"');
    expect(res.text).toContain('value="deny"');
    const hostile = await call(
      `/oauth/consent?${new URLSearchParams(request(app, { reference: '"><script>alert(1)</script>' }))}`,
    );
    expect(hostile.text).not.toContain("<script>");
    expect(hostile.text).toContain("&lt;script&gt;");
  });

  it("answers an invalid request with a page, never a redirect", async () => {
    const res = await call(
      `/oauth/consent?${new URLSearchParams(request(app, { redirect_uri: "http://evil.example/cb" }))}`,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(res.text).toContain("This authorization link is not valid");
  });

  it("redirects with error=access_denied on deny, without signing in", async () => {
    const res = await submitConsent({ ...request(app), decision: "deny" });
    expect(res.status).toBe(303);
    const url = new URL(res.headers.get("location")!);
    expect(url.origin + url.pathname).toBe("https://app.example.com/callback");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: "books",
      reference: "state-123",
      error: "access_denied",
    });
  });

  it("re-shows the form on a wrong password and redirects with a code on the right one", async () => {
    const wrong = await submitConsent({ ...request(app), email: owner.email, password: "wrong", decision: "approve" });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('role="alert"');
    expect(wrong.text).toContain("The email or password is not right.");
    expect(wrong.text).toContain(`value="${owner.email}"`);
    const unknown = await submitConsent({
      ...request(app),
      email: "nobody@example.com",
      password: "x",
      decision: "approve",
    });
    expect(unknown.status).toBe(401);

    const url = await approve(app, owner);
    expect(url.searchParams.get("reference")).toBe("state-123");
    expect(url.searchParams.get("from")).toBe("books");
    expect(url.searchParams.get("business_id")).toBe(owner.id);
    expect(url.searchParams.get("authorization_code")).toMatch(/^svc_ac_/);
  });

  it("an email that owns businesses of several partners: the password picks them, and the owner chooses among those it opens", async () => {
    const [first, second, third] = await Promise.all([createBusiness(), createBusiness(), createBusiness()]);
    // Three businesses of one email (as three partners would register them): two share a password.
    const email = first.email;
    const partnerOf = ["partner-a", "partner-b", "partner-c"];
    for (const [i, biz] of [first, second, third].entries())
      await db().update(users).set({ email, partnerScope: partnerOf[i]! }).where(eq(users.businessId, biz.id));
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword("another-pass") })
      .where(eq(users.businessId, third.id));

    const form = { ...request(app), email, password: first.password, decision: "approve" };
    const choice = await submitConsent(form);
    expect(choice.status, choice.text).toBe(200);
    expect(choice.text).toContain("Your email owns several businesses");
    const offered = [...choice.text.matchAll(/name="business_id" value="([0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect(offered.sort()).toEqual([first.id, second.id].sort());
    const picked = await submitConsent({ ...form, business_id: second.id });
    expect(picked.status, picked.text).toBe(303);
    expect(new URL(picked.headers.get("location")!).searchParams.get("business_id")).toBe(second.id);
    // A business the password does not open cannot be picked; its own password opens it alone.
    const notOpened = await submitConsent({ ...form, business_id: third.id });
    expect(notOpened.status).toBe(200);
    expect(notOpened.text).toContain("Your email owns several businesses");
    const alone = await submitConsent({ ...form, password: "another-pass" });
    expect(alone.status, alone.text).toBe(303);
    expect(new URL(alone.headers.get("location")!).searchParams.get("business_id")).toBe(third.id);
  });

  it("puts the owner's approval in the business's audit log, with the code; a wrong password or a denial puts nothing", async () => {
    const [thirdParty, books] = await Promise.all([createBusiness(), createBusiness()]);
    await register(thirdParty, [REDIRECT]);
    await submitConsent({ ...request(thirdParty), email: books.email, password: "wrong", decision: "approve" });
    await submitConsent({ ...request(thirdParty), decision: "deny" });
    await approve(thirdParty, books);
    const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.businessId, books.id));
    const log = (await call("/audit-log", { key: books.key })).json;
    expect(log.meta.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      method: "POST",
      route: "/oauth/consent",
      status: 303,
      record_uuid: thirdParty.id,
      credential: {
        kind: "owner",
        key_uuid: null,
        user_uuid: owner!.id,
        app_business_uuid: thirdParty.id,
        oauth_token_uuid: null,
      },
      before: null,
      after: { approved_app: { business_uuid: thirdParty.id }, redirect_uri: REDIRECT },
    });
    expect(JSON.stringify(log.data[0])).not.toContain("svc_ac_");
  });

  it(`locks an account after ${MAX_FAILURES_PER_ACCOUNT} failed sign-ins, even with the right password`, async () => {
    const victim = await createBusiness();
    const attempt = (password: string) =>
      submitConsent({ ...request(app), email: victim.email, password, decision: "approve" });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await attempt(`guess-${i}`)).status).toBe(401);
    const locked = await attempt(victim.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.text).toContain("Too many failed sign-in attempts");
  });

  it("does not count right passwords as failures", async () => {
    const user = await createBusiness();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT + 2; i++) await approve(app, user);
  });

  it(`limits failed sign-ins per client IP to ${MAX_FAILURES_PER_IP}`, async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const res = await submitConsent(
        { ...request(app), email: `spray-${i}@example.com`, password: "guess", decision: "approve" },
        ip,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await submitConsent(
      { ...request(app), email: owner.email, password: owner.password, decision: "approve" },
      ip,
    );
    expect(blocked.status).toBe(429);
    // Another address still gets through.
    expect(
      (await submitConsent({ ...request(app), email: owner.email, password: owner.password, decision: "approve" }))
        .status,
    ).toBe(303);
  });
});

describe("tokens", () => {
  it("exchanges a code once for tokens that act for the approving business", async () => {
    const url = await approve(app, owner);
    const code = url.searchParams.get("authorization_code")!;
    const res = await exchange(app, { authorization_code: code, business_id: owner.id, redirect_uri: REDIRECT });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.data).toMatchObject({ token_type: "Bearer", business_id: owner.id });
    const expiresIn = Date.parse(res.json.data.expires_at) - nowMs();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

    const validated = await call("/oauth/token/validate", { headers: asApp(app, res.json.data.access_token) });
    expect(validated.status).toBe(200);
    expect(validated.json.data).toMatchObject({
      uuid: owner.id,
      authentication_method: "oauth",
      expires_at: res.json.data.expires_at,
    });

    // Reuse: refused, and the tokens the code bought stop working.
    const again = await exchange(app, { authorization_code: code, business_id: owner.id, redirect_uri: REDIRECT });
    expect(again.status).toBe(400);
    expectFailure(again, "invalid_grant");
    const revoked = await call("/oauth/token/validate", { headers: asApp(app, res.json.data.access_token) });
    expect(revoked.status).toBe(401);
    expectFailure(revoked, "invalid_token");
  });

  it("refuses an expired code, a redirect_uri mismatch, another business_id and another app", async () => {
    const otherApp = await createBusiness();
    const stale = await grantCode(new Date(nowMs() - 11 * 60_000));
    expectFailure(
      await exchange(app, { authorization_code: stale, business_id: owner.id, redirect_uri: REDIRECT }),
      "invalid_grant",
    );

    const code = (await approve(app, owner)).searchParams.get("authorization_code")!;
    const mismatch = await exchange(app, {
      authorization_code: code,
      business_id: owner.id,
      redirect_uri: "https://app.example.com/other",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.message).toContain("redirect_uri");
    expectFailure(
      await exchange(app, { authorization_code: code, business_id: otherApp.id, redirect_uri: REDIRECT }),
      "invalid_grant",
    );
    // The app's public key, another app's secret key, a garbage key: not this app.
    const wrongClient = await exchange(otherApp, {
      authorization_code: code,
      business_id: owner.id,
      redirect_uri: REDIRECT,
    });
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.json.message).toBe("Unknown authorization code");
    const publicKey = await call("/oauth/access/token", {
      method: "POST",
      key: app.publicKey,
      body: { authorization_code: code, business_id: owner.id, redirect_uri: REDIRECT },
    });
    expectFailure(publicKey, "invalid_api_key");
    // Without redirect_uri: refused (RFC 9700 requires it when the request had one).
    const without = await exchange(app, { authorization_code: code, business_id: owner.id });
    expect(without.status).toBe(400);
    expect(without.json.errors!.map((e) => e.field)).toContain("redirect_uri");
    // None of that spent the code.
    expect(
      (await exchange(app, { authorization_code: code, business_id: owner.id, redirect_uri: REDIRECT })).status,
    ).toBe(200);
  });

  it("rotates refresh tokens and revokes the family when a spent one comes back", async () => {
    const first = await grantApp(app, owner);
    const rotated = await refresh(app, { refresh_token: first.tokens.refresh_token, business_id: owner.id });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.headers.get("cache-control")).toBe("no-store");
    const second = rotated.json.data;
    expect(second.refresh_token).not.toBe(first.tokens.refresh_token);
    expect(second.access_token).not.toBe(first.tokens.access_token);
    expect((await call("/contacts?schema=contacts", { headers: first.headers })).status).toBe(401);
    expect((await call("/contacts?schema=contacts", { headers: asApp(app, second.access_token) })).status).toBe(200);

    const reused = await refresh(app, { refresh_token: first.tokens.refresh_token, business_id: owner.id });
    expect(reused.status).toBe(400);
    expectFailure(reused, "invalid_grant");
    expect(reused.json.message).toContain("revoked");
    expect((await call("/contacts?schema=contacts", { headers: asApp(app, second.access_token) })).status).toBe(401);
    expectFailure(await refresh(app, { refresh_token: second.refresh_token, business_id: owner.id }), "invalid_grant");
  });

  it("refreshes after the access token expired; refuses another app or business", async () => {
    const old = await grantApp(app, owner, new Date(nowMs() - 2 * 60 * 60_000));
    expect((await call("/contacts?schema=contacts", { headers: old.headers })).status).toBe(401);
    const otherApp = await createBusiness();
    expectFailure(
      await refresh(otherApp, { refresh_token: old.tokens.refresh_token, business_id: owner.id }),
      "invalid_grant",
    );
    expectFailure(
      await refresh(app, { refresh_token: old.tokens.refresh_token, business_id: app.id }),
      "invalid_grant",
    );
    const renewed = await refresh(app, { refresh_token: old.tokens.refresh_token, business_id: owner.id });
    expect(renewed.status).toBe(200);
    expect(
      (await call("/contacts?schema=contacts", { headers: asApp(app, renewed.json.data.access_token) })).status,
    ).toBe(200);
  });

  it("keeps a token for business A away from business B", async () => {
    const [a, b] = await Promise.all([createBusiness(), createBusiness()]);
    const [ownA] = await insertContacts(a.id, [{ name: "Alpha Supplies" }]);
    const [ownB] = await insertContacts(b.id, [{ name: "Beta Traders" }]);
    const grantA = await grantApp(app, a);
    const list = await call("/contacts?schema=contacts", { headers: grantA.headers });
    expect(list.status, list.text).toBe(200);
    expect(list.json.data.map((c: { name: string }) => c.name)).toEqual(["Alpha Supplies"]);
    expect((await call(`/contacts/${ownA!.id}`, { headers: grantA.headers })).status).toBe(200);
    expect((await call(`/contacts/${ownB!.id}`, { headers: grantA.headers })).status).toBe(404);
    // Writes land in A, not in the app's own books nor in B.
    const created = await call("/contacts", {
      method: "POST",
      headers: grantA.headers,
      body: { prompt: "add customer Gamma Foods", process_type: "direct" },
    });
    expect(created.status).toBe(201);
    expect((await call("/contacts?schema=contacts", { key: a.key })).json.meta.total).toBe(2);
    expect((await call("/contacts?schema=contacts", { key: b.key })).json.meta.total).toBe(1);
    expect((await call("/contacts?schema=contacts", { key: app.key })).json.meta.total).toBe(0);
    // The token is tied to its app: B's own key cannot use it either.
    expectFailure(
      await call("/contacts?schema=contacts", { headers: { ...grantA.headers, "X-API-Key": b.key } }),
      "invalid_token",
    );
  });

  it("rate limits per app and business: a refreshed or second token starts no fresh window", async () => {
    const [thirdParty, books] = await Promise.all([createBusiness(), createBusiness()]);
    const grant = await grantApp(thirdParty, books);
    // Counted in one window fixed to the clock: start well before its boundary.
    await freshWindow();
    const first = await call("/contacts?schema=contacts", { headers: grant.headers });
    const second = await call("/contacts?schema=contacts", { headers: grant.headers });
    const remaining = (res: { headers: Headers }) => Number(res.headers.get("X-RateLimit-Remaining"));
    expect(remaining(second)).toBe(remaining(first) - 1);
    // Refreshing buys nothing, nor does another approval of the same app.
    const refreshed = await refresh(thirdParty, { refresh_token: grant.tokens.refresh_token, business_id: books.id });
    expect(refreshed.status, refreshed.text).toBe(200);
    const afterRefresh = await call("/contacts?schema=contacts", {
      headers: { "X-API-Key": thirdParty.key, Authorization: `Bearer ${refreshed.json.data.access_token}` },
    });
    expect(remaining(afterRefresh)).toBe(remaining(second) - 1);
    const again = await grantApp(thirdParty, books);
    expect(remaining(await call("/contacts?schema=contacts", { headers: again.headers }))).toBe(
      remaining(afterRefresh) - 1,
    );
    // The app's own key, and the app acting for another business, count apart.
    // (The refresh itself was the app's own key's request: this is its second.)
    const own = await call("/contacts?schema=contacts", { key: thirdParty.key });
    expect(remaining(own)).toBe(Number(first.headers.get("X-RateLimit-Limit")) - 2);
    const elsewhere = await grantApp(thirdParty, await createBusiness());
    const otherBooks = await call("/contacts?schema=contacts", { headers: elsewhere.headers });
    expect(remaining(otherBooks)).toBe(Number(first.headers.get("X-RateLimit-Limit")) - 1);
  });

  it("takes no Bearer token on the token endpoints", async () => {
    const grant = await grantApp(app, owner);
    const res = await call("/oauth/refresh/token", {
      method: "POST",
      headers: grant.headers,
      body: { refresh_token: grant.tokens.refresh_token, business_id: owner.id },
    });
    expect(res.status).toBe(401);
    expectFailure(res, "invalid_token");
    expectFailure(await call("/oauth/token/validate", { key: app.key }), "invalid_token");
  });
});

describe("hardening (RFC 9700)", () => {
  it("an app registers exact redirect URIs with its own key; anything else is refused, never redirected to", async () => {
    const thirdParty = await createBusiness();
    const authorize = (uri: string) =>
      call(`/oauth/authorization?${new URLSearchParams(request(thirdParty, { redirect_uri: uri }))}`);
    // Nothing registered yet: refused.
    const before = await authorize(REDIRECT);
    expect(before.status).toBe(400);
    expect(before.json.errors!.map((e) => e.field)).toEqual(["redirect_uri"]);
    const set = await register(thirdParty, [REDIRECT, "https://app.example.com/cb2", REDIRECT]);
    expect(set.status, set.text).toBe(200);
    expect(set.json.data.redirect_uris).toEqual(
      ["https://app.example.com/callback?from=books", "https://app.example.com/cb2"].sort(),
    );
    expect((await call("/oauth/redirect-uris", { key: thirdParty.key })).json.data.redirect_uris).toEqual(
      set.json.data.redirect_uris,
    );
    expect((await authorize(REDIRECT)).status).toBe(200);
    // Exact: no prefix, suffix, other query, other case or trailing slash.
    for (const near of [
      "https://app.example.com/callback",
      "https://app.example.com/callback?from=books&x=1",
      "https://app.example.com/cb2/",
      "https://APP.example.com/cb2",
      "https://app.example.com/cb2/../callback",
    ])
      expect((await authorize(near)).status, near).toBe(400);
    // The consent page refuses too, for a denial as well: no redirect to an address the app did not register.
    const denied = await submitConsent({
      ...request(thirdParty, { redirect_uri: "https://evil.example/steal" }),
      decision: "deny",
    });
    expect(denied.status).toBe(400);
    expect(denied.headers.get("location")).toBeNull();
    // Only the app's own secret key manages the list: not its public key, not a token acting for a business.
    expect(
      (await call("/oauth/redirect-uris", { method: "PUT", key: thirdParty.publicKey, body: { redirect_uris: [] } }))
        .status,
    ).toBe(401);
    const grant = await grantApp(thirdParty, owner);
    const asToken = await call("/oauth/redirect-uris", {
      method: "PUT",
      headers: grant.headers,
      body: { redirect_uris: [] },
    });
    expect(asToken.status).toBe(401);
    const unsafe = await register(thirdParty, ["http://app.example.com/cb"]);
    expect(unsafe.status).toBe(400);
    expect(unsafe.json.errors!.map((e) => e.field)).toEqual(["redirect_uris.0"]);
    expect((await register(thirdParty, [])).json.data.redirect_uris).toEqual([]);
    expect((await authorize(REDIRECT)).status).toBe(400);
  });

  it("PKCE (S256): the exchange must bring the verifier of the challenge", async () => {
    // RFC 7636 appendix B's example pair.
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const pkce = { code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", code_challenge_method: "S256" };
    expect((await call(`/oauth/authorization?${new URLSearchParams(request(app, { ...pkce }))}`)).status).toBe(200);
    const plain = await call(
      `/oauth/authorization?${new URLSearchParams(request(app, { ...pkce, code_challenge_method: "plain" }))}`,
    );
    expect(plain.status).toBe(400);
    expect(plain.json.errors!.map((e) => e.field)).toContain("code_challenge_method");
    const alone = await call(
      `/oauth/authorization?${new URLSearchParams(request(app, { code_challenge: pkce.code_challenge }))}`,
    );
    expect(alone.status).toBe(400);
    // The consent page carries the challenge through the form.
    const page = await call(`/oauth/consent?${new URLSearchParams(request(app, pkce))}`);
    expect(page.text).toContain(`name="code_challenge" value="${pkce.code_challenge}"`);
    const code = (await approve(app, owner, pkce)).searchParams.get("authorization_code")!;
    const base = { authorization_code: code, business_id: owner.id, redirect_uri: REDIRECT };
    const missing = await exchange(app, base);
    expectFailure(missing, "invalid_grant");
    expect(missing.json.message).toContain("code_verifier is required");
    const wrong = await exchange(app, { ...base, code_verifier: "x".repeat(43) });
    expectFailure(wrong, "invalid_grant");
    expect(wrong.json.message).toContain("does not match");
    const right = await exchange(app, { ...base, code_verifier: verifier });
    expect(right.status, right.text).toBe(200);
    // A verifier for a code issued without a challenge is refused too (a confused client).
    const plainCode = (await approve(app, owner)).searchParams.get("authorization_code")!;
    const stray = await exchange(app, { ...base, authorization_code: plainCode, code_verifier: verifier });
    expectFailure(stray, "invalid_grant");
  });

  it("the consent form needs its CSRF token and cookie, and refuses posts from another origin", async () => {
    const approveFields = { ...request(app), email: owner.email, password: owner.password, decision: "approve" };
    const post = (headers: Record<string, string>, fields: Record<string, string>) =>
      call("/oauth/consent", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp(), ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const token = await consentToken(freshIp());
    const other = await consentToken(freshIp());
    const cases: [string, Record<string, string>, Record<string, string>][] = [
      ["no token at all", {}, approveFields],
      ["a field without its cookie", {}, { ...approveFields, csrf_token: token }],
      ["a cookie without its field", { cookie: `__Host-consent-csrf=${token}` }, approveFields],
      ["another page's token", { cookie: `__Host-consent-csrf=${token}` }, { ...approveFields, csrf_token: other }],
    ];
    for (const [name, headers, fields] of cases) {
      const res = await post(headers, fields);
      expect(res.status, name).toBe(403);
      expect(res.headers.get("location"), name).toBeNull();
    }
    const crossSite = await submitConsent(approveFields, freshIp(), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toContain("another site");
    const sameSite = await submitConsent(approveFields, freshIp(), { origin: new URL(BASE).origin });
    expect(sameSite.status, sameSite.text).toBe(303);
  });

  it("sign-in lockout is a sliding window: no burst across a clock boundary", async () => {
    const window = 900;
    const limiter = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`sliding-${crypto.randomUUID()}`));
    // Aligned to a 15-minute boundary, 5 failures just before it...
    const boundary = Math.ceil(Date.now() / (window * 1000)) * window * 1000;
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await limiter.hit(MAX_FAILURES_PER_ACCOUNT, window, boundary - 5000 + i)).allowed).toBe(true);
    // ...and none just after it (a fixed window would have let 5 more through).
    const after = await limiter.hit(MAX_FAILURES_PER_ACCOUNT, window, boundary + 1000);
    expect(after.allowed).toBe(false);
    expect(after.reset).toBe(Math.ceil((boundary - 5000 + window * 1000) / 1000));
    // Once the oldest failure is 15 minutes old, one more try.
    expect((await limiter.hit(MAX_FAILURES_PER_ACCOUNT, window, boundary - 5000 + window * 1000 + 1)).allowed).toBe(
      true,
    );
  });

  it("rate limits the authorization URL and the consent page per client IP", async () => {
    const ip = freshIp();
    const page = () =>
      call(`/oauth/consent?${new URLSearchParams(request(app))}`, { headers: { "CF-Connecting-IP": ip } });
    const limit = Number(env.RATE_LIMIT_MAX);
    // At once, in one window: one request past the limit is refused, whatever the machine's pace.
    await freshWindow();
    const statuses = (await Promise.all(Array.from({ length: limit + 1 }, page))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const url = await call(`/oauth/authorization?${new URLSearchParams(request(app))}`, {
      headers: { "CF-Connecting-IP": ip },
    });
    expect(url.status).toBe(429);
    expect(url.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected.
    expect(
      (
        await call(`/oauth/consent?${new URLSearchParams(request(app))}`, {
          headers: { "CF-Connecting-IP": freshIp() },
        })
      ).status,
    ).toBe(200);
  });

  it("an owner lists the apps it approved and revokes one: its tokens stop at once", async () => {
    const [thirdParty, books, other] = await Promise.all([createBusiness(), createBusiness(), createBusiness()]);
    const grant = await grantApp(thirdParty, books);
    await grantApp(other, books);
    const listed = await call("/oauth/approvals", { key: books.key });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.data.map((a: { app_uuid: string }) => a.app_uuid).sort()).toEqual(
      [thirdParty.id, other.id].sort(),
    );
    expect(listed.json.data[0]).toMatchObject({ app_name: expect.any(String), approved_at: expect.any(String) });
    // An app acting for the business cannot list or revoke the others.
    expect((await call("/oauth/approvals", { headers: grant.headers })).status).toBe(401);
    expect((await call(`/oauth/approvals/${other.id}`, { method: "DELETE", headers: grant.headers })).status).toBe(401);
    const revoked = await call(`/oauth/approvals/${thirdParty.id}`, { method: "DELETE", key: books.key });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json.data).toEqual({ app_uuid: thirdParty.id, revoked: true });
    expectFailure(await call("/contacts?schema=contacts", { headers: grant.headers }), "invalid_token");
    expectFailure(
      await refresh(thirdParty, { refresh_token: grant.tokens.refresh_token, business_id: books.id }),
      "invalid_grant",
    );
    expect(
      (await call("/oauth/approvals", { key: books.key })).json.data.map((a: { app_uuid: string }) => a.app_uuid),
    ).toEqual([other.id]);
    expect((await call(`/oauth/approvals/${thirdParty.id}`, { method: "DELETE", key: books.key })).status).toBe(404);
    // The revocation is in the business's audit log.
    const log = (await call("/audit-log", { key: books.key })).json.data as { method: string; record_uuid: string }[];
    expect(log.some((e) => e.method === "DELETE" && e.record_uuid === thirdParty.id)).toBe(true);
  });

  it("revoking an approval whose code is not exchanged yet: the code no longer buys tokens", async () => {
    const [thirdParty, books] = await Promise.all([createBusiness(), createBusiness()]);
    await register(thirdParty, [REDIRECT]);
    const code = (await approve(thirdParty, books)).searchParams.get("authorization_code")!;
    const revoked = await call(`/oauth/approvals/${thirdParty.id}`, { method: "DELETE", key: books.key });
    expect(revoked.status, revoked.text).toBe(200);
    const exchanged = await exchange(thirdParty, {
      authorization_code: code,
      business_id: books.id,
      redirect_uri: REDIRECT,
    });
    expectFailure(exchanged, "invalid_grant");
  });

  it("a token with another business's key spends no window of the app's", async () => {
    const [thirdParty, books, stranger] = await Promise.all([createBusiness(), createBusiness(), createBusiness()]);
    const grant = await grantApp(thirdParty, books);
    // The API's window is fixed to the clock: a boundary between the two reads would reset it.
    await freshWindow();
    const before = Number(
      (await call("/contacts?schema=contacts", { headers: grant.headers })).headers.get("X-RateLimit-Remaining"),
    );
    for (let i = 0; i < 3; i++) {
      const stolen = await call("/contacts?schema=contacts", {
        headers: { "X-API-Key": stranger.key, Authorization: grant.headers.Authorization },
      });
      expect(stolen.status).toBe(401);
    }
    const after = Number(
      (await call("/contacts?schema=contacts", { headers: grant.headers })).headers.get("X-RateLimit-Remaining"),
    );
    expect(after).toBe(before - 1);
  });

  it("trusts CF-Connecting-IP only when the deployment says it is behind Cloudflare", async () => {
    // Not trusted: sprayed guesses claiming many addresses all count as one client.
    const untrusted = { TRUST_CF_CONNECTING_IP: "false" };
    const token = await consentToken(freshIp());
    const guess = (i: number, email: string, password: string) =>
      call("/oauth/consent", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": `203.0.113.${i}`,
          cookie: `__Host-consent-csrf=${token}`,
        },
        body: new URLSearchParams({
          ...request(app),
          csrf_token: token,
          email,
          password,
          decision: "approve",
        }).toString(),
        bindings: untrusted,
      });
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++)
      expect((await guess(i, `spray-untrusted-${crypto.randomUUID()}@example.com`, "guess")).status).toBe(401);
    expect((await guess(99, owner.email, owner.password)).status).toBe(429);
  });
});

async function grantCode(at: Date) {
  const [user] = await db().select().from(users).where(eq(users.businessId, owner.id));
  return commit(
    { db: db() },
    await issueCode(db(), { appBusinessId: app.id, businessId: owner.id, userId: user!.id, redirectUri: REDIRECT }, at),
  );
}

describe("the owner's approvals page", () => {
  /** A browser: the cookies the service set, sent back on every request, from one client IP. */
  function browser() {
    const ip = freshIp();
    const jar = new Map<string, string>();
    const send = async (path: string, form?: Record<string, string>) => {
      const res = await call(path, {
        method: form ? "POST" : "GET",
        headers: {
          "CF-Connecting-IP": ip,
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, value] = pair!.split("=");
        if (/Max-Age=0/i.test(cookie) || value === "") jar.delete(name!);
        else jar.set(name!, value!);
      }
      return res;
    };
    const csrf = () => jar.get("__Host-consent-csrf") ?? "";
    return { send, csrf, jar };
  }

  it("signs the owner in, lists the apps holding access, and revokes one at once", async () => {
    const [thirdParty, books, other] = await Promise.all([createBusiness(), createBusiness(), createBusiness()]);
    const grant = await grantApp(thirdParty, books);
    await grantApp(other, books);
    const b = browser();
    const start = await b.send("/oauth/owner");
    expect(start.status).toBe(200);
    expect(start.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(start.text).toContain('action="owner/sign-in"');
    expect(start.text).toContain(`name="csrf_token" value="${b.csrf()}"`);

    const wrong = await b.send("/oauth/owner/sign-in", { csrf_token: b.csrf(), email: books.email, password: "nope" });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("The email or password is not right.");
    expect(b.jar.has("__Host-owner-session")).toBe(false);
    const signedIn = await b.send("/oauth/owner/sign-in", {
      csrf_token: b.csrf(),
      email: books.email.toUpperCase(),
      password: books.password,
    });
    expect(signedIn.status, signedIn.text).toBe(303);
    expect(new URL(signedIn.headers.get("location")!).pathname).toBe(`${new URL(BASE).pathname}/oauth/owner`);
    const session = b.jar.get("__Host-owner-session")!;
    expect(session).toMatch(/^[0-9a-f]{64}$/);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
    // Stored only as its hash.
    const stored = await env.DB.prepare("SELECT * FROM owner_sessions").all();
    expect(JSON.stringify(stored.results)).not.toContain(session);

    const listing = await b.send("/oauth/owner");
    expect(listing.status).toBe(200);
    for (const app of [thirdParty, other]) expect(listing.text).toContain(`name="app_uuid" value="${app.id}"`);

    // Revoking needs the page's CSRF token; without it nothing changes.
    const forged = await b.send("/oauth/owner/revoke", { app_uuid: thirdParty.id });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain("This form was not accepted");
    expect((await call("/contacts?schema=contacts", { headers: grant.headers })).status).toBe(200);
    const revoked = await b.send("/oauth/owner/revoke", { csrf_token: b.csrf(), app_uuid: thirdParty.id });
    expect(revoked.status).toBe(303);
    expect(new URL(revoked.headers.get("location")!).searchParams.get("notice")).toBe("revoked");
    expectFailure(await call("/contacts?schema=contacts", { headers: grant.headers }), "invalid_token");
    const after = await b.send("/oauth/owner?notice=revoked");
    expect(after.text).toContain("The app&#39;s access is revoked.");
    expect(after.text).not.toContain(`value="${thirdParty.id}"`);
    expect(after.text).toContain(`value="${other.id}"`);
    // In the business's audit log, as the owner.
    const log = await call(`/audit-log?record=${thirdParty.id}`, { key: books.key });
    expect(log.json.data).toEqual([
      expect.objectContaining({
        route: "/oauth/owner/revoke",
        status: 303,
        credential: expect.objectContaining({ kind: "owner" }),
      }),
    ]);
    // Revoking what is gone says so; a page never shows text from its URL.
    const again = await b.send("/oauth/owner/revoke", { csrf_token: b.csrf(), app_uuid: thirdParty.id });
    expect(new URL(again.headers.get("location")!).searchParams.get("notice")).toBe("gone");
    expect((await b.send("/oauth/owner?notice=<b>hi</b>")).text).not.toContain("hi</b>");
    expect((await b.send("/oauth/owner?notice=constructor")).text).not.toContain('role="status"');

    const out = await b.send("/oauth/owner/sign-out", { csrf_token: b.csrf() });
    expect(out.status).toBe(303);
    expect(b.jar.has("__Host-owner-session")).toBe(false);
    // The old cookie opens nothing, and neither does another browser without it.
    const replay = await call("/oauth/owner", { headers: { cookie: `__Host-owner-session=${session}` } });
    expect(replay.text).toContain('action="owner/sign-in"');
    expect(
      (await env.DB.prepare(
        "SELECT count(*) AS n FROM owner_sessions WHERE user_id IN (SELECT id FROM users WHERE business_id = ?)",
      )
        .bind(books.id)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });

  it("a session lasts 15 minutes; after it, revoking changes nothing", async () => {
    const [thirdParty, books] = await Promise.all([createBusiness(), createBusiness()]);
    const grant = await grantApp(thirdParty, books);
    const b = browser();
    await b.send("/oauth/owner");
    await b.send("/oauth/owner/sign-in", { csrf_token: b.csrf(), email: books.email, password: books.password });
    expect(b.jar.has("__Host-owner-session")).toBe(true);
    await env.DB.prepare(
      "UPDATE owner_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id IN (SELECT id FROM users WHERE business_id = ?)",
    )
      .bind(books.id)
      .run();
    expect((await b.send("/oauth/owner")).text).toContain('action="owner/sign-in"');
    const late = await b.send("/oauth/owner/revoke", { csrf_token: b.csrf(), app_uuid: thirdParty.id });
    expect(new URL(late.headers.get("location")!).searchParams.get("notice")).toBe("ended");
    expect((await b.send("/oauth/owner?notice=ended")).text).toContain("Your session ended. Sign in again.");
    expect((await call("/contacts?schema=contacts", { headers: grant.headers })).status).toBe(200);
  });
});
