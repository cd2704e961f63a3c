// Described journal entries between the business's money accounts and its bank: cash
// lodged into a bank, cash drawn from one (a petty cash float), interest a bank paid and
// charges it took. People say these with the bank as the subject ("Zenith paid us
// interest", "the 1,850 Access charged us") or as where the money went or came from.
import { lexiconAccount } from "../accounts/lexicon";
import { knownBankIn } from "../accounts/nuban";
import { after, money, moneyOrMissing, PAID_INTO, type Pattern } from "./phrases";

/** Cash the business holds: notes in the till, the cash box, the petty cash float. */
const CASH_WORDS = /\b(?:cash|takings|till|float|imprest)\b/i;

/** Petty cash, which a chart may keep apart from the main Cash account. */
const PETTY = /\b(?:petty\s+cash|cash\s+float|float|imprest)\b/i;

/** The cash account the money reached: Petty Cash when the chart has one, else Cash. */
export const cashAccount = (text: string) => (PETTY.test(text) ? "Petty Cash|Cash" : "Cash");

/** "Cash of 480k lodged", "Lodged 480,000 of cash takings into Access", "banked the takings". */
export const cashLodged: Pattern = (t) =>
  /\b(?:deposit(?:ed|s)?|lodge[ds]?|lodg(?:e)?ments?|banked|paid\s+in)\b(?:[^.;]|\.(?=\d))*?\b(?:cash|takings|till)\b|\b(?:cash|takings)\b(?:[^.;]|\.(?=\d))*?\b(?:deposit(?:ed)?|lodged|lodg(?:e)?ment|banked|paid\s+in)\b/i.test(
    t,
  )
    ? { debit: moneyOrMissing(t, PAID_INTO, "the cash went into"), credit: "Cash" }
    : null;

/**
 * "Withdrew 100k cash from GTB", "petty cash float of 50k drawn from Access", "Take 200k
 * out of Zenith into petty cash": out of the bank named, into the cash account.
 */
