// Idempotency-Key on POST: the first response for a (business or partner, key) pair is
// stored and replayed byte for byte for 24 hours, so a client that lost a response can
// retry without creating a second record. The same key with a different request is 400;
// while the first request is still running, 409. Responses that say "try again" (429,
// 5xx, and 409: a conflict with another request, or a record that changed meanwhile) are
// not kept, so the retry really runs. Called by the auth middleware, which
// knows whose key it is.
//
// At rest nothing is readable without the client's key: answers can hold secrets (new
// API keys from registration, OAuth access and refresh tokens), so the table keeps a
// hash of the key, an HMAC of the request under it, and the answer encrypted (AES-GCM)
// under a key derived from it (HKDF). A random key (a UUID) is what makes this strong.
import { and, eq, lt, or } from "drizzle-orm";
import type { Context, Next } from "hono";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv } from "../env";
import { nowMs } from "../lib/clock";
import { derivedKey, hmacHex, seal, sha256Hex, unseal } from "../lib/crypto";
import { ApiError, handleError } from "../lib/errors";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim older than this whose request never finished (the isolate died) may be taken over. */
const ABANDONED_MS = 2 * 60 * 1000;
/** D1 keeps strings up to 1 MB; a larger sealed response (base64, ASCII) is not replayable. */
const MAX_SEALED_CHARS = 900_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const keepable = (status: number) => status < 500 && status !== 429 && status !== 409;

/** What the table keeps of a client's Idempotency-Key. */
export const idempotencyKeyHash = (scope: string, key: string) => sha256Hex(`${scope}\n${key}`);

async function requestHash(c: Context<AppEnv>, key: string) {
  const url = new URL(c.req.url);
  // Hono caches the body: the route's validator reads it again after this.
  return hmacHex(key, `${c.req.method} ${url.pathname}?${url.search}\n${await c.req.text()}`);
}

export async function withIdempotency(c: Context<AppEnv>, scope: string, next: Next) {
  const key = c.req.header("idempotency-key");
  if (key === undefined || c.req.method !== "POST") return next();
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError("invalid_request", "Idempotency-Key must be 1 to 255 visible ASCII characters", [
      { field: "Idempotency-Key", message: "Invalid" },
    ]);
  }
  const db = c.get("db");
  const keyHash = await idempotencyKeyHash(scope, key);
  const hash = await requestHash(c, key);
  const sealing = await derivedKey(key, scope, "idempotency-response");
  const now = nowMs();
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.keyHash, keyHash));
  const claim = {
    scope,
    keyHash,
    requestHash: hash,
    status: "in_flight" as const,
    responseStatus: null,
    responseType: null,
    responseBody: null,
    createdAt: new Date(now).toISOString(),
  };
  let [claimed] = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.keyHash });
  if (!claimed) {
    // Take over a record that has expired, or a claim whose request died.
    [claimed] = await db
      .update(idempotencyKeys)
      .set(claim)
      .where(
        and(
          where,
          or(
            lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS).toISOString()),
            and(
              eq(idempotencyKeys.status, "in_flight"),
              lt(idempotencyKeys.createdAt, new Date(now - ABANDONED_MS).toISOString()),
            ),
          ),
        ),
      )
      .returning({ key: idempotencyKeys.keyHash });
  }
  if (!claimed) {
    const [stored] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!stored || stored.status === "in_flight") {
      // Retry-After tells a client (the SDK) this 409 passes by itself, unlike a conflict of records.
      c.header("Retry-After", "1");
      throw new ApiError("conflict", "A request with this Idempotency-Key is still in progress; retry later");
    }
    if (stored.requestHash !== hash) {
      throw new ApiError("invalid_request", "This Idempotency-Key was used with a different request", [
        { field: "Idempotency-Key", message: "Reused with a different request" },
      ]);
    }
    if (stored.responseBody === null)
      throw new ApiError(
        "conflict",
        "The first response for this Idempotency-Key was too large to keep; list the records to see what it created",
      );
    c.res = new Response(await unseal(sealing, stored.responseBody), {
      status: stored.responseStatus!,
      headers: { "Content-Type": stored.responseType ?? "application/json", "Idempotent-Replayed": "true" },
    });
    return;
  }

  try {
    await next();
  } catch (err) {
    c.res = handleError(err, c);
  }
  const response = c.res;
  if (!keepable(response.status)) {
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  const sealed = await seal(sealing, await response.clone().text());
  await db
    .update(idempotencyKeys)
    .set({
      status: "done",
      responseStatus: response.status,
      responseType: response.headers.get("content-type"),
      responseBody: sealed.length <= MAX_SEALED_CHARS ? sealed : null,
    })
    .where(where);
}
