// Credential check and rate limit (CONTRACT 3, 10 and 11). With OAuth, the app's secret
// key comes with `Authorization: Bearer <access token>` and the request acts for the
// token's business, rate limited per token. The limiter (an isolate lease, or a round
// trip to the credential's object when the lease is spent) overlaps other work: the key
// lookup always (both need only the key's hash), and for safe methods the handler too,
// whose result is discarded if the limiter says no. Writes wait for it before they run.
import { createMiddleware } from "hono/factory";
import { type ActiveKey, findActiveKey } from "../db/queries/credentials";
import type { CredentialKind } from "../db/schema";
import type { AppEnv, Db } from "../env";
import { nowSeconds } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { hashKey, isToken, parseKey } from "../lib/keys";
import { findActiveGrant } from "../oauth/grants";
import { admit } from "../rate-limit/lease";
import type { RateLimitResult } from "../rate-limit/rate-limiter";
import { audited } from "./audit";
import { cachedKey, cacheKey } from "./credential-cache";
import { withIdempotency } from "./idempotency";

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

function rateLimitHeaders(limit: RateLimitResult): [string, string][] {
  return [
    ["X-RateLimit-Limit", String(limit.limit)],
    ["X-RateLimit-Remaining", String(limit.remaining)],
    ["X-RateLimit-Reset", String(limit.reset)],
  ];
}

class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfter: number,
    limit: number,
  ) {
    super("rate_limited", `Rate limit of ${limit} requests exceeded; retry in ${retryAfter} s`);
  }
}

function rejectIfLimited(limit: RateLimitResult) {
  if (!limit.allowed) {
    throw new RateLimitedError(Math.max(1, limit.reset - nowSeconds()), limit.limit);
  }
}

const kindNames: Record<CredentialKind, string> = {
  business_secret: "a business secret key (svc_sk_)",
  business_public: "a business public key (svc_pk_)",
  partner_secret: "a partner key (svc_partner_sk_)",
};

/** The Bearer token, if the request sends one; a malformed Authorization header is a 401. */
function presentedToken(headers: Headers): string | undefined {
  const header = headers.get("authorization");
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !isToken("access", match[1]!))
    throw new ApiError("invalid_token", "Malformed Authorization header: send Bearer <access token>");
  return match[1];
}

async function lookUpKey(db: Db, keyHash: string, kind: CredentialKind): Promise<ActiveKey> {
  let found = cachedKey(keyHash);
  if (!found) {
    found = await findActiveKey(db, keyHash);
    if (!found || found.kind !== kind) throw new ApiError("invalid_api_key", "Invalid API key");
    cacheKey(found);
  }
  return found;
}

/**
 * `bearer`: "accept" (business routes: the key alone, or app key + token), "require"
 * (GET /oauth/token/validate) or "refuse" (routes where the app speaks for itself).
 */
export function requireKey(
  kind: "business_secret" | "partner_secret",
  bearer: "accept" | "require" | "refuse" = "refuse",
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = presentedKey(c.req.raw.headers);
    const presentedKind = parseKey(key);
    if (!presentedKind) throw new ApiError("invalid_api_key", "Malformed API key");
    if (presentedKind !== kind) {
      throw new ApiError("invalid_api_key", `This route needs ${kindNames[kind]}, not ${kindNames[presentedKind]}`);
    }
    const token = presentedToken(c.req.raw.headers);
    if (token && bearer === "refuse")
      throw new ApiError("invalid_token", "This route takes the key alone, without a Bearer token");
    if (!token && bearer === "require")
      throw new ApiError("invalid_token", "Missing Authorization: Bearer <access token>");
    const keyHash = await hashKey(key);
    const tokenHash = token ? await hashKey(token) : undefined;
    const db = c.get("db");
    const looked = lookUpKey(db, keyHash, kind);
    const granted = tokenHash ? findActiveGrant(db, tokenHash) : undefined;
    // One limiter per credential: the key, or for an app acting for a business the pair
    // (app, business), so a refreshed token starts no fresh window. The key's limiter is
    // asked beside the lookup; a token's once the grant is found and the key is its app's
    // (else the token alone pays, so no one spends another app's window).
    const limited = granted
      ? Promise.all([looked, granted]).then(([key, g]) =>
          admit(
            c.env,
            g && g.appBusinessId === key.businessId ? `oauth:${g.appBusinessId}:${g.businessId}` : tokenHash!,
          ),
        )
      : admit(c.env, keyHash);
    // Settle the limiter's promise even when the lookup fails first.
    limited.catch(() => {});
    const [found, grant] = await Promise.all([looked, granted]);

    let gated = kind === "business_secret" && !found.businessApiAccess;
    if (tokenHash) {
      // A token works only with the secret key of the app it was issued to.
      if (!grant || grant.appBusinessId !== found.businessId)
        throw new ApiError("invalid_token", "Invalid, expired or revoked access token");
      c.set("credential", {
        keyId: found.id,
        kind: found.kind,
        businessId: grant.businessId,
        partnerId: null,
        oauth: { tokenId: grant.tokenId, appBusinessId: grant.appBusinessId, expiresAt: grant.expiresAt },
      });
      c.set("businessId", grant.businessId);
      c.set("business", {
        currency: grant.businessCurrency,
        timezone: grant.businessTimezone,
        country: grant.businessCountry,
      });
      // Both the app and the business it acts for need Developer API access.
      gated ||= !grant.businessApiAccess;
    } else {
      c.set("credential", {
        keyId: found.id,
        kind: found.kind,
        businessId: found.businessId,
        partnerId: found.partnerId,
      });
      if (kind === "business_secret") {
        c.set("businessId", found.businessId!);
        c.set("business", {
          currency: found.businessCurrency!,
          timezone: found.businessTimezone!,
          country: found.businessCountry!,
        });
      }
    }

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
        // Writes by a business (its own key or an app acting for it) or by a partner.
        // Replays skip the handler and so the audit log; a run is logged once it succeeds.
        await withIdempotency(
          c,
          kind === "business_secret" ? `business:${c.get("businessId")}` : `partner:${found.partnerId}`,
          () => audited(c, next),
        );
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

/** Business routes: the business's own key, or an app's key with a token for the business. */
export const businessAuth = requireKey("business_secret", "accept");
/** The OAuth token endpoints: the app authenticates as itself. */
export const appAuth = requireKey("business_secret", "refuse");
export const oauthTokenAuth = requireKey("business_secret", "require");
export const partnerAuth = requireKey("partner_secret");
