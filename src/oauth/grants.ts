// OAuth 2.0 grants (CONTRACT 11): authorization codes, access/refresh token pairs,
// rotation and revocation, all in D1.
//
// Why a small D1-backed flow and not @cloudflare/workers-oauth-provider: the provider
// keeps clients, grants and tokens in KV and speaks the RFC 6749 wire format (a single
// form-encoded /token endpoint with grant_type, dynamic client registration, its own
// token strings). The contract instead names JSON endpoints inside the versioned API
// with the envelope, uses an existing business's svc_pk_/svc_sk_ keys as client id and
// secret, returns business_id beside the tokens, and needs a token to be checked in
// the same D1 lookup as the business's access flag. Wrapping the provider would mean
// translating every endpoint and keeping a second store in sync; the whole grant model
// here is two tables and a few conditional writes.
//
// Atomicity without transactions: a code exchange or a refresh claims its row with a
// conditional UPDATE and inserts the new pair in the same batch; a last statement
// deletes the new pair again unless the claim took, so two racing requests can never
// both get tokens for one code or one refresh token.

import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { businesses, oauthCodes, oauthTokens } from "../db/schema";
import type { Db } from "../env";
import { nowDate } from "../lib/clock";
import { constantTimeEqual } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { generateToken, hashKey, isToken } from "../lib/keys";
import { type Plan, plan } from "../write/commit";

export const CODE_TTL_SECONDS = 10 * 60;
export const ACCESS_TTL_SECONDS = 60 * 60;
/** Not fixed by the contract: long enough for a monthly sync, bounded so an abandoned grant lapses. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

const isoIn = (seconds: number, now: Date) => new Date(now.getTime() + seconds * 1000).toISOString();

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_at: string;
  token_type: "Bearer";
  business_id: string;
}

/** Stores a new single-use code for an approved consent; its result is the code itself (shown once). */
export async function issueCode(
  db: Db,
  grant: { appBusinessId: string; businessId: string; userId: string; redirectUri: string; codeChallenge?: string },
  now = nowDate(),
): Promise<Plan<string>> {
  const code = generateToken("code");
  const insert = db.insert(oauthCodes).values({
    id: newId(),
    codeHash: await hashKey(code),
    ...grant,
    codeChallenge: grant.codeChallenge ?? null,
    expiresAt: isoIn(CODE_TTL_SECONDS, now),
    usedAt: null,
    familyId: null,
    createdAt: now.toISOString(),
  });
  return plan([insert], () => code);
}

const invalidGrant = (message: string) => new ApiError("invalid_grant", message);

/** PKCE S256 (RFC 7636 4.6): BASE64URL-ENCODE(SHA256(ASCII(code_verifier))), unpadded. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The audit entry of an exchange or refresh is written only if its claim took (the new pair stayed). */
const issuedTokenExists = (id: string) => sql`EXISTS (SELECT 1 FROM ${oauthTokens} WHERE ${oauthTokens.id} = ${id})`;

async function newPair(familyId: string, appBusinessId: string, businessId: string, now: Date) {
  const access = generateToken("access");
  const refresh = generateToken("refresh");
  const row = {
    id: newId(),
    familyId,
    appBusinessId,
    businessId,
    accessHash: await hashKey(access),
    refreshHash: await hashKey(refresh),
    accessExpiresAt: isoIn(ACCESS_TTL_SECONDS, now),
    refreshExpiresAt: isoIn(REFRESH_TTL_SECONDS, now),
    replacedBy: null,
    revokedAt: null,
    createdAt: now.toISOString(),
  };
  const issued: IssuedTokens = {
    access_token: access,
    refresh_token: refresh,
    expires_at: row.accessExpiresAt,
    token_type: "Bearer",
    business_id: businessId,
  };
  return { row, issued };
}

export async function revokeFamily(db: Db, familyId: string, now = nowDate()) {
  await db
    .update(oauthTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(oauthTokens.familyId, familyId), isNull(oauthTokens.revokedAt)));
}

