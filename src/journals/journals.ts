// Manual journals (CONTRACT 7): a document whose lines are its posted entry. Editing
// reverses the entry and posts a new one; deleting reverses it.

import { and, asc, eq, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { accountIn, isControlAccount } from "../accounts/accounts";
import { bumpVersion } from "../db/batch";
import { type AccountRow, AccountSet, loadAccounts } from "../db/queries/accounts";
import { refuseLocked } from "../db/queries/businesses";
import { findContactsByReference } from "../db/queries/contacts";
import { oneOf } from "../db/queries/one-of";
import { type PageInput, paginate } from "../db/queries/paginate";
import { sourceUuidTaken } from "../db/queries/source-uuid";
import { accounts, contacts, journalLines, journals } from "../db/schema";
import type { Db } from "../env";
import { entryLines, type PostingLine, postEntry, reverseEntry } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { toMajor, toMinor } from "../lib/money";
import { type Plan, plan } from "../write/commit";

export type JournalRow = typeof journals.$inferSelect;

export interface JournalLineInput {
  account: string;
  debit: number;
  credit: number;
  description?: string | null;
  /** The customer or supplier, by uuid, source_uuid or exact name: required on a control account. */
  contact?: string | null;
}

export interface JournalInput {
  date: string;
  narration: string | null;
  reference: string | null;
  sourceUuid: string | null;
  lines: JournalLineInput[];
  /** Accounts created in the same batch, before the journal (an AI create's role accounts). */
  madeAccounts?: AccountRow[];
}

const SOURCE = "journal";

type ResolvedLine = PostingLine & { accountName: string; contact: { uuid: string; name: string } | null };

/**
 * Resolves account names and contacts and converts amounts; 400 names the line at fault.
 * A line on Accounts Receivable or Payable must name its customer or supplier, so the
 * control account keeps equalling its subledger (the aged reports count such lines).
 */
export async function postingLines(
  db: Db,
  businessId: string,
  baseCurrency: string,
  lines: JournalLineInput[],
  made: AccountRow[] = [],
): Promise<ResolvedLine[]> {
  const out: ResolvedLine[] = [];
  const loaded = await loadAccounts(db, businessId, { references: lines.map((line) => line.account) });
  const found = made.length ? new AccountSet([...loaded.rows, ...made]) : loaded;
  const named = [...new Set(lines.flatMap((line) => (line.contact ? [line.contact] : [])))];
  const contactsFound = named.length ? await findContactsByReference(db, businessId, named) : new Map();
  for (const [i, line] of lines.entries()) {
    const account = accountIn(found, line.account, `lines.${i}.account`);
    const contact = line.contact ? contactsFound.get(line.contact) : null;
    if (line.contact && !contact)
      throw new ApiError("invalid_request", `lines.${i}.contact: no contact ${line.contact}`, [
        { field: `lines.${i}.contact`, message: "Unknown contact (uuid, source_uuid or exact name)" },
      ]);
    if (isControlAccount(account) && !contact)
      throw new ApiError(
        "invalid_request",
        `lines.${i}.contact: a line on ${account.name}, a control account, names its ${account.subType === "receivable" ? "customer" : "supplier"} (lines.${i}.contact), so the aged reports keep equalling it; or record ${account.subType === "receivable" ? "an invoice" : "a bill"}, or a payment on one, instead`,
        [{ field: `lines.${i}.contact`, message: `Required on ${account.name}` }],
      );
    if (account.currency !== baseCurrency) {
      throw new ApiError(
        "invalid_request",
        `lines.${i}.account: ${account.name} is in ${account.currency}; journals post in ${baseCurrency}`,
        [{ field: `lines.${i}.account`, message: "Foreign-currency accounts cannot take manual journal lines" }],
      );
    }
    out.push({
      accountName: account.name,
      accountId: account.id,
      debit: toMinor(line.debit, baseCurrency, `lines.${i}.debit`),
      credit: toMinor(line.credit, baseCurrency, `lines.${i}.credit`),
      description: line.description ?? null,
      contactId: contact?.uuid ?? null,
      contact: contact ?? null,
    });
  }
  return out;
}

const conflict = (sourceUuid: string) =>
  new ApiError("conflict", `Another journal already has source_uuid ${sourceUuid}`);

export async function buildJournal(db: Db, businessId: string, baseCurrency: string, id: string, input: JournalInput) {
  if (input.sourceUuid && (await sourceUuidTaken(db, journals, businessId, input.sourceUuid)))
    throw conflict(input.sourceUuid);
  const lines = await postingLines(db, businessId, baseCurrency, input.lines, input.madeAccounts);
  const posted = postEntry(db, {
    businessId,
    date: input.date,
    sourceType: SOURCE,
    sourceId: id,
    narration: input.narration,
    lines,
  });
  const now = nowIso();
  const row: JournalRow = {
    id,
    version: 1,
    businessId,
    sourceUuid: input.sourceUuid,
    date: input.date,
    narration: input.narration,
    reference: input.reference,
    entryId: posted.entryId,
    createdAt: now,
    updatedAt: now,
  };
  const view = {
    ...journalFields(row),
    lines: lines.map((l) => ({
      account: l.accountName,
      account_uuid: l.accountId,
      debit: toMajor(l.debit, baseCurrency),
      credit: toMajor(l.credit, baseCurrency),
      description: l.description ?? null,
      contact: l.contact,
    })),
  };
  return { row, view, statements: [db.insert(journals).values(row), ...posted.statements] as BatchItem<"sqlite">[] };
}

export async function findJournal(db: Db, businessId: string, identifier: string): Promise<JournalRow> {
  const rows = await db
    .select()
    .from(journals)
    .where(
      and(eq(journals.businessId, businessId), or(eq(journals.id, identifier), eq(journals.sourceUuid, identifier))),
    )
    .limit(2);
  const row = rows.find((r) => r.id === identifier) ?? rows[0];
  if (!row) throw notFound("Journal");
  return row;
}

/** The API shape, with lines read from the journal's current entries. */
export async function journalViews(db: Db, businessId: string, baseCurrency: string, rows: JournalRow[]) {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      entryId: journalLines.entryId,
      lineNo: journalLines.lineNo,
      accountId: journalLines.accountId,
      accountName: accounts.name,
      debit: journalLines.debit,
      credit: journalLines.credit,
      description: journalLines.description,
      contactId: journalLines.contactId,
      contactName: contacts.name,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .leftJoin(contacts, eq(contacts.id, journalLines.contactId))
    .where(
      and(
        eq(journalLines.businessId, businessId),
        oneOf(
          journalLines.entryId,
          rows.map((r) => r.entryId),
        ),
      ),
    )
    .orderBy(asc(journalLines.lineNo));
  return rows.map((row) => ({
    ...journalFields(row),
    lines: lines
      .filter((l) => l.entryId === row.entryId)
      .map((l) => ({
        account: l.accountName,
        account_uuid: l.accountId,
        debit: toMajor(l.debit, baseCurrency),
        credit: toMajor(l.credit, baseCurrency),
        description: l.description,
        contact: l.contactId ? { uuid: l.contactId, name: l.contactName ?? "" } : null,
      })),
  }));
}

const journalFields = (row: JournalRow) => ({
  uuid: row.id,
  source_uuid: row.sourceUuid,
  date: row.date,
  narration: row.narration,
  reference: row.reference,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  version: row.version,
});

export type JournalView = Awaited<ReturnType<typeof journalViews>>[number];

export async function listJournals(
  db: Db,
  input: PageInput & {
    businessId: string;
  },
) {
  return paginate(
    db,
    journals,
    { businessId: input.businessId },
    [journals.date, journals.createdAt, journals.id],
    input,
  );
}

export async function editJournal(
  db: Db,
  businessId: string,
  baseCurrency: string,
  identifier: string,
  changes: Partial<JournalInput>,
): Promise<Plan<JournalView>> {
  const current = await findJournal(db, businessId, identifier);
  await refuseLocked(db, businessId, current.date, changes.date);
  if (
    changes.sourceUuid &&
    (await sourceUuidTaken(db, journals, businessId, changes.sourceUuid, { exceptId: current.id }))
  )
    throw conflict(changes.sourceUuid);
  const statements: BatchItem<"sqlite">[] = [];
  let entryId = current.entryId;
  if (changes.lines || (changes.date && changes.date !== current.date)) {
    // Posted lines never change: reverse the entry and post the corrected one.
    const lines = changes.lines
      ? await postingLines(db, businessId, baseCurrency, changes.lines)
      : (await entryLines(db, businessId, current.entryId)).map((l) => ({
          accountId: l.accountId,
          debit: l.debit,
          credit: l.credit,
          description: l.description,
          contactId: l.contactId,
        }));
    const posted = postEntry(db, {
      businessId,
      date: changes.date ?? current.date,
      sourceType: SOURCE,
      sourceId: current.id,
      narration: changes.narration === undefined ? current.narration : changes.narration,
      lines,
    });
    statements.push(...(await reverseEntry(db, businessId, current.entryId, SOURCE, current.id)), ...posted.statements);
    entryId = posted.entryId;
  }
  statements.unshift(
    db
      .update(journals)
      .set({
        version: bumpVersion(journals.version),
        date: changes.date ?? current.date,
        narration: changes.narration === undefined ? current.narration : changes.narration,
        reference: changes.reference === undefined ? current.reference : changes.reference,
        sourceUuid: changes.sourceUuid === undefined ? current.sourceUuid : changes.sourceUuid,
        entryId,
        updatedAt: nowIso(),
      })
      .where(and(eq(journals.businessId, businessId), eq(journals.id, current.id))),
  );
  return plan(statements, async () => {
    const [view] = await journalViews(db, businessId, baseCurrency, [await findJournal(db, businessId, current.id)]);
    return view!;
  });
}

export async function removeJournal(db: Db, businessId: string, identifier: string) {
  const current = await findJournal(db, businessId, identifier);
  const reversal = await reverseEntry(db, businessId, current.entryId, SOURCE, current.id);
  return plan(
    [db.delete(journals).where(and(eq(journals.businessId, businessId), eq(journals.id, current.id))), ...reversal],
    () => ({ uuid: current.id, source_uuid: current.sourceUuid, deleted: true as const }),
  );
}
