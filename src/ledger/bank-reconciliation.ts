// Bank reconciliation (issue 20): a bank account's balance in the books against its
// statement's, as of a date, with the items that make up the difference:
// - statement rows not yet in the books (uploaded, not categorized);
// - entries in the books that no statement row (dated by then) made: cheques not yet
//   presented, deposits in transit, anything entered by hand; the opening balance aside.
// books + rows not in the books − book entries not on the statement = the statement's
// balance; whatever remains is the unexplained difference, zero when the two agree.
//
// A completed reconciliation (bank/reconciliations.ts) is where the next one starts: what
// it agreed stays agreed (the rows it reconciled keep their categorization, a trigger
// sees to it), so only what it left outstanding, what is dated after it, and what was
// posted or changed since it was completed is read again. The cost of a report follows
// the activity since the last reconciliation, not the account's history. Without one,
// every entry since the account opened is read.
//
// Amounts are in the bank account's own currency (a foreign-currency bank reconciles in
// its currency, as its statement is written).
import { and, desc, eq, gt, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { AccountRow } from "../db/queries/accounts";
import { inSlices, oneOf, unindexed } from "../db/queries/one-of";
import {
  bankReconciliationItems,
  bankReconciliations,
  bankTransactions,
  journalEntries,
  journalLines,
} from "../db/schema";
import type { Db } from "../env";
import { toMajor } from "../lib/money";
import { accountTotals } from "./balances";
import { headings, type Report, type ReportContext, type ReportLine } from "./reports";

export type ReconciliationRow = typeof bankReconciliations.$inferSelect;

/**
 * Entries and rows carry the time their change was prepared, not when it was saved; a
 * change prepared before a reconciliation was completed and saved after it (a queued
 * import that ran a while) would otherwise fall between the two. Everything changed from
 * this long before the completion is read again.
 */
const SAVE_MARGIN_MS = 60 * 60_000;
const changedSince = (r: ReconciliationRow) => new Date(Date.parse(r.createdAt) - SAVE_MARGIN_MS).toISOString();
type RowRecord = typeof bankTransactions.$inferSelect;

/** The account's latest completed reconciliation, or the latest on or before `date`. */
export async function latestReconciliation(
  db: Db,
  businessId: string,
  accountId: string,
  date?: string,
): Promise<ReconciliationRow | undefined> {
  const [row] = await db
    .select()
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.businessId, businessId),
        eq(bankReconciliations.accountId, accountId),
        date ? lte(bankReconciliations.statementDate, date) : undefined,
      ),
    )
    .orderBy(desc(bankReconciliations.statementDate))
    .limit(1);
  return row;
}

/** A book entry no statement row made, netted per record and date (an entry and its reversal leave nothing). */
export interface BookItem {
  sourceType: string;
  sourceId: string;
  date: string;
  narration: string | null;
  /** In the account's currency, minor units: money in positive. */
  net: number;
}

export interface Outstanding {
  /** The account's balance in the books as of the date, in its currency. */
  books: number;
  /** Statement rows not yet in the books. */
  pending: RowRecord[];
  /** Book entries not on the statement. */
  items: BookItem[];
  /** The balance stated on the last statement row on or before the date. */
  statedBalance: number | null;
  /** The completed reconciliation this one starts from. */
  since: ReconciliationRow | undefined;
}

/** What stands between the account's books and its statement as of `to`. */
export async function outstanding(
  db: Db,
  businessId: string,
  baseCurrency: string,
  bank: AccountRow,
  to: string,
): Promise<Outstanding> {
  const foreign = bank.currency !== baseCurrency;
  const since = await latestReconciliation(db, businessId, bank.id, to);
  const rowsOf = and(eq(bankTransactions.businessId, businessId), eq(bankTransactions.bankAccountId, bank.id));
  const [totals, [lastRow], pending, lines] = await Promise.all([
    accountTotals(db, businessId, { asOf: to, accountIds: [bank.id] }),
    db
      .select({ balance: bankTransactions.balance })
      .from(bankTransactions)
      .where(and(rowsOf, lte(bankTransactions.date, to), isNotNull(bankTransactions.balance)))
      .orderBy(desc(bankTransactions.date), desc(bankTransactions.createdAt), desc(bankTransactions.id))
      .limit(1),
    pendingRows(db, businessId, bank.id, to, since),
    bankLines(db, businessId, bank.id, to, since, foreign),
  ]);
  const t = totals.get(bank.id);
  // Netted per record and date; only what is left is an item.
  const byKey = new Map<string, BookItem>();
  for (const l of lines) {
    const key = `${l.sourceType} ${l.sourceId} ${l.date}`;
    const item = byKey.get(key);
    if (item) {
      item.net += l.net;
      item.narration ??= l.narration;
    } else byKey.set(key, { ...l });
  }
  const made = await madeByRows(
    db,
    businessId,
    bank.id,
    to,
    [...byKey.values()].map((i) => i.sourceId),
  );
  const items = [...byKey.values()]
    .filter((i) => i.net !== 0 && !made.has(i.sourceId))
    .sort((a, b) => a.date.localeCompare(b.date) || a.sourceId.localeCompare(b.sourceId));
  return {
    books: t ? (foreign ? t.currencyAmount : t.debit - t.credit) : 0,
    pending: pending.sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt)),
    items,
    statedBalance: lastRow?.balance ?? null,
    since,
  };
}