/** POST /oauth/access/token: the app (by its secret key) trades a code for the first pair. */
export async function exchangeCode(
  db: Db,
  input: { appBusinessId: string; code: string; businessId: string; redirectUri: string; codeVerifier?: string },
  now = nowDate(),
): Promise<Plan<IssuedTokens>> {
  const unknown = invalidGrant("Unknown authorization code");
  if (!isToken("code", input.code)) throw unknown;
  const codeHash = await hashKey(input.code);
  const [code] = await db.select().from(oauthCodes).where(eq(oauthCodes.codeHash, codeHash)).limit(1);
  // Another app's code reads as unknown: it must not learn that the code exists.
  if (!code || code.appBusinessId !== input.appBusinessId) throw unknown;
  if (code.usedAt) {
    // RFC 6749 4.1.2: a code presented twice may have leaked; what it bought is revoked.
    if (code.familyId) await revokeFamily(db, code.familyId, now);
    throw invalidGrant("The authorization code was already used; the tokens issued for it are revoked");
  }
  if (code.expiresAt <= now.toISOString())
    throw invalidGrant("The authorization code has expired (codes last 10 minutes)");
  if (code.businessId !== input.businessId)
    throw invalidGrant("business_id does not match the business that approved this code");
  if (input.redirectUri !== code.redirectUri)
    throw invalidGrant("redirect_uri does not match the one the code was issued for");
  if (code.codeChallenge) {
    if (!input.codeVerifier)
      throw invalidGrant("code_verifier is required: the authorization request sent a code_challenge");
    if (!constantTimeEqual(await pkceChallenge(input.codeVerifier), code.codeChallenge))
      throw invalidGrant("code_verifier does not match the code_challenge of the authorization request");
  } else if (input.codeVerifier)
    throw invalidGrant("code_verifier was sent, but the authorization request had no code_challenge");
  const familyId = newId();
  const { row, issued } = await newPair(familyId, code.appBusinessId, code.businessId, now);
  const statements = [
    db
      .update(oauthCodes)
      .set({ usedAt: now.toISOString(), familyId })
      // Unused and unexpired as the batch runs: a revocation that expired it meanwhile wins.
      .where(and(eq(oauthCodes.id, code.id), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, now.toISOString())))
      .returning({ id: oauthCodes.id }),
    db.insert(oauthTokens).values(row),
    db
      .delete(oauthTokens)
      .where(
        and(
          eq(oauthTokens.id, row.id),
          sql`NOT EXISTS (SELECT 1 FROM ${oauthCodes} WHERE ${oauthCodes.id} = ${code.id} AND ${oauthCodes.familyId} = ${familyId})`,
        ),
      ),
  ];
  return plan(
    statements,
    async ([claimed]) => {
      if ((claimed as unknown[]).length > 0) return issued;
      // A concurrent exchange won (the second use of the code), or the owner revoked it.
      const [winner] = await db
        .select({ familyId: oauthCodes.familyId })
        .from(oauthCodes)
        .where(eq(oauthCodes.id, code.id));
      if (!winner?.familyId) throw invalidGrant("The authorization code was revoked or has expired");
      await revokeFamily(db, winner.familyId, now);
      throw invalidGrant("The authorization code was already used; the tokens issued for it are revoked");
    },
    { audit: { when: issuedTokenExists(row.id) } },
  );
}

/** POST /oauth/refresh/token: the refresh token is spent and the next pair issued. */
export async function refreshTokens(
  db: Db,
  input: { appBusinessId: string; refreshToken: string; businessId: string },
  now = nowDate(),
): Promise<Plan<IssuedTokens>> {
  const unknown = invalidGrant("Unknown refresh token");
  if (!isToken("refresh", input.refreshToken)) throw unknown;
  const [current] = await db
    .select()
    .from(oauthTokens)
    .where(eq(oauthTokens.refreshHash, await hashKey(input.refreshToken)))
    .limit(1);
  if (!current || current.appBusinessId !== input.appBusinessId) throw unknown;
  if (current.businessId !== input.businessId)
    throw invalidGrant("business_id does not match the business this token acts for");
  const reused = () => invalidGrant("The refresh token was already used; every token of this grant is now revoked");
  if (current.replacedBy) {
    // Reuse of a rotated refresh token: either the app or a thief holds a stale copy,
    // and the server cannot tell which, so the whole family ends.
    await revokeFamily(db, current.familyId, now);
    throw reused();
  }
  if (current.revokedAt) throw invalidGrant("The refresh token has been revoked");
  if (current.refreshExpiresAt <= now.toISOString())
    throw invalidGrant("The refresh token has expired; ask the business to approve the app again");
  const { row, issued } = await newPair(current.familyId, current.appBusinessId, current.businessId, now);
  const statements = [
    db
      .update(oauthTokens)
      // The spent pair's access token ends with it: one live pair per grant.
      .set({ replacedBy: row.id, revokedAt: now.toISOString() })
      .where(and(eq(oauthTokens.id, current.id), isNull(oauthTokens.replacedBy), isNull(oauthTokens.revokedAt)))
      .returning({ id: oauthTokens.id }),
    db.insert(oauthTokens).values(row),
    db
      .delete(oauthTokens)
      .where(
        and(
          eq(oauthTokens.id, row.id),
          sql`NOT EXISTS (SELECT 1 FROM ${oauthTokens} AS spent WHERE spent.id = ${current.id} AND spent.replaced_by = ${row.id})`,
        ),
      ),
  ];
  return plan(
    statements,
    async ([claimed]) => {
      if ((claimed as unknown[]).length > 0) return issued;
      await revokeFamily(db, current.familyId, now);
      throw reused();
    },
    { audit: { when: issuedTokenExists(row.id) } },
  );
}

