// What people say around an everyday entry that the patterns of everyday.ts do not read on
// their own: an entry booked twice and undone ("bank charges of 2,500 were entered twice on
// zenith, reverse one"), what went to the wrong account told only by what it was ("the 45k
// uber rides were booked under rent, correct it"), interest on a money account with no
// verb ("interest on access savings 3,412.50"), a cost and the account it left ("the 350k
// rent paid from zenith"), and what was said beside the entry that has no field (a
// balance, the day of the purchase corrected).
import { lexiconAccount } from "../accounts/lexicon";
import { knownBankIn } from "../accounts/nuban";
import { findAmounts } from "../extraction/grammar/amounts";
import { findDates } from "../extraction/grammar/dates";
import type { FieldError } from "../lib/errors";
import { type DescribedEntry, type Pattern, withoutPeriod } from "./phrases";

/** Books kept twice: "entered twice", "posted two times", "double-posted", "the duplicate". */
const TWICE =
  /\b(?:entered|posted|recorded|booked|captured|keyed(?:\s+in)?|logged|input(?:ted)?|journal(?:l?ed))\s+(?:in\s+)?(?:twice|two\s+times|2\s*x)\b|\bdouble[- ]?(?:posted|entered|recorded|booked|counted|captured)\b|\bduplicat(?:e|ed|ion)\b/i;
/** And undone: "reverse one", "remove the duplicate", "cancel the second". */
const UNDO = /\b(?:revers(?:e|al)|remove|cancel|undo|delete|drop|back\s+out|take\s+out|knock\s+off)\b/i;

/**
 * "bank charges of 2,500 were entered twice on zenith, reverse one", "The 350k rent paid
 * from zenith got entered twice. pls reverse the duplicate": the entry as described is
 * the one in the books twice; what is posted now undoes one copy, each side the other way.
 * Never a charge the bank really took twice ("Zenith charged us twice"): the books are
 * right, the bank owes a refund.
 */
export const bookedTwice = (text: string) => TWICE.test(text) && UNDO.test(text);

/** A money account as named: a known bank, or a bank, savings or cash account. */
const moneyNamed = (phrase: string) =>
  !/\b(?:loans?|overdraft|facility|borrowings?|mortgage|lease|hire\s+purchase)\b/i.test(phrase) &&
  (knownBankIn(phrase) !== null || /\b(?:bank|savings|deposit|current|domiciliary)\b/i.test(phrase));

/**
 * "interest on access savings 3,412.50 on 28 feb", "Interest on our Zenith deposit account
 * for February 1,200": interest on one of the business's money accounts is income paid
 * into it. Never interest on a loan or overdraft, which the business pays. (The sum may
 * come between: "interest 3,200 on access savings, end of last month".)
 */
export const interestOnMoneyAccount: Pattern = (t) => {
  const m =
    /\binterest\s+(?:of\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?\s+(?=(?:earned\s+|received\s+)?on\b))?(?:earned\s+|received\s+|paid\s+)?(?:on|from)\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|\s*[,.;:(]|\s+(?:account|on|for|of|in|at|dated|this|last)\b|$)/i.exec(
      t,
    );
  if (!m || !moneyNamed(m[1]!)) return null;
  return { debit: m[1]!.trim(), credit: "interest income" };
};

/**
 * "The 350k rent paid from zenith got entered twice", "fuel paid via access 20k": a cost
 * and, after "paid", the money account it left. Only a money account after the verb.
 */
