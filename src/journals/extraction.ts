// How a journal is read from a prompt: explicit debits and credits ("Debit Rent 500,
// credit Cash 500"), and the common entries people describe in words (everyday.ts:
// accruals, prepayments, loans, drawings, transfers, corrections, depreciation...).
// Account phrases are matched to the chart when the journal is built (create.ts); a
// phrase no account answers to is a 400 there, never a guess here.
import { z } from "zod";
import { lexiconAccount } from "../accounts/lexicon";
import { knownBankIn } from "../accounts/nuban";
import { type FoundAmount, findAmounts, writtenAsMoney } from "../extraction/grammar/amounts";
import { findDates, pastWeekdayMeant } from "../extraction/grammar/dates";
import { documentCodes, findReference } from "../extraction/grammar/references";
import type { Extraction, ResourceSpec } from "../extraction/types";
import type { FieldError } from "../lib/errors";
import { isoDate } from "../schemas/common";
import { type DescribedEntry, describedEntry, MissingAccount, money } from "./everyday";
import { withOpeningSaid } from "./opening-words";
import { feeEntry, partsEntry } from "./parts";
import { after, CREDIT_SIDE, DATE_PHRASE, PAID_FROM, PAID_INTO, withoutLender } from "./phrases";
import { withPlainVoices } from "./plain-voices";
import { bookedTwice, saidAside } from "./said-around";
import { withShortFormsWritten } from "./shorthand";
import { withWorkingsDone } from "./workings";

const decimal = z.string().regex(/^\d+(\.\d+)?$/, "must be a non-negative decimal");

export const journalDraftSchema = z.object({
  date: isoDate.nullable(),
  narration: z.string().trim().min(1).max(500).nullable(),
  reference: z.string().trim().min(1).max(100).nullable(),
  lines: z
    .array(
      z.object({
        account: z.string().trim().min(1).max(200),
        debit: decimal,
        credit: decimal,
        description: z.string().max(500).nullable(),
        /** The customer or supplier of a line on Accounts Receivable or Payable. */
        contact: z.string().trim().min(1).max(200).nullable().optional(),
      }),
    )
    .min(2),
});
export type JournalDraft = z.infer<typeof journalDraftSchema>;
type Line = JournalDraft["lines"][number];

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * "for January" -> the month's last day, in the most recent such month up to today; "at
 * month end" -> this month's (or the month named's: "accrue Nov salaries at month end").
 */
