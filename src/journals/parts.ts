// A journal whose sum is said with its parts: "Sold goods worth 900,000 to Bolanle Stores:
// 350k was paid in cash, the balance is on credit", "Bought a photocopier for 3.2m: 1.2m
// paid from Zenith and the remaining 2m financed by a bank loan", "Additional capital of
// 5m from the owner: 3m into Zenith and 2m into Access". The whole goes to what was sold,
// bought or put in; each part to where its money came from or went (a bank, cash, what is
// still owed, a loan), the part called the balance or the rest taking what is left. Parts
// that do not add up to the whole are refused, quoted: no line is made up to balance.
import { knownBankIn } from "../accounts/nuban";
import type { FoundAmount } from "../extraction/grammar/amounts";
import type { FieldError } from "../lib/errors";
import { GOODS, TOLD } from "./assets";
import { after, money } from "./phrases";

interface Line {
  account: string;
  debit: string;
  credit: string;
  description: string | null;
  contact?: string | null;
}

const cents = (a: FoundAmount) => BigInt(Math.round(Number(a.value) * 100));
const major = (c: bigint) => (Number(c) / 100).toString();
/** A sum as a refusal shows it ("2,700,000"). */
const shown = (c: bigint) => (Number(c) / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
const quoted = (text: string, amounts: FoundAmount[]) =>
  amounts.map((a) => `"${text.slice(a.start, a.end).trim()}"`).join(", ");

/** Where the clause that states the whole ends, and the parts begin. */
const CLAUSE_END = /[:;,]|\s[–—-]\s|[–—]/;

/** Where one part ends and the next begins ("1.2m from Zenith and the remaining 2m …"). */
const PART_END = /[:;,]|\s[–—-]\s|[–—]|\b(?:and|while|but|with)\b/i;

const SOLD = /\b(?:sold|sells?|selling|sales?\s+(?:of|to))\b/i;
const BOUGHT = /\b(?:bought|buy(?:s|ing)?|purchas(?:e|ed|es|ing)|acquir(?:e|ed|ing))\b/i;
/** Capital the owner puts in ("additional capital of 5m", "the owner injected 5m"), not capital spending. */
const CAPITAL =
  /\bcapital\b(?!\s+(?:expenditure|spend|assets?|items?|goods|allowances?|gains?))|\b(?:owners?|directors?|shareholders?|partners?|proprietors?)\b.*\b(?:invest(?:ed|s)?|inject(?:ed|s)?|contribut(?:ed|es)|put\s+in|brought\s+in)\b/i;

/** A part still owed: by the customer on a sale, to the supplier on a purchase. */
const OWED =
  /\bon\s+credit\b|\bowe[ds]?\b|\bowing\b|\bunpaid\b|\boutstanding\b|\bon\s+account\b|\b(?:yet\s+to\s+be|to\s+be|not\s+yet)\s+paid\b|\bpay(?:s|ing)?\s+(?:it\s+)?later\b/i;
/** A part borrowed ("the remaining 2m financed by a bank loan", "2m from a loan"). */
const BORROWED = /\bloans?\b|\bborrow(?:ed|ing)?\b|\bfinanc(?:ed|ing)\b|\bcredit\s+facility\b/i;
/** What is left of the whole after the parts with their amounts. */
const REMAINDER = /\b(?:balance|rest|remainder|remaining)\b/i;
/** A whole sold or bought on credit: what its parts leave is still owed. */
const WHOLE_ON_CREDIT = /\bon\s+credit\b/i;

/** The VAT on a sale, by the word beside its amount ("plus VAT of 37,500", "37,500 VAT"). */
const isVat = (text: string, a: FoundAmount) =>
  /\bvat\s*(?:of|:|=)?\s*$/i.test(text.slice(Math.max(0, a.start - 20), a.start)) ||
  /^\s*vat\b/i.test(text.slice(a.end));

/** A phrase that names a money account, not a customer or supplier ("from Zenith", "from the till"). */
const moneyNamed = (phrase: string) =>
  knownBankIn(phrase) !== null || /\b(?:bank|account|cash|till|petty)\b/i.test(phrase);

/** What was bought, as written: the object of the verb, else the subject before the amount ("Office equipment of 1.85m bought …"). */
function bought(whole: string, amount: FoundAmount, text: string): string | null {
  const told = TOLD.exec(text)?.[1];
  if (told) return told.trim();
  const verb = BOUGHT.exec(whole);
  if (!verb) return null;
  const what =
    verb.index < amount.start
      ? /^\s+(?:an?\s+|the\s+|some\s+|new\s+)*([a-z][a-z &'’-]*?)(?=\s+(?:worth|for|at|costing|of|from|on|in|to)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|[,.;:(]|\s+[–—-]\s|$)/i.exec(
          whole.slice(verb.index + verb[0].length),
        )?.[1]
      : /^\W*(?:the\s+|our\s+|an?\s+|new\s+)*([a-z][a-z &'’-]*?)\s+(?:of|worth|for|costing|at)\s*$/i.exec(
          whole.slice(0, amount.start).replace(/(?:[₦$£€]|ngn\s*)$/i, ""),
        )?.[1];
  if (!what) return null;
  return GOODS.test(what.trim()) ? "Inventory" : what.trim();
}

/** What was sold, for the income it is ("goods" are Sales, "our old laptop" Other Income). */
function sold(whole: string): string | null {
  const verb = SOLD.exec(whole);
  if (!verb) return null;
  const what = whole.slice(verb.index).replace(/\s+(?:to|for|worth|at|amounting)\b.*$/i, "");
  // (An asset the business used, sold: "Sold our old laptop".)
  return /\b(?:our|the|an?)\s+(?:old|used|former|disused|unused)\b/i.test(what) ? "Other Income" : "Sales";
}

type Kind = "sale" | "purchase" | "capital";

/**
 * The lines of an entry whose whole is stated first and its parts after (the amounts,
 * in order, with dates, references and counts already left out), a 400 when the parts do
 * not add up to it, or null when the prompt is not so.
 */
export function partsEntry(
  text: string,
  amounts: FoundAmount[],
  skip: { start: number; end: number }[],
): Line[] | { problems: FieldError[] } | null {
  if (amounts.length < 2 || /\d\s*%/.test(text)) return null;
  const first = amounts[0]!;
  // (A comma inside a date or an amount ends no clause.)
  const inside = [...skip, ...amounts];
  const boundary = (pattern: RegExp, from: number): { at: number; length: number } | null => {
    while (from < text.length) {
      const m = pattern.exec(text.slice(from));
      if (!m) return null;
      const at = from + m.index;
      if (!inside.some((s) => at >= s.start && at < s.end)) return { at, length: m[0].length };
      from = at + Math.max(1, m[0].length);
    }
    return null;
  };
  // The whole is the clause of the first amount.
  const end = boundary(CLAUSE_END, first.end)?.at ?? -1;
  if (end < 0) return null;
  const whole = text.slice(0, end);
  const inWhole = amounts.filter((a) => a.end <= end);
  const inParts = amounts.filter((a) => a.start >= end);
  if (!inParts.length) return null;
  const kind: Kind | null =
    SOLD.test(whole) && !BOUGHT.test(whole)
      ? "sale"
      : BOUGHT.test(whole) && !SOLD.test(whole)
        ? "purchase"
        : CAPITAL.test(whole)
          ? "capital"
          : null;
  if (!kind) return null;
  const vat = kind === "sale" ? inWhole.filter((a) => isVat(text, a)) : [];
  const goods = inWhole.filter((a) => !vat.includes(a));
  if (goods.length !== 1 || vat.length > 1) return null;
  const account =
    kind === "sale" ? sold(whole) : kind === "purchase" ? bought(whole, goods[0]!, text) : "Owner's Equity";
  if (!account) return null;
  const total = goods.reduce((s, a) => s + cents(a), 0n) + vat.reduce((s, a) => s + cents(a), 0n);
  // Whose receivable or payable what is still owed is: the customer sold to, the supplier bought from.
  const party = kind === "sale" ? after(whole, "to") : kind === "purchase" ? after(whole, "from") : null;
  let contact = party && !moneyNamed(party) ? party : null;
  const control = kind === "sale" ? "Accounts Receivable" : kind === "purchase" ? "Accounts Payable" : null;
  // Money in on a sale or capital ("into Zenith", "in cash"); out on a purchase ("from Access").
  const preps = kind === "purchase" ? "from|via|through|out\\s+of|using|with" : "into|to|in|via|through";

  const parts: { amount: FoundAmount | null; account: string | null }[] = [];
  for (let at = end; at < text.length; ) {
    const next = boundary(PART_END, at);
    const stop = next ? next.at : text.length;
    const clause = text.slice(at, stop);
    const from = at;
    at = next ? stop + next.length : text.length;
    const own = inParts.filter((a) => a.start >= from && a.end <= from + clause.length);
    if (own.length > 1) return null;
    const rest = !own.length && REMAINDER.test(clause);
    // ("she paid 350k in cash upfront": cash, unless a bank is named.)
    const paid = money(clause, preps);
    const where = BORROWED.test(clause)
      ? kind === "purchase"
        ? "Loans Payable"
        : undefined
      : OWED.test(clause)
        ? (control ?? undefined)
        : paid && /\bcash\b/i.test(clause) && knownBankIn(paid) === null && !/\bbank\b/i.test(paid)
          ? "Cash"
          : (paid ?? null);
    if (where === undefined) return null;
    // ("the rest still owed to Globex": whose it is, when the whole did not say.)
    const owedTo = control && where === control && !contact ? after(clause, "to|by") : null;
    if (owedTo && !/^(?:them|him|her|us|it)$/i.test(owedTo)) contact = owedTo;
    if (own.length || rest) parts.push({ amount: own[0] ?? null, account: where });
    // ("the remaining 2m, financed by a bank loan": where a part goes may be its own clause.)
    else if (where && parts.length && !parts[parts.length - 1]!.account) parts[parts.length - 1]!.account = where;
  }
  if (parts.some((p) => !p.account) || parts.filter((p) => !p.amount).length > 1) return null;
  if (parts.some((p) => p.amount && !inParts.includes(p.amount))) return null;
  if (parts.filter((p) => p.amount).length !== inParts.length) return null;
  const stated = inParts.reduce((s, a) => s + cents(a), 0n);
  const left = total - stated;
  const remainder = parts.find((p) => !p.amount);
  // ("Sold goods on credit to Bolanle for 900k; she paid 350k in cash": the rest is owed.)
  const owedRest = !remainder && left > 0n && control && WHOLE_ON_CREDIT.test(whole) ? control : null;
  const wholeQuoted = quoted(text, inWhole);
  if ((remainder && left <= 0n) || (!remainder && left !== 0n && !owedRest))
    return {
      problems: [
        {
          field: "prompt",
          message: `The parts (${quoted(text, inParts)}) come to ${shown(stated)}, ${left < 0n ? "more than" : "not"} the ${shown(total)} of ${wholeQuoted}${remainder ? ", so nothing is left for the rest" : ""}; correct the amounts`,
        },
      ],
    };
  const split = [
    ...parts.map((p) => ({ account: p.account!, amount: p.amount ? cents(p.amount) : left })),
    ...(owedRest ? [{ account: owedRest, amount: left }] : []),
  ];
  const partSide = kind === "purchase" ? "credit" : "debit";
  const make = (account: string, amount: bigint, side: "debit" | "credit"): Line => {
    const line: Line = {
      account,
      debit: side === "debit" ? major(amount) : "0",
      credit: side === "credit" ? major(amount) : "0",
      description: null,
    };
    return account === control && contact ? { ...line, contact } : line;
  };
  const partLines = split.map((p) => make(p.account, p.amount, partSide));
  if (kind === "purchase") return [make(account, total, "debit"), ...partLines];
  return [
    ...partLines,
    make(account, cents(goods[0]!), "credit"),
    ...vat.map((a) => make("VAT Payable", cents(a), "credit")),
  ];
}

/** The kinds of fee a bank or lender takes ("arrangement fee", "transfer charges", "COT"). */
const FEE_KIND =
  "(?:arrangement|processing|management|commitment|bank|transfer|nip|transaction|service|handling|admin(?:istration|istrative)?|ledger|maintenance|cot|sms|stamp\\s+duty)";
/** A fee after its amount: "150,000 arrangement fee", "53.75 transfer charges", "2,500 bank charges". */
const FEE_AFTER = new RegExp(`^\\s*(?:(?:in|of)\\s+)?(?:${FEE_KIND}\\s+)*(?:fees?|charges?|commission)\\b`, "i");
/** A fee named by its kind after its amount, taken or added or not ("150,000 arrangement fee"). */
const FEE_KIND_AFTER = new RegExp(`^\\s*(?:${FEE_KIND}\\s+)+`, "i");
/** A fee before its amount: "transfer fee of 53.75", "bank charges: 50". */
const FEE_BEFORE = new RegExp(
  `\\b${FEE_KIND}\\s+(?:fees?|charges?)\\s*(?:of|:)?\\s*(?:[₦$£€]|ngn\\s*|n(?=\\d))?$`,
  "i",
);
/** Taken off or added on: "less a 150,000 fee", "plus 53.75 charges". */
const TAKEN =
  /\b(?:less|minus|net\s+of|after(?:\s+deducting)?|plus|and|with)\s+(?:an?\s+|the\s+)?(?:[₦$£€]|ngn\s*|n(?=\d))?$/i;
/** "Zenith charged 53.75": the bank that took the fee, before it. */
const CHARGED_BY =
  /\b([a-z][\w&'’-]*(?:\s+(?:bank|plc))?)\s+(?:also\s+)?(?:charged|took|deducted|debited)\s+(?:us\s+)?(?:an?\s+)?(?:fee\s+of\s+)?(?:[₦$£€]|ngn\s*|n(?=\d))?$/i;
/** Where the prompt books the fee ("put the fee to bank charges"). */
const FEE_TOLD =
  /(?:^|[,;.—–]|\s-\s)\s*(?:and\s+)?(?:put|post|book|charge|debit|expense|treat)\s+(?:the\s+|that\s+|this\s+)?(?:fees?|charges?|it)\s+(?:to|under|as|in(?:to)?)\s+(?:the\s+)?([a-z][a-z &'’-]*?)(?=\s*[,.;!]|\s+account\b|$)/i;

const blanked = (text: string, start: number, end: number) =>
  text.slice(0, start) + " ".repeat(end - start) + text.slice(end);

/** Whether a described side is a money account ("Zenith", "Access Bank", "Cash"). */
const moneySide = (account: string) =>
  knownBankIn(account) !== null ||
  (/\b(?:cash|bank|account|till)\b/i.test(account) && !/\bcharges?\b|\bloans?\b/i.test(account));

/**
 * "Moved 1m from Zenith to Access; Zenith charged 53.75 for the transfer", "Access credited
 * 9,850,000 — our 10m bank loan less a 150,000 arrangement fee": an entry and the fee a
 * bank or lender took with it. The fee is an expense (Bank Charges, or where the prompt
 * puts it); the money account carries it, paying it on top of what left or receiving the
 * sum less it. Read once the rest of the prompt, the fee left out, is an entry of one
 * amount (or of the sum and what it came to, which must differ by the fee). Null when
 * the prompt is not so; a 400 when its amounts do not agree.
 */
export function feeEntry(
  text: string,
  amountsOf: (text: string) => FoundAmount[],
  entryOf: (text: string) => { debit: string; credit: string; contact?: string } | null,
): Line[] | { problems: FieldError[] } | null {
  const fees = amountsOf(text).filter((a) => {
    const before = text.slice(Math.max(0, a.start - 40), a.start);
    const afterIt = text.slice(a.end, a.end + 40);
    return (
      (FEE_AFTER.test(afterIt) && (TAKEN.test(before) || FEE_KIND_AFTER.test(afterIt))) ||
      FEE_BEFORE.test(before) ||
      (CHARGED_BY.test(before) && knownBankIn(CHARGED_BY.exec(before)![1]!) !== null)
    );
  });
  if (fees.length !== 1) return null;
  const fee = fees[0]!;
  // The fee's clause left out: from the word that adds or takes it ("less", "plus"), else
  // from the clause's start, to the clause's end.
  const clauseStart = Math.max(
    ...[...text.slice(0, fee.start).matchAll(/[,;:—–]|\s-\s|\.\s/g)].map((m) => m.index + m[0].length),
    0,
  );
  const taken = /\b(?:less|minus|net\s+of|after(?:\s+deducting)?|plus)\b[^,;:—–]*$/i.exec(
    text.slice(clauseStart, fee.start),
  );
  const start = taken ? clauseStart + taken.index : clauseStart;
  const stop = /[,;—–]|\s-\s|\.(?:\s|$)/.exec(text.slice(fee.end));
  const end = stop ? fee.end + stop.index : text.length;
  const by = CHARGED_BY.exec(text.slice(Math.max(0, fee.start - 40), fee.start))?.[1] ?? null;
  let rest = blanked(text, start, end);
  const told = FEE_TOLD.exec(rest);
  if (told) rest = blanked(rest, told.index, told.index + told[0].length);
  const entry = entryOf(rest);
  if (!entry || /\bcharges?\b/i.test(`${entry.debit} ${entry.credit}`)) return null;
  const sameBank = (account: string) => knownBankIn(account) !== null && knownBankIn(account) === knownBankIn(by ?? "");
  const side = by
    ? sameBank(entry.credit)
      ? "credit"
      : sameBank(entry.debit)
        ? "debit"
        : null
    : moneySide(entry.credit)
      ? "credit"
      : moneySide(entry.debit)
        ? "debit"
        : null;
  if (!side) return null;
  const values = [...new Set(amountsOf(rest).map((a) => cents(a)))].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  if (values.length < 1 || values.length > 2) return null;
  const charge = cents(fee);
  const [large, small] = values as [bigint, bigint | undefined];
  // Paying out, the fee on top; receiving, the sum less it.
  const [other, held] =
    small === undefined
      ? [large, side === "credit" ? large + charge : large - charge]
      : side === "credit"
        ? [small, large]
        : [large, small];
  const feeWritten = `"${text.slice(fee.start, fee.end).trim()}"`;
  if (held <= 0n)
    return {
      problems: [
        { field: "prompt", message: `The fee of ${feeWritten} is more than the entry's amount; correct the amounts` },
      ],
    };
  if (small !== undefined && large - small !== charge)
    return {
      problems: [
        {
          field: "prompt",
          message: `${quoted(rest, amountsOf(rest))} differ by ${shown(large - small)}, not by the fee of ${feeWritten}; correct the amounts`,
        },
      ],
    };
  // (Whose receivable or payable, when the entry says: "Brightstar paid … less 2,500 charges".)
  const line = (account: string, debit: bigint, credit: bigint): Line => ({
    account,
    debit: major(debit),
    credit: major(credit),
    description: null,
    ...(entry.contact && /\b(?:receivables?|payables?)\b/i.test(account) ? { contact: entry.contact } : {}),
  });
  const feeLine = line(told?.[1]?.trim() ?? "Bank Charges", charge, 0n);
  return side === "credit"
    ? [line(entry.debit, other, 0n), feeLine, line(entry.credit, 0n, held)]
    : [line(entry.debit, held, 0n), feeLine, line(entry.credit, 0n, other)];
}
