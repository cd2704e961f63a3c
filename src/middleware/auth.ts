// Credential check and rate limit (CONTRACT 3 and 10). The rate-limit round trip runs
// alongside the D1 key lookup: both depend only on the key's hash, so the request pays
// for the slower of the two instead of their sum.
import { createMiddleware } from "hono/factory";
import { findActiveKey } from "../db/queries/credentials";
import type { AppEnv, Bindings } from "../env";
import type { CredentialKind } from "../db/schema";
import { ApiError } from "../lib/errors";
import { hashKey, parseKey } from "../lib/keys";
import type { RateLimitResult } from "../rate-limit/rate-limiter";

const KEY_HEADERS = ["x-api-key", "api-key", "sk"] as const;

function presentedKey(headers: Headers): string {
  const values = new Set<string>();
  for (const name of KEY_HEADERS) {
    const value = headers.get(name);
    if (value !== null) values.add(value.trim());
  }
  if (values.size === 0) {
    throw new ApiError("invalid_api_key", "Missing API key: send it in the X-API-Key, api-key or sk header");
  }
  if (values.size > 1) {
    throw new ApiError("invalid_api_key", "Conflicting API keys: X-API-Key, api-key and sk carry different values");
  }
  return [...values][0]!;
}

function hitRateLimit(env: Bindings, credentialHash: string): Promise<RateLimitResult> {
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(credentialHash));
  return stub.hit(Number(env.RATE_LIMIT_MAX), Number(env.RATE_LIMIT_WINDOW_SECONDS));
}

const kindNames: Record<CredentialKind, string> = {
  business_secret: "a business secret key (svc_sk_)",
  business_public: "a business public key (svc_pk_)",
  partner_secret: "a partner key (svc_partner_sk_)",
};

export function requireKey(kind: "business_secret" | "partner_secret") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = presentedKey(c.req.raw.headers);
    const presentedKind = parseKey(key);
    if (!presentedKind) throw new ApiError("invalid_api_key", "Malformed API key");
    if (presentedKind !== kind) {
      throw new ApiError("invalid_api_key", `This route needs ${kindNames[kind]}, not ${kindNames[presentedKind]}`);
    }
    const keyHash = await hashKey(key);
    const limited = hitRateLimit(c.env, keyHash);
    // Settle the limiter's promise even when the lookup fails first.
    limited.catch(() => {});
    const found = await findActiveKey(c.get("db"), keyHash);
    if (!found || found.kind !== kind) throw new ApiError("invalid_api_key", "Invalid API key");

    const limit = await limited;
    const headers: [string, string][] = [
      ["X-RateLimit-Limit", String(limit.limit)],
      ["X-RateLimit-Remaining", String(limit.remaining)],
      ["X-RateLimit-Reset", String(limit.reset)],
    ];
    // Before a throw, headers go on the context so the error response carries them.
    for (const [name, value] of headers) c.header(name, value);
    if (!limit.allowed) {
      const retryAfter = Math.max(1, limit.reset - Math.floor(Date.now() / 1000));
      c.header("Retry-After", String(retryAfter));
      throw new ApiError("rate_limited", `Rate limit of ${limit.limit} requests exceeded; retry in ${retryAfter} s`);
    }

    c.set("credential", {
      keyId: found.id,
      kind: found.kind,
      businessId: found.businessId,
      partnerId: found.partnerId,
    });
    if (kind === "business_secret") {
      if (!found.businessApiAccess) {
        throw new ApiError("forbidden", "Developer API access is not active for this business");
      }
      c.set("businessId", found.businessId!);
    }
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });
}

export const businessAuth = requireKey("business_secret");
export const partnerAuth = requireKey("partner_secret");
