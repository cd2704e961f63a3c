// Sums as other countries' bookkeepers write them, in the forms the grammar reads:
//   "N11,750/= per bag", "₦85,000/-"          (East African and Indian closing marks)
//   "₦3.2 lakh", "₦7.5 lakh p.m.", "2 crore"  (Indian scales: 100,000 and 10,000,000)
//   "1,27,350", "3,45,000.00"                 (Indian digit grouping)
//   "112.500,00 naira", "1 185,50 naira", "R14,50", "VAT 7,5%" (decimal commas)
//   "27 500 naira", "N21 800", "2 000 boxes"  (spaces between thousands)
//   "Rs. 85,000", "KShs 180,000", "R2,500"    (rupees, Kenyan shillings, rand)
//   "₦7.5 lakh p.m.", "£24,000 p.a."          (per month, per year)
//   "20 nos. steel trolleys"                  (a count of things)
//   "50 quid", "2 grand", "a fiver", "62p"    (British and American sums said aloud)
// Each rewrite is recorded, so a refusal quotes the sum as the prompt wrote it.

import { bankAbroadIn } from "../../accounts/banks-abroad";
import { knownBankIn } from "../../accounts/nuban";

type Rewrites = [written: string, read: string][];

// The words that take a sum back as it is said, one or two of them ("sorry, I meant").
// ("12k, no sorry 21k", "oh sorry", "abeg sorry", "sorry o": a sorry as it is said around it.)
export const TAKING_BACK = String.raw`(?:(?:(?:no|oh|ah|abeg)[^\S\n]*,?[^\S\n]*)?sorry(?:[^\S\n]+o\b)?|i\s+meant?(?:\s+to\s+say)?|correction|make\s+(?:that|it)|(?:or\s+)?rather|scratch\s+that|my\s+bad|oops|no\s+wait|no(?=[^\S\n]*,))`;
// (Unlike amounts.ts's SUM: "#" as some key the naira sign, and nothing spaced inside it, as
// the sum taken back and the one meant stand on one line beside the words between them.)
const SAID_SUM = String.raw`(?:[₦$£€#]|N(?=\d))?\d[\d,]*(?:\.\d+)?[km]?`;
/** A sum, the words taking it back, and the sum meant (never a phone's digit groups). */
const TAKEN_BACK = new RegExp(
  String.raw`(?<![\w.,/]|\d[^\S\n]+)${SAID_SUM}[^\S\n]*[,;(-]?[^\S\n]*\b${TAKING_BACK}(?:[^\S\n]*,?[^\S\n]*${TAKING_BACK})?\b[,:;-]?[^\S\n]*(?:(?:ngn|usd|gbp|eur)[^\S\n]*)?(${SAID_SUM})(?:[^\S\n]*\))?(?![\w.,/]*\d|[^\S\n]+\d)`,
  "gi",
);

// The bank or cash named after a word of moving money, taken back as it is said ("into
// zenith, sorry access", "from GTB, I mean first bank", "paid with cash, sorry, from zenith"):
// the one said after it stands, as a sum taken back does.
const MOVE_WORD = String.raw`(?:into|in|to|from|frm|via|through|thru|using|with|out[^\S\n]+of|on)`;
const MONEY_WORD = String.raw`(?!${MOVE_WORD}\b)[\w&'/-]+`;
const MONEY_WORDS = String.raw`${MONEY_WORD}(?:[^\S\n]+${MONEY_WORD}){0,3}?`;
const BANK_TAKEN_BACK = new RegExp(
  String.raw`\b(${MOVE_WORD})[^\S\n]+(?:(?:the|our|my)[^\S\n]+)?(${MONEY_WORDS})[^\S\n]*[,;(–—-]?[^\S\n]*\b${TAKING_BACK}(?:[^\S\n]*,?[^\S\n]*${TAKING_BACK})?\b[^\S\n]*[,:;–—-]?[^\S\n]*(?:(${MOVE_WORD})[^\S\n]+)?(?=((?:(?:the|our|my)[^\S\n]+)?[\w&'/-]+(?:[^\S\n]+[\w&'/-]+){0,2}))`,
  "gi",
);