/**
 * Rows not categorized, dated by `to`. After a completed reconciliation: those dated after
 * it, those changed or uploaded since it was completed, and those it left outstanding.
 */
async function pendingRows(db: Db, businessId: string, bankId: string, to: string, since?: ReconciliationRow) {
  const open = and(
    eq(bankTransactions.businessId, businessId),
    eq(bankTransactions.bankAccountId, bankId),
    ne(bankTransactions.status, "categorized"),
    lte(bankTransactions.date, to),
  );
  if (!since) return db.select().from(bankTransactions).where(open);
  const [after, changed, left] = await Promise.all([
    db
      .select()
      .from(bankTransactions)
      .where(and(open, gt(bankTransactions.date, since.statementDate))),
    db
      .select()
      .from(bankTransactions)
      .where(
        and(open, lte(bankTransactions.date, since.statementDate), gt(bankTransactions.updatedAt, changedSince(since))),
      ),
    itemRefs(db, since, "row").then((ids) =>
      inSlices(ids, (slice) =>
        db
          .select()
          .from(bankTransactions)
          .where(and(open, oneOf(bankTransactions.id, slice))),
      ),
    ),
  ]);
  return [...new Map([...after, ...changed, ...left].map((r) => [r.id, r])).values()];
}

const itemRefs = async (db: Db, r: ReconciliationRow, kind: "entry" | "row") =>
  db
    .select({ sourceType: bankReconciliationItems.sourceType, refId: bankReconciliationItems.refId })
    .from(bankReconciliationItems)
    .where(and(eq(bankReconciliationItems.reconciliationId, r.id), eq(bankReconciliationItems.kind, kind)))
    .then((rows) => (kind === "row" ? rows.map((x) => x.refId) : rows.map((x) => `${x.sourceType} ${x.refId}`)));

/**
 * The account's lines dated by `to`, each with its entry's source, other than the opening
 * balance. After a completed reconciliation: lines dated after it, and every line dated by
 * it of the records it left outstanding or that were posted again since it was completed
 * (an edit, a void, a row categorized late): all other lines dated by it were agreed.
 */
async function bankLines(
  db: Db,
  businessId: string,
  bankId: string,
  to: string,
  since: ReconciliationRow | undefined,
  foreign: boolean,
) {
  const select = () =>
    db
      .select({
        sourceType: journalEntries.sourceType,
        sourceId: journalEntries.sourceId,
        date: journalLines.date,
        narration: journalEntries.narration,
        net: sql<number>`${foreign ? sql`coalesce(${journalLines.currencyAmount}, 0)` : sql`${journalLines.debit} - ${journalLines.credit}`}`,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId));
  const onBank = and(
    eq(journalLines.businessId, businessId),
    eq(journalLines.accountId, bankId),
    ne(journalEntries.sourceType, "opening_balance"),
  );
  if (!since) return select().where(and(onBank, lte(journalLines.date, to)));
  const [after, touched, left] = await Promise.all([
    select().where(and(onBank, gt(journalLines.date, since.statementDate), lte(journalLines.date, to))),
    // Records posted since the reconciliation was completed with a line dated by it (not
    // DISTINCT: SQLite would then read every entry by the source index, not the few since).
    db
      .select({ sourceType: journalEntries.sourceType, sourceId: journalEntries.sourceId })
      .from(journalEntries)
      .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
      .where(
        and(
          eq(journalEntries.businessId, businessId),
          gt(journalEntries.createdAt, changedSince(since)),
          eq(journalLines.accountId, bankId),
          lte(journalLines.date, since.statementDate),
        ),
      ),
    itemRefs(db, since, "entry"),
  ]);
  const sources = [...new Set([...touched.map((t) => `${t.sourceType} ${t.sourceId}`), ...left])];
  const bySource = new Map<string, string[]>();
  for (const key of sources) {
    const [type, id] = key.split(" ") as [string, string];
    bySource.set(type, [...(bySource.get(type) ?? []), id]);
  }
  const reread = [];
  for (const [type, ids] of bySource)
    reread.push(
      ...(await inSlices(ids, (slice) =>
        select().where(
          and(
            eq(journalEntries.businessId, businessId),
            eq(journalEntries.sourceType, type),
            oneOf(journalEntries.sourceId, slice),
            // Read by the records' own index, not the account's lines.
            eq(unindexed(journalLines.accountId), bankId),
            lte(unindexed(journalLines.date), since.statementDate),
            ne(journalEntries.sourceType, "opening_balance"),
          ),
        ),
      )),
    );
  return [...after, ...reread];
}

