// Account balances from the ledger. Whole months come from account_period_totals and the
// days of the date's month from account_daily_totals, both kept with every posting, so
// the cost depends on the number of accounts and months, never on how many lines exist.
import { and, eq, gte, inArray, lt, lte, sql, sum } from "drizzle-orm";
import { accountDailyTotals, accountPeriodTotals } from "../db/schema";
import type { Db } from "../env";
import { periodOf } from "./posting";

export interface AccountTotals {
  debit: number;
  credit: number;
  currencyAmount: number;
}

/** Summed debits and credits per account, up to and including `asOf` (or everything). */
export async function accountTotals(db: Db, businessId: string, options: { asOf?: string; accountIds?: string[] } = {}) {
  const totals = new Map<string, AccountTotals>();
  const add = (accountId: string, debit: number, credit: number, currencyAmount: number) => {
    const t = totals.get(accountId) ?? { debit: 0, credit: 0, currencyAmount: 0 };
    t.debit += Number(debit);
    t.credit += Number(credit);
    t.currencyAmount += Number(currencyAmount);
    totals.set(accountId, t);
  };
  const accountFilter = (column: typeof accountPeriodTotals.accountId | typeof accountDailyTotals.accountId) =>
    options.accountIds ? inArray(column, options.accountIds) : undefined;

  const periodRows = await db
    .select({
      accountId: accountPeriodTotals.accountId,
      debit: sum(accountPeriodTotals.debit).mapWith(Number),
      credit: sum(accountPeriodTotals.credit).mapWith(Number),
      currencyAmount: sum(accountPeriodTotals.currencyAmount).mapWith(Number),
    })
    .from(accountPeriodTotals)
    .where(
      and(
        eq(accountPeriodTotals.businessId, businessId),
        options.asOf ? lt(accountPeriodTotals.period, periodOf(options.asOf)) : undefined,
        accountFilter(accountPeriodTotals.accountId),
      ),
    )
    .groupBy(accountPeriodTotals.accountId);
  for (const row of periodRows) add(row.accountId, row.debit, row.credit, row.currencyAmount);

  if (options.asOf) {
    const monthStart = `${periodOf(options.asOf)}-01`;
    const dayRows = await db
      .select({
        accountId: accountDailyTotals.accountId,
        debit: sum(accountDailyTotals.debit).mapWith(Number),
        credit: sum(accountDailyTotals.credit).mapWith(Number),
        currencyAmount: sum(accountDailyTotals.currencyAmount).mapWith(Number),
      })
      .from(accountDailyTotals)
      .where(
        and(
          eq(accountDailyTotals.businessId, businessId),
          gte(accountDailyTotals.date, monthStart),
          lte(accountDailyTotals.date, options.asOf),
          accountFilter(accountDailyTotals.accountId),
        ),
      )
      .groupBy(accountDailyTotals.accountId);
    for (const row of dayRows) add(row.accountId, row.debit, row.credit, row.currencyAmount);
  }
  return totals;
}
