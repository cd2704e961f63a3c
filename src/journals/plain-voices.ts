// Journals as owners say them in passing, not as a bookkeeper writes them (a sum corrected
// mid-sentence, "transfer 50k, sorry 55k", and words run into their sums, "withdrew50k",
// are read for every resource by grammar/amount-habits.ts): a bank's ATM or card for the bank ("from zenith ATM", "the company zenith card"), two money
// accounts with no verb between them ("Zenith -> Access 1.2m", "half a million from
// zenith to access savings"), the owner's own money paying the business's costs ("paid
// the shop rent of 250k from his personal account"), a loan from a person ("loan from Mr
// Bayo … into access bank"), a director's loan turned into capital, and one month's share
// of a prepayment ("Prepaid rent of 1.2m covers 12 months. post this month's share").
import { lexiconAccount } from "../accounts/lexicon";
import { bankPattern, knownBankIn } from "../accounts/nuban";
import { findAmounts } from "../extraction/grammar/amounts";
import { after, cashKept, money, moneyOrMissing, PAID_INTO, type Pattern, withoutPeriod } from "./phrases";

/**
 * Where a bank's machine or card is named for its account ("from zenith ATM", "at the GTB
 * POS", "the company zenith card"): the bank. Only after a bank this table knows, and
 * never what the bank charges for them ("zenith card maintenance", "GTB ATM fees").
 */
