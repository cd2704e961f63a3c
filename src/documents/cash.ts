// Expenses and income paid at once (CONTRACT 7):
//   expense: Dr the expense account / Cr the bank or cash account (category)
//   income:  Dr the bank or cash account / Cr the revenue account
// Edits reverse the entry and post a new one; deletes reverse it.

import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { accountIn, isControlAccount } from "../accounts/accounts";
import { loadTaxCodes, TaxCodes } from "../business/tax-codes";
import { bumpVersion } from "../db/batch";
import { type AccountRow, loadAccounts } from "../db/queries/accounts";
import { refuseLocked } from "../db/queries/businesses";
import { oneOf } from "../db/queries/one-of";
import { type PageInput, paginate } from "../db/queries/paginate";
import { sourceUuidTaken } from "../db/queries/source-uuid";
import { accounts, type CashKind, cashTransactions, contacts, taxCodes } from "../db/schema";
import type { Db } from "../env";
import { postEntry, reverseEntry } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { convertMinor, toMajor } from "../lib/money";
import { exactDecimal, includedTax } from "./amounts";

export type CashRow = typeof cashTransactions.$inferSelect;

export interface CashInput {
  date: string;
  /** A contact's id, or the SQL that finds it in the batch (contacts/match.ts). */
  contactId: string | SQL<string> | null;
  narration: string | null;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  exchangeRate: string;
  /** The tax rate `amount` holds (exact decimal percent, "0" for none). */
  taxRate: string;
  /** The tax code the rate came from (statedCashTax), if any. */
  taxCodeId: string | null;
  /** By uuid or name, or the row itself (an account created in the same batch has no row to read yet). */
  account: string | AccountRow;
  category: string | AccountRow;
  sourceUuid: string | null;
}

const rules = {
  expense: { noun: "Expense", accounts: "an expense account, or an asset bought to keep (capital purchase)" },
  income: { noun: "Income", accounts: "a revenue account" },
} as const;

/** A record's tax rate as stored: an exact percent with at most 4 decimals, 0 to 100; none is "0". */
export function cashTaxRate(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return "0";
  const rate = exactDecimal(Number(value), 4, "tax_rate");
  if (Number(rate) > 100)
    throw new ApiError("invalid_request", "tax_rate: must not be above 100", [
      { field: "tax_rate", message: "Above 100" },
    ]);
  return rate;
}

/**
 * The rate and tax code of an expense or income as sent (`tax_code` and/or `tax_rate`,
 * business/tax-codes.ts): the codes are read only when either is.
 */
export async function statedCashTax(
  db: Db,
  businessId: string,
  stated: { tax_code?: string | null; tax_rate?: number | string | null },
  /** The code the record being edited carries: kept though retired since. */
  kept: string | null = null,
) {
  const rate = stated.tax_rate == null ? null : cashTaxRate(stated.tax_rate);
  const taxes = stated.tax_code || Number(rate ?? 0) > 0 ? await loadTaxCodes(db, businessId) : new TaxCodes([]);
  return taxes.forLine({ tax_code: stated.tax_code ?? null, tax_rate: rate }, "", new Set(kept ? [kept] : []));
}

/**
 * What an expense or income may be booked to. An expense is an expense account or a
 * capital purchase (an asset: Office Equipment, Inventory, Prepaid Expenses); never a
 * bank or cash account (that is a transfer), a control account (only documents post
 * there) or the accumulated depreciation. Income is a revenue account.
 */
export function cashAccountFits(kind: CashKind, account: AccountRow): boolean {
  if (kind === "income") return account.type === "revenue";
  if (account.type === "expense") return true;
  return (
    account.type === "asset" &&
    !["bank", "cash", "accumulated_depreciation"].includes(account.subType) &&
    !isControlAccount(account)
  );
}