function monthEnd(text: string, today: string): string | null {
  const match =
    new RegExp(`\\bfor\\s+(?:the\\s+month\\s+of\\s+)?(${MONTHS.join("|")})(?:\\s+(\\d{4}))?\\b`, "i").exec(text) ??
    // ("Month-end accrual: wages …", "month end adjustment": the entry belongs to it.)
    (/\b(?:at|on|as\s+at|dated)\s+(?:the\s+)?month[- ]?end\b|^\W*month[- ]?end\b|\bmonth[- ]?end\s+(?:accruals?|adjustments?|journals?|entr(?:y|ies)|closing|close)\b|\b(?:at|on|as\s+at)\s+(?:the\s+)?end\s+of\s+(?:the|this)\s+month\b/i.test(
      text,
    )
      ? (/\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i.exec(
          text,
        ) ?? ["", MONTHS[Number(today.slice(5, 7)) - 1]!])
      : null);
  if (!match) return null;
  const month = MONTHS.findIndex((m) => m.startsWith(match[1]!.toLowerCase().slice(0, 3))) + 1;
  let year = match[2] ? Number(match[2]) : Number(today.slice(0, 4));
  if (!match[2] && `${year}-${String(month).padStart(2, "0")}` > today.slice(0, 7)) year -= 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(last).padStart(2, "0")}`;
}

const line = (account: string, debit: string, credit: string, description: string | null = null): Line => ({
  account,
  debit,
  credit,
  description,
});
/** Short forms bookkeepers write for accounts of the default chart. */
const SHORT_FORMS: Record<string, string> = {
  cogs: "Cost of Goods Sold",
  "cost of sales": "Cost of Goods Sold",
  ar: "Accounts Receivable",
  "a/r": "Accounts Receivable",
  debtors: "Accounts Receivable",
  ap: "Accounts Payable",
  "a/p": "Accounts Payable",
  creditors: "Accounts Payable",
  "fx gain/loss": "Foreign Exchange Gain/Loss",
  "accumulated dep": "Accumulated Depreciation",
  "accum dep": "Accumulated Depreciation",
  // (Notes the business holds, as a cash book heads them.)
  "cash in hand": "Cash",
  "cash on hand": "Cash",
  "cash at hand": "Cash",
};
const clean = (name: string) => {
  const written = name
    .replace(/^(?:the|to|from|into)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  return SHORT_FORMS[written.toLowerCase()] ?? written;
};

/** A price said to be each one's ("95k each", "at 30,000 apiece", "per unit"). */
const EACH = /^\s*(?:each|apiece|a\s+piece|per\s+(?:unit|piece|item|one))\b/i;

/**
 * "utilities & office supplies" before "30k each": the accounts listed, split at "&" and
 * commas, else at "and" ("rent and utilities 30k each"; "Salaries and Wages & Rent" keeps
 * the name that has "and" in it).
 */
function eachAccount(written: string): string[] {
  const cut = /&|,/.test(written) ? /\s*(?:&|,)\s*(?:and\s+)?/i : /\s+and\s+/i;
  return written
    .split(cut)
    .map((part) => clean(part.replace(/[,;:.]+\s*$/, "")))
    .filter(Boolean);
}

/**
 * Lines written account first ("COGS Dr 340,000", "Cash 350,000 Dr"), rewritten side first
 * ("Dr COGS 340,000") for explicitLines. Lines are told apart by new lines, semicolons,
 * slashes, dashes and commas before words or a date ("Rent Dr 125k, Prepaid Expenses Cr
 * 125k, 28-Feb-2026"). What heads the first line up to its colon is kept, its date with it
 * ("Opening balances as at 1 January 2026: Office Equipment 1,800,000 Dr, …").
 */
const ACCOUNT_SIDE_AMOUNT =
  /^(\s*(?:[^\n]*:\s*)?)([a-z][^\d:]*?)\s+(dr|cr|debit|credit)\.?\s+((?:₦|\$|£|€|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?)\s*$/i;
const ACCOUNT_AMOUNT_SIDE =
  /^(\s*(?:[^\n]*:\s*)?)([a-z][^\d:]*?)\s+((?:₦|\$|£|€|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?)\s+(dr|cr|debit|credit)\.?\s*$/i;
function sideFirst(text: string): string {
  return arrowSides(text)
    .split(/(\n|;\s*|\s+\/\s+|\s+[–—-]\s+|,\s+(?=\D|\d{1,2}[-/. ](?:\d{1,2}|[a-z]{3,9})[-/. ]\d{2,4}\b))/i)
    .map((part) => {
      const a = ACCOUNT_SIDE_AMOUNT.exec(part);
      if (a) return `${a[1]}${a[3]} ${a[2]} ${a[4]}`;
      const b = ACCOUNT_AMOUNT_SIDE.exec(part);
      return b ? `${b[1]}${b[4]} ${b[2]} ${b[3]}` : part;
    })
    .join("");
}

/**
 * "95,800 -> bank chgs / accruals": the amount to the first account's debit and the
 * second's credit, as "Dr A / Cr B" is written.
 */
const arrowSides = (text: string) =>
  text.replace(
    /((?:₦|\$|£|€|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?)\s*(?:-+>|→|=>)\s*([a-z][a-z &'’]*?)\s+\/\s+([a-z][a-z &'’]*?)(?=\s*[,.;]|\s*$)/gi,
    (_, amount: string, debit: string, credit: string) => `Dr ${debit} ${amount} / Cr ${credit} ${amount}`,
  );

/** A period the entry covers ("12 months office rent", "a 12-month contract") is not an amount. */
const isPeriod = (text: string, a: FoundAmount) =>
  /^(?:\s*|-)(?:days?|weeks?|months?|years?|nights?)\b/i.test(text.slice(a.end)) && !writtenAsMoney(text, a);

/**
 * The bare numbers of a bracketed note ("(petty cash vouchers PCV 101 to 108)", "(receipt
 * 4471)"): which vouchers, receipts or staff, no amounts, beside the sums the entry has
 * outside it. A sum written as money in a note ("(2,000 of it for paper)") stays an amount,
 * and so does a bracket's number when the prompt has no other.
 */
function withoutNoteNumbers(text: string, amounts: FoundAmount[]): FoundAmount[] {
  const notes = [...text.matchAll(/\([^()\n]*[a-z][^()\n]*\)/gi)].map((m) => [m.index, m.index + m[0].length]);
  const kept = amounts.filter(
    (a) => writtenAsMoney(text, a) || !notes.some(([start, end]) => a.start > start! && a.end < end!),
  );
  return kept.length ? kept : amounts;
}

/**
 * The sums of written lines: none signed or a rate's, none inside a date ("3 November"), the
 * reference or a document's code ("invoice KG/2026/0417"), no period, no bracketed note's number.
 */
function linesAmounts(text: string, today: string): FoundAmount[] {
  const skip: { start: number; end: number }[] = [...findDates(text, today), ...documentCodes(text)];
  const ref = findReference(text);
  if (ref) skip.push(ref);
  return withoutNoteNumbers(
    text,
    findAmounts(text).filter(
      (a) =>
        !a.value.startsWith("-") &&
        !/^\s*%/.test(text.slice(a.end)) &&
        !skip.some((d) => a.start >= d.start && a.start < d.end) &&
        !isPeriod(text, a),
    ),
  );
}

/** Where a sentence ends: the words after it are no part of the line before it. */
const SENTENCE_END = /[.!?]\s+(?=[A-Z])/;

function explicitLines(written: string, today: string): Line[] | { problems: FieldError[] } | null {
  const text = sideFirst(written);
  // ("bought on credit from Globex …: Dr Office Equipment, Cr Accounts Payable": bought on
  // credit is no side; "Cr Credit Card 50k": a side's word right after a side is the account's.)
  const starts = [...text.matchAll(/\b(?:debit|credit|dr\.?|cr\.?)(?::?\s)/gi)]
    .filter((m) => !/(?:\bon|\b(?:debit|credit|dr|cr)\.?:?)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index)))
    .map((m) => m.index);
  if (starts.length < 2) return null;
  const all = linesAmounts(text, today);
  // (A name ends at punctuation, a bracket or " / "; "A/R" is one word.)
  const accountIn = (written: string) =>
    clean(
      written
        .replace(/^\s*(?:and|&|plus|,)\s+/i, "")
        .replace(/\b(?:with|for|by|of)\s*$/i, "")
        .replace(/[,;:.]+\s*$/, "")
        .replace(/\s*(?:[,;:.()]|\s\/\s?|\s+on\s+\d).*$/, ""),
    );
  /** "Accounts Receivable (Chinedu Okafor)": the bracket after an account, its contact or note. */
  const noteOf = (written: string) => /^[^(]*\(([^)]{1,80})\)/.exec(written)?.[1]?.trim() ?? null;
  // "Debit Utilities 30,000 and Office Supplies 20,000": one side, several accounts.
  const parsed = starts.flatMap((start, i) => {
    const chunk = text.slice(start, starts[i + 1] ?? text.length);
    const side = /^(?:debit|dr)/i.test(chunk) ? "debit" : "credit";
    const offset = start + (/^(?:debit|credit|dr\.?|cr\.?):?\s+/i.exec(chunk)?.[0].length ?? 0);
    const whole = text.slice(offset, start + chunk.length);
    const end = SENTENCE_END.exec(whole);
    const body = end ? whole.slice(0, end.index) : whole;
    const amounts = all
      .filter((a) => a.start >= offset && a.end <= offset + body.length)
      .map((a) => ({ ...a, start: a.start - offset, end: a.end - offset }));
    if (amounts.length <= 1) {
      const amount = amounts[0];
      const written = amount ? body.slice(0, amount.start) : body;
      // ("dr utilities & office supplies 30k each": one amount for each account listed.)
      const listed = amount && EACH.test(body.slice(amount.end)) ? eachAccount(written) : [];
      if (listed.length > 1)
        return listed.map((account) => ({
          side,
          account,
          note: null,
          amount: amount!.value,
          at: amount!.start + offset,
        }));
      return [
        {
          side,
          account: accountIn(written),
          note: noteOf(written),
          amount: amount?.value ?? null,
          at: amount ? amount.start + offset : null,
        },
      ];
    }
    return amounts.map((amount, i) => {
      const written = body.slice(i === 0 ? 0 : amounts[i - 1]!.end, amount.start);
      return {
        side,
        account: accountIn(written),
        note: noteOf(written),
        amount: amount.value,
        at: amount.start + offset,
      };
    });
  });
  // "Debit Rent, credit Cash, 500": one amount for both sides.
  const single = all.length === 1 && parsed.every((p) => !p.amount || p.at === all[0]!.start) ? all[0]!.value : null;
  // "Record a credit sale: debit …, credit …": a side word with no amount, among lines that
  // each have theirs on both sides, is a word of the sentence.
  const priced = parsed.filter((p) => p.amount);
  const lines = !single && priced.length >= 2 && new Set(priced.map((p) => p.side)).size === 2 ? priced : parsed;
  if (lines.some((p) => !p.account || (!p.amount && !single))) return null;
  // An amount on no line would be dropped: refused, quoted.
  // (The story may say an amount the lines then carry: "Chinedu's 45,000 … Dr … 45,000".)
  const placed = new Set(lines.map((p) => p.at));
  const unplaced = single ? [] : all.filter((a) => !placed.has(a.start) && !lines.some((p) => p.amount === a.value));
  if (unplaced.length)
    return {
      problems: unplaced.map((a) => ({
        field: "prompt",
        message: `"${text.slice(a.start, a.end).trim()}" is not understood: it is on no debit or credit line; leave it out or make it a line`,
      })),
    };
  const told = lines.map((p) => {
    const amount = p.amount ?? single!;
    const written = p.side === "debit" ? line(p.account, amount, "0", p.note) : line(p.account, "0", amount, p.note);
    // On a receivable or payable, the bracket names whose it is.
    return p.note && CONTROL_WORDS.test(p.account) ? { ...written, description: null, contact: p.note } : written;
  });
  // ("Office Equipment 2,400,000 Dr; … Accumulated Depreciation 600,000 Cr; balance to
  // Opening Balance Equity": the account named last takes what the lines leave over.)
  const closing = CLOSING.exec(text);
  if (!closing?.[2] || all.some((a) => a.end > closing.index)) return told;
  const net = told.reduce((sum, l) => sum + BigInt(Math.round((Number(l.debit) - Number(l.credit)) * 100)), 0n);
  const difference = (Number(net < 0n ? -net : net) / 100).toString();
  if (net === 0n) return told;
  const against = clean(closing[3]!);
  return [...told, net > 0n ? line(against, "0", difference) : line(against, difference, "0")];
}

/** What each part of a loan repayment is, by the word beside its amount. */
const REPAYMENT_PARTS: [RegExp, (entry: DescribedEntry) => string][] = [
  [/^(?:principal|capital)$/i, (entry) => entry.debit],
  [/^interest$/i, () => "Interest Expense"],
  [/^(?:charges?|fees?|commission)$/i, () => "Bank Charges"],
];

/**
 * "Loan repayment from GTB: 250,000 principal and 37,500 interest" (and the instalment's
 * total, when written too): one debit per part, the money account credited with the sum.
 * Null unless every part's amount has its word and they add up to any total written.
 */
function splitRepayment(text: string, entry: DescribedEntry, amounts: FoundAmount[]): Line[] | null {
  if (entry.debit !== "Loans Payable") return null;
  // "… post the interest to Bank Charges", "(interest goes to bank charges)", "We book
  // loan interest under Bank Charges": where the prompt says a part goes.
  const told =
    /\b(?:(?:post|put|book|charge|record|treat)(?:s|ed)?\s+(?:the\s+|all\s+|our\s+)?(?:loan\s+|bank\s+)?interest|interest\s+(?:(?:always|usually|normally)\s+)?(?:goes|go|should\s+go|is\s+(?:(?:always|usually|normally)\s+)?(?:posted|booked|charged|recorded)))\s+(?:to|under|in|as)\s+(?:the\s+)?([a-z][a-z &'-]*?)(?=\s*[,.;!)]|\s+(?:account|instead)\b|$)/i.exec(
      text,
    )?.[1];
  const parts = amounts.map((a) => {
    const word = /^\s*(?:of\s+)?(?:is\s+|as\s+)?([a-z]+)/i.exec(text.slice(a.end))?.[1] ?? "";
    const before = /([a-z]+)\s*(?:of|:|=)?\s*$/i.exec(text.slice(0, a.start))?.[1] ?? "";
    const part = REPAYMENT_PARTS.find(([pattern]) => pattern.test(word) || pattern.test(before));
    const account = part ? part[1](entry) : null;
    return { amount: a.value, account: account === "Interest Expense" && told ? told : account };
  });
  const named = parts.filter((p) => p.account !== null);
  const rest = parts.filter((p) => p.account === null);
  const sum = named.reduce((total, p) => total + BigInt(Math.round(Number(p.amount) * 100)), 0n);
  if (named.length < 2 || rest.some((p) => BigInt(Math.round(Number(p.amount) * 100)) !== sum) || rest.length > 1)
    return null;
  const total = (Number(sum) / 100).toString();
  return [...named.map((p) => line(p.account!, p.amount, "0")), line(entry.credit, "0", total)];
}

/**
 * "Record opening balances: Cash 350,000 and Inventory 2,400,000 against Opening Balance
 * Equity": each account before its amount debited, Opening Balance Equity credited with
 * the sum. Null unless every amount has an account phrase before it.
 */
function openingBalances(text: string, entry: DescribedEntry, amounts: FoundAmount[]): Line[] | null {
  if (entry.credit !== "Opening Balance Equity" && entry.debit !== "Opening Balance Equity") return null;
  const colon = text.indexOf(":");
  const lines: Line[] = [];
  let from = colon >= 0 && colon < amounts[0]!.start ? colon + 1 : amounts[0]!.start;
  if (colon < 0 || colon > amounts[0]!.start) {
    // Without a colon the first account follows "opening balances (for|of)".
    // ("Opening balances as at 1/1/2026 - Cash 300k, …": past the date they are at.)
    // ("enter opening office equipment 1.8m and its accumulated depreciation 600k": the
    // accounts opened named after "opening" itself.)
    const lead = new RegExp(
      String.raw`\bopening\s+(?:balances?\b(?:\s+(?:journal|entry|entries))?[\s:–—-]*(?:${DATE_PHRASE}[\s:,–—-]*)?(?:for\s+|of\s+)?)?`,
      "i",
    ).exec(text);
    if (!lead) return null;
    from = lead.index + lead[0].length;
  }
  // Each account on the side it opens on (phrases.ts); Opening Balance Equity takes the difference.
  const creditSide = CREDIT_SIDE;
  let net = 0n;
  for (const a of amounts) {
    const account = withoutLender(
      clean(
        text
          .slice(from, a.start)
          .replace(/^[\s,;.]*(?:and|&|plus)?\s*(?:its|their|the|our)?\s*/i, "")
          .replace(/[\s:,-]+$/, ""),
      ),
    );
    if (!/^[a-z][a-z' &/-]{1,40}$/i.test(account)) return null;
    const cents = BigInt(Math.round(Number(a.value) * 100));
    const credit = creditSide.test(account);
    lines.push(credit ? line(account, "0", a.value) : line(account, a.value, "0"));
    net += credit ? -cents : cents;
    from = a.end;
  }
  const difference = ((net < 0n ? -net : net) / 1n).toString();
  const equity = (Number(difference) / 100).toString();
  if (net === 0n) return lines;
  return [
    ...lines,
    net > 0n ? line("Opening Balance Equity", "0", equity) : line("Opening Balance Equity", equity, "0"),
  ];
}

const cents = (a: FoundAmount) => BigInt(Math.round(Number(a.value) * 100));
/**
 * The words just before an amount, to tell what it is ("gross salaries 2,400,000"); a
 * summary's leader dots are a colon ("Gross salaries ........ 1,450,000").
 */
const before = (text: string, a: FoundAmount) =>
  text.slice(Math.max(0, a.start - 48), a.start).replace(/\s*(?:\.{3,}|…+|_{3,})\s*$/, ": ");

/**
 * "March payroll: gross salaries 2,400,000; PAYE withheld 180,000 (post to Accrued
 * Liabilities); net pay 2,220,000 paid from Zenith": the gross to salaries, each amount
 * withheld to where the prompt posts it (else Accrued Liabilities), the net pay out of the
 * money account. Null unless the net and what was withheld add up to the gross.
 */
function payrollLines(text: string, amounts: FoundAmount[]): Line[] | null {
  // ("Salaries 800k gross, PAYE 95k …, net 705k": the word after the amount too.)
  const gross = amounts.find(
    (a) =>
      /\bgross(?:\s+(?:salar(?:y|ies)|pay|wages|payroll))?\s*[:=]?\s*$/i.test(before(text, a)) ||
      /^\s*gross\b/i.test(text.slice(a.end)),
  );
  // ("Net pay sent from Zenith …… 1,337,500": where it was paid from said before it.)
  const net = amounts.find(
    (a) =>
      /\bnet(?:\s+(?:salar(?:y|ies)|pay|wages))?(?:\s+(?:paid|sent|transferred)\s+(?:from|via|through|out\s+of)\s+[a-z][\w &'’-]{0,30}?)?\s*[:=]?\s*$/i.test(
        before(text, a),
      ) || /^\s*net\b/i.test(text.slice(a.end)),
  );
  // ("salaries 800k, cr PAYE Payable 64k, balance paid from zenith", "March salaries 1.2m:
  // PAYE 90k and pension 96k withheld, rest paid via GTB": the net pay is what the gross
  // leaves once the deductions are out, said as the balance paid, with no sum of its own.)
  const rest = net
    ? null
    : /\b(?:the\s+)?(?:balance|rest|remainder|remaining|net(?:\s+(?:pay|salar(?:y|ies)|wages))?)\s+(?:(?:was|were|is)\s+)?(?:(?:paid|sent|transferred)\s+(?:out\s+)?)?(?:from|via|through|out\s+of|using)\b/i.exec(
        text,
      );
  const whole =
    gross ??
    (rest && amounts[0] && /\b(?:salar(?:y|ies)|wages|payroll)\s*(?:of|:|=)?\s*$/i.test(before(text, amounts[0]))
      ? amounts[0]
      : undefined);
  if (rest && amounts.some((a) => a.start > rest.index)) return null;
  const withheld = amounts.filter((a) => a !== whole && a !== net);
  const named = (a: FoundAmount) =>
    /\b(?:paye|pension|tax|nhf|nsitf|deductions?|withh[eo]ld(?:ing)?|dues|levy|contributions?)\b/i.test(
      `${before(text, a)} ${text.slice(a.end, a.end + 16)}`,
    );
  if (!whole || !(net || rest) || !withheld.length || !withheld.every(named)) return null;
  const deducted = withheld.reduce((sum, a) => sum + cents(a), 0n);
  if (net ? cents(whole) !== deducted + cents(net) : cents(whole) <= deducted) return null;
  const paid = net ? net.value : (Number(cents(whole) - deducted) / 100).toString();
  const paidFrom = net
    ? money(text.slice(text.lastIndexOf("\n", net.start) + 1), "from|via|through|out of|using")
    : money(text.slice(rest!.index), "from|via|through|out of|using");
  if (!paidFrom) return null;
  // ("112,500  -> Accrued Liabilities": an arrow to it; "cr PAYE Payable 64k": the account credited before it.)
  const postedTo = (a: FoundAmount) =>
    /^[^;\d]*?(?:\b(?:post(?:ed)?|book(?:ed)?|credit(?:ed)?)\s+(?:it\s+)?(?:to|under|as)|(?:-+>|→|=>))\s*(?:the\s+)?([a-z][a-z &'’-]*?)\s*(?=[),;.]|$)/im.exec(
      text.slice(a.end),
    )?.[1] ??
    /\b(?:cr|credit)\.?\s+(?:the\s+)?([a-z][a-z &'’-]*?)\s*[:=]?\s*$/i.exec(before(text, a))?.[1] ??
    "Accrued Liabilities";
  return [
    line("Salaries and Wages", whole.value, "0"),
    ...withheld.map((a) => line(postedTo(a), "0", a.value)),
    line(paidFrom, "0", paid),
  ];
}

/**
 * "Journal the credit sale to Bolanle Stores: goods 800,000 + VAT 60,000 = 860,000
 * receivable": the receivable debited with the whole, the sale and VAT Payable credited
 * with their parts. Null unless the parts add up to the total written (when one is).
 */
function creditSaleLines(text: string, amounts: FoundAmount[]): Line[] | null {
  if (!/\bcredit\s+sales?\b|\bsold\b[^.]*\bon\s+credit\b/i.test(text) || amounts.length < 2 || amounts.length > 3)
    return null;
  const vat = amounts.filter(
    (a) =>
      /\bvat\s*(?:of|:|=|@\s*\d+(?:\.\d+)?\s*%)?\s*$/i.test(before(text, a)) || /^\s*vat\b/i.test(text.slice(a.end)),
  );
  const total = amounts.find(
    (a) => /=\s*$/.test(before(text, a)) || /^\s*(?:total|receivable)\b/i.test(text.slice(a.end)),
  );
  const goods = amounts.filter((a) => !vat.includes(a) && a !== total);
  if (vat.length !== 1 || goods.length !== 1 || (amounts.length === 3 && !total)) return null;
  const sum = cents(goods[0]!) + cents(vat[0]!);
  if (total && cents(total) !== sum) return null;
  const whole = (Number(sum) / 100).toString();
  return [
    line("Accounts Receivable", whole, "0"),
    line(lexiconAccount("income", text) ?? "Sales", "0", goods[0]!.value),
    line("VAT Payable", "0", vat[0]!.value),
  ];
}

/**
 * An entry worked from its parts, each amount named for what it is (a payroll's gross,
 * deductions and net; a credit sale's goods and VAT): its lines, or null.
 */
function workedEntry(text: string, today: string): Line[] | null {
  const amounts = linesAmounts(text, today);
  return amounts.length < 2
    ? null
    : (payrollLines(text, amounts) ??
        creditSaleLines(text, amounts) ??
        listedLines(text, amounts) ??
        disposalLines(text, amounts));
}

/**
 * The one account a list of sums closes against: "all Cr accruals" (each listed debited,
 * it credited with their total), "all Dr X" the other way, "all to X" on the side X
 * opens on, "balance to OBE" (each listed on the side it opens on, X the difference).
 */
const CLOSING =
  /\b(?:(?:all|total|sum|everything)\s+(?:(cr|credit|dr|debit)\.?\s+)?(?:to\s+|against\s+|into\s+)?|(bal(?:ance)?|diff(?:erence)?)\.?\s+(?:to|against|into)\s+)(?:the\s+)?([a-z][a-z &'’/-]*?)\s*[.!]?\s*$/i;

/**
 * "JV-031 month-end accruals, 31/3: electricity 120,000, audit 250,000, salaries 400,000
 * - all Cr accruals", "OB journal as at 1 Jan 2026: stock 1,240,000 … loan 1,500,000 -
 * balance to OBE": sums listed each after its account, after a colon or on lines of their
 * own, and the account they close against (CLOSING). Null unless every sum has its account.
 */
function listedLines(text: string, amounts: FoundAmount[]): Line[] | null {
  const closing = CLOSING.exec(text);
  if (!closing || amounts.some((a) => a.end > closing.index)) return null;
  const first = amounts[0]!;
  const start = Math.max(text.lastIndexOf(":", first.start), text.lastIndexOf("\n", first.start));
  if (start < 0) return null;
  const against = clean(closing[3]!);
  const listed: { account: string; amount: FoundAmount }[] = [];
  let from = start + 1;
  for (const a of amounts) {
    const account = clean(
      text
        .slice(from, a.start)
        .replace(/^[\s,;.|–—-]*(?:and|&|plus)?\s*/i, "")
        .replace(/[\s:,=–—-]+$/, ""),
    );
    if (!/^[a-z][a-z' &/-]{1,40}$/i.test(account)) return null;
    listed.push({ account, amount: a });
    from = a.end;
  }
  const side = closing[1]?.toLowerCase();
  if (!closing[2]) {
    // (Without a side, only an account that holds credits, accruals or payables, is
    // closed against: "COT 3,150, SMS 1,200 - total to Bank Charges" is no such list.)
    if (!side && !CREDIT_SIDE.test(against)) return null;
    const credit = side ? /^c/.test(side) : true;
    const total = (Number(listed.reduce((sum, l) => sum + cents(l.amount), 0n)) / 100).toString();
    return [
      ...listed.map((l) => (credit ? line(l.account, l.amount.value, "0") : line(l.account, "0", l.amount.value))),
      credit ? line(against, "0", total) : line(against, total, "0"),
    ];
  }
  let net = 0n;
  const lines = listed.map((l) => {
    const credit = CREDIT_SIDE.test(l.account);
    net += credit ? -cents(l.amount) : cents(l.amount);
    return credit ? line(l.account, "0", l.amount.value) : line(l.account, l.amount.value, "0");
  });
  const difference = (Number(net < 0n ? -net : net) / 100).toString();
  if (net === 0n) return lines;
  return [...lines, net > 0n ? line(against, "0", difference) : line(against, difference, "0")];
}

/**
 * "Sold the old photocopier for 150k cash. cost 600k, acc dep'n 500k. gain to other
 * income": the proceeds into the money account, the asset's depreciation and cost off the
 * books, and the difference a gain (credit) or loss (debit) to where the prompt puts it.
 * Null unless the three sums are each told by their word.
 */
function disposalLines(text: string, amounts: FoundAmount[]): Line[] | null {
  const sold =
    /\b(?:sold|disposed\s+of|dispose\s+of|sale\s+of|disposal\s+of)\s+(?:the\s+|our\s+|an?\s+)?(?:old\s+|used\s+)?([a-z][a-z &'’-]*?)(?=\s+(?:for|at|to|worth)\b|\s*[,.;(]|\s+[–—-]\s)/i.exec(
      text,
    );
  if (!sold || amounts.length !== 3) return null;
  const said = (word: RegExp) =>
    amounts.filter((a) => word.test(before(text, a)) && !/\d/.test(before(text, a).replace(/^.*\d/, "")));
  const [cost] = said(/\b(?:cost|costing|original\s+cost|bought\s+(?:for|at))\s*(?:of|:|=)?\s*$/i);
  const [depreciated] = said(
    /\b(?:acc(?:um(?:ulated)?)?\.?\s+dep(?:n|r|reciation)?\.?|depreciation\s+(?:to\s+date|charged|so\s+far))\s*(?:of|:|=)?\s*$/i,
  );
  const proceeds = amounts.find((a) => a !== cost && a !== depreciated);
  if (!cost || !depreciated || !proceeds) return null;
  // (Not "to": "gain to other income" says where the gain goes.)
  const into = money(text, "into|in|inside|via");
  if (!into) return null;
  const net = cents(proceeds) + cents(depreciated) - cents(cost);
  const where = (word: string) =>
    new RegExp(
      `\\b${word}\\s+(?:on\\s+disposal\\s+)?(?:to|into|in|as|under)\\s+(?:the\\s+)?([a-z][a-z &'’-]*?)(?=\\s*[,.;]|$)`,
      "i",
    ).exec(text)?.[1];
  const difference = (Number(net < 0n ? -net : net) / 100).toString();
  return [
    line(into, proceeds.value, "0"),
    line("Accumulated Depreciation", depreciated.value, "0"),
    ...(net < 0n ? [line(where("loss") ?? "Loss on Disposal", difference, "0")] : []),
    line(sold[1]!.trim(), "0", cost.value),
    ...(net > 0n ? [line(where("gain") ?? "Other Income", "0", difference)] : []),
  ];
}

