// Money already paid on a document, said beside it: "Invoice Chinedu 500k for cabinets; he
// paid 200k into Zenith today", "They paid half (240k) by transfer to Access Bank this
// morning", "paid 50% upfront into Zenith", "he's paid 150k cash already", "we paid it in
// full from GTB". Each clause becomes a payment of the document (an amount, or a share of
// its total) and is taken out of the text, so no other reader takes its money or date.
import { findAmounts, SUM, writtenAsMoney } from "./amounts";
import { findDates } from "./dates";

export interface FoundPayment {
  /** Exact decimal in the document's currency, when the clause states the sum. */
  amount: string | null;
  /** Else the share of the document's total ("half" is 50, "in full" 100). */
  percent: string | null;
  /** Neither: money said as paid without how much ("they paid part of it the same day"). */
  unsized?: true;
  /** The clause as written: the bank or cash account it names is read from it. */
  written: string;
  date: string | null;
  start: number;
  end: number;
}

/**
 * A clause that starts with someone paying, after the document's own words (a sentence's
 * end, a semicolon, "and", a comma or a dash before it): never the whole text. It ends
 * before what is said of the rest ("…, balance due in 14 days": the document's terms); a
 * decimal point is no sentence's end ("we paid ₦1.2m from Access").
 */
// ("…; 100k paid by transfer to Access today", "deposit 500k recd in cash today": the sum may come first;
// "part payment 50,000 recvd into access today", "rcvd", "recieved": as people type it.)
// (Never the comma inside a sum: "@ 4,500, paid on the spot" pays all, not 500.)
// ("… at 14,200 per bag they paid 71,000 cash today the rest is due in one week", "Please note
// that the customer has today paid …": dictation and letters put no mark before it; then
// someone named paying a sum starts it, after the document's own sums ("Note the debtor has
// already settled ₦300,000 of this"). "… claim as a bill:
// he paid ₦15,000 out of his own pocket for diesel" is what the bill is for.)
// Who pays, the words between, and the verbs of paying: one list for both ways a clause starts.
const PAYER = String.raw`(?:he|she|they|we|the\s+(?:customer|client|debtor|buyer))`;
const ALREADY = String.raw`(?:(?:has|have|had|already|just|also|today|now)\s+)*`;
// ("they transfered 200k to access today": the spelling typed on a phone too.)
// ("Part-paid today, 500k from Zenith", "partly paid 200k cash": the share said, the sum after.)
const PAID = String.raw`(?:(?:part(?:ly|ially)?[- ]?)?paid|deposited|transferr?ed|wired|remitted|settled|zelled|venmo(?:e|['’])?d|e-?transferr?ed)`;
// ("they're paying 100k now by transfer to zenith", "they're paying half now in cash": money handed
// over as the document is raised; "they're paying 100k next week" is a promise, no payment.)
const PAYING_NOW = String.raw`(?:${PAYER}(?:['’]re|['’]s|\s+(?:is|are))\s+|(?:theyre|hes|shes)\s+)paying\s+(?:us\s+)?(?=(?:${SUM}|\d{1,3}(?:\.\d+)?\s*%|half)\s+(?:(?:right\s+)?now|today|this\s+(?:morning|afternoon|evening))\b)`;
// ("gave them 100k", "I don give their driver 200k cash": handed to the party or its man;
// "we don give dem 5% discount", "gave their driver 5k for fuel" are no payment.)
const HANDED = String.raw`(?:gave|(?:don|done)\s+give|handed)\s+(?:(?:them|him|her|dem)\b|(?:their|his|her|the|dem)\s+(?:driver|rep|representative|agent|boy|staff|guy|man|collector|delivery\s+(?:man|guy)|sales\s*(?:man|rep)|manager|accountant)\b)(?![^.;,\n]*\b(?:discount|off|for\s+(?:his|her|their|the\s+(?:road|trip|journey)|fuel|diesel|petrol|transport|t-?fare|lunch|food|drinks?|tips?|a\s+tip)|as\s+(?:a\s+)?tip)\b)`;
// ("dem pay 400k cash today": pidgin says what was done in the plain verb; only with the
// sum and how or when it came, never "they pay 400k monthly".)
const PIDGIN_PAY = String.raw`(?<=\b(?:dem|e|im|una|they|he|she)\s+)pay(?=\s+(?:us\s+)?${SUM}\s+(?:(?:in\s+)?cash|today|now|already|by\s+transfer|into|via|through|upfront)\b)`;
// ("zenith got 300k from brightstar hotels today", "we received 200k from them by transfer":
// money said as taken in, from whom; it may open the text.)
const RECEIVED_FROM = String.raw`(?:(?:we|i|[a-z]+(?:\s+bank)?)\s+(?:(?:have|has|just|already)\s+)*(?:got|received|collected)\s+(?=${SUM}\s+(?:(?:in\s+)?cash\s+|by\s+transfer\s+)?from\b))`;
// ("She Zelled a $500 deposit to our Chase account": an American app's verb for paying.)
// ("hes paid 500k into access today": the apostrophe left out; "40% paid upfront into zenith",
// "50% paid today cash": a share paid, said first; "50% paid on delivery" is the terms.)
const CLAUSE = new RegExp(
  String.raw`(?:^[^\S\n]*(?=${RECEIVED_FROM})|[.;!?\n]\s*|,(?!\d)\s*(?:and\s+)?|\s+(?:and|but)\s+|\s[-–—]\s*|(?<=\d[^\n]{0,200})\s+(?=${PAYER}\s+${ALREADY}${PAID}\s+(?:us\s+)?(?:the\s+sum\s+of\s+)?${SUM}))((?:(?:(?:he|she|they|dem|e|im|the\s+(?:customer|client|debtor|buyer)|customer|client|we|i)(?:['’]s|['’]ve)?\s+|(?:he|she)s\s+|(?:they|we)ve\s+)?${ALREADY}(?:${PAID}|${HANDED}|(?:don|done)\s+(?:pay|send|transfer|trf|tfr)|${PIDGIN_PAY}|made\s+an?\s+(?:part[- ]?|advance\s+)?payment\s+of|made\s+an?\s+(?:deposit|advance|part[- ]?payment)(?:\s+of)?)\b|${PAYING_NOW}|${RECEIVED_FROM}|(?:(?:an?\s+|the\s+)?(?:deposit|advance|part[- ]?payment)\s+(?:of\s+)?)?(?:${SUM}|\d{1,3}(?:\.\d+)?\s*%|half)\s+(?:(?:was|has\s+been|already|just|been|upfront|up\s+front|in\s+advance)\s+)*(?:paid|deposited|transferr?ed|wired|received|recieved|rec['’]?v?d|rcv?d)\s+(?!on\s+(?:delivery|completion|collection|signing|arrival|receipt)\b)(?:by|via|into|in|to|from|with|through|on|today|yesterday|in\s+cash|cash|upfront|up\s+front|in\s+advance|already|now)\b)(?:(?!,?\s+(?:and\s+)?(?:the\s+)?(?:balance|bal|rest|remainder)\b|,\s*(?:due|payable|dated)\b)(?:[^.;!?\n]|(?<=\d)\.(?=\d)))*)`,
  "gi",
);
/**
 * A share of the total said in words or as a percentage ("he don pay everything": all of it). ("water bill … 19,750 - paid cash
 * same day", "paid on the spot", "I paid it right away from Chase": paid when it was billed,
 * and no sum said: all of it.)
 */
