// Registering a business (CONTRACT 12): the business, its owner, its default chart of
// accounts and, when the partner asks for admin access, a key pair, written in one batch. Shared by the API route and
// the seed script, which is why it returns statements instead of running them.
import type { BatchItem } from "drizzle-orm/batch";
import { defaultChartStatements } from "../accounts/accounts";
import { ownerEmailTaken } from "../db/queries/businesses";
import { issueBusinessKeys } from "../db/queries/credentials";
import { businesses, users } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { hashPassword } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { known } from "../write/commit";
import { startingTaxCodeStatements } from "./tax-codes";

export interface RegistrationInput {
  email: string;
  firstname: string;
  lastname: string;
  business_name: string;
  password: string;
  country: string;
  currency: string;
  timezone: string;
  industry?: string;
  grant_access?: "admin" | "editor" | "viewer";
  credit_from_referral_partner?: boolean;
}

export interface Registration {
  statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
  result: {
    business_uuid: string;
    name: string;
    currency: string;
    country: string;
    api_public_key?: string;
    api_secret_key?: string;
  };
}

export async function buildRegistration(
  db: Db,
  input: RegistrationInput,
  partnerId: string | null,
): Promise<Registration> {
  const now = nowIso();
  const businessId = newId();
  const email = input.email.toLowerCase();
  const statements: Registration["statements"] = [
    db.insert(businesses).values({
      id: businessId,
      name: input.business_name,
      email,
      currency: input.currency,
      country: input.country,
      timezone: input.timezone,
      industry: input.industry ?? null,
      // Registered through a partner for API use, so access starts on; the operator
      // CLI can switch it off.
      apiAccess: true,
      partnerId,
      partnerAccess: input.grant_access ?? null,
      creditFromReferralPartner: input.credit_from_referral_partner ?? false,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(users).values({
      id: newId(),
      businessId,
      email,
      firstname: input.firstname,
      lastname: input.lastname,
      passwordHash: await hashPassword(input.password),
      role: "owner",
      partnerScope: partnerId ?? "",
      createdAt: now,
      updatedAt: now,
    }),
  ];
  statements.push(...defaultChartStatements(db, businessId, input.currency));
  statements.push(...startingTaxCodeStatements(db, businessId, input.country));
  const result: Registration["result"] = {
    business_uuid: businessId,
    name: input.business_name,
    currency: input.currency,
    country: input.country,
  };
  if (input.grant_access === "admin") {
    const keys = await issueBusinessKeys(db, businessId);
    statements.push(...keys.statements);
    result.api_public_key = keys.publicKey;
    result.api_secret_key = keys.secretKey;
  }
  return { statements, result };
}

/**
 * POST /register-business: refused when this partner already registered a business for
 * the owner's email (the unique index decides races). An email another partner registered
 * is no obstacle, so the answer tells a partner nothing about other partners' businesses.
 */
export async function registerBusiness(db: Db, input: RegistrationInput, partnerId: string | null) {
  if (await ownerEmailTaken(db, input.email, partnerId)) {
    throw new ApiError("conflict", "This partner already registered a business whose owner has this email");
  }
  const { statements, result } = await buildRegistration(db, input, partnerId);
  // The entry belongs to the business just made: the partner acts on its behalf.
  return known(statements, result, { audit: { businessId: result.business_uuid, record: result.business_uuid } });
}
