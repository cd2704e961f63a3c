// The account phrases a described journal entry is read from (everyday.ts and its
// neighbours): the phrase after a preposition ("from Zenith", "into access savings"), the
// money account a payment left or reached, and the 400 when the prompt names none.
import { knownBankIn } from "../accounts/nuban";

/**
 * Words after which an account phrase ends: dates, purposes, amounts, clauses, a plea
 * ("to zenith pls"), a sum's sign ("via Zenith = 250k principal + …") ("cost of sales" is one name).
 */
const PHRASE_END =
  /(?<!\bcost)\s+of\b|\s+(?:on|for|dated|yesterday|today|last|this|as|at|by|in|paid|being|treat|to|from|into|cost|worth|amount|against|towards?|via|using|not|yet|go|put)\b|\s+(?:pls|plz|please|kindly|abeg)\b|\s+(?:[₦$£€]|ngn|usd)?\s*\d|\s+[–—-]\s|\s*[=+]|[,.;:(]|$/i;

/** Words that start a date, not an account ("on Monday", "on 5 March", "in March"). */
const DATE_WORD =
  "(?:\\d|the\\s+\\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b|(?:today|yesterday|tomorrow|last|next|this|end)\\b)";

/** "into the business" names the entity, not one of its accounts. */
const ENTITY = /^(?:business|company|firm|shop|store|account|books?)$/i;

/**
 * A pronoun or a clause after the preposition ("from what we borrowed from him") is no
 * account, nor is another preposition's phrase ("paid in by the owner to Access": who paid).
 */
// ("boss said to post the cash takings …, 312,000 from cash to zenith": a verb after "to"
// starts what is to be done; "took a loan of 2m from access to buy a generator": what
// the money is for.)
// ("owner brought in capital of 500k cash": what came in, never where it went; nor how
// much more it is: "Owner put in another 1.5m capital, cash", "put in extra 2m".)
const NO_ACCOUNT =
  /^(?:what|which|whom?|whatever|him|her|them|us|me|it|where|by|of|for|at|on|with|from|to|into|post|record|book|do|make|fix|pay|move|transfer|correct|reverse|accrue|show|reflect|clear|buy|purchase|fund|settle|cover|expand|renovate|build|capital|another|more|extra|additional|fresh|further|some)\b/i;

/** Each phrase that follows one of `preps`, in the order written. */
function phrasesAfter(text: string, preps: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(
    // (The phrase is read ahead, unconsumed, so a later preposition is found too.)
    // ("Paid from:       Zenith Bank": a receipt's label.)
    new RegExp(`\\b(?:${preps}):?\\s+(?:the\\s+|our\\s+|my\\s+)?(?!${DATE_WORD})(?=([a-z].+))`, "gi"),
  )) {
    const rest = match[1]!;
    const end = PHRASE_END.exec(rest);
    const phrase = (end ? rest.slice(0, end.index) : rest).trim();
    if (phrase) out.push(phrase);
  }
  return out;
}

/** The phrase that follows one of `preps` ("from Zenith, capitalise…" -> "Zenith"). */
export function after(text: string, preps: string): string | null {
  const match = new RegExp(`\\b(?:${preps})\\s+(?:the\\s+|our\\s+|my\\s+)?(?!${DATE_WORD})([a-z].+)`, "i").exec(text);
  if (!match) return null;
  const rest = match[1]!;
  const end = PHRASE_END.exec(rest);
  const phrase = (end ? rest.slice(0, end.index) : rest).trim();
  return phrase || null;
}

/**
 * The bank or cash account named after `preps`, else "Cash" when the text speaks of cash.
 * ("advanced 2.5m to the company as a loan - it came into Zenith": past the entity to the
 * account the money reached.)
 */
export function money(text: string, preps: string): string | null {
  const named = phrasesAfter(text, preps).find((p) => !ENTITY.test(p) && !NO_ACCOUNT.test(p));
  if (named) return CASH_PLACE.test(named) ? (/\bpetty\b/i.test(named) ? "Petty Cash|Cash" : "Cash") : named;
  const aside = bankAside(text);
  if (aside) return aside;
  return /\b(?:cash|petty cash|till)\b/i.test(text) ? "Cash" : null;
}

/**
 * Where notes are kept ("from the till", "out of the cash box", "from the shop cash",
 * "office till"): the cash account, no account of that name; petty cash the chart's
 * Petty Cash, else Cash ("took ₦200,000 from petty cash for personal use").
 */