const SHARE =
  /\b(?:(half)|(\d{1,3}(?:\.\d+)?)\s*%|(?:in\s+)?(full(?:y)?|everything|all\s+of\s+it|the\s+whole\s+(?:amount|thing|money|sum|lot))\b|(a\s+third)|(a\s+quarter)|((?:on\s+)?the\s+same\s+day|same\s+day|on\s+the\s+spot|right\s+away|straight\s+away|immediately|at\s+once)\b)/i;
const SHARES = ["50", null, "100", "33.33", "25", "100"] as const;

const RECEIVED = new RegExp(`^${RECEIVED_FROM}`, "i");

/** The payment clauses of a document's text, in order. */
export function findPaymentsMade(text: string, today: string, kind: "invoice" | "bill" = "invoice"): FoundPayment[] {
  const found: FoundPayment[] = [];
  for (const m of text.matchAll(CLAUSE)) {
    const written = m[1]!.replace(/[\s,]+$/, "");
    // ("bill from Kano Grains …, we received 200k from them": a bill is paid by the business,
    // never by money it took in; the sum is refused, quoted, as no part of the bill.)
    if (kind === "bill" && RECEIVED.test(written)) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    // ("Paid for by cheque", "settled terms": a clause with no sum or share is no payment.)
    // ("half (240k)": the sum in brackets is the sum, not a deduction.)
    const money = findAmounts(written)
      .filter((a) => writtenAsMoney(written, a) && (!a.value.startsWith("-") || written[a.start] === "("))
      .map((a) => ({ ...a, value: a.value.replace(/^-/, "") }));
    // ("we paid everything except the transport", "he don pay everything remain 50k": all but
    // something is not how much; asked, never read as all of it nor as the sum left.)
    const askHowMuch = () =>
      found.push({
        amount: null,
        percent: null,
        unsized: true,
        written,
        date: null,
        start,
        end: start + written.length,
      });
    if (
      /\b(?:everything|all(?:\s+of\s+it)?|the\s+whole|in\s+full|full)\b/i.test(written) &&
      /\b(?:except|but|apart\s+from|excluding|save\s+for|remain(?:s|ing)?|less)\b/i.test(written)
    ) {
      askHowMuch();
      continue;
    }
    const share = SHARE.exec(written);
    // ("paid part of it the same day", "some on the spot, rest next week": paid then, not all of it.)
    const partly = share?.[6] !== undefined && /\b(?:part|some|portion|bit|rest|balance|remainder)\b/i.test(written);
    const percent =
      share && !partly
        ? (share[2] ?? SHARES[[1, 2, 3, 4, 5, 6].find((g) => share[g] !== undefined)! - 1] ?? null)
        : null;
    // ("we received 200k from them as a refund", "got 50k from the owner to pay them": money
    // taken in for another reason is no payment of the document.)
    if (/\b(?:got|received|collected)\b/i.test(written) && /\b(?:refund(?:ed)?|loan|to\s+pay)\b/i.test(written))
      continue;
    // ("weve paid them 2.1m so far this year": what was paid the party over a period is no
    // payment of this document; its sum is refused, quoted.)
    if (
      /\b(?:so\s+far\s+this\s+(?:year|month|quarter)|this\s+(?:year|quarter)|to\s+date|ytd|year[- ]to[- ]date)\b/i.test(
        written,
      )
    )
      continue;
    // ("… got 300k from them towards the 600k hall hire", "he paid 200k of the 500k": the
    // sum paid, then the total it is part of.)
    const partOf =
      money.length === 2 &&
      /\b(?:towards?|against|out\s+of|of)\s+(?:the\s+|their\s+|his\s+|her\s+)?(?:total\s+(?:of\s+)?)?$/i.test(
        written.slice(money[0]!.end, money[1]!.start),
      );
    if (partOf) money.pop();
    if (money.length > 1) {
      found.push(...paidInParts(written, money, start, today, text));
      continue;
    }
    if (money.length === 0 && percent === null) {
      // ("they paid part of it the same day": a payment said, its size not; asked for, never dropped.)
      if (partly || PART_PAID.test(written)) askHowMuch();
      continue;
    }
    const date = findDates(written, today)[0];
    found.push({
      amount: money[0]?.value ?? null,
      percent: money.length ? null : percent,
      written,
      date: date?.value ?? null,
      start,
      end: start + written.length,
    });
  }
  return found;
}