export interface ActiveGrant {
  tokenId: string;
  appBusinessId: string;
  businessId: string;
  expiresAt: string;
  businessApiAccess: boolean;
  businessCurrency: string;
  businessTimezone: string;
  businessCountry: string;
}

/** The live grant behind an access token, with what the request needs of its business. */
export async function findActiveGrant(
  db: Db,
  accessTokenHash: string,
  now = nowDate(),
): Promise<ActiveGrant | undefined> {
  const [row] = await db
    .select({
      tokenId: oauthTokens.id,
      appBusinessId: oauthTokens.appBusinessId,
      businessId: oauthTokens.businessId,
      expiresAt: oauthTokens.accessExpiresAt,
      businessApiAccess: businesses.apiAccess,
      businessCurrency: businesses.currency,
      businessTimezone: businesses.timezone,
      businessCountry: businesses.country,
    })
    .from(oauthTokens)
    .innerJoin(businesses, eq(businesses.id, oauthTokens.businessId))
    .where(
      and(
        eq(oauthTokens.accessHash, accessTokenHash),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.accessExpiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row;
}

export interface Approval {
  app_uuid: string;
  app_name: string;
  /** When the first of its live tokens was issued. */
  approved_at: string;
  /** When the last of them stops refreshing, unless used. */
  expires_at: string;
}

/** The apps that can act for the business now: a live (unrevoked, refreshable) token each. */
export async function listApprovals(db: Db, businessId: string, now = nowDate()): Promise<Approval[]> {
  const rows = await db
    .select({
      app_uuid: oauthTokens.appBusinessId,
      app_name: businesses.name,
      approved_at: sql<string>`min(${oauthTokens.createdAt})`,
      expires_at: sql<string>`max(${oauthTokens.refreshExpiresAt})`,
    })
    .from(oauthTokens)
    .innerJoin(businesses, eq(businesses.id, oauthTokens.appBusinessId))
    .where(
      and(
        eq(oauthTokens.businessId, businessId),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.refreshExpiresAt, now.toISOString()),
      ),
    )
    .groupBy(oauthTokens.appBusinessId, businesses.name)
    .orderBy(businesses.name);
  return rows;
}

/**
 * The owner withdraws an app's access: every token it holds for the business is revoked
 * at once, and its codes not yet exchanged expire. 404 when the app holds nothing live.
 */
export async function revokeApproval(
  db: Db,
  businessId: string,
  appBusinessId: string,
  now = nowDate(),
): Promise<Plan<{ app_uuid: string; revoked: true }>> {
  const at = now.toISOString();
  const tokensLive = and(
    eq(oauthTokens.businessId, businessId),
    eq(oauthTokens.appBusinessId, appBusinessId),
    isNull(oauthTokens.revokedAt),
  );
  // An approval whose code the app has not exchanged yet is one too.
  const codesPending = and(
    eq(oauthCodes.businessId, businessId),
    eq(oauthCodes.appBusinessId, appBusinessId),
    isNull(oauthCodes.usedAt),
    gt(oauthCodes.expiresAt, at),
  );
  const [[token], [code]] = await Promise.all([
    db
      .select({ id: oauthTokens.id })
      .from(oauthTokens)
      .where(and(tokensLive, gt(oauthTokens.refreshExpiresAt, at)))
      .limit(1),
    db.select({ id: oauthCodes.id }).from(oauthCodes).where(codesPending).limit(1),
  ]);
  if (!token && !code) throw new ApiError("not_found", "No live approval of that app for this business");
  return plan(
    [
      db.update(oauthTokens).set({ revokedAt: at }).where(tokensLive),
      db.update(oauthCodes).set({ expiresAt: at }).where(codesPending),
    ],
    () => ({ app_uuid: appBusinessId, revoked: true as const }),
    { audit: { record: appBusinessId } },
  );
}
