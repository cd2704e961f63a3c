// Chart of accounts and banks: the API shape of an account with its ledger balance,
// creation (default chart, AI creates), edits and the delete rules of CONTRACT 6.
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { bumpVersion } from "../db/batch";
import { rowChunks } from "../db/bulk-insert";
import {
  type AccountRow,
  type AccountSet,
  accountHasPostings,
  accountsClash,
  findAccount,
  findAccountBySubType,
  loadAccounts,
} from "../db/queries/accounts";
import { type AccountType, accounts } from "../db/schema";
import type { Db } from "../env";
import { type AccountTotals, accountTotals } from "../ledger/balances";
import { DEFAULT_CHART, isDebitNormal, normalBalance, subTypeProblem } from "../ledger/chart";
import { postEntry, reverseEntry } from "../ledger/posting";
import { nowIso } from "../lib/clock";
import { ApiError, notFound } from "../lib/errors";
import { newId } from "../lib/ids";
import { convertMinor, toMajor } from "../lib/money";
import { branchCodeFor } from "./branch-code";
import { bankCodeFor, nubanProblem } from "./nuban";

export function defaultChartStatements(db: Db, businessId: string, currency: string): BatchItem<"sqlite">[] {
  const now = nowIso();
  const rows = DEFAULT_CHART.map((account) => ({
    id: newId(),
    businessId,
    name: account.name,
    nameKey: account.name.toLowerCase(),
    code: account.code,
    type: account.type,
    subType: account.subType,
    currency,
    isDefault: true,
    createdAt: now,
    updatedAt: now,
  }));
  const statements: BatchItem<"sqlite">[] = [];
  for (const chunk of rowChunks(accounts, rows)) statements.push(db.insert(accounts).values(chunk));
  return statements;
}

const isBank = (row: Pick<AccountRow, "subType">) => row.subType === "bank";

/** The balance on the account's normal side, in minor units of the account's currency. */
export function balanceMinor(row: AccountRow, totals: AccountTotals | undefined, baseCurrency: string): number {
  if (!totals) return 0;
  if (row.currency !== baseCurrency) return isDebitNormal(row.type) ? totals.currencyAmount : -totals.currencyAmount;
  return normalBalance(row.type, totals.debit, totals.credit);
}

export function toAccount(row: AccountRow, totals: AccountTotals | undefined, baseCurrency: string) {
  const view = {
    uuid: row.id,
    source_uuid: row.sourceUuid,
    name: row.name,
    code: row.code,
    type: row.type,
    sub_type: row.subType,
    currency: row.currency,
    is_default: row.isDefault,
    balance: toMajor(balanceMinor(row, totals, baseCurrency), row.currency),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    version: row.version,
  };
  if (!isBank(row)) return view;
  return {
    ...view,
    bank_name: row.bankName,
    nuban: row.nuban,
    branch_code: row.branchCode,
    account_name: row.accountName,
    country: row.country,
    opening_balance: toMajor(row.openingBalance ?? 0, row.currency),
    opening_balance_date: row.openingBalanceDate,
  };
}
export type AccountView = ReturnType<typeof toAccount>;

export async function accountViews(
  db: Db,
  businessId: string,
  rows: AccountRow[],
  baseCurrency: string,
  asOf?: string,
) {
  const totals = rows.length
    ? await accountTotals(db, businessId, { accountIds: rows.map((r) => r.id), asOf })
    : new Map();
  return rows.map((row) => toAccount(row, totals.get(row.id), baseCurrency));
}

export async function getAccount(db: Db, businessId: string, reference: string): Promise<AccountRow> {
  const row = await findAccount(db, businessId, reference);
  if (!row) throw notFound("Account");
  return row;
}

/** An account named in a body (name, case-insensitive, or uuid); unknown is a 400 on `field`. */
export async function resolveAccountReference(
  db: Db,
  businessId: string,
  reference: string,
  field: string,
): Promise<AccountRow> {
  return accountIn(await loadAccounts(db, businessId, { references: [reference] }), reference, field);
}

