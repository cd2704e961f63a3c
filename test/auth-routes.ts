// The shared auth suite's routes, read from the OpenAPI document: a new route joins by
// being documented. The suite is split over several files (auth-*.test.ts) so that they
// run in parallel.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { issueBusinessKeys } from "../src/db/queries/credentials";
import { generateKey } from "../src/lib/keys";
import { call, createBusiness, createPartner, db, expectFailure, type TestBusiness } from "./harness";

export interface Operation {
  method: string;
  path: string;
  /** The OpenAPI security requirements: any one of these sets of schemes suffices. */
  requirements: string[][];
}

const doc = (await call("/openapi.json")).json as unknown as {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
};
export const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
    requirements: (op.security ?? []).map((s) => Object.keys(s).sort()),
  })),
);
export const accepts = (op: Operation, ...schemes: string[]) =>
  op.requirements.some((r) => r.join() === schemes.sort().join());
export const businessRoutes = operations.filter((op) => accepts(op, "BusinessKey"));
export const partnerRoutes = operations.filter((op) => accepts(op, "PartnerKey"));
/** Routes an app may call for a business with its key and an OAuth token. */
export const oauthRoutes = operations.filter((op) => accepts(op, "BusinessKey", "OAuthBearer"));

/** Every `parts`-th route starting at `part`: a share of the suite for one file. */
export const share = <T>(routes: T[], part: number, parts: number) => routes.filter((_, i) => i % parts === part);

export function send(op: Operation, headers: Record<string, string>) {
  const hasBody = ["POST", "PUT", "PATCH"].includes(op.method);
  return call(op.path, { method: op.method, headers, body: hasBody ? {} : undefined });
}

export function expectRejected(res: Awaited<ReturnType<typeof call>>, code: string) {
  expectFailure(res, code);
  expect(res.json.data).toBeUndefined();
}

/** The key checks for each of `routes`. */
export function keySuite(routes: Operation[]) {
  // Credentials shared by every route (they are what is under test, not the data); each
  // route gets its own valid business so its successful calls stay within the rate limit.
  let gated: TestBusiness;
  let other: TestBusiness;
  let partner: { key: string };
  let revokedKey: string;
  beforeAll(async () => {
    let revoked: TestBusiness;
    [gated, other, partner, revoked] = await Promise.all([
      createBusiness({ apiAccess: false }),
      createBusiness(),
      createPartner(),
      createBusiness(),
    ]);
    await db().batch((await issueBusinessKeys(db(), revoked.id)).statements);
    revokedKey = revoked.key;
  });

  describe.each(routes)("$method $path", (op) => {
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
      for (const key of ["nonsense", "svc_sk_", typo, `Bearer ${business.key}`, `${business.key}x`]) {
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
      const variants: Record<string, string>[] = [
        { "X-API-Key": business.key },
        { "api-key": business.key },
        { sk: business.key },
        { sk: business.key, "X-API-Key": business.key },
      ];
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
}
