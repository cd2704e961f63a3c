// Sessions of the owner's approvals page: after a sign-in, a random token in a
// `__Host-` cookie (HttpOnly, Secure, SameSite=Strict) names a row here, stored only as
// its SHA-256 like every other credential. A session lasts 15 minutes from sign-in and
// can do one thing: list and revoke the business's app approvals.
import { and, eq, gt, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { ownerSessions } from "../db/schema";
import type { Db } from "../env";
import { nowDate } from "../lib/clock";
import { sha256Hex, toHex } from "../lib/crypto";
import { newId } from "../lib/ids";
import { plan } from "../write/commit";

export const OWNER_SESSION_COOKIE = "__Host-owner-session";
export const OWNER_SESSION_SECONDS = 15 * 60;

/** The plan that opens a session (and drops the owner's lapsed ones), and its token for the cookie. */
export async function openSession(db: Db, owner: { id: string; businessId: string }) {
  const token = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const now = nowDate();
  const statements: BatchItem<"sqlite">[] = [
    db
      .delete(ownerSessions)
      .where(and(eq(ownerSessions.userId, owner.id), lt(ownerSessions.expiresAt, now.toISOString()))),
    db.insert(ownerSessions).values({
      id: newId(),
      tokenHash: await sha256Hex(token),
      userId: owner.id,
      businessId: owner.businessId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + OWNER_SESSION_SECONDS * 1000).toISOString(),
    }),
  ];
  return { token, plan: plan(statements, () => undefined) };
}

/** The live session the cookie names, or undefined. */
export async function findSession(db: Db, token: string | undefined) {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(ownerSessions)
    .where(
      and(eq(ownerSessions.tokenHash, await sha256Hex(token)), gt(ownerSessions.expiresAt, nowDate().toISOString())),
    )
    .limit(1);
  return row;
}

export function closeSession(db: Db, sessionId: string) {
  return plan([db.delete(ownerSessions).where(eq(ownerSessions.id, sessionId))], () => undefined);
}

/** For the hourly upkeep: sessions past their end. */
export function purgeLapsedSessions(db: Db) {
  return db.delete(ownerSessions).where(lt(ownerSessions.expiresAt, nowDate().toISOString()));
}
