// The cash basis (issue 20, `basis=cash`): income and expenses counted when they are
// settled, not when they are invoiced or billed. Balances as of a date are the accrual
// ones less the part of each document not yet settled on that date: a document of total t
// settled by s (payments and refunds, and credits applied either way) brings only s / t of
// each line of its entry as it now stands, so an unpaid invoice moves neither revenue,
// VAT nor the receivable, and a half-paid one half of each. Expenses, income, bank
// categorizations, payments and manual journals are cash already and stay; so do credits
// made of money (prepayments and overpayments). A period's movement is the difference of
// two such balances, so the income statement, the cash flow, the trial balance and the
// balance sheet (with its year-end close) agree with one another.
// Each document's share is rounded per line, its rounding difference put on its largest
// line after the receivable or payable (whose share is the open amount), so the balances
// still balance.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { inSlices, oneOf } from "../db/queries/one-of";
import { settledAsOf } from "../db/queries/settled";
import { documents, journalLines } from "../db/schema";
import type { Db } from "../env";
import type { AccountTotals } from "./balances";

/** `accrual` (totals as of `asOf`) with every document's unsettled part taken out. */
export async function cashBasisTotals(
  db: Db,
  businessId: string,
  asOf: string,
  accrual: Map<string, AccountTotals>,
): Promise<Map<string, AccountTotals>> {
  const [posted, settled] = await Promise.all([
    db
      .select({ id: documents.id, total: documents.total, entryId: documents.entryId })
      .from(documents)
      .where(
        and(
          eq(documents.businessId, businessId),
          lte(documents.date, asOf),
          isNull(documents.voidedAt),
          isNull(documents.origin),
        ),
      ),
    settledAsOf(db, businessId, asOf),
  ]);
  const open = new Map(
    posted
      .filter((d) => d.total > 0 && (settled.get(d.id) ?? 0) < d.total)
      .map((d) => [d.entryId, (d.total - (settled.get(d.id) ?? 0)) / d.total]),
  );
  const lines = await inSlices([...open.keys()], (ids) =>
    db
      .select({
        entryId: journalLines.entryId,
        accountId: journalLines.accountId,
        net: sql<number>`${journalLines.debit} - ${journalLines.credit}`,
      })
      .from(journalLines)
      .where(and(eq(journalLines.businessId, businessId), oneOf(journalLines.entryId, ids))),
  );
  const byEntry = new Map<string, { accountId: string; net: number }[]>();
  for (const l of lines) byEntry.set(l.entryId, [...(byEntry.get(l.entryId) ?? []), l]);
  const unsettled = new Map<string, number>();
  for (const [entryId, part] of open) {
    const entry = byEntry.get(entryId) ?? [];
    const shares = entry.map((l) => Math.round(l.net * part));
    // The largest line is the receivable (payable), the document's total: its share is the
    // open amount itself; the rounding goes on the next largest (revenue or expense).
    const bySize = entry.map((_, i) => i).sort((a, b) => Math.abs(entry[b]!.net) - Math.abs(entry[a]!.net));
    if (bySize.length > 1) shares[bySize[1]!]! -= shares.reduce((a, b) => a + b, 0);
    for (const [i, l] of entry.entries()) unsettled.set(l.accountId, (unsettled.get(l.accountId) ?? 0) + shares[i]!);
  }
  const cash = new Map(accrual);
  for (const [accountId, net] of unsettled) {
    const t = cash.get(accountId) ?? { debit: 0, credit: 0, currencyAmount: 0 };
    cash.set(accountId, net > 0 ? { ...t, debit: t.debit - net } : { ...t, credit: t.credit + net });
  }
  return cash;
}
