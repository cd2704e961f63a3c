// The income statement on the cash basis (issue 20, `basis=cash`): income and expenses
// counted when they are settled, not when they are invoiced or billed. Starting from the
// accrual movements of the period:
// - what invoices, bills and credits posted to income and expense accounts in the period
//   is taken out (their entries, reversals of edits and voids included);
// - each settlement in the period puts back its share of its document's income and
//   expense lines as they now stand: a payment (or refund) of p on a document of total t
//   brings p / t of each line; a credit applied to an invoice (bill) settles both, so the
//   invoice's share and the credit's reversal come in together.
// Expenses, income, bank categorizations and manual journals are cash already and stay.
// Shares are summed per account and rounded to the minor unit once.
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { inSlices, oneOf } from "../db/queries/one-of";
import {
  accounts,
  creditAllocations,
  documentKinds,
  documents,
  journalEntries,
  journalLines,
  payments,
} from "../db/schema";
import type { Db } from "../env";

const PROFIT_AND_LOSS = ["revenue", "expense"] as const;

/** The period's movement per account (debit positive) on the cash basis, from the accrual one. */
export async function cashBasisMovements(
  db: Db,
  ctx: { businessId: string; from: string; to: string },
  accrual: (accountId: string) => number,
): Promise<(accountId: string) => number> {
  const inPeriod = (column: SQLiteColumn) => and(gte(column, ctx.from), lte(column, ctx.to));
  const credit = alias(documents, "credit_doc");
  const [posted, paid, applied] = await Promise.all([
    // What the documents' own entries moved on income and expense accounts in the period.
    db
      .select({
        accountId: journalLines.accountId,
        net: sql<number>`sum(${journalLines.debit} - ${journalLines.credit})`,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .where(
        and(
          eq(journalLines.businessId, ctx.businessId),
          inPeriod(journalLines.date),
          inArray(journalEntries.sourceType, [...documentKinds]),
          inArray(accounts.type, [...PROFIT_AND_LOSS]),
        ),
      )
      .groupBy(journalLines.accountId),
    // Money settled in the period, each with its document's total and current entry.
    db
      .select({ amount: payments.amount, total: documents.total, entryId: documents.entryId })
      .from(payments)
      .innerJoin(documents, eq(documents.id, payments.documentId))
      .where(and(eq(payments.businessId, ctx.businessId), inPeriod(payments.date))),
    // Credits applied in the period: they settle the document and the credit alike.
    db
      .select({
        amount: creditAllocations.amount,
        total: documents.total,
        entryId: documents.entryId,
        creditTotal: credit.total,
        creditEntryId: credit.entryId,
      })
      .from(creditAllocations)
      .innerJoin(documents, eq(documents.id, creditAllocations.documentId))
      .innerJoin(credit, eq(credit.id, creditAllocations.creditId))
      .where(and(eq(creditAllocations.businessId, ctx.businessId), inPeriod(creditAllocations.date))),
  ]);
  const settlements = [
    ...paid,
    ...applied.flatMap((a) => [
      { amount: a.amount, total: a.total, entryId: a.entryId },
      { amount: a.amount, total: a.creditTotal, entryId: a.creditEntryId },
    ]),
  ].filter((s) => s.total > 0);
  const lines = await inSlices(
    settlements.map((s) => s.entryId),
    (ids) =>
      db
        .select({
          entryId: journalLines.entryId,
          accountId: journalLines.accountId,
          net: sql<number>`${journalLines.debit} - ${journalLines.credit}`,
        })
        .from(journalLines)
        .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
        .where(
          and(
            eq(journalLines.businessId, ctx.businessId),
            oneOf(journalLines.entryId, ids),
            inArray(accounts.type, [...PROFIT_AND_LOSS]),
          ),
        ),
  );
  const byEntry = new Map<string, { accountId: string; net: number }[]>();
  for (const l of lines) byEntry.set(l.entryId, [...(byEntry.get(l.entryId) ?? []), l]);
  const settled = new Map<string, number>();
  for (const s of settlements)
    for (const l of byEntry.get(s.entryId) ?? [])
      settled.set(l.accountId, (settled.get(l.accountId) ?? 0) + (l.net * s.amount) / s.total);
  const invoiced = new Map(posted.map((p) => [p.accountId, p.net]));
  return (accountId) => accrual(accountId) - (invoiced.get(accountId) ?? 0) + Math.round(settled.get(accountId) ?? 0);
}