/**
 * "We settled Halden & Rowe's GBP 2,400 invoice; it was booked at 4,920,000 but cost us
 * 4,944,000. Post the 24,000 FX loss …": an exchange difference is the one amount that is
 * what two others differ by (their working); the rest may only be the foreign sum itself,
 * written with its currency. Null unless exactly so.
 */
function exchangeDifference(text: string, entry: DescribedEntry, amounts: FoundAmount[]): FoundAmount | null {
  if (![entry.debit, entry.credit].includes("Foreign Exchange Gain/Loss")) return null;
  const bare = amounts.filter((a) => a.currency === null);
  // The one named the loss or gain ("the 24,000 FX loss", "a loss of 24,000").
  const named = bare.filter(
    (a) =>
      /^\s*(?:(?:fx|forex|exchange)\s+)?(?:loss|gain|difference)\b/i.test(text.slice(a.end)) ||
      /\b(?:loss|gain|difference)\s*(?:of|:)?\s*$/i.test(before(text, a)),
  );
  const [posted] = named;
  const [a, b] = bare.filter((x) => x !== posted);
  if (bare.length !== 3 || named.length !== 1 || !a || !b) return null;
  const apart = cents(a) > cents(b) ? cents(a) - cents(b) : cents(b) - cents(a);
  return apart === cents(posted!) ? posted! : null;
}

