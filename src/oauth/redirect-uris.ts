// An app's registered redirect URIs (RFC 9700 2.1: exact matching). The app manages its
// own list with its secret key (PUT /oauth/redirect-uris replaces it whole), or the
// operator does (npm run operator -- app:redirect-uris). Replacing is one batch: the old
// list and the new never mix.
import { asc, eq } from "drizzle-orm";
import { oauthRedirectUris } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { type Plan, plan } from "../write/commit";

export const MAX_REDIRECT_URIS = 10;

export async function listRedirectUris(db: Db, appBusinessId: string): Promise<string[]> {
  const rows = await db
    .select({ uri: oauthRedirectUris.uri })
    .from(oauthRedirectUris)
    .where(eq(oauthRedirectUris.appBusinessId, appBusinessId))
    .orderBy(asc(oauthRedirectUris.uri));
  return rows.map((r) => r.uri);
}

/** The app's list becomes exactly `uris` (already validated, duplicates dropped). */
export function replaceRedirectUris(db: Db, appBusinessId: string, uris: string[]): Plan<string[]> {
  const unique = [...new Set(uris)].sort();
  const now = nowIso();
  return plan(
    [
      db.delete(oauthRedirectUris).where(eq(oauthRedirectUris.appBusinessId, appBusinessId)),
      ...unique.map((uri) => db.insert(oauthRedirectUris).values({ appBusinessId, uri, createdAt: now })),
    ],
    () => unique,
    { audit: { record: appBusinessId, after: { redirect_uris: unique } } },
  );
}
