// What settled each document by a date: its payments (a credit's refunds), and the credits
// applied, counted on both documents from the allocation's date. The aged reports and the
// cash basis both ask it.
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { creditAllocations, payments } from "../schema";
import { inSlices, oneOf } from "./one-of";

/** Settled amount per document id (in its currency's minor units) by `asOf`; of `ids` only when given. */
export async function settledAsOf(
  db: Db,
  businessId: string,
  asOf: string,
  ids?: readonly string[],
): Promise<Map<string, number>> {
  const read = (slice?: string[]) =>
    Promise.all([
      db
        .select({ id: payments.documentId, amount: sql<number>`sum(${payments.amount})` })
        .from(payments)
        .where(
          and(
            eq(payments.businessId, businessId),
            lte(payments.date, asOf),
            slice ? oneOf(payments.documentId, slice) : undefined,
          ),
        )
        .groupBy(payments.documentId),
      db
        .select({
          creditId: creditAllocations.creditId,
          documentId: creditAllocations.documentId,
          amount: sql<number>`sum(${creditAllocations.amount})`,
        })
        .from(creditAllocations)
        .where(
          and(
            eq(creditAllocations.businessId, businessId),
            lte(creditAllocations.date, asOf),
            slice
              ? or(oneOf(creditAllocations.documentId, slice), oneOf(creditAllocations.creditId, slice))
              : undefined,
          ),
        )
        .groupBy(creditAllocations.creditId, creditAllocations.documentId),
    ]);
  const parts = ids ? await inSlices(ids, async (slice) => [await read(slice)]) : [await read()];
  const settled = new Map<string, number>();
  const add = (id: string, amount: number) => settled.set(id, (settled.get(id) ?? 0) + amount);
  for (const [paid, applied] of parts) {
    for (const p of paid) add(p.id, p.amount);
    for (const a of applied) {
      add(a.creditId, a.amount);
      add(a.documentId, a.amount);
    }
  }
  return settled;
}
