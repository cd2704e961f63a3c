// Bank transaction rows: fingerprints for de-duplication, recognition from the
// business's categorized history, the API view, lookups.
import { and, asc, desc, eq, gte, isNotNull, lte, or, sql } from "drizzle-orm";
import { oneOf } from "../db/queries/one-of";
import { type PageInput, paginate } from "../db/queries/paginate";
import { accounts, type BankTransactionStatus, bankRules, bankTransactions } from "../db/schema";
import type { Db } from "../env";
import { sha256Hex } from "../lib/crypto";
import { ApiError, notFound } from "../lib/errors";
import { toMajor } from "../lib/money";

export type BankTransactionRow = typeof bankTransactions.$inferSelect;

const normal = (text: string | null) => (text ?? "").toLowerCase().replace(/\s+/g, " ").trim();

/** The same row uploaded again hashes the same; the n-th identical row in one upload differs by n. */
export function fingerprint(
  row: {
    bankAccountId: string;
    date: string;
    amount: number;
    type: string;
    narration: string | null;
    ref: string | null;
  },
  occurrence: number,
) {
  return sha256Hex(
    [row.bankAccountId, row.date, row.amount, row.type, normal(row.narration), normal(row.ref), occurrence].join("|"),
  );
}

/** What recognition compares: the narration without numbers, dates and punctuation, first four words. */
export const recognitionKey = (narration: string | null) =>
  normal(narration)
    .replace(/[^a-z ]+/g, " ")
    .split(" ")
    .filter((w) => w.length > 1)
    .slice(0, 4)
    .join(" ");

export interface Recognizer {
  suggest(row: { type: "debit" | "credit"; narration: string | null }): string | null;
}

/** Explicit rules first (oldest first), then the latest categorized history. */
export async function recognizer(db: Db, businessId: string): Promise<Recognizer> {
  const [rules, history] = await Promise.all([
    db.select().from(bankRules).where(eq(bankRules.businessId, businessId)).orderBy(asc(bankRules.createdAt)),
    historySuggestions(db, businessId),
  ]);
  return {
    suggest(row) {
      const narration = normal(row.narration);
      const rule = rules.find((r) => (!r.type || r.type === row.type) && narration.includes(r.pattern.toLowerCase()));
      return rule?.accountId ?? history.get(`${row.type}|${recognitionKey(row.narration)}`) ?? null;
    },
  };
}

/** Suggested accounts by recognition key and type, from the latest categorized rows. */
export async function historySuggestions(db: Db, businessId: string) {
  const rows = await db
    .select({
      narration: bankTransactions.narration,
      type: bankTransactions.type,
      accountId: bankTransactions.accountId,
    })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.businessId, businessId),
        eq(bankTransactions.status, "categorized"),
        isNotNull(bankTransactions.accountId),
      ),
    )
    .orderBy(desc(bankTransactions.updatedAt))
    .limit(2000);
  const suggestions = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.type}|${recognitionKey(row.narration)}`;
    if (!suggestions.has(key) && recognitionKey(row.narration)) suggestions.set(key, row.accountId!);
  }
  return suggestions;
}

/** Fingerprints already stored; the candidates travel as one JSON parameter per few thousand. */
export async function existingFingerprints(db: Db, businessId: string, prints: string[]) {
  const found = new Set<string>();
  // Slices keep each statement's one JSON parameter well under D1's 1 MB string limit.
  for (let i = 0; i < prints.length; i += 4000) {
    const rows = await db
      .select({ fingerprint: bankTransactions.fingerprint })
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.businessId, businessId),
          oneOf(bankTransactions.fingerprint, prints.slice(i, i + 4000)),
        ),
      );
    for (const row of rows) found.add(row.fingerprint);
  }
  return found;
}

/**
 * A records' guard: payments, expenses and income that a categorized bank transaction
 * created (and the credit it kept of money above a document's balance) change only
 * through that transaction, or it would point at nothing.
 */
export async function assertNotBankLinked(db: Db, businessId: string, ids: string[], what: string) {
  if (!ids.length) return;
  const [row] = await db
    .select({ id: bankTransactions.id })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.businessId, businessId),
        or(oneOf(bankTransactions.linkedId, ids), oneOf(bankTransactions.creditId, ids)),
      ),
    )
    .limit(1);
  if (row)
    throw new ApiError(
      "conflict",
      `${what} came from bank transaction ${row.id}; set that transaction to uncategorized first`,
    );
}

export async function findBankTransaction(db: Db, businessId: string, identifier: string): Promise<BankTransactionRow> {
  const rows = await db
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.businessId, businessId),
        or(eq(bankTransactions.id, identifier), eq(bankTransactions.sourceUuid, identifier)),
      ),
    )
    .limit(2);
  const row = rows.find((r) => r.id === identifier) ?? rows[0];
  if (!row) throw notFound("Bank transaction");
  return row;
}

export async function listBankTransactions(
  db: Db,
  input: PageInput & {
    businessId: string;
    bankAccountId?: string;
    status?: BankTransactionStatus;
    dateFrom?: string;
    dateTo?: string;
    /** In minor units of the bank's currency. */
    amountMin?: number;
    amountMax?: number;
  },
) {
  const filters = [
    input.bankAccountId ? eq(bankTransactions.bankAccountId, input.bankAccountId) : undefined,
    input.status ? eq(bankTransactions.status, input.status) : undefined,
    input.dateFrom ? gte(bankTransactions.date, input.dateFrom) : undefined,
    input.dateTo ? lte(bankTransactions.date, input.dateTo) : undefined,
    input.amountMin !== undefined ? gte(bankTransactions.amount, input.amountMin) : undefined,
    input.amountMax !== undefined ? lte(bankTransactions.amount, input.amountMax) : undefined,
  ];
  return paginate(
    db,
    bankTransactions,
    { businessId: input.businessId, filters },
    [bankTransactions.date, bankTransactions.createdAt, bankTransactions.id],
    input,
  );
}

export async function bankTransactionViews(db: Db, businessId: string, rows: BankTransactionRow[]) {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => (r.accountId ? [r.accountId, r.bankAccountId] : [r.bankAccountId])))];
  const chart = await db
    .select({ id: accounts.id, name: accounts.name, currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), oneOf(accounts.id, ids)));
  const byId = new Map(chart.map((a) => [a.id, a]));
  return rows.map((row) => {
    const currency = byId.get(row.bankAccountId)?.currency ?? "USD";
    return {
      uuid: row.id,
      source_uuid: row.sourceUuid,
      bank: row.bankAccountId,
      date: row.date,
      amount: toMajor(row.amount, currency),
      type: row.type,
      narration: row.narration,
      ref: row.ref,
      status: row.status,
      account: row.accountId ? (byId.get(row.accountId)?.name ?? null) : null,
      link_destination: row.linkDestination,
      credit_uuid: row.creditId,
      exchange_rate: row.exchangeRate === null ? null : Number(row.exchangeRate),
      balance: row.balance === null ? null : toMajor(row.balance, currency),
      statement_uuid: row.statementId,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      version: row.version,
    };
  });
}