/**
 * Whether the words start with a bank's name or cash, and are no more than it and its
 * account's words ("access", "GTB dom", "first bank", "petty cash"; not "the delay", and not
 * "for access", whose bank comes later).
 */
function namesMoneyFirst(words: string, whole: boolean): boolean {
  const said = words
    .trim()
    .replace(/^(?:the|our|my)\s+/i, "")
    .split(/[^\S\n]+/);
  if (/^(?:petty\s+)?cash$/i.test(said.slice(0, 2).join(" ")) || /^cash$/i.test(said[0] ?? "")) return true;
  for (let n = 1; n <= said.length; n++) {
    const start = said.slice(0, n).join(" ");
    if (!knownBankIn(start) || (n > 1 && knownBankIn(said.slice(1, n).join(" ")))) continue;
    // (What follows the bank's name is its account's words, or, after the correction, anything.)
    return !whole || said.slice(n).every((w) => /^(?:bank|plc|account|acct|a\/c|current|savings|dom|card)$/i.test(w));
  }
  return false;
}

/** Moves a decimal string's point `places` to the right ("3.2", 2 → "320"). */
function shifted(value: string, places: number): string {
  const [whole, fraction = ""] = value.split(".");
  const digits = `${whole}${fraction.padEnd(places, "0")}`;
  const point = whole!.length + places;
  const read = `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/\.?0*$/, "").replace(/^0+(?=\d)/, "");
  return read || "0";
}

/** Whole digits grouped by thousands with commas ("1185" → "1,185"). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ",");

// A currency written before a sum, as the rewrites below look for it.
const SIGN_BEFORE = String.raw`(?:[₦$£€₹]|\bN|\bR|\bRs\.?|\bKShs?\.?|\b(?:NGN|USD|GBP|EUR|ZAR|INR|KES))[^\S\n]?`;
const WORD_AFTER = String.raw`[^\S\n]?(?:[₦$£€₹]|(?:naira|rands?|rupees?|shillings?|euros?|dollars?|pounds?|ngn|usd|gbp|eur|zar|inr|kes)\b)`;

/** The sums of a prompt written in other countries' habits, in the grammar's forms. */
export function amountHabits(text: string, rewrites: Rewrites): string {
  const rewrite = (written: string, read: string) => {
    if (read !== written) rewrites.push([written, read]);
    return read;
  };
  // (Pence only where pounds are spoken of, or a British bank named: "3p sockets" elsewhere are three-pin.)
  const inPounds = /£|\b(?:gbp|pence|quid|pounds?)\b/i.test(text) || bankAbroadIn(text)?.country === "GB";
  return (
    text
      .replace(BANK_TAKEN_BACK, (written, move: string, taken: string, moveAgain: string | undefined, meant: string) =>
        namesMoneyFirst(taken, true) && namesMoneyFirst(meant, false) ? `${moveAgain ?? move} ` : written,
      )
      // "paid15k", "spent2,500", "got50k", "pd#5000": a sum keyed onto the verb before it, as
      // thumbs type on a phone; "50,000naira", "120usd": onto its currency after. Only these
      // words part from the digits ("Q1", "A4", "B2B", "iphone15", "5kg" stay one word).
      .replace(
        /\b(paid|pd|pay|spent|got|gave|sent|send|received|recd|rcvd|collected|deposited|lodged|withdr(?:ew|aw|awn)|moved?|transferr?ed|transfer|charged|cost|costs|bought|accrued?|borrowed|lent|repaid)(?=(?:[₦$£€#]|N(?=\d))?\d)/gi,
        (written) => rewrite(written, `${written} `),
      )
      // "6k sorry 6.5k", "50k, I mean 55k", "12,000 correction 12,500", "3k make that 3.5k",
      // "300k no wait 350k", "200k, no, 250k", "100k (correction: 120k)": a sum taken back as
      // it is said; the one said after it stands. (Only a sum straight after the word: "paid
      // 6k, sorry for the delay" keeps its 6k.)
      // (Only a sum for a sum: "paid 5k sorry 2 days late" takes nothing back; nor a phone's
      // digit groups, "0817 000 1234, sorry 0817 000 1243", which contacts read, corrections.ts.)
      .replace(TAKEN_BACK, (written, sum: string) =>
        /^\D?\d{1,2}$/.test(sum) && !/^\D?\d{1,2}[^\S\n,;-]/.test(written) ? written : rewrite(written, sum),
      )
      .replace(
        /(?<![\w.,])((?:[₦$£€]|N(?=\d))?\d[\d,]*(?:\.\d+)?[km]?)(naira|dollars?|pounds?|euros?|cedis?|ngn|usd|gbp|eur)\b/gi,
        (written, sum: string, currency: string) => rewrite(written, `${sum} ${currency}`),
      )
      // "/=" and "/-" close a sum so nothing can be added to it: the sum ends there.
      // (Never a fraction or a date: a digit or a letter after the mark keeps it.)
      .replace(/(\d)[^\S\n]?\/[=-](?![\w=-])/g, (_, digit: string) => digit)
      // "1,27,350", "3,45,000.00": lakhs and crores grouped by twos before the last three digits.
      .replace(/(?<![\d.,])\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?(?![\d,]|\.\d)/g, (written) => {
        const [whole, fraction] = written.replace(/,/g, "").split(".");
        return rewrite(written, `${grouped(whole!)}${fraction === undefined ? "" : `.${fraction}`}`);
      })
      // "112.500,00", "1.850,00 €": dots between thousands, a comma before the cents.
      .replace(/(?<![\d.,])(\d{1,3}(?:\.\d{3})+),(\d{1,2})(?![\d,.])/g, (written, whole: string, cents: string) =>
        rewrite(written, `${whole.replace(/\./g, ",")}.${cents}`),
      )
      // "27 500 naira", "N21 800", "1 185,50", "2 000 boxes": a space between thousands, read
      // so only where nothing else can be meant: beside a currency, before a decimal comma,
      // or with a group that starts with 0 (no count or price is written "000" on its own);
      // never inside a run of digit groups, as phone numbers are written ("+234 809 000 1122").
      .replace(
        new RegExp(
          String.raw`(?<=(${SIGN_BEFORE})?)(?<![\d.,]|[\d+][^\S\n])(\d{1,3}(?:[^\S\n]\d{3})+)(?:,(\d{1,2}))?(?![\d.]|,\d|[^\S\n]\d)(?=(${WORD_AFTER})?)`,
          "g",
        ),
        (written, before: string | undefined, whole: string, cents: string | undefined, after: string | undefined) =>
          before !== undefined || after !== undefined || cents !== undefined || /\s0/.test(whole)
            ? rewrite(written, `${grouped(whole.replace(/\s/g, ""))}${cents === undefined ? "" : `.${cents}`}`)
            : written,
      )
      // "R14,50", "€12,50 each": a comma before two digits beside a currency is a decimal comma.
      .replace(
        new RegExp(String.raw`(?<=${SIGN_BEFORE})(?<![\d.,])(\d+),(\d{2})(?![\d,.])`, "g"),
        (written, whole: string, cents: string) => rewrite(written, `${whole}.${cents}`),
      )
      .replace(
        new RegExp(String.raw`(?<![\d.,])(\d+),(\d{2})(?![\d,.])(?=${WORD_AFTER})`, "g"),
        (written, whole: string, cents: string) => rewrite(written, `${whole}.${cents}`),
      )
      // "VAT 7,5%": a rate with a decimal comma.
      .replace(/(?<![\d.,])(\d{1,2}),(\d{1,2})(?=[^\S\n]?%)/g, (written, whole: string, part: string) =>
        rewrite(written, `${whole}.${part}`),
      )
      // "₦3.2 lakh", "Rs 2 crore", "7.5 lakhs": the Indian scales as the k and m the grammar reads.
      .replace(
        /(?<![\d.,])(\d+(?:\.\d+)?)[^\S\n]*(lakhs?|lacs?|crores?)\b/gi,
        (written, number: string, scale: string) =>
          rewrite(written, /^l/i.test(scale) ? `${shifted(number, 2)}k` : `${shifted(number, 1)}m`),
      )
      // "@ ₦7.5 lakh p.m.", "£24,000 p.a.": a sum per month or per year, as the grammar says it.
      // (Only a sum written as money: "at 5 p.m." is a time.)
      .replace(
        /((?:[₦$£€₹]|\bN(?=\d))\d[\d,.]*(?:[^\S\n]?[km]\b)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?[^\S\n]?[km]\b)[^\S\n]*(p\.[^\S\n]?[ma]\.?(?![\w.])|(?:pm|pa)(?=[^\S\n]*(?:$|[,.;)])))/gi,
        (written, sum: string, per: string) => rewrite(written, `${sum} ${/m/i.test(per) ? "per month" : "per year"}`),
      )
      // "20 nos. steel trolleys": "nos." (numbers) says what the count is of; the count alone.
      .replace(/(?<=(?:^|\s)\d[\d,]*)[^\S\n]+(?:nos\.?|no\.)(?=[^\S\n]+[a-z])/gi, (written) => rewrite(written, ""))
      // "Rs. 85,000", "Rs 1,200", "INR 5,000": rupees, as their sign.
      .replace(/\bRs\.?[^\S\n]?(?=\d)/g, (written) => rewrite(written, "₹"))
      // "KShs 180,000", "Kshs. 4,500", "KSh 900": Kenyan shillings, by their code.
      .replace(/\bK[Ss]h(?:s|s\.|\.)?[^\S\n]?(?=\d)/g, (written) => rewrite(written, "KES"))
      // "R14.50", "R2,500", "R 1,250.00": rand, when the R stands before a sum written as
      // money (separators or cents); "R2" alone may be a room, a row or a grade.
      .replace(/(?<![\w$.,])R[^\S\n]?(?=\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d.,])|\d+\.\d{2}(?!\d))/g, (written) =>
        rewrite(written, "ZAR"),
      )
      // "50 quid", "20 bucks": pounds and dollars as Britons and Americans say them, as their signs.
      .replace(/(?<![\w.,£$])(\d[\d,]*(?:\.\d+)?k?)[^\S\n]*(quid|bucks)\b/gi, (written, sum: string, word: string) =>
        rewrite(written, `${/^q/i.test(word) ? "£" : "$"}${sum}`),
      )
      // "2 grand", "£1.5 grand", "a grand": thousands (not "a grand total", "grand piano", "a
      // grand ballroom": only a grand said as a sum, before a clause's end or a little word).
      .replace(
        /(?<![\w.,])(?:([₦$£€]?)(\d+(?:\.\d+)?)|\b(?:a|one))[^\S\n]+grand\b(?=[^\S\n]*(?:$|[,.;:!?)\n]|(?:for|to|from|in|on|into|cash|and|each|per|paid|deposit|upfront|up|off|of|by|via|with)\b))/gi,
        (written, sign: string | undefined, sum: string | undefined) => rewrite(written, `${sign ?? ""}${sum ?? "1"}k`),
      )
      // "a fiver", "a tenner": five and ten of the business's money.
      .replace(/\b(?:a|one)[^\S\n]+(fiver|tenner)\b/gi, (written, word: string) =>
        rewrite(written, /^f/i.test(word) ? "5" : "10"),
      )
      // "62p", "99p each": pence, as pounds ("£0.62"); only one or two digits on their own
      // ("1080p" is a screen's, "5pm" a time).
      .replace(/(?<![\w.,£$€₦-])(\d{1,2})p(?![\w£$€]|\.\w)/g, (written, pence: string) =>
        inPounds ? rewrite(written, `£0.${pence.padStart(2, "0")}`) : written,
      )
  );
}
