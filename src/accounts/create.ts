// Accounts on the AI create pipeline: drafts become accounts, banks with their opening
// balances posted against Opening Balance Equity.
import type { z } from "@hono/zod-openapi";
import type { BatchItem } from "drizzle-orm/batch";
import type { Creator } from "../creates/creator";
import type { AccountType } from "../db/schema";
import { ApiError } from "../lib/errors";
import { decimalString, decimalToMinor, parseRate } from "../lib/money";
import type { accountRecord } from "../schemas/accounts";
import { type AccountView, buildAccount, type OpeningBalance, toAccount } from "./accounts";
import { type AccountDraft, accountSpec } from "./extraction";

export const defaultSubType: Record<AccountType, string> = {
  asset: "current_asset",
  liability: "current_liability",
  equity: "owner_equity",
  revenue: "operating_revenue",
  expense: "operating_expense",
};

export function openingFromDraft(
  draft: Pick<AccountDraft, "opening_balance" | "opening_balance_date" | "exchange_rate">,
  currency: string,
  today: string,
  subType: string,
): OpeningBalance | null {
  if (draft.opening_balance === null) return null;
  if (subType !== "bank" && subType !== "cash") {
    throw new ApiError(
      "invalid_request",
      "opening_balance applies to bank and cash accounts; post other opening balances as a journal",
      [{ field: "opening_balance", message: "Only bank and cash accounts take an opening balance here" }],
    );
  }
  return {
    amount: decimalToMinor(draft.opening_balance, currency, "opening_balance"),
    date: draft.opening_balance_date ?? today,
    exchangeRate: draft.exchange_rate === null ? null : parseRate(draft.exchange_rate, "exchange_rate"),
  };
}

export const accountCreator: Creator<AccountDraft, AccountView, z.infer<typeof accountRecord>> = {
  resource: "accounts",
  spec: accountSpec,
  fromRecord: (record) => ({
    name: record.name,
    code: record.code ?? null,
    type: record.type,
    sub_type: record.sub_type ?? null,
    currency: record.currency ?? null,
    bank_name: record.bank_name ?? null,
    bank_code: record.bank_code ?? null,
    nuban: record.nuban ?? null,
    branch_code: record.branch_code ?? null,
    account_name: record.account_name ?? null,
    country: record.country ?? null,
    opening_balance: record.opening_balance === undefined ? null : decimalString(record.opening_balance),
    opening_balance_date: record.opening_balance_date ?? null,
    exchange_rate: record.exchange_rate === undefined ? null : decimalString(record.exchange_rate),
  }),
  async build(db, { businessId, ids, sourceUuids, baseCurrency, today }, drafts) {
    const statements: BatchItem<"sqlite">[] = [];
    const records: AccountView[] = [];
    for (const [i, draft] of drafts.entries()) {
      const currency = draft.currency ?? baseCurrency;
      const subType = draft.sub_type ?? defaultSubType[draft.type];
      const opening = openingFromDraft(draft, currency, today, subType);
      const built = await buildAccount(
        db,
        businessId,
        baseCurrency,
        ids[i]!,
        {
          name: draft.name,
          code: draft.code,
          type: draft.type,
          subType,
          currency,
          sourceUuid: sourceUuids[i] ?? null,
          bankName: draft.bank_name,
          bankCode: draft.bank_code,
          nuban: draft.nuban,
          branchCode: draft.branch_code,
          accountName: draft.account_name,
          country: draft.country,
        },
        opening,
      );
      statements.push(...built.statements);
      const balance = opening ? { debit: 0, credit: 0, currencyAmount: 0 } : undefined;
      // The new account's balance is its opening balance, which this batch posts.
      if (balance && opening) {
        if (currency === baseCurrency) balance.debit = opening.amount;
        else balance.currencyAmount = opening.amount;
      }
      records.push(toAccount(built.row, balance, baseCurrency));
    }
    return { statements, records };
  },
};
