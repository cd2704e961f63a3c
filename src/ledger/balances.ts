// Account balances from the ledger. Whole months come from account_period_totals and the
// days of the date's month from account_daily_totals, both kept with every posting, so
// the cost depends on the number of accounts and months, never on how many lines exist.
import { and, eq, gte, lt, lte, type SQL, sum } from "drizzle-orm";
import { oneOf } from "../db/queries/one-of";
import { accountDailyTotals, accountPeriodTotals } from "../db/schema";
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
  const accountFilter = (column: typeof accountPeriodTotals.accountId | typeof accountDailyTotals.accountId) =>
    options.accountIds ? oneOf(column, options.accountIds) : undefined;
  // Both totals tables have the same columns; sum one of them per account.
  const sumPerAccount = (table: typeof accountPeriodTotals | typeof accountDailyTotals, range: SQL | undefined) =>
    db
      .select({
        accountId: table.accountId,
        debit: sum(table.debit).mapWith(Number),
        credit: sum(table.credit).mapWith(Number),
        currencyAmount: sum(table.currencyAmount).mapWith(Number),
      })
      .from(table)
      .where(and(eq(table.businessId, businessId), range, accountFilter(table.accountId)))
      .groupBy(table.accountId);

  const parts = [
    await sumPerAccount(
      accountPeriodTotals,
      options.asOf ? lt(accountPeriodTotals.period, periodOf(options.asOf)) : undefined,
    ),
  ];
  if (options.asOf) {
    const monthStart = `${periodOf(options.asOf)}-01`;
    parts.push(
      await sumPerAccount(
        accountDailyTotals,
        and(gte(accountDailyTotals.date, monthStart), lte(accountDailyTotals.date, options.asOf)),
      ),
    );
  }
  for (const row of parts.flat()) {
    const t = totals.get(row.accountId) ?? { debit: 0, credit: 0, currencyAmount: 0 };
    t.debit += row.debit;
    t.credit += row.credit;
    t.currencyAmount += row.currencyAmount;
    totals.set(row.accountId, t);
  }
  return totals;
}
