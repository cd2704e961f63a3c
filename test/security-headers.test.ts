// Security headers on every response (HSTS, nosniff, no framing, no-store), successes
// and failures alike, including the ones that carry secrets.
import { describe, expect, it } from "vitest";
import { call, createBusiness, createPartner, grantApp } from "./harness";

describe("security headers", () => {
  it("are on every kind of response", async () => {
    const [partner, business, app] = await Promise.all([createPartner(), createBusiness(), createBusiness()]);
    const grant = await grantApp(app, business);
    const consentQuery = new URLSearchParams({
      client_id: app.publicKey,
      redirect_uri: "https://app.example.com/cb",
      reference: "r",
      privacy_url: "https://app.example.com/p",
      terms_url: "https://app.example.com/t",
    });
    const responses = {
      health: await call("/health"),
      openapi: await call("/openapi.json"),
      unknownRoute: await call("/nope"),
      missingKey: await call("/contacts"),
      badBody: await call("/contacts", { method: "POST", key: business.key, body: "{" }),
      list: await call("/contacts?schema=contacts", { key: business.key }),
      registered: await call("/register-business", {
        method: "POST",
        key: partner.key,
        body: {
          email: `headers-${crypto.randomUUID()}@example.com`,
          firstname: "A",
          lastname: "B",
          business_name: "Headers Ltd",
          password: "long-enough-password",
          country: "NG",
          currency: "NGN",
          timezone: "Africa/Lagos",
          grant_access: "admin",
        },
      }),
      refreshed: await call("/oauth/refresh/token", {
        method: "POST",
        key: app.key,
        body: { refresh_token: grant.tokens.refresh_token, business_id: business.id },
      }),
      consent: await call(`/oauth/consent?${consentQuery}`),
    };
    expect(responses.registered.json.data.api_secret_key).toMatch(/^svc_sk_/);
    expect(responses.refreshed.json.data.access_token).toMatch(/^svc_at_/);
    for (const [name, res] of Object.entries(responses)) {
      expect(res.headers.get("strict-transport-security"), name).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), name).toBe("DENY");
      expect(res.headers.get("cache-control"), name).toBe("no-store");
      expect(res.headers.get("x-request-id"), name).toBeTruthy();
    }
    expect(responses.consent.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