const CASH_PLACE =
  /^(?:the\s+|our\s+|my\s+)?(?:till|petty\s+cash|(?:petty\s+)?cash\s*box|cash\s+(?:register|drawer|tin)|safe|(?:shop|office|store|counter|kiosk|stall)(?:['’]s)?\s+(?:cash|till|takings)(?:\s+box)?)$/i;

/**
 * "loan from access", "bank loan from Mr Bayo", "the loan balance with access": whom a
 * loan is from is no part of the account (the loan).
 */
export const withoutLender = (phrase: string) =>
  phrase
    .replace(
      /^(?:the\s+|our\s+)?((?:(?:bank|term|director['’]?s?)\s+)?loans?)(?:\s+balance)?\s+(?:from|with|owed\s+to|due\s+to)\s+.*$/i,
      "$1",
    )
    .trim();

/** A place where notes are kept as the cash account ("shop cash" is Cash), else the phrase. */
// (Petty cash is left as written: between two cash accounts both are named, and the
// chart must have each, "Transfer 20,000 from Cash to Petty Cash".)
export const cashKept = (phrase: string) =>
  CASH_PLACE.test(phrase.trim()) && !/\bpetty\b/i.test(phrase) ? "Cash" : phrase;

/** A phrase that names a bank account ("zenith", "access bank", "the USD account"); cash the caller reads itself. */
const BANK_NAMED = (phrase: string) => knownBankIn(phrase) !== null || /\b(?:bank|account|acct|a\/c)\b/i.test(phrase);

/**
 * "paid feb vat 112,350 to firs, zenith", "repaid 400k of the loan (access)": a bank
 * named alone beside the sentence, with no preposition, is the money account. Only a
 * short aside that names a bank (a known bank, "bank", "account"), never a word of the
 * sentence itself ("…, paid cash" is read as cash).
 */
export function bankAside(text: string): string | null {
  // ("vat / firs / 112,350 / zenith": a slash set off by spaces parts a note's fields too.)
  const [, ...asides] = text.split(/[,;()]|\s[–—-]\s|\s\/\s/);
  for (const aside of asides) {
    const phrase = aside
      .trim()
      .replace(/^(?:via|on|by|using|with|through|the|our|my)\s+/i, "")
      // ("Dr rent 50,000 / Cr bank": a credit's mark is no part of the bank's name.)
      .replace(/^(?:dr|cr|debit|credit)\b[\s:]*/i, "")
      .replace(/\s+(?:pls|plz|please|kindly|abeg|today|yesterday|account)$/i, "")
      .trim();
    if (phrase && !/\d/.test(phrase) && phrase.split(/\s+/).length <= 4 && BANK_NAMED(phrase)) return phrase;
  }
  // ("VAT remittance firs 112,350 access 21/2/2026": a terse note's bank, a known one, written
  // straight after the sum, before its date or at the end.)
  const afterSum =
    /(?:[₦$£€]|\bngn\s*)?\d[\d,]*(?:\.\d+)?\s*[km]?\s+([a-z][a-z&]*(?:\s+bank)?)(?=\s*$|\s+(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|today|yesterday|yday)\b)/i.exec(
      text,
    );
  if (afterSum && knownBankIn(afterSum[1]!) !== null) return afterSum[1]!;
  return null;
}

/** Each side's account as written; "A|B" is A, else B when the chart lacks A. */
export interface DescribedEntry {
  debit: string;
  credit: string;
  /** Whose receivable or payable a control side is ("bought … on credit from Brightway"). */
  contact?: string;
}

/** What the entry needs and the prompt does not say: the caller answers 400 with it. */
export class MissingAccount extends Error {}

export type Pattern = (text: string) => DescribedEntry | null;

export const moneyOrMissing = (text: string, preps: string, what: string) => {
  const found = money(text, preps);
  if (!found) throw new MissingAccount(`name the bank or cash account ${what}`);
  return found;
};

/**
 * Where money arrived: "into Zenith", "to access", and the account as the object of its
 * arrival ("the loan hit our access account", "entered zenith", "reached GTB"; pidgin
 * "put am for zenith", "put 3m … inside zenith").
 */
export const PAID_INTO = "into|to|in|inside|via|hit|entered|reached|(?:put|keep|drop)(?:\\s+am)?\\s+for";

/** Where money is paid from: "from Zenith", "via Access", "out of GTB". */
export const PAID_FROM = "from|via|through|with|using|out\\s+of";

const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";

/** A date said after "opening balances" ("as at 1/1/2026", "at 1 Jan 2026", "on January 1, 2026"). */
export const DATE_PHRASE = String.raw`(?:(?:at|as\s+at|as\s+of|on|of|dated|for)\s+)?(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|(?:\d{1,2}(?:st|nd|rd|th)?\s+)?${MONTH},?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?\d{4}|(?:the\s+)?start\s+of\s+(?:the\s+)?(?:year|\d{4}))\b`;

/** The period a phrase starts with ("December audit", "last month's rent", "Q1 tax"): no part of the account. */
export const withoutPeriod = (phrase: string) =>
  phrase
    .replace(
      new RegExp(
        String.raw`^(?:(?:last\s+(?:month|year|quarter)|this\s+(?:month|year|quarter)|year[- ]end|month[- ]end|q[1-4]|${MONTH}|\d{4})(?:['’]s)?\s+)+`,
        "i",
      ),
      "",
    )
    .trim();

/**
 * Accounts that open on the credit side: what is owed, accumulated or owned (liabilities,
 * contra-assets, equity, income). Assets and expenses open on the debit side.
 */
export const CREDIT_SIDE =
  /\b(?:payables?|loans?|borrowings?|accumulated|acc(?:um)?\.?\s+dep\w*|provisions?|equity|capital|retained|revenue|income|sales|accrued|accruals?|liabilit(?:y|ies)|liabs?|overdraft|creditors|obe)\b/i;
