// The shared auth suite, part 1: what the OpenAPI document declares, the partner route,
// and the key checks on a share of the business routes (auth-keys-*.test.ts and
// auth-oauth.test.ts hold the rest).
import { describe, expect, it } from "vitest";
import { generateKey } from "../src/lib/keys";
import {
  accepts,
  businessRoutes,
  expectRejected,
  keySuite,
  oauthRoutes,
  operations,
  partnerRoutes,
  send,
  share,
} from "./auth-routes";
import { createBusiness, createPartner } from "./harness";

it("documents the routes the suite covers", () => {
  expect(businessRoutes.map((op) => `${op.method} ${op.path.replace(/[0-9a-f-]{36}/, "{uuid}")}`)).toEqual(
    expect.arrayContaining([
      "GET /auth/validate",
      "GET /contacts",
      "GET /contacts/{uuid}",
      "PUT /contacts/{uuid}",
      "DELETE /contacts/{uuid}",
    ]),
  );
  expect(partnerRoutes.map((op) => `${op.method} ${op.path}`)).toEqual(["POST /register-business"]);
  // Every operation is either public on purpose or behind a key.
  const publicRoutes = operations.filter((op) => op.requirements.length === 0).map((op) => `${op.method} ${op.path}`);
  expect(publicRoutes.sort()).toEqual(["GET /health", "GET /oauth/authorization"]);
  // Every business route also takes app key + token, except the token endpoints where the app acts for itself.
  const keyOnly = businessRoutes
    .filter((op) => !accepts(op, "BusinessKey", "OAuthBearer"))
    .map((op) => `${op.method} ${op.path.replace(/[0-9a-f-]{36}/, "{uuid}")}`);
  expect(keyOnly.sort()).toEqual([
    "DELETE /oauth/approvals/{uuid}",
    "GET /oauth/approvals",
    "GET /oauth/redirect-uris",
    "POST /oauth/access/token",
    "POST /oauth/refresh/token",
    "PUT /oauth/redirect-uris",
  ]);
  expect(oauthRoutes.map((op) => `${op.method} ${op.path}`)).toContain("GET /oauth/token/validate");
});

keySuite(share(businessRoutes, 0, 3));

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