/** The described entry of `text`, or null (also when it lacks an account). */
const entryOf = (text: string) => {
  try {
    return describedEntry(text);
  } catch (err) {
    if (err instanceof MissingAccount) return null;
    throw err;
  }
};

/**
 * The amounts of a described entry, with where they may not be read: numbers inside dates
 * ("31/12/2025"), the reference ("JV-2026-014") and a document's code are not amounts, nor
 * is a period, nor a count beside another amount.
 */
function entryAmounts(text: string, today: string) {
  const skip: { start: number; end: number }[] = [...findDates(text, today), ...documentCodes(text)];
  const ref = findReference(text);
  if (ref) skip.push(ref);
  // ("office rent (₦3.6 million)": in a sentence, an amount in brackets is an aside, not a negative.)
  const found = withoutNoteNumbers(
    text,
    findAmounts(text)
      .map((a) => (/^\(.*\)$/.test(text.slice(a.start, a.end)) ? { ...a, value: a.value.replace(/^-/, "") } : a))
      .filter(
        (a) =>
          !a.value.startsWith("-") && !skip.some((d) => a.start >= d.start && a.start < d.end) && !isPeriod(text, a),
      ),
  );
  // ("depreciation on the 2 laptops: cost 1,800,000 …": beside another amount, a small bare
  // number before the things it counts is a count, no amount.)
  // ("2 office air conditioners for 1.1m": the things may have words before them.)
  // ("salaries for 4 staff 280k": people counted by a word with no plural s.)
  const counts = (a: FoundAmount) =>
    !writtenAsMoney(text, a) &&
    /^\d{1,2}$/.test(a.value) &&
    /^\s+(?:[a-z-]+\s+){0,3}?(?:[a-z]+s|staff|people|personnel|crew|men|women)\b/i.test(text.slice(a.end)) &&
    !/^\s+(?:[a-z-]+\s+){0,3}?(?:days?|weeks?|months?|years?)\b/i.test(text.slice(a.end));
  const counted = found.length > 1 ? found.filter(counts) : [];
  const amounts = found.filter((a) => !counted.includes(a));
  // ("Bought 2 office chairs at 95k each": the price of one, times the count before it.)
  const [price] = amounts;
  if (counted.length === 1 && amounts.length === 1 && EACH.test(text.slice(price!.end))) {
    const total = Math.round(Number(counted[0]!.value) * Number(price!.value) * 100) / 100;
    return { amounts: [{ ...price!, value: String(total) }], skip };
  }
  return { amounts, skip };
}

