// Credential check and rate limit (CONTRACT 3 and 10). The limiter's round trip overlaps
// other work: the key lookup always (both need only the key's hash), and for safe
// methods the handler too, whose result is discarded if the limiter says no. Writes
// wait for the limiter before they run.
import { createMiddleware } from "hono/factory";
import { findActiveKey } from "../db/queries/credentials";
import type { CredentialKind } from "../db/schema";
import type { AppEnv, Bindings } from "../env";
import { ApiError } from "../lib/errors";
import { hashKey, parseKey } from "../lib/keys";
import type { RateLimitResult } from "../rate-limit/rate-limiter";
import { cacheKey, cachedKey } from "./credential-cache";

const KEY_HEADERS = ["x-api-key", "api-key", "sk"] as const;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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

function rateLimitHeaders(limit: RateLimitResult): [string, string][] {
  return [
    ["X-RateLimit-Limit", String(limit.limit)],
    ["X-RateLimit-Remaining", String(limit.remaining)],
    ["X-RateLimit-Reset", String(limit.reset)],
  ];
}

class RateLimitedError extends ApiError {
  constructor(readonly retryAfter: number, limit: number) {
    super("rate_limited", `Rate limit of ${limit} requests exceeded; retry in ${retryAfter} s`);
  }
}

function rejectIfLimited(limit: RateLimitResult) {
  if (!limit.allowed) {
    throw new RateLimitedError(Math.max(1, limit.reset - Math.floor(Date.now() / 1000)), limit.limit);
  }
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
    let found = cachedKey(keyHash);
    if (!found) {
      found = await findActiveKey(c.get("db"), keyHash);
      if (!found || found.kind !== kind) throw new ApiError("invalid_api_key", "Invalid API key");
      cacheKey(found);
    }

    c.set("credential", { keyId: found.id, kind: found.kind, businessId: found.businessId, partnerId: found.partnerId });
    if (kind === "business_secret") {
      c.set("businessId", found.businessId!);
      c.set("business", { currency: found.businessCurrency!, timezone: found.businessTimezone! });
    }
    const gated = kind === "business_secret" && !found.businessApiAccess;

    let limit: RateLimitResult;
    try {
      if (SAFE_METHODS.has(c.req.method) && !gated) {
        const [, settled] = await Promise.all([next(), limited]);
        limit = settled;
        rejectIfLimited(limit);
      } else {
        limit = await limited;
        rejectIfLimited(limit);
        if (gated) throw new ApiError("forbidden", "Developer API access is not active for this business");
        await next();
      }
    } catch (err) {
      // The error response is built by the app's handler from the context: put the
      // headers there so it carries them.
      const settled = await limited.catch(() => undefined);
      if (settled) for (const [name, value] of rateLimitHeaders(settled)) c.header(name, value);
      if (err instanceof RateLimitedError) c.header("Retry-After", String(err.retryAfter));
      throw err;
    }
    for (const [name, value] of rateLimitHeaders(limit)) c.res.headers.set(name, value);
  });
}

export const businessAuth = requireKey("business_secret");
export const partnerAuth = requireKey("partner_secret");
