// Account balances from the ledger: whole years from account_year_totals, the months of
// the date's year before its month from account_period_totals, and that month's days from
// account_daily_totals, all kept with every posting. The cost depends on the number of
// accounts and years, never on how many lines or months exist.
import { and, eq, gte, lt, lte, type SQL, sum } from "drizzle-orm";
import { oneOf } from "../db/queries/one-of";
import { accountDailyTotals, accountPeriodTotals, accountYearTotals } from "../db/schema";
import type { Db } from "../env";
import { periodOf } from "./posting";

export interface AccountTotals {
  debit: number;
  credit: number;
  currencyAmount: number;
}

/** Summed debits and credits per account, up to and including `asOf` (or everything). */
export async function accountTotals(
  db: Db,
  businessId: string,
  options: { asOf?: string; accountIds?: string[] } = {},
) {
  const totals = new Map<string, AccountTotals>();
  type TotalsTable = typeof accountYearTotals | typeof accountPeriodTotals | typeof accountDailyTotals;
  // The totals tables have the same columns; sum one of them per account.
  const sumPerAccount = (table: TotalsTable, range: SQL | undefined) =>
    db
      .select({
        accountId: table.accountId,
        debit: sum(table.debit).mapWith(Number),
        credit: sum(table.credit).mapWith(Number),
        currencyAmount: sum(table.currencyAmount).mapWith(Number),
      })
      .from(table)
      .where(
        and(
          eq(table.businessId, businessId),
          range,
          options.accountIds ? oneOf(table.accountId, options.accountIds) : undefined,
        ),
      )
      .groupBy(table.accountId);
  const asOf = options.asOf;
  const parts = await Promise.all(
    asOf
      ? [
          sumPerAccount(accountYearTotals, lt(accountYearTotals.year, asOf.slice(0, 4))),
          sumPerAccount(
            accountPeriodTotals,
            and(
              gte(accountPeriodTotals.period, `${asOf.slice(0, 4)}-01`),
              lt(accountPeriodTotals.period, periodOf(asOf)),
            ),
          ),
          sumPerAccount(
            accountDailyTotals,
            and(gte(accountDailyTotals.date, `${periodOf(asOf)}-01`), lte(accountDailyTotals.date, asOf)),
          ),
        ]
      : [sumPerAccount(accountYearTotals, undefined)],
  );
  for (const row of parts.flat()) {
    const t = totals.get(row.accountId) ?? { debit: 0, credit: 0, currencyAmount: 0 };
    t.debit += row.debit;
    t.credit += row.credit;
    t.currencyAmount += row.currencyAmount;
    totals.set(row.accountId, t);
  }
  return totals;
}
