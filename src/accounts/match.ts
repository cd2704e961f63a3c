// Matching an account named loosely in a prompt ("fuel", "product sales", "GTBank") to
// the chart: an exact name first, else the one account whose name and the phrase contain
// each other as whole words. No match, or several, is a 400 naming the field: the
// prompt must then name the account as it is in the chart.
import type { AccountRow, AccountSet } from "../db/queries/accounts";
import { ApiError } from "../lib/errors";

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();
const containsWords = (haystack: string, needle: string) =>
  needle.length > 0 && ` ${haystack} `.includes(` ${needle} `);

/** Words for a kind of account, not one account: "expense", "revenue", "misc expenses". */
const KIND_WORDS =
  /^(?:(?:other|general|misc(?:ellaneous)?|sundry)\s+)?(?:expenses?|expenditures?|incomes?|revenues?|costs?|assets?|liabilit(?:y|ies)|equity|accounts?)$/;
const KIND_TYPES: [RegExp, AccountRow["type"]][] = [
  [/expen|cost/, "expense"],
  [/income|revenue/, "revenue"],
  [/asset/, "asset"],
  [/liabilit/, "liability"],
  [/equity/, "equity"],
];

/**
 * Words accountants cut short in an account's name ("acc dep'n", "dep'n exp", "prof fees",
 * "sal & wages", "office eqpt", "bank chgs", "accr liabs", "int exp"), written out. Only
 * cuts with no other meaning in an account's name: "dep" alone may be a deposit, so it is
 * depreciation only beside "acc" or "exp"; "acc" alone is an account.
 */
const CUT_WORDS: [RegExp, string][] = [
  [/\b(?:acc|accum|accm|accd)\.?\s*(?:\/\s*)?(?=dep)|\ba\s*\/\s*(?=dep)/g, "accumulated "],
  [/\b(?:dep['’]?n|depr['’]?n?|deprec|dep(?=\.?\s+exp)|(?<=accumulated )dep)\b\.?/g, "depreciation"],
  [/\b(?:exp|expn)\b\.?/g, "expense"],
  [/\b(?:exps|expns)\b\.?/g, "expenses"],
  [/\b(?:prof|profl|pro)\b\.?(?=\s+fee)/g, "professional"],
  [/\b(?:sal|sals|salary)\b\.?(?=\s*(?:&|and)\s*wages)/g, "salaries"],
  [/\b(?:eqpt|eqp|equip|equipt|eqt)\b\.?/g, "equipment"],
  [/\b(?:chgs|chg|chrgs|chrg|chges)\b\.?/g, "charges"],
  [/\b(?:accr|accrd)\b\.?/g, "accrued"],
  [/\b(?:liabs|liab|liabs)\b\.?/g, "liabilities"],
  [/\bint\b\.?(?=\s+(?:exp|expense|income|paid|received|payable|receivable)|$)/g, "interest"],
  [/\b(?:sav|savs|svgs|sav\.)(?=\s|$)/g, "savings"],
  [/\b(?:supp|supps|sups)\b\.?/g, "supplies"],
  [/\b(?:maint|mtce|mntc)\b\.?/g, "maintenance"],
  [/\b(?:recv|rcv|rcvbl|recble)\b\.?|(?<=\bacc(?:oun)?ts\.?\s)rec\b\.?/g, "receivable"],
  [/\b(?:pybl|pble|payb)\b\.?/g, "payable"],
  [/\b(?:accts|acs|accs)\b\.?(?=\s+(?:rec|pay))/g, "accounts"],
  [/\bprepd\b\.?|\bprepmts?\b\.?/g, "prepaid"],
  [/\s*&\s*/g, " and "],
];

/**
 * What an accountant's shorthand for a whole account stands for ("COS", "OBE", "stock",
 * "creditors", "accruals", "prepayments"), each with the names charts give it, in order.
 */
const SHORTHAND: [RegExp, string[]][] = [
  [/^(?:cos|cogs|cost of sales|cost of goods)$/, ["cost of goods sold", "cost of sales"]],
  [/^obe$/, ["opening balance equity"]],
  [/^(?:stock|stocks|stock in trade|goods for resale|trading stock)$/, ["inventory", "stock"]],
  [/^(?:trade\s+)?creditors$|^(?:trade\s+)?payables$/, ["accounts payable", "trade payables"]],
  [/^(?:trade\s+)?debtors$|^(?:trade\s+)?receivables$/, ["accounts receivable", "trade receivables"]],
  [/^(?:accruals|accrued|accrued (?:liabilities|expenses))$/, ["accrued liabilities", "accrued expenses", "accruals"]],
  [/^(?:prepayments?|prepaid|prepaids|prepaid expenses?)$/, ["prepaid expenses", "prepayments", "prepaid"]],
];

/**
 * The names a phrase written short may stand for, most likely first: its shorthand's
 * names, else its words written out. Empty when nothing is cut short.
 */
export function writtenOut(phrase: string): string[] {
  const lower = phrase.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, " ").trim();
  const spelled = CUT_WORDS.reduce((text, [pattern, full]) => text.replace(pattern, full), lower)
    .replace(/\s+/g, " ")
    .trim();
  const plain = words(spelled);
  const names = SHORTHAND.find(([pattern]) => pattern.test(plain))?.[1];
  if (names) return names;
  return plain !== words(lower) ? [plain] : [];
}

