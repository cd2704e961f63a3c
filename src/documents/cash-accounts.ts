// Which accounts an expense or income from a prompt posts to, and the defaults chosen when
// the prompt does not say, each stated as an assumption in the answer (never hidden):
// - what it was for: the chart account the prompt names, else the one its everyday words
//   point to (accounts/lexicon.ts), else "Uncategorized Expense" / "Uncategorized Income"
//   (created on first use) for the bookkeeper to reclassify;
// - where the money moved: the bank or cash account the prompt names (matched loosely:
//   "Access Bank" finds "Access Bank Savings", "on Zenith" the Zenith account), else Cash.

import type { BatchItem } from "drizzle-orm/batch";
import { buildRoleAccount } from "../accounts/accounts";
import { lexiconAccount } from "../accounts/lexicon";
import { exactAccount, matchAccount, NoAccountMatch } from "../accounts/match";
import { moneyAccountIn, soundsLikeMoneyAccount } from "../accounts/money-accounts";
import type { Assumption } from "../creates/pipeline";
import type { AccountRow, AccountSet } from "../db/queries/accounts";
import type { CashKind } from "../db/schema";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";
import { escapeRegExp } from "../lib/regexp";
import { cashAccountFits } from "./cash";
import type { CashDraft } from "./extraction";

export const UNCATEGORIZED = {
  expense: { name: "Uncategorized Expense", type: "expense" as const, subType: "operating_expense", code: "6999" },
  income: { name: "Uncategorized Income", type: "revenue" as const, subType: "other_income", code: "4999" },
};

async function uncategorized(
  db: Db,
  chart: AccountSet,
  businessId: string,
  baseCurrency: string,
  kind: CashKind,
  made: Map<string, AccountRow>,
): Promise<{ account: AccountRow; statements: BatchItem<"sqlite">[] }> {
  const spec = UNCATEGORIZED[kind];
  const existing = made.get(spec.name) ?? chart.find(spec.name);
  if (existing) return { account: existing, statements: [] };
  const { row, statements } = await buildRoleAccount(db, businessId, baseCurrency, spec);
  made.set(spec.name, row);
  return { account: row, statements };
}

/**
 * The one account among `rows` whose whole name the text contains, word for word; the
 * longest when one name holds the others ("Sales Returns", not "Sales"). Two different
 * accounts named: none (the everyday words or the default decide, stated).
 */
function accountNamedIn(rows: AccountRow[], text: string): AccountRow | undefined {
  const named = rows
    .filter((a) => new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(a.name)}(?![\p{L}\p{N}])`, "iu").test(text))
    .sort((a, b) => b.name.length - a.name.length);
  const [longest] = named;
  const holdsAll = named.every((a) => longest!.nameKey.includes(a.nameKey));
  return longest && holdsAll ? longest : undefined;
}

/** `chart` is the business's chart as `loadChart` read it for this create. */
export async function cashAccounts(
  db: Db,
  chart: AccountSet,
  businessId: string,
  baseCurrency: string,
  kind: CashKind,
  draft: CashDraft,
  made: Map<string, AccountRow>,
) {
  const assumptions: Assumption[] = [];
  const statements: BatchItem<"sqlite">[] = [];
  const accountType = kind === "expense" ? "expense or asset" : "revenue";
  const ofType = (a: AccountRow) => cashAccountFits(kind, a);
  const named = (name: string) => matchAccount(chart, name, "account", ofType, accountType);

  let account: AccountRow | undefined;
  // ("Bought 10 reams of paper for the office": "office" fits several accounts; the
  // everyday words of the whole prompt decide, stated, else the 400 asks for one.)
  let ambiguous: unknown;
  if (draft.account) {
    try {
      account = named(draft.account);
    } catch (err) {
      if (!(err instanceof NoAccountMatch)) ambiguous = err;
    }
  }
  if (!account) {
    const everyday = lexiconAccount(kind, `${draft.account ?? ""} ${draft.narration ?? ""}`, (n) =>
      chart.has(n, ofType),
    );
    try {
      account = everyday ? named(everyday) : undefined;
    } catch {
      account = undefined;
    }
    if (!account && ambiguous) throw ambiguous;
    // No everyday words: an account of the chart the prompt names anywhere
    // ("Received 2,000 Other Income in Cash"), as named, so nothing to state.
    const mentioned = account ? undefined : accountNamedIn(chart.rows.filter(ofType), draft.narration ?? "");
    if (mentioned) account = mentioned;
    else if (account) {
      assumptions.push({
        field: "account",
        value: account.name,
        reason: ambiguous
          ? `"${draft.account}" fits several accounts; the prompt's words are usually booked to ${account.name}`
          : draft.account
            ? `no account is named "${draft.account}"; ${account.name} is where "${draft.account}" is usually booked`
            : `the prompt names no account; its words are usually booked to ${account.name}`,
      });
    } else {
      const fallback = await uncategorized(db, chart, businessId, baseCurrency, kind, made);
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

  const category = moneyAccount(chart, baseCurrency, kind === "expense" ? "out" : "in", draft, assumptions);
  return { account, category, assumptions, statements };
}