export const paidFromSaid: Pattern = (t) => {
  const m =
    /^\W*(?:the\s+|our\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?([a-z][a-z &'’-]*?)\s+(?:(?:of|for)\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?(?:was\s+|were\s+)?paid\s+(?:from|via|through|out\s+of|with|using)\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s+(?:got|was|were|has|had|is|on|dated|yesterday|today|last|and|but)\b|\s*[,.;:(!]|$)/i.exec(
      t,
    );
  if (!m || !(moneyNamed(m[2]!) || /^(?:petty\s+)?cash$/i.test(m[2]!))) return null;
  const what = withoutPeriod(m[1]!);
  return what ? { debit: what, credit: m[2]!.trim() } : null;
};

/** Where an amount was wrongly put, said without where it belongs ("were booked under rent, correct it"). */
const WENT_UNDER =
  /\b(?:was|were|got|had\s+been)\s+(?:booked|posted|recorded|coded|charged|expensed|entered|put)\s+(?:to|under|in(?:to)?|as)\s+(?:the\s+)?([a-z][a-z &'’/-]*?)(?=\s*[(,.;!]|\s+(?:by\s+mistake|in\s+error|wrongly|instead|on|dated|yesterday|last|pls|please)\b|$)/i;
/** Told to put it right, with no account named ("correct it", "fix it", "sort it out"). */
const FIX_TOLD =
  /\b(?:correct|fix|sort\s+out|reclass(?:ify)?|rectify|adjust|move)\s+(?:it|this|that|them|the\s+(?:error|mistake|entry|posting))\b|\bsort\s+(?:it|this|that|them)\s+out\b/i;

/**
 * "oops the 45k uber rides were booked under rent, correct it", "the fuel of 20k was
 * posted to Rent by mistake, fix it": the cost's own words say where it belongs (the
 * account its everyday words are booked to), the account named is where it went. Only
 * when those words point to an account other than the one it went to.
 */
export const correctedByWhatItWas: Pattern = (t): DescribedEntry | null => {
  const went = WENT_UNDER.exec(t);
  if (!went || !FIX_TOLD.test(t)) return null;
  const subject =
    /(?:^|[.!?]\s+|\b(?:the|our|oops|sorry)\s+)(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?([a-z][a-z &'’-]*?)\s*$/i.exec(
      t.slice(0, went.index),
    )?.[1];
  const what = subject && withoutPeriod(subject.replace(/^(?:the|our)\s+/i, ""));
  if (!what || /^(?:it|they|this|that|these|those|we|i)$/i.test(what)) return null;
  const right = lexiconAccount("expense", what);
  const wrong = went[1]!.trim();
  if (!right || right.toLowerCase() === wrong.toLowerCase() || lexiconAccount("expense", wrong) === right) return null;
  return { debit: right, credit: wrong };
};

/** A balance said beside the entry ("zenith balance is now 1.1m", "leaving 200k in access"). */
// (Never "the balance of 200k", which is what is paid or moved.)
const BALANCE_SAID =
  /\b(?:balance|bal\.?)\s+(?:is|was|will\s+be|stands\s+at|now)\s+(?:now\s+|at\s+)?$|\b(?:leaving|leaves|left\s+with)\s+(?:a\s+balance\s+of\s+|us\s+with\s+)?$|\bnew\s+balance\s*(?:is|of|:)?\s*$/i;

/** The day of what is corrected, not of this entry ("the purchase was on 2 Feb"). */
const ORIGINAL_DAY =
  /\b(?:the\s+|that\s+|our\s+)?(?:purchase|payment|sale|expense|transaction|bill|invoice|original(?:\s+(?:entry|posting|journal))?|receipt)\s+(?:was|were|happened|took\s+place|was\s+made|was\s+posted|was\s+booked|is\s+dated|was\s+dated)\s+(?:on\s+)?$/i;

/**
 * What a prompt says beside an entry that no field holds: an account's balance ("moved
 * 300k zenith to access, zenith balance is now 1.1m") — never an opening balance, which
 * is an entry's amount — and the day the thing corrected happened when the entry is dated
 * otherwise ("reclass 40k … the purchase was on 2 Feb, post it today"). Refused, quoted.
 */
export function saidAside(text: string, today: string, entryDate: string | null): FieldError[] {
  const problems: FieldError[] = [];
  // (Only beside another amount, the entry's: "the balance is 200k, pay it from zenith" says the amount.)
  const amounts = findAmounts(text);
  const balances = amounts.filter((a) => BALANCE_SAID.test(text.slice(Math.max(0, a.start - 40), a.start)));
  if (!/\bopening\b|\bb\/f\b|\bbrought\s+forward\b/i.test(text) && amounts.length > balances.length)
    for (const a of balances)
      problems.push({
        field: "prompt",
        message: `"${text.slice(a.start, a.end).trim()}" is not understood: an account's balance is no amount of the entry; leave it out`,
      });
  for (const d of findDates(text, today))
    if (d.value !== entryDate && ORIGINAL_DAY.test(text.slice(Math.max(0, d.start - 40), d.start)))
      problems.push({
        field: "prompt",
        message: `"${text.slice(d.start, d.end).trim()}" is not understood: a journal has one date, the entry's; leave other dates out`,
      });
  return problems;
}

/** Where the prompt says to put what came ("add it to office equipment", "record it as stock"). */
const PUT_AS =
  /\b(?:add|put|record|book|post|capitali[sz]e|enter)\s+(?:it|them|this|these)?\s*(?:as|to|under|in(?:to)?)\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s*[,.;!]|\s+(?:pls|please|thanks|account)\b|$)/i;

/**
 * "new printer 320k on credit from Globex, add it to office equipment", "2 bags of rice
 * 90k on credit from Kano Grains": what came said first with no verb, then on credit from
 * whom: what came (or where the prompt puts it) debited, the supplier's payable credited.
 */
export const onCreditSaidFirst =
  (goods: RegExp): Pattern =>
  (t) => {
    const m =
      /^\W*(?:(?:a|an|the|new|some|our)\s+)*([a-z][a-z &'’-]*?)\s+(?:(?:for|worth|of|at|costing)\s+)?(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+(?:bought\s+|purchased\s+|taken\s+|collected\s+)?on\s+credit\s+from\s+(?:the\s+)?([a-z][\w &'’.-]*?)(?=\s*[,.;!(]|\s+(?:on|dated|yesterday|today|last|and|pls|please)\b|$)/i.exec(
        t,
      );
    if (!m) return null;
    const what = (PUT_AS.exec(t)?.[1] ?? m[1]!).trim();
    return { debit: goods.test(what) ? "Inventory" : what, credit: "Accounts Payable", contact: m[2]!.trim() };
  };

/** Money that came in, by what it is ("received", "deposit", "sales", "from a customer"). */
const CAME_IN =
  /\b(?:received|receipts?|deposit(?:ed|s)?|lodg(?:ed|ement)|income|sales|takings|paid\s+(?:in|us)|credited)\b/i;

/**
 * "we recorded 30k bank charges on zenith but it was actually access", "the 50k deposit
 * was posted against access but it was really zenith": the thing said between the verb
 * and the bank, both sides money accounts. A cost goes back into the bank recorded and out
 * of the right one; money that came in the other way.
 */
export const recordedOnWrongBank: Pattern = (t) => {
  const m =
    /\b(?:recorded|booked|posted|entered|captured|logged|put)\s+(?:[^,.;]{0,60}?\s)?(?:on|against|to|from|in(?:to)?|under)\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?),?\s+but\s+(?:it|this|that|they)\s+(?:was|were|is|went\s+(?:to|from|through))\s+(?:actually|really|in\s+fact)\s+(?:on\s+|from\s+|in(?:to)?\s+|through\s+)?(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s*[,.;!(]|\s+(?:account|pls|please|on|dated)\b|$)/i.exec(
      t,
    );
  if (!m || !moneyNamed(m[1]!) || !moneyNamed(m[2]!)) return null;
  const [wrong, right] = [m[1]!.trim(), m[2]!.trim()];
  return CAME_IN.test(t.slice(0, m.index + m[0].length))
    ? { debit: right, credit: wrong }
    : { debit: wrong, credit: right };
};

/** What a shop buys to sell, as a return speaks of it ("damaged goods", "3 cartons of stock"). */
const RETURNED_GOODS = /\b(?:stock|goods|inventory|merchandise|products|items|cartons?|bags?|crates?|units?)\b/i;

/**
 * "returned damaged goods worth 40k to the supplier, reduce what we owe them", "sent back
 * 3 cartons of stock to Kano Grains": a purchase return, what is owed the supplier down
 * and the stock out. Whose payable it is when the prompt names them ("the supplier" names
 * no one, and building the journal asks whose).
 */
export const returnedToSupplier: Pattern = (t) => {
  const m =
    /\b(?:returned|return|sent\s+back|took\s+back|gave\s+back)\b(.*?)\bto\s+(?:the\s+)?([a-z][\w &'’.-]*?)(?=\s*[,.;!(]|\s+(?:and|on|dated|yesterday|today|last|pls|please|because|as)\b|$)/i.exec(
      t,
    );
  if (!m || !RETURNED_GOODS.test(m[1]!)) return null;
  const whom = m[2]!.trim();
  const generic = /^(?:suppliers?|vendors?|sellers?|creditors?|them|him|her)$/i.test(whom);
  if (!generic && !/^[A-Z]/.test(whom)) return null;
  return { debit: "Accounts Payable", credit: "Inventory", ...(generic ? {} : { contact: whom }) };
};
