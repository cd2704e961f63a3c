// The only writer of the ledger. An entry is checked (two sides, every line one-sided
// and positive, debits equal credits) and turned into statements for the caller's
// batch: the entry, its lines and the monthly totals they add to. Lines are never
// updated; reverseEntry posts the mirror image of an entry.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { rowChunks } from "../db/bulk-insert";
import { accountDailyTotals, accountPeriodTotals, accountYearTotals, journalEntries, journalLines } from "../db/schema";
import type { Db } from "../env";
import { nowIso } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";

export interface PostingLine {
  accountId: string;
  /** Minor units of the base currency; exactly one of debit and credit is positive. */
  debit: number;
  credit: number;
  description?: string | null;
  /** For a foreign-currency account: its currency and the signed amount in it. */
  currency?: string | null;
  currencyAmount?: number | null;
  /** On a control account, by a manual journal: whose receivable or payable it is. */
  contactId?: string | null;
}

export interface EntryInput {
  businessId: string;
  date: string;
  sourceType: string;
  sourceId: string;
  /** As written, or read in the batch (a payment on a document the same batch numbers). */
  narration?: string | SQL<string> | null;
  lines: PostingLine[];
  reversesEntryId?: string;
}

/** Why the lines do not make a balanced entry, or null when they do. */
export function entryProblem(lines: PostingLine[]): string | null {
  if (lines.length < 2) return "an entry needs at least two lines";
  for (const line of lines) {
    if (!Number.isSafeInteger(line.debit) || !Number.isSafeInteger(line.credit) || line.debit < 0 || line.credit < 0) {
      return "amounts must be non-negative";
    }
    if (line.debit > 0 === line.credit > 0) return "each line must have either a debit or a credit";
  }
  const debits = lines.reduce((sum, l) => sum + l.debit, 0);
  const credits = lines.reduce((sum, l) => sum + l.credit, 0);
  if (debits === 0 || credits === 0) return "an entry needs both debits and credits";
  if (debits !== credits) return `debits (${debits}) do not equal credits (${credits})`;
  return null;
}

export const periodOf = (date: string) => date.slice(0, 7);

function totalsStatements(db: Db, businessId: string, date: string, lines: PostingLine[]) {
  const byAccount = new Map<string, { debit: number; credit: number; currencyAmount: number }>();
  for (const line of lines) {
    const total = byAccount.get(line.accountId) ?? { debit: 0, credit: 0, currencyAmount: 0 };
    total.debit += line.debit;
    total.credit += line.credit;
    total.currencyAmount += line.currencyAmount ?? 0;
    byAccount.set(line.accountId, total);
  }
  const period = periodOf(date);
  // Add to the running sums: the month's, the day's and the year's rows of the accounts, one
  // statement per table (every row of a multi-row upsert takes its own excluded values).
  const set = <T extends typeof accountPeriodTotals | typeof accountDailyTotals | typeof accountYearTotals>(
    table: T,
  ) => ({
    debit: sql`${table.debit} + excluded.debit`,
    credit: sql`${table.credit} + excluded.credit`,
    currencyAmount: sql`${table.currencyAmount} + excluded.currency_amount`,
  });
  const statements: BatchItem<"sqlite">[] = [];
  const sums = [...byAccount];
  for (const chunk of rowChunks(accountPeriodTotals, sums)) {
    statements.push(
      db
        .insert(accountPeriodTotals)
        .values(chunk.map(([accountId, total]) => ({ businessId, accountId, period, ...total })))
        .onConflictDoUpdate({
          target: [accountPeriodTotals.businessId, accountPeriodTotals.accountId, accountPeriodTotals.period],
          set: set(accountPeriodTotals),
        }),
      db
        .insert(accountDailyTotals)
        .values(chunk.map(([accountId, total]) => ({ businessId, accountId, date, ...total })))
        .onConflictDoUpdate({
          target: [accountDailyTotals.businessId, accountDailyTotals.accountId, accountDailyTotals.date],
          set: set(accountDailyTotals),
        }),
      db
        .insert(accountYearTotals)
        .values(chunk.map(([accountId, total]) => ({ businessId, accountId, year: date.slice(0, 4), ...total })))
        .onConflictDoUpdate({
          target: [accountYearTotals.businessId, accountYearTotals.accountId, accountYearTotals.year],
          set: set(accountYearTotals),
        }),
    );
  }
  return statements;
}

/** Statements that post a balanced entry; throws 400 when the lines do not balance. */
export function postEntry(db: Db, input: EntryInput): { entryId: string; statements: BatchItem<"sqlite">[] } {
  const problem = entryProblem(input.lines);
  if (problem)
    throw new ApiError("invalid_request", `Unbalanced entry: ${problem}`, [{ field: "lines", message: problem }]);
  const entryId = newId();
  const rows = input.lines.map((line, i) => ({
    id: newId(),
    entryId,
    businessId: input.businessId,
    accountId: line.accountId,
    date: input.date,
    lineNo: i + 1,
    debit: line.debit,
    credit: line.credit,
    currency: line.currency ?? null,
    currencyAmount: line.currencyAmount ?? null,
    description: line.description ?? null,
    contactId: line.contactId ?? null,
  }));
  const statements: BatchItem<"sqlite">[] = [
    db.insert(journalEntries).values({
      id: entryId,
      businessId: input.businessId,
      date: input.date,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      reversesEntryId: input.reversesEntryId ?? null,
      narration: input.narration ?? null,
      createdAt: nowIso(),
    }),
  ];
  for (const chunk of rowChunks(journalLines, rows)) statements.push(db.insert(journalLines).values(chunk));
  statements.push(...totalsStatements(db, input.businessId, input.date, input.lines));
  return { entryId, statements };
}

export async function entryLines(db: Db, businessId: string, entryId: string) {
  return db
    .select()
    .from(journalLines)
    .where(and(eq(journalLines.businessId, businessId), eq(journalLines.entryId, entryId)))
    .orderBy(asc(journalLines.lineNo));
}

/**
 * Statements that reverse an entry: the same lines with debits and credits swapped, on
 * the original date so the period the entry affected is corrected.
 */
export async function reverseEntry(db: Db, businessId: string, entryId: string, sourceType: string, sourceId: string) {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.businessId, businessId), eq(journalEntries.id, entryId)))
    .limit(1);
  if (!entry) throw new Error(`entry ${entryId} not found`);
  const lines = await entryLines(db, businessId, entryId);
  return postEntry(db, {
    businessId,
    date: entry.date,
    sourceType,
    sourceId,
    narration: `Reversal of ${entry.narration ?? entry.sourceType}`,
    reversesEntryId: entry.id,
    lines: lines.map((line) => ({
      accountId: line.accountId,
      debit: line.credit,
      credit: line.debit,
      description: line.description,
      currency: line.currency,
      currencyAmount: line.currencyAmount === null ? null : -line.currencyAmount,
      contactId: line.contactId,
    })),
  }).statements;
}