/**
 * The accounts a phrase written short fits, by every name it may stand for (exactly, else
 * as a name that contains it). Several (a chart with both Accrued Liabilities and
 * Accrued Expenses, for "accruals") is no match.
 */
function writtenOutFits(chart: AccountRow[], phrase: string): AccountRow[] {
  const fits = new Set<AccountRow>();
  for (const name of writtenOut(phrase)) {
    const full = words(name);
    const exactly = chart.filter((a) => words(a.name) === full);
    for (const a of exactly.length ? exactly : chart.filter((a) => containsWords(words(a.name), full))) fits.add(a);
  }
  return [...fits];
}

/** No account of the chart fits the phrase (as opposed to several fitting). */
export class NoAccountMatch extends ApiError {}

/** Against the business's chart as `loadChart` read it. */
export function matchAccount(
  accounts: AccountSet,
  phrase: string,
  field: string,
  allowed: (a: AccountRow) => boolean,
  what: string,
): AccountRow {
  const chart = accounts.rows.filter(allowed);
  const wanted = words(phrase);
  // An accountant's shorthand for a whole account before the words it holds: "cost of
  // sales" is the cost of goods sold, never Sales.
  const shorthand = SHORTHAND.some(([pattern]) => pattern.test(wanted)) ? writtenOutFits(chart, phrase) : [];
  // (Or by its code: "Post to 6100".)
  const exact = chart.find(
    (a) =>
      a.nameKey === phrase.trim().toLowerCase() ||
      a.id === phrase.trim() ||
      (a.code !== null && a.code === phrase.trim()),
  );
  if (exact) return exact;
  if (shorthand.length === 1) return shorthand[0]!;
  // Names the phrase contains ("product sales" holds "Sales"): the longest wins, so
  // "office supplies" picks "Office Supplies" over "Supplies".
  const named = chart.filter((a) => containsWords(wanted, words(a.name))).sort((a, b) => b.name.length - a.name.length);
  if (named.length === 1 || (named.length > 1 && named[0]!.name.length > named[1]!.name.length)) return named[0]!;
  // Else names that contain the phrase ("fuel" in "Fuel and Oil"): only one may fit. A
  // word for a kind of account names none ("an expense of 60,000" is no Depreciation
  // Expense, though the default chart has no other expense account so named).
  if (!named.length && KIND_WORDS.test(wanted)) {
    // (No match, so a cash prompt falls back to its stated default; a journal's 400 lists them.)
    const type = KIND_TYPES.find(([pattern]) => pattern.test(wanted))?.[1];
    const ofKind = chart.filter((a) => a.type === type).map((a) => a.name);
    const message = `"${phrase}" is a kind of account, not one; name one from the chart of accounts${ofKind.length ? ` (${ofKind.join(", ")})` : ""}`;
    throw new NoAccountMatch("invalid_request", `${field}: ${message}`, [{ field, message }]);
  }
  const candidates = named.length ? named : chart.filter((a) => containsWords(words(a.name), wanted));
  if (candidates.length === 1) return candidates[0]!;
  // None: the phrase written short ("acc dep'n", "prof fees", "COS", "stock") is matched
  // written out.
  if (candidates.length === 0) {
    const fits = writtenOutFits(chart, phrase);
    if (fits.length === 1) return fits[0]!;
  }
  if (candidates.length === 0) {
    const message = `no ${what} account matches "${phrase}"; name one from the chart of accounts`;
    throw new NoAccountMatch("invalid_request", `${field}: ${message}`, [{ field, message }]);
  }
  const message = `"${phrase}" matches several ${what} accounts (${candidates.map((c) => c.name).join(", ")}); name one exactly`;
  throw new ApiError("invalid_request", `${field}: ${message}`, [{ field, message }]);
}

/** Exactly the account `reference` names (uuid, source_uuid or name) among the allowed; else a 400 naming the field. */
export function exactAccount(
  accounts: AccountSet,
  reference: string,
  field: string,
  allowed: (a: AccountRow) => boolean,
  what: string,
): AccountRow {
  const found = accounts.find(reference);
  if (found && allowed(found)) return found;
  const message = found
    ? `${found.name} is not ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what} account`
    : `no account "${reference}" in the chart of accounts (uuid, source_uuid or exact name)`;
  throw new NoAccountMatch("invalid_request", `${field}: ${message}`, [{ field, message }]);
}

/**
 * A bank account named by its initials, as bookkeepers write it ("ZB" for the Zenith
 * Bank account, "ZBCA" for Zenith Bank Current Account): the one bank account whose bank's
 * or own name has those initials. The whole phrase must be the initials, two to four
 * letters; none, or several, is no match.
 */
export function bankByInitials(rows: AccountRow[], phrase: string): AccountRow | undefined {
  const written = phrase.trim().toLowerCase();
  if (!/^[a-z]{2,4}$/.test(written)) return undefined;
  const initials = (name: string | null) =>
    (name ?? "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0])
      .join("");
  const fits = rows.filter(
    (a) => a.subType === "bank" && (initials(a.bankName) === written || initials(a.name) === written),
  );
  return fits.length === 1 ? fits[0] : undefined;
}
