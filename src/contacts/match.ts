// A contact named in a document prompt is matched to an existing contact by name
// (case-insensitive), else created with the document.
import { and, eq, sql } from "drizzle-orm";
import { type ContactType, contacts } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { newId } from "../lib/ids";

export async function findOrCreateContact(db: Db, businessId: string, reference: string, type: ContactType) {
  const [existing] = await db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, businessId),
        sql`(${contacts.id} = ${reference} OR ${contacts.sourceUuid} = ${reference} OR lower(${contacts.name}) = lower(${reference}))`,
      ),
    )
    .limit(1);
  if (existing) return { id: existing.id, name: existing.name, statements: [] };
  const id = newId();
  const now = nowIso();
  return {
    id,
    name: reference,
    statements: [
      db.insert(contacts).values({
        id,
        businessId,
        name: reference,
        type,
        sourceUuid: null,
        email: null,
        phone: null,
        address: null,
        createdAt: now,
        updatedAt: now,
      }),
    ],
  };
}
