// Credit allocations read on their own (documents/allocations.ts writes them): the
// documents, payments and reports modules all ask what was applied to a document.
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { creditAllocations } from "../schema";
import { oneOf } from "./one-of";

export type AllocationRow = typeof creditAllocations.$inferSelect;

/** What has been allocated from or to a document (a credit's allocations, or the credits on a document). */
export async function allocatedOn(db: Db, businessId: string, documentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditAllocations.amount}), 0)` })
    .from(creditAllocations)
    .where(
      and(
        eq(creditAllocations.businessId, businessId),
        or(eq(creditAllocations.creditId, documentId), eq(creditAllocations.documentId, documentId)),
      ),
    );
  return row?.total ?? 0;
}

/** The allocations of any of these documents, from either side. */
export async function allocationsOf(db: Db, businessId: string, ids: string[]): Promise<AllocationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(creditAllocations)
    .where(
      and(
        eq(creditAllocations.businessId, businessId),
        or(oneOf(creditAllocations.creditId, ids), oneOf(creditAllocations.documentId, ids)),
      ),
    );
}
