// Which accounts an expense or income from a prompt posts to, and the defaults chosen when
// the prompt does not say, each stated as an assumption in the answer (never hidden):
// - what it was for: the chart account the prompt names, else the one its everyday words
//   point to (accounts/lexicon.ts), else "Uncategorized Expense" / "Uncategorized Income"
//   (created on first use) for the bookkeeper to reclassify;
// - where the money moved: the bank or cash account the prompt names (matched loosely:
//   "Access Bank" finds "Access Bank Savings"), else Cash.
import type { BatchItem } from "drizzle-orm/batch";
import { buildAccount } from "../accounts/accounts";
import { lexiconAccount } from "../accounts/lexicon";
import { matchAccount, NoAccountMatch } from "../accounts/match";
import { type AccountRow, findAccount } from "../db/queries/accounts";
import type { CashKind } from "../db/schema";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import type { CashDraft } from "./extraction";

/** A value the server chose because the input did not state it. */
export interface Assumption {
  field: string;
  value: string;
  reason: string;
}

const UNCATEGORIZED = {
  expense: { name: "Uncategorized Expense", type: "expense" as const, subType: "operating_expense", code: "6999" },
  income: { name: "Uncategorized Income", type: "revenue" as const, subType: "other_income", code: "4999" },
};

async function uncategorized(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: CashKind,
  made: Map<string, AccountRow>,
): Promise<{ account: AccountRow; statements: BatchItem<"sqlite">[] }> {
  const spec = UNCATEGORIZED[kind];
  const existing = made.get(spec.name) ?? (await findAccount(db, businessId, spec.name));
  if (existing) return { account: existing, statements: [] };
  const { row, statements } = await buildAccount(
    db,
    businessId,
    baseCurrency,
    newId(),
    {
      name: spec.name,
      code: null,
      type: spec.type,
      subType: spec.subType,
      currency: baseCurrency,
      sourceUuid: null,
      bankName: null,
      bankCode: null,
      nuban: null,
      accountName: null,
      country: null,
    },
    null,
  );
  made.set(spec.name, row);
  return { account: row, statements };
}

export async function cashAccounts(
  db: Db,
  businessId: string,
  baseCurrency: string,
  kind: CashKind,
  draft: CashDraft,
  made: Map<string, AccountRow>,
) {
  const assumptions: Assumption[] = [];
  const statements: BatchItem<"sqlite">[] = [];
  const accountType = kind === "expense" ? "expense" : "revenue";
  const ofType = (a: AccountRow) => a.type === accountType;
  const chart = (name: string) => matchAccount(db, businessId, name, "account", ofType, accountType);

  let account: AccountRow | undefined;
  if (draft.account)
    account = await chart(draft.account).catch((err) =>
      err instanceof NoAccountMatch ? undefined : Promise.reject(err),
    );
  if (!account) {
    const everyday = lexiconAccount(kind, `${draft.account ?? ""} ${draft.narration ?? ""}`);
    account = everyday ? await chart(everyday).catch(() => undefined) : undefined;
    if (account) {
      assumptions.push({
        field: "account",
        value: account.name,
        reason: draft.account
          ? `no account is named "${draft.account}"; ${account.name} is where "${draft.account}" is usually booked`
          : `the prompt names no account; its words are usually booked to ${account.name}`,
      });
    } else {
      const fallback = await uncategorized(db, businessId, baseCurrency, kind, made);
      account = fallback.account;
      statements.push(...fallback.statements);
      assumptions.push({
        field: "account",
        value: account.name,
        reason: draft.account
          ? `no account matches "${draft.account}"; booked to ${account.name} to be reclassified`
          : `the prompt does not say what it was for; booked to ${account.name} to be reclassified`,
      });
    }
  }

  let category: AccountRow;
  if (draft.category) {
    category = await matchAccount(
      db,
      businessId,
      draft.category,
      "category",
      (a) => a.subType === "bank" || a.subType === "cash",
      "bank or cash",
    );
  } else {
    const cash = await findAccount(db, businessId, "Cash");
    if (!cash || cash.subType !== "cash") {
      throw new ApiError("invalid_request", "category: name the bank or cash account the money moved through", [
        { field: "category", message: "Not stated, and the business has no Cash account" },
      ]);
    }
    category = cash;
    assumptions.push({
      field: "category",
      value: cash.name,
      reason: `the prompt does not say which bank or cash account the money ${kind === "expense" ? "left" : "went into"}`,
    });
  }
  return { account, category, assumptions, statements };
}
