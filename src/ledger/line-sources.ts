// What stands behind ledger lines (issue 20, the general ledger): the document a line
// belongs to (an invoice, bill or credit itself, or the document a payment or allocation
// settles), its contact (or the contact of an expense, income or manual line), and the
// accounts on the other side of its entry. Read in a few queries for all lines at once.
import { and, eq } from "drizzle-orm";
import { inSlices, oneOf } from "../db/queries/one-of";
import {
  accounts,
  cashTransactions,
  contacts,
  creditAllocations,
  documents,
  journalLines,
  payments,
} from "../db/schema";
import type { Db } from "../env";

interface SourcedLine {
  entryId: string;
  accountId: string;
  debit: number;
  sourceType: string;
  sourceId: string;
  contactId: string | null;
}

const DOCUMENT_SOURCES = new Set(["invoice", "bill", "credit_note", "supplier_credit"]);

const idsOf = (lines: SourcedLine[], types: (type: string) => boolean) => [
  ...new Set(lines.filter((l) => types(l.sourceType)).map((l) => l.sourceId)),
];

/**
 * For each line: { number, contact, other_side }. `entryLines` are every line of the
 * entries the lines belong to (the lines themselves when no account was singled out).
 */
export async function lineSources(
  db: Db,
  businessId: string,
  lines: SourcedLine[],
  entryLines: { entryId: string; accountId: string; debit: number }[],
) {
  const paymentIds = idsOf(lines, (t) => t === "payment");
  const allocationIds = idsOf(lines, (t) => t === "credit_allocation");
  const cashIds = idsOf(lines, (t) => t === "expense" || t === "income");
  const [paid, applied, cash] = await Promise.all([
    inSlices(paymentIds, (ids) =>
      db
        .select({ id: payments.id, documentId: payments.documentId })
        .from(payments)
        .where(and(eq(payments.businessId, businessId), oneOf(payments.id, ids))),
    ),
    inSlices(allocationIds, (ids) =>
      db
        .select({ id: creditAllocations.id, documentId: creditAllocations.creditId })
        .from(creditAllocations)
        .where(and(eq(creditAllocations.businessId, businessId), oneOf(creditAllocations.id, ids))),
    ),
    inSlices(cashIds, (ids) =>
      db
        .select({ id: cashTransactions.id, contactId: cashTransactions.contactId })
        .from(cashTransactions)
        .where(and(eq(cashTransactions.businessId, businessId), oneOf(cashTransactions.id, ids))),
    ),
  ]);
  const documentOf = new Map([...paid, ...applied].map((r) => [r.id, r.documentId]));
  for (const id of idsOf(lines, (t) => DOCUMENT_SOURCES.has(t))) documentOf.set(id, id);
  const docs = await inSlices([...new Set(documentOf.values())], (ids) =>
    db
      .select({ id: documents.id, number: documents.number, contactId: documents.contactId })
      .from(documents)
      .where(and(eq(documents.businessId, businessId), oneOf(documents.id, ids))),
  );
  const docById = new Map(docs.map((d) => [d.id, d]));
  const cashContact = new Map(cash.map((c) => [c.id, c.contactId]));
  const contactIds = [
    ...new Set([
      ...docs.map((d) => d.contactId),
      ...cash.flatMap((c) => (c.contactId ? [c.contactId] : [])),
      ...lines.flatMap((l) => (l.contactId ? [l.contactId] : [])),
    ]),
  ];
  const accountIds = [...new Set(entryLines.map((l) => l.accountId))];
  const [named, accountNames] = await Promise.all([
    inSlices(contactIds, (ids) =>
      db
        .select({ id: contacts.id, name: contacts.name })
        .from(contacts)
        .where(and(eq(contacts.businessId, businessId), oneOf(contacts.id, ids))),
    ),
    inSlices(accountIds, (ids) =>
      db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(and(eq(accounts.businessId, businessId), oneOf(accounts.id, ids))),
    ),
  ]);
  const contactName = new Map(named.map((c) => [c.id, c.name]));
  const accountName = new Map(accountNames.map((a) => [a.id, a.name]));
  // Per entry, the accounts it debits and credits.
  const sides = new Map<string, { debit: Set<string>; credit: Set<string> }>();
  for (const l of entryLines) {
    const side = sides.get(l.entryId) ?? { debit: new Set<string>(), credit: new Set<string>() };
    (l.debit > 0 ? side.debit : side.credit).add(l.accountId);
    sides.set(l.entryId, side);
  }
  return (line: SourcedLine) => {
    const doc = docById.get(documentOf.get(line.sourceId) ?? "");
    const contactId = line.contactId ?? doc?.contactId ?? cashContact.get(line.sourceId) ?? null;
    const side = sides.get(line.entryId);
    const other = [...((line.debit > 0 ? side?.credit : side?.debit) ?? [])].filter((id) => id !== line.accountId);
    return {
      ...(doc ? { number: doc.number } : {}),
      ...(contactId ? { contact: contactName.get(contactId) ?? "" } : {}),
      ...(other.length ? { other_side: other.map((id) => accountName.get(id) ?? "").join(", ") } : {}),
    };
  };
}

/** Every line of these entries: the other sides of lines read for one account. */
export async function linesOfEntries(db: Db, businessId: string, entryIds: string[]) {
  return inSlices(entryIds, (ids) =>
    db
      .select({ entryId: journalLines.entryId, accountId: journalLines.accountId, debit: journalLines.debit })
      .from(journalLines)
      .where(and(eq(journalLines.businessId, businessId), oneOf(journalLines.entryId, ids))),
  );
}