const BANK_THING =
  /\b([a-z][a-z&'’-]*(?:\s+bank)?)\s+(?:atm|pos|app|mobile\s+app|branch|(?:debit\s+|atm\s+|business\s+|company\s+)?card)\b(?!\s+(?:maintenance|fees?|charges?|commission|renewal|issuance|replacement|levy|withdrawal\s+fees?))/gi;

/**
 * Accountants' cuts a journal can only mean one way: "cap intro 2m zenith" is capital
 * introduced; "dep 12.5k office eqpt" (a sum or an asset straight after it) is
 * depreciation, never a deposit, which is paid ("paid a dep of 50k").
 */
const CUTS: [RegExp, string][] = [
  [/\bcap(?:ital)?\.?\s+intro(?:d(?:uced)?|duction)?\b\.?/gi, "capital introduced"],
  // ("Payment to creditor XYZ Supplier ₦850,000 from Zenith", "Remittance of VAT to FIRS …",
  // "Receipt from debtor …", "Repayment of loan …": a voucher's heading, the event named by
  // its noun, opening the text or a sentence, is the verb that does it.)
  [/(?<=^\s*|[.;]\s+)(?:being\s+)?payment\s+(?:made\s+)?(?:to|of)\b/gi, "Paid"],
  [/(?<=^\s*|[.;]\s+)(?:being\s+)?remittance\s+of\b/gi, "Remitted"],
  [/(?<=^\s*|[.;]\s+)(?:being\s+)?receipt\s+from\b/gi, "Received from"],
  [/(?<=^\s*|[.;]\s+)(?:being\s+)?repayment\s+of\b/gi, "Repaid"],
];
const ASSET_WORDS =
  "(?:office\\s+)?(?:equipment|eqpt|furniture|fittings|fixtures|vehicles?|motor|cars?|laptops?|computers?|machinery|machines?|plant|buildings?|generators?|printers?)";
const DEP_CHARGE = new RegExp(
  String.raw`\bdep\b\.?(?=\s+(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+(?:on\s+|for\s+)?(?:the\s+)?${ASSET_WORDS}|(?:on|for)\s+(?:the\s+)?${ASSET_WORDS})\b)`,
  "gi",
);

/** The text with a prompt's passing habits written as the patterns read them. */
export function withPlainVoices(text: string): string {
  let out = text;
  // ("Payment to creditor XYZ 850k from zenith bounced, reverse it": what failed is no payment said.)
  const undone = /\b(?:bounced|returned|reversed?|reversal|unpaid|cancell?ed|failed|declined)\b/i.test(text);
  for (const [pattern, word] of CUTS) if (!undone || word === "capital introduced") out = out.replace(pattern, word);
  if (!/\b(?:paid|pay|paying|gave|refund(?:ed)?|received)\b/i.test(out)) out = out.replace(DEP_CHARGE, "depreciation");
  out = out.replace(BANK_THING, (whole, bank: string) => {
    if (knownBankIn(bank) === null) return whole;
    const named = bank.replace(/^(?:company|business|the|our)\s+/i, "");
    // ("withdrew 30k from gtb atm": what an ATM gives is cash.)
    return /\batm$/i.test(whole) && !/\bcash\b/i.test(out) ? `${named} in cash` : named;
  });
  return withPrepaidShareWorked(out);
}

/**
 * The one known bank a terse prompt names with no preposition ("cap intro 2m zenith"):
 * its name as written, else null (none, or two).
 */
export function loneBank(text: string): string | null {
  const pattern = bankPattern(text);
  const m = pattern && new RegExp(pattern.source, "i").exec(text);
  if (!m) return null;
  const rest = text.slice(0, m.index) + text.slice(m.index + m[0].length);
  return knownBankIn(rest) === null ? m[0] : null;
}

/** A phrase that names a bank or cash account, not an expense ("Zenith", "Access savings", "petty cash", "shop cash"). */
const moneyName = (phrase: string) =>
  knownBankIn(phrase) !== null ||
  /^(?:the\s+|our\s+)?(?:petty\s+)?(?:cash|till|float)(?:\s+(?:box|account))?$/i.test(phrase) ||
  cashKept(phrase) !== phrase;

/**
 * Money moved between the business's own accounts said without the bookkeeping: an arrow
 * ("Zenith -> Access 1.2m", "moved ₦90k zenith>access"), a sum from one to the other with
 * no verb ("half a million from zenith to access savings pls"), or the verb with the sum
 * before the accounts ("TRANSFER 750,000 ZENITH TO ACCESS SAVINGS"). Both ends must be
 * money accounts: "50k from zenith to the landlord" is a payment, no move.
 */
export const movedBetweenOwnAccounts: Pattern = (t) => {
  // (Corrections, loans, VAT and the owner's money have patterns of their own.)
  if (
    /\b(?:wrongly|by\s+mistake|in\s+error|instead|should|actually|really|posted|booked|recorded|loans?|vat|drawings?|personal|capital|owner)\b/i.test(
      t,
    )
  )
    return null;
  const arrow = /(?<![\w])([a-z][a-z &'’-]*?)\s*(?:-+>|→|⇒|=>|>)\s*(?=[a-z])(.+)/i.exec(t);
  const sum = String.raw`(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?`;
  const bare =
    arrow ??
    new RegExp(
      String.raw`(?:^|\b(?:transfer(?:red)?|move[ds]?|moved|shift(?:ed)?|send|sent)\s+|${sum}\s+(?:(?:transfer(?:red)?|moved?|shift(?:ed)?|sent)\s+)?)(?:(?:from|out\s+of)\s+)?(?:the\s+)?([a-z][a-z &'’-]*?)\s+(?:to|into)\s+(?=[a-z])(.+)`,
      "i",
    ).exec(
      t.replace(
        new RegExp(String.raw`^\W*(?:transfer(?:red)?|move[ds]?|moved|shift(?:ed)?|send|sent)?\s*${sum}\s+`, "i"),
        "",
      ),
    );
  if (!bare) return null;
  const from = withoutPeriod(bare[1]!.trim());
  // (The name runs to a date, a sum, a plea or a clause: "access savings pls", "Access 1.2m on 14th".)
  const to = after(`to ${bare[2]!}`, "to");
  if (!to || /\b(?:from|of|to|into)\b/i.test(from) || !moneyName(from) || !moneyName(to)) return null;
  // (Between two banks, or a bank and cash: cash to petty cash is the cash patterns' to read.)
  const [bankFrom, bankTo] = [knownBankIn(from), knownBankIn(to)];
  if ((bankFrom === null && bankTo === null) || bankFrom === bankTo) return null;
  const cash = (name: string) =>
    /\bpetty\b|\bfloat\b/i.test(name)
      ? "Petty Cash|Cash"
      : /^(?:the\s+|our\s+)?(?:cash|till)(?:\s+box)?$/i.test(name)
        ? "Cash"
        : cashKept(name);
  return { debit: cash(to), credit: cash(from) };
};

/**
 * The owner's own money, said as where it came from: "from his personal account", "with
 * my own money", "w/ my personal card", "from personal funds", "out of my pocket".
 */
const OWNERS_OWN =
  /\b(?:from|with|w\/|using|out\s+of|via|through|by)\s+(?:(?:my|his|her|their|the\s+(?:owner|director|md|ceo|oga)['’]?s?)\s+)?(?:(?:own|personal|private)\s+)+(?:bank\s+)?(?:account|acct|a\/c|money|funds?|cash|card|savings|pocket|purse)\b|\bout\s+of\s+(?:my|his|her|their)\s+(?:own\s+)?pocket\b|\bfrom\s+(?:my|his|her|their)\s+own\b/i;

/** The owner's money lent, not given: it is to come back ("it's a loan to the company"). */
const LENT =
  /\b(?:(?:as|it['’]?s|it\s+is|is)\s+(?:a\s+)?loan|loan\s+to\s+(?:the\s+)?(?:company|business|firm|us)|(?:director|owner|shareholder)['’]?s?\s+loan|lent|lend(?:ing)?|to\s+be\s+(?:repaid|paid\s+back|refunded)|(?:pay|paid|refund)\s+(?:him|her|me|them)\s+back)\b/i;

/**
 * "The owner paid this month's shop rent of 250k from his personal account", "I paid ikeja
 * electric 40k w/ my own money, record it as my contribution", "bought office supplies 18k
 * with my personal card. count it as capital", "owner paid XYZ Supplier 200k from personal
 * funds to clear part of what we owe them": what was paid or bought debited (a supplier's
 * debt, Accounts Payable; a loan, Loans Payable), the owner's equity credited (Loans
 * Payable when the money was lent). Not when the money went into the business's bank
 * ("from my personal account to the company zenith": capital paid in, read below).
 */
export const ownerPaidForBusiness: Pattern = (t) => {
  const own = OWNERS_OWN.exec(t);
  if (!own) return null;
  if (/\b(?:wrongly|by\s+mistake|in\s+error|instead\s+of|posted|booked\s+(?:to|as|under))\b/i.test(t)) return null;
  const credit = LENT.test(t) ? "Loans Payable" : "Owner's Equity";
  // ("I transferred 3m from my personal account to the company zenith as capital": paid in,
  // into the business's bank.)
  const into = money(t, "into|inside");
  const to = after(t, "to");
  const paidIn = (into && into !== "Cash" ? into : null) ?? (to && knownBankIn(to) !== null ? to : null);
  if (paidIn) return { debit: paidIn, credit };
  // ("paid the shop rent of 250k …"; the sum first: "paid 40k for diesel …", "spent 20k on
  // fuel out of my pocket", "bought 18k worth of office supplies …".)
  const verb =
    /\b(paid|pay|paying|repaid|settled?|cleared?|bought|purchased|buy|covered|funded|used)\s+(?:for\s+)?(?:the\s+|our\s+|a\s+|an\s+|some\s+)?(?!(?:from|with|out|via|through|by|using|for|on)\b)([a-z][a-z &'’-]*?)(?=\s+(?:of|for|worth|amounting|totall?ing|from|with|w\/|using|out|via|through|by|on|to|at)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|\s*[,.;]|$)/i.exec(
      t,
    ) ??
    /\b(paid|spent|bought|purchased|used)\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+(?:worth\s+of\s+|for\s+|on\s+)(?:the\s+|our\s+|a\s+|an\s+|some\s+)?([a-z][a-z &'’-]*?)(?=\s+(?:for|from|with|w\/|using|out|via|through|by|on|to|at)\b|\s*[,.;]|$)/i.exec(
      t,
    );
  if (!verb) return null;
  if (/\bloans?\b/i.test(verb[2]!) && !LENT.test(t)) return { debit: "Loans Payable", credit };
  // (A supplier paid against what the business owes them: the payable goes, theirs.)
  if (
    /\bwhat\s+(?:we|i)\s+(?:still\s+)?owe\b|\b(?:payables?|creditors?|their\s+(?:bills?|invoices?|balance))\b/i.test(t)
  ) {
    const supplier = /^[A-Z]/.test(verb[2]!) ? verb[2]!.trim() : null;
    return { debit: "Accounts Payable", credit, ...(supplier ? { contact: supplier } : {}) };
  }
  // (Paid ahead, it is prepaid; paid when accrued, the accrual goes.)
  if (/\b(?:in\s+advance|upfront|up\s+front|prepaid|prepayment)\b/i.test(t))
    return { debit: "Prepaid Expenses", credit };
  if (/\baccru(?:ed|al)\b/i.test(verb[2]!)) return { debit: "Accrued Liabilities", credit };
  const what = withoutPeriod(verb[2]!.replace(/^(?:this|last)\s+(?:month|year|week)['’]?s?\s+/i, ""));
  if (!what || /^(?:it|them|this|that|him|her|me|us)$/i.test(what)) return null;
  return { debit: lexiconAccount("expense", what) ?? what, credit };
};

/**
 * "convert the director's loan of 1m to capital", "turn the shareholder loan into equity",
 * "the owner's loan of 500k is now his capital": what the business owed goes to equity.
 */
export const loanToCapital: Pattern = (t) =>
  /\b(?:convert(?:ed|ing|s)?|turn(?:ed|ing|s)?|chang(?:e|ed|ing)|reclass\w*|swap(?:ped)?|transfer(?:red)?|move[ds]?)\b[^.;]*\bloans?\b[^.;]*\b(?:to|into|as)\s+(?:share\s+|owner['’]?s\s+|his\s+|her\s+|their\s+)?(?:capital|equity|shares)\b|\bloans?\b[^.;]*\b(?:is|are|becomes?|became)\s+(?:now\s+)?(?:share\s+|his\s+|her\s+|their\s+)?(?:capital|equity)\b/i.test(
    t,
  )
    ? { debit: "Loans Payable", credit: "Owner's Equity" }
    : null;

/**
 * "loan from Mr Bayo (08031234567) ₦400,000 into access bank", "borrowed 300k from my
 * uncle, it came into zenith": money lent to the business by whoever, into the account it
 * reached. (Repaying, interest on it, and lending to staff are not it.) "bank loan 2m from
 * access enter the account yesterday": the sum between the loan and its lender; with no
 * other account named, the lender's bank is where it landed.
 */
export const loanFromSomeone: Pattern = (t) => {
  if (
    !/\bloans?\s+(?:of\s+)?(?:\S+\s+)?from\b|\bborrow(?:ed|s)?\b[^.;]*\bfrom\b/i.test(t) ||
    /\b(?:repa\w*|pa(?:y|id)\s+back|paid|pay|interest|instal\w*|to\s+(?:a\s+|our\s+|the\s+)?(?:staff|employees?|workers?)|(?:staff|employees?|workers?)\s+loans?|(?:gave|give|given|granted)\b[^.;]*\bloans?)\b/i.test(
      t,
    )
  )
    return null;
  return {
    debit: money(t, PAID_INTO) ?? loneBank(t) ?? moneyOrMissing(t, PAID_INTO, "the loan was paid into"),
    credit: "Loans Payable",
  };
};

/**
 * "Prepaid rent of 1.2m covers 12 months. pls post this month's share", "insurance
 * prepaid 600k over 6 months, book one month's portion": one month's part of a
 * prepayment, out of Prepaid Expenses into what it paid for. The sum is divided in
 * withPrepaidShareWorked.
 */
const MONTHS_COVERED =
  /\b(?:covers?|covering|for|over|spread\s+over|across)\s+(?:the\s+next\s+)?(\d{1,2})\s*[- ]?(?:months?|mths?)\b/i;
const ONE_MONTHS_SHARE =
  /\b(?:this|one|1|a|the|current|march|this\s+month|monthly)\s*(?:month['’]?s?\s+)?(?:share|portion|part|bit|charge|amount|slice|instal(?:l)?ment|worth)\b/i;

export const prepaidShare: Pattern = (t) => {
  if (!/\bprepaid\b|\bprepayments?\b/i.test(t) || !MONTHS_COVERED.test(t) || !ONE_MONTHS_SHARE.test(t)) return null;
  const what =
    /\bprepaid\s+(?!expenses?\b)([a-z][a-z &'’-]*?)(?=\s+(?:of|for|worth|covers?|covering|over|is|was|paid)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|\s*[,.;(]|$)/i.exec(
      t,
    )?.[1] ?? /\b([a-z][a-z &'’-]*?)\s+(?:prepaid|prepayments?)\b/i.exec(t)?.[1];
  const paidFor = what && withoutPeriod(what.replace(/^(?:the|our|a|an)\s+/i, ""));
  if (!paidFor) return null;
  return { debit: lexiconAccount("expense", paidFor) ?? paidFor, credit: "Prepaid Expenses" };
};

/** The prepayment's sum divided by the months it covers, when prepaidShare reads the prompt. */
export function withPrepaidShareWorked(text: string): string {
  if (!prepaidShare(text)) return text;
  const months = MONTHS_COVERED.exec(text)!;
  const amounts = findAmounts(text).filter(
    (a) => !a.value.startsWith("-") && !(a.start >= months.index && a.start < months.index + months[0].length),
  );
  if (amounts.length !== 1) return text;
  const [a] = amounts;
  const share = Math.round((Number(a!.value) / Number(months[1])) * 100) / 100;
  if (!(share > 0) || Math.round(share * Number(months[1]) * 100) !== Math.round(Number(a!.value) * 100)) return text;
  // (The months stay: a period is no amount, and they say what the share is of.)
  const written = text.slice(a!.start, a!.end);
  return text.slice(0, a!.start) + String(share).padEnd(written.length) + text.slice(a!.end);
}