/** The same, among accounts a command has read already. */
export function accountIn(set: AccountSet, reference: string, field: string): AccountRow {
  const row = set.find(reference);
  if (!row)
    throw new ApiError("invalid_request", `${field}: no account named ${reference}`, [
      { field, message: `Unknown account: ${reference}` },
    ]);
  return row;
}

/**
 * Accounts whose balance must equal a subledger: Accounts Receivable is what open
 * invoices still owe, Accounts Payable what open bills do. A line posted to one without
 * a document would make the ledger disagree with the aged reports for good.
 */
const CONTROL_SUB_TYPES: Record<string, string> = {
  receivable: "record an invoice, or a payment on one",
  payable: "record a bill, or a payment on one",
};

/** Whether `account` must equal a subledger (a manual line on it needs a contact). */
export const isControlAccount = (account: AccountRow) => account.subType in CONTROL_SUB_TYPES;

/** 400 when `account` is a control account, saying how to post to it properly. */
export function refuseControlAccount(account: AccountRow, field: string) {
  const instead = CONTROL_SUB_TYPES[account.subType];
  if (instead)
    throw new ApiError(
      "invalid_request",
      `${field}: ${account.name} is a control account that only documents post to (its balance is what open documents owe); ${instead} instead`,
      [{ field, message: `${account.name} is a control account` }],
    );
}

export interface AccountFields {
  name: string;
  code: string | null;
  type: AccountType;
  subType: string;
  currency: string;
  sourceUuid: string | null;
  bankName: string | null;
  bankCode: string | null;
  nuban: string | null;
  branchCode: string | null;
  accountName: string | null;
  country: string | null;
}

/** An account's fields that only a bank fills, empty: what any other account is created with. */
export const NOT_A_BANK = {
  sourceUuid: null,
  bankName: null,
  bankCode: null,
  nuban: null,
  branchCode: null,
  accountName: null,
  country: null,
} as const;

export interface OpeningBalance {
  /** Minor units of the account's currency; negative for an overdrawn bank. */
  amount: number;
  date: string;
  /** Base currency units per unit of the account's currency, when they differ. */
  exchangeRate: string | null;
}

async function assertNoClash(
  db: Db,
  businessId: string,
  fields: { name?: string; code?: string | null; sourceUuid?: string | null },
  exceptId?: string,
) {
  const clashes = await accountsClash(
    db,
    businessId,
    { nameKey: fields.name?.toLowerCase(), code: fields.code, sourceUuid: fields.sourceUuid },
    exceptId,
  );
  for (const clash of clashes) {
    if (fields.name && clash.nameKey === fields.name.toLowerCase())
      throw new ApiError("conflict", `An account named ${fields.name} already exists`);
    if (fields.code && clash.code === fields.code)
      throw new ApiError("conflict", `Account code ${fields.code} is already used`);
    if (fields.sourceUuid && clash.sourceUuid === fields.sourceUuid)
      throw new ApiError("conflict", `Another account already has source_uuid ${fields.sourceUuid}`);
  }
}

function checkSubType(type: AccountType, subType: string) {
  const problem = subTypeProblem(type, subType);
  if (problem) throw new ApiError("invalid_request", `sub_type: ${problem}`, [{ field: "sub_type", message: problem }]);
}

function checkBankDetails(fields: Pick<AccountFields, "country" | "nuban" | "bankName" | "bankCode">) {
  if (fields.country !== "NG" || !fields.nuban) return;
  const code = fields.bankCode ?? bankCodeFor(fields.bankName);
  const fail = (message: string) => new ApiError("invalid_request", `nuban: ${message}`, [{ field: "nuban", message }]);
  if (!code) throw fail("the bank is not one whose CBN code is known; send bank_code to validate the NUBAN");
  const problem = nubanProblem(fields.nuban, code);
  if (problem) throw fail(problem);
}

