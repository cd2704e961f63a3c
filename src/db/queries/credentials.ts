// Credential lookups and issuing. Keys reach D1 only as hashes.
import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../env";
import { nowIso } from "../../lib/clock";
import { newId } from "../../lib/ids";
import { generateKey, hashKey, keyHint } from "../../lib/keys";
import { apiKeys, businesses, type CredentialKind } from "../schema";

export interface ActiveKey {
  id: string;
  kind: CredentialKind;
  keyHash: string;
  businessId: string | null;
  partnerId: string | null;
  businessApiAccess: boolean | null;
  businessCurrency: string | null;
  businessTimezone: string | null;
  businessCountry: string | null;
}

export async function findActiveKey(db: Db, keyHash: string): Promise<ActiveKey | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      kind: apiKeys.kind,
      keyHash: apiKeys.keyHash,
      businessId: apiKeys.businessId,
      partnerId: apiKeys.partnerId,
      businessApiAccess: businesses.apiAccess,
      businessCurrency: businesses.currency,
      businessTimezone: businesses.timezone,
      businessCountry: businesses.country,
    })
    .from(apiKeys)
    .leftJoin(businesses, eq(businesses.id, apiKeys.businessId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

async function keyRow(kind: CredentialKind, key: string, owner: { businessId?: string; partnerId?: string }) {
  return { id: newId(), kind, keyHash: await hashKey(key), hint: keyHint(key), ...owner, createdAt: nowIso() };
}

/** A new partner key; the partner's current keys are revoked in the same batch. */
export async function issuePartnerKey(db: Db, partnerId: string) {
  const key = generateKey("partner_secret");
  return {
    key,
    statements: [
      db
        .update(apiKeys)
        .set({ revokedAt: nowIso() })
        .where(and(eq(apiKeys.partnerId, partnerId), isNull(apiKeys.revokedAt))),
      db.insert(apiKeys).values(await keyRow("partner_secret", key, { partnerId })),
    ] as const,
  };
}

export interface IssuedBusinessKeys {
  publicKey: string;
  secretKey: string;
  statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
}

/**
 * A new business key pair. Returns the plaintext keys (shown once) and the statements
 * that revoke the business's current keys and store the new hashes, for the caller's
 * batch.
 */
export async function issueBusinessKeys(db: Db, businessId: string): Promise<IssuedBusinessKeys> {
  const publicKey = generateKey("business_public");
  const secretKey = generateKey("business_secret");
  return {
    publicKey,
    secretKey,
    statements: [
      db
        .update(apiKeys)
        .set({ revokedAt: nowIso() })
        .where(and(eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt))),
      db
        .insert(apiKeys)
        .values([
          await keyRow("business_public", publicKey, { businessId }),
          await keyRow("business_secret", secretKey, { businessId }),
        ]),
    ],
  };
}
