// Business and owner lookups.
import { eq } from "drizzle-orm";
import type { Db } from "../../env";
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

export async function ownerEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row !== undefined;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}
