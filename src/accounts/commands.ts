// Chart-of-accounts commands: each reads what it needs, applies the rules and returns the
// plan that src/write/commit.ts makes (routes/accounts.ts only validates and answers).
import type { z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { accountHasPostings, accountHoldsBankTransactions, accountUsedByDocuments } from "../db/queries/accounts";
import { accounts, bankRules, bankStatements } from "../db/schema";
import { ApiError } from "../lib/errors";
import { parseRate, toMinor } from "../lib/money";
import type { updateAccountBody } from "../schemas/accounts";
import { plan } from "../write/commit";
import type { BusinessScope } from "../write/scope";
import { type AccountChanges, accountViews, editAccount, getAccount } from "./accounts";

/** The account as GET shows it; 404 when there is none. */
export async function accountView(s: BusinessScope, identifier: string) {
  const [view] = await accountViews(s.db, s.businessId, [await getAccount(s.db, s.businessId, identifier)], s.currency);
  return view!;
}

export async function updateAccount(s: BusinessScope, identifier: string, body: z.infer<typeof updateAccountBody>) {
  const current = await getAccount(s.db, s.businessId, identifier);
  const changes: AccountChanges = {
    name: body.name,
    code: body.code,
    type: body.type,
    subType: body.sub_type,
    sourceUuid: body.source_uuid,
    bankName: body.bank_name,
    bankCode: body.bank_code,
    nuban: body.nuban,
    branchCode: body.branch_code,
    accountName: body.account_name,
    country: body.country,
  };
  if (body.opening_balance !== undefined) {
    changes.opening = {
      amount: toMinor(body.opening_balance, current.currency, "opening_balance", { allowNegative: true }),
      date: body.opening_balance_date ?? current.openingBalanceDate ?? s.today,
      exchangeRate: body.exchange_rate === undefined ? null : parseRate(body.exchange_rate, "exchange_rate"),
    };
  }
  const { id, statements } = await editAccount(s.db, s.businessId, s.currency, current.id, changes);
  return plan(statements, () => accountView(s, id));
}

/** DELETE's rules (CONTRACT 6): default accounts and accounts in use stay. */
export async function deleteAccount(s: BusinessScope, identifier: string) {
  const { db, businessId } = s;
  const current = await getAccount(db, businessId, identifier);
  const refuse = (message: string) => new ApiError("invalid_request", message);
  if (current.isDefault) throw refuse(`${current.name} is a default account and cannot be deleted`);
  if (await accountHasPostings(db, businessId, current.id)) {
    throw refuse(`${current.name} has postings in the ledger and cannot be deleted; reverse or move them first`);
  }
  if (await accountUsedByDocuments(db, businessId, current.id)) {
    throw refuse(`${current.name} is used by invoices, bills, payments, expenses or income and cannot be deleted`);
  }
  if (await accountHoldsBankTransactions(db, businessId, current.id)) {
    throw refuse(`${current.name} holds bank transactions (cashbook rule) and cannot be deleted; delete them first`);
  }
  // Recognition rules naming it, and the (now empty) statement records of a bank, go with it.
  return plan(
    [
      db.delete(bankRules).where(and(eq(bankRules.businessId, businessId), eq(bankRules.accountId, current.id))),
      db
        .delete(bankStatements)
        .where(and(eq(bankStatements.businessId, businessId), eq(bankStatements.bankAccountId, current.id))),
      db.delete(accounts).where(and(eq(accounts.businessId, businessId), eq(accounts.id, current.id))),
    ],
    () => ({ uuid: current.id, source_uuid: current.sourceUuid, deleted: true as const }),
  );
}