/**
 * A described entry ("Accrue salaries of 1.2m", everyday.ts) and its one amount. Every
 * other amount or percentage in the prompt would be dropped, so it is refused, quoted.
 */
function describedLines(text: string, today: string): { lines: Line[] } | { problems: FieldError[] } | null {
  let entry: DescribedEntry | null;
  try {
    entry = describedEntry(text);
  } catch (err) {
    if (err instanceof MissingAccount) return { problems: [{ field: "lines", message: err.message }] };
    throw err;
  }
  if (!entry) return null;
  const percent = /\b\d+(?:\.\d+)?\s*%/.exec(text);
  if (percent)
    return {
      problems: [
        { field: "prompt", message: `"${percent[0]}" is not understood: a journal line holds amounts, not rates` },
      ],
    };
  const { amounts } = entryAmounts(text, today);
  const values = [...new Set(amounts.map((a) => a.value))];
  if (values.length === 0) return { problems: [{ field: "lines", message: "No amount was found for the entry" }] };
  const split =
    values.length > 1 ? (splitRepayment(text, entry, amounts) ?? openingBalances(text, entry, amounts)) : null;
  if (split) return { lines: split };
  const difference = values.length > 1 ? exchangeDifference(text, entry, amounts) : null;
  if (difference) values.splice(0, values.length, difference.value);
  if (values.length > 1) {
    const quoted = amounts.map((a) => `"${text.slice(a.start, a.end).trim()}"`).join(", ");
    return {
      problems: [
        {
          field: "prompt",
          message: `The entry takes one amount and the prompt has several (${quoted}); state the entry as debits and credits`,
        },
      ],
    };
  }
  // (Short forms as in written lines: "cost of sales" is Cost of Goods Sold.)
  const lines = [line(clean(entry.debit), values[0]!, "0"), line(clean(entry.credit), "0", values[0]!)];
  if (entry.contact) for (const l of lines) if (CONTROL_WORDS.test(l.account)) l.contact = entry.contact;
  return { lines };
}

/**
 * The entry's date: the one the prompt says to date it ("Date the correction today",
 * "dated 30 Nov"), a month's end ("for November", "at month end"), else the first named.
 */
