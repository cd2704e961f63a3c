// Account queries; every one is scoped to a business.
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../env";
import { preparedOnce } from "../client";
import {
  type AccountType,
  accounts,
  bankTransactions,
  cashTransactions,
  documentItems,
  journalLines,
  payments,
} from "../schema";
import { oneOf } from "./one-of";
import { type PageInput, paginate } from "./paginate";

export type AccountRow = typeof accounts.$inferSelect;

export async function listAccounts(
  db: Db,
  input: PageInput & {
    businessId: string;
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

/**
 * Accounts a command read once and then looks up in memory, instead of a query per
 * reference or role: the whole chart (`loadChart`, for matching loose words against
 * it) or just the rows a command names (`loadAccounts`). Each statement costs about
 * the same CPU whatever it reads, so one read of a few rows beats one per line.
 */
export class AccountSet {
  constructor(readonly rows: AccountRow[]) {}

  /** By uuid, source_uuid or (case-insensitive) name; the uuid wins over the others. */
  find(reference: string): AccountRow | undefined {
    const key = reference.trim().toLowerCase();
    return (
      this.rows.find((r) => r.id === reference) ??
      this.rows.find((r) => r.sourceUuid === reference) ??
      this.rows.find((r) => r.nameKey === key)
    );
  }

  /** Whether `reference` names an account here that `fits` (lexiconAccount's test of a chart). */
  has(reference: string, fits: (account: AccountRow) => boolean): boolean {
    const account = this.find(reference);
    return account !== undefined && fits(account);
  }

  /** The account that plays a sub-type: the default one, else the oldest. */
  bySubType(subType: string): AccountRow | undefined {
    let found: AccountRow | undefined;
    for (const row of this.rows) {
      if (row.subType !== subType) continue;
      if (
        !found ||
        (row.isDefault && !found.isDefault) ||
        (row.isDefault === found.isDefault && row.createdAt < found.createdAt)
      )
        found = row;
    }
    return found;
  }
}

/** The business's whole chart of accounts. */
export async function loadChart(db: Db, businessId: string): Promise<AccountSet> {
  return new AccountSet(await chartOf(db).all({ businessId }));
}

/** The whole chart, prepared: `loadChart`, and the pipeline's read with a prompt's contacts. */
export const chartOf = preparedOnce((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.businessId, sql.placeholder("businessId")))
    .prepare(),
);

/** In one query, the accounts `references` name (uuid, source_uuid or name) and those of `subTypes`. */
export async function loadAccounts(
  db: Db,
  businessId: string,
  { references = [], subTypes = [] }: { references?: string[]; subTypes?: string[] },
): Promise<AccountSet> {
  const wanted: SQL[] = [];
  if (references.length) {
    wanted.push(oneOf(accounts.id, references), oneOf(accounts.sourceUuid, references));
    wanted.push(
      oneOf(
        accounts.nameKey,
        references.map((r) => r.trim().toLowerCase()),
      ),
    );
  }
  if (subTypes.length) wanted.push(oneOf(accounts.subType, subTypes));
  if (!wanted.length) return new AccountSet([]);
  return new AccountSet(
    await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.businessId, businessId), or(...wanted))),
  );
}

/** By uuid, source_uuid or (case-insensitive) name; the uuid wins over the others. */
export async function findAccount(db: Db, businessId: string, reference: string): Promise<AccountRow | undefined> {
  return (await loadAccounts(db, businessId, { references: [reference] })).find(reference);
}

/** Per sub-type, the account that plays it: the default one, else the oldest. One query for all. */
export async function findAccountsBySubType(
  db: Db,
  businessId: string,
  subTypes: string[],
): Promise<Map<string, AccountRow>> {
  const set = await loadAccounts(db, businessId, { subTypes });
  const found = new Map<string, AccountRow>();
  for (const subType of subTypes) {
    const row = set.bySubType(subType);
    if (row) found.set(subType, row);
  }
  return found;
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
