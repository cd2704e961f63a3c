// The bank or cash account a prompt names however loosely: "on Zenith", "via access",
// "charged to the Zenith card", "into GTB dom", "pd frm acess bank", "paid cash". Each of
// the business's bank and cash accounts is scored by the words of its name and bank that
// the prompt holds (a typo of one letter in a long word still counts), the bank a known
// alias points to ("GTB" is GTBank), and its currency ("dom", "USD"). The best score wins;
// a tie the amount's currency cannot break is ambiguous, and the caller must say so.
import type { AccountRow } from "../db/queries/accounts";
import { findAmounts } from "../extraction/grammar/amounts";
import { bankPattern, knownBankIn } from "./nuban";

/** Words every account name may hold: they tell no account from another. */
const GENERIC = new Set(["bank", "account", "acct", "a", "c", "ac", "the", "of", "plc", "ltd", "limited", "nigeria"]);
/** Words that say "the foreign-currency account". */
const FOREIGN = /\b(?:dom|domiciliary|usd|dollars?|gbp|pounds?|eur|euros?)\b/;

/** A foreign-currency account named by its currency alone. */
const FOREIGN_ACCOUNT = /\b(?:dom|domiciliary)\b|\b(?:usd|dollars?|gbp|pounds?|eur|euros?)\s+(?:account|acct|a\/c)\b/;

const tokens = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Equal, or one edit apart when both are long enough for a typo to be a typo. */
function near(a: string, b: string) {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  // One substitution, insertion or deletion at the first difference, the rest equal.
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

function score(account: AccountRow, words: string[], text: string, baseCurrency: string) {
  // "cash" is an everyday word ("cash advance"): it wins only when no bank is named.
  if (account.subType === "cash") return /\b(?:cash|petty cash|till)\b/.test(text) ? 1 : 0;
  let points = 0;
  const own = new Set(tokens(`${account.name} ${account.bankName ?? ""}`).filter((w) => !GENERIC.has(w)));
  for (const word of own) if (words.some((w) => near(w, word))) points += 2;
  const bank = bankPattern(`${account.bankName ?? ""} ${account.name}`);
  if (bank?.test(text)) points += 2;
  if (account.nuban && text.includes(account.nuban)) points += 5;
  // A debit alert's masked number ("Acct:101****671"): its first and last digits; masked
  // to its last four alone ("Acct:**5671"), those (never a card's "506099******2207").
  else if (account.nuban)
    for (const m of text.matchAll(/\b(\d{2,4})[*xX•]{3,}(\d{2,4})\b|(?<![\w*•])[*•]{2,}(\d{4})\b/g))
      if (m[3] ? account.nuban.endsWith(m[3]) : account.nuban.startsWith(m[1]!) && account.nuban.endsWith(m[2]!))
        points += 5;
  // "dom" names the foreign-currency account among the bank's accounts; nothing else scores it.
  if (points > 0 && FOREIGN.test(text)) points += account.currency !== baseCurrency ? 1 : -1;
  // "into the dom account", "from the USD account": the foreign-currency account, no bank named.
  if (points === 0 && account.currency !== baseCurrency && FOREIGN_ACCOUNT.test(text)) points = 1;
  return points;
}

export type MoneyAccountMatch =
  | { kind: "one"; account: AccountRow }
  | { kind: "none" }
  | { kind: "several"; accounts: AccountRow[] };

/** The text with each amount written with its currency blanked, same length. */
const withoutMoney = (text: string) =>
  findAmounts(text)
    .filter((a) => a.currency !== null)
    .reverse()
    .reduce((t, a) => t.slice(0, a.start) + " ".repeat(a.end - a.start) + t.slice(a.end), text);

/** The bank or cash account of `chart` (the business's accounts) that `text` names. */
export function moneyAccountIn(
  chart: AccountRow[],
  text: string,
  baseCurrency: string,
  currency: string | null,
): MoneyAccountMatch {
  // ("USD 149.90 on my Zenith mastercard": the currency beside an amount is the amount's,
  // it names no account.)
  const lower = withoutMoney(text).toLowerCase();
  const words = tokens(lower);
  const scored = chart
    .filter((a) => a.subType === "bank" || a.subType === "cash")
    .map((account) => ({ account, points: score(account, words, lower, baseCurrency) }))
    .filter((s) => s.points > 0)
    .sort((a, b) => b.points - a.points);
  if (scored.length === 0) return { kind: "none" };
  let best = scored.filter((s) => s.points === scored[0]!.points).map((s) => s.account);
  if (best.length > 1 && currency) {
    const sameCurrency = best.filter((a) => a.currency === currency);
    if (sameCurrency.length > 0) best = sameCurrency;
  }
  return best.length === 1 ? { kind: "one", account: best[0]! } : { kind: "several", accounts: best };
}

/** Whether a phrase reads as the name of a bank or cash account, not as "from the airport". */
export const soundsLikeMoneyAccount = (phrase: string) =>
  knownBankIn(phrase) !== null || /\b(?:bank|account|acct|cash|till|wallet|card)\b/i.test(phrase);
