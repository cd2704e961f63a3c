// Account queries; every one is scoped to a business.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import {
  type AccountType,
  accounts,
  bankTransactions,
  cashTransactions,
  documentItems,
  journalLines,
  payments,
} from "../schema";
import { paginate } from "./paginate";

export type AccountRow = typeof accounts.$inferSelect;

export async function listAccounts(
  db: Db,
  input: {
    businessId: string;
    page: number;
    limit: number;
    order: "asc" | "desc";
    type?: AccountType;
    subType?: string;
  },
) {
  const filters = [
    input.type ? eq(accounts.type, input.type) : undefined,
    input.subType ? eq(accounts.subType, input.subType) : undefined,
  ];
  return paginate(
    db,
    accounts,
    { businessId: input.businessId, filters },
    [accounts.createdAt, accounts.code, accounts.id],
    input,
  );
}

/** By uuid, source_uuid or (case-insensitive) name; the uuid wins over the others. */
export async function findAccount(db: Db, businessId: string, reference: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.businessId, businessId),
        or(
          eq(accounts.id, reference),
          eq(accounts.sourceUuid, reference),
          eq(accounts.nameKey, reference.trim().toLowerCase()),
        ),
      ),
    )
    .limit(3);
  return rows.find((r) => r.id === reference) ?? rows.find((r) => r.sourceUuid === reference) ?? rows[0];
}

/** Per sub-type, the account that plays it: the default one, else the oldest. One query for all. */
export async function findAccountsBySubType(
  db: Db,
  businessId: string,
  subTypes: string[],
): Promise<Map<string, AccountRow>> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), inArray(accounts.subType, subTypes)))
    .orderBy(desc(accounts.isDefault), asc(accounts.createdAt));
  const found = new Map<string, AccountRow>();
  for (const row of rows) if (!found.has(row.subType)) found.set(row.subType, row);
  return found;
}

/** The business's bank and cash accounts, where money is paid from or into. */
export async function moneyAccounts(db: Db, businessId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), inArray(accounts.subType, ["bank", "cash"])))
    .orderBy(asc(accounts.createdAt));
}

export async function findAccountBySubType(
  db: Db,
  businessId: string,
  subType: string,
): Promise<AccountRow | undefined> {
  return (await findAccountsBySubType(db, businessId, [subType])).get(subType);
}

export async function accountHasPostings(db: Db, businessId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(journalLines)
    .where(and(eq(journalLines.businessId, businessId), eq(journalLines.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

export async function accountHoldsBankTransactions(db: Db, businessId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.businessId, businessId),
        or(eq(bankTransactions.bankAccountId, accountId), eq(bankTransactions.accountId, accountId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether documents, payments or expense/income records name the account. */
export async function accountUsedByDocuments(db: Db, businessId: string, accountId: string): Promise<boolean> {
  const [[item], [payment], [cash]] = await db.batch([
    db
      .select({ one: sql`1` })
      .from(documentItems)
      .where(and(eq(documentItems.businessId, businessId), eq(documentItems.accountId, accountId)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.businessId, businessId), eq(payments.accountId, accountId)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(cashTransactions)
      .where(
        and(
          eq(cashTransactions.businessId, businessId),
          or(eq(cashTransactions.accountId, accountId), eq(cashTransactions.categoryAccountId, accountId)),
        ),
      )
      .limit(1),
  ]);
  return item !== undefined || payment !== undefined || cash !== undefined;
}

export async function accountsClash(
  db: Db,
  businessId: string,
  fields: { nameKey?: string; code?: string | null; sourceUuid?: string | null },
  exceptId?: string,
) {
  const checks: SQL[] = [];
  if (fields.nameKey) checks.push(eq(accounts.nameKey, fields.nameKey));
  if (fields.code) checks.push(eq(accounts.code, fields.code));
  if (fields.sourceUuid) checks.push(eq(accounts.sourceUuid, fields.sourceUuid));
  if (checks.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id, nameKey: accounts.nameKey, code: accounts.code, sourceUuid: accounts.sourceUuid })
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), or(...checks)));
  return rows.filter((r) => r.id !== exceptId);
}
