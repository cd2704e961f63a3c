// Business and owner lookups.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { lockedBooksConflict } from "../../write/conflicts";
import { businesses, users } from "../schema";

export async function getBusinessProfile(db: Db, businessId: string) {
  const [row] = await db
    .select({
      uuid: businesses.id,
      name: businesses.name,
      email: businesses.email,
      logo: businesses.logo,
      currency: businesses.currency,
      country: businesses.country,
      timezone: businesses.timezone,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}

/** Whether the partner (null: none) already registered a business whose owner has this email. */
export async function ownerEmailTaken(db: Db, email: string, partnerId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.partnerScope, partnerId ?? ""), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/**
 * The most owners one email may be signed in as: one per partner, and a sign-in checks
 * the password against each, so the cost is bounded whatever the table holds.
 */
export const MAX_OWNERS_PER_EMAIL = 25;

/** The owners with this (lower-cased) email, with their business's name, oldest first. */
export async function findOwnersByEmail(db: Db, email: string) {
  return db
    .select({
      id: users.id,
      businessId: users.businessId,
      passwordHash: users.passwordHash,
      businessName: businesses.name,
    })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.email, email))
    .orderBy(users.createdAt, users.id)
    .limit(MAX_OWNERS_PER_EMAIL);
}

/** What a report heads with and closes by: the business's name and fiscal year start. */
export async function reportProfile(db: Db, businessId: string) {
  const [row] = await db
    .select({ name: businesses.name, fiscalYearStart: businesses.fiscalYearStart })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}

/** The date the business's books are locked up to (for the 409 that names it), or null. */
export async function lockDateOf(db: Db, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ lockDate: businesses.lockDate })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row?.lockDate ?? null;
}

/**
 * A write to a record dated on or before the lock date (its date now or the one it is
 * given) is 409 naming the date (CONTRACT: whatever the path). Edits that post nothing
 * (a narration, a due date) are refused here; what posts is refused by the journal's
 * trigger as well (migration 0029).
 */
export async function refuseLocked(db: Db, businessId: string, ...dates: (string | undefined | null)[]) {
  const lockDate = await lockDateOf(db, businessId);
  if (lockDate && dates.some((d) => d && d <= lockDate)) throw lockedBooksConflict(lockDate);
}
