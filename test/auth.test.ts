// The shared auth suite: every route the OpenAPI document marks as needing a business
// (or partner) key is checked here, so a new route joins by being documented.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { issueBusinessKeys } from "../src/db/queries/credentials";
import { generateKey } from "../src/lib/keys";
import { call, createBusiness, createPartner, db, expectFailure, type TestBusiness } from "./harness";

interface Operation {
  method: string;
  path: string;
  security: string[];
}

const doc = (await call("/openapi.json")).json as unknown as {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
    security: (op.security ?? []).flatMap((s) => Object.keys(s)),
  })),
);
const businessRoutes = operations.filter((op) => op.security.includes("BusinessKey"));
const partnerRoutes = operations.filter((op) => op.security.includes("PartnerKey"));

function send(op: Operation, headers: Record<string, string>) {
  const hasBody = ["POST", "PUT", "PATCH"].includes(op.method);
  return call(op.path, { method: op.method, headers, body: hasBody ? {} : undefined });
}

function expectRejected(res: Awaited<ReturnType<typeof call>>, code: string) {
  expectFailure(res, code);
  expect(res.json.data).toBeUndefined();
}

it("documents the routes the suite covers", () => {
  expect(businessRoutes.map((op) => `${op.method} ${op.path.replace(/[0-9a-f-]{36}/, "{uuid}")}`)).toEqual(
    expect.arrayContaining(["GET /auth/validate", "GET /contacts", "GET /contacts/{uuid}", "PUT /contacts/{uuid}", "DELETE /contacts/{uuid}"]),
  );
  expect(partnerRoutes.map((op) => `${op.method} ${op.path}`)).toEqual(["POST /register-business"]);
  // Every operation is either public on purpose or behind a key.
  const publicRoutes = operations.filter((op) => op.security.length === 0).map((op) => `${op.method} ${op.path}`);
  expect(publicRoutes).toEqual(["GET /health"]);
});

// Credentials shared by every route (they are what is under test, not the data); each
// route gets its own valid business so its successful calls stay within the rate limit.
let gated: TestBusiness;
let other: TestBusiness;
let partner: { key: string };
let revokedKey: string;
beforeAll(async () => {
  let revoked: TestBusiness;
  [gated, other, partner, revoked] = await Promise.all([createBusiness({ apiAccess: false }), createBusiness(), createPartner(), createBusiness()]);
  await db().batch((await issueBusinessKeys(db(), revoked.id)).statements);
  revokedKey = revoked.key;
});

describe.each(businessRoutes)("$method $path", (op) => {
  let business: TestBusiness;
  beforeAll(async () => {
    business = await createBusiness();
  });

  it("rejects a missing key", async () => {
    expectRejected(await send(op, {}), "invalid_api_key");
  });
  it("rejects an unknown well-formed key", async () => {
    expectRejected(await send(op, { "X-API-Key": generateKey("business_secret") }), "invalid_api_key");
  });
  it("rejects malformed keys", async () => {
    const typo = business.key.slice(0, 10) + (business.key[10] === "a" ? "b" : "a") + business.key.slice(11);
    for (const key of ["nonsense", "svc_sk_", typo, `Bearer ${business.key}`, business.key + "x"]) {
      expectRejected(await send(op, { "X-API-Key": key }), "invalid_api_key");
    }
  });
  it("rejects the wrong kind of key", async () => {
    for (const key of [partner.key, business.publicKey]) {
      expectRejected(await send(op, { "X-API-Key": key }), "invalid_api_key");
    }
  });
  it("rejects conflicting key headers", async () => {
    expectRejected(await send(op, { "X-API-Key": business.key, sk: other.key }), "invalid_api_key");
    expectRejected(await send(op, { "api-key": business.key, sk: "garbage" }), "invalid_api_key");
  });
  it("accepts the key in each of X-API-Key, api-key and sk, and the same key twice", async () => {
    const variants: Record<string, string>[] = [{ "X-API-Key": business.key }, { "api-key": business.key }, { sk: business.key }, { sk: business.key, "X-API-Key": business.key }];
    for (const headers of variants) {
      const res = await send(op, headers);
      expect([401, 403]).not.toContain(res.status);
      expect(res.headers.get("X-RateLimit-Limit")).toBe(env.RATE_LIMIT_MAX);
    }
  });
  it("answers 403 for a business without API access, with no data", async () => {
    const res = await send(op, { "X-API-Key": gated.key });
    expect(res.status).toBe(403);
    expectRejected(res, "forbidden");
  });
  it("rejects a revoked key", async () => {
    expectRejected(await send(op, { "X-API-Key": revokedKey }), "invalid_api_key");
  });
});

describe.each(partnerRoutes)("$method $path", (op) => {
  it("accepts only a partner key", async () => {
    const business = await createBusiness();
    const variants: Record<string, string>[] = [
      {},
      { "X-API-Key": business.key },
      { "X-API-Key": business.publicKey },
      { "X-API-Key": generateKey("partner_secret") },
    ];
    for (const headers of variants) {
      const res = await send(op, headers);
      expect(res.status).toBe(401);
      expectRejected(res, "invalid_api_key");
    }
    const partner = await createPartner();
    const res = await send(op, { sk: partner.key });
    expect(res.status).toBe(400); // authenticated; the empty body is what fails
    expect(res.headers.get("X-RateLimit-Remaining")).not.toBeNull();
  });
});
