// Journals on the AI create pipeline. The lines' accounts are phrases as the prompt wrote
// them ("Zenith", "salaries", "audit fee"); each is matched to the business's chart here,
// and a match that is not the account's own name is stated in `assumptions`.

import type { z } from "@hono/zod-openapi";
import type { BatchItem } from "drizzle-orm/batch";
import { buildRoleAccount } from "../accounts/accounts";
import { lexiconAccount } from "../accounts/lexicon";
import { bankByInitials, matchAccount } from "../accounts/match";
import { moneyAccountIn } from "../accounts/money-accounts";
import type { Creator } from "../creates/creator";
import type { Assumption } from "../creates/pipeline";
import { type AccountRow, type AccountSet, loadChart } from "../db/queries/accounts";
import { UNCATEGORIZED } from "../documents/cash-accounts";
import { ApiError } from "../lib/errors";
import { decimalString } from "../lib/money";
import { escapeRegExp } from "../lib/regexp";
import type { journalRecord } from "../schemas/journals";
import { type JournalDraft, journalSpec } from "./extraction";
import { buildJournal, type JournalLineInput } from "./journals";

type JournalView = Awaited<ReturnType<typeof buildJournal>>["view"] & { assumptions?: Assumption[] };

const bareName = (written: string) => written.replace(/\s+(?:account|a\/c)$/i, "").trim();

/**
 * Money borrowed, as people name it ("Bank Loan", "term loan", "borrowings", "loan from
 * GTB", or just "loan": "Opening loan balance: we owed the bank 6m").
 */
const BORROWING =
  /\b(?:(?:bank|term|long[- ]term|short[- ]term|business|company)\s+loans?|borrowings?|loans?\s+(?:payable|from|account)|loans?\s+owed)\b|^\s*(?:the\s+|our\s+)?loans?\s*$/i;

/**
 * "Dr Bank Loan" when the chart calls its loan "Loans Payable" (or "Term Loan - GTB"): the
 * one liability whose name says loan or borrowing. Never a loan the business made (an
 * asset: "Staff Loan"), and none when the chart has several.
 */
function borrowingAccount(chart: AccountSet, written: string): AccountRow | undefined {
  if (!BORROWING.test(written)) return undefined;
  const loans = chart.rows.filter((a) => a.type === "liability" && /\b(?:loans?|borrowings?)\b/i.test(a.name));
  return loans.length === 1 ? loans[0] : undefined;
}

/**
 * Where the business's notes are kept ("the till", "cash box", "shop cash", "cash in
 * hand"). Never "petty cash", which a chart without it does not have ("from Cash to Petty
 * Cash" would move nothing), nor "PC", which may be a computer bought.
 */
const CASH_WORDS = /^(?:the\s+|our\s+)?(?:cash\s*box|till|cash\s+(?:in|on|at)\s+hand|shop\s+cash|cash\s+drawer)$/i;

/** A ledger's name: each word capitalised ("Generator Maintenance"), or ending as ledgers do ("fuel expense"). */
const TITLE_CASED = /^[A-Z][\w'’/-]*(?:\s+(?:[A-Z][\w'’/-]*|and|&|of|for|on|in))*$/;
const LEDGER_WORD = /\b(?:expenses?|income|revenue|payables?|receivables?)$/i;

/**
 * "debit Fuel Expense 20k", "Cr Rental Income 400k", "Generator Maintenance 30,000 Dr", a
 * row "Generator Fuel | 85,000.00 |" under a Dr/Cr header: the prompt names a ledger on its
 * side. One whose name ends as ledgers do, or whose words the account its everyday words are
 * booked to shares none of, means that account, and when the chart has none building the
 * journal names it; everyday words on a side ("dr fuel 20k", "Dr Salary 300k", "Dr
 * Transport") are still where such words are booked, stated.
 */
function namedOnSide(prompt: string, written: string): boolean {
  const phrase = written.trim();
  if (!TITLE_CASED.test(phrase) && !LEDGER_WORD.test(phrase)) return false;
  const name = escapeRegExp(phrase).replace(/\s+/g, "\\s+");
  const sum = String.raw`(?:(?:[₦$£€]|ngn\s*)?\d[\d,.]*\s*[km]?\s+)?`;
  return (
    new RegExp(String.raw`\b(?:dr|cr|debit|credit)\.?:?\s+(?:the\s+)?${name}(?![\w'’])`, "i").test(prompt) ||
    new RegExp(String.raw`(?<![\w'’])${name}\s+${sum}(?:dr|cr|debit|credit)\b`, "i").test(prompt) ||
    (/^.*\b(?:debit|dr)s?\b.*\b(?:credit|cr)s?\b.*$/im.test(prompt) &&
      new RegExp(String.raw`^\s*\|?\s*${name}\s*(?:\||\t)`, "im").test(prompt))
  );
}

