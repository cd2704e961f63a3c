// The entries people describe in words rather than as debits and credits: "Accrue
// salaries of 1.2m", "Loan repayment of 250k from Zenith", "Owner withdrew 100k cash for
// personal use". Each pattern names the side each account takes; the accounts are still
// phrases as written ("Zenith", "salaries", "audit fee"), matched to the business's chart
// when the journal is built (journals/create.ts), where a phrase no account answers to is
// a 400 that names it. The first pattern that fits wins, so the specific ones come first.

import { lexiconAccount } from "../accounts/lexicon";
import { knownBankIn } from "../accounts/nuban";
import { boughtWithMoney, capitalised, capitalisedFromExpense, GOODS, scrappedWrittenDown } from "./assets";
import { bankCharges, cashAccount, cashDrawn, cashLodged, interestReceived, subjectOf } from "./bank-and-cash";
import {
  after,
  bankAside,
  CREDIT_SIDE,
  cashKept,
  DATE_PHRASE,
  type DescribedEntry,
  MissingAccount,
  money,
  moneyOrMissing,
  PAID_FROM,
  PAID_INTO,
  type Pattern,
  withoutLender,
  withoutPeriod,
} from "./phrases";
import {
  loanFromSomeone,
  loanToCapital,
  loneBank,
  movedBetweenOwnAccounts,
  ownerPaidForBusiness,
  prepaidShare,
} from "./plain-voices";
import {
  correctedByWhatItWas,
  interestOnMoneyAccount,
  onCreditSaidFirst,
  paidFromSaid,
  recordedOnWrongBank,
  returnedToSupplier,
} from "./said-around";

export { type DescribedEntry, MissingAccount, money };

/**
 * An amount posted to the wrong account moved to the right one: an expense (or asset) into
 * the right one's debit; income between revenue accounts the other way, out of the wrong
 * one's credit ("sales posted to other income").
 */
function corrected(wrongly: string, rightly: string): DescribedEntry {
  // (The account alone: "Office Supplies on 10 March;" is Office Supplies.)
  const name = (phrase: string) =>
    phrase.replace(/\s+(?:on|dated|last|yesterday|today|this|in)\b.*$/i, "").replace(/[\s;,.:]+$/, "");
  const [wrong, right] = [name(wrongly), name(rightly)];
  const revenue = (account: string) => /\b(?:sales|income|revenue|turnover)\b/i.test(account);
  if (revenue(wrong) && revenue(right)) return { debit: wrong.trim(), credit: right.trim() };
  // ("was put in sales but it was consulting": income booked to the wrong revenue account
  // is income still, so the right one is where income of those words goes.)
  const earned = revenue(wrong) ? lexiconAccount("income", right) : undefined;
  return earned ? { debit: wrong.trim(), credit: earned } : { debit: right.trim(), credit: wrong.trim() };
}

/**
 * The owner's own use: "drawings", "personal use", "for family use", "(personal, not
 * business)", and the owner's family and home ("for my children's school fees", "for his
 * wife's hospital bill", "for my house rent", pidgin "for house use").
 */
