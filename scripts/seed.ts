// npm run seed: a demo partner and a Nigerian (NGN) demo business in local D1. Keys are stored only as hashes,
// so every run issues fresh keys (revoking the previous ones) and prints them as JSON:
// {partner_key, business_uuid, business_secret_key, business_public_key}.
import { eq } from "drizzle-orm";
import { defaultChartStatements } from "../src/accounts/accounts";
import { buildRegistration } from "../src/business/register";
import { issueBusinessKeys, issuePartnerKey } from "../src/db/queries/credentials";
import { accounts, contacts, partners, users } from "../src/db/schema";
import { nowIso } from "../src/lib/clock";
import { newId } from "../src/lib/ids";
import { db, type Target, wranglerTarget } from "./lib/d1";

const DEMO_PARTNER = "Demo Partner";
export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "demo-password";
/** A Nigerian business, as the README's examples (naira amounts, Nigerian banks) assume. */
const DEMO_CURRENCY = "NGN";

export async function seedDemo(target: Target) {
  const statements: Parameters<Target["execute"]>[0] = [];
  const now = nowIso();

  let [partner] = await target.select<{ id: string }>(
    db.select({ id: partners.id }).from(partners).where(eq(partners.name, DEMO_PARTNER)),
  );
  if (!partner) {
    partner = { id: newId() };
    statements.push(db.insert(partners).values({ id: partner.id, name: DEMO_PARTNER, createdAt: now, updatedAt: now }));
  }
  const partnerKey = await issuePartnerKey(db, partner.id);
  statements.push(...partnerKey.statements);

  const [owner] = await target.select<{ business_id: string }>(
    db.select({ business_id: users.businessId }).from(users).where(eq(users.email, DEMO_EMAIL)),
  );
  let businessId: string;
  let keys: { publicKey: string; secretKey: string };
  if (owner) {
    businessId = owner.business_id;
    const issued = await issueBusinessKeys(db, businessId);
    statements.push(...issued.statements);
    keys = issued;
    // A demo business seeded before the chart of accounts existed gets it now.
    if (
      (
        await target.select(
          db.select({ id: accounts.id }).from(accounts).where(eq(accounts.businessId, businessId)).limit(1),
        )
      ).length === 0
    ) {
      statements.push(...defaultChartStatements(db, businessId, DEMO_CURRENCY));
    }
  } else {
    const registration = await buildRegistration(
      db,
      {
        email: DEMO_EMAIL,
        firstname: "Demo",
        lastname: "Owner",
        business_name: "Demo Trading Ltd",
        password: DEMO_PASSWORD,
        country: "NG",
        currency: DEMO_CURRENCY,
        timezone: "Africa/Lagos",
        grant_access: "admin",
      },
      partner.id,
    );
    businessId = registration.result.business_uuid;
    keys = { publicKey: registration.result.api_public_key!, secretKey: registration.result.api_secret_key! };
    statements.push(
      ...registration.statements,
      db.insert(contacts).values(
        [
          { name: "Acme Ltd", email: "accounts@acme.example", phone: "+234 803 555 0101", type: "customer" as const },
          {
            name: "Globex Corporation",
            email: "billing@globex.example",
            phone: "+234 809 555 0199",
            type: "supplier" as const,
          },
          { name: "Jane Doe", email: "jane@example.com", phone: null, type: "employee" as const },
        ].map((c) => ({
          ...c,
          id: newId(),
          businessId,
          address: null,
          sourceUuid: null,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
  }
  await target.execute(statements);
  return {
    partner_key: partnerKey.key,
    business_uuid: businessId,
    business_secret_key: keys.secretKey,
    business_public_key: keys.publicKey,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await seedDemo(wranglerTarget({ remote: false })), null, 2));
}