/** The branch code as the account's country keeps it; a bank's only. */
function branchCodeOf(fields: Pick<AccountFields, "branchCode" | "country" | "subType">): string | null {
  if (fields.branchCode === null || fields.branchCode === undefined) return null;
  const fail = (message: string) =>
    new ApiError("invalid_request", `branch_code: ${message}`, [{ field: "branch_code", message }]);
  if (!isBank({ subType: fields.subType })) throw fail("only bank accounts have a branch code");
  const read = branchCodeFor(fields.branchCode, fields.country);
  if ("problem" in read) throw fail(read.problem);
  return read.code;
}

async function openingStatements(
  db: Db,
  businessId: string,
  account: { id: string; currency: string; name: string },
  opening: OpeningBalance,
  baseCurrency: string,
) {
  const equity = await findAccountBySubType(db, businessId, "opening_balance");
  if (!equity) throw new Error("the business has no Opening Balance Equity account");
  const foreign = account.currency !== baseCurrency;
  if (foreign && !opening.exchangeRate) {
    throw new ApiError(
      "invalid_request",
      `exchange_rate: needed to post an opening balance in ${account.currency} to a ${baseCurrency} ledger`,
      [{ field: "exchange_rate", message: "Required when the account's currency differs from the business currency" }],
    );
  }
  const base = foreign
    ? convertMinor(opening.amount, account.currency, baseCurrency, opening.exchangeRate!)
    : opening.amount;
  const amount = Math.abs(base);
  const debitBank = base > 0;
  return postEntry(db, {
    businessId,
    date: opening.date,
    sourceType: "opening_balance",
    sourceId: account.id,
    narration: `Opening balance of ${account.name}`,
    lines: [
      {
        accountId: account.id,
        debit: debitBank ? amount : 0,
        credit: debitBank ? 0 : amount,
        currency: foreign ? account.currency : null,
        currencyAmount: foreign ? opening.amount : null,
      },
      { accountId: equity.id, debit: debitBank ? 0 : amount, credit: debitBank ? amount : 0 },
    ],
  });
}

/**
 * An account the books create on first use for a role (Uncategorized Expense, Discounts
 * Allowed, WHT Receivable): no code, in the base currency, no bank details.
 */
export const buildRoleAccount = (
  db: Db,
  businessId: string,
  baseCurrency: string,
  role: { name: string; type: AccountType; subType: string },
) =>
  buildAccount(
    db,
    businessId,
    baseCurrency,
    newId(),
    {
      ...role,
      code: null,
      currency: baseCurrency,
      ...NOT_A_BANK,
    },
    null,
  );

/** Statements creating an account (and posting its opening balance), for one batch. */
export async function buildAccount(
  db: Db,
  businessId: string,
  baseCurrency: string,
  id: string,
  fields: AccountFields,
  opening: OpeningBalance | null,
) {
  checkSubType(fields.type, fields.subType);
  await assertNoClash(db, businessId, { name: fields.name, code: fields.code, sourceUuid: fields.sourceUuid });
  checkBankDetails(fields);
  const branchCode = branchCodeOf(fields);
  const now = nowIso();
  const row: AccountRow = {
    id,
    version: 1,
    businessId,
    sourceUuid: fields.sourceUuid,
    name: fields.name,
    nameKey: fields.name.toLowerCase(),
    code: fields.code,
    type: fields.type,
    subType: fields.subType,
    currency: fields.currency,
    isDefault: false,
    bankName: fields.bankName,
    nuban: fields.nuban,
    branchCode,
    accountName: fields.accountName,
    country: fields.country,
    openingBalance: opening?.amount ?? null,
    openingBalanceDate: opening?.date ?? null,
    openingEntryId: null,
    createdAt: now,
    updatedAt: now,
  };
  const statements: BatchItem<"sqlite">[] = [];
  if (opening && opening.amount !== 0) {
    const posted = await openingStatements(db, businessId, row, opening, baseCurrency);
    row.openingEntryId = posted.entryId;
    statements.push(db.insert(accounts).values(row), ...posted.statements);
  } else statements.push(db.insert(accounts).values(row));
  return { row, statements };
}

