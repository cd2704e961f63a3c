// The shared auth suite, OAuth part: every business route with an app's key and a
// token acts for the token's business, and refuses every other pairing.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { oauthTokens } from "../src/db/schema";
import { nowMs } from "../src/lib/clock";
import { hashKey } from "../src/lib/keys";
import { revokeFamily } from "../src/oauth/grants";
import { expectRejected, oauthRoutes, send, share } from "./auth-routes";
import { createBusiness, db, grantApp, type TestBusiness } from "./harness";

// In two halves, each with parties of its own: the refused pairings a route is tried with
// count against the app's key, and one key's rate limit would not last every route.
describe.each([0, 1])("OAuth tokens on business routes (half %i)", (half) => {
  // Shared parties (creating a business is the slow part); each route gets its own grant,
  // so its token has its own rate limit.
  let app: TestBusiness;
  let otherApp: TestBusiness;
  let business: TestBusiness;
  let expired: Awaited<ReturnType<typeof grantApp>>;
  let gated: TestBusiness;
  beforeAll(async () => {
    [app, otherApp, business] = await Promise.all([createBusiness(), createBusiness(), createBusiness()]);
    expired = await grantApp(app, business, new Date(nowMs() - 61 * 60_000));
    gated = await createBusiness({ apiAccess: false });
  });

  describe.each(share(oauthRoutes, half, 2))("$method $path", (op) => {
    it("acts for the token's business with the app's key, and refuses any other pairing", async () => {
      const grant = await grantApp(app, business);
      const res = await send(op, grant.headers);
      expect([401, 403], res.text).not.toContain(res.status);
      expect(res.headers.get("X-RateLimit-Limit")).toBe(env.RATE_LIMIT_MAX);

      const bearer = grant.headers.Authorization;
      expectRejected(await send(op, { "X-API-Key": otherApp.key, Authorization: bearer }), "invalid_token");
      expectRejected(await send(op, { "X-API-Key": business.key, Authorization: bearer }), "invalid_token");
      expectRejected(await send(op, { "X-API-Key": app.key, Authorization: "Bearer not-a-token" }), "invalid_token");
      expectRejected(await send(op, { "X-API-Key": app.key, Authorization: "Basic abc" }), "invalid_token");
      expectRejected(await send(op, { Authorization: bearer }), "invalid_api_key");
      expectRejected(await send(op, expired.headers), "invalid_token");
      // A grant of its own per route: one token's rate limit would not last the suite's routes.
      const gatedRes = await send(op, (await grantApp(app, gated)).headers);
      expect(gatedRes.status).toBe(403);
      expectRejected(gatedRes, "forbidden");

      const [row] = await db()
        .select({ familyId: oauthTokens.familyId })
        .from(oauthTokens)
        .where(eq(oauthTokens.accessHash, await hashKey(grant.tokens.access_token)));
      await revokeFamily(db(), row!.familyId);
      expectRejected(await send(op, grant.headers), "invalid_token");
    });
  });
});
