// Statement lines written as sentences rather than columns, when the column reader
// (statement-rows.ts) finds none: "2 Mar 2026 transfer out to Musa Ibrahim 50k; 4 Mar
// 2026 interest 1.2k", "yesterday: POS Total filling station 8,200 debit", "Record a
// credit of 250,000 on 14 March 2026: transfer from Ota Farms Ltd". Each part has a
// date, one amount and a direction; what is left is the narration.

import { knownBankIn } from "../accounts/nuban";
import { type FoundAmount, findAmounts, writtenAsMoney } from "../extraction/grammar/amounts";
import { CHAT_STAMP } from "../extraction/grammar/chat";
import { ordinalDay as dayInWords, findDates, ORDINAL_WORD, pastWeekdayMeant } from "../extraction/grammar/dates";
import { documentCodes, findReference, REFERENCES } from "../extraction/grammar/references";
import { addDays } from "../lib/clock";
import type { FieldError } from "../lib/errors";
import type { StatementRow } from "./statement-rows";

const EXPLICIT = /\b(?:(debit|dr|debited)|(credit|cr|credited))\b/i;
const OUT =
  /\b(?:out|paid out|outgoing|withdrawal|withdrawn|withdrew|took|deducted|spent|bought|pos|purchase|payment|pmt|pymt|charges?|chrgs?|chgs?|fees?|commission|cot|sms|alerts?|cheque|chq|money sent|transfer to|trf to|to(?!\s+us\b)|debit card|atm|bill|(?:stamp\s+)?duty|levy|wht|withholding tax|charged|removed?|comot|maintenance|(?<!\b(?:incl\.?|includes?|including|inclusive|plus|with|excl\.?|excluding|ex|of\s+which)\b[^.;\n]{0,40})vat(?!\s+(?:refund|incl|inclusive|included))|(?:check|chk)\s*(?:#|no\.?\s*)?\s*\d{3,6}(?![\d.,]))\b/i;
// (A bank's VAT is on its charge, "$3.75 VAT on it"; "incl VAT" is part of a sum. A check by
// its number, "Check #1047 paid", is one the business wrote, as "cheque" and "chq" are.)
// (Pidgin: "I comot 50k for ATM" took it out, "them remove 50 naira stamp duty" charged
// it; "Chinedu send 75k" sent it in.)
/** A line that starts with the business paying ("paid Eko Power 126,300 by transfer", "… and paid Ikeja Electric 38,500"): money out. */
// (Pidgin "then I pay XYZ Supplier 180k": the present tense after "I" or "we".)
// ("I move 200k go zenith", "we moved 50k to GTB": the business moving its own money out.)
const PAID_BY_US =
  /^\s*(?:(?:and|then|also)\s+)*(?:(?:we|i|you)\s+(?:don\s+|come\s+)?(?:pay|send|transfer|move)\b|(?:(?:we|i|you)\s+(?:just\s+|already\s+|have\s+|['’]ve\s+)?)?(?:paid|sent|transferred|moved)\b)(?!\s+(?:in|into|us)\b)/i;
// ("I paid Musa 20k from zenith", "we just paid …": the business's own, whoever of it speaks.)
// (A bank's receipt speaks to its customer: "You sent ₦45,500.00 to IKEJA ELECTRIC PLC".)
// ("Bolanle Stores paid 1.2m into Access": money paid into an account of ours, by someone
// else; the business's own payments start with "we paid", read first.)
const IN =
  /\b(?:in|into|paid in|inward|incoming|deposit(?:ed)?|lodge(?:ment|d)?|inflow|transfer from|trf frm|trf from|from|interest|reversal|reversed|received|refund(?:ed)?|(?:sent|paid|gave|transferred)\s+us|send|sent)\b/i;

/**
 * Words that say money came in, whatever else the clause names ("received 30,000 for bulk
 * SMS"; "chq dep", a cheque paid in; "Chinedu Okafor sent 150k to the zenith account", someone
 * else's sending, as the business's own starts with "we sent", read first).
 */
// ("incoming SEPA payment", "faster payment in from …": a payment said to come in is money
// in; "$12 incoming transfer charge" is what the bank took for it.)
// ("moniepoint pos settlement 64,500 came into access": what came in, whatever it was.)
// ("alert just came 150k from ota farms", "50k arrived from Ada": what came from someone.)
// ("POS settlements from our shop terminal": what a terminal's or a gateway's settlement brings.)
const STRONG_IN =
  /\b(?:(?<!\b(?:charges?|chrgs?|fees?|commission|levy)\b[^.;\n]*)(?:came|arrived|landed|dropped|entered)\s+(?:in\s+)?(?:[^\s,;.]+\s+){0,2}?(?:from|frm)(?![^.;\n]*\b(?:charges?|chrgs?|fees?|commission|levy)\b)|(?:pos|terminal|card|merchant|paystack|flutterwave|moniepoint|opay)\s+settlements?|(?:incoming|(?:payment|transfer|money|faster\s+payment)\s+in(?:\s+from)?)(?![^.;\n]*\b(?:charges?|fees?|commission|levy)\b)|received|receipt|refund(?:ed)?\s+(?:from|to\s+us|by)|dep(?:osit(?:s|ed)?)?|lodge(?:d|ment)|credited|paid\s+in|inward|(?:sent|paid|gave|transferred|wired)\s+us|into\s+(?:our|my)|wired\s+in|came\s+in(?:to)?|(?:sent|paid|transferred|wired)\s+(?:\S+\s+){0,2}(?:to|into)\s+(?:the|our|my)\s+(?:[a-z]+\s+){0,2}(?:account|acct|a\/c))\b/i;

/**
 * A fee the bank takes for money coming in ("cash deposit fee", "lodgement charge", "SWIFT
 * inward commission"): money out, whatever the words for the money in say.
 */
const FEE_FOR_IN = /\b(?:dep(?:osit)?|lodge?ment|inward|incoming|receipt)\s+(?:fees?|charges?|commission|levy)\b/i;

/**
 * What a business buys, named without a verb ("ikeja electric token 30k", "diesel 12,400",
 * "Musa Ibrahim salary 185,000"): money out, when no word says it came in ("fuel refund").
 */
const BOUGHT =
  /\b(?:token|airtime|recharge|data\s+(?:bundle|sub(?:scription)?)|fuel|diesel|petrol|salar(?:y|ies)|wages?|subscription)\b/i;

/**
 * "65k in", "9,450 out": the side said right after the amount, ending its clause ("50k in
 * cash" is how it was paid, no side). Out first, as EXPLICIT has debit first.
 */
const IN_OUT_AFTER = /^\s*(?:(out(?:going|flow)?)|(in(?:coming|flow)?))\b(?=\s*(?:$|[,.;!)]|and\b|then\b))/i;

/**
 * Money owed or promised, not moved ("we still owe XYZ 300k", "they are owing us 40k", "he
 * will send the remaining 30,000 next week", Pidgin "he go pay the balance"), unless the
 * clause says money moved too ("paid the outstanding 50k to XYZ").
 */
export const NOT_MOVED =
  /\b(?:owe[sd]?|owing)\b|(?:\bwill|\bshall|\bgonna|\bgo|['’]ll)\s+(?:send|pay|transfer|settle|bring|balance)\b|\b(?:yet|still)\s+to\s+(?:pay|send|come|receive|be\s+paid)\b|\bto\s+(?:come|follow)\b|\b(?:is|are)\s+(?:still\s+)?coming\b|\bcoming\s+(?:later|soon|next|tomorrow)\b|\b(?:will|shall)\s+come\b|\bpromis(?:ed|es?)\s+to\s+(?:pay|send|transfer)\b/i;
/**
 * A document sent or given, no money ("sent us the invoice", "gave me their quote", "invoiced
 * us", "billed us", "we invoiced Ada"; "sent the bill payment" is a payment, "subscription billed
 * 12,500 on card" money out).
 */
const DOCUMENT_SENT =
  /\b(?:(?:sent|send|gave|give|e-?mailed|issued|raised|brought|dropped|submitted)\s+(?:(?:us|me)\s+)?(?:(?:the|an?|their|his|her|its|our|my)\s+)?(?:invoices?|bills?|quotes?|quotations?|pro-?formas?|estimates?|statements?|demand\s+notices?)(?!\s+(?:payments?|pmt|money|amount|sum)\b)|(?:invoiced|billed)\s+(?!(?:on|to|at|via|from|by|in|for|through|with)\b)[a-z]+)\b/gi;
// (A movement named by its noun moved too: "transfer to Musa 50k for the goods we owed him".)
const MOVED =
  /\b(?:paid|received|sent|transferred|wired|deposited|lodged|credited|debited|withdr[ae]wn?|withdrew|came\s+in|settled|cleared|transfer|trf|tfr|pos|withdrawal|deposit|lodge?ment)\b/i;

/**
 * A heading's text before its colon: no digits (a time's, a date's), but for a count of
 * the lines it brings ("can you add 2 lines to zenith:", "3 transactions on GTB:").
 */
const HEAD = String.raw`(?:[^:\d]|\d{1,2}(?=\s+(?:more\s+|new\s+)?(?:lines?|entries|transactions?|txns?|items?|alerts?|records?)\b))`;
/** A heading before a line's date ("Zenith lines:", "can you add 2 lines to zenith:"), built once. */
const HEADED_DATE = new RegExp(String.raw`^(?:${HEAD}{1,40}:)?[\s\W]*(?:(?:and|then|also)\b[\s,]*)*(?:on\s+)?$`, "i");
/** A heading before a line's words, and a heading alone. */
const HEADING_LEAD = new RegExp(String.raw`^${HEAD}{1,40}:\s*(?=\S)`, "i");
const HEADING_ALONE = new RegExp(String.raw`^${HEAD}+:`, "i");

/** What a heading names as the kind of its lines ("POS settlements", "transfers in", "bank charges"). */
const KIND =
  /\b(?:pos|settlements?|transfers?|deposits?|withdrawals?|charges?|fees?|interest|salar(?:y|ies)|wages|rent|sales?|payments?|receipts?|lodge?ments?|commissions?|refunds?|reversals?|levy|duty)\b/i;
/** A note of the side of every line ("(all credits, MSC already deducted)", "all are money out"). */
const ALL_SIDE =
  /\(\s*all\s+(?:of\s+them\s+)?(?:are\s+|were\s+)?(?:(credits?|money\s+in|incoming|inflows?)|debits?|money\s+out|outgoing|outflows?)\b[^)]*\)|(?:[,;.]\s*|\s[-–—]\s*)all\s+(?:of\s+them\s+)?(?:are\s+|were\s+)?(?:(credits?|money\s+in|incoming|inflows?)|debits?|money\s+out|outgoing|outflows?)\s*[.!]?\s*$/i;
/** A heading's kind of lines that says their side ("bank charges", "deposits"). */
const KIND_OUT = /\b(?:charges?|chrgs?|fees?|commissions?|levy|deductions?|withdrawals?|debits?)\b/i;
const KIND_IN = /\b(?:deposits?|receipts?|lodge?ments?|inflows?|credits?|settlements?)\b/i;
/** The period a heading covers ("for the weekend", "this week", "today"): no words of its lines. */
const PERIOD_WORDS =
  /\b(?:for\s+)?(?:the|this|last|past)\s+(?:weekend|week|month|quarter|year)\b|\b(?:today|yesterday)\b/gi;

/** Money coming back: "REVERSAL POS …", "reversed charge". */
const REVERSAL = /\brevers(?:al|ed)\b/i;

/**
 * The side a transaction's words say ("REVERSAL POS …", "paid Eko Power …", "received …",
 * "POS purchase", "transfer from …"), or null. `starts` are where the clause may begin.
 */
export function sideInWords(written: string, starts: string[] = [written]): StatementRow["type"] | null {
  const words = withBankMoves(written);
  if (REVERSAL.test(words)) return "credit";
  if (takenFromBank(words)) return "debit";
  if (starts.some((start) => PAID_BY_US.test(start))) return "debit";
  if (FEE_FOR_IN.test(words) && !/\brefund/i.test(words)) return "debit";
  if (STRONG_IN.test(words) || arrived(words)) return "credit";
  if (betweenOthers(words)) return null;
  if (OUT.test(words)) return "debit";
  if (IN.test(words)) return "credit";
  if (BOUGHT.test(words)) return "debit";
  return paidByPayer(words) ? "credit" : null;
}

/** The words after a word of moving money: the bank's name first among them ("to zenith", "from the GTB dom"). */
const BANK_AFTER = String.raw`\s+(?:the\s+|our\s+|my\s+)?([a-z][\w&'’]*(?:\s+[a-z][\w&/]*){0,2})`;
/** The known bank the words start with ("zenith today" is Zenith's; "Musa at GTB" starts with none). */
const bankFirst = (words: string) => {
  const said = words.trim().split(/\s+/);
  for (let n = 1; n <= said.length; n++) {
    const bank = knownBankIn(said.slice(0, n).join(" "));
    if (bank !== null) return knownBankIn(said.slice(1, n).join(" ")) === null ? bank : null;
  }
  return null;
};

/**
 * Pidgin "go" and "enter" before a bank ("I move 200k go zenith", "Ada send 50k enter
 * access"): "to" and "into" it. ("I go pay Musa" is money still to go, no bank after it.)
 */
const withBankMoves = (words: string) =>
  words.replace(
    new RegExp(String.raw`\b(go|enter)(?=${BANK_AFTER})`, "gi"),
    (verb: string, _: string, after: string) => (bankFirst(after) === null ? verb : /^go$/i.test(verb) ? "to" : "into"),
  );

/**
 * Money taken out of a bank named, or from the business ("Musa collect 25k transfer from
 * Access for fuel", "took 20k cash from GTB", "Ada collect her 50k from us"): money out,
 * whoever took it. ("we collected 50k from Bolanle" is a customer's money, no bank's.)
 */
const TAKEN_FROM = new RegExp(
  String.raw`\b(?:collect(?:ed|s)?|withdr(?:ew|aw|awn)|took|take|pull(?:ed)?|dr[ae]w|cash(?:ed)?\s+out|comot|remov(?:ed?|es))\b[^.;\n]*?\b(?:from|frm|out\s+of)${BANK_AFTER}`,
  "gi",
);
// ("we took a 2m loan from access": a loan the bank gave is money in.)
const takenFromBank = (words: string) =>
  !/\b(?:loans?|overdraft|facility)\b/i.test(words) &&
  [...words.matchAll(TAKEN_FROM)].some((m) => bankFirst(m[1]!) !== null || /^(?:us|me)\b/i.test(m[1]!));

/**
 * The side a bank named says on the statement of `own`, the bank the heading or the request
 * names ("for access statement: I move 200k go zenith", "access: moved 100k from zenith"):
 * from it or to another is money out, to it or from another money in; null when no bank
 * is named after "from" or "to", or the banks named say both sides.
 */
export function sideOfBanks(words: string, own: string | null): StatementRow["type"] | null {
  // ("access: reversal of transfer to zenith": money back is money in, wherever it went; so
  // is money said to come in, "zenith: inward transfer from zenith customer Ada".)
  if (!own || REVERSAL.test(words) || STRONG_IN.test(words)) return null;
  const sides = new Set<StatementRow["type"]>();
  for (const m of withBankMoves(words).matchAll(
    new RegExp(String.raw`\b(from|frm|out\s+of|to|into)${BANK_AFTER}`, "gi"),
  )) {
    const bank = bankFirst(m[2]!);
    if (bank === null) continue;
    const from = /^(?:from|frm|out)/i.test(m[1]!);
    // ("access: Bolanle paid 140k into our GTB": someone else's money into another bank of
    // the business is no money out of this one; the words say what they say.)
    if (!from && bank !== own && paidByPayer(words)) return null;
    sides.add((bank === own) === from ? "debit" : "credit");
  }
  return sides.size === 1 ? [...sides][0]! : null;
}

/**
 * Money that reached an account of the business, named by its bank ("BOLANLE STORES SENT
 * 120K TO ZENITH", "Ota Farms transferred 80k into GTB") or as the account ("… hit the
 * dollar account", "landed in access"): money in. Sent by someone else: the business's own
 * sending starts with "we sent", read first, and "50k transferred to GTB" names no sender.
 */
// ("bank charges of 500 hit the account": what the bank took for it is no money in.)
// ("chinedu trf 65,000 to zenith": a party's transfer, shortened, to the bank is money in.)
const ARRIVED =
  /\b(?:(paid|sent|transferred|wired|send|pay|move|moved|trf|tfr|transfer)\s+(?:[^\s,;.]+\s+){0,3}?(?:to|into)|hit|landed\s+in(?:to)?|entered|reached|dropped\s+in(?:to)?)\s+(?:the\s+|our\s+|my\s+)?([a-z][\w&]*(?:\s+[a-z][\w&/]*){0,2})/gi;
const ACCOUNT_WORD = /\b(?:account|acct|a\/c|dom|domiciliary)\b/i;
function arrived(words: string): boolean {
  if (/\b(?:charges?|fees?|commission|levy|duty)\b/i.test(words)) return false;
  for (const found of words.matchAll(ARRIVED)) {
    if (found[1] !== undefined && !payerBefore(words, found.index)) continue;
    if (knownBankIn(found[2]!) !== null || ACCOUNT_WORD.test(found[2]!)) return true;
  }
  return false;
}

/**
 * "brightstar hotels paid 210k for the event", "then Ota Farms wired 3,000 usd": a party
 * named paying or sending pays the business, when nothing else says the side ("paid to
 * …" is a cheque's or a payment's, paid by the business).
 */
const PAYER_VERB = /\b(?:paid|sent|transferred|wired)\b(?!\s+(?:out|to)\b)/gi;
const paidByPayer = (words: string) => [...words.matchAll(PAYER_VERB)].some((verb) => payerBefore(words, verb.index));

/**
 * "Chinedu sent 50k to Musa": a party named paying another party named, neither the
 * business nor its account, says no side of the business's; asked, never guessed.
 */
const PAID_ON = /\b(?:paid|sent|transferred|wired|gave)\b/gi;
function betweenOthers(words: string): boolean {
  return [...words.matchAll(PAID_ON)].some((verb) => {
    if (!payerBefore(words, verb.index)) return false;
    // (The payee just after the sum: "paid 50k for transport to Lagos" names a place.)
    const payee =
      /^\s+(?:(?!for\b|of\b|as\b)\S+\s+)?to\s+(?:the\s+)?([a-z][\w&'’.-]*(?:\s+[a-z][\w&'’.-]*){0,2})/i.exec(
        words.slice(verb.index + verb[0].length),
      )?.[1];
    return (
      payee !== undefined &&
      !/^(?:us|me|our|my|you|your|him|her|them|it|this|that|account|acct|a\/c|bank|business|company|shop|office)\b/i.test(
        payee,
      ) &&
      bankFirst(payee) === null &&
      !ACCOUNT_WORD.test(payee)
    );
  });
}

const MONTH_NAMES = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** A day said before the party, no word of its name ("yesterday Ota Farms sent …", "on the 9th Ada paid …", "on 4th March ACME wired …"). */
const DAY_BEFORE = new RegExp(
  String.raw`^(?:(?:on|by)\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?${MONTH_NAMES})?|${MONTH_NAMES}\s+\d{1,2}(?:st|nd|rd|th)?|today|yesterday|this\s+(?:morning|afternoon|evening)|(?:last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)[\s,]+`,
  "i",
);
/**
 * Whether the words before a verb at `at` name a party paying: a name of up to four words
 * in its clause, not the business ("we", "I"), nor money said to have been paid ("rent was
 * paid", "salary paid 185k"), nor what paid it ("cheque 000245 paid"; "Interest paid" is
 * the bank's, read as "interest" before).
 */
function payerBefore(words: string, at: number): boolean {
  let name = words
    .slice(0, at)
    .split(/[-–—:;,.!?|()]\s*|\s(?:and|then|also|so|&)\s/i)
    .at(-1)!
    // (Pidgin "ota farms don send 150k to zenith": has sent.)
    .replace(/\s+(?:just|also|finally|has|have|don)\s*$/i, " ")
    .trim();
  for (let found = DAY_BEFORE.exec(`${name} `); found; found = DAY_BEFORE.exec(`${name} `))
    name = `${name} `.slice(found[0].length).trim();
  return (
    /^[a-z][\w&'’.-]*(?:\s+[a-z][\w&'’.-]*){0,3}$/i.test(name) &&
    !/\b(?:we|i|you|us|our|my|was|were|been|be|is|are|being|had|it|this|that|which|who|money|amount|sum|balance|cash|funds?|payments?|transfers?|trf|rent|salar(?:y|ies)|wages?|bills?|invoices?|fees?|charges?|tax|vat|levy|duty|loan|interest|cheque|check|chq|chk|token|airtime|fuel|diesel|petrol|subscription|insurance|repairs?|cost|expenses?|deposit)\b/i.test(
      name,
    )
  );
}

/**
 * "this week", "last month", "for the weekend": the period a statement covers (its
 * heading), no line's day.
 */
const PERIOD = /^(?:for\s+)?(?:this|last|the\s+past)\s+(?:week|month|quarter|year)$/i;
const WEEKEND = /^week[- ]?end$/i;

/**
 * The days a part names, a period left out ("zenith statement for this week: mon 16th -
 * POS 8,200"); "Today's alerts" is today's (the possessive blanked, places kept).
 */
const daysIn = (part: string, today: string, monthFirst: boolean) =>
  findDates(
    // ("tues - 150k came in", "weds": the weekday as people shorten it, read as "tue", "wed".)
    unsigned(part.replace(/\b(today|yesterday)['’]s\b/gi, "$1  ").replace(/\b(tue|wed)s\b/gi, "$1 ")),
    today,
    { monthFirst },
  )
    .filter(
      (d) =>
        !PERIOD.test(part.slice(d.start, d.end).trim()) &&
        !(
          WEEKEND.test(part.slice(d.start, d.end).trim()) &&
          /\bfor\s+(?:the|this|last)\s+$/i.test(part.slice(0, d.start))
        ),
    )
    .map((d) => {
      const written = part.slice(d.start, d.end);
      // ("28/2 COT 2,418.75": the charge's name after a day is no time zone, chrono's "Colombia time".)
      const zone = /\s+([A-Z]{2,5})$/.exec(written);
      const end = zone && !/\d:\d|\b[ap]m\b/i.test(written) && !NAMED_DAY.test(zone[1]!) ? d.start + zone.index : d.end;
      return { ...d, end, value: pastWeekdayMeant(written, d.value, today) };
    });

/**
 * "12 mar  -50  stamp duty": a signed sum after a date is no year of it (2050), the sign
 * made a stop the dates do not read across; spans stay where they are.
 */
// ("… hit the dollar account on 12 march. 25 usd charges on 13 march", "12 Mar. 25,000 to
// Musa": a sentence's end after a day and its month, and the number after it no year,
// unless one is written whole, "12 Mar. 2026".)
const unsigned = (text: string) =>
  text
    .replace(/(?<=\s)[-+](?=\s?\d)/g, ";")
    .replace(
      /(?<=\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\.(?=\s+\d)(?!\s+(?:19|20)\d{2}(?![\d,.]))/gi,
      ";",
    );

/** A month's or a weekday's name, written short or whole. */
const NAMED_DAY =
  /^(?:on\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$/i;

/** A part that is a date alone ("…, 3-Mar-26"): the date of the part before, no part of its own. */
const DATE_ALONE = /^\d{1,2}[\s/.-](?:\d{1,2}|[A-Za-z]{3,9}\.?)(?:[\s/.-]\d{2,4})?$/;

/** A date a transaction starts with ("15-03-2026 - …", "3 Mar …", "2026-03-15 …"). */
const DATE_FIRST = String.raw`(?=\d{1,2}[\s/.-](?:\d{1,2}[\s/.-]\d|[A-Za-z]{3})|\d{4}-\d{2}-\d{2})`;
// (After a heading too: "GTB USD: 4 Mar 2026 wire from ACME LLC +3,250.00 | 4 Mar 2026 …".)
const STARTS_DATED = new RegExp(String.raw`^\s*(?:[^:\d|\n]{1,40}:\s*)?${DATE_FIRST}`);
const BAR_BEFORE_DATE = new RegExp(String.raw`\s+\|\s+${DATE_FIRST}`);

/** A date with its month, by name or number ("4 mar", "16 March 2026", "16/03/2026", "16-03-26", "2026-03-05"). */
const DATE_WITH_MONTH = String.raw`(?:(?<!\d)\d{4}-\d{1,2}-\d{1,2}\b|\d{1,2}(?:[/.-]\d{1,2}[/.-]\d{2,4}\b|[\s-](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))`;

/** A line that names a day and nothing else ("Today", "Yesterday", "15 Mar 2026", "Mon 16th:"). */
const DAY_LINE =
  /^(?:(?:today|yesterday|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?)(?:,?\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+[A-Za-z]{3,9}\.?)?(?:,?\s+\d{4})?)?|\d{1,2}(?:st|nd|rd|th)?[\s/.-](?:\d{1,2}|[A-Za-z]{3,9}\.?)(?:[\s/.-]\d{2,4})?|[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)\s*:?$/i;

/** A date a piece split off at a comma starts with ("…, 9 Mar 2026, 'ACCOUNT MAINTENANCE FEE'"). */
const LEADING_DATE = /^\d{1,2}[\s/.-](?:\d{1,2}|[A-Za-z]{3,9}\.?)(?:[\s/.-]\d{2,4})?/;

interface Part {
  text: string;
  /** Split from the part before at a semicolon on the same line: on its day unless it says another. */
  sameLine: boolean;
}

/**
 * "CR USD 1,250.00 SWIFT INWARD ACME LLC 12-Mar-2026 | DR USD 30.00 SWIFT CHARGES
 * 12-Mar-2026": alerts one after another on a line, parted by bars, each with its own
 * amount and date, are a part each. ("Credit 500,000 | 17/03/2026 | …": cells of one.)
 */
const DATE_IN = /\b\d{1,2}[\s/.-](?:\d{1,2}|[A-Za-z]{3,9})[\s/.-]\d{2,4}\b/;
const SUM_IN = /\d\.\d{2}\b|\b\d{1,3}(?:,\d{3})+\b/;
const eachDated = (line: string) => {
  const pieces = line.split(/\s+\|\s+/);
  return pieces.length > 1 && pieces.every((p) => DATE_IN.test(p) && SUM_IN.test(p.replace(DATE_IN, " ")))
    ? pieces
    : [line];
};

/**
 * Where a line parts before the next transaction's date: a semicolon, a comma before a date,
 * and, keyed in one run, a slash ("… usd 4,200 cr / 4 mar swift chrgs usd 30 dr") or the
 * side mark ending a sum ("… 150000 dr 16 mar 2026 stamp duty 50 dr") before a date with
 * its month ("16 mar", "16/03/2026"; "dr 2 lines" and "1,200 / month" are no date).
 */
// (Only before a line with a sum of its own: "… 20,000 cr 15 mar 2026 via mobile app" is one.)
// ("… / 11 Mar 2026 charges $15": a sum by its currency too.)
const SUM_AHEAD = String.raw`(?=[^\n;]*?(?:\d\s*(?:cr|dr|debit|credit)\b|\d{1,3}(?:,\d{3})+|\d\.\d{2}\b|\d\s?k\b|(?:[₦$£€]|\b(?:ngn|usd|gbp|eur)\b)\s?\d))`;
const NEXT_LINE = String.raw`${DATE_WITH_MONTH}${SUM_AHEAD}`;
/**
 * "record in zenith – Mar 10 – USSD airtime 2k debit – Mar 11 – transfer from Musa … 60k
 * credit": a dash between spaces before a date with its month, either way round, parts too.
 */
// (Only after a sum of the line before: "Ref FT26071ABCD9 -- 11 Mar 2026 -- inflow …" is one.)
const DASHED_DATE = String.raw`(?<=(?:\d{1,3}(?:,\d{3})+|\d\.\d{2}|\d\s?k|[₦$£€]\s?\d+|\d\s*(?:cr|dr|debit|credit))\b[^\n]*)\s+[–—-]+\s+(?=(?:${DATE_WITH_MONTH}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b)${SUM_AHEAD})`;
const SPLIT_BEFORE_DATE = new RegExp(
  String.raw`(;\s*|,\s+(?=\d{1,2}[\s/-](?:\d|[A-Za-z]{3}))|\s+\/\s+(?=${NEXT_LINE})|(?<=\d\s*(?:cr|dr|debit|credit)\.?)\s+(?=${NEXT_LINE})|${DASHED_DATE})`,
  "i",
);

/**
 * "got 2 alerts this morning: 1) credit 120,000 from Ota Farms 2) debit 52.50 transfer
 * charge": items numbered on one line, from "1)" on, each a part on the day of the one before.
 */
const numberedApart = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) =>
      /(?:^|\s)(?:\(?1\)|1\.)\s+\S.*\s(?:\(?2\)|2\.)\s+\S/.test(line)
        ? line
            .replace(/\s+(?:\(?([2-9])\)|([2-9])\.)\s+(?=\S)/g, (found, n?: string, dotted?: string) =>
              line.includes(dotted ? `${Number(dotted) - 1}.` : `${Number(n) - 1})`) ? "; " : found,
            )
            .replace(/(^|\s)(?:\(?1\)|1\.)(?=\s)/, (_, before: string) => `${before}  `)
        : line,
    )
    .join("\n");

/**
 * Splits into one part per transaction: lines, semicolons, commas before a date, and, in
 * a line that starts with its date, bars before the next ("15-03-2026 - INWARD TRF … - CR |
 * 16-03-2026 - SMS CHARGES …"; in "Credit 500,000 | 17/03/2026 | …" a bar parts cells).
 */
function parts(text: string): Part[] & { headings: boolean } {
  const pieces = numberedApart(text)
    .split(/\r?\n/)
    .flatMap((line) =>
      line.split(SPLIT_BEFORE_DATE).flatMap((p, i, all) => {
        if (i % 2) return [];
        const joint = all[i - 1] ?? "";
        return (STARTS_DATED.test(p) ? p.split(BAR_BEFORE_DATE) : eachDated(p)).map((q, j) => ({
          text: q,
          joint: j > 0 ? "|" : joint.trim(),
        }));
      }),
    );
  // (A bullet is no sign: "- POS 5,000" is a line, "-3,300 bolt ride" money out.)
  const cleaned = pieces
    .map((p) => ({ ...p, text: p.text.replace(/^\s*(?:[•*]|-(?![\d.,₦$£€]|(?:NGN|USD|GBP|EUR|N)\d))\s*/, "").trim() }))
    .filter((p) => p.text);
  // Days on lines of their own before the lines they date ("Today / Airtime MTN -₦5,000.00 /
  // Yesterday / …", as a banking app lists them) are headings; one after a line dates it.
  const first = cleaned.find((p) => DAY_LINE.test(p.text) || /\d/.test(p.text));
  const headings = first !== undefined && DAY_LINE.test(first.text);
  const list = cleaned.reduce<Part[]>((out, p) => {
    const last = out.at(-1);
    // ("2,150 debit, 9 Mar 2026, 'ACCOUNT MAINTENANCE FEE'": a date and words after a comma,
    // no amount among them, are the same transaction's.)
    // ("GTB dom to Zenith conversion, $2,000 out, 5 Mar 2026, ref FX/0305/77", "Debit NGN
    // 40,000.00 ATM WDL …, 12-MAR-2026 18:22. Also NGN 35.00 ATM fee same day."): the date after
    // a sum that has none, in its sentence, is that sum's, unless a sum of its own follows it
    // there ("transfer to Ada 50,000, 14 Mar 2026 POS Shoprite 8,000" dates the POS only).
    const dated = p.text.replace(LEADING_DATE, "");
    const commaDated =
      p.joint === "," &&
      (!/\d/.test(dated) ||
        (last !== undefined && undatedSum(last.text) && !SUM_IN_WORDS.test(dated.split(/[.!?](?:\s|$)/)[0]!)));
    if (last && (commaDated || (!headings && DATE_ALONE.test(p.text)))) last.text += `, ${p.text}`;
    // ("… — 14 Mar 2026 ₦312,400, 15 Mar 2026 ₦198,750": a comma before a date parts a line as a semicolon does.)
    else out.push({ text: p.text, sameLine: p.joint === ";" || p.joint === "," });
    return out;
  }, []);
  return Object.assign(list, { headings });
}

/** A sum written as money on a line that names no day ("GTB dom to Zenith conversion, $2,000 out"). */
const undatedSum = (text: string) =>
  !/\n/.test(text) && SUM_IN_WORDS.test(text) && !findDates(unsigned(text), "2000-01-01").length;
const SUM_IN_WORDS = /\d\.\d{2}\b|\b\d{1,3}(?:,\d{3})+\b|\d\s?k\b|(?:[₦$£€]|\b(?:ngn|usd|gbp|eur)\b)\s?\d/i;

/**
 * One part's transactions: "COT charge 1,250 and SMS alert fee 100", "Paid Bello 98k on the
 * 19th, received 60k from Funmilayo on the 20th" are two, split at the comma or "and"
 * that has an amount on each side (a running balance after it is no transaction).
 */
function clauses(part: string, today: string, monthFirst: boolean): string[] {
  // Dates and amounts are read once for the part (chrono is costly), then looked up by place.
  const dates = findDates(unsigned(part), today, { monthFirst });
  // (A balance after the amount is no second transaction: "… credited with NGN200,000.00 on
  // 18-Mar-2026. Desc: TRF FROM ZENITH/OWN ACCOUNT. Bal: NGN1,020,000.00" is one.)
  const balanceAt = balanceIn(part, dates);
  // (A reference's digits are no sum: "…, $2,000 out, 5 Mar 2026, ref FX/0305/77".)
  const refs = [...part.matchAll(REFERENCES)].map((r) => ({ start: r.index, end: r.index + r[0].length }));
  const amounts = moneyIn(part, dates).filter((a) => a.start < balanceAt && !inside(a, refs));
  const hasAmount = (start: number, end: number) => amounts.some((a) => a.start >= start && a.start < end);
  const out: string[] = [];
  let from = 0;
  // ("Withdrawn 60,000 on 2 March 2026 - …. Deposited 500,000 on 3 March 2026 - …": a
  // sentence's end joins two as well.)
  // ("… dr 190k .. 12-Mar-2026 cr 2.5k interest": dots typed between two, too.)
  // ("lodgement 15/3/2026 1,284,500. the bank took 1,500 …": after a sum grouped in thousands too.)
  // ("… on 13 March 2026. GTB took $50 …", "… ref SWF26030211. Charges USD 40 …": after a
  // date or a reference too; a number alone before a dot may be a list's, "1. POS 5,000".)
  const sentenceEnd = (at: number) =>
    !/\d$/.test(part.slice(0, at)) ||
    // ("…, 12-MAR-2026 18:22. Also NGN 35.00 ATM fee same day": after a time too.)
    /\d,\d{3}$|\d\.\d{2}$|\b[A-Za-z][A-Za-z/-]*\d[A-Za-z0-9/-]*$|\b\d{1,2}:\d{2}$/.test(part.slice(0, at)) ||
    dates.some((d) => d.end === at);
  // ("bolt ride 3,200 debit on the 16th & transfer from chinedu okafor 40k credit on the 17th": "&" as "and".)
  // ("bank took N50 stamp duty + N26.88 transfer fee on 17 mar": a plus between two sums, too.)
  // ("… hit the dollar account on 12 march. 25 usd charges on 13 march": a sentence may start with its sum.)
  for (const joint of part.matchAll(/,\s+|\s+(?:and|&|\+)\s+|\s*(?:\.{2,}|…)\s*|[.!?]\s+(?=[A-Za-z₦$£€]|\d)/g)) {
    if (/^[.!?]/.test(joint[0]) && !sentenceEnd(joint.index)) continue;
    // ("… on March 12, 2026 (transfer from Bolanle Stores) and …": a date's own comma parts nothing.)
    // (The date goes on past the comma: "on monday, and paid 12k …" parts two.)
    if (dates.some((d) => joint.index > d.start && joint.index + joint[0].length < d.end)) continue;
    // ("paid 2 invoices INV-0041 & INV-0042, total 310k": invoices' numbers listed part nothing.)
    if (
      /^\s+(?:and|&)\s+$/.test(joint[0]) &&
      ID_BEFORE.test(part.slice(0, joint.index)) &&
      ID_AFTER.test(part.slice(joint.index + joint[0].length))
    )
      continue;
    // ("paid 50,000 + 3,750 VAT to Musa" is one payment's sum in two: a plus between two sums
    // parts nothing; one with words beside it parts two, "N50 stamp duty + N26.88 transfer
    // fee", "stamp duty 50 + vat 3.75".)
    // ("salary trf to halima 95k + 52.50 chrg": the bank's charge after the plus is a line of its own.)
    if (
      joint[0].trim() === "+" &&
      amounts.some((a) => a.end <= joint.index && !part.slice(a.end, joint.index).trim()) &&
      /^(?:[₦$£€]|ngn|usd|gbp|eur|n)?\s*\d/i.test(part.slice(joint.index + joint[0].length)) &&
      !CHARGE_AFTER.test(part.slice(joint.index + joint[0].length))
    )
      continue;
    const after = joint.index + joint[0].length;
    const rest = part.slice(after);
    // "…, (15,000.00)" is the amount column of the same line, not a second transaction.
    const next = rest.split(/,\s+|\s+(?:and|&|\+)\s+|\s*(?:\.{2,}|…)\s*|[.!?]\s+/)[0]!;
    // ("rent, ₦450,000, went out 1 March 2026. Also the SO commission of ₦100": words with no
    // sum of their own, up to the sentence's end, say more of the sum before: its side, its day.)
    const more = /^[^.!?;]*/.exec(rest)![0];
    if (
      hasAmount(from, joint.index) &&
      hasAmount(after, part.length) &&
      (joint[0].trim() !== "," || hasAmount(after, after + more.length)) &&
      /\b(?!(?:ngn|usd|gbp|eur|dr|cr)\b)[a-z]{2,}/i.test(next) &&
      !/^(?:bal(?:ance)?|closing|running|ref)\b/i.test(rest)
    ) {
      out.push(part.slice(from, joint.index));
      from = after;
    }
  }
  out.push(part.slice(from));
  return out;
}

/** A number that names a document, before and after "&" ("INV-0041 & INV-0042", "#12 & #13"). */
const ID_BEFORE = /(?:\b[a-z]{2,5}[-/]?|#)\d+$/i;
const ID_AFTER = /^(?:[a-z]{2,5}[-/]?|#)\d+\b/i;
/** A bank's charge said after its sum ("52.50 chrg", "₦35 fee", "50 stamp duty"). */
const CHARGE_AFTER =
  /^(?:[₦$£€]|ngn|usd|gbp|eur|n)?\s*\d[\d,]*(?:\.\d+)?\s*(?:naira\s+|usd\s+)?(?:bank\s+|transfer\s+|trf\s+|sms\s+)?(?:chrgs?|chgs?|charges?|fees?|commission|levy|stamp\s+duty)\b/i;

/** One sum as a list of sums gives it ("45k", "₦60,000", "120 USD", "$1,500"). */
const LISTED_SUM = String.raw`(?:[₦$£€]|\b(?:ngn|usd|gbp|eur)\s?|\bn(?=\d))?\d[\d,]*(?:\.\d+)?(?:[km]\b)?(?:\s?(?:naira|usd|dollars?|ngn|gbp|eur)\b)?`;
const LISTED_DAY = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
const AND = String.raw`(?:\s*,\s+(?:and\s+|&\s*)?|,?\s+and\s+|\s*&\s*)`;
/** Sums listed ("45k and 60k", "10k, 20k and 30k"). */
const SUMS_LISTED = new RegExp(String.raw`(?<![\w.,])${LISTED_SUM}(?:${AND}${LISTED_SUM})+(?![\w.,]*\d)`, "gi");
/**
 * Days listed, each "the 2nd" or a weekday, or each a number under one month after or before
 * them ("the 2nd and 3rd of march", "2 and 3 march", "march 2 and 3", "monday and tuesday").
 */
const DAYS_LISTED = new RegExp(
  String.raw`\b(?:(?<month1>${MONTH_NAMES})\s+(?<after>\d{1,2}(?:st|nd|rd|th)?(?:${AND}\d{1,2}(?:st|nd|rd|th)?)+)|(?<days>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:${AND}(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)+)(?<month2>\s+(?:of\s+)?${MONTH_NAMES})|(?<named>(?:the\s+)?${LISTED_DAY}(?:${AND}(?:the\s+)?${LISTED_DAY})+))\b`,
  "gi",
);

/** A sum written as money beside a list ("…, and 1,000 charges"), a day's number none. */
const OTHER_SUM = /\d[\d,]*(?:\.\d+)?\s*(?:[km]\b|naira|usd)|\d{1,3},\d{3}|[₦$£€]\s?\d/i;

/**
 * "on the 2nd and 3rd of march we lodged cash of 45k and 60k into access", "paid Musa 20k
 * and 35k on monday and tuesday respectively": days listed and as many sums listed are one
 * line each, the first sum on the first day; each line the whole clause with its own day and
 * sum. Null unless the part lists both and holds no other sum; "unpaired" when it lists
 * more sums than days, or fewer.
 */
function inTurn(part: string): string[] | "unpaired" | null {
  const days = [...part.matchAll(DAYS_LISTED)];
  // ("on 2 and 3 march …": the days' numbers are no sums.)
  const sums = [...part.matchAll(SUMS_LISTED)].filter((sum) =>
    days.every((day) => sum.index >= day.index + day[0].length || day.index >= sum.index + sum[0].length),
  );
  const each = (list: string) => list.split(new RegExp(AND, "i")).map((one) => one.trim());
  // ("we lodged 10k, 20k and 30k on the 2nd": three sums listed, on one day or none, are a
  // line each with the clause's words; two, "45k and 60k into access", part as clauses do.)
  const [only] = sums;
  if (!days.length && sums.length === 1 && only) {
    const listed = each(only[0]);
    const money = listed.every((one) => /[km]$|\d,\d{3}|\.\d{2}$|[₦$£€]|[a-z]{3}$|^n\d/i.test(one));
    if (listed.length < 3 || !money) return null;
    // ("paid 10k, 20k and 30k to Musa yesterday, 5k charges": a sum in a clause of its own,
    // after a comma or "and", is a line of its own beside the list's; the list's clause
    // ends there.)
    const end = only.index + only[0].length;
    const joints = [...part.matchAll(/,\s+|\s+(?:and|&|then)\s+/gi)];
    const from = joints.filter((j) => j.index + j[0].length <= only.index).at(-1);
    const to = joints.find((j) => j.index >= end);
    const [start, stop] = [
      OTHER_SUM.test(part.slice(0, only.index)) && from ? from.index + from[0].length : 0,
      OTHER_SUM.test(part.slice(end)) && to ? to.index : part.length,
    ];
    if (OTHER_SUM.test(part.slice(start, only.index) + part.slice(end, stop))) return null;
    return [
      ...(start ? [part.slice(0, from!.index)] : []),
      ...listed.map((one) => part.slice(start, only.index) + one + part.slice(end, stop)),
      ...(stop < part.length ? [part.slice(stop + to![0].length)] : []),
    ];
  }
  if (sums.length !== 1 || days.length !== 1) return null;
  const [sum, day] = [sums[0]!, days[0]!];
  const sumsSaid = each(sum[0]);
  const { month1, after, days: numbered, month2, named } = day.groups!;
  const daysSaid = each((after ?? numbered ?? named)!).map((one) => one.replace(/^the\s+/i, ""));
  // (No other sum beside them: "45k and 60k, and 1,000 charges" pairs nothing.)
  const outside =
    part.slice(0, Math.min(sum.index, day.index)) +
    part.slice(Math.max(sum.index + sum[0].length, day.index + day[0].length)) +
    part.slice(Math.min(sum.index + sum[0].length, day.index + day[0].length), Math.max(sum.index, day.index));
  if (OTHER_SUM.test(outside)) return null;
  // ("on the 2nd and 3rd we lodged 10k, 20k and 30k": which sum on which day is not said.)
  if (sumsSaid.length !== daysSaid.length) return "unpaired";
  return sumsSaid.map((one, i) => {
    // ("on the 3rd", "on 3rd of march", "on march 3": each day as the dates read it.)
    const written = month1
      ? `${month1} ${daysSaid[i]}`
      : month2
        ? `${daysSaid[i]}${month2}`
        : /^\d/.test(daysSaid[i]!)
          ? `the ${daysSaid[i]}`
          : daysSaid[i]!;
    const spans = [
      [sum.index, sum.index + sum[0].length, one],
      [day.index, day.index + day[0].length, written],
    ] as const;
    let text = part;
    for (const [start, end, put] of [...spans].sort((a, b) => b[0] - a[0]))
      text = text.slice(0, start) + put + text.slice(end);
    return text.replace(/[\s,]*\brespectively\b/i, "");
  });
}

/**
 * "yesterday – paid Tunde 45,000": what follows a date the part starts with (after a
 * heading and "on": "From our Zenith account: on March 4th we paid …").
 */
const afterDate = (part: string, date: { start: number; end: number }) =>
  HEADED_DATE.test(part.slice(0, date.start)) ? part.slice(date.end).replace(/^[\s:,–—-]+/, "") : part;

export interface ProseRows {
  rows: StatementRow[];
  /**
   * Read from bank alerts by their labels: their "Date:" is the bank's own stamp, read day
   * first; one that reads either way round is refused once the alert is whole (upload.ts).
   */
  alerts?: boolean;
  /** Clauses with an amount that say no date or no direction: never dropped unsaid. */
  problems: FieldError[];
  /**
   * The currency each row wrote its amount in, when it wrote one ("… Thames Valley Traders
   * £1,200" is GBP): the upload refuses a row in another than the bank's.
   */
  currencies?: Map<StatementRow, string>;
}

/** A line of a bank alert: a label, a colon, its value ("Amt: NGN 15,500.00"). */
// ("Amount (figures): 250,000.00", as a deposit slip writes it beside the amount in words.)
const ALERT_LINE = /^\s*([a-z][a-z ./&()]{0,24}?)\s*:\s*(.*?)\s*$/i;
const ALERT_FIELD = {
  amount: /^(?:amt|amount|(?:txn|trans(?:action)?|transfer)\s+(?:amount|amt))(?:\s*\((?:in\s+)?figures\))?$/i,
  date: /^(?:date|dt|txn\s+date|trans(?:action)?\s+date|posting\s+date|posted\s+date|date\s+posted|date\s*(?:&|and|\/)\s*time)$/i,
  // ("Txn Date: 14-Mar-2026 / Value Date: 16-Mar-2026": the day it was done is the line's;
  // the value date only when the alert gives no other.)
  valueDate: /^value\s+date$/i,
  // ("Time: 2026-03-15 19:44:10": a stamp that holds the day, when no label says "Date".)
  time: /^(?:time|txn\s+time|trans(?:action)?\s+time|time\s+of\s+transaction)$/i,
  side: /^(?:txn|type|txn\s+type|transaction(?:\s+type)?|dr\s*\/\s*cr|d\s*\/\s*c)$/i,
  // ("Transaction Narration: SMS CHARGES …", "Remark: part pay for 2 tyres".)
  narration: /^(?:(?:txn|trans(?:action)?)\s+)?(?:desc?|description|narration|narrative|details|remarks?|memo)$/i,
  /** Who sent the money in ("From: ADEOLA BAKARE", "FRM:", "Sender:"): the other party of a credit. */
  payer: /^(?:from|frm|sender|remitter|payer|originator)$/i,
  /** Who the money went to ("To: MUSA IBRAHIM", "Recipient:", "Beneficiary:"): the other party of a debit. */
  payee: /^(?:to|recipient|beneficiary|receiver|payee)$/i,
  ref: /^(?:ref(?:erence)?(?:\s*(?:no|number|id))?\.?|(?:txn|transaction|trans)\s*(?:ref(?:erence)?|id)|session\s*id)$/i,
  /** An amount under the side it is on ("Debit Amount: 180,000.00 | Credit Amount: 0.00"). */
  // ("CR Amt:250,000.00", "Debit Amt", "Amt Cr": the side written beside the amount's label.)
  debit:
    /^(?:debit|dr|(?:debit|dr)\s+(?:amount|amt)|(?:amount|amt)\s+(?:debit|dr)|withdrawal|withdrawal\s+amount|money\s+out)$/i,
  credit:
    /^(?:credit|cr|(?:credit|cr)\s+(?:amount|amt)|(?:amount|amt)\s+(?:credit|cr)|deposit|deposit\s+amount|money\s+in)$/i,
};

/** The labels an alert's fields are known by ("Amt:", "Acc:", "Desc:", "DT:", "Bal:", "Avl:"). */
// ("Acct:1012345671 DR Amt:NGN2,150.00": the side before the amount's label is the label's.)
// ("Txn Date: 14-Mar-2026 Value Date: 16-Mar-2026 Credit: NGN 230,000.00 Desc: …": a date's
// label of two words, and the side's label before its amount.)
const KNOWN_LABEL =
  /(?<=\s)(?=(?:(?:dr|cr|debit|credit)\s+(?:amt|amount)|(?<!\b(?:dr|cr|debit|credit)\s+)(?:amt|amount)|acc(?:t|ount)?(?:\s*(?:no|number))?|desc(?:ription)?|narration|dt|(?<!\b(?:txn|trans(?:action)?|posting|value)\s+)(?:(?:txn|trans(?:action)?|posting|value)\s+)?date|(?:debit|credit)|bal(?:ance)?|(?:avail(?:able)?|avl|ledger|book)(?:\.?\s+bal(?:ance)?)?|total|ref(?:erence)?(?:\s*no)?|type|txn(?:\s+type)?|time)\s*:)/gi;

/**
 * The pieces of an alert written on one line, parted by semicolons or bars ("Amount:
 * 6,450.00; Type: Debit; …"), or by nothing but a space before each known label ("Credit
 * Amt:NGN65,000.00 Acc:069****438 Desc:TRF FRM CHINEDU OKAFOR DT:15-Mar-2026 12:10"), the
 * words before the first label ("Credit") a piece of their own.
 */
const piecesOfLine = (line: string) =>
  line
    .split(/\s*[;|]\s*/)
    .flatMap((piece) => ((piece.match(KNOWN_LABEL) ?? []).length >= 2 ? piece.split(KNOWN_LABEL) : [piece]))
    .map((piece) => piece.trim())
    .filter(Boolean);
/** The fields of an alert written on one line. */
const fieldsOnLine = (line: string) => piecesOfLine(line).filter((piece) => ALERT_LINE.test(piece));

/**
 * Alerts written one to a line, three or more labelled fields each ("Posting Date: 10 Mar
 * 2026 | Description: Salary - Musa Ibrahim | Debit Amount: 180,000.00 | Credit Amount:
 * 0.00"): read by their labels, not as a table's cells or a sentence's parts.
 */
export const alertsOnLines = (text: string) => {
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  return lines.length > 0 && lines.every((line) => fieldsOnLine(line).length >= 3);
};

/** Which of an alert's fields a line is ("Amt: NGN 60,000.00" is its amount), else null. */
const fieldOf = (line: string) => {
  const label = ALERT_LINE.exec(line)?.[1]?.trim();
  return label === undefined ? null : (Object.entries(ALERT_FIELD).find(([, known]) => known.test(label))?.[0] ?? null);
};

/**
 * Alerts pasted with no blank line between them (forwarded in a chat, each under its
 * sender's line and its "Access Bank Debit Alert" title): a field said again starts the
 * next alert, with the lines after the last field before it (its title).
 */
function oneEach(lines: string[]): string[][] {
  const out: string[][] = [[]];
  let seen = new Set<string>();
  let titleAt = 0;
  for (const line of lines) {
    const field = fieldOf(line);
    const current = out.at(-1)!;
    if (field && seen.has(field)) {
      out.push([...current.splice(titleAt), line]);
      seen = new Set([field]);
      titleAt = out.at(-1)!.length;
      continue;
    }
    current.push(line);
    if (field) {
      seen.add(field);
      titleAt = current.length;
    }
  }
  return out;
}

/**
 * Bank alerts pasted one after another, a blank line between them ("Txn: Debit / Acct:
 * 069****438 / Amt: NGN 15,500.00 / Desc: POS TXN … / Date: 07-03-2026 13:22 / Bal: …"):
 * one transaction each, read by its labels (the account number, time and balance are no
 * amounts). Null when the text holds no alert with an amount and a date label.
 */
function alertRows(text: string, today: string, monthFirst: boolean): ProseRows | null {
  const labelled = (lines: string[]) =>
    lines.flatMap((line) => {
      const found = ALERT_LINE.exec(line);
      return found ? [found] : [];
    });
  const oneToALine = alertsOnLines(text);
  // (One to a line, every line is an alert: one without its amount or date is refused below, not dropped.)
  const blocks = (
    oneToALine
      ? text
          .split(/\r?\n/)
          .filter((line) => line.trim())
          .map((line) => ({ line, pieces: piecesOfLine(line) }))
      : text
          .split(/\r?\n[^\S\n]*\r?\n/)
          .flatMap((block) => oneEach(block.split(/\r?\n/)))
          .map((pieces) => ({ line: pieces.join("\n"), pieces }))
  ).map(({ line, pieces }) => ({
    line,
    fields: labelled(pieces),
    // ("Debit", "Credit Alert", "a Debit transaction occurred on your account": the words
    // around the labelled fields.)
    words: pieces.filter((piece) => !knownField(piece)).join("\n"),
    // ("DT:16/03/2026 14:22 / NIP/FRM ACME LLC/PAYMENT / CR Amt:250,000.00": a line without a
    // label among the fields is the description the bank printed bare.)
    bare: pieces.filter(
      (piece, i) =>
        !ALERT_LINE.test(piece) &&
        /[a-z]{2}/i.test(piece) &&
        pieces.slice(0, i).some(knownField) &&
        pieces.slice(i + 1).some(knownField),
    ),
  }));
  const alerts = blocks
    .map(({ line, fields, words, bare }) =>
      Object.assign((label: RegExp) => fields.find((f) => label.test(f[1]!.trim()))?.[2] ?? null, {
        line,
        words,
        bare,
      }),
    )
    .filter(
      (field) =>
        oneToALine ||
        ((field(ALERT_FIELD.amount) ?? field(ALERT_FIELD.debit) ?? field(ALERT_FIELD.credit)) !== null &&
          dayWritten(field) !== null),
    );
  if (!alerts.length) return null;
  // One alert, its side said in a paragraph of its own ("We wish to inform you that a Debit
  // transaction occurred …", a blank line before the fields): the text's words say it.
  const allWords = blocks.map((block) => block.words).join("\n");
  const rows: StatementRow[] = [];
  const problems: FieldError[] = [];
  for (const field of alerts) {
    // (Under debit and credit labels, the one not zero; its label is its side.)
    const nonZero = (label: RegExp) => {
      const value = field(label);
      return value !== null && findAmounts(value).some((a) => Number(a.value) !== 0) ? value : null;
    };
    const debit = nonZero(ALERT_FIELD.debit);
    const credit = debit ? null : nonZero(ALERT_FIELD.credit);
    const written =
      field(ALERT_FIELD.amount) ??
      debit ??
      credit ??
      field(ALERT_FIELD.debit) ??
      field(ALERT_FIELD.credit) ??
      field.line;
    // (A masked account number beside it, "Credit $500.00 020****898", is no amount; a sum
    // written as money is the amount before a bare number.)
    const found = moneyIn(written, []).filter((a) => Number(a.value) !== 0);
    const amount = found.find((a) => writtenAsMoney(written, a)) ?? found[0];
    // ("Debit: N10,000.00 on A/C 1012XXXX71 at 14:05 17MAR26 Desc: …": with no label for
    // it, the day written beside the amount.)
    const dated = dayWritten(field) ?? written;
    const date = findDates(dated, today, { monthFirst })[0];
    // ("Amt: NGN 62,000.00 CR": without a side of its own, the amount's mark says it.)
    const side =
      field(ALERT_FIELD.side) ??
      (debit ? "debit" : credit ? "credit" : null) ??
      /\b(?:CR|DR)\s*$/i.exec(written)?.[0] ??
      sideWord(field.words) ??
      (alerts.length === 1 ? sideWord(allWords) : null) ??
      ownParty(field.line) ??
      "";
    const type = /^(?:debit|dr|d)\b/i.test(side) ? "debit" : /^(?:credit|cr|c)\b/i.test(side) ? "credit" : null;
    const problem = !amount
      ? "has no amount"
      : !date
        ? "has no date"
        : !type
          ? 'does not say "Debit" or "Credit"'
          : null;
    if (problem) {
      problems.push({ field: "transactions", message: `The alert of "${written}" ${problem}` });
      continue;
    }
    // ("From: ADEOLA BAKARE / Narration: payment for 5 crates eggs": who paid in, or who was
    // paid, is part of what the line says; the other field names the business's own account.)
    const party = (field(type === "credit" ? ALERT_FIELD.payer : ALERT_FIELD.payee) ?? "")
      .replace(/\s*[|(].*$/, "")
      .replace(/\s+\S*[*X]{3,}\S*\s*$/i, "")
      .trim();
    const described = field(ALERT_FIELD.narration);
    const partyWords =
      // (A forwarded e-mail's "From: Zenith Bank <ebanking@…>" is its sender, no party.)
      party && /[a-z]{2}/i.test(party) && !/[@<]/.test(party) && !described?.toLowerCase().includes(party.toLowerCase())
        ? `${type === "credit" ? "From" : "To"} ${party}`
        : null;
    rows.push({
      date: date!.value,
      amount: amount!.value.replace(/^-/, ""),
      type: type!,
      // (A slip has no description: its title is what it is, "ACCESS BANK CASH DEPOSIT SLIP".)
      narration:
        (partyWords ? (described ? `${partyWords}: ${described}` : partyWords) : described) ??
        /^[^\n]*\bslip\b[^\n]*/i
          .exec(field.words.trim())?.[0]
          .replace(/\s*\([^)]*\)\s*$/, "")
          .replace(/\s+/g, " ") ??
        (field.bare.length === 1 && !sideWord(field.bare[0]!) ? field.bare[0]! : null),
      ref: /^[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*$/i.exec(field(ALERT_FIELD.ref) ?? "")?.[0] ?? null,
      balance: null,
    });
  }
  return { rows, problems };
}

/**
 * The text of an alert's day: its date, else its value date, else a time stamp that holds
 * the day ("Time: 2026-03-15 19:44:10"; "Time: 14:05" holds none).
 */
const dayWritten = (field: (label: RegExp) => string | null) => {
  const time = field(ALERT_FIELD.time);
  return (
    field(ALERT_FIELD.date) ??
    field(ALERT_FIELD.valueDate) ??
    (time !== null && /\d[/.-]\d|\d\s*[a-z]{3}|[a-z]{3}\s*\d/i.test(time) ? time : null)
  );
};

/** The labels of an alert's fields, and of the account, balance and time it gives beside them. */
// ("Avl: $6,210.00", "Available: NGN 233,410.90", "Total: …": balances by their short names.)
const OTHER_LABEL =
  /^(?:ac(?:c|ct|count)?(?:\s*(?:no|number))?|a\/c(?:\s*no)?|(?:(?:avail(?:able)?|avl|ledger|book|total|closing)\.?\s+)?bal(?:ance)?|avail(?:able)?|avl|ledger|total|time(?:\s+of\s+transaction)?|branch|channel|status|session\s*id)$/i;
/** A labelled field of an alert ("Desc: CREDIT INTEREST", "Bal: 2,410.00 CR"); "GTBank: Debit Alert!" is its words. */
const knownField = (piece: string) => {
  const label = ALERT_LINE.exec(piece)?.[1]?.trim();
  return label !== undefined && [...Object.values(ALERT_FIELD), OTHER_LABEL].some((known) => known.test(label));
};

/** "Debit", "Credit Alert", "a Debit transaction occurred": the one side the words name, else null. */
// ("CASH DEPOSIT SLIP", "Withdrawal slip": the slip's title says it too.)
function sideWord(words: string): string | null {
  const debit = /\b(?:debit(?:ed)?|dr)\b|\bwithdrawal\s+slip\b/i.test(words);
  const credit = /\b(?:credit(?:ed)?|cr)\b|\b(?:deposit|lodge?ment)\s+slip\b/i.test(words);
  return debit === credit ? null : debit ? "debit" : "credit";
}

const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** "2 days later", "a week after": how many days after the line before, else null. */
function daysLater(written: string): number | null {
  // ("… and 2,500 came back as a reversal the next day": the day after the line before's.)
  if (/^(?:the\s+)?(?:next|following)\s+day$/i.test(written.trim())) return 1;
  const m = /^(\d{1,3}|an?|one|two|three|four|five|six|seven)\s+(days?|weeks?)\s+(?:later|after(?:wards)?)$/i.exec(
    written.trim(),
  );
  if (!m) return null;
  const n = COUNTS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return /^week/i.test(m[2]!) ? n * 7 : n;
}

/** A date that names one day: today, yesterday, a weekday, a day of the month. */
const DAY_NAMED =
  /\b(?:today|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|(?<!\d)\d{1,2}(?:st|nd|rd|th)?(?!\d)/i;

/** "same day", "that day": the day of the line before. */
const SAME_DAY = /\b(?:(?:the\s+)?same\s+(?:day|date)|that\s+(?:same\s+)?day)\b/i;

const inside = (a: { start: number }, spans: { start: number; end: number }[]) =>
  spans.some((d) => a.start >= d.start && a.start < d.end);

/** A heading line over the transactions it lists ("Money in", "Payments out:"): their side. */
const HEADING = {
  credit:
    /^\W*(?:money\s+in|(?:payments?\s+|transfers?\s+)?received|inflows?|incoming|credits?|deposits?|receipts?|paid\s+in|in)\W*$/i,
  debit:
    /^\W*(?:money\s+out|payments?(?:\s+out|\s+made)?|outflows?|outgoing|debits?|withdrawals?|spent|spending|paid\s+out|out)\W*$/i,
};

/** "1812 naira 50 kobo", "45 dollars and 20 cents": the sum with its hundredths. */
const withHundredths = (text: string) =>
  text.replace(
    /\b(\d[\d,]*)\s+(naira|dollars?|pounds?|euros?|cedis?)\s+(?:and\s+)?(\d{1,2})\s+(?:kobo|cents?|pence|pesewas?)\b/gi,
    (_, whole: string, currency: string, part: string) => `${whole}.${part.padStart(2, "0")} ${currency}`,
  );

/**
 * "on the sixteenth", "the twenty-third of February", "March the first": a day said in
 * words, as dictated, written as the ordinal the dates read ("on the 16th").
 */
const withOrdinalDays = (text: string) =>
  text
    .replace(
      new RegExp(
        String.raw`(\b(?:on|dated|from)\s+the\s+|\b${MONTH_NAMES}\s+(?:the\s+)?)${ORDINAL_WORD}\b|\bthe\s+${ORDINAL_WORD}(?=\s+of\s+${MONTH_NAMES})`,
        "gi",
      ),
      (
        written,
        before: string | undefined,
        tens: string | undefined,
        unit: string | undefined,
        tens2: string | undefined,
        unit2: string | undefined,
      ) => {
        const day = dayInWords(tens ?? tens2, (unit ?? unit2)!);
        if (day > 31) return written;
        const suffix =
          day % 10 === 1 && day !== 11
            ? "st"
            : day % 10 === 2 && day !== 12
              ? "nd"
              : day % 10 === 3 && day !== 13
                ? "rd"
                : "th";
        return `${before ?? "the "}${day}${suffix}`;
      },
    )
    // ("March the 10th": the day before its month, as the dates read it.)
    .replace(
      new RegExp(String.raw`\b(${MONTH_NAMES})\s+the\s+(\d{1,2}(?:st|nd|rd|th))\b`, "gi"),
      (_, month: string, day: string) => `${day} ${month}`,
    );

/**
 * The lines of one transaction's receipt, as a banking app shows it ("Transfer Successful
 * / -$1,250.00 / To: XYZ SUPPLIER / Mar 12, 2026 · 09:15 AM / Narration: …"): its amount on
 * one line, its date on another, read as one part. Null unless exactly one part has an
 * amount, it has no date, and another part has one.
 */
function oneReceipt(list: Part[], today: string, monthFirst: boolean): Part[] | null {
  if (list.length < 2 || list.length > 12) return null;
  const read = list.map(({ text }) => {
    const days = daysIn(text, today, monthFirst);
    return { days, amounts: moneyIn(text, days) };
  });
  // ("ZENITH ALERT / CR NGN 25,000.00 / … / 17-MAR-2026 16:40 / BAL NGN 112,000.00": the
  // balance's line holds no amount of the receipt's.)
  const withAmount = read.filter((r, i) => r.amounts.length && !BALANCE_LINE.test(list[i]!.text));
  if (withAmount.length !== 1 || withAmount[0]!.days.length || !read.some((r) => r.days.length)) return null;
  return [{ text: list.map((p) => p.text).join(", "), sameLine: false }];
}

const BALANCE_LINE =
  /^\W*(?:(?:avail(?:able)?|avl|ledger|book|closing|total)\.?\s+)?(?:bal(?:ance)?|avl|avail(?:able)?)\b(?!\s+(?:b\/f|brought|c\/f|carried))/i;

/** A part that starts with a day of the month alone ("17th fuel 35k POS Mobil", after a heading). */
// ("on 14th zenith took 1,075 sms charges …": after "on" too.)
const ORDINAL_FIRST = new RegExp(String.raw`^(?:${HEAD}{1,60}:\s*)?(?:on\s+)?(\d{1,2})(?:st|nd|rd|th)\b`, "i");
const MONTH_WORD =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ember|ober)?\.?(?![a-z])/i;

/**
 * The day "17th" names: in the month the text's heading names ("Zenith - Feb bits I
 * missed: 17th …"), else this month or, when that day is still to come, the month before;
 * the latest such day up to today.
 */
function ordinalDay(part: string, month: number | null, today: string): string | undefined {
  const found = ORDINAL_FIRST.exec(part);
  if (!found) return undefined;
  const day = Number(found[1]);
  const [year, thisMonth] = today.split("-").map(Number) as [number, number];
  for (let back = 0; back < 13; back++) {
    const m = month ?? thisMonth - back;
    const y = month ? year - back : year + Math.floor((m - 1) / 12);
    const mm = ((((m - 1) % 12) + 12) % 12) + 1;
    const date = new Date(Date.UTC(y, mm - 1, day));
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDate() === day && iso <= today) return iso;
  }
  return undefined;
}

/**
 * When the message was sent is no transaction's day when the message gives one ("[18/03/2026,
 * 10:00] Sade: transfer receipt … Date: 17 Mar 2026"): the stamp left out. A message that
 * gives none ("[17/03/2026, 09:02] Sade: paid Musa 5k") keeps it.
 */
const withoutChatStamps = (text: string, today: string) =>
  text
    .split("\n")
    .map((line) => {
      const stamp = CHAT_STAMP.exec(line);
      return stamp && findDates(line.slice(stamp[0].length), today).length ? line.slice(stamp[0].length) : line;
    })
    .join("\n");

/**
 * "+ 250,000.00 17/03/2026 ACME LLC TRANSFER / - 1,500.00 17/03/2026 …": where a line starts
 * with a plus and a space before its sum, a dash so placed is the other sign, no bullet;
 * written against their sums.
 */
const signsApart = (text: string) =>
  /^[^\S\n]*\+[^\S\n]\d/m.test(text) ? text.replace(/^([^\S\n]*[-+])[^\S\n](?=\d)/gm, "$1") : text;

export function rowsFromProse(written: string, today: string, monthFirst = false, bank?: string): ProseRows {
  const alerts = alertRows(written, today, monthFirst);
  if (alerts) return { ...alerts, alerts: true };
  // ("… 16 Mar 2026 ₦275,300 (all credits, MSC already deducted)": a note of the side of every
  // line is their side, and no words of the last.)
  const all = ALL_SIDE.exec(written);
  const text = signsApart(
    withoutChatStamps(withOrdinalDays(withHundredths(all ? written.replace(ALL_SIDE, " ") : written)), today),
  );
  const rows: StatementRow[] = [];
  const problems: FieldError[] = [];
  let heading: StatementRow["type"] | undefined = all ? (all[1] || all[2] ? "credit" : "debit") : undefined;
  // The day a heading names ("Today's alerts on Zenith:"), for the undated lines under it.
  let headingDay: string | undefined;
  // The side a dated heading's kind says ("Zenith month-end charges, 28 Feb 2026:"), for lines that say none.
  let headingKindSide: StatementRow["type"] | undefined;
  // ("Debit / NGN 12,000.00 / POS/WEB PMT JUMIA / 15 Mar 2026", a blank line, "Credit / …":
  // an app's receipts one under another, each a block of its own, are one part each.)
  const blocks = text.split(/\n[^\S\n]*\n/).filter((b) => b.trim());
  const receipts = blocks.length > 1 ? blocks.map((b) => oneReceipt(parts(b), today, monthFirst)) : [];
  const list =
    receipts.length && receipts.every(Boolean)
      ? Object.assign(receipts.flat() as Part[], { headings: false })
      : parts(text);
  // (The month the heading before the first amount names: "ZB Feb chgs - …", "Feb bits I missed: 17th …".)
  const lead = /^[^\d]*/.exec(list[0]?.text ?? "")![0];
  const month = MONTH_WORD.exec(lead);
  const leadMonth = month
    ? ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf(
        month[1]!.toLowerCase(),
      ) + 1
    : null;
  // The day of the part before, for one after a semicolon on the same line; and the kind its heading named.
  let lastDay: string | undefined;
  let lastKind: string | null = null;
  let lineSide: StatementRow["type"] | undefined;
  let lineIntro: string | undefined;
  // The bank whose lines these are, as the request or a heading names it ("for access statement: …").
  let own = bank && !/^[0-9a-f-]{36}$/i.test(bank) ? knownBankIn(bank) : null;
  const parted = oneReceipt(list, today, monthFirst) ?? list;
  for (const [at, { text: whole, sameLine }] of parted.entries()) {
    // ("here are 2 from access:", "2 more for gtb", over dated lines: the first line, naming
    // the account and counting what follows, is no line of its own.)
    if (at === 0 && parted.length > 1 && countsLines(whole) && !daysIn(whole, today, monthFirst).length) continue;
    own = accountNamed(whole) ?? own;
    if (HEADING.credit.test(whole) || HEADING.debit.test(whole)) {
      heading = HEADING.credit.test(whole) ? "credit" : "debit";
      continue;
    }
    const days = daysIn(whole, today, monthFirst);
    // (A day, not a period: "Statement for March 2026:" dates none of its lines.)
    // ("Zenith month-end charges, 28 Feb 2026:": the day named, "month-end" no day of it.)
    const day = days.find((d) => DAY_NAMED.test(whole.slice(d.start, d.end)));
    // ("Today", "15 Mar 2026" on a line of their own, as an app lists the day's lines under it.)
    if (
      ((/:\s*$/.test(whole) && day) || (DAY_LINE.test(whole) && days[0])) &&
      !findAmounts(whole).some((a) => !inside(a, days))
    ) {
      headingDay = (day ?? days[0]!).value;
      // (Its words may name the kind of the lines under it: "month-end charges, 28 Feb 2026:".)
      headingKindSide = KIND_OUT.test(whole) ? "debit" : KIND_IN.test(whole) ? "credit" : undefined;
      continue;
    }
    // A clause without a date of its own ("…, WHT on interest 120.43 same day") is on the
    // one before's, or the first the sentence has ("COT 1,250 and SMS fee 100 on the 19th");
    // a line "…, same day" on the last line's; one under a dated heading on its day; a part
    // after a semicolon on the part before's ("28 Feb 2026 - salary 185,000 dr; transfer fee 26.88 dr").
    let previous =
      days[0]?.value ??
      ordinalDay(whole, leadMonth, today) ??
      (sameLine ? lastDay : undefined) ??
      (SAME_DAY.test(whole) ? (rows.at(-1)?.date ?? headingDay) : headingDay);
    lastDay = previous;
    // A list after an introduction that says the side, a dash before its items ("atm
    // withdrawals this month - 40k on the 2nd, 20k on the 5th", "2 transfers in - Ota Farms
    // 140k, Bolanle Stores 96k"): an item that says none is on that side, its words the
    // clause's before when it has none. ("yesterday: paid Tunde 45,000, Shoprite 12,000"
    // introduces no list: the side is Tunde's alone.)
    const turns = inTurn(whole);
    if (turns === "unpaired") {
      problems.push({
        field: "transactions",
        message: `"${whole.trim()}" lists more sums than days, or fewer; give each sum its own day`,
      });
      continue;
    }
    const said = turns ?? clauses(whole, today, monthFirst);
    const intro = said.length > 1 ? /^(.*?)\s[-–—]\s(?=.*\d)/.exec(said[0]!)?.[1] : undefined;
    const listSide = intro ? sideInWords(intro.replace(/^[^:\d]{1,40}:\s*/, "")) : null;
    // ("POS settlements for the weekend: Sat 14 Mar 2026, 386,200 in. Sun 15 Mar 2026, 742,000
    // in.": lines with no words of their own are what the heading before the colon names, its
    // period left out; a heading that names no kind of transaction, "Zenith:", names none.)
    const named = new RegExp(`^(${HEAD}{1,60}):`, "i").exec(whole)?.[1];
    // (The parts after a semicolon on its line are under it too: "bank charges: 12 Mar 2026 50 dr; 13 Mar 2026 26.88 dr".)
    const kind: string | null = named
      ? KIND.test(named)
        ? named.replace(PERIOD_WORDS, " ").replace(/\s+/g, " ").trim()
        : null
      : sameLine
        ? lastKind
        : null;
    lastKind = kind;
    // ("POS settlements from our shop terminal — 14 Mar 2026 ₦312,400; 15 Mar 2026 ₦198,750":
    // the words before a line's first day introduce it and the parts after its semicolons; one
    // with a day and a sum alone is on the side they say, and has them for its words.)
    if (!sameLine) {
      const intro = days[0]
        ? whole
            .slice(0, days[0].start)
            .replace(/^[^:\d]{1,60}:\s*/, "")
            .replace(/[\s,:–—-]*(?:on\s+)?$/i, "")
            .trim()
        : "";
      // (A bank's name alone, "gtb: 14 Mar 2026 $100; …", introduces no kind of line.)
      lineIntro = /[a-z]{3}/i.test(intro) && !/\d/.test(intro) && !accountField(intro) ? intro : undefined;
      lineSide = lineIntro ? (sideInWords(lineIntro) ?? undefined) : undefined;
    }
    let before: StatementRow | undefined;
    let justBefore: StatementRow | undefined;
    for (const part of said) {
      let row = rowFromPart(part, today, monthFirst, previous, heading, own);
      // (Only a clause of a few words, a name or a day: "still owing us 20k on the old
      // invoice" says no transaction.)
      if (row === "no direction" && listSide && fewWords(part)) {
        row = rowFromPart(part, today, monthFirst, previous, listSide, own);
        if (row && typeof row === "object" && row.narration === null) row.narration = before?.narration ?? null;
      }
      if (row === "no direction" && headingKindSide && !days.length)
        row = rowFromPart(part, today, monthFirst, previous, headingKindSide, own);
      // ("paid AWS 120 USD on 4th march & 80 USD for zoom on the 6th", "received 50k from Ada
      // and 20k from Musa": a clause that starts with its sum, its verb left to the clause
      // just before, is on that clause's side.)
      if (row === "no direction" && justBefore && SUM_FIRST.test(part)) {
        row = rowFromPart(part, today, monthFirst, previous, justBefore.type, own);
        if (row && typeof row === "object" && row.narration === null) row.narration = justBefore.narration;
      }
      if (row === "no direction" && sameLine && lineSide && fewWords(part)) {
        row = rowFromPart(part, today, monthFirst, previous, lineSide, own);
        if (row && typeof row === "object" && row.narration === null) row.narration = lineIntro ?? null;
      }
      justBefore = row && typeof row === "object" ? row : undefined;
      if (justBefore && justBefore.narration === null && sameLine && lineIntro) justBefore.narration = lineIntro;
      if (row && typeof row === "object" && row.narration === null && kind) row.narration = kind;
      if (row === "no date" || row === "no direction" || row === "not moved" || row === "future") {
        problems.push({
          field: "transactions",
          message:
            row === "no date"
              ? `"${part.trim()}" has an amount but no date; give its date`
              : row === "not moved"
                ? `"${part.trim()}" is money owed or still to come, not money in or out of the account; leave it out, or record it when it is paid`
                : row === "future"
                  ? `"${part.trim()}" is dated after today; a bank line is money already in or out: give the day it moved`
                  : `"${part.trim()}" does not say whether the money came in or went out; write e.g. "paid", "received", "debit" or "credit"`,
        });
        continue;
      }
      if (row) rows.push(row);
      before = row ?? before;
      previous = row?.date ?? previous;
      lastDay = previous;
    }
  }
  // (The currency a line wrote its amount in goes apart from its row, for the upload to check.)
  const currencies = new Map<StatementRow, string>();
  const read = rows.map(({ currency, ...row }) => {
    if (currency) currencies.set(row, currency);
    return row;
  });
  return { rows: list.headings ? oldestFirst(read) : read, problems, currencies };
}

/**
 * Lines under days pasted newest first, as apps list them ("Today … / Yesterday … / 15 Mar
 * 2026 …"), listed oldest first as a statement's are; lines of one day keep their order.
 */
function oldestFirst(rows: StatementRow[]): StatementRow[] {
  const newestFirst =
    rows.length > 1 &&
    rows.every((row, i) => i === 0 || row.date <= rows[i - 1]!.date) &&
    rows.at(-1)!.date < rows[0]!.date;
  if (!newestFirst) return rows;
  const days = [...new Set(rows.map((row) => row.date))].reverse();
  return days.flatMap((day) => rows.filter((row) => row.date === day));
}

/**
 * A transfer receipt names both parties, and masks the number of the account it was made
 * for ("Beneficiary: IKEJA ELECTRIC PLC (First Bank) — Sender: OTA VENTURES LTD, Zenith
 * ****5671"): the business is the party whose number is masked; the sender's is money out,
 * the beneficiary's money in.
 */
function ownParty(part: string): StatementRow["type"] | null {
  const field = /\b(sender|from|remitter|payer|beneficiary|recipient|receiver|payee|to)\s*:[^:|\n]*?\*{3,}\d/i.exec(
    part,
  );
  if (!field || !/\b(?:beneficiary|recipient|receiver|payee|sender|remitter|payer)\s*:/i.test(part)) return null;
  return /^(?:sender|from|remitter|payer)$/i.test(field[1]!) ? "debit" : "credit";
}

/**
 * The bank a heading names as the account of the lines under it ("for access statement:",
 * "Zenith lines", "GTB:"), or a line of words alone naming it; null for a line's own words
 * ("transfer from zenith:" names the other bank).
 */
function accountNamed(part: string): string | null {
  const heading = new RegExp(`^(${HEAD}{1,60}):`, "i").exec(part)?.[1] ?? (/\d/.test(part) ? null : part);
  if (
    !heading ||
    /\b(?:from|frm|out\s+of|go|enter|into|trf|tfr|transfer\w*|sent|send|paid|pay|received|moved?)\b/i.test(heading)
  )
    return null;
  return knownBankIn(heading);
}

/** A note's field that names the account alone ("zenith", "gtb dom", "access sav"), no transaction's words. */
const accountField = (name: string) =>
  name.trim().split(/\s+/).length <= 4 &&
  knownBankIn(name) !== null &&
  !/\b(?:to|from|frm|into|at|via|for|by|trf|tfr|transfers?|pos|atm|deposits?|withdrawals?|settlements?|lodge?ments?|interest|charges?|fees?|paid|sent|received)\b/i.test(
    name,
  );

/** A heading that names the account and counts its lines, its noun left out ("2 more for gtb"). */
// (Its words are the account's and a request's alone: "zenith sms 50" is a charge, its date missing.)
const countsLines = (text: string) =>
  /^[^\d]*(?<![\d,.])\d{1,2}(?![\d,.]|\s*[km]\b)[^\d]*$/i.test(text) &&
  (knownBankIn(text) !== null || ACCOUNT_WORD.test(text)) &&
  (text.match(/[a-z]+/gi) ?? []).every((word) => HEADING_WORD.test(word) || knownBankIn(word) !== null);
const HEADING_WORD =
  /^(?:here|are|is|these|the|below|more|new|other|for|from|on|in|to|into|of|our|my|and|add|pls|please|kindly|record|post|log|enter|put|lines?|entries|items|transactions|txns|alerts|records|things|acct|account|a|c|stmt|statement|sav|savings|current|dom|domiciliary|usd|bank|first)$/i;

/** A clause that starts with its sum ("80 USD for zoom", "$25 to Musa", "N5,000 for diesel"). */
const SUM_FIRST = /^\s*(?:(?:and|&|then|also|plus)\s+)*(?:[₦$£€]|(?:ngn|usd|gbp|eur)\s*|n(?=\d))?\d/i;

/** A clause of three words or fewer beside its amount and day ("Filmhouse 12,000", "20k on the 5th"). */
const fewWords = (part: string) => (part.match(/\b[a-z][a-z'’&.-]*/gi) ?? []).length <= 4;

/**
 * "my customer Bolanle Stores just sent 250,000naira …", "50k just came in from Ada": money
 * that has just moved moved today, said in words, no day assumed. (A sentence that names no
 * day at all is still refused for its date.)
 */
const JUST_NOW =
  /\bjust\s+(?:now\b|(?:sent|paid|received|came|transferred|wired|got|deposited|lodged|credited|debited|withdrew|withdrawn|dropped|entered|hit|landed|moved)\b)/i;

/** A description labelled in a sentence's alert, to the end of its sentence or cell. */
const DESCRIBED =
  /\b(?:desc(?:ription)?|narration|narrative|remarks?)\s*:\s*(.+?)(?=\.\s|\s*\||\s+(?:bal(?:ance)?|avail(?:able)?|avl|date|dt|ref|amt|amount)\s*:|\.?\s*$)/i;

const PARTY_LABEL = /\b(?:to|from|frm|recipient|beneficiary|sender|remitter|payee|payer)\s*:/i;

/**
 * Where a part's balance starts ("Bal: …", and "Avl: $6,210.00", "Avail NGN1,450,000.00
 * Total …" after its amount), else past its end: no amount is read from there on.
 */
function balanceIn(part: string, dates: { start: number; end: number }[]): number {
  const bal =
    /\b(?:(?:avail(?:able)?|avl|ledger|book|closing)\.?\s+)?bal(?:ance)?\b/i.exec(part)?.index ??
    Number.POSITIVE_INFINITY;
  // ("Total 50k paid to Musa": a total with no sum before it is the amount's own word.)
  const short = /\b(?:avl|avail(?:able)?|total)\b(?=\s*:?\s*(?:ngn|usd|gbp|eur|n(?=\d)|[₦$£€])?\s*\d)/i.exec(part);
  const before = short && moneyIn(part.slice(0, short.index), dates).some((a) => writtenAsMoney(part, a));
  return Math.min(bal, before ? short.index : Number.POSITIVE_INFINITY);
}

/**
 * The amounts a part holds outside its dates: a time ("09:15", "DT:15-Mar-2026 12:10"), a
 * USSD code ("Zenith *966#") and a masked account number ("069****438") are none.
 */
function moneyIn(part: string, dates: { start: number; end: number }[]) {
  return findAmounts(part).filter(
    (a) =>
      !inside(a, dates) &&
      !/\d:$/.test(part.slice(0, a.start)) &&
      !/^:\d/.test(part.slice(a.end)) &&
      // (Both marks, as a USSD code has them: "#45,000" is naira and "*₦12,450*" is bold.)
      !(/\*$/.test(part.slice(0, a.start)) && /^[*\d]*#/.test(part.slice(a.end))) &&
      // (A card or account number masked, "506099******2207", "Zenith ****5671": its digits are none.)
      !/\d?\*{3,}$/.test(part.slice(0, a.start)) &&
      !/^\*{3,}/.test(part.slice(a.end)) &&
      !counted(part, a) &&
      // ("Airtime MTN 0803 555 1234 2k", "card ending 4521": a phone's or a card's digits.)
      !inDigitRun(part, a.start, a.end) &&
      !CARD_ENDING.test(part.slice(0, a.start)) &&
      // ("Check #1043 to Halden & Rowe LLP (250,000.00)", "cheque no 000871": the cheque's number.)
      !/\b(?:check|cheque|chq|chk)\s*(?:#|no\.?|number)\s*$/i.test(part.slice(0, a.start)),
  );
}

/**
 * Whether a text holds no sum at all, its digits all a date's, a reference's or a document's
 * number ("credit from Ota Farms Ltd on 16 Mar 2026, narration 'part payment INV-0193'").
 */
export function noSumIn(text: string, today: string, monthFirst = false): boolean {
  const spans = [
    ...daysIn(text, today, monthFirst),
    ...documentCodes(text),
    ...[...text.matchAll(REFERENCES)].map((r) => ({ start: r.index, end: r.index + r[0].length })),
  ];
  return moneyIn(text, spans).every(
    (a) => inside(a, spans) || /^(?:19|20)\d{2}$/.test(text.slice(a.start, a.end).trim()),
  );
}

/** The words before a card's or an account's last digits ("card ending 4521", "last 4 digits: 0923", "a/c no. 2207"). */
export const CARD_ENDING =
  /\b(?:ending(?:\s+(?:in|with))?|last\s+(?:4|four)(?:\s+digits)?|(?:card|acct|account|a\/c)\s*(?:no\.?|number|#))\s*:?\s*$/i;

/**
 * Whether the digits at `start`–`end` are a group of a phone, card or account number written
 * in groups ("Airtime MTN 0803 555 1234", "+234 809 000 1122", "0803-555-1234", "card 5399
 * 8312 3456 7890"): from a group that starts with 0 or "+", the groups up to 10 digits or
 * more; else a run of three groups or more, 10 to 19 digits, that is no sum's thousands
 * ("1 250 000 000"). ("0803 555 1234 1500": the sum after the phone's groups is a sum.)
 */
export function inDigitRun(text: string, start: number, end: number): boolean {
  if (!/^-?\d+$/.test(text.slice(start, end))) return false;
  // (A dash that parts the groups is no sign: "-555" of "0803-555-1234".)
  const at = text[start] === "-" ? start + 1 : start;
  return [" ", "-"].some((mark) => {
    const runs = text.matchAll(new RegExp(`(?<![\\w.,/+-])\\+?\\d{1,5}(?:${mark}\\d{1,5})+(?![\\w.,/])`, "g"));
    const run = [...runs].find((r) => r.index <= at && end <= r.index + r[0].length);
    if (!run) return false;
    const groups = [...run[0].matchAll(/\+?\d+/g)].map((g) => ({ ...g, start: run.index + g.index }));
    const mine = groups.findIndex((g) => g.start <= at && at < g.start + g[0].length);
    const digits = (from: number, to: number) =>
      groups.slice(from, to + 1).reduce((n, g) => n + g[0].replace("+", "").length, 0);
    const phones = groups.flatMap((g, i) => {
      if (!/^[+0]/.test(g[0])) return [];
      const last = groups.findIndex((_, j) => j >= i && digits(i, j) >= 10);
      return last < 0 ? [] : [[i, last] as const];
    });
    if (phones.length) return phones.some(([from, to]) => from <= mine && mine <= to);
    const thousands = /^[1-9]\d{0,2}$/.test(groups[0]![0]) && groups.slice(1).every((g) => g[0].length === 3);
    const all = digits(0, groups.length - 1);
    return groups.length >= 3 && all >= 10 && all <= 19 && !thousands;
  });
}

/**
 * "4 lines", "2 things on zenith", "salaries for the 3 staff", "3 transfers", "paid 2 invoices": a bare number
 * before what it counts is how many, no sum ("5000 transfer to Musa" is one transfer's sum).
 */
const COUNTED =
  /^\s+(?:(?:more|new|other|separate)\s+)?(?:lines|entries|transactions|txns|items|alerts|records|things|staff|people|persons|workers|employees|transfers|payments|deposits|withdrawals|lodge?ments|debits|credits|times|invoices|bills|receipts|orders)\b/i;
const counted = (part: string, a: FoundAmount) =>
  /^\d{1,3}$/.test(part.slice(a.start, a.end)) && a.currency === null && COUNTED.test(part.slice(a.end));

/** A currency written by its sign, its word or a code in common use ("£1,200", "1,200 pounds", "USD 500"). */
const CURRENCY_SAID =
  /[₦$£€¥]|\b(?:NGN|USD|GBP|EUR|CAD|AUD|GHS|KES|ZAR|CHF|JPY|CNY|INR|AED|naira|dollars?|pounds?|euros?|cedis?)\b|(?<![a-z])n\d/i;

/**
 * The currency a statement's line or cell writes `amount` in ("GBP 1,200.00 CR", "£1,200.00"),
 * or null. (Only one written plainly: "POS TOTAL FILLING STN 18,400.00" is a station's, no dobra's.)
 */
export function writtenCurrency(text: string, amount: string): string | null {
  const found = findAmounts(text).find((a) => a.currency && Math.abs(Number(a.value)) === Number(amount));
  return found?.currency && CURRENCY_SAID.test(text.slice(Math.max(0, found.start - 4), found.end + 8))
    ? found.currency
    : null;
}

/**
 * A rate of exchange beside the amount ("£1,200 at N1,950/£", "rate of 1,600 per dollar",
 * "@ 1550"): the price of one unit of the currency, no amount.
 */
const RATE_OF = /(?:@|\b(?:fx\s+|exchange\s+)?rate(?:\s+of|\s*:)?)\s*(?:[₦$£€]|ngn|n(?=\d))?\s*$/i;
const PER_UNIT = /^\s*(?:\/|per\s+|to\s+(?:the\s+|1\s*)?)(?:[₦$£€]|usd|gbp|eur|dollars?|pounds?|euros?)(?![a-z])/i;

function rowFromPart(
  part: string,
  today: string,
  monthFirst: boolean,
  previous?: string,
  heading?: StatementRow["type"],
  own: string | null = null,
): StatementRow | "no date" | "no direction" | "not moved" | "future" | null {
  const dates = daysIn(part, today, monthFirst);
  // ("a lodgement on 5 March, then 2 days later a withdrawal": later than the line before, not today.)
  const later = previous && dates[0] ? daysLater(part.slice(dates[0].start, dates[0].end)) : null;
  if (later !== null) dates[0] = { ...dates[0]!, value: addDays(previous!, later) };
  // ("reversed the following day", "the day after": chrono reads no day, the line before's has one.)
  const next = !dates.length && previous && /\b(?:the\s+)?(?:next|following)\s+day\b|\bthe\s+day\s+after\b/i.test(part);
  const date =
    dates[0] ??
    (previous
      ? { value: next ? addDays(previous, 1) : previous, start: 0, end: 0 }
      : JUST_NOW.test(part)
        ? { value: today, start: 0, end: 0 }
        : undefined);
  const inDate = (at: number) => dates.some((d) => at >= d.start && at < d.end);
  const balanceAt = balanceIn(part, dates);
  const ref = findReference(part);
  const inRef = (at: number) => ref !== null && at >= ref.start && at < ref.end;
  // (A year in a heading, "statement March 2026", and an account number are no amounts.)
  const amounts = moneyIn(part, dates).filter(
    (a) =>
      !inDate(a.start) &&
      !inRef(a.start) &&
      a.start < balanceAt &&
      !/^(?:19|20)\d{2}$|^\d{10,}$/.test(part.slice(a.start, a.end).trim()) &&
      !RATE_OF.test(part.slice(0, a.start)) &&
      !PER_UNIT.test(part.slice(a.end)),
  );
  // ("… TERMINAL 2LAG0012", "… team outing for 4 staff", "flat 3": a bare number beside a
  // sum written as money is a count or an id, not the amount.)
  // (With none written as money, "paid 5000 to Ada for 2 tyres", "POS 2500 at shop 4": the
  // sum is the longest number, a count or a shop's number the shorter; the last of equals.)
  const digits = (a: { value: string }) => a.value.replace(/\D/g, "").length;
  const last =
    amounts.filter((a) => writtenAsMoney(part, a)).at(-1) ??
    amounts.reduce<(typeof amounts)[number] | undefined>(
      (best, a) => (best === undefined || digits(a) >= digits(best) ? a : best),
      undefined,
    );
  if (!last || Number(last.value) === 0) return null;
  // ("paid 50,000 + 3,750 VAT to Musa": two sums joined by a plus are one line's amount, added.)
  const addend = amounts.find(
    (a) =>
      a.end <= last.start &&
      /^\s*\+\s*$/.test(part.slice(a.end, last.start)) &&
      (a.currency === null || last.currency === null || a.currency === last.currency),
  );
  const amount = addend
    ? {
        ...last,
        start: addend.start,
        value: String((Math.round(Number(addend.value) * 100) + Math.round(Number(last.value) * 100)) / 100),
      }
    : last;
  if (NOT_MOVED.test(part) && !MOVED.test(part)) return "not moved";
  // ("transfer in from Chinedu 150,000 - he says the balance of 50,000 is coming later": a
  // balance said to be owed is no running balance; its sum is refused, never dropped.)
  // (Or "…, he still owes a balance of 20k": said in the clause the balance is in.)
  const owed = part.slice(Math.max(0, ...[...part.slice(0, balanceAt).matchAll(/[-–—,;.]\s/g)].map((m) => m.index)));
  if (balanceAt < part.length && NOT_MOVED.test(owed) && findAmounts(part.slice(balanceAt)).length) return "not moved";
  // ("kano grains sent us the invoice for 240k": a document sent is money owed, none moved,
  // unless the clause says it was paid too; its words say no side.)
  const paper = part.replace(DOCUMENT_SENT, (said) => " ".repeat(said.length));
  if (paper !== part && !MOVED.test(paper)) return "not moved";
  if (!date) return "no date";
  // ("… 30k next week": a day to come is no bank line's, named here with its clause.)
  if (date.value > today) return "future";
  // ("add to zenith: today trf frm chinedu okafor 65k in": the heading's "to" says no side.)
  // ("trf frm ota farms: 150k: 12 mar: zenith": colons that part a note's fields part no
  // heading from its line; the words before the first are the line's.)
  // (A receipt's labels, "Beneficiary: … — Sender: …", are no such fields: a note's are short.)
  const fielded = /^[^:\n]{1,30}(?::\s+[^:\n]{1,30}){3,}$/.test(part.trim());
  const lead = fielded ? 0 : (HEADING_LEAD.exec(part)?.[0].length ?? 0);
  const around = paper.slice(lead, Math.max(lead, amount.start)) + paper.slice(amount.end);
  // ("money out: 12k for Bolt rides": a heading's side before the colon, on its own line.)
  const leading = part.slice(0, lead);
  // ("POS slip — MERCHANT: CHICKEN REPUBLIC …", "ATM receipt:": a card's slip is money out.)
  // ("CR ALERT: NGN 65,000.00 | …", "Debit alert:": an alert's title says its side.)
  const leadSide = !lead
    ? null
    : HEADING.credit.test(leading)
      ? "credit"
      : HEADING.debit.test(leading) || /^\W*(?:pos|atm|card)\s+(?:slip|receipt|purchase|payment)\b/i.test(leading)
        ? "debit"
        : /\balert\b/i.test(leading)
          ? (sideWord(leading) as StatementRow["type"] | null)
          : null;
  // ("PAYPAL TRANSFER IN        C   650.00": a D/C column's letter before the amount.)
  // ("20,000.00 C": or its letter after the amount, ending the line.)
  const letterAfter = /^\s+([DC])\s*$/.exec(part.slice(amount.end));
  const column = /\s{2,}([DC])\s+$/.exec(part.slice(0, amount.start)) ?? letterAfter;
  const inOut = IN_OUT_AFTER.exec(part.slice(amount.end));
  const explicit =
    EXPLICIT.exec(part.slice(amount.end, amount.end + 12)) ??
    (column
      ? ([column[1], column[1] === "D" ? "D" : undefined, column[1] === "C" ? "C" : undefined] as const)
      : null) ??
    inOut ??
    EXPLICIT.exec(around);
  // A sign before the amount or its currency ("-N8,500", "+₦120,000") says the side.
  // ("+ 250,000.00 17/03/2026 ACME LLC TRANSFER": a plus starting the line, a space after it,
  // is its sign too; a dash there may be a bullet, and one between words parts them.)
  const sign =
    /(?:^|[\s:(])([-+])$/.exec(part.slice(0, amount.start))?.[1] ??
    (/^\s*\+\s$/.test(part.slice(0, amount.start)) ? "+" : undefined);
  const type: StatementRow["type"] | null =
    amount.value.startsWith("-") || sign === "-"
      ? "debit"
      : explicit
        ? explicit[1]
          ? "debit"
          : "credit"
        : (heading ??
          leadSide ??
          (sign === "+"
            ? "credit"
            : (ownParty(part) ??
              sideOfBanks(around, own) ??
              sideInWords(around, [part, part.slice(lead), afterDate(part, date)]))));
  if (!type) return "no direction";
  const cut = [
    ...dates.map((d) => [d.start, d.end]),
    [amount.start, amount.end],
    ...(column ? [column === letterAfter ? [amount.end, part.length] : [column.index, amount.start]] : []),
    ...(inOut ? [[amount.end, amount.end + inOut[0].length]] : []),
    ...(ref ? [[ref.start, ref.end]] : []),
    ...(part.slice(balanceAt).length ? [[balanceAt, part.length]] : []),
  ].sort((a, b) => b[0]! - a[0]!);
  let narration = part;
  for (const [start, end] of cut) narration = narration.slice(0, start) + narration.slice(end);
  // ("… has been credited with NGN200,000.00 on 18-Mar-2026. Desc: TRF FROM ZENITH/OWN ACCOUNT.
  // Bal: …": an alert in sentences labels what the line says.)
  // (A receipt that names the party beside it, "To: XYZ SUPPLIER … Narration: …", keeps both.)
  const described = DESCRIBED.exec(part.slice(0, Math.min(balanceAt, part.length)));
  if (described && /[a-z]{2}/i.test(described[1]!) && !PARTY_LABEL.test(part)) narration = described[1]!;
  narration = narration
    // ("Hi, my customer … just sent 250,000naira …, can you record it? thanks": the greeting,
    // the request after the line and the currency's word left from the sum are no words of it.)
    .replace(/^\s*(?:hi|hello|hey|good\s+(?:morning|afternoon|evening))\b[,!]?\s*/i, "")
    .replace(
      /[,.;!]\s*(?:(?:pls|please|kindly)\s+)?(?:can|could|would)\s+you\s+(?:(?:pls|please|help)\s+)?(?:record|add|post|log|enter|capture)\s+(?:it|this|that|them)\b.*$/i,
      "",
    )
    .replace(/(?<=^|\s)(?:naira|dollars?|pounds?)(?=[\s,.]|$)/i, " ")
    // (A receipt's time, "· 09:15 AM", is no words of it.)
    .replace(/(?:\s*·)?\s*\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\b\.?)?/gi, " ")
    .replace(/^[^:]{1,40}:\s*(?=\S)/, (lead) => (HEADING_ALONE.test(lead) && !fielded ? "" : lead))
    // ("zenith / 14 mar / pos shoprite / 18,450 / dr", "… 150k: 12 mar: zenith": a field that
    // names only the account, first or last, is no words of the line.)
    .replace(/^\s*([a-z][a-z .]{0,30}?)\s*(?:\s[-–—/|]\s|:\s)/i, (field, name: string) =>
      accountField(name) ? "" : field,
    )
    .replace(/(?:\s[-–—/|]|:)\s+([a-z][a-z .]{0,30}?)\s*$/i, (field, name: string) => (accountField(name) ? "" : field))
    // ("2 things on zenith yesterday - brightstar hotels paid …": the heading that counts the
    // lines, before its dash or colon, is no words of the first.)
    .replace(
      /^\s*\d{1,2}\s+(?:(?:more|new|other)\s+)?(?:things|lines|entries|transactions|txns|items|alerts|records)\b[^–—:\n-]{0,40}(?:\s[–—-]+\s|:)\s*/i,
      "",
    )
    // ("Access: 17th POS 5k": the day of the month that dated it.)
    .replace(dates.length ? /$^/ : /^\s*(?:on\s+)?\d{1,2}(?:st|nd|rd|th)\s+/i, "")
    .replace(/\b(?:record(?:ed)?|a|of|on)\b(?=\s|$)/gi, " ")
    // ("Counter credit cash", "direct debit Octopus Energy", "debit card renewal fee": the
    // side's word in the name of the kind of transaction is a word of it.)
    .replace(/(?<!\b(?:direct|counter|giro)\s+)\b(?:(?:debit|credit)(?!\s+(?:card|order|note|memo)\b)|dr|cr)\b/gi, " ")
    .replace(/[|:,()–—+-]+|(?<=\s)[./](?=\s)/g, " ")
    // ("Mobile deposit $ ACME LLC check": a currency sign its amount was cut from; "Dr
    // 14-Mar-2026 NGN 1,500.00 POS …" its code.)
    .replace(/(?<=^|\s)(?:[₦$£€]|NGN|USD|GBP|EUR)(?=\s|$)/g, " ")
    // ("DR ALERT: … | 101****671 | AIRTIME …": the account's masked number is no words of the line.)
    .replace(/(?<=^|\s)\d*(?:\*{3,}|X{3,})\d+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^(?:and|then|also)\b\s*/i, "")
    // ("add the 5k pos at mr biggs": the request, no words of the line.)
    .replace(/^(?:(?:pls|please|kindly|abeg|can\s+you|help\s+me)\s+)*(?:add|post|log|enter)\s+(?:the|this|a)\s+/i, "")
    // ("Can you add a debit of N3,500 for POS charges …": the request, its article already gone.)
    .replace(/^(?:pls|please|kindly|abeg|(?:can|could)\s+you|help\s+me)\s+(?:add|post|log|enter|record)\s+/i, "")
    .replace(/(?:\s*[.!?])+\s*$/, "")
    // ("… 40k credit on the 17th thanks": the courtesy ending the message, no words of the line.)
    .replace(/\s+(?:thanks|thank\s+you|thx|tnx|pls|please)$/i, "")
    .trim();
  return {
    date: date.value,
    amount: amount.value.replace(/^-/, ""),
    type,
    narration: narration || null,
    ref: ref?.value ?? null,
    balance: null,
    // (Only a currency written plainly: "POS TOTAL FILLING STN 18,400.00" is a station's, no dobra's.)
    ...(amount.currency && CURRENCY_SAID.test(part.slice(Math.max(0, amount.start - 4), amount.end + 8))
      ? { currency: amount.currency }
      : {}),
  };
}