const DRAWINGS =
  /\b(?:drawings?|personal\s+(?:use|expenses?|purposes?|reasons?|bills?)|private use|family use|(?:house|home|household)\s+(?:use|expenses?|needs?|upkeep)|for (?:him|her|my|their)self)\b|\(personal\b|\bpersonal\b[^.]*\bnot\s+(?:for\s+)?(?:the\s+)?business\b|\bfor\s+(?:my|his|her|their|the\s+owner['’]?s)\s+(?:own\s+)?(?:children|child|kids?|sons?|daughters?|wife|husband|family|mother|father|mum|mom|dad|parents?|siblings?|brother|sister|house|home|wedding|holiday|vacation|birthday)(?:['’]s?)?\b/i;

/** Words that stand for a thing named before them ("accrue it", pidgin "accrue am"). */
const PRONOUN = /^(?:it|them|am|dem|this|that|these|those|(?:the\s+)?same)$/i;

/** A preposition where the thing accrued would be ("salaries …, accrued at 31/03/2026"): it starts the date. */
const PREPOSITION = /^(?:at|on|as|as\s+(?:at|of)|dated|by|to|in|from)$/i;

/** A plea where the thing accrued would be ("Accrue 400k please"). */
const PLEA = /^(?:please|pls|plz|kindly|abeg|now|asap)$/i;

/** A date or a month where the thing accrued would be ("the accrual for 31st march"). */
const NO_OBJECT =
  /^(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)?(?:,?\s+\d{4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?|today|yesterday|month[- ]?end|(?:the\s+)?end(?:\s+of\b.*)?)$/i;

/** What a sentence starts with, its period left out ("march salaries of 1.45m …" is salaries). */
function subjectBefore(text: string, end: number): string | null {
  const m =
    /^\W*(?:the\s+|our\s+)?([a-z][a-z &'’]*?)(?=\s+(?:of|for|worth|amounting|totall?ing|is|are|was|were|not|never|still|yet|unpaid|outstanding|due)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|\s*[,:;–—]|\s-\s|$)/i.exec(
      text.slice(0, end),
    );
  const subject = m && withoutPeriod(m[1]!);
  // ("We owe Halden & Rowe 450,000 for legal work …, accrue it": who owes is no cost; what
  // it is for is, booked where its words are.)
  if (subject && /^(?:we|i|they|you|he|she)\s/i.test(subject)) {
    // ("… for March electricity, no bill yet": the month is no part of it.)
    const written =
      /\bfor\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s*[,;.:()–—]|\s+(?:done|in|on|at|no|not|but|which|that|from|to|yet)\b|$)/i.exec(
        text.slice(0, end),
      )?.[1];
    const purpose = written && withoutPeriod(written);
    return purpose ? (lexiconAccount("expense", purpose) ?? purpose) : null;
  }
  return subject && !PRONOUN.test(subject) ? subject : null;
}

/** Words that let a balance go: written off or back, forgiven, waived, cleared against an account. */
const FORGONE =
  /\bwr(?:ite|ote|itten)\b(?:\s+\S+){0,3}?\s+(?:off|back)\b|\bwr(?:ite|ote|itten)[- ]?(?:off|back)\b|\b(?:forget|forgo|forgive|forgave|forgiven|waive[ds]?)\b|\blet\s+(?:it|this|that|them)\s+go\b|\bclear\s+(?:it|this|that|them|the\s+\w+)\s+(?:against|to)\b/i;

/** Where an account's name ends in a correction: a clause, a date, the admission (pidgin "na …" too). */
const CORRECTION_END = String.raw`(?=\s*[(,.;!]|\s+[–—-]\s|\s+(?:by\s+mistake|in\s+error|wrongly|was|were|is|are|but|when|and|on|dated|yesterday|today|last|please|pls|instead|na)\b|$)`;

/**
 * Where an amount was wrongly put ("booked as Rent", "was expensed to Office Supplies", "ended up in Travel",
 * pidgin's bare verb after who did it: "the 24,000 toner wey we post to Travel by mistake").
 */
// ("we posted 18,500 internet subscription to office supplies by mistake": what was posted,
// its sum and words, between the verb and where it went; never past a clause.)
const WENT_TO = new RegExp(
  String.raw`(?:\b(?:posted|booked|recorded|coded|charged|expensed|put|went|gone|landed|ended\s+up|allocated|entered)|(?<=\b(?:we|they|i|dem|e|you|he|she)\s+)(?:post|book|code))\s+(?:(?:to|under|in(?:to)?|as)|(?:the\s+|our\s+|an?\s+)?(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?\s+(?:[a-z][a-z'’-]*\s+){0,4}?(?:to|under|into))\s+(?:the\s+)?([a-z][a-z &'’/-]*?)${CORRECTION_END}`,
  "i",
);

/** What an amount was said to be, as the sentence's subject ("Sales of 120,000 were really …"). */
const WAS_REALLY = /^\W*(?:the\s+)?([a-z][a-z &'’]*?)\s+(?:of\s+\S+\s+)?(?:was|were)\s+(?:actually|really)\b/i;

/** Pidgin's account said first: "na utilities e suppose be", "na utilities e for go", "na rent e be". */
const NA_BELONGS =
  /\bna\s+(?:the\s+|d\s+)?([a-z][a-z &'’/-]*?)\s+(?:e|it)\s+(?:suppose(?:\s+to)?\s+|for\s+)?(?:be|go|dey|sit)\b/i;

/** Where the amount is told to go ("reclassify them to Bank Charges", "move it into Travel", "change to utilities"). */
const MOVE_TO = new RegExp(
  String.raw`\b(?:reclass(?:ify|ified)?|move|transfer|put|post|correct|fix|shift|change|switch)\s+(?:it|them|am|dem|this|that|these|those|the\s+\w+)?\s*(?:to|into|under|in)\s+(?:the\s+)?([a-z][a-z &'’/-]*?)${CORRECTION_END}`,
  "i",
);

/**
 * Where the amount belongs ("was actually the lawyer's fee", "it should sit in Office Equipment", "it must go in Travel";
 * pidgin "e suppose be utilities", "e suppose go for utilities").
 */
const BELONGS = new RegExp(
  String.raw`\b(?:(?:was|were|is|are)\s+(?:actually|really)|(?:should|must|ought\s+to|needs?\s+to|has\s+to|(?:e|it)\s+suppose(?:\s+to)?)\s+(?:have\s+)?(?:be(?:en)?|sit|go(?:ne)?|stay|dey)|belongs?)\s+(?:(?:in|to|under|into|for)\s+)?(?:the\s+)?([a-z][a-z &'’/-]*?)${CORRECTION_END}`,
  "i",
);

/** "Transfer 50k from Zenith to petty cash": the chart's Petty Cash, else Cash. */
const floatOf = (named: string, from: string) =>
  /^(?:petty\s+cash|cash\s+float|float)$/i.test(named) && !/\bcash\b/i.test(from) ? cashAccount(named) : named;

/** An amount taken out of one account and put in another ("take 12,500 out of Office Supplies and put it in Bank Charges"). */
const TAKEN_AND_PUT =
  /\b(?:take|took|remove[ds]?)\b(?:[^.;]|\.(?=\d))*?\b(?:from|out\s+of|off)\b(?:[^.;]|\.(?=\d))*?\band\s+(?:put|post|move|book)\s+(?:it|them)\s+(?:in(?:to)?|to|under)\b/i;

/**
 * What was bought, as the words before or after the verb say it: without the prompt's
 * lead-in ("Please post: stock purchased on credit …"), who recorded it, or its sum
 * ("650k of stock", "stock worth 650k").
 */
const boughtThing = (phrase: string) =>
  phrase
    .replace(/^.*:\s*/, "")
    .replace(/^(?:record|we|i|the business)\s+/i, "")
    .replace(/^(?:[₦$£€]|ngn\s*)?\d[\d,.]*\s*[km]?\s+(?:worth\s+)?of\s+/i, "")
    .replace(/\s+(?:(?:worth|for|of|at|costing)\s+)?(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?$/i, "")
    .replace(/^(?:an?|the|some)\s+/i, "")
    .trim();

/**
 * Goods bought to sell are stock, in Inventory, never Sales: "stock", "goods for resale",
 * "paper stock", and what the prompt says is for inventory or resale ("Bought $1,800 of
 * paper on credit for inventory").
 */
const forStock = (what: string, text: string) =>
  GOODS.test(what) ||
  /\b(?:stock|goods|inventory|merchandise)$/i.test(what) ||
  // (Not "for the stock room", "for stock taking": a place or a task, no goods.)
  /\bfor\s+(?:re-?sale|inventory|(?:the\s+)?stock(?!\s+(?:room|taking|take|count|keeping|control|check|book|card)))\b/i.test(
    text,
  );

/** The known bank whose loan it is ("Zenith loan instalment", "the GTB loan repayment"), as the one named before "loan". */
const lenderBank = (text: string) => {
  const m = /\b([a-z][\w&'’-]*(?:\s+bank)?)\s+(?:term\s+)?loan\b/i.exec(text);
  return m && knownBankIn(m[1]!) !== null ? m[1]! : null;
};

/** A known bank as the subject of `verbs` ("Access credited …"), never another word before them. */
const bankSubject = (text: string, verbs: string) => {
  const subject = subjectOf(text, verbs);
  return subject && knownBankIn(subject) !== null ? subject : null;
};

/** Where an amount is held until paid over ("(held in Accrued Liabilities)", "sitting in PAYE Payable"). */
const HELD_IN =
  /\b(?:held|sitting|parked|kept|booked|posted|accrued)\s+(?:in|under|to|as)\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s*[),;.]|\s+(?:from|via|through|using|on|dated|account)\b|$)/i;

/** Accounts that hold what is owed. */
const LIABILITY = /\b(?:payables?|liabilit(?:y|ies)|accrued|accruals?)\b/i;

/** Words that say an amount was booked to the wrong account. */
const CORRECTION = /\b(?:by\s+mistake|in\s+error|wrongly|instead\s+of|should\s+have|reclass\w*|correct(?:ion|ed)?)\b/i;

/** Money going out, as said of an account: "paid from", "left", "came out of", "debited to". */
const OUT_OF =
  /^(?:paid|spent|sent|transferred|withdrawn|debited|coming|going|gone|came|went|left|taken|drawn)?\s*(?:out\s+)?(?:from|out\s+of|via|through)\b|^(?:left|debited)\b/i;
/** Money coming in, as said of an account: "received into", "went into", "landed in", "hit". */
const INTO =
  /^(?:received|paid|deposited|lodged|banked|credited|coming|came|going|went|gone|landed|sent|transferred)?\s*(?:in(?:to)?|to)\b|^(?:hit|reached|entered)\b/i;
/** Where a bank's name ends, in what the books show and in what really happened. */
const MONEY_NAME_END = String.raw`(?=\s*[(,.;!]|\s+[–—-]\s|\s+(?:but|when|whereas|while|yet|on|dated|instead|not|by\s+mistake|in\s+error|wrongly)\b|$)`;
/** What the books show: "recorded as paid from Zenith", "posted into Zenith", "booked from Access". */
const RECORDED = new RegExp(
  String.raw`\b(?:recorded|booked|posted|entered|captured|shown|showed|logged|put)\s+(?:as\s+)?((?:(?:paid|spent|sent|transferred|withdrawn|debited|received|deposited|lodged|banked|credited|coming|going)\s+)?(?:out\s+)?(?:from|out\s+of|via|through|in(?:to)?|to|against))\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)${MONEY_NAME_END}`,
  "i",
);
/** What really happened: "actually left Access Bank", "really landed in Access", "should have been Zenith". */
const REALLY = new RegExp(
  String.raw`\b(?:actually|really|in\s+fact|should\s+(?:have\s+)?(?:been|be|come|gone))\s+(?:(?:was|were|been|it|the\s+money)\s+)*((?:(?:paid|came|went|left|taken|withdrawn|sent|received|deposited|lodged|landed|hit|reached|entered|debited|credited|drawn)\s+)?(?:(?:out\s+)?(?:from|out\s+of|via|through|in(?:to)?|to)\s+)?)(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)${MONEY_NAME_END}`,
  "i",
);
/** A phrase that names a bank or cash account, not an expense ("Zenith", "Access Bank", "petty cash"). */
const moneyName = (phrase: string) =>
  knownBankIn(phrase) !== null || /\b(?:bank|cash|till|petty|account)\b/i.test(phrase);

/**
 * "95,000 rent was recorded as paid from Zenith but it actually left Access Bank", "the
 * 200k from Brightstar was posted into Zenith but really landed in Access": the books
 * show the money in one bank account and it was in another. Only the banks change: a
 * payment goes back into the one recorded and out of the right one; a receipt the other
 * way. Both must name money accounts.
 */
function wrongMoneyAccount(t: string): DescribedEntry | null {
  const recorded = RECORDED.exec(t);
  if (!recorded) return null;
  const really = REALLY.exec(t.slice(recorded.index + recorded[0].length));
  if (!really) {
    // "the 150k we paid XYZ Supplier from Access last week was posted against Zenith by
    // mistake": what happened said first, the mistake after.
    if (!/\b(?:by\s+mistake|in\s+error|wrongly|mistakenly|instead)\b/i.test(t)) return null;
    const earlier = t.slice(0, recorded.index);
    const wrong = recorded[2]!.trim();
    const paidFrom = /\b(?:paid|spent|sent|transferred|withdr[ae]wn?|went)\b/i.test(earlier)
      ? after(earlier, "from|out\\s+of|via|through")
      : null;
    const paidInto = paidFrom ? null : after(earlier, "into|in|to");
    const right = paidFrom ?? paidInto;
    if (!right || !moneyName(wrong) || !moneyName(right)) return null;
    return paidFrom ? { debit: wrong, credit: right } : { debit: right, credit: wrong };
  }
  const [wrong, right] = [recorded[2]!.trim(), really[2]!.trim()];
  if (!moneyName(wrong) || !moneyName(right)) return null;
  // How it really went says which way, else how it was recorded.
  const said = really[1]!.trim();
  const out = OUT_OF.test(said) ? true : INTO.test(said) ? false : OUT_OF.test(recorded[1]!.trim());
  return out ? { debit: wrong, credit: right } : { debit: right, credit: wrong };
}

/** Who owns the business, by title or by what staff call them ("oga", "madam", "the MD"). */
const OWNER =
  "owners?|shareholders?|directors?|partners?|proprietors?|proprietress|oga|madam|boss|md|ceo|chairman|chairperson|founder|i";

/** Accounts whose balance is a credit, by the words their names use. */
const CREDIT_NATURED =
  /\b(?:equity|earnings|capital|reserves?|revenue|income|sales|payables?|liabilit(?:y|ies)|accrued|accruals)\b/i;

/** Books brought forward: "opening balance", "b/f", "brought forward". */
const BROUGHT_FORWARD = /\bopening\b|\bb\/f(?:wd)?\b|\bbrought\s+forward\b/i;
/** Customers as a body, not one customer ("customers owed us 925,000"). */
const CUSTOMERS = /^(?:[Oo]ur\s+|[Tt]he\s+)?(?:[Cc]ustomers|[Dd]ebtors|[Cc]lients|[Bb]uyers)$/;
const SUPPLIERS = /^(?:(?:our|the)\s+)?(?:suppliers|creditors|vendors)$/i;

/**
 * "Brought forward: customers owed us 925,000 at 31 Dec 2025", "Opening balance: we owed
 * Kano Grains 640,000": what was owed when the books open, a receivable (payable) against
 * Opening Balance Equity, whose it is when the prompt names them. (Named as a body,
 * "customers", it names no one, and building the journal asks whose.)
 */
const owedBroughtForward: Pattern = (t) => {
  if (!BROUGHT_FORWARD.test(t)) return null;
  const owedUs =
    /((?:[Oo]ur\s+|[Tt]he\s+)?(?:[Cc]ustomers|[Dd]ebtors|[Cc]lients|[Bb]uyers)|(?:[A-Z][\w&'’.-]*\s+){0,4}[A-Z][\w&'’.-]*)\s+(?:owed|owes|owe|was\s+owing|were\s+owing)\s+us\b/.exec(
      t,
    );
  if (owedUs) {
    const who = owedUs[1]!.trim();
    return {
      debit: "Accounts Receivable",
      credit: "Opening Balance Equity",
      ...(CUSTOMERS.test(who) ? {} : { contact: who }),
    };
  }
  // ("Opening balance - we owed the bank 2m on the loan as at 31/12/2025", "we owed Zenith
  // 5m on the term loan": what a lender is owed is a loan, no supplier's payable.)
  const lent =
    /\b(?:we|i)\s+(?:owed|owe|were\s+owing)\s+(?:the\s+|our\s+|a\s+)?([a-z][\w&'’.-]*(?:\s+[a-z][\w&'’.-]*){0,3}?)(?=\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|\s+(?:on|for|under|as|at|in)\b|\s*[,.;]|$)(.*)/i.exec(
      t,
    );
  // (An overdraft is the bank account itself overdrawn, not a loan.)
  if (
    lent &&
    !/\boverdra(?:ft|wn)\b/i.test(t) &&
    (/^(?:bank|lenders?)$/i.test(lent[1]!) ||
      knownBankIn(lent[1]!) !== null ||
      /^[^.;]*?\b(?:on|for|under)\s+(?:the\s+|our\s+|a\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:loans?|borrowings?)\b/i.test(
        lent[2]!,
      ))
  )
    return { debit: "Opening Balance Equity", credit: "Loans Payable" };
  const weOwed =
    /\b(?:[Ww]e|I)\s+(?:owed|owe|were\s+owing)\s+((?:[Oo]ur\s+|[Tt]he\s+)?(?:[Ss]uppliers|[Cc]reditors|[Vv]endors)|(?:[A-Z][\w&'’.-]*\s+){0,4}[A-Z][\w&'’.-]*)/.exec(
      t,
    );
  if (!weOwed) return null;
  const whom = weOwed[1]!.trim();
  return {
    debit: "Opening Balance Equity",
    credit: "Accounts Payable",
    ...(SUPPLIERS.test(whom) ? {} : { contact: whom }),
  };
};

const PATTERNS: Pattern[] = [
  owedBroughtForward,
  // Opening balances: against Opening Balance Equity (first: they list every kind of account),
  // the date they are at no part of the account ("Opening balances at 1 Jan 2026: cash on
  // hand 320,000"); one account's opening balance ("opening retained earnings of 3.1m") on
  // the side it opens on.
  (t) => {
    const m =
      // ("Opening entry: the stock 1,250,000 …", "Entry of opening: …", as other
      // languages' books say it: what follows is the account opened.)
      /\b(?:opening\s+(?:entry|entries|journal)|(?:entry|journal)\s+of\s+opening)\s*[:–—-]\s*(?:the\s+|our\s+)?([a-z][a-z &'’/-]*?)(?=\s+(?:of|at|as|is|was|on|dated)\b|\s+[₦$£€\d]|[,:]|$)/i.exec(
        t,
      ) ??
      new RegExp(
        String.raw`\bopening\s+balances?\b(?!\s+equity)(?:\s+(?:journal|entry|entries))?[\s:,–—-]*(?:${DATE_PHRASE}[\s:,–—-]*)?(?:for\s+|of\s+)?(.+?)(?=\s+(?:of|at|as|is|was|on|dated)\b|\s+[₦$£€\d]|,|$)`,
        "i",
      ).exec(t) ??
      /\bopening\s+(?!balances?\b|an?\b|the\b|new\b|up\b|entry\b|entries\b|journal\b)([a-z][a-z &'’/-]*?)(?:\s+balances?)?(?=\s+(?:of|at|as|is|was|on|dated)\b|\s+[₦$£€\d]|[,:]|$)/i.exec(
        t,
      ) ??
      // ("cash in hand b/f 85,000 as of 1 Jan 2026": a balance brought forward is where the books open.)
      /^\W*(?:the\s+|our\s+)?([a-z][a-z &'’/-]*?)\s+(?:balance\s+)?(?:b\/f|b\/fwd|brought\s+forward)\b/i.exec(t);
    if (!m) return null;
    // ("Opening balance: loan from access 2m": whom the loan is from is no part of the account.)
    const account = withoutLender(m[1]!.trim());
    return CREDIT_SIDE.test(account)
      ? { debit: "Opening Balance Equity", credit: account }
      : { debit: account, credit: "Opening Balance Equity" };
  },
  // Money booked to the wrong bank: out of (into) the one recorded, out of (into) the one it was.
  wrongMoneyAccount,
  // ("we recorded 30k bank charges on zenith but it was actually access".)
  recordedOnWrongBank,
  // Said in passing (plain-voices.ts): a director's loan made capital, a loan from someone,
  // the owner's own money paying the business's costs, a month's share of a prepayment,
  // a move between the business's own money accounts with no verb.
  loanToCapital,
  loanFromSomeone,
  ownerPaidForBusiness,
  prepaidShare,
  movedBetweenOwnAccounts,
  // Write off a fully depreciated asset: its cost leaves both the asset and the depreciation.
  scrappedWrittenDown,
  // An asset expensed, moved to the assets (before corrections: "… should be capitalised
  // as office equipment" says what to do, not where it belonged).
  capitalisedFromExpense,
  (t) => {
    const m =
      /\bwr(?:ite|ote|itten)[- ]?off\b.*?\b(?:fully\s+)?depreciated\s+(.+?)(?=,|\s+(?:cost|at|of|worth|with)\b|$)/i.exec(
        t,
      );
    return m ? { debit: "Accumulated Depreciation", credit: m[1]!.trim() } : null;
  },
  // ("monthly dep on the laptops - cost 2,160,000, 3 yrs straight line": the method says it;
  // "Depn charge", "depr. for Q1": the word cut short.)
  (t) =>
    /\bdepreciat(?:ion|e|ed|ing)\b|\bdep(?:n|r|['’]n)\b|\bstraight[- ]?line\b/i.test(t)
      ? { debit: "Depreciation Expense", credit: "Accumulated Depreciation" }
      : null,
  // Reversing an accrual: the liability goes, the expense is relieved ("Reverse the
  // accrued audit fee", "the accrued 2025 audit fee", "Reverse the December audit accrual of 180,000").
  // ("Record the reversal of the ₦380,000 legal fee accrual", "Reverse the accrual of 380k for
  // legal fees": the sum said among the words is no part of what was accrued.)
  (t) => {
    const m =
      /\brevers(?:e|ed|al of|ing)\b.*?\baccru(?:ed|als?)\s+(?:(?:of|for)\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+(?:(?:of|for)\s+)?)?(?:the\s+)?(?:(?:19|20)\d\d\s+)?(?=[a-z])(?!(?:of|for|on|at|dated|in|as)\b)(.+?)(?=\s+(?:of|for|at|on|dated)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|,|$)/i.exec(
        t,
      ) ??
      /\brevers(?:e|ed|al\s+of|ing)\s+(?:the\s+|our\s+|this\s+)?(?!(?:the|our|this)\s)((?:[a-z][a-z &'’-]*?\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?[a-z][a-z &'’-]*?)\s+accruals?\b/i.exec(
        t,
      ) ??
      // ("Reversing entry dated 01/04/2026 for the electricity accrual": what the reversal is for.)
      /\brevers(?:e|ed|al|ing)\b.*?\b(?:for|of)\s+(?:the\s+|our\s+|this\s+)?([a-z][a-z &'’-]*?)\s+accruals?\b/i.exec(t);
    const expense =
      m &&
      withoutPeriod(
        m[1]!
          .replace(/(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+/i, "")
          .replace(/\s+/g, " ")
          .trim(),
      );
    return expense ? { debit: "Accrued Liabilities", credit: expense } : null;
  },
  // Paying what was accrued, or what is held in a liability: the liability goes, the money
  // leaves ("Remitted the PAYE and pension deductions of 252,000 (held in Accrued
  // Liabilities) from Zenith": where it is held is the liability).
  // ("Clear the Feb payroll accrual - we paid …" either way round; "to be paid 5 April" is the accrual itself.)
  (t) => {
    if (!/\b(?:paid|pay|paying|settle[ds]?|settling|clear(?:ed|ing)?|remit(?:s|ted|ting)?)\b/i.test(t)) return null;
    // (Not paid yet, however said: "yet to pay", "we haven't paid", pidgin "never pay yet".)
    if (
      /\b(?:to be|will be|not yet|not|yet to be)\s+paid\b|\bunpaid\b|\b(?:never|yet\s+to|have\s+not|haven'?t|didn'?t|did\s+not)\s+pa(?:y|id)\b/i.test(
        t,
      )
    )
      return null;
    // (Where it was held, unless that is the mistake a correction moves it from.)
    const written = CORRECTION.test(t) ? undefined : HELD_IN.exec(t)?.[1];
    const held = written && LIABILITY.test(written) ? written : null;
    if (!held && !/\baccru(?:ed|al)\b/i.test(t)) return null;
    return {
      debit: held ?? "Accrued Liabilities",
      credit: moneyOrMissing(t, PAID_FROM, "it was paid from"),
    };
  },
  (t) => {
    const m =
      /\baccru(?:e|ed|al(?:\s+(?:of|for))?|ing)(?:\s*[:–—-]\s*|\s+)(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?(?:for\s+)?(?:the\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\s+)?(.+?)(?=\s+(?:of|for|at|on|dated|worth|amounting|totalling)\b|\s+(?:[₦$£€\d]|n(?=\d))|,|$)/i.exec(
        t,
      );
    if (!m) return null;
    // ("march salaries of ₦1.45m never pay yet, accrue am": the pronoun stands for what the
    // sentence began with.)
    // ("… never pay yet, pls do the accrual for 31st march": a date is no object either.)
    // ("estimate is 70k, accrue it today": the day is no part of what is accrued.)
    const written = m[1]!.replace(/\s+(?:today|now|yesterday|please|pls|asap)$/i, "").trim();
    // ("Landlord hasn't sent the invoice for this month's shop rent yet. Accrue 400k please":
    // nothing after the verb but a plea; the cost is what the words before it are booked as.)
    const expense = PLEA.test(written)
      ? (lexiconAccount("expense", t.slice(0, m.index)) ?? subjectBefore(t, m.index))
      : PRONOUN.test(written) || NO_OBJECT.test(written) || PREPOSITION.test(written)
        ? subjectBefore(t, m.index)
        : written;
    return expense ? { debit: expense, credit: "Accrued Liabilities" } : null;
  },
  // What sits in prepayments used up ("The 210k we put in prepaid for Ikeja Electric was
  // March usage - expense it", "rent … sitting in prepaid. Release Q1"): out of the
  // prepayment, into what it paid for (whom it paid, else what the sentence starts with).
  (t) => {
    const held =
      /\b(?:put|sitting|held|parked|kept|booked|posted|lying|is|are)\s+(?:in|on|under|as)\s+(?:the\s+)?(?:prepaid|prepayments?)\b/i.exec(
        t,
      );
    if (!held || !/\b(?:expense|release|amorti[sz]e|recogni[sz]e|charge|write)\b/i.test(t.slice(held.index)))
      return null;
    const purpose =
      /\bfor\s+(?:the\s+)?([A-Za-z][\w &'’-]*?)(?=\s+(?:was|were|is|are|in|on|from)\b|\s*[,.;–—-]|$)/.exec(
        t.slice(held.index),
      )?.[1];
    const paidFor = purpose ? (lexiconAccount("expense", purpose) ?? null) : null;
    const expense = paidFor ?? subjectBefore(t, held.index);
    return expense ? { debit: expense, credit: "Prepaid Expenses" } : null;
  },
  // Cash short at a count, written off ("PC count short by 3,500 - w/o to office
  // supplies", "till was 2k short, write it off to sundry"): the expense named, out of the cash.
  (t) => {
    const short =
      /\b(petty\s+cash|pc|p\/c|cash(?:\s*box)?|till|float|imprest)\s+(?:count\s+)?(?:(?:was|is|came\s+(?:in\s+)?|came\s+out)\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?(?:short(?:age|fall)?|missing|down)\b/i.exec(
        t,
      );
    const forgone = short && FORGONE.exec(t);
    const to = forgone && after(t.slice(forgone.index), "to|against|as|into");
    if (!short || !to) return null;
    return { debit: to, credit: /^(?:petty|pc|p\/c|float|imprest)/i.test(short[1]!) ? "Petty Cash|Cash" : "Cash" };
  },
  // Part of one account's balance that belongs in another ("move NGN 22,500 of bank fees
  // booked to Office Supplies into Bank Charges"): out of where it was booked.
  (t) => {
    const m =
      /\b(?:move|transfer|reclass(?:ify)?|shift|take)\s+(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)(?:of\s+)?(?:the\s+)?(?:[a-z][a-z &'’-]*?\s+)?(?:booked|posted|recorded|coded|charged|expensed|sitting|parked)\s+(?:to|in(?:to)?|under|as)\s+(?:the\s+)?([a-z][a-z &'’/-]*?)(?:\s+(?:by\s+mistake|wrongly|mistakenly))?\s+(?:in(?:to)?|to|under)\s+(?!error\b)(?:the\s+)?(.+?)(?=\s*[(,.;!]|\s+(?:pls|please|on|dated|today)\b|$)/i.exec(
        t,
      );
    // ("… booked to office supplies in error": the admission, no account it goes to.)
    return m ? corrected(m[1]!, m[2]!) : null;
  },
  // The period came: a prepaid amount becomes the expense (read before paying ahead, for
  // "amortise prepaid insurance paid in January").
  // ("the prepaid annex rent, 225,000": all its words; "Passing to expense the rent prepaid
  // of one month": the word before when prepaid comes after it.)
  (t) => {
    const m =
      /\b(?:expense|amorti[sz]e|release|recogni[sz]e|charge)\b.*?\bprepaid\s+(?!expenses?\b|(?:of|for|from|in|on|at|to|by|as|and|the|a|an)\b)([a-z][a-z&'’]*(?:\s+[a-z][a-z&'’]*){0,2}?)(?=\s*[^\w\s&'’]|\s+(?:of|for|from|in|on|at|to|by|as|and|dated|paid|worth|amounting|now|please|pls)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|$)/i.exec(
        t,
      ) ??
      /\b(?:expense|amorti[sz]e|release|recogni[sz]e|charge)\b.*?\bthe\s+([a-z][a-z&'’]*)\s+prepaid\b(?!\s+(?:expenses?|account)\b)/i.exec(
        t,
      );
    if (m) return { debit: m[1]!, credit: "Prepaid Expenses" };
    // "release one month's rent from prepayments", "expense 200k of insurance out of prepaid
    // expenses": what is released, out of the prepayment.
    const out =
      /\b(?:expense|amorti[sz]e|release|recogni[sz]e|charge|move|transfer|take)\s+(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+of\s+)?(?:the\s+)?(?:(?:one|a|1|this|the|\w+)\s+months?['’]?s?\s+(?:worth\s+of\s+|of\s+)?)?(?:the\s+)?([a-z][a-z &'’]*?)\s+(?:from|out\s+of)\s+(?:the\s+)?(?:prepayments?|prepaid(?:\s+expenses?)?)\b/i.exec(
        t,
      );
    const expense = out && withoutPeriod(out[1]!);
    return expense ? { debit: expense, credit: "Prepaid Expenses" } : null;
  },
  // Moving an amount between accounts (before paying ahead: "move 120,000 of rent to prepaid").
  (t) => {
    if (
      // ("shift 750k from access savings to zenith": moved, as people say it.)
      // (Pidgin "i carry 150k from shop cash put for zenith": carried.)
      !/\b(?:transfer(?:red|s)?|move[ds]?|moved|shift(?:ed|s)?|reclass(?:ify|ified)?|sweep|swept|top[- ]?up|used|consumed|taken|carr(?:y|ied))\b/i.test(
        t,
      ) &&
      // ("Take 12,500 out of Office Supplies and put it in Bank Charges": taken out, put back in.)
      !TAKEN_AND_PUT.test(t)
    )
      return null;
    // "Inter-account transfer: Access Bank Savings -> Zenith Bank Current Account": an arrow
    // from the one to the other.
    // (The account starts a word: "N350k Zenith -> petty cash" is from Zenith.)
    const arrow = /(?<![\w])([a-z][a-z &'’/-]*?)\s*(?:-+>|→|⇒|=>)\s*(?=[a-z])(.+)/i.exec(t);
    if (arrow) {
      const to = after(`to ${arrow[2]}`, "to");
      const from = arrow[1]!.trim();
      return to ? { debit: floatOf(to, from), credit: from } : null;
    }
    // Paying over VAT, the owner's drawings, loans and corrections ("… wrongly posted to
    // Office Equipment - move it to Office Supplies") have patterns of their own (below).
    if (/\b(?:vat|output tax|drawings?|personal use|loans?|wrongly|by mistake|in error|instead of)\b/i.test(t))
      return null;
    // "Transfer 200,000 of prepaid rent to rent expense": the source after "of".
    // (Pidgin "from zenith enter access": into. "… taken from stock and sold - move them
    // from inventory to cost of sales": the "from" nearest the "to".)
    // ("Reclass 12,000 out of Travel into Office Supplies": out of the one.)
    const m =
      // (Pidgin "from access go zenith", "put for zenith": to.)
      // ("take 12.5k off office supplies and post it to bank charges": taken off the one, put in the other.)
      /\b(?:from|out\s+of|(?<=\b(?:take|took|remove[ds]?)\s+\S+\s+)off|(?:sitting|held|parked|lying)\s+in)\s+((?:(?!\bfrom\b).)+?)\s+(?:to|into|enter|go|put\s+(?:for|in(?:to|side)?)|(?:and\s+)?(?:put|post|move|book)\s+(?:it|them)\s+(?:in(?:to)?|to|under))\s+(.+)/i.exec(
        t,
      ) ??
      /\b(?:transfer(?:red|s)?|move[ds]?|moved|reclass(?:ify|ified)?)\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+of\s+(?:the\s+)?(.+?)\s+(?:to|into)\s+(.+)/i.exec(
        t,
      );
    // "Move 500k into Access savings from the Zenith current account": the other way round.
    // ("Transfer – Zenith to petty cash – ₦50,000": the accounts alone, when they are money accounts.)
    const bare =
      /\b(?:transfer(?:red)?|move[ds]?|moved|shift(?:ed)?)\s*[:–—-]?\s+(?:the\s+)?([a-z][a-z &'’-]*?)\s+(?:to|into)\s+(.+)/i.exec(
        t,
      );
    const back = m
      ? null
      : (/\b(?:into|(?:transfer(?:red|s)?|move[ds]?|moved)\s+\S+\s+to)\s+(?:the\s+)?(.+?)\s+from\s+(.+)/i.exec(t) ??
        (bare && moneyName(bare[1]!) ? [bare[0], bare[2]!, bare[1]!] : null));
    // "Transfer cost of goods sold for March, 1,863,200, out of inventory": into the one, out of the other.
    const outOf =
      m || back ? null : /\b(?:transfer(?:red|s)?|move[ds]?|moved)\s+(?:the\s+)?(.+?)\s+out\s+of\s+(.+)/i.exec(t);
    if (outOf) {
      // ("cost of goods sold for March, 1,863,200": the name runs to its purpose, date or amount.)
      const into = outOf[1]!.replace(/(?:\s+(?:for|on|dated)\b|\s*[,.;(]|\s+[₦$£€\d]).*$/i, "").trim();
      const from = after(`from ${outOf[2]}`, "from");
      return into && from ? { debit: into, credit: from } : null;
    }
    if (!m && !back) return null;
    const [source, target] = m ? [m[1]!, m[2]!] : [back![2]!, back![1]!];
    // ("moved 30k from office cash into access": where the notes are kept is the cash account.)
    const from = cashKept((after(`from ${source}`, "from") ?? source).trim());
    const written = after(`to ${target}`, "to");
    if (!written) return null;
    const to = floatOf(cashKept(written), from);
    // A balance moved between accounts that hold credits (equity, liabilities, income)
    // leaves the one by a debit: "the profit sitting in Opening Balance Equity to Retained Earnings".
    return CREDIT_NATURED.test(from) && CREDIT_NATURED.test(to)
      ? { debit: from, credit: to }
      : { debit: to, credit: from };
  },
  // Paying ahead: an asset until the period comes.
  (t) =>
    // ("We prepaid 12 months' office rent from Zenith": the verb itself.)
    /\b(?:in advance|upfront|up front|ahead|prepaid|prepayment|pre-?pay)\b/i.test(t) &&
    // ("Six months of shop rent went out of Zenith today, 900k. It's a prepayment": however it left.)
    // ("2.4m out of zenith for a years warehouse rent in advance": out of the account.)
    /\b(?:paid|pay|paying|payment|went\s+out|left|debited|spent|out\s+of)\b|^\W*pre-?paid\b|\b(?:we|i|they|had|have|has)\s+pre-?paid\b/i.test(
      t,
    )
      ? { debit: "Prepaid Expenses", credit: moneyOrMissing(t, PAID_FROM, "it was paid from") }
      : null,
  // Borrowing and repaying ("paid back 400k on the bank loan (principal only)", "paid back
  // the director 200k … from what we borrowed from him").
  (t) =>
    // ("March instalment on the bank loan", "the instalment of 150k on the Zenith loan": the payment named before the loan.)
    /\b(?:loan\s+(?:repayment|instal(?:l)?ments?|principal)|(?:repayment|instal(?:l)?ments?)\s+(?:of\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?(?:on|of|for|towards?)\s+(?:the\s+|our\s+|a\s+)?(?:[\w-]+\s+){0,2}?loans?\b|(?:repa(?:y|id|ying|yment)|pa(?:y|id|ying)\s+back|principal)\b.*\b(?:loan|borrow(?:ed|ing)?)\b|loan\b.*\b(?:repa(?:y|id|yment)|pa(?:y|id|ying)\s+back|instal(?:l)?ment))/i.test(
      t,
    )
      ? {
          debit: "Loans Payable",
          // ("ZB loan instalment 12/3: …": a bank's loan is repaid from the account with it.)
          credit:
            money(t, "from|via|through|out\\s+of") ??
            lenderBank(t) ??
            moneyOrMissing(t, "from|via|through|out\\s+of", "the repayment left"),
        }
      : null,
  (t) =>
    // ("the 8m bank loan hit our access account": arrived, as people say it.)
    /\bloan\b.*\b(?:received|disbursed|credited|drawn down|came\s+in(?:to)?|came\s+through|paid\s+in(?:to)?|landed|hit|entered|reached|dropped|arrived)\b|\b(?:received|disbursed|credited)\b.*\bloan\b(?!.*\brepa)|\b(?:lent|loaned|advanced)\s+(?:the\s+)?(?:company|business|firm|us)\b|\b(?:lent|loaned|advanced|gave|given)\b(?:[^.;]|\.(?=\d))*?\b(?:to\s+(?:the\s+)?(?:company|business|firm|us)|as\s+an?\s+(?:loan|advance))\b|\b(?:took|take|taken|obtained|got|secured)\s+(?:out\s+)?(?:a\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?(?:bank\s+)?loan\b|\b(?:gave|granted|given|approved|disbursed)\s+us\s+(?:a\s+|an\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?(?:term\s+)?loan\b/i.test(
      t,
    )
      ? {
          // ("Access credited 9,850,000 — our 10m bank loan": the bank that credited it;
          // "Access gave us a loan of 2m", "access bank loan 2m hit the account": the bank
          // that lent it, where the loan is kept.)
          debit:
            money(t, PAID_INTO) ??
            bankSubject(t, "credited|disbursed|paid\\s+in|gave|granted|approved") ??
            lenderBank(t) ??
            moneyOrMissing(t, PAID_INTO, "the loan was paid into"),
          credit: "Loans Payable",
        }
      : null,
  // Paying over tax collected.
  (t) =>
    /\b(?:remit(?:ted|ting)?|paid|pay|settle[ds]?|transfer(?:red)?)\b.*\b(?:vat|output tax|sales tax)\b|\b(?:vat|output tax|sales tax)\b(?:[^.;]|\.(?=\d))*?\b(?:remittance|payment|remitted|paid|settled)\b/i.test(
      t,
    )
      ? { debit: "VAT Payable", credit: moneyOrMissing(t, "from|via|through|out\\s+of", "it was paid from") }
      : null,
  // Closing one account into another: "close out drawings of 400,000 to owner's equity".
  (t) => {
    const m =
      /\bclos(?:e|ed|ing)\s+(?:out\s+)?(?:the\s+)?(.+?)\s+(?:(?:of|for)\s+\S+\s+)?(?:to|into|against)\s+(.+)/i.exec(t);
    const into = m && after(`to ${m[2]}`, "to");
    return m && into ? { debit: into, credit: m[1]!.trim() } : null;
  },
  // The owner takes stock home: drawings out of inventory, not out of a money account.
  (t) =>
    DRAWINGS.test(t) && /\b(?:stock|goods|inventory|products|merchandise)\b/i.test(t)
      ? { debit: "Drawings|Owner's Equity", credit: "Inventory" }
      : null,
  // The owner takes money out ("… charge it against Owner's Equity": that account), or puts it in.
  (t) => {
    if (!DRAWINGS.test(t)) return null;
    const against =
      /\b(?:charge|post|book|debit|put)\s+(?:it|this|them)\s+(?:against|to)\s+(?:the\s+)?(.+?)(?=[,.;]|$)/i.exec(t);
    return {
      debit: against?.[1]?.trim() ?? "Drawings|Owner's Equity",
      // ("used the company zenith card for my personal flight": the one bank named.)
      credit: money(t, "from|out of") ?? loneBank(t) ?? moneyOrMissing(t, "from|out of", "the money left"),
    };
  },
  // ("oga put 3m of his own money into zenith as capital": the owner by what staff call
  // them, or by the money being their own; "owners capital 500k cash": said as a ledger's heading.)
  // (Not the business's own cash put into its bank: "i take 40k from shop cash put for access".)
  (t) =>
    (new RegExp(
      String.raw`\b(?:${OWNER})\b.*?\b(?:invest(?:ed|s)?|contribut(?:ed|es)|inject(?:ed|s)?|put|brought|introduced)\b`,
      "i",
    ).test(t) &&
      !/\b(?:from|out\s+of)\s+(?:the\s+|our\s+)?(?:(?:shop|office|store|counter)\s+)?(?:cash|till|takings)\b/i.test(
        t,
      )) ||
    /\bcapital\s+(?:injection|contribution|introduced)\b|\b(?:fresh|additional|new|more)\s+capital\b|\b(?:owner|owners|owner['’]s|proprietor['’]?s?|director['’]?s?)\s+capital\b(?![^.;]*\b(?:withdr[ae]wn?|withdrawal|refund(?:ed)?|repaid|returned|taken\s+out|took\s+out|reduced|paid\s+out|paid\s+back|out\s+of)\b)|\b(?:his|her|their|my|our)\s+own\s+(?:money|funds?|cash|pocket)\b[^.;]*\bas\s+(?:\w+\s+)?capital\b/i.test(
      t,
    ) ||
    // ("I don transfer 3m from my personal account to the company zenith. na my capital o,
    // no be loan": the owner's own account paying the business's is capital, unless lent.)
    (/\b(?:from|out\s+of)\s+(?:my|his|her|their|(?:the\s+)?(?:owner|oga|director|md|ceo)['’]?s?)\s+(?:(?:own|personal|private)\s+)+(?:account|acct|a\/c|money|funds?|savings|pocket)\b/i.test(
      t,
    ) &&
      !/\b(?:as\s+(?:a\s+)?loan|(?:director|owner|shareholder)['’]?s?\s+loan|lent|lend(?:ing)?|to\s+be\s+(?:repaid|paid\s+back))\b/i.test(
        t,
      ))
      ? {
          // ("ZENITH received NGN 5,000,000 from the owner as additional capital": the bank that received it.)
          debit:
            money(t, PAID_INTO) ??
            bankSubject(t, "received|got|credited") ??
            // ("cap intro 2m zenith": the one bank named, with no word before it.)
            loneBank(t) ??
            moneyOrMissing(t, PAID_INTO, "the capital went into"),
          credit: "Owner's Equity",
        }
      : null,
  // Between the business's own money accounts ("Lodged 380k from the cash box into access
  // savings", "petty cash float of 50k drawn from Access").
  cashLodged,
  cashDrawn,
  // "… was posted to Travel instead of Fuel and Transport", "… went to Office Supplies
  // instead of Bank Charges": out of the one, into the other ("we mistakenly posted 18,500
  // internet to office supplies instead of utilities": what was posted between).
  (t) => {
    const m =
      /\b(?:posted|booked|recorded|coded|charged|put|went|gone|landed|ended\s+up|allocated|entered)\s+(?:(?:to|under|in(?:to)?|as)|(?:the\s+|our\s+|an?\s+)?(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?\s+(?:[a-z][a-z'’-]*\s+){0,4}?(?:to|under|into))\s+(?:the\s+)?(.+?)\s+instead\s+of\s+(?:to\s+)?(?:the\s+)?(.+?)(?=\s*[(,.;!]|\s+(?:pls|please|kindly|on|dated)\b|$)/i.exec(
        t,
      );
    return m ? corrected(m[1]!, m[2]!) : null;
  },
  // "Reclassify 9,800 sitting in Uncategorized Expense — it was bank charges" ("…, it
  // should be under utilities": the preposition no part of where it belongs).
  (t) => {
    const m =
      /\b(?:sitting|parked|booked|posted|recorded|held)\s+(?:in|under|to)\s+(?:the\s+)?(.+?)\s*(?:[—–,;:]|\s-\s)\s*(?:it|this|that)\s+(?:was|is|should\s+(?:be|have\s+been|go\s+to)|belongs?\s+(?:to|in))\s+(?:actually\s+|really\s+)?(?:(?:in|under|to|into)\s+)?(?:the\s+)?(.+?)(?=[.,;!]|\s+(?:on|dated|date)\b|$)/i.exec(
        t,
      );
    return m ? corrected(m[1]!, m[2]!) : null;
  },
  // "… were wrongly posted to other income yesterday. pls move it to sales".
  (t) => {
    const m =
      /\b(?:posted|booked|recorded|coded|charged|put)\s+(?:to|under|in)\s+(?:the\s+)?(.+?)(?=[,.;]|\s+[–—-]\s|\s+(?:on|yesterday|today|last|this|by|in\s+error)\b).*?\b(?:move|transfer|reclass(?:ify)?|put|post|correct)\s+(?:it|them|this|that)\s+(?:to|into|under)\s+(?:the\s+)?(.+?)(?=[,.;!]|\s+(?:today|now|please|pls|on|dated)\b|$)/i.exec(
        t,
      );
    return m ? corrected(m[1]!, m[2]!) : null;
  },
  // "reclass 18,000 travel posted to office supplies in error", "12k fuel wrongly booked under
  // repairs": the sum and what it was, then where it went by mistake; what it was is where it belongs.
  (t) => {
    const m =
      /(?:^|(?<!\d)[:;,]\s*|\b(?:reclass(?:ify)?|correct|fix|move|adjust)\s+)(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?)\s+(?:of\s+)?(?:the\s+)?(?!(?:was|were|got|is|are|that|which)\b)([a-z][a-z &'’/-]*?)\s+(?:(?:that|which)\s+)?(?:(?:was|were|got)\s+)?(wrongly\s+|mistakenly\s+)?(?:posted|booked|recorded|coded|charged|expensed)\s+(?:to|under|in(?:to)?|as)\s+(?:the\s+)?([a-z][a-z &'’/-]*?)(?=\s*[(,.;!]|\s+[–—-]\s|\s+(?:by\s+mistake|in\s+error|wrongly|mistakenly|on|dated|yesterday|today|last|pls|please)\b|$)/i.exec(
        t,
      );
    if (!m) return null;
    // (Only as a mistake: "18,000 travel posted to office supplies" alone moves nothing.)
    const admitted =
      m[2] || /^\s*(?:by\s+mistake|in\s+error|wrongly|mistakenly)\b/i.test(t.slice(m.index + m[0].length));
    return admitted ? corrected(m[3]!, m[1]!) : null;
  },
  // "bank charges of 3,200 were booked to travel by mistake": the subject is where it belongs.
  (t) => {
    const m =
      /^(?:correction\s*:\s*)?(?:the\s+)?([a-z][a-z &'’]*?)\s+(?:of\s+\S+\s+)?(?:was|were)\s+(?:booked|posted|recorded|coded|charged)\s+(?:to|under|in|as)\s+(?:the\s+)?(.+?)\s+(?:by mistake|in error|wrongly)\b/i.exec(
        t,
      );
    return m ? corrected(m[2]!, m[1]!) : null;
  },
  // A correction: "… was posted to Rent by mistake, move it to Utilities".
  (t) => {
    const m =
      /\b(?:posted|booked|recorded|coded|charged)\s+(?:to|under|in)\s+(.+?)\s+(?:by mistake|in error|wrongly|instead)\b/i.exec(
        t,
      );
    const to = m && after(t.slice(m.index + m[0].length), "to|into|under");
    return m && to ? corrected(m[1]!, to) : null;
  },
  // "reclass 15k that was booked to office supplies but was actually travel".
  (t) => {
    const m =
      /\b(?:posted|booked|recorded|coded|charged|put)\s+(?:to|under|in|as)\s+(.+?),?\s+(?:(?:but|when)\s+(?:it\s+)?(?:was|is)\s+|(?:but\s+)?(?:it\s+)?(?:should\s+(?:have\s+)?(?:be|been|go|gone)|belongs?)(?:\s+to)?\s+)(?:actually\s+|really\s+)?(?:to\s+|for\s+|under\s+|in\s+)?(.+?)(?=\s*[(,.;]|\s+(?:on|dated|for)\b|$)/i.exec(
        t,
      );
    return m ? corrected(m[1]!, m[2]!) : null;
  },
  // Said any other way, a correction is where the amount went and where it belongs, each
  // as people say it: "The 48,000 we booked as Rent was actually the lawyer's fee", "a
  // laptop … was expensed to Office Supplies; it should sit in Office Equipment", "… ended up
  // in Travel by mistake. Reclassify them to Bank Charges", "Sales of 120,000 were really
  // service income, reclassify to Service Revenue" (the subject where it went).
  (t) => {
    const went = WENT_TO.exec(t);
    const subject = went ? null : WAS_REALLY.exec(t);
    if (!went && !subject) return null;
    const rest = went ? t.slice(went.index + went[0].length) : t.slice(subject!.index + subject![0].length);
    // (A move told names the account itself; "was really service income" only describes it.)
    const right = (MOVE_TO.exec(rest) ?? BELONGS.exec(rest) ?? NA_BELONGS.exec(rest))?.[1];
    const wrong = went ? went[1]! : subject![1]!;
    return right ? corrected(wrong, right.replace(/^(?:the|a|an)\s+/i, "")) : null;
  },
  // "the 45k uber rides were booked under rent, correct it": where it belongs told by what it was.
  correctedByWhatItWas,
  // Buying an asset to keep: "capitalise it as office equipment".
  capitalised,
  // A customer paid short and the difference is let go ("ACME paid us 52.50 short … write
  // it off to Bank Charges", "short-paid their invoice by 1,500 … clear it against Sales"):
  // the receivable goes, to the account named (before bank charges: the short payment's
  // reason may name a charge).
  (t) => {
    if (!/\bpaid\s+(?:us\s+)?(?:\S+\s+)?short\b|\bshort[- ]?paid\b|\bunder[- ]?paid\b|\bshort\s+payment\b/i.test(t))
      return null;
    const forgone = FORGONE.exec(t);
    if (!forgone) return null;
    return {
      debit: after(t.slice(forgone.index), "to|against|as|into") ?? "Bad Debts|Bad Debt Expense",
      credit: "Accounts Receivable",
    };
  },
  // Income and charges on a bank account.
  interestReceived,
  interestOnMoneyAccount,
  bankCharges,
  // A balance owed to a supplier written off ("the ₦1,250 rounding difference left on XYZ
  // Supplier's payable to Other Income"): the payable goes, to the account named.
  // ("… said we should forget the 8,000 we still owe them. Write it back to Other Income": forgiven.)
  (t) =>
    FORGONE.test(t) && /\b(?:payables?|creditors?|we\s+(?:still\s+)?owe)\b/i.test(t)
      ? {
          debit: "Accounts Payable",
          credit: after(t.replace(/^.*?\b(?:payables?|creditors?|owe)\b/i, ""), "to|into|as|against") ?? "Other Income",
        }
      : null,
  // A customer's debt written off: the receivable goes, as an expense.
  (t) =>
    /\bwr(?:ite|ote|itten)[- ]?off\b/i.test(t) && /\b(?:owe[sd]?|owing|receivables?|debtors?|bad\s+debts?)\b/i.test(t)
      ? { debit: "Bad Debts|Bad Debt Expense", credit: "Accounts Receivable" }
      : null,
  // ("returned damaged goods worth 40k to the supplier": a purchase return, not a loss.)
  returnedToSupplier,
  // Stock lost, damaged or short at a count: out of inventory, into cost of sales (or
  // where the prompt writes it off to).
  (t) => {
    if (
      !/\b(?:stock|inventory|goods)\b/i.test(t) ||
      !/\b(?:short(?:age|fall)?|loss|lost|damaged|expired|spoilt|spoiled|stolen|missing|writ(?:e|ten)[- ]?off|wrote[- ]off)\b/i.test(
        t,
      )
    )
      return null;
    const to = /\bcost of (?:sales|goods sold)\b/i.test(t) ? null : after(t, "to|against|as");
    return { debit: to ?? "Cost of Goods Sold", credit: "Inventory" };
  },
  // Bought on credit, not yet paid: owed to suppliers ("bought a photocopier on credit …, record it as office equipment").
  // ("we took stationery from globex on credit", "XYZ supplier delivered goods for resale on
  // credit": however the goods came, what came is debited, goods to sell as stock.)
  (t) => {
    const m =
      /\b(?:bought|purchased|took|taken|received|got|collected|obtained|delivered|supplied)\s+(?:us\s+)?(?:an?\s+|the\s+|some\s+)?(.+?)\s+on\s+credit\b/i.exec(
        t,
      );
    if (!m) return null;
    const as =
      /\b(?:record|book|post|capitali[sz]e)\s+(?:it|them|this)\s+(?:as|to|under|in)\s+(?:the\s+)?(.+?)(?=[,.;]|$)/i.exec(
        t,
      );
    // (The supplier after "from", before "on credit" or after it.)
    const what = as?.[1]?.trim() ?? boughtThing(m[1]!.replace(/\s+from\s+.*$/i, ""));
    const from = after(t.slice(m.index + m[0].length), "from") ?? after(m[0], "from");
    return {
      debit: !as && forStock(what, t) ? "Inventory" : what,
      credit: "Accounts Payable",
      ...(from ? { contact: from } : {}),
    };
  },
  // ("Record 650k of stock bought on credit from Kano Grains Ltd into inventory": the sum
  // before what was bought is no part of it; where it goes, if said, is the account.)
  (t) => {
    const m = /\b(?:record\s+)?(.+?)\s+(?:bought|purchased)\s+on\s+credit\b/i.exec(t);
    const what = m && boughtThing(m[1]!);
    if (!m || !what) return null;
    const rest = t.slice(m.index + m[0].length);
    const into = after(rest, "into|as|under");
    const from = after(rest, "from");
    return {
      debit: into ?? (forStock(what, t) ? "Inventory" : what),
      credit: "Accounts Payable",
      ...(from ? { contact: from } : {}),
    };
  },
  // ("new printer 320k on credit from Globex, add it to office equipment": no verb.)
  onCreditSaidFirst(GOODS),
  // An exchange difference settled against what is owed: "FX loss of 46,500 when we paid
  // Halden & Rowe - post against payables": a loss raises the payable (lowers the
  // receivable), a gain the other way.
  (t) => {
    const m = /\b(?:fx|forex|foreign\s+exchange|exchange)\s+(?:rate\s+)?(loss|gain)\b/i.exec(t);
    // (Posted "against payables", "to the receivable", "on the Northwind receivable": named as where it goes.)
    const owed =
      /\b(?:against|to|on|from)\s+(?:the\s+|our\s+|accounts?\s+)?(?:[\w&'’]+\s+){0,3}?(?:(?:payables?|creditors?|AP)|(receivables?|debtors?|AR))\b/i.exec(
        t,
      );
    if (!m || !owed) return null;
    const control = owed[1] ? "Accounts Receivable" : "Accounts Payable";
    return m[1]!.toLowerCase() === "loss"
      ? { debit: "Foreign Exchange Gain/Loss", credit: control }
      : { debit: control, credit: "Foreign Exchange Gain/Loss" };
  },
  // A customer's payment against what they owe, as a journal ("Brightstar paid their
  // outstanding 1.35m into Zenith - clear the receivable"): the money in, the receivable down.
  // ("Received 150,000 from Brightstar against their outstanding balance": money that came
  // in against what a customer owes.)
  (t) =>
    (/\b(?:receivables?|debtors?)\b/i.test(t) && /\b(?:paid|received|settled|cleared)\b/i.test(t)) ||
    /\b(?:received|collected|got)\b.*\b(?:against|towards?|on)\s+(?:their|his|her)\s+(?:outstanding\s+|unpaid\s+)?(?:balance|invoices?|debts?)\b|\b(?:received|collected|got)\b.*\bwhat\s+(?:they|he|she)\s+(?:still\s+)?owe[sd]?\b/i.test(
      t,
    )
      ? { debit: moneyOrMissing(t, PAID_INTO, "it was paid into"), credit: "Accounts Receivable" }
      : null,
  // Paying a supplier against their bills ("Paid Kano Grains 2.1m from Access against their bills").
  (t) =>
    /\b(?:paid|settled?)\b/i.test(t) &&
    /\b(?:against|towards?|for|on)\s+(?:their|his|her|the|our)\s+(?:bills?|invoices?|payables?|balance)\b|\bpayables?\b|\bcreditors?\b|\bwhat\s+(?:we|i)\s+(?:still\s+)?owe[ds]?\b/i.test(
      t,
    )
      ? { debit: "Accounts Payable", credit: moneyOrMissing(t, "from|via|through|using", "it was paid from") }
      : null,
  // Bought with money: "Bought stock worth 185k for cash, put it straight into inventory".
  boughtWithMoney,
  // "The 350k rent paid from zenith …": the cost, then the account it left.
  paidFromSaid,
  // Last, any payment from a money account: "paid loan interest of 30k from GTB".
  (t) => {
    const m =
      /\b(?:paid|pay|settled?)\s+(?:for\s+)?(?:the\s+|our\s+|a\s+)?([a-z][a-z' ]*?)(?=\s+(?:of|for|worth|amounting|totall?ing|from|via|through|with|using)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|,|$)/i.exec(
        t,
      );
    const from = after(t, "from|via|through|using") ?? bankAside(t);
    return m && from ? { debit: m[1]!.trim(), credit: from } : null;
  },
];

/**
 * A loan's terms said beside it ("Director's loan of ₦3,000,000 received into Zenith,
 * repayable over 24 months", "… to be repaid in 12 monthly instalments"): how it will be
 * paid back, no repayment made.
 */
const LOAN_TERMS =
  /[,;]?\s*\(?\b(?:(?:re)?payable|to\s+be\s+(?:re)?paid(?:\s+back)?)\s+(?:over|in|within|by|after|from|monthly|quarterly|annually|yearly)\b[^.;()]*\)?/gi;

/** The two accounts a described entry moves between, or null when no pattern fits. */
export function describedEntry(written: string): DescribedEntry | null {
  const text = /\b(?:loans?|borrow\w*|lent|lend)\b/i.test(written) ? written.replace(LOAN_TERMS, "") : written;
  for (const pattern of PATTERNS) {
    const entry = pattern(text);
    if (entry) return entry;
  }
  return null;
}
