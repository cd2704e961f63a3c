// Contact queries; every one is scoped to a business.

import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { cashTransactions, contacts, documents } from "../schema";
import { paginate } from "./paginate";

export type ContactRow = typeof contacts.$inferSelect;

export interface ListContactsInput {
  businessId: string;
  page: number;
  limit: number;
  order: "asc" | "desc";
  search?: string;
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listContacts(db: Db, input: ListContactsInput) {
  const filters: SQL[] = [];
  if (input.search) {
    const pattern = containsPattern(input.search);
    // SQLite's LIKE ignores ASCII case.
    filters.push(
      or(
        sql`${contacts.name} LIKE ${pattern} ESCAPE '\\'`,
        sql`${contacts.email} LIKE ${pattern} ESCAPE '\\'`,
        sql`${contacts.phone} LIKE ${pattern} ESCAPE '\\'`,
      )!,
    );
  }
  return paginate(db, contacts, { businessId: input.businessId, filters }, [contacts.createdAt, contacts.id], input);
}

/** Resolves a path identifier: the uuid first, else the client's source_uuid. */
export async function findContact(db: Db, businessId: string, identifier: string): Promise<ContactRow | undefined> {
  const rows = await db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.businessId, businessId), or(eq(contacts.id, identifier), eq(contacts.sourceUuid, identifier))),
    )
    .limit(2);
  return rows.find((row) => row.id === identifier) ?? rows[0];
}

/** Whether documents or cash transactions name the contact. */
export async function contactInUse(db: Db, businessId: string, id: string): Promise<boolean> {
  const [[doc], [cash]] = await db.batch([
    db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.businessId, businessId), eq(documents.contactId, id)))
      .limit(1),
    db
      .select({ id: cashTransactions.id })
      .from(cashTransactions)
      .where(and(eq(cashTransactions.businessId, businessId), eq(cashTransactions.contactId, id)))
      .limit(1),
  ]);
  return doc !== undefined || cash !== undefined;
}

/** A contact named by uuid, source_uuid or exact name (report filters). */
export async function findContactByReference(db: Db, businessId: string, reference: string) {
  const [found] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, businessId),
        or(eq(contacts.id, reference), eq(contacts.sourceUuid, reference), eq(contacts.name, reference)),
      ),
    )
    .limit(1);
  return found;
}