/** A structured record's accounts: exactly as it names them (uuid, source_uuid or name), else a 400. */
export function exactCashAccounts(chart: AccountSet, kind: CashKind, draft: CashDraft) {
  const accountType = kind === "expense" ? "expense or asset" : "revenue";
  const isMoney = (a: AccountRow) => a.subType === "bank" || a.subType === "cash";
  return {
    account: exactAccount(chart, draft.account ?? "", "account", (a) => cashAccountFits(kind, a), accountType),
    category: exactAccount(chart, draft.category ?? "", "category", isMoney, "bank or cash"),
  };
}

/**
 * The bank or cash account the money moved through: the one the prompt's "from …" /
 * "into …" phrase names, else the one it names anywhere ("on Zenith", "via access"),
 * else Cash, stated. A phrase that names an account the chart lacks stays a 400.
 */
/**
 * The bank or cash account money moved through, as a prompt names it: its `category`
 * phrase, else any account its words name, else Cash (stated in `assumptions`). `field`
 * is the field a refusal names ("category", "payments.0.category").
 */
export function moneyAccount(
  chart: AccountSet,
  baseCurrency: string,
  direction: "in" | "out",
  draft: Pick<CashDraft, "category" | "narration" | "currency">,
  assumptions: Assumption[],
  field = "category",
): AccountRow {
  const isMoney = (a: AccountRow) => a.subType === "bank" || a.subType === "cash";
  let unmatched: unknown;
  if (draft.category) {
    try {
      return matchAccount(chart, draft.category, field, isMoney, "bank or cash");
    } catch (err) {
      if (!(err instanceof NoAccountMatch)) throw err;
      unmatched = err;
    }
  }
  const money = chart.rows.filter(isMoney).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const found = moneyAccountIn(money, draft.narration ?? "", baseCurrency, draft.currency);
  if (found.kind === "one") return found.account;
  if (found.kind === "several") {
    const message = `the prompt could mean ${found.accounts.map((a) => a.name).join(" or ")}; name the account as the chart has it`;
    throw new ApiError("invalid_request", `${field}: ${message}`, [{ field, message }]);
  }
  if (unmatched && soundsLikeMoneyAccount(draft.category!)) throw unmatched;
  const cash = money.find((a) => a.nameKey === "cash");
  if (!cash || cash.subType !== "cash") {
    throw new ApiError("invalid_request", `${field}: name the bank or cash account the money moved through`, [
      { field, message: "Not stated, and the business has no Cash account" },
    ]);
  }
  assumptions.push({
    field,
    value: cash.name,
    reason: `the prompt does not say which bank or cash account the money ${direction === "out" ? "left" : "went into"}`,
  });
  return cash;
}