function entryDate(text: string, today: string): string | null {
  // ("Paid the salaries we accrued last month": when the earlier entry was, not this one.)
  const dates = findDates(text, today).filter(
    (d) =>
      !/\b(?:we|they|i|you)\s+(?:had\s+)?(?:accrued|booked|posted|recorded|raised)\s+(?:it\s+|them\s+)?(?:on\s+|in\s+)?$/i.test(
        text.slice(Math.max(0, d.start - 30), d.start),
      ) &&
      // ("Accrue March salaries of 2m, to be paid on 2 April": when it will be paid, not this entry.)
      !/\b(?:to\s+be\s+paid|payable|due|will\s+be\s+paid|paying\s+it)\s+(?:on\s+|by\s+)?$/i.test(
        text.slice(Math.max(0, d.start - 30), d.start),
      ),
  );
  const told = dates
    .map((d) => ({ ...d, value: asMeant(text, d, today) }))
    .find((d) =>
      /\b(?:dated?|date\s+(?:it|this|the\s+\w+)|post(?:ed)?\s+(?:it|this|the\s+(?:correction|entry|journal|adjustment|reclass))|(?:accrue|book|record|enter|pass)\s+(?:it|this|them)|as\s+(?:at|of))\s*(?:on\s+|as\s+(?:at|of)\s+)?$/i.test(
        text.slice(Math.max(0, d.start - 30), d.start),
      ),
    );
  // ("warehouse rent for March paid on 2/3/2026": the month is what was paid for, the day
  // it was paid the entry's; not so in a period's adjustment, where "for March" is its date.)
  const happened = /\b(?:accru|prepa|pre-pa|releas|amorti[sz]|depreciat|revers)/i.test(text)
    ? undefined
    : dates.find((d) =>
        /\b(?:paid|received|settled|transferred|moved|lodged|banked|deposited|bought|purchased|sold|credited|debited|withdrawn|remitted|spent)\s+(?:it\s+|them\s+)?on\s+$/i.test(
          text.slice(Math.max(0, d.start - 30), d.start),
        ),
      );
  // ("month-end interest 28/02/2026": the day written is which month's end.)
  const dated =
    dates.find((d) => !/^\W*(?:(?:at|on|the)\s+)*month[- ]?end\W*$/i.test(text.slice(d.start, d.end))) ?? dates[0];
  const first = dated && asMeant(text, dated, today);
  return told?.value ?? (happened && asMeant(text, happened, today)) ?? monthEnd(text, today) ?? first ?? null;
}

/** Entries that adjust a period at its end: dated on its last days, ahead of today. */
const ADJUSTMENT = /\b(?:accru|prepa|pre-pa|releas|amorti[sz]|depreciat)|\bmonth[- ]?end\b/i;

/**
 * A day as the entry means it: "banked on friday" is done, so last Friday, never the next
 * one; "date it 31st" on an accrual or a release is this month's end, ahead of today
 * (a day alone is else the latest one past).
 */
function asMeant(text: string, d: { value: string; start: number; end: number }, today: string): string {
  const written = text
    .slice(d.start, d.end)
    .replace(/[\s,.;]+$/, "")
    .trim();
  const past = pastWeekdayMeant(written, d.value, today);
  if (past !== d.value) return past;
  const day = /^(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$/i.exec(written)?.[1];
  if (day && ADJUSTMENT.test(text)) {
    const [year, month] = today.split("-").map(Number) as [number, number];
    if (Number(day) <= new Date(Date.UTC(year, month, 0)).getUTCDate())
      return `${today.slice(0, 7)}-${day.padStart(2, "0")}`;
  }
  return d.value;
}

/**
 * A row's cells: split at bars ("| A | 1 |": the outer bars are borders; "A | 1 |", the
 * last cell left empty) or tabs, else at runs of spaces.
 */
const cellsOf = (l: string) =>
  (l.includes("|")
    ? (/^\s*\|/.test(l) ? l.replace(/^\s*\|/, "").replace(/\|\s*$/, "") : l).split("|")
    : l.split(/\t|\s{2,}/)
  ).map((c) => c.trim());

/** A cell that is only an amount ("42,000.00", "(3,000,000.00)", "₦85,000") or says none ("", "-"). */
const AMOUNT_CELL = /^\(?-?(?:₦|\$|£|€|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\)?$/i;
const EMPTY_CELL = /^(?:|-|–|—|0\.00|nil)$/i;

/**
 * The column a table's accounts are in: the one headed so ("Account", "Account Name",
 * Sage's "Name" beside its "N/C" code), else the first. ("Description | Account | Debit
 * NGN | Credit NGN": the description is the line's.)
 */
const ACCOUNT_HEADER = /^(?:account(?:\s+(?:name|title))?|name|ledger(?:\s+account)?|a\/c(?:\s+name)?|gl\s+account)$/i;
const DESCRIPTION_HEADER = /^(?:description|details|narration|memo|particulars)$/i;

/**
 * Lines laid out as a table under a header that names Debit and Credit columns ("Account
 * | Debit | Credit", "Debit NGN", tabs, or columns aligned with spaces): each row's account
 * and the amount under one of them (cells split at bars or tabs; aligned with spaces, the
 * amount goes to the column it stands nearer). A note in brackets after an account is the
 * line's description ("Accrued Liabilities (PAYE)"). Null without such a header.
 */
function tableLines(text: string): Line[] | null {
  const rows = text.split(/\r?\n/).filter((l) => l.trim() && !/^\s*\|?\s*:?-{3,}/.test(l));
  const CURRENCY = String.raw`(?:\s*\(?(?:ngn|usd|gbp|eur|₦|\$|£|€)\)?)?`;
  const SIDE = {
    debit: new RegExp(String.raw`^(?:debit|dr)s?\.?${CURRENCY}(?:\s+amount)?$`, "i"),
    credit: new RegExp(String.raw`^(?:credit|cr)s?\.?${CURRENCY}(?:\s+amount)?$`, "i"),
  };
  const headerAt = rows.findIndex((l) => {
    const cells = cellsOf(l);
    return cells.some((c) => SIDE.debit.test(c)) && cells.some((c) => SIDE.credit.test(c));
  });
  if (headerAt < 0) return null;
  const header = rows[headerAt]!;
  const columns = cellsOf(header);
  const at = {
    debit: columns.findIndex((c) => SIDE.debit.test(c)),
    credit: columns.findIndex((c) => SIDE.credit.test(c)),
  };
  const named = columns.findIndex((c) => ACCOUNT_HEADER.test(c));
  const accountAt = named >= 0 ? named : 0;
  const describedAt = columns.findIndex((c) => DESCRIPTION_HEADER.test(c));
  const position = {
    debit: header.search(/\b(?:debit|dr)s?\b/i) + 3,
    credit: header.search(/\b(?:credit|cr)s?\b/i) + 3,
  };
  const lines: Line[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const cells = cellsOf(row);
    const written = cells[/[|\t]/.test(row) ? accountAt : 0] ?? "";
    if (/^total/i.test(written)) continue;
    let debit: string | null = null;
    let credit: string | null = null;
    if (/[|\t]/.test(row)) {
      debit = findAmounts(cells[at.debit] ?? "")[0]?.value ?? null;
      credit = findAmounts(cells[at.credit] ?? "")[0]?.value ?? null;
    } else {
      for (const a of findAmounts(row).filter((a) => a.start >= written.length)) {
        const middle = row.indexOf(row.slice(a.start, a.end)) + (a.end - a.start) / 2;
        if (Math.abs(middle - position.debit) <= Math.abs(middle - position.credit)) debit = a.value;
        else credit = a.value;
      }
    }
    const note = /\s*\(([^)]*)\)\s*$/.exec(written);
    const account = clean(note ? written.slice(0, note.index) : written);
    if (!account || /\d/.test(account) || (!debit && !credit)) continue;
    const description = note?.[1]?.trim() || (describedAt >= 0 && describedAt !== accountAt ? cells[describedAt] : "");
    lines.push(line(account, debit ?? "0", credit ?? "0", description || null));
  }
  return lines.length >= 2 ? lines : null;
}

/**
 * Rows pasted without a header: an account and its debit and credit cells ("Inventory |
 * 640,000.00 |", "Other Income\t-\t3,118.40"), or one column of amounts where a bracket or
 * minus is a credit ("Loans Payable\t(3,000,000.00)", as trial balances export). Read only
 * when each side has a line and the debits equal the credits: without a header, the
 * balance is what says these are an entry's lines.
 */
function headerlessLines(text: string): Line[] | null {
  const lines: Line[] = [];
  for (const row of text.split(/\r?\n/)) {
    if (!/[|\t]/.test(row)) continue;
    const [written = "", ...rest] = cellsOf(row);
    const note = /\s*\(([^)]*)\)\s*$/.exec(written);
    const account = clean(note ? written.slice(0, note.index) : written);
    // (A row with money whose account is no name, "1540 | 5,000 |", would be lost: no reading.)
    if (/^total/i.test(account)) continue;
    if (!/^[a-z]/i.test(account) || /\d/.test(account)) {
      if (rest.some((c) => AMOUNT_CELL.test(c))) return null;
      continue;
    }
    if (!rest.length || rest.length > 2 || !rest.every((c) => AMOUNT_CELL.test(c) || EMPTY_CELL.test(c))) continue;
    const values = rest.map((c) => (AMOUNT_CELL.test(c) ? findAmounts(c)[0]?.value : undefined));
    const description = note?.[1]?.trim() || null;
    if (rest.length === 1) {
      const v = values[0];
      if (!v) continue;
      lines.push(v.startsWith("-") ? line(account, "0", v.slice(1), description) : line(account, v, "0", description));
      continue;
    }
    const [debit, credit] = values;
    if (!debit === !credit || debit?.startsWith("-") || credit?.startsWith("-")) continue;
    lines.push(line(account, debit ?? "0", credit ?? "0", description));
  }
  const total = (side: "debit" | "credit") =>
    lines.reduce((sum, l) => sum + BigInt(Math.round(Number(l[side]) * 100)), 0n);
  const both = lines.some((l) => Number(l.debit) > 0) && lines.some((l) => Number(l.credit) > 0);
  return lines.length >= 2 && both && total("debit") === total("credit") ? lines : null;
}