/** Some of the money said as paid, not how much: "paid part of it", "paid some today", "made a deposit". */
// ("part paid", "partially paid today": the share said before the verb.)
const PART_PAID =
  /\bpart(?:ly|ially)?[- ]?paid\b|\b(?:paid|deposited|transferred|settled|made)\s+(?:us\s+|them\s+|him\s+|her\s+)?(?:(?:a\s+)?part(?:[- ]?payment)?|some|a\s+portion|a\s+bit|a\s+deposit|an\s+advance)(?:\s+of\s+(?:it|that|this|the\s+(?:money|bill|invoice|amount|total|sum|balance)))?(?=\s*(?:$|[,.;!?]|(?:today|yesterday|on|by|via|into|to|in|cash|already|upfront|up\s+front|now|the\s+same|same|last|this)\b))/i;

/** What is said of a sum after it that makes it no payment: "50k still owing", "20k balance". */
const OWED_WORDS = String.raw`(?:left|remaining|remains|balance|bal\b\.?|owing|owed|outstanding|due|still(?:\s+(?:owing|owed|outstanding|to\s+come))?|more|to\s+go|to\s+be\s+paid|payable|pending|unpaid|is\s+(?:still\s+)?(?:owing|owed|outstanding|the\s+balance|left|remaining|due|unpaid))`;
const NOT_PAID_AFTER = new RegExp(String.raw`^[^\S\n]*(?:naira\s+)?${OWED_WORDS}`, "i");