/**
 * The records among `ids` a statement row of this account dated by `to` made: the row's
 * own journal entry, the payment, expense or income it created or was matched to, or the
 * credit it kept of money above a document's balance.
 */
async function madeByRows(db: Db, businessId: string, bankId: string, to: string, ids: string[]) {
  // One read per way a row names a record, each by its own index.
  const by = (
    column: typeof bankTransactions.id | typeof bankTransactions.linkedId | typeof bankTransactions.creditId,
  ) =>
    inSlices(ids, (slice) =>
      db
        .select({ id: bankTransactions.id, linkedId: bankTransactions.linkedId, creditId: bankTransactions.creditId })
        .from(bankTransactions)
        .where(
          and(
            eq(bankTransactions.businessId, businessId),
            oneOf(column, slice),
            eq(unindexed(bankTransactions.bankAccountId), bankId),
            lte(unindexed(bankTransactions.date), to),
          ),
        ),
    );
  const rows = (
    await Promise.all([by(bankTransactions.id), by(bankTransactions.linkedId), by(bankTransactions.creditId)])
  ).flat();
  const made = new Set<string>();
  for (const r of rows) for (const id of [r.id, r.linkedId, r.creditId]) if (id) made.add(id);
  return made;
}

/** The signed amount of a statement row: money in positive. */
export const rowNet = (r: { type: "debit" | "credit"; amount: number }) => (r.type === "credit" ? r.amount : -r.amount);

/** The reconciliation's figures: the statement balance the books imply, and the difference from the stated one. */
export function reconciled(o: Outstanding, statementBalance: number | null) {
  const pendingNet = o.pending.reduce((s, r) => s + rowNet(r), 0);
  const bookNet = o.items.reduce((s, i) => s + i.net, 0);
  const expected = o.books + pendingNet - bookNet;
  const stated = statementBalance ?? o.statedBalance;
  return { pendingNet, bookNet, expected, stated, difference: stated === null ? null : stated - expected };
}

export async function bankReconciliation(
  db: Db,
  ctx: ReportContext,
  bank: AccountRow,
  /** The balance the statement shows on `to`, in minor units; default: the last statement row's stated balance. */
  statementBalance: number | null,
): Promise<Report> {
  const o = await outstanding(db, ctx.businessId, ctx.currency, bank, ctx.to);
  const { pendingNet, bookNet, expected, stated, difference } = reconciled(o, statementBalance);
  const m = (minor: number) => toMajor(minor, bank.currency);
  const rowLines: ReportLine[] = o.pending.map((r) => ({
    label: r.narration ?? r.ref ?? "Statement row",
    date: r.date,
    source: "bank_transaction",
    record_uuid: r.id,
    amount: m(rowNet(r)),
    children: [],
  }));
  const bookLines: ReportLine[] = o.items.map((u) => ({
    label: u.narration ?? u.sourceType,
    date: u.date,
    source: u.sourceType,
    record_uuid: u.sourceId,
    amount: m(u.net),
    children: [],
  }));
  return {
    headings: [
      ...headings("Bank reconciliation", ctx, `As of ${ctx.to}`),
      { label: bank.name, level: 2 },
      ...(o.since ? [{ label: `Last reconciled on ${o.since.statementDate}`, level: 3 }] : []),
    ],
    content: [
      { label: "Balance in the books", account_uuid: bank.id, amount: m(o.books), children: [] },
      { label: "Add: statement rows not in the books", amount: m(pendingNet), children: rowLines },
      { label: "Less: book entries not on the statement", amount: m(bookNet), children: bookLines },
      { label: "Expected statement balance", amount: m(expected), children: [] },
      ...(stated === null ? [] : [{ label: "Statement balance", amount: m(stated), children: [] }]),
    ],
    totals: {
      book_balance: m(o.books),
      statement_rows_not_in_books: m(pendingNet),
      book_entries_not_on_statement: m(bookNet),
      expected_statement_balance: m(expected),
      ...(stated === null || difference === null ? {} : { statement_balance: m(stated), difference: m(difference) }),
    },
  };
}
