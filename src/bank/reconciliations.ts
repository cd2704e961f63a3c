// Completed bank reconciliations (issue 20): a bank or cash account agreed with its
// statement as of a date, kept so the next reconciliation starts from it
// (ledger/bank-reconciliation.ts). Completing one needs the books and the statement to
// agree to the unit; only the latest can be undone.
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { getAccount } from "../accounts/accounts";
import type { AccountRow } from "../db/queries/accounts";
import {
  accountDailyTotals,
  accountPeriodTotals,
  accountYearTotals,
  bankReconciliationItems,
  bankReconciliations,
  bankTransactions,
  journalLines,
} from "../db/schema";
import type { Db } from "../env";
import { latestReconciliation, outstanding, type ReconciliationRow, reconciled } from "../ledger/bank-reconciliation";
import { periodOf } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { decimalToMinor, toMajor } from "../lib/money";
import { known, plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";

/** The bank or cash account a reconciliation route names; 404 / 400 otherwise. */
async function reconcilable(db: Db, businessId: string, identifier: string) {
  const account = await getAccount(db, businessId, identifier);
  if (account.subType !== "bank" && account.subType !== "cash")
    throw new ApiError("invalid_request", `uuid: ${account.name} is not a bank or cash account`, [
      { field: "uuid", message: "Not a bank or cash account" },
    ]);
  return account;
}

const view = (r: ReconciliationRow, bank: AccountRow, outstanding?: { rows: number; entries: number }) => ({
  uuid: r.id,
  bank: bank.id,
  statement_date: r.statementDate,
  statement_balance: toMajor(r.statementBalance, bank.currency),
  book_balance: toMajor(r.bookBalance, bank.currency),
  currency: bank.currency,
  ...(outstanding ? { outstanding: { statement_rows: outstanding.rows, book_entries: outstanding.entries } } : {}),
  created_at: r.createdAt,
});

export async function listReconciliations(s: BusinessScope, identifier: string) {
  const bank = await reconcilable(s.db, s.businessId, identifier);
  const rows = await s.db
    .select()
    .from(bankReconciliations)
    .where(and(eq(bankReconciliations.businessId, s.businessId), eq(bankReconciliations.accountId, bank.id)))
    .orderBy(desc(bankReconciliations.statementDate));
  return rows.map((r) => view(r, bank));
}

/** The account's balance in its currency as of `date`, as SQL (as ledger/balances.ts reads it: years, the year's months, the month's days). */
function balanceAsOf(businessId: string, bank: AccountRow, foreign: boolean, date: string) {
  const amount = (t: typeof accountYearTotals | typeof accountPeriodTotals | typeof accountDailyTotals) =>
    foreign ? sql`coalesce(sum(${t.currencyAmount}), 0)` : sql`coalesce(sum(${t.debit}) - sum(${t.credit}), 0)`;
  const month = periodOf(date);
  const year = date.slice(0, 4);
  return sql`((SELECT ${amount(accountYearTotals)} FROM ${accountYearTotals} WHERE ${accountYearTotals.businessId} = ${businessId} AND ${accountYearTotals.accountId} = ${bank.id} AND ${accountYearTotals.year} < ${year})
    + (SELECT ${amount(accountPeriodTotals)} FROM ${accountPeriodTotals} WHERE ${accountPeriodTotals.businessId} = ${businessId} AND ${accountPeriodTotals.accountId} = ${bank.id} AND ${accountPeriodTotals.period} >= ${`${year}-01`} AND ${accountPeriodTotals.period} < ${month})
    + (SELECT ${amount(accountDailyTotals)} FROM ${accountDailyTotals} WHERE ${accountDailyTotals.businessId} = ${businessId} AND ${accountDailyTotals.accountId} = ${bank.id} AND ${accountDailyTotals.date} >= ${`${month}-01`} AND ${accountDailyTotals.date} <= ${date}))`;
}

/**
 * The account's statement rows and ledger lines dated by `date`, as one figure: two
 * postings that cancel out leave the balance as it was, but not the count of lines.
 */
const countsSql = (businessId: string, bankId: string, date: string) =>
  sql<string>`((SELECT count(*) FROM ${bankTransactions} WHERE ${bankTransactions.businessId} = ${businessId} AND ${bankTransactions.bankAccountId} = ${bankId} AND ${bankTransactions.date} <= ${date})
    || ':' || (SELECT count(*) FROM ${journalLines} WHERE ${journalLines.businessId} = ${businessId} AND ${journalLines.accountId} = ${bankId} AND ${journalLines.date} <= ${date}))`;

async function countsBy(db: Db, businessId: string, bankId: string, date: string) {
  const [row] = await db.select({ counts: countsSql(businessId, bankId, date) }).from(sql`(SELECT 1)`);
  return row?.counts ?? "0:0";
}

/** Items per insert: each is one JSON parameter, well under D1's 1 MB. */
const ITEMS_PER_INSERT = 5_000;

/**
 * POST /banks/{uuid}/reconciliations: the account agreed with its statement as of
 * statement_date. 400 (naming statement_balance) unless the books, the rows not yet in
 * them and the entries not on the statement add up to the statement's balance exactly;
 * 409 unless it is after the latest. Kept with what it left outstanding, in one batch that
 * writes nothing if the account's balance or rows by that date moved while it was checked.
 */
export async function completeReconciliation(
  s: BusinessScope,
  identifier: string,
  input: { statement_date: string; statement_balance?: number },
) {
  const { db, businessId } = s;
  const bank = await reconcilable(db, businessId, identifier);
  const date = input.statement_date;
  if (date > s.today)
    throw new ApiError("invalid_request", `statement_date: ${date} is after today (${s.today})`, [
      { field: "statement_date", message: "After today" },
    ]);
  const latest = await latestReconciliation(db, businessId, bank.id);
  if (latest && date <= latest.statementDate)
    throw new ApiError(
      "conflict",
      `${bank.name} is reconciled up to ${latest.statementDate}; a new reconciliation must be dated after it (or undo that one: DELETE /banks/${bank.id}/reconciliations/${latest.id})`,
    );
  // Taken before reading: anything posted or changed later is read again by the next report.
  const createdAt = nowIso();
  const foreign = bank.currency !== s.currency;
  // Counted before the books are read, so a row or line saved in between moves a count
  // the batch checks: the batch then writes nothing.
  const counts = await countsBy(db, businessId, bank.id, date);
  const o = await outstanding(db, businessId, s.currency, bank, date);
  const stated =
    input.statement_balance === undefined
      ? o.statedBalance
      : decimalToMinor(String(input.statement_balance), bank.currency, "statement_balance");
  if (stated === null)
    throw new ApiError(
      "invalid_request",
      "statement_balance: no statement row on or before statement_date states a balance; give the statement's closing balance",
      [{ field: "statement_balance", message: "Required" }],
    );
  const { expected } = reconciled(o, stated);
  if (stated !== expected)
    throw new ApiError(
      "invalid_request",
      `statement_balance: the statement shows ${toMajor(stated, bank.currency)} but the books imply ${toMajor(expected, bank.currency)} (a difference of ${toMajor(stated - expected, bank.currency)}); see GET /reports/bank-reconciliation?account=${bank.id}&to_date=${date} for the items, and complete it once they agree`,
      [{ field: "statement_balance", message: "Does not agree with the books" }],
    );
  const id = newId();
  const row: ReconciliationRow = {
    id,
    businessId,
    accountId: bank.id,
    statementDate: date,
    statementBalance: stated,
    bookBalance: o.books,
    createdAt,
  };
  const exists = sql`EXISTS (SELECT 1 FROM ${bankReconciliations} WHERE ${bankReconciliations.id} = ${id})`;
  const statements: BatchItem<"sqlite">[] = [
    // Written only if nothing moved: the balance and the rows by the date as read, no
    // reconciliation of the account on or after the date.
    // (an insert from a select lists the table's columns in their declared order)
    db
      .insert(bankReconciliations)
      .select(sql`SELECT ${id}, ${businessId}, ${bank.id}, ${date}, ${stated}, ${o.books}, ${createdAt}
      WHERE NOT EXISTS (SELECT 1 FROM ${bankReconciliations} WHERE ${bankReconciliations.businessId} = ${businessId} AND ${bankReconciliations.accountId} = ${bank.id} AND ${bankReconciliations.statementDate} >= ${date})
        AND ${balanceAsOf(businessId, bank, foreign, date)} = ${o.books}
        AND ${countsSql(businessId, bank.id, date)} = ${counts}`),
  ];
  const items = [
    ...o.items.map((i) => ({ k: "entry", t: i.sourceType, i: i.sourceId })),
    ...o.pending.map((r) => ({ k: "row", t: "", i: r.id })),
  ];
  const unique = [...new Map(items.map((x) => [`${x.k} ${x.t} ${x.i}`, x])).values()];
  for (let at = 0; at < unique.length; at += ITEMS_PER_INSERT)
    statements.push(
      db
        .insert(bankReconciliationItems)
        .select(sql`SELECT ${id}, ${businessId}, json_extract(value, '$.k'), json_extract(value, '$.t'), json_extract(value, '$.i')
        FROM json_each(${JSON.stringify(unique.slice(at, at + ITEMS_PER_INSERT))}) WHERE ${exists}`),
    );
  const answer = view(row, bank, { rows: o.pending.length, entries: o.items.length });
  return plan(
    statements,
    async () => {
      const [made] = await db
        .select({ id: bankReconciliations.id })
        .from(bankReconciliations)
        .where(eq(bankReconciliations.id, id));
      if (!made)
        throw new ApiError(
          "conflict",
          `${bank.name}'s books or statement rows up to ${date} changed while the reconciliation was checked, or another reconciliation was completed; nothing was written, retry`,
        );
      return answer;
    },
    { audit: { record: id, when: exists, after: answer } },
  );
}

/** DELETE /banks/{uuid}/reconciliations/{reconciliation_uuid}: only the latest (409 otherwise). */
export async function undoReconciliation(s: BusinessScope, identifier: string, reconciliationId: string) {
  const { db, businessId } = s;
  const bank = await reconcilable(db, businessId, identifier);
  const [row] = await db
    .select()
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.businessId, businessId),
        eq(bankReconciliations.accountId, bank.id),
        eq(bankReconciliations.id, reconciliationId),
      ),
    );
  if (!row) throw notFound("Reconciliation");
  const [later] = await db
    .select({ date: bankReconciliations.statementDate })
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.businessId, businessId),
        eq(bankReconciliations.accountId, bank.id),
        gt(bankReconciliations.statementDate, row.statementDate),
      ),
    )
    .limit(1);
  if (later)
    throw new ApiError(
      "conflict",
      `A later reconciliation (${later.date}) starts from this one; undo the latest first`,
    );
  return known(
    [
      db.delete(bankReconciliationItems).where(eq(bankReconciliationItems.reconciliationId, row.id)),
      db.delete(bankReconciliations).where(eq(bankReconciliations.id, row.id)),
    ],
    { uuid: row.id, deleted: true as const },
    { audit: { record: row.id } },
  );
}

/**
 * A row dated inside a completed reconciliation of its account keeps its categorization:
 * 409 naming the reconciliation (the trigger of migration 0036 holds it against a race).
 */
export async function refuseReconciledRow(db: Db, businessId: string, row: { bankAccountId: string; date: string }) {
  const latest = await latestReconciliation(db, businessId, row.bankAccountId);
  if (latest && row.date <= latest.statementDate)
    throw new ApiError(
      "conflict",
      `This row is inside the reconciliation of its account up to ${latest.statementDate}; undo that reconciliation first (DELETE /banks/${row.bankAccountId}/reconciliations/${latest.id}), or record a correction dated after it`,
    );
}
