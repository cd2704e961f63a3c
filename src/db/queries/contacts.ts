// Contact queries; every one is scoped to a business.

import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { cashTransactions, contacts, documents, journalLines } from "../schema";
import { oneOf } from "./one-of";
import { type PageInput, paginate } from "./paginate";

export type ContactRow = typeof contacts.$inferSelect;

export interface ListContactsInput extends PageInput {
  businessId: string;
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
        sql`${contacts.taxId} LIKE ${pattern} ESCAPE '\\'`,
        sql`${contacts.registrationNumber} LIKE ${pattern} ESCAPE '\\'`,
        sql`${contacts.contactPerson} LIKE ${pattern} ESCAPE '\\'`,
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

/** Whether documents, cash transactions or journal lines name the contact. */
export async function contactInUse(db: Db, businessId: string, id: string): Promise<boolean> {
  const [[doc], [cash], [line]] = await db.batch([
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
    db
      .select({ id: journalLines.id })
      .from(journalLines)
      .where(and(eq(journalLines.businessId, businessId), eq(journalLines.contactId, id)))
      .limit(1),
  ]);
  return doc !== undefined || cash !== undefined || line !== undefined;
}

/** Contacts named by uuid, source_uuid or exact name, in one query: each reference to its contact. */
export async function findContactsByReference(db: Db, businessId: string, references: string[]) {
  const rows = await db
    .select({ id: contacts.id, sourceUuid: contacts.sourceUuid, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, businessId),
        or(oneOf(contacts.id, references), oneOf(contacts.sourceUuid, references), oneOf(contacts.name, references)),
      ),
    );
  const found = new Map<string, { uuid: string; name: string }>();
  for (const reference of references) {
    // The uuid wins over a source_uuid, and both over a name.
    const row =
      rows.find((r) => r.id === reference) ??
      rows.find((r) => r.sourceUuid === reference) ??
      rows.find((r) => r.name === reference);
    if (row) found.set(reference, { uuid: row.id, name: row.name });
  }
  return found;
}

/** A contact named by uuid, source_uuid or exact name (report filters). */
export async function findContactByReference(db: Db, businessId: string, reference: string) {
  const [found] = await db
    .select({ id: contacts.id, name: contacts.name })
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