async function resolveAccounts(
  db: Db,
  businessId: string,
  kind: CashKind,
  input: Pick<CashInput, "account" | "category" | "currency" | "taxRate">,
  baseCurrency: string,
) {
  const named = [input.account, input.category].filter((ref): ref is string => typeof ref === "string");
  const taxed = Number(input.taxRate) > 0;
  const found =
    named.length || taxed
      ? await loadAccounts(db, businessId, { references: named, subTypes: taxed ? ["tax"] : [] })
      : undefined;
  const account = typeof input.account === "string" ? accountIn(found!, input.account, "account") : input.account;
  const category = typeof input.category === "string" ? accountIn(found!, input.category, "category") : input.category;
  if (!cashAccountFits(kind, account)) {
    throw new ApiError("invalid_request", `account: ${account.name} is not ${rules[kind].accounts}`, [
      { field: "account", message: "Wrong kind of account" },
    ]);
  }
  if (category.subType !== "bank" && category.subType !== "cash") {
    throw new ApiError("invalid_request", `category: ${category.name} is not a bank or cash account`, [
      { field: "category", message: "Must be a bank or cash account" },
    ]);
  }
  if (category.currency !== baseCurrency && category.currency !== input.currency) {
    throw new ApiError(
      "invalid_request",
      `category: ${category.name} holds ${category.currency}, not ${input.currency}`,
      [{ field: "category", message: "Currency does not match" }],
    );
  }
  const tax = taxed ? found!.bySubType("tax") : undefined;
  if (taxed && !tax)
    throw new ApiError("invalid_request", "tax_rate: the business has no tax (VAT) account to post it to", [
      { field: "tax_rate", message: "No tax account" },
    ]);
  return { account, category, tax };
}

function entryFor(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: CashKind,
  id: string,
  input: CashInput,
  account: AccountRow,
  category: AccountRow,
  tax: AccountRow | undefined,
) {
  if (input.amount <= 0)
    throw new ApiError("invalid_request", "amount: must be positive", [
      { field: "amount", message: "Must be positive" },
    ]);
  const toBase = (minor: number) =>
    input.currency === baseCurrency ? minor : convertMinor(minor, input.currency, baseCurrency, input.exchangeRate);
  const base = toBase(input.amount);
  // The tax inside the amount goes to the tax account (input VAT on an expense lowers what
  // is owed, output VAT on income raises it); the rest to the expense or revenue account.
  const included = tax ? includedTax(input.amount, input.taxRate) : 0;
  const taxBase = toBase(included);
  // (A tax too small to post in the base currency is no tax of the record either.)
  const taxAmount = taxBase > 0 ? included : 0;
  const foreignBank = category.currency !== baseCurrency;
  const bankSide = {
    accountId: category.id,
    currency: foreignBank ? category.currency : null,
    currencyAmount: foreignBank ? (kind === "income" ? input.amount : -input.amount) : null,
  };
  const expense = kind === "expense";
  const other = (accountId: string, amount: number) =>
    expense ? { accountId, debit: amount, credit: 0 } : { accountId, debit: 0, credit: amount };
  const lines = [
    expense ? { ...bankSide, debit: 0, credit: base } : { ...bankSide, debit: base, credit: 0 },
    other(account.id, base - taxBase),
    ...(tax && taxBase > 0 ? [{ ...other(tax.id, taxBase), description: "Tax" }] : []),
  ];
  const posted = postEntry(db, {
    businessId,
    date: input.date,
    sourceType: kind,
    sourceId: id,
    narration: input.narration,
    lines,
  });
  return { ...posted, taxAmount };
}