export const cashDrawn: Pattern = (t) => {
  if (
    !/\b(?:withdr(?:ew|aw|awn|awal|awing)|drawn|drew|draw|took|take|taken|cashed|pulled|replenish(?:ed)?|top(?:ped)?[- ]up)\b/i.test(
      t,
    ) ||
    !CASH_WORDS.test(t)
  )
    return null;
  const from = after(t, "from|out\\s+of");
  if (!from) return null;
  // ("took 50k from the shop cash to zenith", "took 30k cash from the shop into access":
  // taken from where the notes are kept is cash leaving, into the bank named after it; a
  // cost paid from it, "from the shop cash to buy fuel", is no move.)
  if (CASH_KEPT.test(from)) {
    const rest = t.slice(t.toLowerCase().indexOf(from.toLowerCase()) + from.length);
    const to = after(rest, "to|into|inside|(?:put|keep|drop)(?:\\s+am)?\\s+(?:for|in(?:to|side)?)");
    if (to && !CASH_WORDS.test(to) && (knownBankIn(to) !== null || /\b(?:bank|account)\b/i.test(to)))
      return { debit: to, credit: cashAccount(from) };
    // ("took 30k from the shop cash for transport", "took 20k from the till to buy fuel":
    // spent out of the cash, on what it was for.)
    const purpose =
      /\b(?:for|to\s+(?:buy|pay(?:\s+for)?))\s+(?:the\s+|a\s+|an\s+|some\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s*[,.;(]|\s+(?:on|yesterday|today|last|this|from|at)\b|$)/i.exec(
        rest,
      )?.[1];
    return purpose && !CASH_WORDS.test(purpose)
      ? { debit: lexiconAccount("expense", purpose) ?? purpose, credit: cashAccount(from) }
      : null;
  }
  return { debit: cashAccount(t), credit: from };
};

/** Where the business keeps its notes: a cash account, the till, or the shop itself ("cash from the shop"). */
const CASH_KEPT =
  /\b(?:cash|takings|till|float|imprest|safe)\b|^(?:the\s+|our\s+|my\s+)?(?:shop|store|office|counter|kiosk|stall)$/i;

/** The bank that is the subject of `verbs` ("Zenith paid us …", "the 1,850 Access charged us"). */
export function subjectOf(text: string, verbs: string): string | null {
  const m = new RegExp(
    `\\b(?!(?:the|we|they|it|he|she|you|i|bank|that|which|who)\\b)([a-z][\\w&'’-]*(?:\\s+(?:bank|plc|savings|current|account|dom|domiciliary))*)\\s+(?:${verbs})\\b`,
    "i",
  ).exec(text);
  return m ? m[1]!.trim() : null;
}

/**
 * Interest a bank paid: into the account named ("credited to access savings", "Zenith paid
 * us interest", "Zenith credited interest of …", "Access credited savings interest"), to
 * where the prompt posts it, else interest income. (Interest the business paid, "paid loan
 * interest", is an expense.)
 */
export const interestReceived: Pattern = (t) => {
  if (
    !/\binterest\s+(?:of\s+\S+\s+)?(?:earned|received|income|credited|paid\s+(?:to\s+)?us)\b|\b(?:earned|received)\s+interest\b|\b(?:paid|credited|gave|given)\s+us\s+(?:\S+\s+)?interest\b|\bcredited\s+(?:(?:our|the)\s+account\s+)?(?:with\s+)?(?:(?:savings|deposit|fixed\s+deposit|call|monthly|quarterly)\s+)?interest\b/i.test(
      t,
    )
  )
    return null;
  const into = money(t, "on|into|in|to") ?? subjectOf(t, "paid|credited|gave");
  return {
    debit: into ?? moneyOrMissing(t, "on|into|in|to", "the interest was paid into"),
    credit:
      /\b(?:post|book)\s+(?:it\s+)?(?:to|as|under)\s+(?:the\s+)?([a-z][a-z ]*?)(?=[,.;]|\s+(?:on|dated|date|for)\b|$)/i.exec(
        t,
      )?.[1] ?? "interest income",
  };
};

/** A known bank named just before `words` ("Zenith charges", "GTB fees"), never "SMS charges". */
function knownBankBefore(text: string, words: string): string | null {
  const named = subjectOf(text, words);
  return named && knownBankIn(named) !== null ? named : null;
}

/** What banks charge for: "COT", "SMS alerts", "card maintenance", "transfer fees". */
const CHARGES =
  /\b(?:bank\s+charges?|cot|sms\s+(?:alerts?|charges?|fees?)|alert\s+fees?|commission on turnover|(?:account|card|atm\s+card)\s+maintenance|maintenance\s+(?:fees?|charges?)|stamp duty|(?:transfer|nip|atm|pos|token)\s+(?:charges?|fees?))\b/i;

/**
 * A known bank named right after the charges or their sum, its preposition left out ("bank
 * charges 3,400 zenith", "sms alert fees gtb 1,200", "COT 850 access savings"); a date or
 * an expense after the sum names no bank.
 */
function knownBankAfter(text: string, at: RegExpExecArray): string | null {
  const m =
    /^\s*(?:of\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?\s+)?(?:(?:on|from|by|at|in)\s+)?(?:the\s+|our\s+)?([a-z][\w&'’-]*(?:\s+(?:bank|savings|current|account|acct|dom|domiciliary))*)\b/i.exec(
      text.slice(at.index + at[0].length),
    );
  return m && knownBankIn(m[1]!) !== null ? m[1]! : null;
}

/** Charges a bank took: out of the bank named, or the bank that charged them. */
export const bankCharges: Pattern = (t) => {
  const charges = CHARGES.exec(t);
  if (!charges) return null;
  return {
    debit: "Bank Charges",
    credit:
      money(t, "on|from|by") ??
      subjectOf(t, "charged|took|deducted|debited") ??
      // ("Zenith charges for February: …": the bank whose charges they are.)
      knownBankBefore(t, "charges|fees") ??
      knownBankAfter(t, charges) ??
      moneyOrMissing(t, "on|from|by", "charged them"),
  };
};