/**
 * "Loan … drawn down into Access sav - 10m. Dr bank Cr loan": a line on "bank" alone is
 * the bank account the prompt says the money reached (a debit) or left (a credit).
 */
function withBankNamed(text: string, lines: Line[]): Line[] {
  return lines.map((l) => {
    if (!/^(?:the\s+|our\s+)?bank(?:\s+account)?$/i.test(l.account.trim())) return l;
    const named = money(text, Number(l.debit) > 0 ? PAID_INTO : PAID_FROM);
    return named && named !== "Cash" && !/^bank(?:\s+account)?$/i.test(named) ? { ...l, account: named } : l;
  });
}

/** A contact as written that is the business's known contact: as the prompt named it, or its name's start ("Globex"). */
const sameContact = (written: string, known: { name: string; written: string }) => {
  const w = written.trim().toLowerCase();
  return w === known.written.toLowerCase() || known.name.toLowerCase().startsWith(`${w} `);
};

/** Whom goods were bought from ("from") or sold to ("to") on credit: "on credit from Globex", "from Globex on credit". */
function tradedOnCredit(text: string, prep: "from" | "to"): string | null {
  const said =
    new RegExp(String.raw`\bon\s+credit\s+${prep}\s+[^;()\n]*`, "i").exec(text)?.[0] ??
    new RegExp(String.raw`\b${prep}\s+[^.;:()\n]{1,60}?(?=\s+on\s+credit\b)`, "i").exec(text)?.[0];
  return said ? after(said, prep) : null;
}

/** Account phrases that name a control account (as written, or as SHORT_FORMS wrote them). */
const CONTROL_WORDS =
  /\b(?:[Rr]eceivables?|[Pp]ayables?|[Dd]ebtors|[Cc]reditors|RECEIVABLES?|PAYABLES?)\b|\bA\/?[PR]\b/;

/**
 * A bank's alert pasted into a journal ("Zenith DR NGN 127,350.00 Desc: REMITA/FIRS VAT
 * FEB 2026 Date 14-03-2026", "Access: CR NGN 400,000.00 Desc: … Date 17-03-2026") says
 * what the bank did to the business's account: its DR is money out of that account and
 * its CR money in, the other way round from the journal's own Dr and Cr ("Zenith Cr 125k").
 * Said so in words ("127,350.00 paid out of Zenith on 14-03-2026"), its description left
 * out (its "TRF TO … /ACCESS" names the other side's bank). Only a line with an alert's
 * description label and a known bank before its DR or CR.
 */
function withAlertsSaid(text: string): string {
  const rows = text.split("\n");
  const alerts = rows.map((row) => {
    if (!/\b(?:desc(?:ription)?|narration)\s*:/i.test(row)) return null;
    const m =
      /^\W*([a-z][a-z &'’]{1,30}?)\s*:?\s+(dr|cr)\s+((?:ngn|usd|gbp|eur|₦|\$)\s*\d[\d,]*(?:\.\d+)?)\s+(?:desc(?:ription)?|narration)\s*:/i.exec(
        row,
      );
    if (!m || knownBankIn(m[1]!) === null) return null;
    return {
      bank: m[1]!,
      out: /^dr$/i.test(m[2]!),
      // (The sum without its code: "NGN 10,000,000.00 paid into Access" would read "NGN" as an account.)
      amount: m[3]!.replace(/^(?:ngn|usd|gbp|eur)\s*/i, ""),
      date: /\bdate\s*:?\s*(\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}[- ][a-z]{3,9}[- ]\d{2,4})/i.exec(row)?.[1],
      rest: /\s[–—]\s.*$/.exec(row)?.[0] ?? "",
    };
  });
  const on = (date: string | undefined) => (date ? ` on ${date}` : "");
  // The two alerts of one transfer between the business's own accounts (out of one, into
  // the other, the same sum): the move itself.
  const found = alerts.filter((a) => a !== null);
  const [a, b] = found;
  if (
    found.length === 2 &&
    a!.out !== b!.out &&
    findAmounts(a!.amount)[0]?.value === findAmounts(b!.amount)[0]?.value
  ) {
    const [from, to] = a!.out ? [a!, b!] : [b!, a!];
    const moved = `${from.amount} moved from ${from.bank} to ${to.bank}${on(from.date ?? to.date)}`;
    return rows
      .map((row, i) => (alerts[i] === a ? moved : alerts[i] === b ? null : row))
      .filter((row) => row !== null)
      .join("\n");
  }
  return rows
    .map((row, i) => {
      const alert = alerts[i];
      if (!alert) return row;
      const said = alert.out ? `${alert.amount} paid out of ${alert.bank}` : `${alert.amount} paid into ${alert.bank}`;
      return `${said}${on(alert.date)}${alert.rest}`;
    })
    .join("\n");
}

/**
 * The entry's own number in a list it heads ("Adj 3 - Dr Prepaid Expenses 120,000 / Cr
 * Rent 120,000", "AJE 5: …", "Adjustment no. 3 -", "Entry 2:", "#3", "2. Dr …") is no
 * amount: its digits are blanked, same length. An adjustment's or journal's number is the
 * reference ("Adj 3"); a list's count is none. A day with its month is a date ("Journal 5
 * March 2026: …").
 */