export async function buildCash(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: CashKind,
  id: string,
  input: CashInput,
) {
  if (
    input.sourceUuid &&
    (await sourceUuidTaken(db, cashTransactions, businessId, input.sourceUuid, {
      scope: eq(cashTransactions.kind, kind),
    }))
  ) {
    throw new ApiError("conflict", `Another ${kind} already has source_uuid ${input.sourceUuid}`);
  }
  const { account, category, tax } = await resolveAccounts(db, businessId, kind, input, baseCurrency);
  const posted = entryFor(db, businessId, baseCurrency, kind, id, input, account, category, tax);
  const now = nowIso();
  const row = {
    id,
    version: 1,
    businessId,
    kind,
    sourceUuid: input.sourceUuid,
    date: input.date,
    contactId: input.contactId,
    narration: input.narration,
    amount: input.amount,
    currency: input.currency,
    exchangeRate: input.exchangeRate,
    taxRate: input.taxRate,
    taxAmount: posted.taxAmount,
    taxCodeId: input.taxCodeId,
    accountId: account.id,
    categoryAccountId: category.id,
    entryId: posted.entryId,
    createdAt: now,
    updatedAt: now,
  };
  return { row, statements: [db.insert(cashTransactions).values(row), ...posted.statements] as BatchItem<"sqlite">[] };
}

export async function findCash(db: Db, businessId: string, kind: CashKind, identifier: string): Promise<CashRow> {
  const rows = await db
    .select()
    .from(cashTransactions)
    .where(
      and(
        eq(cashTransactions.businessId, businessId),
        eq(cashTransactions.kind, kind),
        or(eq(cashTransactions.id, identifier), eq(cashTransactions.sourceUuid, identifier)),
      ),
    )
    .limit(2);
  const row = rows.find((r) => r.id === identifier) ?? rows[0];
  if (!row) throw notFound(rules[kind].noun);
  return row;
}

export async function listCash(
  db: Db,
  input: PageInput & {
    businessId: string;
    kind: CashKind;
  },
) {
  return paginate(
    db,
    cashTransactions,
    { businessId: input.businessId, kind: input.kind },
    [cashTransactions.date, cashTransactions.createdAt, cashTransactions.id],
    input,
  );
}

/** The reads behind cashViews: given rows, or ids whose rows are read with the rest. */
function cashViewQueries(db: Db, businessId: string, ids: string[], given: CashRow[] | undefined) {
  const ofBusiness = and(eq(cashTransactions.businessId, businessId), oneOf(cashTransactions.id, ids));
  return [
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(
        and(
          eq(accounts.businessId, businessId),
          given
            ? oneOf(
                accounts.id,
                given.flatMap((r) => [r.accountId, r.categoryAccountId]),
              )
            : or(
                inArray(
                  accounts.id,
                  db.select({ id: cashTransactions.accountId }).from(cashTransactions).where(ofBusiness),
                ),
                inArray(
                  accounts.id,
                  db.select({ id: cashTransactions.categoryAccountId }).from(cashTransactions).where(ofBusiness),
                ),
              ),
        ),
      ),
    db
      .select({ id: contacts.id, name: contacts.name })
      .from(contacts)
      .where(
        and(
          eq(contacts.businessId, businessId),
          given
            ? oneOf(
                contacts.id,
                given.flatMap((r) => (r.contactId ? [r.contactId] : [])),
              )
            : inArray(
                contacts.id,
                db.select({ id: cashTransactions.contactId }).from(cashTransactions).where(ofBusiness),
              ),
        ),
      ),
    db
      .select()
      .from(cashTransactions)
      .where(given ? sql`0` : ofBusiness),
    // The business's tax codes (a handful), for the code each record's rate came from.
    db.select({ id: taxCodes.id, code: taxCodes.code }).from(taxCodes).where(eq(taxCodes.businessId, businessId)),
  ] as const;
}

type CashViewResults = [
  { id: string; name: string }[],
  { id: string; name: string }[],
  CashRow[],
  { id: string; code: string }[],
];

function shapeCashViews(
  [accountRows, contactRows, read, codeRows]: CashViewResults,
  ids: string[],
  given: CashRow[] | undefined,
) {
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = given ?? read.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const accountName = new Map(accountRows.map((a) => [a.id, a.name]));
  const contactName = new Map(contactRows.map((c) => [c.id, c.name]));
  const codeOf = new Map(codeRows.map((c) => [c.id, c.code]));
  return rows.map((row) => ({
    uuid: row.id,
    source_uuid: row.sourceUuid,
    date: row.date,
    contact: row.contactId ? { uuid: row.contactId, name: contactName.get(row.contactId) ?? "" } : null,
    narration: row.narration,
    amount: toMajor(row.amount, row.currency),
    currency: row.currency,
    exchange_rate: Number(row.exchangeRate),
    tax_rate: Number(row.taxRate),
    tax_amount: toMajor(row.taxAmount, row.currency),
    tax_code: row.taxCodeId ? (codeOf.get(row.taxCodeId) ?? null) : null,
    account: accountName.get(row.accountId) ?? "",
    category: accountName.get(row.categoryAccountId) ?? "",
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    version: row.version,
  }));
}

