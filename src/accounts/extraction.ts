// How accounts are read from a prompt ("add an expense account Fuel, code 6120", "add
// GTBank current account 0123456785, NGN, opening balance 250,000") or a chart file.
import { z } from "zod";
import { type AccountType, accountTypes } from "../db/schema";
import { type FoundAmount, findAmounts, writtenAsMoney } from "../extraction/grammar/amounts";
import { corrected } from "../extraction/grammar/corrections";
import { findDates } from "../extraction/grammar/dates";
import { headingLabel, pastedRecord, unreadCells } from "../extraction/grammar/pasted-record";
import { rateOf, withoutRates } from "../extraction/grammar/rates";
import { slashesAs } from "../extraction/grammar/spaced-slashes";
import { UNITS } from "../extraction/grammar/spelled-amounts";
import type { Extraction, ResourceSpec } from "../extraction/types";
import { DEFAULT_CHART } from "../ledger/chart";
import type { FieldError } from "../lib/errors";
import { isCurrencyCode } from "../lib/locale";
import { accountCode, accountSubType } from "../schemas/accounts";
import { isoDate } from "../schemas/common";
import { bankAbroadIn } from "./banks-abroad";
import { bankCodeFor, knownBankIn } from "./nuban";

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, "must be a decimal number");

export const accountDraftSchema = z.object({
  name: z.string().trim().min(1).max(200),
  code: accountCode.nullable(),
  type: z.enum(accountTypes),
  sub_type: accountSubType.nullable(),
  currency: z.string().refine(isCurrencyCode, "must be an ISO 4217 code").nullable(),
  bank_name: z.string().trim().min(1).max(100).nullable(),
  bank_code: z
    .string()
    .regex(/^\d{3}$/)
    .nullable(),
  nuban: z
    .string()
    .regex(/^\d{6,20}$/, "must be digits")
    .nullable(),
  branch_code: z.string().trim().min(1).max(20).nullable(),
  account_name: z.string().trim().min(1).max(200).nullable(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  opening_balance: decimal.nullable(),
  opening_balance_date: isoDate.nullable(),
  exchange_rate: decimal.nullable(),
});
export type AccountDraft = z.infer<typeof accountDraftSchema>;

// The kind of account, most specific words first: "other income" before "income".
const TYPE_WORDS: [RegExp, AccountType, string | null][] = [
  // ("Lakeside Credit Union checking", "Nationwide Building Society savings": banks by another name;
  // "bank charges expense account", "Bank Loan" are what a bank is paid or lends, no bank account.)
  [
    /\b(?:bank|current|savings|checking|domiciliary|dom)\s+account\b|\b(?:bank|credit\s+union|building\s+society)\b(?!\s+(?:charges?|fees?|commissions?|interest|loans?|overdraft|levy|dues|costs?)\b)/i,
    "asset",
    "bank",
  ],
  [/\bpetty cash\b|\bcash (?:account|box|register)\b/i, "asset", "cash"],
  [/\bfixed assets?\b|\bnon-?current assets?\b/i, "asset", "fixed_asset"],
  [/\bcurrent assets?\b/i, "asset", "current_asset"],
  [/\bcost of (?:sales|goods sold)\b|\bdirect costs?\b|\bcogs\b/i, "expense", "cost_of_sales"],
  [/\binterest expenses?\b|\bfinance (?:costs?|charges?)\b/i, "expense", "interest_expense"],
  [/\bother expenses?\b|\bnon-?operating expenses?\b/i, "expense", "other_expense"],
  [/\bexpenses?\b/i, "expense", null],
  [
    /\bother (?:income|revenue)\b|\bnon-?operating income\b|\binterest (?:income|received|earned)\b/i,
    "revenue",
    "other_income",
  ],
  [/\b(?:income|revenue|sales)\b/i, "revenue", null],
  // ("Long-term loan account called 'Stanbic Term Loan'": a loan long-term is such a liability.)
  [
    /\b(?:long[- ]term|non-?current)\s+(?:liabilit(?:y|ies)|loans?|borrowings?|debts?)\b/i,
    "liability",
    "long_term_liability",
  ],
  [/\bcurrent\s+liabilit(?:y|ies)\b/i, "liability", "current_liability"],
  [/\bliabilit(?:y|ies)\b|\bloans? (?:account|payable)\b/i, "liability", null],
  [/\bequity\b|\bcapital account\b/i, "equity", null],
  [/\bassets?\b/i, "asset", null],
];

function kindIn(text: string): { type: AccountType; subType: string | null } | null {
  for (const [pattern, type, subType] of TYPE_WORDS) if (pattern.test(text)) return { type, subType };
  return null;
}

// "a sub-account 'Diesel' under Utilities", "sub-account of Travel": the account it sits under.
const PARENT =
  /\b(?:under|(?:sub[- ]?account|child|part)\s+of)\s+(?:the\s+)?["“']?([A-Za-z][\w&'’ /-]*?)["”']?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|as|for)\b))/i;

/**
 * A sub-account is of its parent's kind: the parent named as the default chart names it
 * (Utilities is an expense). A parent the chart may not hold leaves the kind unsaid, to be asked.
 */
function parentKind(text: string): { type: AccountType; subType: string | null } | null {
  const parent = PARENT.exec(text)?.[1]?.trim().toLowerCase();
  const account = parent ? DEFAULT_CHART.find((a) => a.name.toLowerCase() === parent) : undefined;
  // (Its type, and its section of the chart: a sub-account of Cost of Goods Sold is a cost of
  // sales, one of Rent just an expense.)
  if (!account) return null;
  const section = ["cost_of_sales", "other_income", "fixed_asset", "long_term_liability"].includes(account.subType);
  return { type: account.type, subType: section ? account.subType : null };
}

function typeFrom(text: string): { type: AccountType; subType: string | null } | null {
  // The kind said right before "account" first: "a long term liability account for the
  // Bank of Industry loan" is a liability, whatever bank the sentence names after it.
  const said = [...text.matchAll(/\b(?:[\w'-]+[^\S\n]+){1,3}account\b/gi)].map((m) => kindIn(m[0])).find(Boolean);
  const kind = kindIn(text);
  // (The sentence may say more of that kind elsewhere: "an asset account …, a fixed asset".)
  if (said && !(kind && kind.type === said.type && !said.subType)) return said;
  if (kind) return kind;
  // "Add Ecobank account 2114…": a bank the table knows makes it a bank account; so does
  // its account number ("GTBank dom (USD) 2210934664, nothing in it yet").
  // ("add Wells Fargo business checking", "Citibank savings": the kind of bank account said for "account".)
  if (
    knownBankIn(text) &&
    (/\b(?:account|checking|chequing|savings|current)\b/i.test(text) || ACCOUNT_NUMBER.test(text))
  )
    return { type: "asset", subType: "bank" };
  return parentKind(text);
}

// The parts of a ledger's line: a code alone ("6610", "code 2170"), the kind alone ("expense",
// "other income acct", "Fixed asset a/c") and a heading ("New nominal", "chart of accounts addition").
const LEDGER_CODE = /^(?:(?:account\s+|gl\s+|nominal\s+)?code\s*[:#]?\s*)?(\d{3,6})$/i;
const LEDGER_KIND =
  /^(?:(?:an?|the)\s+)?(?:new\s+)?(?:(?:other|fixed|current|non-?current|long[- ]term|short[- ]term|operating|non-?operating|direct|interest|petty)\s+)*(?:assets?|liabilit(?:y|ies)|expenses?|income|revenue|equity|cost\s+of\s+(?:sales|goods\s+sold)|cogs|direct\s+costs?|cash)(?:\s+(?:account|acct|a\/c))?$/i;
const LEDGER_HEADING =
  /^(?:(?:new|add|create|open|set\s+up)\b[\w\s/-]*|[\w\s/-]*\b(?:nominal|chart\s+of\s+accounts|addition|gl|ledger)\b[\w\s/-]*)$/i;

/**
 * An account written as a ledger's line, its parts set off by dashes or on lines of their
 * own, in any order: "New nominal – 6610 – Software Subscriptions – expense", "fixed asset
 * -- Plant & Machinery -- 1540", "chart of accounts addition –\ncode 2170\nPension
 * Payable\nliability". Read as "expense account "Software Subscriptions", code 6610"; any
 * other part (a label, a sentence, a bank's account number) leaves the text as written.
 */
function ledgerLine(text: string): string | null {
  if (/\d{8,}|:/.test(text)) return null;
  // ("2600<TAB>Term Loan - Fidelity<TAB>Long Term Liability", "1540 | Furniture & Fittings |
  // Fixed Asset": a spreadsheet's row without its header, its cells apart by tabs or bars;
  // a dash inside a cell is the name's.)
  const cells = /^[^\n]*[\t|][^\n]*$/.test(text.trim());
  const parts = text
    .split(cells ? /[^\S\n]*[\t|]+[^\S\n]*/ : /[^\S\n]+(?:-{1,2}|[–—])(?:[^\S\n]+|(?=\n))|[^\S\n]*\n\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 3) return null;
  let code: string | null = null;
  let name: string | null = null;
  const kinds: string[] = [];
  for (const part of parts) {
    const number = LEDGER_CODE.exec(part);
    if (number && !code) code = number[1]!;
    else if (LEDGER_KIND.test(part)) kinds.push(part.replace(/\s+(?:account|acct|a\/c)$/i, ""));
    else if (LEDGER_HEADING.test(part) && !/^[A-Z]\S*\s+[A-Z]/.test(part)) {
      const kind = TYPE_WORDS.find(([pattern]) => pattern.test(part));
      if (kind) kinds.push(part);
    } else if (!name && /^["“'‘]?\p{Lu}/u.test(part)) name = part.replace(/^["“'‘]|["”'’]$/g, "");
    else return null;
  }
  if (!code || !name || kinds.length === 0) return null;
  return `${kinds.join(" ")} account "${name}", code ${code}`;
}

/** Everyday typos and short forms of the words the reader keys on ("ad expnse acct"). */
function normalised(written: string): string {
  // ("opening balance 250k sorry 260k": the amount said last is the one meant.)
  const text = corrected(written)
    .replace(/^\s*ad\b/i, "add")
    // ("account number 204 567 8919": a NUBAN written in groups is its ten digits; a group of
    // four tells it from money's thousands, "1 500 000".)
    .replace(/(?<![\d,.])\d{2,4}(?:[ -]\d{2,4}){1,4}(?![\d,.]\d|\s*[km]\b)/gi, (groups, at: number, all: string) =>
      groups.replace(/\D/g, "").length === 10 &&
      (/\d{4}/.test(groups) ||
        /\b(?:account|acc(?:t|ount)?|a\/c)\.?\s*(?:number|no\.?|#)\s*[:#]?\s*$|\bnuban\s*[:#]?\s*$/i.test(
          all.slice(0, at),
        ))
        ? groups.replace(/\D/g, "")
        : groups,
    )
    // (First, so "liability account please — Pension Payable" is read as "account — …".)
    .replace(/\b(?:pls|please|plz|kindly)\b\s*/gi, "")
    // ("FA a/c 1540 Furniture & Fittings": a fixed asset, written short in capitals.)
    .replace(/\bFA(?=\s+(?:a\/c|acct|account)\b)/g, "fixed asset")
    // "code six two seven zero": a code dictated digit by digit.
    .replace(
      /\b(code\s*(?:is\s*)?[:#=]?\s*)((?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?:[\s,-]+|$)){3,6})/gi,
      (_, lead: string, words: string) =>
        `${lead}${words
          .trim()
          .split(/[\s,-]+/)
          // ("oh" as people say a zero in a number.)
          .map((word) => String(UNITS[word.toLowerCase()] ?? 0))
          .join("")} `,
    );
  return (
    // ("acct / Fuel & Lubricants / expense / 6230": a note's fields, parted as commas part them.)
    slashesAs(ledgerLine(text) ?? text, ", ")
      .replace(/\bexp(?:nse|ence|ens|ns)\b/gi, "expense")

      .replace(/\b(?:acct|acc|a\/c)(?=\s|$|[,.;:])/gi, "account")
      // ("first bank acct … wt 1.75m opening bal": "with" as a text writes it short.)
      .replace(
        /\b(?:wt|wit|wiv|w\/)(?=\s+(?:an?\s+)?(?:[₦$£€]|ngn|usd|gbp|eur|n(?=\d))?\s*\d|\s+(?:an?\s+)?opening\b)/gi,
        "with",
      )
      // ("Create TDS Payable ledger, code 2170": a ledger, as the Indian books say, is an account.)
      .replace(/(?<=\p{L}\s+)ledger(?=\s*[,;(:]|\s+(?:code|under|with|for)\b|\s*$)/giu, "account")
      // "new liability account – Payroll Taxes Payable": the dash introduces the name.
      .replace(/\baccount\s+[–—-]\s+/gi, "account: ")
      // ("Cost of sales account — 5200 — Import Duties": the code between the kind and the name.)
      .replace(/\baccount:\s*(\d{3,6})\s*[:–—-]\s*(.+)$/is, "account: $2, code $1")
      // ("long term liab: …": the word cut short.)
      .replace(/\bliab(?:ility|lity|ilty|lty)?\b\.?/gi, "liability")
      .replace(/\brevenu\b/gi, "revenue")
      // ("o/b ₦1,250,000 @ 01/03/26": the opening balance and its date, written short.)
      .replace(/\bo\/b(?=\s|$|[:,])/gi, "opening balance")
      .replace(/@\s*(?=\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b)/g, "as at ")
      .replace(/\bopening bal\.?(?=\s|$|:)/gi, "opening balance")
      // ("as at month-end Feb", "Feb month-end", "end-Feb": the month's last day, its month named.)
      .replace(
        new RegExp(
          `\\bmonth[- ]end\\s+(?:of\\s+)?(${MONTH})\\b|\\b(${MONTH})\\.?\\s+month[- ]end\\b|\\bend[- ](${MONTH})\\b`,
          "gi",
        ),
        (_, a, b, c) => `end of ${a ?? b ?? c}`,
      )
      // "opening $8,000": the balance's word left out.
      .replace(/\bopening(?=\s*(?:[:=]\s*)?(?:[₦$£€]|ngn|usd|gbp|eur|n(?=\d))?\s*\d)/gi, "opening balance")
      // "with $8,500 opening balance", "NGN 75000 opening as of …": the amount said before its
      // words (written as money, so an account number before them is none; a day written in
      // digits after them, "1.75m opening bal 2day", is no second amount).
      .replace(
        /((?:[₦$£€]|\b(?:ngn|usd|gbp|eur)\s*)\d[\d,]*(?:\.\d+)?(?:\s*[km]\b)?|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?(?:\s*[km]\b)?|\b\d+(?:\.\d+)?\s*[km]\b)\s+(?:as\s+(?:the\s+|its\s+)?)?opening(?: balance\b|(?!\s*(?:balance|date|day|hours?)\b))(?!\s*(?:of|is)?\s*[:=]?\s*(?:[₦$£€]|ngn|usd|gbp|eur)?\s*\d(?![a-z]{3}))/gi,
        "opening balance $1",
      )
      // "other-income", "fixed-asset": the kind's words joined by a hyphen.
      .replace(
        /\b(other|fixed|current|non-current|petty|interest)-(income|revenue|expenses?|assets?|liabilit(?:y|ies)|cash)\b/gi,
        "$1 $2",
      )
      // "bal b/f 1.25m", "balance brought forward": the balance the account opens with.
      .replace(/\b(?:bal(?:ance)?\.?\s*)?(?:b\/f|b\/fwd|brought forward)(?=\s|$|[:,])/gi, "opening balance")
      // A code before the name: "Create account 6220, Vehicle Repairs (expense)", "code 4920:
      // Discount Received, an other income account" read as the name, then the code.
      .replace(
        /^(\s*(?:add|create|new|set up|open)\s+(?:an?\s+)?(?:new\s+)?account)\s+(\d{3,6})(?:\s*[,:–—-]\s*|\s+(?=[a-z]))(.+)$/is,
        "$1 $3, code $2",
      )
      // ("1320 - Employee Advances, current asset": a bare code that opens the line, set off.)
      .replace(/^\s*(?:(?:account\s+|gl\s+)?code\s*(\d{3,6})\s*[,:–—-]|(\d{3,6})\s*[:–—-])\s*(.+)$/is, "$3, code $1$2")
      // ("2600 Term Loan, long-term liability": a code, then the name in capitals.)
      .replace(/^\s*(\d{3,6})\s+(?=[A-Z])(.+)$/s, "$2, code $1")
      // ("code 4920, name Interest Received": the label without its colon, before a capital only.)
      .replace(/(?<!\b(?:account|acc|a\/c|holder)\s+)\bname\s+(?=["“]?[A-Z])/g, "name: ")
      .replace(/\s{2,}/g, " ")
  );
}

const MONTH =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";

// ("code is 6120": the verb is no code.)
// ("'Credit Card Payable', #2110": a number sign before the code, set off from the name.)
// ("sort code 09-01-28", "routing number 021000021", "BSB 062-000", "IFSC HDFC0001234": the
// bank's branch (branch_code), never the chart's code; the word names its country.)
const BRANCH_CODE =
  /\b(?:(sort\s*code)|(routing(?:\s+(?:number|no\.?|#))?|aba(?:\s+routing)?(?:\s+(?:number|no\.?|#))?)|(bsb)(?:\s+code)?|(ifsc)(?:\s+code)?)\s*[:#]?\s*(\d{2}[-\s]\d{2}[-\s]\d{2}|\d{3}-\d{3}|\d{6}|\d{9}|[A-Za-z]{4}0[A-Za-z0-9]{6})(?![\w-])/i;
/** The country whose word for a branch code was used (groups 1-4: sort code, routing, BSB, IFSC). */
const branchCountry = (branch: RegExpExecArray | null) =>
  branch ? (["GB", "US", "AU", "IN"] as const).find((_, i) => branch[i + 1]) : undefined;
const CODE =
  /(?<!\b(?:sort|ifsc|bsb|branch|routing|swift)\s*)\b(?:code|account code|gl code)(?:\s+is)?\s*[:#=]?\s*([A-Za-z0-9.-]{2,20})\b|\((\d{3,6})\)|(?:[,–—-]|^)\s*#\s*(\d{3,5})(?![\d,.]\d)/i;
// The first long run of digits: account numbers are written without separators.
const ACCOUNT_NUMBER = /(?<![\d,.])(\d{8,20})(?![\d,.]\d)/;
const NAME_PATTERNS = [
  // ("Call it Fidelity POS Collections and give it code 1093": the name ends where the next request starts.)
  /\b(?:named|called|(?:call|name)\s+(?:it|the\s+account)|name(?:\s+is)?\s*[:=])\s*["“]?([^,;\n"”(]+?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|under|as|in|for)\b|\s+and\s+(?:give|set|use|put|make|open|add|code|number)\b))/i,
  // ("New bank a/c – Stanbic IBTC current – 0019283749 – …": a dash before a number ends it.)
  /\baccount\s*[:=-]\s*["“]?([^,;\n"”(]+?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|under|as|in|for)\b)|\s+[–—-]+\s+(?=[\d₦$£€]))/i,
  // ("Liability account, code 2170: Pension Payable": the name after its code.)
  /\bcode\s*\d{3,6}\s*[:=–—-]\s*["“]?([A-Z][^,;\n"”(]*?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$))/,
  // ("Furniture & Fittings (fixed asset), code 1540": the kind in brackets after the name.)
  /^\s*["“]?(?!(?:Add|Create|New|Set up|Open|Make|Please|We|I|You|Need|Want|Can|Could|Kindly)\b)([A-Z][^,;\n"”(]*?)["”]?\s*\((?:an?\s+)?(?:[\w-]+\s+){0,2}?(?:account|assets?|liabilit(?:y|ies)|expenses?|income|revenue|equity)\)/,
  // ("Generator Repairs & Servicing. It's an expense account": the name, then a sentence saying its kind.)
  /^\s*["“]?(?!(?:Add|Create|New|Set up|Open|Make|Please|We|I|You|Need|Want|Can|Could|Kindly)\b)([A-Z](?:(?!\baccount\b)[^,;\n"”(.])*?)["”]?\s*[.,]\s*(?:it['’]s|it\s+is|this\s+is)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:account|assets?|liabilit(?:y|ies)|expenses?|income|revenue|equity)\b/i,
  // "new current asset: Deposits for Imports, 1320": the kind as a label, the name after it.
  /^\s*(?:(?:add|create|new|set up|open)\s+)?(?:(?:an?|the)\s+)?(?:new\s+)?(?:[\w-]+\s+){0,2}?(?:assets?|liabilit(?:y|ies)|expenses?|income|revenue|equity)\s*[:=–—-]\s*["“]?([^,;\n"”(]+?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|under|as)\b))/i,
  // ("add cash acct Shop Till code 1015", "petty cash account Front Desk Float": a money
  // account's kind, then its name in capitals.)
  /\b(?:[Pp]etty\s+)?(?:[Cc]ash|[Bb]ank)\s+account\s+["“]?([A-Z][^,;\n"”(]*?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|under|as|in|for|opening|number|no\b|#)\b|\s+\d))/,
  // "add a cash account, Till Cash, code 1015": a capitalised name after the comma.
  /\b[Aa]ccount\s*,\s*["“]?([A-Z][^,;\n"”(]*?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|under|as|in|for)\b))/,
  // "Discount Received, an other income account", "Employee Advances, current asset": the
  // name, then the kind.
  // (A dash between words, "long-term", parts nothing; a request is no name.)
  // ("Import Duties, cost of sales": a section of the chart is a kind too.)
  /^\s*["“]?(?!(?:[Aa]dd|[Cc]reate|[Nn]ew|[Ss]et up|[Oo]pen|[Mm]ake)\b)([A-Z][^,;\n"”(]*?)["”]?(?:\s*,|\s+[–—-])\s*(?:(?:an?|the)\s+)?(?:new\s+)?(?:[\w-]+\s+){0,3}?(?:account|assets?|liabilit(?:y|ies)|expenses?|income|revenue|equity|cost\s+of\s+(?:sales|goods\s+sold)|direct\s+costs?)\b/,
  // ("add Prepaid Insurance, current asset, code 1410": after the request's verb, the kind
  // after a comma; "open UBA Payroll Account in the books - UBA acct …" is no such.)
  /^\s*(?:[Aa]dd|[Cc]reate|[Nn]ew|[Ss]et up|[Oo]pen)\s+["“]?([A-Z][^,;\n"”(]*?)["”]?\s*,\s*(?:(?:an?|the)\s+)?(?:new\s+)?(?:[\w-]+\s+){0,3}?(?:assets?|liabilit(?:y|ies)|expenses?|income|revenue|equity|cost\s+of\s+(?:sales|goods\s+sold)|direct\s+costs?)\b/,
  // ("code 6150, expense, Cleaning & Sanitation", read as "expense, Cleaning & Sanitation, code
  // 6150": the kind alone, then the name in capitals.)
  /^\s*(?:(?:[Aa]n?|[Tt]he)\s+)?(?:[\w-]+\s+){0,2}?(?:[Aa]ssets?|[Ll]iabilit(?:y|ies)|[Ee]xpenses?|[Ii]ncome|[Rr]evenue|[Ee]quity)\s*,\s*["“]?([A-Z][^,;\n"”(]*?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$))/,
  // ("long-term loan account Bank of Industry Loan code 2520": a loan's account too; "expense
  // account in the chart: Subscriptions & Software": where it goes is no part of its name.)
  /\b(?:expense|income|revenue|asset|liability|equity|sales|loan)\s+account\s+(?:(?:in|to|on)\s+(?:the\s+|our\s+)?(?:chart(?:\s+of\s+accounts)?|coa|(?:general\s+|nominal\s+)?ledger|books)\s*(?::\s*|\s+(?:called|named)\s+)?)?(?:for\s+)?["“]?([^,;\n"”(]+?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|under|as|in)\b))/i,
  // ("new class to add to the chart: Plant & Machinery (code 1540)": the name after the chart's colon.)
  /\b(?:chart(?:\s+of\s+accounts)?|coa|nominal\s+ledger)\s*:\s*["“]?([A-Z][^,;\n"”(]*?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$))/,
  // "Add an account for Staff Loans (asset)"
  /\baccount\s+for\s+["“]?([^,;\n"”(]+?)["”]?(?=\s*(?:[,;(\n]|$|\.\s|\.$|\s+(?:with|code|under|as|in)\b))/i,
  // ("… as a fixed asset account", "Add Prepaid Insurance as a current asset")
  /^\s*(?:add|create|set up|open|new)?\s*["“]?([^,;\n"”(]+?)["”]?\s*(?:\([^)]*\)\s*)?\s+as\s+(?:a|an)\s+(?:\w+\s+\w+\s+account|(?:[\w-]+\s+){0,2}?(?:account|assets?|liabilit(?:y|ies)|expenses?|income|revenue|equity))\b/i,
  // "create account Staff Welfare — it's an expense"
  /^\s*(?:add|create|set up|open|new)\s+(?:an?\s+|new\s+)*account\s+["“]?([^,;\n"”(–—]+?)["”]?(?=\s*(?:[,;(\n–—]|$|\.\s|\.$|\s+(?:with|code|under|as|in|for)\b))/i,
  // "we need a pension payable acct (liability), code 2170": the words before "account".
  /\b(?:need|want|add|create|open|set up|make)\s+(?:(?:an?|the|new|another)\s+)*([a-z][\w&'-]*(?:\s+[\w&'-]+){0,4}?)\s+account\b(?=\s*[(,]|\s+(?:code|under|with)\b)/i,
  // "Add Marketing Expenses (code 6300) under expenses"
  // ("Add Furniture & Fittings under fixed assets": the kind may be qualified.)
  /^\s*(?:add|create|new)\s+(?:an?\s+)?["“]?([^,;\n"”(]+?)["”]?\s*(?:\([^)]*\)\s*)?(?:under|in|to)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:expenses?|income|revenue|assets?|liabilit(?:y|ies)|equity)\b/i,
  /\b(?:add|create|open|new|set up|register)\s+(?:(?:a|an|the|new|our)\s+)*["“]?([^,;\n"”(]+?\b(?:account|bank)\b)["”]?(?=\s*(?:[,;(\n]|\d|$|\.\s|\.$|\s+(?:with|code|number|no\b|in|for)\b))/i,
];

// A name in quotes, single or double; an apostrophe inside it ("'Director's Loan'") is no end.
const QUOTED = /(?:^|[\s:])['‘"“](.+?)['’"”](?=[\s,;.)]|$)/;

const KIND_ONLY =
  /^(?:(?:an?|the|new|other|fixed|current|non-?current|long[- ]term|short[- ]term|operating|non-?operating)\s+)*(?:expenses?|income|revenue|assets?|liabilit(?:y|ies)|equity)\s+account$/i;

function findAccountName(text: string): string | null {
  const quoted = QUOTED.exec(text)?.[1]?.trim();
  if (quoted) return quoted;
  for (const pattern of NAME_PATTERNS) {
    const match = pattern.exec(text);
    const value = match?.[1]
      // ("expense account Fuel | code 6120": a bar parts the fields; two spaced slashes or
      // more were made commas above, and one alone is in a name, "Gain / Loss on Disposal".)
      ?.replace(/\s*\|.*$/, "")
      .replace(/\s+\d{3,}\s*$/, "")
      // ("new acct: Generator Repairs - expense - 6220": the kind set off by a dash after the
      // name is its field, not its words; "Repairs - Generators" keeps its dash.)
      .replace(
        /\s+[–—-]+\s+(?:(?:an?|other|fixed|current|non-?current|long[- ]term|short[- ]term|operating)\s+)*(?:expenses?|income|revenue|assets?|liabilit(?:y|ies)|equity)(?:\s+account)?\s*$/i,
        "",
      )
      // ("Pension Payable — code 2170", "Employee Advances - #1320": a dash sets off what follows.)
      .replace(/(?:\s+[–—-]+\s*#?\d{3,6}|\s+[–—-]+)\s*$/, "")
      // ("an account for our Bank of Industry Loan": whose it is, not its name.)
      .replace(/^(?:our|my|the)\s+/i, "")
      .replace(/\s+/g, " ")
      .trim();
    // (A word that joins the sentence is no name: "… an equity account with code 3175"; nor is
    // the kind alone, "add an expense account, code 6400", "a new fixed asset account".)
    if (
      value &&
      !/^(?:an?|the|new|account|expense|income|revenue|asset|liability|equity|with|for|of|under|using|and|code|as)$/i.test(
        value,
      ) &&
      !KIND_ONLY.test(value)
    )
      return value;
  }
  return null;
}

/** "Create a Drawings account": named only by the words before "account", not "called …". */
const bareNamed = (text: string, name: string) =>
  !QUOTED.test(text) && !NAME_PATTERNS.slice(0, -1).some((p) => p.test(text)) && text.includes(name);

// ("zenith bank usd dom acct": the common codes typed in small letters; not every code, since
// "all", "top" and "try" are words too.)
const SMALL_CURRENCY = /\b(ngn|usd|gbp|eur|cad|aud|zar|ghs|kes|cny|jpy|inr|chf|xof)\b/;

function currencyFrom(text: string): string | null {
  for (const match of text.matchAll(/\b([A-Z]{3})\b/g)) if (isCurrencyCode(match[1]!)) return match[1]!;
  const small = SMALL_CURRENCY.exec(text)?.[1];
  if (small) return small.toUpperCase();
  return findAmounts(text).find((a) => a.currency)?.currency ?? null;
}

function openingFrom(text: string) {
  // "opening balance 250,000", "Petty Cash account with 20,000", "starting with 50k".
  const at =
    // ("Opening balance (as at 01/03/2026): ₦650,000.00": its date in brackets before the amount.)
    // ("Opening Balance as at 01-Mar-2026: 1,245,600.00": a statement's heading, its date before the amount.)
    /\b(?:opening|starting) balance(?:\s*\([^)\n]*\)|\s+as\s+(?:at|of|on)\s+[^:\n]{4,24}?(?=\s*:))?(?:\s+of|\s+is)?\s*[:=]?\s*/i.exec(
      text,
    ) ??
    // ("The balance was 640,500 as at 28/02/2026", "balance stood at …"; "savings acct …,
    // balance 75,000 today", "bal: 1.2m", "current balance now 40k": what a new account holds
    // is the balance it opens with.)
    /\b(?:with\s+)?(?:an?\s+)?(?:(?:current|available|present)\s+)?(?:balance|bal\.?)\s*(?:(?:of|is|was|stood\s+at|now|currently|today)\b\s*)?[:=]?\s*/i.exec(
      text,
    ) ??
    /\b(?:(?:starting|funded|opened)\s+)?with\s+(?=(?:[₦$£€]|ngn\s*|n(?=\d))?\d)/i.exec(text) ??
    // ("it already has 8,500 dollars in it": what the account holds now.)
    /\b(?:already\s+)?(?:has|holds|contains)\s+(?=(?:[₦$£€]|[a-z]{3}\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s*(?:[a-z]+\s+)?(?:in\s+it|on\s+it|already)\b)/i.exec(
      text,
    );
  if (!at) return null;
  const offset = at.index + at[0].length;
  const amount = findAmounts(text.slice(offset))[0];
  return amount && amount.start <= 2 ? { ...amount, start: amount.start + offset, end: amount.end + offset } : null;
}

// "account name Ota Ventures Ltd": the holder's name on a bank account, not the account's.
// ("name on account: …", "(account name: …)", "account holder …" too.)
// ("a/c name …", "acct name …": the word written short.)
const HOLDER =
  /\b(?:(?:account|acc(?:t|ount)?|a\/c)\.?\s+name|name\s+on\s+(?:the\s+)?account|account\s+holder)\b\s*(?:is\s*)?[:=]?\s*([^,;\n()]+?)(?=\s*(?:[,;\n()]|$|\.\s(?!(?:llc|ltd|inc|plc|limited|corp)\b)|\.$|\s+(?:with|opening|code|number)\b))/i;
// A bare code after the name: "Freight Inwards 5100", "Rental Income, 4300".
// ("Withholding Tax Receivable, 1340 (for the WHT credit notes …)": a remark in brackets after it.)
const TRAILING_CODE = /(?:^|\s|(?<!\d),)(\d{3,6})\s*\.?\s*(?:\([^()\n]*\)\s*\.?\s*)?$/;

function draftFromText(written: string, today: string): { draft: AccountDraft | null; problems: FieldError[] } {
  const problems: FieldError[] = [];
  const holder = HOLDER.exec(written);
  // The account's own name is read with the holder's taken out.
  const text = normalised(holder ? written.replace(holder[0], " ") : written);
  const read = findAccountName(text);
  // "cost of sales a/c - 5200 Direct Labour", "GL account: 6710 Software Subscriptions": the
  // code written before the name is no part of it.
  const codeFirst = read ? /^(\d{3,6})\s+(?=\p{L})/u.exec(read) : null;
  const named = read && codeFirst ? read.slice(codeFirst[0].length) : read;
  // The kind said of the account ("a liability account called Deferred Revenue") before the
  // words of its name ("Bank of Industry Loan" is no bank account).
  const kind = (named ? typeFrom(text.replace(named, " ")) : null) ?? typeFrom(text);
  // "Keystone Bank savings, acct no 6071829344, …": a bank account is named by the words
  // that open the prompt, up to its details.
  const name =
    named ??
    (kind?.subType === "bank"
      ? // ("Add Citibank checking with an opening balance of …": the name ends before its details.)
        (/^\s*(?:(?:add|create|open|new|set up)\s+)?(?:(?:a|an|the|our|my)\s+)?([A-Za-z][^,;\n\d]*?)\s*(?=[,;\n]|\s-\s|\d|\s+(?:with|opening|o\/b|acct|account\s+(?:no|number|#)|no\.?\s*\d|#)\b|$)/i.exec(
          text,
        )?.[1] ?? null)
      : null);
  // ("bank: GTBank / acct no: 0678912349 / name: Chinwe Okoro Enterprises": a bank account's
  // bare "name:" is whose it is, the holder's, unless it names the account itself, "name:
  // GTBank Operations Account".)
  const holderByName =
    kind?.subType === "bank" &&
    !holder &&
    named &&
    /(?:^|[\n,;])[^\S\n]*name[^\S\n]*[:=][^\S\n]*["“]?([^,;\n"”]+)/i.exec(text)?.[1]?.trim() === named &&
    !/\b(?:bank|account|current|savings|dom(?:iciliary)?|naira|dollar|usd|ngn|operations|collections?|payroll)\b/i.test(
      named,
    )
      ? named
      : null;
  if (!name) problems.push({ field: "name", message: "The account's name was not found" });
  if (!kind)
    problems.push({
      field: "type",
      message: "The account's type (asset, liability, equity, revenue, expense or bank) was not found",
    });
  if (!name || !kind) return { draft: null, problems };
  const isBankAccount = kind.subType === "bank";
  const branch = isBankAccount ? BRANCH_CODE.exec(text) : null;
  const number = isBankAccount
    ? (ACCOUNT_NUMBER.exec(branch ? text.replace(branch[0], " ") : text)?.[1] ?? null)
    : null;
  const opening = openingFrom(text);
  // ("…, opening balance 5000": the amount the line ends with is no code.)
  const trailing = isBankAccount ? null : TRAILING_CODE.exec(text);
  const code =
    CODE.exec(text) ??
    codeFirst ??
    (trailing && !(opening && opening.end > trailing.index && opening.start < trailing.index + trailing[0].length)
      ? trailing
      : null);
  const bankCode = isBankAccount ? bankCodeFor(text) : null;
  // "opening balance $5,000 at 1,550" (or "at ₦1,560"): a bare "at <number>" after a
  // foreign balance is its rate. (A naira balance has none, and "at 31/12/2025" is its date.)
  const rate =
    rateOf(text) ??
    (opening?.currency && opening.currency !== "NGN"
      ? (/^\s*(?:at|@)\s*(?:[₦£$€]|(?:ngn|gbp|usd|eur)\s*|n(?=\d))?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,./-])/i
          .exec(text.slice(opening.end))?.[1]
          ?.replace(/,/g, "") ?? null)
      : null);
  const found = opening ? findDates(text, today)[0] : undefined;
  let openingDate = found?.value ?? null;
  // An opening balance is history: a date without a year that lands ahead is last year's.
  // A year the prompt states is kept as stated.
  if (found && openingDate && !found.yearStated && openingDate > today) {
    openingDate = `${Number(openingDate.slice(0, 4)) - 1}${openingDate.slice(4)}`;
  }
  // A bank the table knows is named as it is known, wherever the prompt names it; else
  // the capitalised words the prompt starts with.
  const bankName = isBankAccount
    ? (knownBankIn(text) ??
      /^\s*(?:add|create|open|new|set up)?\s*(?:(?:a|an|the|new|our)\s+)*([A-Z][\w&.]*(?:\s+[A-Z][\w&.]*)*)/.exec(
        text.replace(/^\s*(?:add|create|open|new|set up)\s+/i, ""),
      )?.[1] ??
      null)
    : null;
  return {
    draft: {
      // "a Drawings account": the word is the kind of record, not the name, but for a bank's.
      // (A holder read from "name:" leaves the account named by its bank.)
      name: holderByName
        ? `${bankName ?? "Bank"} account`
        : isBankAccount || !/\baccount$/i.test(name) || !bareNamed(text, name)
          ? name
          : name.replace(/\s+account$/i, ""),
      code: code ? (code[1] ?? code[2] ?? code[3])! : null,
      type: kind.type,
      sub_type: kind.subType,
      currency: currencyFrom(text) ?? opening?.currency ?? null,
      bank_name: bankName,
      bank_code: null,
      nuban: number,
      branch_code: branch?.[5] ?? null,
      account_name: holder?.[1]?.trim() ?? holderByName ?? null,
      // A Nigerian bank (known by name) is in NG; otherwise the country must be stated.
      // (Citibank is in both tables: in Nigeria only with a NUBAN or naira, "Citibank checking" is no Nigerian account.)
      country:
        (bankCode && (!bankAbroadIn(text) || number?.length === 10 || /\b(?:ngn|naira)\b|₦/i.test(text))) ||
        /\bnigeria\b/i.test(text)
          ? "NG"
          : // ("Chase business checking, routing 021000021": a bank abroad, or the branch code's word, says where.)
            (branchCountry(branch) ?? bankAbroadIn(text)?.country ?? null),
      opening_balance: opening?.value ?? null,
      opening_balance_date: openingDate,
      exchange_rate: rate,
    },
    problems: [
      ...unplacedAmounts(text, today, [opening, number, code?.[1] ?? code?.[2] ?? code?.[3], rate, branch?.[5]]),
    ],
  };
}

/**
 * An amount the account has no field for ("monthly budget 50k", "credit limit 500k") is
 * refused, quoted, rather than dropped: only the opening balance, the account number, the
 * code, the rate and dates have a place.
 */
function unplacedAmounts(
  text: string,
  today: string,
  placed: (FoundAmount | string | null | undefined)[],
): FieldError[] {
  const withoutRate = withoutRates(text);
  const dates = findDates(withoutRate, today);
  const values = new Set(placed.map((p) => (typeof p === "string" ? p : p?.value)).filter(Boolean));
  return findAmounts(withoutRate)
    .filter(
      (a) =>
        writtenAsMoney(withoutRate, a) &&
        !values.has(a.value) &&
        // An account number keeps its leading zero as written ("0123456789").
        !values.has(withoutRate.slice(a.start, a.end).replace(/\D/g, "")) &&
        !dates.some((d) => a.start >= d.start && a.start < d.end),
    )
    .map((a) => {
      const quoted = withoutRate.slice(a.start, a.end).trim();
      return {
        field: "prompt",
        message: `"${quoted}" is not understood: an account holds no amount but its opening balance`,
      };
    });
}

const HEADERS: Record<string, RegExp> = {
  name: /^(?:name|account|account ?name|title)$/i,
  // ("Nominal Code", "N/C": Sage's.)
  code: /^(?:code|account ?code|number|account ?number|no\.?|gl ?code|nominal ?code|n\/c)$/i,
  type: /^(?:type|account ?type|category|class)$/i,
  sub_type: /^(?:sub ?type|detail ?type|subtype|sub-type)$/i,
  currency: /^(?:currency|ccy)$/i,
  opening_balance: /^(?:opening ?balance|balance)$/i,
};
// What else a bank account's row is headed with ("Bank | Account No | Currency | Opening Bal | As at").
const BANK_HEADINGS =
  /^(?:bank|bank ?name|account ?(?:no\.?|number|#)|acc(?:t|ount)? ?no\.?|nuban|opening ?bal\.?|as ?at|as ?of|opening ?date|date)$/i;

const isHeading = (cell: string) => {
  const label = headingLabel(cell);
  return BANK_HEADINGS.test(label) || Object.values(HEADERS).some((heading) => heading.test(label));
};
// A pasted row is an account's when its header names it (or its bank) and another field.
const isPastedHeader = (row: string[]) =>
  row.filter(isHeading).length >= 2 &&
  row.some((cell) => HEADERS.name!.test(headingLabel(cell)) || /^bank(?: ?name)?$/i.test(headingLabel(cell)));

/**
 * An account pasted as a spreadsheet's rows or a form ("Code | Name | Type", "Account Name:
 * …"): read as a file's chart is, a cell under a heading no field takes refused when it
 * holds money ("Budget FY26 | 1,800,000.00"). A bank account's row ("Bank | Account No |
 * Opening Bal | As at") is read as the sentence its cells make ("Bank: UBA, Account No: …").
 */
function fromPasted(text: string, today: string): Extraction<AccountDraft> | null {
  const pasted = pastedRecord(text, isHeading, isPastedHeader);
  if (!pasted) return null;
  const [header, ...body] = pasted.rows;
  // (A bank's letter is a form too, "Account Name: OTA VENTURES LTD / Account Type: CURRENT",
  // its name the holder's: the sentence reading knows a bank account's words.)
  const bankish = header!.some((cell) => BANK_HEADINGS.test(headingLabel(cell)));
  // (A form with a number among its other lines, "Opening balance date: 01/03/2026", is read
  // as a sentence, which knows more fields than a chart's columns.)
  if (pasted.form && (bankish || /\d/.test(pasted.rest))) return null;
  const table = accountSpec.fromTable(pasted.rows, { prompt: pasted.rest, today });
  if (table && !(pasted.form && table.problems.length)) {
    const unread = unreadCells(pasted.rows, (cell) => Object.values(HEADERS).some((h) => h.test(headingLabel(cell))));
    const money = unread.flatMap((cell) =>
      findAmounts(cell)
        .filter((a) => writtenAsMoney(cell, a))
        .map((a) => ({
          field: "prompt",
          message: `"${cell.slice(a.start, a.end).trim()}" is not understood: an account holds no amount but its opening balance`,
        })),
    );
    // (And the lines around it: "monthly budget 50k" beside the row is refused as in a sentence.)
    money.push(...unplacedAmounts(pasted.rest, today, []));
    return money.length ? { records: [], problems: [...table.problems, ...money] } : table;
  }
  if (pasted.form || body.length !== 1) return null;
  const said = header!.map((heading, i) => `${heading}: ${body[0]![i] ?? ""}`).join(", ");
  const { draft, problems } = draftFromText(`${pasted.rest}\n${said}`.trim(), today);
  return { records: draft ? [draft] : [], problems };
}

function typeFromCell(cell: string): { type: AccountType; subType: string | null } | null {
  const value = cell.trim().toLowerCase();
  const exact = (accountTypes as readonly string[]).includes(value)
    ? { type: value as AccountType, subType: null }
    : // ("Category: Overheads": Sage's word for the running costs.)
      /^(?:overheads?|operating (?:costs?|expenses?))$/.test(value)
      ? { type: "expense" as const, subType: null }
      : // ("Type: Cash", "Type: Bank": a money account's kind alone.)
        /^(?:cash|bank)$/.test(value)
        ? { type: "asset" as const, subType: value }
        : null;
  return exact ?? typeFrom(value) ?? (/cost of/.test(value) ? { type: "expense", subType: "cost_of_sales" } : null);
}

export const accountSpec: ResourceSpec<AccountDraft> = {
  noun: "account",
  draftSchema: accountDraftSchema,
  instructions:
    "Extract chart-of-accounts entries. Each has name, code, type (asset, liability, equity, revenue or expense; bank and cash accounts are assets with sub_type bank or cash), sub_type (snake_case or null), currency (ISO code or null), and for banks bank_name, bank_code, nuban (account number), branch_code (a sort code, routing number, BSB or IFSC as written), account_name, country (ISO alpha-2), opening_balance (decimal string), opening_balance_date (YYYY-MM-DD) and exchange_rate. Use null for anything not stated.",

  fromText(text, source): Extraction<AccountDraft> {
    const pasted = fromPasted(text, source.today);
    if (pasted) return pasted;
    const { draft, problems } = draftFromText(text, source.today);
    return { records: draft ? [draft] : [], problems };
  },

  fromTable(rows) {
    const headerAt = rows
      .slice(0, 5)
      .findIndex(
        (row) => row.some((c) => HEADERS.name!.test(c.trim())) && row.some((c) => HEADERS.type!.test(c.trim())),
      );
    if (headerAt < 0) return null;
    const header = rows[headerAt]!;
    const column = (field: string) => header.findIndex((c) => HEADERS[field]!.test(c.trim()));
    const cols = Object.fromEntries(Object.keys(HEADERS).map((f) => [f, column(f)]));
    const records: AccountDraft[] = [];
    const problems: FieldError[] = [];
    rows.slice(headerAt + 1).forEach((row, i) => {
      if (row.every((c) => !c.trim())) return;
      const line = headerAt + i + 2;
      const cell = (field: string) => (cols[field]! >= 0 ? (row[cols[field]!] ?? "").trim() || null : null);
      const name = cell("name");
      const kind = typeFromCell(cell("type") ?? "");
      if (!name) problems.push({ field: `rows.${line}.name`, message: `Row ${line} has no name` });
      if (!kind) problems.push({ field: `rows.${line}.type`, message: `Row ${line} has no recognisable account type` });
      if (!name || !kind) return;
      const subType =
        cell("sub_type")
          ?.toLowerCase()
          .replace(/[\s-]+/g, "_") ?? kind.subType;
      const opening = cell("opening_balance");
      records.push({
        name,
        code: cell("code"),
        type: kind.type,
        sub_type: subType,
        currency: cell("currency")?.toUpperCase() ?? null,
        bank_name: null,
        bank_code: null,
        nuban: null,
        branch_code: null,
        account_name: null,
        country: null,
        opening_balance: opening ? (findAmounts(opening)[0]?.value ?? opening) : null,
        opening_balance_date: null,
        exchange_rate: null,
      });
    });
    if (records.length === 0 && problems.length === 0)
      problems.push({ field: "rows", message: "The table has a header but no accounts" });
    return { records, problems };
  },
};