const OWN_NUMBER =
  /^\s*(?:((?:adj(?:ustment)?|aje|rje|jnl|journal)\.?\s*(?:no\.?\s*|#\s*)?\d{1,3})|(?:entry|item|line)\s*(?:no\.?\s*|#\s*)?\d{1,3}|#\s*\d{1,3}|\d{1,2}[.)])(?!(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)(?=\s*[:.)|–—-]\s|\s+(?:[–—-]\s|dr\b|cr\b|debit\b|credit\b|[a-z]))/i;
function ownNumber(text: string): { text: string; reference: string | null } | null {
  const m = OWN_NUMBER.exec(text);
  if (!m) return null;
  return {
    text: text.slice(0, m.index) + m[0].replace(/\d/g, " ") + text.slice(m.index + m[0].length),
    reference: m[1]?.trim().replace(/\s+/g, " ") ?? null,
  };
}

export const journalSpec: ResourceSpec<JournalDraft> = {
  noun: "journal",
  usesContacts: true,
  draftSchema: journalDraftSchema,
  instructions:
    'Extract manual journal entries. Each has date (YYYY-MM-DD or null), narration, reference (or null) and lines: at least two, each {account (the account\'s name as written), debit, credit (decimal strings, one of them "0"), description, contact (on an Accounts Receivable or Payable line: the customer or supplier as written, else null)}. Debits must equal credits.',

  fromText(written, source): Extraction<JournalDraft> {
    const said = withOpeningSaid(withWorkingsDone(withPlainVoices(withShortFormsWritten(withAlertsSaid(written)))));
    const label = ownNumber(said);
    const text = label?.text ?? said;
    // ("…, zenith balance is now 1.1m", "the purchase was on 2 Feb, post it today": said beside the entry, no field's.)
    const aside = saidAside(text, source.today, entryDate(text, source.today));
    if (aside.length) return { records: [], problems: aside };
    const found = tableLines(text) ?? headerlessLines(text) ?? explicitLines(text, source.today);
    if (found && "problems" in found) return { records: [], problems: found.problems };
    const worked = found ? null : workedEntry(text, source.today);
    // A whole said with its parts ("Sold goods worth 900,000: 350k in cash, the balance on credit").
    const read = entryAmounts(text, source.today);
    const parted = found || worked ? null : partsEntry(text, read.amounts, read.skip);
    if (parted && "problems" in parted) return { records: [], problems: parted.problems };
    const explicit = (found && withBankNamed(text, found)) ?? worked ?? parted;
    const single = explicit ? null : describedLines(text, source.today);
    // An entry and a fee taken with it ("…; Zenith charged 53.75 for the transfer"): read
    // when the prompt is no entry of one amount.
    const fee =
      explicit || (single && "lines" in single)
        ? null
        : feeEntry(text, (t) => entryAmounts(t, source.today).amounts, entryOf);
    const described = fee ? ("problems" in fee ? fee : { lines: fee }) : single;
    if (described && "problems" in described) return { records: [], problems: described.problems };
    // "Reverse the accrual (originally Dr Professional Fees / Cr Accrued Liabilities)",
    // "Reverse JV-2026-009, which was Dr Utilities 25,000 / Cr Cash 25,000": the lines
    // written are the entry reversed, so each takes the other side. ("Reverse the accrual:
    // Dr Accrued Liabilities …, Cr Utilities …" writes the reversal itself.)
    const reversing =
      explicit &&
      /\brevers(?:e|al|ing)\b/i.test(text) &&
      /\b(?:originally|original(?:\s+(?:entry|journal|posting))?(?:\s+(?:was|read))?|(?:which|that|it)\s+(?:was|were|had\s+been)(?:\s+(?:posted|booked|recorded|entered|passed)(?:\s+as)?)?|(?:was|were)\s+(?:posted|booked|recorded|entered|passed)\s+as)\s*:?\s*(?:dr|debit|cr|credit)\b/i.test(
        text,
      );
    // ("reverse JV-2026-009 (dr rent 75k cr accrued liabilities 75k)": the lines in brackets
    // beside the journal reversed are that journal's.)
    const bracketed =
      explicit &&
      /\brevers(?:e|ing)\s+(?:the\s+|our\s+)?(?:journal|entry|jv|voucher|accrual|posting)?[^()\n]{0,40}\(\s*(?:dr|debit|cr|credit)\b[^()]*\)\s*$/i.test(
        text,
      );
    // ("bank charges of 2,500 were entered twice on zenith, reverse one": the entry described
    // is in the books twice; this one undoes a copy.)
    const undone = !explicit && described && bookedTwice(text);
    const lines =
      reversing || bracketed || undone
        ? (explicit ?? described!.lines!)
            .map((l) => ({ ...l, debit: l.credit, credit: l.debit }))
            .sort((a, b) => (undone ? Number(Number(b.debit) > 0) - Number(Number(a.debit) > 0) : 0))
        : (explicit ?? described?.lines);
    if (!lines) {
      return {
        records: [],
        problems: [{ field: "lines", message: "No debit and credit accounts with an amount were found" }],
      };
    }
    // ("the new server bought on credit from Globex Nigeria Limited …: Dr Office Equipment,
    // Cr Accounts Payable", "sold on credit to Bolanle: Dr AR …": whom the lines written
    // owe or are owed by is said beside them.)
    if (found && !("problems" in found))
      for (const [control, who] of [
        [/\b(?:payables?|creditors)\b|\bA\/?P\b/i, tradedOnCredit(text, "from")],
        [/\b(?:receivables?|debtors)\b|\bA\/?R\b/i, tradedOnCredit(text, "to")],
      ] as const)
        for (const l of lines) if (who && !l.contact && control.test(l.account)) l.contact = who;
    // "FX loss on the Northwind receivable: … Cr Accounts Receivable": the business's
    // contact the prompt names is whose receivable (payable) the control line is.
    // ("took stationery from globex on credit": the contact as written, by its full name.)
    const known = source.knownContact;
    if (known)
      for (const l of lines)
        if (CONTROL_WORDS.test(l.account) && (!l.contact || sameContact(l.contact, known))) l.contact = known.name;
    // ("Depreciation of 60,000 for February dated 28/02/2026, calculated on 5 March"): the
    // day the entry was worked out, prepared or approved has no field; refused, quoted.
    const date = entryDate(text, source.today);
    const unplaced = findDates(text, source.today).filter(
      (d) =>
        d.value !== date &&
        /\b(?:calculated|computed|worked\s+out|prepared|approved|authori[sz]ed|signed(?:\s+off)?|reviewed|checked|run)(?:\s+(?:on|at))?\s+$/i.test(
          text.slice(Math.max(0, d.start - 30), d.start),
        ),
    );
    if (unplaced.length)
      return {
        records: [],
        problems: unplaced.map((d) => ({
          field: "prompt",
          message: `"${text.slice(d.start, d.end).trim()}" is not understood: a journal has one date, the entry's; leave other dates out`,
        })),
      };
    // ("Reverse JV-2026-009": the code of the journal reversed is no reference of this one.)
    const ref = findReference(text);
    const reference =
      ref &&
      !/\brevers(?:e|es|ed|ing|al\s+of)\s+(?:the\s+)?(?:journal\s+|entry\s+|voucher\s+)?$/i.test(
        text.slice(0, ref.start),
      )
        ? ref.value
        : (label?.reference ?? null);
    return {
      records: [
        {
          date,
          narration: source.prompt.trim().slice(0, 500),
          reference,
          lines,
        },
      ],
      problems: [],
    };
  },

  fromTable: () => null,
};
