// Bank reconciliation (issue 20): a bank account's balance in the books against its
// statement's, as of a date, with the items that make up the difference:
// - statement rows not yet in the books (uploaded, not categorized);
// - entries in the books that no statement row made (cheques not yet presented, deposits
//   in transit, anything entered by hand), other than the opening balance.
// books + rows not in the books − book entries not on the statement = the statement's
// balance; whatever remains is the unexplained difference, zero when the two agree.
//
// Amounts are in the bank account's own currency (a foreign-currency bank reconciles in
// its currency, as its statement is written).
import { and, asc, desc, eq, isNotNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { AccountRow } from "../db/queries/accounts";
import { bankTransactions, journalEntries, journalLines } from "../db/schema";
import type { Db } from "../env";
import { toMajor } from "../lib/money";
import { accountTotals } from "./balances";
import { headings, type Report, type ReportContext, type ReportLine } from "./reports";

export async function bankReconciliation(
  db: Db,
  ctx: ReportContext,
  bank: AccountRow,
  /** The balance the statement shows on `to`, in minor units; default: the last statement row's stated balance. */
  statementBalance: number | null,
): Promise<Report> {
  const foreign = bank.currency !== ctx.currency;
  const [totals, [lastRow], pending, unmatched] = await Promise.all([
    accountTotals(db, ctx.businessId, { asOf: ctx.to, accountIds: [bank.id] }),
    db
      .select({ balance: bankTransactions.balance, date: bankTransactions.date })
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.businessId, ctx.businessId),
          eq(bankTransactions.bankAccountId, bank.id),
          lte(bankTransactions.date, ctx.to),
          isNotNull(bankTransactions.balance),
        ),
      )
      .orderBy(desc(bankTransactions.date), desc(bankTransactions.createdAt), desc(bankTransactions.id))
      .limit(1),
    // On the statement, not in the books.
    db
      .select()
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.businessId, ctx.businessId),
          eq(bankTransactions.bankAccountId, bank.id),
          lte(bankTransactions.date, ctx.to),
          ne(bankTransactions.status, "categorized"),
        ),
      )
      .orderBy(asc(bankTransactions.date), asc(bankTransactions.createdAt)),
    // In the books, made by no statement row: a row's journal entry is sourced to the row,
    // and a payment, expense or income it made is its linked record. Netted per record,
    // so an entry and its reversal (an edit, an undo) leave nothing behind.
    db
      .select({
        sourceType: journalEntries.sourceType,
        sourceId: journalEntries.sourceId,
        date: journalLines.date,
        narration: sql<string | null>`min(${journalEntries.narration})`,
        net: sql<number>`sum(${foreign ? sql`coalesce(${journalLines.currencyAmount}, 0)` : sql`${journalLines.debit} - ${journalLines.credit}`})`,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalLines.businessId, ctx.businessId),
          eq(journalLines.accountId, bank.id),
          lte(journalLines.date, ctx.to),
          ne(journalEntries.sourceType, "opening_balance"),
          // Made by one of this bank's rows (a transfer another bank's row made is not on this statement).
          notExists(
            db
              .select({ one: sql`1` })
              .from(bankTransactions)
              .where(
                and(
                  eq(bankTransactions.businessId, ctx.businessId),
                  eq(bankTransactions.bankAccountId, bank.id),
                  or(
                    and(
                      eq(journalEntries.sourceType, "bank_transaction"),
                      eq(bankTransactions.id, journalEntries.sourceId),
                    ),
                    eq(bankTransactions.linkedId, journalEntries.sourceId),
                    eq(bankTransactions.creditId, journalEntries.sourceId),
                  ),
                ),
              ),
          ),
        ),
      )
      .groupBy(journalEntries.sourceType, journalEntries.sourceId, journalLines.date)
      .orderBy(asc(journalLines.date)),
  ]);
  const t = totals.get(bank.id);
  const books = t ? (foreign ? t.currencyAmount : t.debit - t.credit) : 0;
  const m = (minor: number) => toMajor(minor, bank.currency);
  const rowLines: ReportLine[] = pending.map((r) => ({
    label: r.narration ?? r.ref ?? "Statement row",
    date: r.date,
    source: "bank_transaction",
    record_uuid: r.id,
    amount: m(r.type === "credit" ? r.amount : -r.amount),
    children: [],
  }));
  const notOnStatement = unmatched.filter((u) => u.net !== 0);
  const bookLines: ReportLine[] = notOnStatement.map((u) => ({
    label: u.narration ?? u.sourceType,
    date: u.date,
    source: u.sourceType,
    record_uuid: u.sourceId,
    amount: m(u.net),
    children: [],
  }));
  const pendingNet = pending.reduce((s, r) => s + (r.type === "credit" ? r.amount : -r.amount), 0);
  const bookNet = notOnStatement.reduce((s, u) => s + u.net, 0);
  const expected = books + pendingNet - bookNet;
  const stated = statementBalance ?? lastRow?.balance ?? null;
  return {
    headings: [...headings("Bank reconciliation", ctx, `As of ${ctx.to}`), { label: bank.name, level: 2 }],
    content: [
      { label: "Balance in the books", account_uuid: bank.id, amount: m(books), children: [] },
      { label: "Add: statement rows not in the books", amount: m(pendingNet), children: rowLines },
      { label: "Less: book entries not on the statement", amount: m(bookNet), children: bookLines },
      { label: "Expected statement balance", amount: m(expected), children: [] },
      ...(stated === null ? [] : [{ label: "Statement balance", amount: m(stated), children: [] }]),
    ],
    totals: {
      book_balance: m(books),
      statement_rows_not_in_books: m(pendingNet),
      book_entries_not_on_statement: m(bookNet),
      expected_statement_balance: m(expected),
      ...(stated === null ? {} : { statement_balance: m(stated), difference: m(stated - expected) }),
    },
  };
}