export async function cashViews(db: Db, businessId: string, rows: CashRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const results = await db.batch(cashViewQueries(db, businessId, ids, rows));
  return shapeCashViews(results as unknown as CashViewResults, ids, rows);
}

/** The views of records just written, read in the batch that writes them (Plan.readBack). */
export function cashViewReadBack(db: Db, businessId: string, ids: string[]) {
  return {
    statements: [...cashViewQueries(db, businessId, ids, undefined)] as BatchItem<"sqlite">[],
    shape: (results: unknown[]) => shapeCashViews(results as CashViewResults, ids, undefined),
  };
}

export async function editCash(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: CashKind,
  identifier: string,
  changes: Partial<CashInput>,
) {
  const current = await findCash(db, businessId, kind, identifier);
  await refuseLocked(db, businessId, current.date, changes.date);
  if (
    changes.sourceUuid &&
    (await sourceUuidTaken(db, cashTransactions, businessId, changes.sourceUuid, {
      exceptId: current.id,
      scope: eq(cashTransactions.kind, kind),
    }))
  ) {
    throw new ApiError("conflict", `Another ${kind} already has source_uuid ${changes.sourceUuid}`);
  }
  const next: CashInput = {
    date: changes.date ?? current.date,
    contactId: changes.contactId === undefined ? current.contactId : changes.contactId,
    narration: changes.narration === undefined ? current.narration : changes.narration,
    amount: changes.amount ?? current.amount,
    currency: current.currency,
    exchangeRate: changes.exchangeRate ?? current.exchangeRate,
    taxRate: changes.taxRate ?? current.taxRate,
    taxCodeId: changes.taxCodeId === undefined ? current.taxCodeId : changes.taxCodeId,
    account: changes.account ?? current.accountId,
    category: changes.category ?? current.categoryAccountId,
    sourceUuid: changes.sourceUuid === undefined ? current.sourceUuid : changes.sourceUuid,
  };
  const { account, category, tax } = await resolveAccounts(db, businessId, kind, next, baseCurrency);
  const posted = entryFor(db, businessId, baseCurrency, kind, current.id, next, account, category, tax);
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(cashTransactions)
      .set({
        version: bumpVersion(cashTransactions.version),
        date: next.date,
        contactId: next.contactId,
        narration: next.narration,
        amount: next.amount,
        exchangeRate: next.exchangeRate,
        taxRate: next.taxRate,
        taxAmount: posted.taxAmount,
        taxCodeId: next.taxCodeId,
        accountId: account.id,
        categoryAccountId: category.id,
        sourceUuid: next.sourceUuid,
        entryId: posted.entryId,
        updatedAt: nowIso(),
      })
      .where(and(eq(cashTransactions.businessId, businessId), eq(cashTransactions.id, current.id))),
    ...(await reverseEntry(db, businessId, current.entryId, kind, current.id)),
    ...posted.statements,
  ];
  return { id: current.id, statements };
}

export async function removeCash(db: Db, businessId: string, kind: CashKind, identifier: string) {
  const current = await findCash(db, businessId, kind, identifier);
  const statements: BatchItem<"sqlite">[] = [
    ...(await reverseEntry(db, businessId, current.entryId, kind, current.id)),
    db
      .delete(cashTransactions)
      .where(and(eq(cashTransactions.businessId, businessId), eq(cashTransactions.id, current.id))),
  ];
  return { result: { uuid: current.id, source_uuid: current.sourceUuid, deleted: true as const }, statements };
}