export interface AccountChanges extends Partial<Omit<AccountFields, "currency">> {
  opening?: OpeningBalance;
}

export async function editAccount(
  db: Db,
  businessId: string,
  baseCurrency: string,
  reference: string,
  changes: AccountChanges,
) {
  const current = await getAccount(db, businessId, reference);
  if (
    current.isDefault &&
    ((changes.type && changes.type !== current.type) || (changes.subType && changes.subType !== current.subType))
  ) {
    throw new ApiError("invalid_request", `${current.name} is a default account: its type and sub_type cannot change`, [
      { field: changes.type ? "type" : "sub_type", message: "Fixed for default accounts" },
    ]);
  }
  if (changes.type && changes.type !== current.type && (await accountHasPostings(db, businessId, current.id))) {
    throw new ApiError("invalid_request", `${current.name} has postings: its type cannot change`, [
      { field: "type", message: "The account has postings" },
    ]);
  }
  if (changes.type || changes.subType) checkSubType(changes.type ?? current.type, changes.subType ?? current.subType);
  if (changes.opening && !isBank({ subType: changes.subType ?? current.subType })) {
    throw new ApiError("invalid_request", "opening_balance applies to bank accounts", [
      { field: "opening_balance", message: "Only bank accounts carry an opening balance" },
    ]);
  }
  await assertNoClash(
    db,
    businessId,
    { name: changes.name, code: changes.code, sourceUuid: changes.sourceUuid },
    current.id,
  );
  const next = {
    name: changes.name ?? current.name,
    code: changes.code === undefined ? current.code : changes.code,
    type: changes.type ?? current.type,
    subType: changes.subType ?? current.subType,
    sourceUuid: changes.sourceUuid === undefined ? current.sourceUuid : changes.sourceUuid,
    bankName: changes.bankName === undefined ? current.bankName : changes.bankName,
    nuban: changes.nuban === undefined ? current.nuban : changes.nuban,
    branchCode: changes.branchCode === undefined ? current.branchCode : changes.branchCode,
    accountName: changes.accountName === undefined ? current.accountName : changes.accountName,
    country: changes.country === undefined ? current.country : changes.country,
  };
  if (
    changes.nuban !== undefined ||
    changes.bankName !== undefined ||
    changes.country !== undefined ||
    changes.bankCode
  ) {
    checkBankDetails({ ...next, bankCode: changes.bankCode ?? null });
  }
  if (
    changes.branchCode !== undefined ||
    changes.country !== undefined ||
    changes.subType !== undefined ||
    changes.type !== undefined
  )
    next.branchCode = branchCodeOf(next);
  const statements: BatchItem<"sqlite">[] = [];
  let openingEntryId = current.openingEntryId;
  if (changes.opening) {
    // A changed opening balance: reverse the old entry, post the new one.
    if (current.openingEntryId)
      statements.push(...(await reverseEntry(db, businessId, current.openingEntryId, "opening_balance", current.id)));
    openingEntryId = null;
    if (changes.opening.amount !== 0) {
      const posted = await openingStatements(
        db,
        businessId,
        { id: current.id, currency: current.currency, name: next.name },
        changes.opening,
        baseCurrency,
      );
      openingEntryId = posted.entryId;
      statements.push(...posted.statements);
    }
  }
  statements.unshift(
    db
      .update(accounts)
      .set({
        version: bumpVersion(accounts.version),
        ...next,
        nameKey: next.name.toLowerCase(),
        openingBalance: changes.opening ? changes.opening.amount : current.openingBalance,
        openingBalanceDate: changes.opening ? changes.opening.date : current.openingBalanceDate,
        openingEntryId,
        updatedAt: nowIso(),
      })
      .where(and(eq(accounts.businessId, businessId), eq(accounts.id, current.id))),
  );
  return { id: current.id, statements };
}