/**
 * "they paid 100,000 cash and 165,500 to access today": one clause, a payment per sum, each
 * into the account said after it; a date said once is each one's. Only sums joined by "and",
 * "plus" or a comma, each said as paid ("100k cash, 50k still owing" is no second payment).
 */
function paidInParts(
  written: string,
  money: { start: number; end: number; value: string }[],
  start: number,
  today: string,
  /** The whole text: what follows the last sum ("… and 380k balance") lies past the clause, which ends before "balance". */
  text: string,
): FoundPayment[] {
  // ("she paid 30k on 3rd march and 20k on 10th march": each sum's own date lies between them.)
  const dates = findDates(written, today);
  const undated = dates.reduceRight(
    (t, d) => t.slice(0, d.start) + " ".repeat(d.end - d.start) + t.slice(d.end),
    written,
  );
  const joined = money.slice(1).every((a, n) => {
    const between = undated.slice(money[n]!.end, a.start);
    // ("they paid 100k leaving 300k outstanding": what is left, after the sum paid.)
    return (
      /^[^\d.;!?\n]{0,40}?(?:,|\band\b|\bplus\b|\+)\s*(?:(?:another|a\s+further|the\s+other)\s+)?$/i.test(between) ||
      (n === money.length - 2 && /^[^\S\n]*,?[^\S\n]*leaving[^\S\n]*$/i.test(between))
    );
  });
  // ("they paid 100k cash and 380k balance": the sums said as still owed close the clause;
  // what is left is read as the balance, checked against the document by the caller.)
  let owed = money.length;
  const owing = (a: { start: number; end: number }) =>
    NOT_PAID_AFTER.test(text.slice(start + a.end)) || /\bleaving[^\S\n]*$/i.test(written.slice(0, a.start));
  while (owed > 0 && owing(money[owed - 1]!)) owed--;
  const paidSums = money.slice(0, owed);
  if (!joined || paidSums.length === 0 || paidSums.some((a) => NOT_PAID_AFTER.test(text.slice(start + a.end))))
    return [];
  // Each part runs from its sum (the first from the clause's start) to the join before the next.
  const joinBefore = (next: { start: number } | undefined) =>
    next
      ? written
          .slice(0, next.start)
          .search(/\s*(?:,|\band\b|\bplus\b|\+|,?\s*leaving)\s*(?:(?:another|a\s+further|the\s+other)\s+)?$/i)
      : written.length;
  // (A date said once is each part's; never one said of the sum still owed: "…, 300k due friday".)
  const paidTo = joinBefore(money[owed]);
  const date = dates.find((d) => d.start < paidTo)?.value ?? null;
  return paidSums.map((a, n) => {
    const from = n === 0 ? 0 : a.start;
    const to = joinBefore(money[n + 1]);
    const part = written.slice(from, to);
    return {
      amount: a.value,
      percent: null,
      written: part,
      date: findDates(part, today)[0]?.value ?? date,
      start: start + from,
      end: start + to,
    };
  });
}