/**
 * The chart account a phrase names: by its name ("Cash account" is Cash), else the one
 * bank account it names loosely ("Zenith", "Access savings"), else
 * the one account whose name and the phrase contain each other ("salaries" is Salaries
 * and Wages), else where its everyday words are booked ("audit fee" is Professional
 * Fees), unless the prompt names the phrase on its side as an account (namedOnSide).
 * None: the phrase stays as written and building the journal answers 400 naming it.
 */
export function journalAccount(
  chart: AccountSet,
  written: string,
  baseCurrency: string,
  side?: "debit" | "credit",
  prompt?: string,
): { name: string; loose: boolean } {
  const exact = chart.find(written) ?? chart.find(bareName(written));
  if (exact) return { name: exact.name, loose: false };
  // A described entry's choice (everyday.ts): "Drawings|Owner's Equity", the first the chart has.
  if (written.includes("|")) {
    const [wanted, ...instead] = written.split("|");
    const choice = [wanted!, ...instead].find((name) => chart.find(name));
    // Neither: the account wanted stays as written, and building the journal names it.
    return choice ? { name: chart.find(choice)!.name, loose: choice !== wanted } : { name: wanted!, loose: false };
  }
  // Loosely, only a bank by its name or bank: "petty cash" is not Cash unless so named.
  const money = moneyAccountIn(chart.rows, written, baseCurrency, null);
  if (money.kind === "one" && money.account.subType === "bank") return { name: money.account.name, loose: true };
  // "Cr ZB 1,870,000": a bank by its initials.
  const initials = bankByInitials(chart.rows, written);
  if (initials) return { name: initials.name, loose: true };
  // Where notes are kept, as bookkeepers name it ("the till", "cash box"): the chart's one cash account.
  if (CASH_WORDS.test(written.trim())) {
    const cash = chart.rows.filter((a) => a.subType === "cash");
    if (cash.length === 1) return { name: cash[0]!.name, loose: true };
  }
  // "Dr bank": the chart's one bank account in its own currency, never Bank Charges.
  if (/^(?:the\s+|our\s+)?bank(?:\s+account)?$/i.test(written.trim())) {
    const banks = chart.rows.filter((a) => a.subType === "bank" && a.currency === baseCurrency);
    return banks.length === 1 ? { name: banks[0]!.name, loose: true } : { name: written, loose: false };
  }
  const notMoney = (a: AccountRow) => a.subType !== "bank" && a.subType !== "cash";
  // "prepaid rent" is the prepayment asset and "accrued audit fee" the accrual liability,
  // not Rent or Audit Fees, when the chart has no account by that exact name.
  const timing = /^(prepaid|prepayments?|accrued|accruals?)\s+\S/i.exec(written);
  if (timing) {
    try {
      return {
        name: matchAccount(chart, /^prepa/i.test(timing[1]!) ? "prepaid" : "accrued", "account", notMoney, "").name,
        loose: true,
      };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
  }
  try {
    return { name: matchAccount(chart, written, "account", notMoney, "").name, loose: true };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
  const borrowed = borrowingAccount(chart, written);
  if (borrowed) return { name: borrowed.name, loose: true };
  const named = prompt !== undefined && namedOnSide(prompt, written);
  if (named && LEDGER_WORD.test(written.trim())) return { name: written, loose: false };
  // "Marketing Expense" is never read as income, nor "consulting income" as an expense.
  const inChart = (name: string) => chart.has(name, notMoney);
  // ("Debit Repairs and Maintenance" with no such account is never Service Revenue: on a
  // debit, words the expenses know are an expense's. A credit may be an expense relieved,
  // "Reverse the accrued audit fee", so it keeps the expenses first.)
  const kind = side === "debit" && lexiconAccount("expense", written) ? "expense" : null;
  const everyday =
    /\bexpenses?\b/i.test(written) || kind === "expense"
      ? lexiconAccount("expense", written, inChart)
      : /\b(?:income|revenue)\b/i.test(written)
        ? lexiconAccount("income", written, inChart)
        : (lexiconAccount("expense", written, inChart) ?? lexiconAccount("income", written, inChart));
  const found = everyday ? chart.find(everyday) : undefined;
  // ("Dr Generator Maintenance 30k", "Debit Stationery": a ledger named on its side whose words
  // the account they are booked to shares none of is that ledger, and the chart has none;
  // "Dr Salary 300k", "Dr Transport" name the accounts that hold them, stated.)
  const stems = (name: string) =>
    name
      .toLowerCase()
      .match(/[a-z]{3,}/g)
      ?.map((w) => w.slice(0, 3)) ?? [];
  const apart = found && !stems(found.name).some((w) => stems(written).includes(w));
  if (named && apart) return { name: written, loose: false };
  return found ? { name: found.name, loose: true } : { name: written, loose: false };
}

/** A cost recorded before its bill comes ("Accrue March electricity", "year end accrual", "not yet billed"). */
const ACCRUAL =
  /\baccru(?:e|ed|es|al|als|ing)\b|\bnot\s+yet\s+(?:billed|invoiced)\b|\bbill\s+not\s+(?:yet\s+)?received\b/i;

/**
 * "Accrue March electricity not yet billed … Cr Accounts Payable" with no supplier named:
 * Accounts Payable holds bills, each a supplier's, so an accrual without one is booked
 * where accruals are, the chart's one accrued liability (stated), when it has one; else
 * building the journal asks for the supplier.
 */
function accrualInstead(chart: AccountSet, account: string, line: JournalDraft["lines"][number], prompt: string) {
  if (line.contact || Number(line.credit) <= 0 || chart.find(account)?.subType !== "payable" || !ACCRUAL.test(prompt))
    return undefined;
  const accrued = chart.rows.filter((a) => a.type === "liability" && /\baccru/i.test(a.name));
  return accrued.length === 1 ? accrued[0]!.name : undefined;
}

/**
 * "reclass 85,000 from uncategorized expense to professional fees": the accounts the books
 * create on first use for what is not yet categorised (documents/cash-accounts.ts), named
 * in a journal before the business has one, are created with it, as an expense or income
 * would create them.
 */
const ROLE_ACCOUNTS = [UNCATEGORIZED.expense, UNCATEGORIZED.income];

export const journalCreator: Creator<JournalDraft, JournalView, z.infer<typeof journalRecord>> = {
  resource: "journals",
  spec: journalSpec,
  fromRecord: (record, memo) => ({
    date: record.date ?? null,
    narration: record.narration ?? memo ?? null,
    reference: record.reference ?? null,
    lines: record.lines.map((line) => ({
      account: line.account,
      debit: decimalString(line.debit),
      credit: decimalString(line.credit),
      description: line.description ?? null,
      contact: line.contact ?? null,
    })),
  }),
  async build(db, { businessId, ids, sourceUuids, baseCurrency, today, structured }, drafts) {
    const statements: BatchItem<"sqlite">[] = [];
    const records: JournalView[] = [];
    const chart = await loadChart(db, businessId);
    const made = new Map<string, AccountRow>();
    for (const [i, draft] of drafts.entries()) {
      const assumptions: Assumption[] = [];
      if (!draft.date)
        assumptions.push({
          field: "date",
          value: today,
          reason: `${structured ? "the record" : "the prompt"} states no date; dated today`,
        });
      const lines: JournalLineInput[] = [];
      for (const [n, l] of draft.lines.entries()) {
        // A structured line names its account exactly: building the journal finds it or answers 400.
        const read = structured
          ? { name: l.account, loose: false }
          : journalAccount(
              chart,
              l.account,
              baseCurrency,
              Number(l.debit) > 0 ? "debit" : "credit",
              draft.narration ?? undefined,
            );
        const accrued = structured ? undefined : accrualInstead(chart, read.name, l, draft.narration ?? "");
        if (accrued)
          assumptions.push({
            field: `lines.${n}.account`,
            value: accrued,
            reason: `an accrual names no supplier, and ${read.name} holds suppliers' bills; booked to ${accrued} until the bill comes`,
          });
        const account = accrued ? { name: accrued, loose: false } : read;
        const role = ROLE_ACCOUNTS.find((r) => r.name.toLowerCase() === account.name.trim().toLowerCase());
        if (role && !structured && !chart.find(role.name) && !made.has(role.name)) {
          const built = await buildRoleAccount(db, businessId, baseCurrency, role);
          statements.push(...built.statements);
          made.set(role.name, built.row);
          assumptions.push({
            field: `lines.${n}.account`,
            value: role.name,
            reason: `the chart had no ${role.name}; created, as an expense or income would create it`,
          });
        }
        if (role && made.has(role.name)) account.name = role.name;
        if (account.loose)
          assumptions.push({
            field: `lines.${n}.account`,
            value: account.name,
            reason: l.account.includes("|")
              ? `the chart has no ${l.account.split("|")[0]} account; booked to ${account.name}`
              : `"${l.account}" is taken to mean ${account.name}`,
          });
        lines.push({
          account: account.name,
          debit: Number(l.debit),
          credit: Number(l.credit),
          description: l.description,
          contact: l.contact ?? null,
        });
      }
      const built = await buildJournal(db, businessId, baseCurrency, ids[i]!, {
        date: draft.date ?? today,
        narration: draft.narration,
        reference: draft.reference,
        sourceUuid: sourceUuids[i] ?? null,
        lines,
        madeAccounts: [...made.values()],
      });
      statements.push(...built.statements);
      records.push(assumptions.length ? { ...built.view, assumptions } : built.view);
    }
    return { statements, records };
  },
};