/** The text with the payment clauses blanked, same length. */
export const withoutPaymentsMade = (text: string, found: FoundPayment[]) =>
  found.reduceRight((t, p) => t.slice(0, p.start) + " ".repeat(p.end - p.start) + t.slice(p.end), text);

/**
 * What is left to pay, said beside a payment: "bal 300k", "balance of 300k due fri", "the
 * rest (300k) next week", or a sum opening its clause with the words after it ("…, 300k
 * due friday", "… and 380k balance"; never an item's price: "chairs 400k due friday").
 */
export interface StatedBalance {
  /** Exact decimal in the document's currency. */
  amount: string;
  written: string;
  /** What the item readers must not see (a balance's "due friday" stays for the due date). */
  start: number;
  end: number;
}

const LEFT_WORDS = String.raw`(?:balance|bal\.?|rest|remainder|amount\s+outstanding|outstanding)`;
// (Never a date or a period: "balance due 17 March", "bal due 31/3", "bal 14 days"; a comma
// or full stop ends the sum only where a space or the end follows: "bal 300k, due friday".)
const NO_DATE = String.raw`(?![\d%/-]|[.,](?=\S)|[a-z]|\s*(?:days?|wks?|weeks?|months?|mths?|st|nd|rd|th)\b|\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)`;
const BALANCE_LEFT = new RegExp(
  String.raw`\b(?:the\s+)?${LEFT_WORDS}(?:\s+(?:of|is|remaining|left|outstanding|owing|owed|still\s+owing|due|payable|to\s+pay|unpaid|now))*\s*(?:[:=(]|-|–)?\s*(${SUM})(?<!,)${NO_DATE}\)?|(?<=(?:^|[,;.!?(]|\b(?:and|with|leaving|so))\s*)(?<![\d,./])(${SUM})(?<!,)${NO_DATE}\s+(?:naira\s+)?${OWED_WORDS}|\bleaving\s+(?:a\s+balance\s+of\s+)?(${SUM})(?<!,)${NO_DATE}`,
  "gi",
);

/**
 * The balances a text states as left to pay. Read only beside a payment made (the caller's
 * choice): alone, "for the balance of 250k on the chairs" bills that balance. The caller
 * checks each against the document's total less what was paid.
 */
export function findBalancesLeft(text: string): StatedBalance[] {
  const found: StatedBalance[] = [];
  for (const m of text.matchAll(BALANCE_LEFT)) {
    const sum = (m[1] ?? m[2] ?? m[3])!;
    const money = findAmounts(sum)[0];
    if (!money || money.value.startsWith("-")) continue;
    const written = m[0].replace(/[\s,]+$/, "");
    // ("300k due friday": the words of terms stay for the due date; only the sum goes.)
    const terms = m[2] !== undefined && /(?:due|payable|paid)$/i.test(written);
    found.push({
      amount: money.value,
      written,
      start: m.index,
      end: m.index + (terms ? m[2]!.trimEnd().length : written.length),
    });
  }
  return found;
}
