// How invoices, bills, expenses and income are read from prompts:
//   "Invoice Acme Ltd for 3 hours of consulting at 150 USD each and a setup fee of 200, due in 30 days"
//   "Bill from Globex for 12 reams of paper at 4,500 NGN, net 30"
//   "Paid 15,000 for fuel from GTBank yesterday"
//   "Received 2,000 from ACME for product sales into Cash"
// Names of accounts stay as written; the creators match them to the chart.
import { z } from "zod";
import { lexiconAccount } from "../accounts/lexicon";
import { knownBankIn } from "../accounts/nuban";
import { sameContactName } from "../contacts/match";
import { type FoundAmount, findAmounts, writtenAsMoney } from "../extraction/grammar/amounts";
import { ci } from "../extraction/grammar/any-case";
import { chatAsMessages } from "../extraction/grammar/chat";
import {
  DAYS_ALONE,
  type FoundDate,
  findDates,
  findTermsDays,
  NOT_DELIVERY,
  pastWeekdayMeant,
  TERMS_SAID_SOURCE,
} from "../extraction/grammar/dates";
import {
  discountIndex,
  type FoundDiscount,
  findDiscounts,
  markDiscounts,
  UNREAD_DISCOUNT,
  withoutDiscountMarks,
} from "../extraction/grammar/discounts";
import {
  type FoundLineItem,
  findLineItems,
  itemHead,
  markItemTax,
  oneDescribedAmount,
  readLineItems,
  shielded,
  totalWithItsBreakdown,
  unshielded,
  withoutItemTax,
} from "../extraction/grammar/line-items";
import {
  chatAsSaid,
  exportedFormAsSaid,
  itemLinesAsSaid,
  nilRowsDropped,
  numberedLinesAsSaid,
  paymentLinesAsSaid,
  scannedBillAsSaid,
} from "../extraction/grammar/pasted-forms";
import { formAsProse, itemTableAsProse, lineTotalsDropped, tablesAsProse } from "../extraction/grammar/pasted-tables";
import {
  type FoundPayment,
  findBalancesLeft,
  findPaymentsMade,
  type StatedBalance,
  withoutPaymentsMade,
} from "../extraction/grammar/payments-made";
import { bareRate, rateOf, withoutRates } from "../extraction/grammar/rates";
import { DOCUMENT_CODE, ORDER_REFERENCE, REFERENCES, withoutContactDetails } from "../extraction/grammar/references";
import type { Extraction, ExtractionSource, ResourceSpec } from "../extraction/types";
import { DEFAULT_CHART } from "../ledger/chart";
import { addDays } from "../lib/clock";
import type { FieldError } from "../lib/errors";
import { isCurrencyCode } from "../lib/locale";
import { decimalToMinor, toMajor } from "../lib/money";
import { isoDate } from "../schemas/common";
import { type Discount, discountOff, lineAmount, priceLines, taxAmount } from "./amounts";
import { A_CODE, documentParty, knownContactIn, NAME, ROLE_NAMED_IN_BRACKETS, sharesAWord } from "./document-party";

const decimal = z.string().regex(/^\d+(\.\d+)?$/, "must be a non-negative decimal");
const currency = z.string().refine(isCurrencyCode, "must be an ISO 4217 code");

/** A discount as read: a percentage or an amount (decimal strings). */
const draftDiscount = z
  .union([z.object({ percent: decimal }), z.object({ amount: decimal })])
  .nullable()
  .optional();

export const documentDraftSchema = z.object({
  contact: z.string().trim().min(1).max(200),
  date: isoDate.nullable(),
  due_date: isoDate.nullable(),
  terms_days: z.number().int().min(0).max(365).nullable(),
  narration: z.string().trim().min(1).max(500).nullable(),
  currency: currency.nullable(),
  exchange_rate: decimal.nullable(),
  record_items: z
    .array(
      z.object({
        description: z.string().trim().min(1).max(500),
        quantity: decimal,
        unit_price: decimal,
        account: z.string().nullable(),
        tax_rate: decimal.nullable(),
        /** A tax code of the business, as a structured record names it; prompts give rates. */
        tax_code: z.string().trim().min(1).max(200).nullable().default(null),
        discount: draftDiscount,
      }),
    )
    .min(1),
  /** Off the whole document, after the lines' own discounts. */
  discount: draftDiscount,
  /** The prices hold their tax (a structured record says so; a prompt's prices are read net of it). */
  tax_inclusive: z.boolean().optional(),
  /**
   * Money already paid on it ("he paid 200k into Zenith today"): a sum, or a share of the
   * total ("half", "50% upfront"); the bank or cash account as written (a prompt's clause,
   * read loosely; a record's name, exactly); no date: the document's.
   */
  payments: z
    .array(
      z.object({
        amount: decimal.nullable(),
        percent: decimal.nullable().default(null),
        category: z.string().trim().min(1).max(500).nullable(),
        date: isoDate.nullable(),
        exchange_rate: decimal.nullable().default(null),
      }),
    )
    .max(50)
    .default([]),
});
export type DocumentDraft = z.infer<typeof documentDraftSchema>;

export const cashDraftSchema = z.object({
  amount: decimal,
  currency: currency.nullable(),
  exchange_rate: decimal.nullable(),
  /** The VAT percent the amount holds ("incl. 7.5% VAT"); null for none. */
  tax_rate: decimal.nullable().default(null),
  /** A tax code of the business, as a structured record names it; prompts give rates. */
  tax_code: z.string().trim().min(1).max(200).nullable().default(null),
  date: isoDate.nullable(),
  /** What it was for, as written; null when the prompt does not say (the creator then chooses and says so). */
  account: z.string().trim().min(1).max(200).nullable(),
  /** The bank or cash account, as written; null when the prompt does not say (Cash, stated). */
  category: z.string().trim().min(1).max(200).nullable(),
  contact: z.string().trim().min(1).max(200).nullable(),
  narration: z.string().trim().min(1).max(500).nullable(),
});
export type CashDraft = z.infer<typeof cashDraftSchema>;

/**
 * A code alone ("invoice in USD"), never one among words in capitals ("BIC PEN BLUE 10PK"
 * on a receipt is a pen, not Peruvian soles): there a code is a currency only beside its
 * amount, which findAmounts reads.
 */
const CODE_ALONE = /(?<![A-Z]{2,}[^\S\n]+)\b([A-Z]{3})\b(?![^\S\n]+[A-Z]{2,}\b)/g;

function currencyOf(text: string): string | null {
  const fromAmount = findAmounts(text).find((a) => a.currency)?.currency;
  if (fromAmount) return fromAmount;
  for (const m of text.matchAll(CODE_ALONE)) if (isCurrencyCode(m[1]!)) return m[1]!;
  return null;
}

/**
 * "7.5% VAT", "VAT of 7.5%", "VAT inclusive (7.5%)", "tax @ 5%", "VAT at the reduced rate of 5%":
 * the rate is group 1 or 2.
 * (Never across a line: "Trade discount 5%\nVAT 7.5%" is a discount, then the VAT.)
 */
const TAX_RATE =
  /(\d+(?:\.\d+)?)[^\S\n]*%[^\S\n]*(?:vat|tax|gst|sales tax)\b|\b(?:vat|tax|gst)\s*(?:[- ]?(?:inclusive|exclusive|incl\.?|excl\.?)\s*)?(?:of|at|@|:|=)?\s*\(?\s*(?:(?:add|plus|at|@)\s*)?(?:(?:the\s+)?(?:reduced|standard|lower|higher|special)\s+rate\s+(?:of\s+)?)?(\d+(?:\.\d+)?)\s*%\)?/gi;

/** Tax added on top, named without its rate ("+ VAT", "plus VAT", "excluding VAT"). */
// ("VAT not included", "prices don't include VAT", "not inclusive of VAT": the tax is still to be added.)
// ("plus sales tax", "+ tax": a US business's tax named without its rate, which no country-wide
// rate gives; "+ tax filing 80k" is an item.)
// ("VAT at standard rate", "standard-rated": an accountant's words for the country's rate.)
const UNRATED_TAX =
  /(?:\+|\bplus\b|\badd\b|\binclude\s+(?:the\s+)?(?=vat|gst)|\bexcl(?:usive|\.)?\s+(?:of\s+)?|\bexcluding\b|\bsubject\s+to\b|\bnot\s+(?:inclusive\s+of|including|incl\.?)\s+(?:the\s+)?|\b(?:do(?:es)?\s*n[o'’]?t|never)\s+include\s+(?:the\s+)?)\s*(?:vat|gst|(?:sales\s+)?tax(?=[^\S\n]*(?:$|[,.;)\n])))\b|\b(?:vat|gst)\s+(?:is\s+|was\s+)?not\s+(?:included|incl\b\.?)|\b(?:vat|gst)\s+(?:exclusive|extra|on\s+top|applies|applicable|on\s+(?:both|all|each|every|everything|them)|(?:is\s+|to\s+be\s+)?(?:added|charged|chargeable))\b|\b(?:vat|gst)\s+(?:at|@)\s+(?:the\s+)?standard\s+rate\b(?!\s*(?:of\s+)?\(?\d)|(?<!\bnot\s+|\bnon[- ]?)\bstandard[- ]rated\b/i;

/**
 * "…, discount 100k, vat", "… at 89,500 and VAT", "VAT too": the word alone as a clause of
 * the request adds the tax ("no VAT", "VAT exempt", "VAT inclusive" say more than the word).
 */
const VAT_ALONE = /(?:^|[,;]|\band\b)[^\S\n]*vat(?:[^\S\n]+(?:too|also|as\s+well))?[^\S\n]*(?=[,.;!]|\n|$)/im;
/** Tax added on top without its rate, either way it is said. */
const unratedTax = (text: string) => UNRATED_TAX.test(text) || VAT_ALONE.test(text);

/**
 * A tax rate with the word joining it to the items ("plus 7.5% VAT", "+ VAT @ 7.5%") and
 * what it covers ("VAT 7.5% on all lines"). Never a new line before it: that ends an item.
 * Never a VAT row with its amount ("VAT (7.5%): 22,650"): statedTotals checks those.
 */
const TAX_PHRASE = new RegExp(
  String.raw`(?:\+|\b(?:plus|with|and|incl\.?|including)\b)?[^\S\n]*(?:${TAX_RATE.source})(?:\s+(?:on|for|to)\s+(?:all|each|every|the\s+whole|everything)(?:\s+(?:the\s+)?(?:lines?|items?|of\s+them|invoice|bill))?\b)?(?!\)?[^\S\n]*(?:[:=][^\S\n]*(?:[₦$£€]|ngn|n)?[^\S\n]*\d|(?:[₦$£€]|ngn|n)?[^\S\n]*(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d\d)[^\S\n]*(?:\n|$)))`,
  "gi",
);

/** Terms and date words the items do not hold ("net 30", "due 30 days", "on 30 days' credit", "due on receipt"). */
// ("… they paid 71,000 cash today the rest is due in one week": what the terms are said of goes with them.)
const TERMS_PHRASE = new RegExp(
  String.raw`${TERMS_SAID_SOURCE}|\b(?:the\s+)?(?:balance|rest|remainder)\s+(?:is\s+|will\s+be\s+)?(?=(?:due|payable)\b)|\b(?:(?:(?:dem|they|he|she)\s+say\s+)?(?:make\s+)?(?:we|i|they|he|she)\s+(?:will\s+|should\s+|go\s+|must\s+)?(?:pay(?:\s+am)?\s*(?=[,.;]|$)|(?=pay))|due\s+(?:on|upon)\s+receipt|\b(?:on|na)\s+credit\b|(?:due|payable|pay(?:ment)?)\s+(?:with)?in\s+a\s+fortnight|${DAYS_ALONE}|(?:dated|(?:due|pay|payable|to\s+be\s+paid)(?:\s+on|\s+by|\s+before)?)\s*(?=[,.;]|$))`,
  "gi",
);

function taxRateOf(text: string): string | null {
  const [m] = text.matchAll(TAX_RATE);
  return m ? (m[1] ?? m[2])! : null;
}

/** Prices that already hold the tax: "VAT inclusive", "inclusive of 7.5% VAT", "incl. VAT", "inc VAT" (British), "incl. 8.875% sales tax" (American). */
// ("prices include VAT", "all amounts are inclusive of tax": said of the prices; "inclusive of VAT 7.5%".)
const INCLUSIVE =
  /\b(?:vat|tax|gst)[- ]?inclusive\b|\b(?:(?:the|all|our|these|both)\s+)?(?:prices?|amounts?|figures?|rates?|fees?|sums?)\s+(?:are\s+|is\s+)?(?:include|includes|including|inclusive\s+of|incl\.?)\s+(?:the\s+)?(?:vat|tax|gst)\b|(?<!\bnot\s+)\b(?:inclusive of|incl\.?|including|inc\.?(?=\s+(?:\d+(?:\.\d+)?\s*%\s*)?(?:vat|gst)\b))\s+(?:\d+(?:\.\d+)?\s*%\s*)?(?:vat|(?:sales\s+)?tax|gst)\b(?:\s*(?:at|@|of)?\s*\d+(?:\.\d+)?\s*%)?|\b(?:vat|tax|gst)\s+incl(?:uded|\.)?(?=\s|$|[,.;])/gi;

/** The price before tax of one that includes it at `rate` percent, to the cent (half up). */
/** A net sum with its tax added, rounded once in the currency's minor units (two decimals when unnamed). */
function withTax(net: string, rate: string, currency: string | null): string {
  const unit = currency ?? "NGN";
  const minor = decimalToMinor(net, unit, "amount");
  return String(toMajor(minor + taxAmount(minor, rate), unit));
}

function netOfTax(gross: string, rate: string): string {
  const cents = Math.round((Number(gross) * 100 * 100) / (100 + Number(rate)));
  return (cents / 100).toFixed(2).replace(/\.?0+$/, "");
}

/** "pay in 2 weeks", "within 30 days": terms (findTermsDays), not a date. */
const isTerms = (text: string, d: FoundDate) =>
  (/^within\s/i.test(text.slice(d.start, d.end)) &&
    new RegExp(`${NOT_DELIVERY}$`, "i").test(text.slice(Math.max(0, d.start - 30), d.start).replace(/\s+$/, " "))) ||
  (/^in\s/i.test(text.slice(d.start, d.end)) &&
    // ("Balance in 14 days": what is left is paid then.)
    /\b(?:pay(?:s|able|ment)?|paid|settle|due|bal(?:ance)?|rest|remainder)\b[^,.;]{0,20}$/i.test(
      text.slice(Math.max(0, d.start - 30), d.start),
    ));

/**
 * The document's date and due date. A third date, or a second that is neither ("goods
 * received 4 March, bill dated 6 March"), has no field: it is returned as `unplaced`
 * for the caller to refuse, quoted, rather than dropped. "dated …" marks the issue date.
 */
/** The first date on or after `from` that falls on the given day of a month. */
function nextDayOfMonth(from: string, day: number): string {
  let [year, month] = from.split("-").map(Number) as [number, number];
  for (;;) {
    const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (day <= new Date(Date.UTC(year, month, 0)).getUTCDate() && date >= from) return date;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
}

function documentDates(text: string, found: FoundDate[], today: string) {
  // ("ikeja electric bill for feb": a month alone after "for" is the period billed, no date.)
  const period = (d: FoundDate) =>
    /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i.test(text.slice(d.start, d.end).trim()) &&
    /\bfor\s+(?:the\s+month\s+of\s+)?$/i.test(text.slice(Math.max(0, d.start - 20), d.start));
  const dates = found.filter((d) => !isTerms(text, d) && !period(d));
  // (A date's span may start with the space before it: " 25th" after "due".)
  const before = (d: FoundDate, pattern: RegExp) => {
    const at = d.start + (/^\s*/.exec(text.slice(d.start, d.end))?.[0].length ?? 0);
    return pattern.test(text.slice(Math.max(0, at - 24), at));
  };
  // ("she go collect her money next week monday": the day the supplier is paid; "Last day to
  // pay na 27th", "balance na end of month" (pidgin "is"); "They gave us till 2nd April", "The client pays the 31 of March", "Pay before resumption, 13/4/2026".)
  const due = dates.find((d) =>
    before(
      d,
      /\b(?:due(?:\s+date)?|payable|pay(?:s|ment)?(?:\s+(?:am|it|them|him|her|us))?|pay(?:ment)?\s+(?:before|by)\s+[a-z]+(?:\s+[a-z]+)?\s*[,:]|to\s+be\s+paid|terms|paid(?=\s+(?:by|before)\b)|settle(?:d|ment)?(?:\s+(?:am|it|them))?|(?:have|has|got|gave\s+\w+|give\s+\w+)\s+(?:till|until)|(?:collect|get|receive)s?\s+(?:her|his|their|its|the|my|our)\s+money|last\s+(?:day|date)\s+(?:to|for)\s+(?:pay(?:ment)?|settle(?:ment)?)|(?:bal(?:ance)?|rest|remainder)(?=\s+na\s))(?:\s*:\s*|\s+)(?:on\s+|by\s*:?\s*|na\s+|(?:on\s+or\s+)?before\s*:?\s*|at\s+|is\s+|will\s+be\s+)?(?:the\s+)?$/i,
    ),
  );
  // ("… catering, Saturday 14th March … Invoice dated Saturday": a weekday alone that dates the
  // document is the last one past, as books record the past; only the due date lies ahead.)
  const rest = dates
    .filter((d) => d !== due)
    .map((d) => ({
      ...d,
      value: pastWeekdayMeant(text.slice(d.start, d.end).replace(/^\s*(?:dated|date\s*:)\s*/i, ""), d.value, today),
    }));
  // ("we ordered them on 2 March", "order placed 2 March": the day of the order is never the
  // document's; with no other date it is refused, as any date that has no field.)
  const ordered = (d: FoundDate) =>
    before(
      d,
      /\b(?:ordered|order(?:ed)?\s+(?:was\s+)?(?:placed|made|raised)|placed\s+(?:the|our|an?)\s+order)(?:\s+(?:it|them|this|these|those))?(?:\s+(?:on|back\s+on))?\s*$/i,
    );
  const datable = rest.filter((d) => !ordered(d));
  // ("work was done 2nd march but date the invoice 9th march", "delivered and invoiced 5 March".)
  const said =
    datable.find(
      (d) =>
        // (The phrase may hold the word itself: "dated the 11th".)
        /^\s*(?:dated|date\s*:)/i.test(text.slice(d.start, d.end)) ||
        before(
          d,
          /\b(?:dated|date[ds]?\s*:?|issued(?:\s+on)?|(?:invoiced|billed)(?:\s+on)?|date\s+(?:the\s+)?(?:invoice|bill|it)(?:\s+(?:on|as|for))?(?:\s+the)?|(?:invoice|bill)\s+date\s*:?)\s*$/i,
        ),
    ) ?? datable[0];
  // ("delivered within 3 days": a time the goods take is no date of the document; refused.)
  const issued = said && /^\s*(?:with)?in\s/i.test(text.slice(said.start, said.end)) ? undefined : said;
  // ("booked us for their staff party last friday … invoice should be dated last friday": the
  // document's own day said again is no other date.)
  const unplaced = rest.filter((d) => d !== issued && d.value !== issued?.value).map((d) => text.slice(d.start, d.end));
  // "due on the 30th" is the next 30th: a day of the month alone is read as past (books
  // record the past), but a due date lies ahead of the document's date.
  let dueValue = due?.value ?? null;
  // "Invoice dated 27 Feb, payable end of next month": a period after something is counted
  // from the document's own date, when the prompt states one ("next Monday" stays the
  // speaker's: a day of the week is said from today).
  const phrase = due ? text.slice(due.start, due.end) : "";
  if (due && issued && /\b(?:end\s+of|in\s+\d|within)\b/i.test(phrase))
    dueValue = findDates(phrase, issued.value)[0]?.value ?? dueValue;
  const dayAlone =
    due && /^(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$/i.exec(text.slice(due.start, due.end).trim());
  // (The next such day on or after the document's date: "due on the 31st" on 18 March is 31 March.)
  if (dueValue && dayAlone && dueValue < (issued?.value ?? today))
    dueValue = nextDayOfMonth(issued?.value ?? today, Number(dayAlone[1]));
  // "paid by Friday", "due Saturday": a weekday named for payment is the coming one.
  const weekday =
    due &&
    /^(?:(?:on|by|this|next)\s+)*(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(
      text.slice(due.start, due.end).trim(),
    );
  if (dueValue && weekday && dueValue < (issued?.value ?? today)) dueValue = addDays(dueValue, 7);
  return { date: issued?.value ?? null, due: dueValue, unplaced };
}

/**
 * Meaning the records cannot hold is refused, never dropped: a discount where there is
 * no field for it (a cash record is the sum paid; documents read theirs, so `discounts`
 * holds what they placed) or whose worth was not read ("give them a discount"), and any
 * percentage that is neither a tax rate nor a discount (withholding tax), quoted back.
 */
function unheld(text: string, discounts: FoundDiscount[] | null): FieldError[] {
  const problems: FieldError[] = [];
  const spans = [...(discounts ?? [])].reverse();
  const unread = UNREAD_DISCOUNT.exec(spans.reduce((t, d) => t.slice(0, d.start) + t.slice(d.end), text));
  const discount = discounts ? unread : (/\boff\s+for\b/i.exec(text) ?? UNREAD_DISCOUNT.exec(text));
  // (A cash record quotes the whole phrase when it has a worth: "a 3% discount on our next order".)
  const phrase = discounts ? undefined : findDiscounts(text)[0]?.written.trim();
  if (discount) {
    problems.push({
      field: "discount",
      message: discounts
        ? `The discount's worth was not understood ("${discount[0].trim()}"); write it as a percentage or an amount, e.g. "less 5% discount" or "discount of 5,000"`
        : `A sum paid or received holds no discount ("${phrase ?? discount[0].trim()}"); record the amount actually paid or received`,
    });
  }
  const placed = [
    ...[...text.matchAll(TAX_RATE)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
    ...(discounts ?? []),
  ];
  for (const m of text.matchAll(/\b\d+(?:\.\d+)?\s*%/g)) {
    const inTax = placed.some((at) => m.index >= at.start && m.index < at.end);
    if (!inTax && !discount) {
      problems.push({
        field: "prompt",
        message: `"${m[0]}" is not understood: only a VAT or tax rate may be a percentage here`,
      });
    }
  }
  return problems;
}

/** An item marked "(VAT exempt)" or "(zero-rated)": 0%, and the starting code that tells which. */
const ZERO_CODES: Record<string, string> = { exempt: "EXEMPT", zero: "ZERO" };

const SUM_ROW =
  /^(?:sub\s*-?\s*total|total(?:\s+(?:due|amount|payable|incl\.?(?:usive)?(?:\s+of)?\s+vat))?|grand\s+total|amount\s+(?:due|payable)|balance\s+due|net\s+(?:total|payable|amount\s+payable))$/i;
const VAT_ROW = /^(?:vat|tax|gst|sales\s+tax)(?:\s*\(?\s*\d+(?:\.\d+)?\s*%\s*\)?)?$/i;

/**
 * The VAT and total "items" a bill or invoice states beside its lines ("VAT ₦10,672.50",
 * "total due ₦152,972.50"), taken out of the items: a VAT amount that is the stated (or
 * the country's standard) rate of the lines gives them that rate; a total must be the
 * lines' sum, with or without that VAT. Either that does not add up is refused, quoted.
 */
function statedTotals(
  found: FoundLineItem[],
  standardRate: string | null,
  statedRate: string | null,
  /** The discounts the prompt states: a total may be stated after the whole-document ones. */
  discounts: FoundDiscount[],
  problems: FieldError[],
): { items: FoundLineItem[]; taxRate: string | null } {
  const vat = found.filter((i) => VAT_ROW.test(i.description) && i.quantity === "1");
  const sums = found.filter((i) => SUM_ROW.test(i.description) && i.quantity === "1");
  const items = found.filter((i) => !vat.includes(i) && !sums.includes(i));
  if ((!vat.length && !sums.length) || !items.length) return { items: found, taxRate: null };
  const cents = (decimal: string) => Math.round(Number(decimal) * 100);
  const gross = items.reduce((sum, i) => sum + Math.round(Number(i.quantity) * cents(i.unit_price)), 0);
  // What the lines come to after the whole-document discounts ("less 10%", "discount of 5,000").
  const off = discounts
    .filter((d) => !d.conditional)
    .reduce((sum, d) => sum + (d.percent ? Math.round((gross * Number(d.percent)) / 100) : cents(d.amount ?? "0")), 0);
  const net = gross - off;
  const rate = statedRate ?? standardRate;
  // An item with a rate of its own (a VAT column, "(VAT exempt)") is taxed at that rate.
  const own = (i: FoundLineItem) =>
    i.tax_rate === undefined || i.tax_rate === "std" ? null : /^[\d.]+$/.test(i.tax_rate) ? Number(i.tax_rate) : 0;
  const expected = rate
    ? (items.reduce((sum, i) => sum + Number(i.quantity) * cents(i.unit_price) * (own(i) ?? Number(rate)), 0) / 100) *
      (gross ? net / gross : 1)
    : 0;
  let tax = 0;
  let taxRate: string | null = null;
  for (const row of vat) {
    tax = cents(row.unit_price);
    // (Rounded per line or on the sum: within a minor unit per line.)
    if (rate && Math.abs(expected - tax) <= items.length) taxRate = rate;
    else
      problems.push({
        field: "tax_rate",
        message: `"${row.description} ${row.unit_price}" is not ${rate ? `${rate}% of` : "a rate of"} the lines (${net / 100}); state the VAT rate, e.g. "plus 7.5% VAT"`,
      });
  }
  // (No VAT row: a total may still hold the VAT at the rate the document states.)
  const totals = [gross, net, net + tax, ...(vat.length || !statedRate ? [] : [net + Math.round(expected)])];
  for (const row of sums)
    if (!totals.some((total) => Math.abs(total - cents(row.unit_price)) <= items.length))
      problems.push({
        field: "prompt",
        message: `"${row.description} ${row.unit_price}" is not what the lines come to (${net / 100}${tax ? `, ${(net + tax) / 100} with VAT` : ""}); check the lines`,
      });
  return { items, taxRate };
}

/**
 * "rice VAT-exempt, delivery standard rated", "Chairs are VAT exempt; installation is
 * standard-rated": an item named as exempt or zero-rated after the list takes no VAT (and
 * that code), whatever rate the others take. Only items the words name; an item's own
 * mark ("(VAT exempt)") stands.
 */
const EXEMPT_SAID =
  /\b([a-z][a-z -]{0,30}?)\s+(?:(?:is|are)\s+)?(?:(vat[- ]?exempt|exempt(?:\s+from\s+vat)?|not\s+vatable|non[- ]vatable)|(zero[- ]rated))\b/gi;
function exemptionsSaid(text: string, items: FoundLineItem[], party: string | null): FoundLineItem[] {
  // ("Chairs are not VAT exempt", "Eko Diesel is VAT exempt" of the supplier: none.)
  const said = [...text.matchAll(EXEMPT_SAID)]
    .map((m) => ({ words: m[1]!, code: m[3] ? "zero" : "exempt" }))
    .filter(
      (s) => !/\b(?:not|no|never|isn['’]?t|aren['’]?t)\b/i.test(s.words) && !(party && sharesWord(party, s.words)),
    );
  return items.map((i) => {
    const named = i.tax_rate === undefined && said.find((s) => sharesWord(itemHead(i.description), s.words));
    return named ? { ...i, tax_rate: named.code } : i;
  });
}

/** "VAT on the feed only", "VAT only on the chairs": the items the tax is for (group 1 or 2). */
const TAX_ONLY_ON =
  /\b(?:vat|tax|gst)(?:\s*(?:@|at|of)?\s*\d+(?:\.\d+)?\s*%)?\s+(?:applies\s+)?(?:on|to)\s+(?:the\s+)?([a-z][a-z -]{1,30}?)\s+only\b|\b(?:vat|tax|gst)\s+(?:applies\s+)?only\s+(?:on|to)\s+(?:the\s+)?([a-z][a-z -]{1,30}?)(?=\s*(?:[,;.]|$))/i;
/** "no VAT on delivery", "VAT-free on the bread": the items that take none. */
// ("VAT 7.5% on the goods only, not on the transport": what the tax is said not to be on.)
const NO_TAX_ON =
  /\bno\s+(?:vat|tax|gst)\s+on\s+(?:the\s+)?([a-z][a-z -]{1,30}?)(?=\s*(?:[,;.)]|$))|\b(?:vat|tax|gst)\b(?:[^.;\n]|\.(?=\d))*?\bnot\s+on\s+(?:the\s+)?([a-z][a-z -]{1,30}?)(?=\s*(?:[,;.)]|$))/i;
/** What every item is, whatever it is: "VAT on the goods only" restricts nothing by itself. */
const ALL_ITEMS = /^(?:goods|items|products|things|materials|lines)$/i;

/** Whether an item's description and the words naming it share a word ("poultry feed", "feed"). */
function sharesWord(description: string, named: string): boolean {
  const words = (t: string) => t.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const own = words(description);
  return words(named).some((w) => own.some((o) => o.startsWith(w) || w.startsWith(o)));
}

/**
 * "a new vendor, Lekki Diesel Depot" / "our new client called Ada Stores": the words that
 * say the contact is new come before its name; without them the name is read as usual
 * (a contact the business does not have yet is created with the document either way).
 */
// ("inv new cust Adamu Textiles", "new suplier Eko Fuels, bill for …": the note's short form and the phone's spelling too.)
const NEW_PARTY =
  /\b(?:(?:an?|our|the)\s+)?new\s+(?:customer|cust|client|sup+lier|vendor|patient|student|pupil|tenant|member|guest)(?:\s*[,:]\s*|\s+[-–—]\s+|\s+(?:called|named)\s+|\s+(?=[A-Z]))(?=\S)/g;

/**
 * "zenith took 1,075 as COT + vat", "bank deducted 50 for SMS": a bank (any the NUBAN table
 * knows, or the word "bank") as the subject of taking, within the sentence.
 */
function bankTookFrom(text: string): boolean {
  return [...text.matchAll(/\b(?:took|deducted|debited|charged|removed|comot)\b/gi)].some((m) => {
    const before = text.slice(Math.max(0, m.index - 45), m.index).replace(/^[\s\S]*[.\n]/, "");
    return /\bbank\b/i.test(before) || knownBankIn(before) !== null;
  });
}

/** The verb right after a party ("… billed us", "… has sent"). */
const PARTY_VERB = /^\s*(?:(?:has|have|just)\s+)*(?:billed|charged|sent|invoiced)(?:\s+(?:us|me))?\b/i;
/** The words around a party that name the document or ask for it ("invoice from our Hamburg supplier", "please"). */
const DOCUMENT_WORDS =
  /\b(?:please|pls|plz|kindly|record|create|enter|add|post|log|raise)\b|\b(?:invoice|bill|inv)\s+(?:from|frm|to|for)\b|\b(?:our|the|a|an)\s+(?:[A-Z][\w-]*\s+)?(?:supplier|vendor|customer|client)\b/gi;

/** "Water bill from Lagos Water ₦18,500": the words before "bill" say what it was for. */
const LEAD_WORDS =
  /^\s*(?!(?:please|pls|kindly|record|create|add|enter|post|raise|log|send|make|book|new|got|received|here|this|that)\b)(?:(?:our|the|a|an)\s+)?([a-z][a-z ]{1,30}?)\s+(?:bill|invoice)\s+(?:from|frm)\b/i;

/**
 * "Invoice dated yesterday for Okonkwo & Sons: …": a date right after the document's word
 * stands where the party is read, so it is moved to the end ("…, dated yesterday").
 */
function dateToEnd(text: string, today: string): string {
  const verb = /\b(?:invoice|inv|bill)\s+((?:dated|of|on)\s+)?/i.exec(text);
  if (!verb) return text;
  const at = verb.index + verb[0].length;
  const date = findDates(text.slice(at, at + 40), today).find((d) => d.start === 0);
  if (!date) return text;
  const phrase = text.slice(at, at + date.end);
  const rest = text.slice(at + date.end).replace(/^[\s,]+/, "");
  return `${text.slice(0, at - (verb[1]?.length ?? 0))}${rest}${/[.\s]$/.test(rest) ? "" : ","} dated ${phrase}`;
}

/**
 * A forwarded email's header lines ("From:", "Date: Mon, 9 Mar 2026 at 10:14", "Subject:")
 * are the message's, not the document's: blanked, same length, when the text is one.
 */
function withoutEmailHeader(text: string): string {
  if (!/^\s*(?:-{2,}\s*forwarded message|subject\s*:|from\s*:.*<[^>\s]+@)/im.test(text)) return text;
  return text.replace(/^(?:\s*-{2,}\s*forwarded message.*|\s*(?:from|to|cc|bcc|sent|date|subject)\s*:.*)$/gim, (line) =>
    " ".repeat(line.length),
  );
}

/** A sentence of small talk that opens a message ("Hi there, hope your week is going well."). */
const SMALL_TALK =
  /^(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening|day)|(?:i\s+)?hope|trust|quick\s+one|thanks|thank\s+you|how\s+are|greetings|happy)\b/i;
/** Words that make a sentence part of the request, however it opens ("Hi, please invoice ACME."). */
const REQUEST_IN_IT =
  /\d|[₦$£€]|\b(?:invoice|inv|bill|record|log|book|enter|create|add|raise|send|pay|paid|receiv|expense|income|spent|bought|sold)/i;

/**
 * The small talk that opens a message, sentence by sentence, blanked (same length): "Hi
 * there, hope your week is going well. Quick one from me. Brightstar Hotels took …";
 * "Hi! Hope you had a good weekend." holds no date of the record.
 */
function withoutSmallTalk(text: string): string {
  let at = 0;
  for (;;) {
    const sentence = /^\s*[^.!?\n]*[.!?]+/.exec(text.slice(at))?.[0];
    if (!sentence || !SMALL_TALK.test(sentence.trim()) || REQUEST_IN_IT.test(sentence)) break;
    // ("Hey - Chukwuma Electricals finished rewiring the warehouse. Their bill: …": the
    // sentence names whose the bill is.)
    if (
      /^\s*\S+.*?\s[A-Z]/.test(sentence) &&
      /^\s*(?:their|his|her)\s+(?:bill|invoice|inv)\b/i.test(text.slice(at + sentence.length))
    )
      break;
    at += sentence.length;
  }
  return " ".repeat(at) + text.slice(at);
}

/**
 * The prompt with the words people mistype spelled right and the small talk before the
 * request, a forwarded email's header and a letterhead's phone numbers, registration
 * numbers and street address blanked, each the same length, so spans keep their place.
 */
const spelledRight = (text: string) =>
  withoutSmallTalk(withoutContactDetails(withoutEmailHeader(text)))
    .replace(/\b(?:invioce|invocie|inovice|invoive|invoce|invoic)\b/gi, (w) => (w[0] === "I" ? "Invoice" : "invoice"))
    .replace(/\bbil(?=\s+(?:from|frm|for)\b)/gi, (w) => (w[0] === "B" ? "Bill" : "bill"))
    .replace(/\bnxt\b/gi, (w) => (w[0] === "N" ? "Next" : "next"))
    .replace(/^\s*(?:hi|hello|hey|ok(?:ay)?|good\s+(?:morning|afternoon|evening))\b[\s,!.]*(?:so\b[\s,]*)?/i, (w) =>
      " ".repeat(w.length),
    )
    // ("To record: Eko Fuels Ltd supplied …", "Please post: …", "FYI - …": the request's label
    // heads what to record; the party is after it.)
    .replace(
      /^\s*(?:(?:please|pls|kindly)\s+)?(?:(?:to\s+)?(?:record|post|enter|log|book|note|capture)|fyi|entry|for\s+(?:the\s+)?(?:books|records?))\s*[:–—-]\s*/i,
      (w) => " ".repeat(w.length),
    );

// ("ikeja electric sent 139,750 incl VAT, pls enter as a bill", "…; record it as an invoice
// thanks": the request to file it, said after the document, is no item.)
const RECORD_IT_AS =
  /(?<=[,;.!]|\s[-–—])\s*(?:(?:pls|please|plz|kindly|can\s+you|could\s+you)\s+)?(?:enter|record|log|post|book|put|add|save|capture|raise|create|file|keep)\s+(?:(?:it|this|that|them)\s+)?(?:as|in|into)\s+(?:an?\s+|the\s+|our\s+)?(?:bill|invoice|inv|payable|receivable)s?\b(?:\s*,?\s*(?:pls|please|thanks|thank\s+you))?[.!]*/gi;

/** "Post to 6100", "book it to account 6220", "code it to 6100": the chart account by its code. */
const POSTED_TO =
  /\b(?:post(?:ed)?|book(?:ed)?|charge(?:d)?|code(?:d)?)\s+(?:it\s+|this\s+|them\s+)?(?:to|under|against)\s+(?:the\s+)?(?:account\s+|a\/c\s+|gl\s+)?(?:code\s+)?(\d{3,6})\b(?![,.]\d|\s+(?:accounts|financials?|year|budget|books)\b)\.?/i;
const SUM = String.raw`(?:[₦$£€]|ngn\s*|usd\s*|gbp\s*|eur\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?(?:\s*[km]\b)?(?!\s*%|[\d,.]*\d)`;
// (The sum before the word only after "+" or "plus", written as money: "and 2 tax filings" counts filings.)
const MONEY_SUM = String.raw`(?:(?:[₦$£€]|ngn\s*|usd\s*|gbp\s*|eur\s*|n(?=\d))\d[\d,]*(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?\s*[km]\b)(?![\d,.]*\d)`;
const VAT_AS_SUM = new RegExp(
  String.raw`[^\S\n]*,?[^\S\n]*(?:(?:\+|\bplus\b|\band\b)[^\S\n]*(?:vat|tax)[^\S\n]*(?:of|:)?[^\S\n]*(${SUM})|(?:\+|\bplus\b)[^\S\n]*(${MONEY_SUM})[^\S\n]*(?:vat|tax)\b)`,
  "gi",
);

/**
 * "due 30d", "net 14d", "pay in 7dys": a note's days written short after the words of terms,
 * in full for the terms readers (never "3d printing" nor "printed in 3d": only a count after
 * those words; a bare "in" only after paying).
 */
const SHORT_DAYS =
  /\b(due|net|payable|terms|credit|pay(?:ment)?\s+(?:with)?in|within)(\s*:?\s*(?:(?:with)?in\s+)?)(\d{1,3})\s?(?:d|dys?)\b(?!['’])/gi;

/** A note's words per unit after a spaced slash ("@ 6,200 / ctn"): a price per unit, no field. */
const PER_UNIT =
  /^(?:unit|ea|each|pc|pcs|piece|bag|carton|ctn|kg|litre|liter|ltr|l|day|night|hr|hour|month|mo|yr|year|week|wk|dozen|doz|pack|pk|box|roll|set|trip|head|person|pax|ton|tonne|drum|m|sqm|yd|yard|crate|tin|bottle|plate|page|copy|room)s?$/i;

/**
 * "inv / Bolanle Stores / 40 ctns indomie @ 6,200 / net 14", "bill / Lagos Gas Co / 45,000 /
 * inv LG-778 / due 10 apr": a bookkeeper's note whose fields a spaced slash parts, read as
 * the spaced dashes that part them elsewhere ("Inv 204 - ota farms - 3 bags …"). Only where a
 * line has two such slashes or more; never a date's ("10 / 04 / 2026") nor a price's unit
 * ("6,200 / ctn"). So too colons after the document's word ("inv: Bolanle Stores: 40 ctns …:
 * net 14"; never a form's labels, "customer: …; date: …"). (Bars are read as they stand.)
 */
function slashedFieldsAsDashes(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const colons =
        /^\s*(?:bill|invoice|inv)\b[^:;\n]{0,12}:\s/i.test(line) &&
        !/;|\b(?:customer|client|supplier|vendor|contact|date|due(?:\s+date)?|items?|description|qty|quantity|price|rate|terms|total|amount|ref)\s*:/i.test(
          line,
        );
      const separator = new RegExp(
        String.raw`(?<=\S)[^\S\n]+\/[^\S\n]+(?=\S)${colons ? String.raw`|(?<=[a-z\d.)])[^\S\n]*:[^\S\n]+(?=\S)` : ""}`,
        "gi",
      );
      const fields = [...line.matchAll(separator)].filter(
        (m) =>
          !(/\d$/.test(line.slice(0, m.index)) && /^\d/.test(line.slice(m.index + m[0].length))) &&
          !(
            /\d[km]?$/i.test(line.slice(0, m.index)) &&
            PER_UNIT.test(/^[a-z]+/i.exec(line.slice(m.index + m[0].length))?.[0] ?? "") &&
            /^[a-z]+\s*(?:$|[,;]|\s\/\s)/i.test(line.slice(m.index + m[0].length))
          ),
      );
      if (fields.length < 2) return line;
      let out = line;
      for (const m of fields.reverse()) out = `${out.slice(0, m.index)} - ${out.slice(m.index + m[0].length)}`;
      return out;
    })
    .join("\n");
}

/** "shop rent Apr-Jun, 3 x 400k": two months joined are the period billed, no date ("Jun, 3" is no 3 June). */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?`;
const MONTH_RANGE = new RegExp(String.raw`\b${MONTH}[^\S\n]*[-–—/][^\S\n]*${MONTH}(?![a-z])`, "gi");
const outsidePeriods = (text: string, dates: FoundDate[]) => {
  const periods = [...text.matchAll(MONTH_RANGE)].map((m) => [m.index, m.index + m[0].length] as const);
  return dates.filter((d) => !periods.some(([start, end]) => d.start < end && d.end > start));
};

/**
 * "2 rooms x 3 nights @ 55k", "3 trucks x 2 trips at 80k each": a count of things times a
 * count of units, priced per unit, is the product of the counts at that price ("6 room
 * nights"; the narration keeps the prompt as written).
 */
// ("3 rooms for 2 nights at 32,000 per room per night": "for" joins the counts as "x" does.)
const COUNT_TIMES_COUNT =
  /\b(\d{1,4})[^\S\n]+([a-z]{3,})[^\S\n]*(?:[x×]|[^\S\n]for)[^\S\n]*(\d{1,4})[^\S\n]+([a-z]{3,})(?=[^\S\n]*(?:@|at\b|each\b|per\b|a\s+(?:night|day|trip|hour)\b))/gi;
// ("5 boxes x 12 pieces at 3,000 per box": priced per outer thing, the count is of those;
// "per room per night" is per room-night.)
const countsMultiplied = (text: string) => {
  const pairs: [string, string][] = [];
  const multiplied = text.replace(
    COUNT_TIMES_COUNT,
    (all, a: string, things: string, b: string, units: string, at: number, whole: string) => {
      const clause = /^[^\n.;]*/.exec(whole.slice(at + all.length))![0];
      const per = (word: string) => new RegExp(String.raw`\b(?:per|a|each|\/)\s*${stem(word)}\w*`, "i").test(clause);
      // ("5 tickets for 12 people at 5,000 each": "for" joins a count of time only; "3 rooms
      // for 2 nights at 192,000 total" is six room-nights that cost that together.)
      const joinedByFor = !/[x×]/.test(all);
      if (joinedByFor && !/^(?:nights?|days?|weeks?|months?|hours?|hrs?|trips?|sessions?)$/i.test(units)) return all;
      if (Number(a) <= 1 || Number(b) <= 1 || (per(things) && !per(units))) return all;
      pairs.push([stem(things), stem(units)]);
      return `${Number(a) * Number(b)} ${things.replace(/s$/i, "")} ${units}`;
    },
  );
  // ("… at 32,000 per room per night": the price of one room-night, each of them.)
  return pairs.reduce(
    (t, [thing, unit]) =>
      t.replace(new RegExp(String.raw`\bper\s+(?:${thing}|${unit})\w*\s+per\s+(?:${thing}|${unit})\w*\b`, "i"), "each"),
    multiplied,
  );
};
const stem = (word: string) => word.replace(/e?s$/i, "");

/**
 * "a flat fee of ₦450,000 for the training we ran for 25 of their staff", "₦450,000 for the
 * training of 25 staff": a head count the price is not per head of is no count of the item
 * (written wide, as shielded writes a period's digits); "25 staff at 18,000 each" counts them.
 */
const HEAD_COUNT =
  /\b\d{1,5}[^\S\n]+(?:of[^\S\n]+(?:their|our|the|his|her|its)[^\S\n]+)?(?:staff|people|persons|participants|guests|attendees|employees|workers|students|delegates|pax|trainees|members)\b(?![^\n]*?(?:\beach\b|\bper\b|@|\bat[^\S\n]+(?:[₦$£€]|ngn|n(?=\d))?[^\S\n]*\d|[x×][^\S\n]*(?:[₦$£€]|ngn|n(?=\d))?[^\S\n]*\d|\ba[^\S\n]+head\b|\/[^\S\n]*head))/gi;
// ("12 delegates, 1,440,000 for the lot" is 12 at their share: only "N of their staff" or a flat fee shields it.)
const headCountsShielded = (text: string) =>
  text.replace(HEAD_COUNT, (count) =>
    /\bof\s/i.test(count) || /\b(?:flat|fixed|lump[- ]?sum|all[- ]in)\b/i.test(text)
      ? count.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))
      : count,
  );

/**
 * "contact: Chinedu Okafor; date: 2026-03-03; due_date: 2026-04-02; line: 1 x … @ 275,000":
 * the record's own field names keyed as labels, read as a form says them ("customer:",
 * "due date:", the line's label dropped).
 */
const apiLabelsAsSaid = (kind: "invoice" | "bill", text: string) =>
  text
    .replace(/(?<=^|[;\n][^\S\n]*)contact[^\S\n]*:/gi, kind === "invoice" ? "customer:" : "supplier:")
    .replace(/\bdue_date\b/gi, "due date")
    .replace(/(?<=^|[;\n][^\S\n]*)(?:lines?|line_items?|record_items)[^\S\n]*:[^\S\n]*/gi, "");

/**
 * "inv ACME LLC 1,200 USD: consulting 8hrs @ 150": a sum with its currency's code after it,
 * heading its breakdown, reads as the code first ("USD 1,200: …"), never a count of "USD".
 */
const SUM_THEN_CODE =
  /(?<![\d,.])(\d[\d,]*(?:\.\d+)?)[^\S\n]?(USD|EUR|GBP|NGN|CAD|AUD|ZAR|KES|GHS)\b(?=[^\S\n]*(?::|[-–—]\s|for\b))/g;

/**
 * "…, previous balance 12,000", "old bal 150k", "balance b/f 40,000", "arrears of 25k": money
 * owed from before is no item of this document, nor its total; refused, quoted. ("rent
 * arrears of 250,000" is billed: what is in arrears named makes it an item.)
 */
const BALANCE_CARRIED =
  /\b(?:(?:previous|prev\.?|old|opening|last\s+month['’]?s?)\s+bal(?:ance)?\.?|bal(?:ance)?\.?\s+(?:b\/f|b\/fwd|brought\s+forward)|(?<!\b(?:rent|service\s+charge|levy|dues|fees?|salary|school\s+fees?)\s+)arrears)\s*(?:of|:|-|=|is|was)?\s*(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?(?:\s?[km]\b)?/gi;

function documentFromText(
  kind: "invoice" | "bill",
  written: string,
  source: ExtractionSource,
): Extraction<DocumentDraft> {
  written = apiLabelsAsSaid(kind, slashedFieldsAsDashes(written))
    .replace(SHORT_DAYS, "$1$2$3 days")
    .replace(ROLE_NAMED_IN_BRACKETS, "$1");
  // "$300 for office supplies dated today at 1,550": the rate is read, then blanked for the other readers.
  // ("vat 7.5" on a line of its own, "VAT @ 7.5": a rate written without its sign.)
  written = written.replace(
    /\b(vat|tax)(\s*(?:@|at|of|:)?\s*)(\d{1,2}(?:\.\d{1,2})?)(?!,\d)(?=[^\S\n]*(?:$|\n|[,;]))/gim,
    "$1$2$3%",
  );
  // ("… ₦38,000. Post to 6100.": the chart account by its code, for every line.)
  const postedTo = POSTED_TO.exec(written)?.[1] ?? null;
  written = written.replace(POSTED_TO, (m) => " ".repeat(m.length));
  // ("₦600,000 + ₦45,000 VAT", "plus VAT of 101,250": VAT said as a sum is a VAT row,
  // checked against the lines by statedTotals like a pasted one.)
  written = written.replace(
    VAT_AS_SUM,
    (_, before: string | undefined, after: string | undefined) => `, VAT ${before ?? after}`,
  );
  const atRate = rateOf(written) ? null : bareRate(written);
  const unrated = atRate ? written.replace(atRate.written, " ".repeat(atRate.written.length)) : written;
  const said = dateToEnd(unrated.replace(NEW_PARTY, ""), source.today);
  // "…; he paid 200k into Zenith today": payments already made, read apart from the document.
  const paid = findPaymentsMade(said, source.today, kind);
  // ("…, they paid 100k, bal 300k due fri": what is left to pay is no item; it is checked
  // against the total less what was paid, below.)
  const unpaid = withoutPaymentsMade(said, paid);
  // (Said after the payment: "website design, 500k due on receipt. They paid 200k" states the total.)
  const paidFrom = Math.min(...paid.filter((p) => !p.unsized).map((p) => p.start));
  const balances = findBalancesLeft(unpaid).filter((b) => b.start > paidFrom);
  const text = balances.reduceRight(
    (t, b) => t.slice(0, b.start) + " ".repeat(b.end - b.start) + t.slice(b.end),
    unpaid,
  );
  const problems: FieldError[] = paid
    .filter((p) => p.unsized)
    .map((p) => ({
      field: "payments",
      message: `"${p.written}" says money was paid but not how much; state the amount`,
    }));
  const { contact, rest, known } = documentParty(kind, text, source);
  if (!contact)
    problems.push({ field: "contact", message: `The ${kind === "invoice" ? "customer" : "supplier"} was not found` });
  const discounts = findDiscounts(text);
  problems.push(...unheld(text, discounts));
  // Items are read after the party, with dates, terms and tax phrases taken out (the
  // part is read for dates again only when the whole has some: chrono is costly).
  const found = outsidePeriods(text, findDates(text, source.today));
  for (const m of text.matchAll(BALANCE_CARRIED))
    problems.push({
      field: "prompt",
      message: `"${m[0]}" is not understood: money owed from before is no item of this ${kind}; leave it out`,
    });
  const inclusive = new RegExp(INCLUSIVE.source, "i").test(text);
  const readItems = (part: string) => {
    // ("CloudNest Inc billed us USD 480 for …": the verb after the party says nothing of the items.)
    let itemText = part
      .replace(PARTY_VERB, (m) => " ".repeat(m.length))
      // (Refused above, quoted: the document's own items are read without it.)
      .replace(BALANCE_CARRIED, (m) => " ".repeat(m.length))
      .replace(RECORD_IT_AS, (m) => " ".repeat(m.length));
    // (With the word that dated it: "… @ 25k/hr on 3/3" leaves no "on" after the price.)
    for (const d of found.length ? outsidePeriods(itemText, findDates(itemText, source.today)).reverse() : []) {
      const on = /[^\S\n]+on[^\S\n]*$/i.exec(itemText.slice(0, d.start))?.[0].length ?? 0;
      itemText = itemText.slice(0, d.start - on) + itemText.slice(d.end);
    }
    const marked = markDiscounts(itemText);
    itemText = withoutRates(markItemTax(marked.text))
      // What is left of "(USD, rate 1,600)" once the rate went: the currency is read from the whole.
      .replace(/\(\s*(?:[A-Z]{3})?\s*[,;]?\s*\)/g, " ")
      .replace(ORDER_REFERENCE, " ")
      // ("Invoice Lumen GmbH (new) EUR 2,500 …": a note that the party is new.)
      .replace(/\(\s*new(?:\s+(?:customer|client|supplier|vendor|contact))?\s*\)/gi, " ")
      // ("Bill ref HL/INV/0987 – warehouse space …": the reference, kept in the narration;
      // before a bare code goes, so "ref" never takes the count after it.)
      .replace(REFERENCES, " ")
      .replace(DOCUMENT_CODE, " ")
      .replace(INCLUSIVE, " ")
      // ("DATE 14/03/2026" on a scanned ticket: the label left on its line once the date went.)
      .replace(/\b(?:invoice\s+)?(?:dated|date\s*:|date(?=[^\S\n]*(?:\n|$)))/gi, "")
      // ("… ₦1,180/litre - bill, due in 10 days", "… @ ₦1,250/kg. bill", "uniform 18,500. invoice",
      // "…, invoice dated 9 March 2026, 14 days" once its date is out, "…: please issue a sales
      // invoice": the document's own word standing as a clause asks for it or dates it, it is no item.)
      .replace(
        /(?<=^|[,.;:]\s*|\s[–—-]\s*)(?:(?:(?:please|pls|kindly)\s+)?(?:issue|raise|send|prepare|make|create|generate)\s+(?:an?\s+|the\s+)?(?:sales\s+|tax\s+|purchase\s+)?)?(?:bill|invoice)(?:\s+(?:it|them|him|her|pls|please))?\s*(?=[,.;]|$|\d{1,3}\s*days?\b)/gim,
        " ",
      )
      // ("… inverter system in the sum of ₦1,200,000.00, being payment for the supply of …":
      // the letter's words for a price and for what it is paid for.)
      .replace(
        /\b(?:(?:for|in)\s+)?the\s+(?:sum|amount)\s+of(?=\s*(?:[₦$£€]|us\$|ngn|usd|gbp|eur|n(?=\d))?\s*\d)/gi,
        " ",
      )
      .replace(/\bbeing\s+(?:(?:part\s+)?payment\s+(?:for|of)\s+)?(?:the\s+)?/gi, " ")
      // A percentage taken off that is no discount ("less 10% WHT"): refused by name (unheld), kept out of the items.
      .replace(/\b(?:less|minus)\s+(?:an?\s+)?\d+(?:\.\d+)?\s*%[^,;]*/gi, "")
      .replace(TAX_PHRASE, "")
      .replace(new RegExp(UNRATED_TAX.source, "gi"), " ")
      // What is left of "VAT inclusive (7.5%)" once INCLUSIVE took its words.
      .replace(/\(\s*\d+(?:\.\d+)?\s*%\s*\)/g, " ")
      .replace(TERMS_PHRASE, "")
      // ("… @ 14,500 pls, due EOM": a courtesy is no part of an item; nor is "as agreed":
      // "the 2 workshop days, ₦850,000 per day as agreed".)
      .replace(
        /\b(?:pls|plz|please|kindly|thanks|thank\s+you|thx|asap|as\s+(?:agreed|discussed|quoted|promised))\b/gi,
        " ",
      )

      // Brackets emptied by the phrases taken out ("(incl. VAT)").
      .replace(/\(\s*\)/g, " ")
      // Dashes left between phrases taken out ("@ ₦1,850 – dated 10/11/2026 – net 30").
      .replace(/\s[–—-](?=\s*(?:[–—-]\s*)*(?:[,;\n]|$))/g, " ");
    // (Periods the items name are no counts or prices: "office rent for Apr-Jun 2026 ₦1.8m".)
    itemText = shielded(headCountsShielded(countsMultiplied(itemText.replace(SUM_THEN_CODE, "$2 $1"))));
    const readWide = readLineItems(itemText);
    const read = {
      ...readWide,
      items: readWide.items.map((i) => ({ ...i, description: unshielded(i.description) })),
    };
    itemText = withoutDiscountMarks(withoutItemTax(itemText));
    // "45k haulage" reads as 45k of something unpriced; one money amount alone is a price.
    const lead = LEAD_WORDS.exec(text)?.[1];
    // ("Bill dated 27/02/2026 from Lagos Water Corporation, N21,400.00": a sum alone, its
    // words all the party's, is the party's charge.)
    // ("Bill from Ikeja Electric dated 2026-03-02 for 64,350", "…, total 64,350": a word joining
    // it to its sum names nothing.)
    const joinless = itemText.replace(/\b(?:for|of|the|an?|total|amount|sum)\b/gi, " ");
    const wordless = !/[a-z]{2,}/i.test(
      joinless.replace(/\b(?:ngn|usd|gbp|eur|naira|dollars?|pounds?|euros?)\b/gi, ""),
    );
    const alone = contact && wordless ? oneDescribedAmount(`${contact} ${unshielded(joinless)}`) : null;
    const single =
      read.items.length === 0
        ? (oneDescribedAmount(itemText) ?? (lead ? oneDescribedAmount(`${lead} ${itemText}`) : null) ?? alone)
        : null;
    const described = single
      ? { items: [{ ...single, description: unshielded(single.description) }], unpriced: [] }
      : read;
    const brokenDown = totalWithItsBreakdown(itemText, described);
    const listed = brokenDown
      ? { items: [{ ...brokenDown, description: unshielded(brokenDown.description) }], unpriced: [] }
      : described;
    return { itemText, marked, listed };
  };
  // The items after the party; else all but the party ("EUR 950 invoice from Kessler GmbH
  // for spare parts": the price came first).
  let reading = readItems(rest);
  // (The party as written: a known contact's stored name may differ in case from the prompt's.)
  const party = [contact, known ? source.knownContact!.written : null].find(
    (n): n is string => Boolean(n) && text.toLowerCase().includes(n!.toLowerCase()),
  );
  const partyAt = party === undefined ? -1 : text.toLowerCase().indexOf(party.toLowerCase());
  const others =
    party !== undefined
      ? `${text.slice(0, partyAt)}${" ".repeat(party.length)}${text.slice(partyAt + party.length)}`.replace(
          DOCUMENT_WORDS,
          (m) => " ".repeat(m.length),
        )
      : null;
  if (reading.listed.items.length === 0 && others !== null && others !== rest) {
    const again = readItems(others);
    if (again.listed.items.length) reading = again;
  }
  const { itemText, marked, listed } = reading;
  // "energy charge ₦142,300, VAT ₦10,672.50, total due ₦152,972.50": the VAT and the totals
  // a bill states are no items; they are checked against the items (stateTotals).
  const stated = statedTotals(listed.items, source.standardTaxRate ?? null, taxRateOf(text), discounts, problems);
  const { items, unpriced } = { items: exemptionsSaid(text, stated.items, contact), unpriced: listed.unpriced };
  if (items.length === 0) problems.push({ field: "record_items", message: "No items with a price were found" });
  else
    for (const segment of unpriced)
      problems.push({ field: "record_items", message: `"${segment}" has no price; give each item its price` });
  const { date, due, unplaced } = documentDates(text, found, source.today);
  for (const fragment of unplaced)
    problems.push({
      field: "prompt",
      message: `"${fragment}" is not understood: ${kind === "invoice" ? "an" : "a"} ${kind} has one date and one due date; leave other dates out`,
    });
  // VAT named without its rate ("+ VAT", "VAT inclusive"): the country's standard rate,
  // which the create states (documents/create.ts); without one, the rate is asked for.
  // A rate noted on one item is that item's ("… each (VAT 7.5%)"); the others take the
  // document's rate if it states one, else none.
  const perItem = items.some((i) => i.tax_rate !== undefined);
  const documentText = perItem ? withoutItemTax(markItemTax(text)) : text;
  const namedRate = inclusive || unratedTax(documentText) ? (source.standardTaxRate ?? null) : null;
  const documentTax = taxRateOf(documentText) ?? namedRate ?? stated.taxRate;
  // "VAT on the feed only", "no VAT on delivery": the tax goes on (or off) the items named.
  const onlyRead = TAX_ONLY_ON.exec(documentText);
  const only = onlyRead && ALL_ITEMS.test((onlyRead[1] ?? onlyRead[2])!.trim()) ? null : onlyRead;
  const noneRead = NO_TAX_ON.exec(documentText);
  const none = noneRead && [noneRead[0], noneRead[1] ?? noneRead[2]];
  const rate = documentTax ?? (onlyRead ? (source.standardTaxRate ?? null) : null);
  // ("VAT on the pumps only": the pumps, not their installation.)
  const names = (target: string | undefined) => (i: FoundLineItem) =>
    target !== undefined && sharesWord(itemHead(i.description), target);
  // ("(VATable)" on an item: the document's rate, else the country's standard rate.)
  const itemTax = (i: FoundLineItem) =>
    (i.tax_rate === "std"
      ? (rate ?? source.standardTaxRate ?? null)
      : i.tax_rate && ZERO_CODES[i.tax_rate]
        ? "0"
        : i.tax_rate) ?? (names(none?.[1])(i) ? "0" : only ? (names(only[1] ?? only[2])(i) ? rate : "0") : rate);
  // (The VAT and totals stated beside the lines were placed, or refused, by statedTotals.)
  if (items.length)
    problems.push(
      ...unplacedMoney(
        itemText,
        items,
        listed.items.filter((i) => !items.includes(i)),
        itemTax,
        discounts,
      ),
    );
  // A discount written outside the items' text ("With a 10% discount, invoice Bolanle …") is the document's.
  const outside = discounts.filter((d) => !marked.discounts.some((m) => m.written === d.written));
  const placedDiscounts = placeDiscounts([...marked.discounts, ...outside], items, problems);
  if (problems.length) return { records: [], problems };
  problems.push(...balancesDiffering(balances, paid, items, itemTax, placedDiscounts, inclusive));
  if (problems.length) return { records: [], problems };
  const itemCurrencies = new Set(items.map((i) => i.currency).filter(Boolean));
  if ((inclusive || unratedTax(documentText)) && items.some((i) => !itemTax(i)))
    return {
      records: [],
      problems: [
        {
          field: "tax_rate",
          message: inclusive
            ? 'The prices include VAT but its rate is not stated; write it, e.g. "inclusive of 7.5% VAT"'
            : 'A tax is named but its rate is not stated; write it, e.g. "plus 7.5% VAT" or "+ 8.875% sales tax"',
        },
      ],
    };
  return {
    records: [
      {
        contact: contact!,
        date,
        due_date: due,
        terms_days: findTermsDays(text),
        narration: source.prompt.trim().slice(0, 500),
        currency: itemCurrencies.size === 1 ? [...itemCurrencies][0]! : currencyOf(text),
        exchange_rate: rateOf(text) ?? atRate?.rate ?? null,
        record_items: items.map((i, n) => ({
          description: i.description,
          quantity: i.quantity,
          // A price that includes the tax is stored net of it, the tax on top: the total is as written.
          unit_price: inclusive && itemTax(i) ? netOfTax(i.unit_price, itemTax(i)!) : i.unit_price,
          account: postedTo,
          tax_rate: itemTax(i),
          tax_code: (i.tax_rate && ZERO_CODES[i.tax_rate]) ?? null,
          discount: placedDiscounts.lines.get(n) ?? null,
        })),
        discount: placedDiscounts.whole,
        payments: paid.map((p) => ({
          amount: p.amount,
          percent: p.percent,
          category: p.written,
          date: p.date,
          exchange_rate: null,
        })),
      },
    ],
    problems: [],
  };
}

/**
 * A balance said beside a payment ("they paid 100k, bal 300k due fri") must be the
 * document's total less what was paid; one that is not is refused, quoted, never billed
 * nor dropped. (Figures in hundredths: a rounding per line is let pass.)
 */
function balancesDiffering(
  balances: StatedBalance[],
  paid: FoundPayment[],
  items: FoundLineItem[],
  itemTax: (item: FoundLineItem) => string | null,
  discounts: { lines: Map<number, DraftDiscount>; whole: DraftDiscount | null },
  inclusive: boolean,
): FieldError[] {
  if (!balances.length) return [];
  const cents = (decimal: string) => Math.round(Number(decimal) * 100);
  const asDiscount = (d: DraftDiscount | null | undefined): Discount | null =>
    d ? ("percent" in d ? { percent: d.percent } : { fixed: cents(d.amount) }) : null;
  const lines = items.map((i, n) => {
    const amount = lineAmount(i.quantity, cents(i.unit_price));
    return { amount, discount: discountOff(amount, asDiscount(discounts.lines.get(n))), taxRate: itemTax(i) ?? "0" };
  });
  const { total } = priceLines(lines, asDiscount(discounts.whole), inclusive);
  const paidSum = paid.reduce(
    (sum, p) => sum + (p.amount !== null ? cents(p.amount) : Math.round((total * Number(p.percent ?? 0)) / 100)),
    0,
  );
  const left = total - paidSum;
  return balances
    .filter((b) => Math.abs(cents(b.amount) - left) > items.length)
    .map((b) => ({
      field: "payments",
      message: `"${b.written}" is not what is left to pay (${total / 100} less ${paidSum / 100} paid is ${left / 100}); check the sums`,
    }));
}

type DraftDiscount = NonNullable<DocumentDraft["discount"]>;
const draftDiscountOf = (d: FoundDiscount): DraftDiscount =>
  d.percent !== undefined ? { percent: d.percent } : { amount: d.amount! };

/** Stems of a description's words, to find the item a discount is aimed at ("off the chairs"). */
const stems = (text: string) => (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).map((w) => w.replace(/(?:es|s)$/, ""));

/**
 * Each discount goes on the item it is written by or aimed at ("10 chairs at 20,000 less
 * 10%", "5% off the chairs"), else on the whole document: one said of the whole ("trade
 * discount"), one beside no item, and one after the last of several items ("… and 2
 * tables at 50,000, less 5%"), which is read as for them all. Two on one place: refused.
 */
function placeDiscounts(found: FoundDiscount[], items: FoundLineItem[], problems: FieldError[]) {
  const lines = new Map<number, DraftDiscount>();
  let whole: DraftDiscount | null = null;
  const twice = (d: FoundDiscount, at: number) =>
    problems.push({
      field: "discount",
      message: `"${d.written}" is a second discount on the same ${at < 0 ? "document" : "item"}; state one`,
    });
  found.forEach((d, n) => {
    if (d.conditional) {
      problems.push({
        field: "discount",
        message: `"${d.written}" is offered on a condition (paying early); it is not taken off the document: record it when it is taken, e.g. on the payment`,
      });
      return;
    }
    const aimedAt = d.target
      ? items.findIndex((i) => stems(i.description).some((w) => stems(d.target!).includes(w)))
      : -1;
    const besideAt = items.findIndex((i) => i.discountMark !== undefined && discountIndex(i.discountMark) === n);
    const lastOfSeveral = items.length > 1 && besideAt === items.length - 1 && aimedAt < 0;
    const at = d.whole ? -1 : aimedAt >= 0 ? aimedAt : lastOfSeveral ? -1 : besideAt;
    if (at < 0) {
      if (whole) twice(d, at);
      whole = draftDiscountOf(d);
    } else {
      if (lines.has(at)) twice(d, at);
      lines.set(at, draftDiscountOf(d));
    }
  });
  return { lines, whole: whole as DraftDiscount | null };
}

const DATE_WORD = String.raw`(?:\d|today|yesterday|tomorrow|last|next|this|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`;
/** What a trip is taken by or on: "to" after them names where it went, not whom it paid. */
const TRIP_WORDS = "tickets?|trips?|flights?|fares?|rides?|journeys?|travel|transport|taxis?|ubers?|bus|cabs?|drive";

/**
 * Typed all in lower case, "gave musa 8k for transport", "sent tunde 5k": whom it was handed
 * to, before the sum; never a pronoun, a kind of person or how it was paid ("gave him 5k",
 * "gave the driver 2k", "gave cash 5k", "gave okada 500"). "paid rent 50k" names no one,
 * so only giving and sending.
 */
const HANDED_TO = new RegExp(
  String.raw`\b(?:gave|sent|handed)\s+(?!(?:him|her|them|us|me|it|the|a|an|my|our|his|their|cash|csh|change|out|okada|keke|${TRIP_WORDS})\b)([a-z][\w'-]*(?:[^\S\n]+[a-z][\w'-]*)?)(?=[^\S\n]+(?:[₦#$£€]|n(?=\d))?\d)`,
);
const handedTo = (text: string): string | undefined => HANDED_TO.exec(text)?.[1];
// ("for consulting the rate was 1548": dictation runs the exchange rate on after what it was for.)
const STOP = String.raw`(?=\s+(?:on|from|into|in|to|for|yesterday|today|last|dated|via|using|with|by)\b|\s+(?:the\s+)?(?:(?:exchange|fx)\s+)?rate\s+(?:was|is|of|at)\b|\s+(?:at|@)\s*(?:[₦$£€]|ngn\s*|n(?=\d))?\d|\s+\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|[,.;:]|\n|$)`;

/** Words that name where money is kept. */
const namesMoney = (p: string) => knownBankIn(p) !== null || /\b(?:cash|bank|account|card|pos|transfer|dom)\b/i.test(p);

/**
 * The bank or cash income went into, as written: "into" says it before "to" and "in" do
 * ("… from the tenant in flat 2, into Zenith"); of each, a phrase that names money first
 * ("Sold our old laptop to a staff member for ₦120k cash": cash, not the buyer).
 */
function receivedInto(text: string): string | null {
  const said = ["into", "to", "in"].flatMap((prep) =>
    // ("Credited to:   GTBank USD Domiciliary" on a remittance advice: a label's colon.)
    [...text.matchAll(new RegExp(String.raw`\b${prep}(?:\s*:)?\s+(?:the\s+|our\s+)?(.+?)${STOP}`, "gi"))].map(
      (m) => m[1]!,
    ),
  );
  return said.find(namesMoney) ?? (/\bcash\b/i.test(text) ? "cash" : (said[0] ?? null));
}

/**
 * The bank or cash an expense was paid from, as written: the first "from/via/using/with
 * <words>" that names money ("I just got back from the Abuja trip … paid it with the Access
 * card": the card, not the trip), else the first such phrase.
 */
function paidFrom(text: string): string | null {
  const said = [
    // (Never where a trip went: "Bolt to and from the bank".)
    ...text.matchAll(
      new RegExp(String.raw`\b(?<!\bto\s+and\s+)(?:from|via|using|with|out of)\s+(?:the\s+|our\s+)?(.+?)${STOP}`, "gi"),
    ),
  ].map((m) => m[1]!);
  // ("Uber rides 4.5k … on the Access card": a card or account something was put on.)
  // ("Bank charges for February on Access: …": a bank by its name.)
  const on = [
    ...text.matchAll(
      /\bon\s+(?:the\s+|our\s+|my\s+)?((?:[\w&'-]+[^\S\n]+){1,3}?(?:card|account|acct|a\/c|dom)\b|[\w&'-]+(?:[^\S\n]+[\w&'-]+){0,2})/gi,
    ),
  ]
    .map((m) => m[1]!)
    .find((p) => /\S\s+(?:card|account|acct|a\/c|dom)$/i.test(p) || knownBankIn(p) !== null);
  // ("… printer paper 10 reams @ ₦5,150 - paid Zenith 11/03/26": paid with a bank named alone.)
  // (The bank's name and its account's words only: "paid GTBank charges 500" names no account paid from.)
  const paidBank =
    /\bpaid(?:\s*:)?\s+(?:by\s+|via\s+)?([a-z&'-]+(?:[^\S\n]+(?:bank|plc|current|savings|account|acct|dom))*)(?=[^\S\n]*(?:$|[\d,.;\n]|[-–—]\s|(?:on|for)\b))/i.exec(
      text,
    )?.[1];
  const bank = paidBank && knownBankIn(paidBank) !== null ? paidBank : undefined;
  return said.find(namesMoney) ?? on ?? bank ?? said[0] ?? null;
}

/**
 * Money the items do not account for ("they say our balance with them is 2.3m", "he
 * paid 200k") would be dropped: each is refused, quoted. An item's quantity, price or
 * line total, and the figures a pasted document works out from its lines (their total,
 * the whole-document discount, what is left after it, its VAT and the total with it),
 * are placed. (A percentage is a rate: `unheld` answers for those.)
 */
function unplacedMoney(
  text: string,
  items: FoundLineItem[],
  /** The VAT and total rows stated beside the items (checked by statedTotals). */
  stated: FoundLineItem[],
  taxRate: (item: FoundLineItem) => string | null,
  discounts: FoundDiscount[],
): FieldError[] {
  const lineTotals = items.map((i) => multiplyDecimals(i.quantity, i.unit_price));
  // In cents, exactly: 0.1 + 0.2 is 0.3. With the tax the total may be stated too, each
  // rate's lines taxed together.
  const centsOf = (t: string) => BigInt(multiplyDecimals(t, "100").split(".")[0]!);
  const cents = lineTotals.reduce((sum, t) => sum + centsOf(t), 0n);
  const total = centsToDecimal(cents);
  const byRate = new Map<string, bigint>();
  items.forEach((item, n) => {
    const rate = taxRate(item) ?? "0";
    byRate.set(rate, (byRate.get(rate) ?? 0n) + centsOf(lineTotals[n]!));
  });
  const taxed = [...byRate.keys()].some((rate) => Number(rate) > 0)
    ? centsToDecimal(
        [...byRate].reduce(
          (sum, [rate, c]) => sum + (c * BigInt(Math.round((100 + Number(rate)) * 100)) + 5000n) / 10000n,
          0n,
        ),
      )
    : null;
  // "Sub-total 147,500 / Less 10% discount (14,750) / 132,750 / VAT @ 7.5% 9,956.25": the
  // discount off the lines' total, and the VAT on what is left.
  const off = discounts
    .filter((d) => !d.conditional)
    .reduce(
      (sum, d) =>
        sum + (d.percent ? (cents * BigInt(Math.round(Number(d.percent) * 100)) + 5000n) / 10000n : centsOf(d.amount!)),
      0n,
    );
  const net = cents - off;
  const taxOnNet = taxed && cents > 0n ? ((centsOf(taxed) - cents) * net + cents / 2n) / cents : 0n;
  const figures = off > 0n || taxOnNet > 0n ? [off, net, taxOnNet, net + taxOnNet].map(centsToDecimal) : [];
  const placed = new Set([
    ...[...items, ...stated].flatMap((i) => [i.quantity, i.unit_price]),
    ...lineTotals,
    total,
    taxed,
    ...figures,
  ]);
  return findAmounts(text)
    .filter(
      (a) => writtenAsMoney(text, a) && !placed.has(a.value.replace(/^-/, "")) && !/^\s*%/.test(text.slice(a.end)),
    )
    .map((a) => ({
      field: "prompt",
      message: `"${text.slice(a.start, a.end).trim()}" is not understood: it is no item's price; leave it out or make it an item`,
    }));
}

const centsToDecimal = (cents: bigint) => {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};

/** a × b for exact decimal strings ("12.5" × "4500" = "56250"). */
function multiplyDecimals(a: string, b: string): string {
  const scale = (x: string) => x.split(".")[1]?.length ?? 0;
  const digits = scale(a) + scale(b);
  const product = (BigInt(a.replace(".", "")) * BigInt(b.replace(".", ""))).toString().padStart(digits + 1, "0");
  const whole = product.slice(0, product.length - digits);
  const fraction = product.slice(product.length - digits).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/** a + b for exact decimal strings. */
function addDecimals(a: string, b: string): string {
  const scale = Math.max(a.split(".")[1]?.length ?? 0, b.split(".")[1]?.length ?? 0);
  const units = (x: string) => {
    const [whole, fraction = ""] = x.split(".");
    return BigInt(whole! + fraction.padEnd(scale, "0"));
  };
  const sum = (units(a) + units(b)).toString().padStart(scale + 1, "0");
  const whole = sum.slice(0, sum.length - scale);
  const fraction = sum.slice(sum.length - scale).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/** An alert's or statement's running balance ("Avail Bal: NGN 1,245,300.15"): no sum paid. */
// ("Avl Bal NGN 2,804,228.00": the alert's own words for it need no colon.)
const ACCOUNT_BALANCE =
  /\b(?:(?:avail(?:able)?|avl)\.?\s+(?:bal|balance)\s*[:=]?|(?:(?:ledger|closing|current)\.?\s+)?(?:bal|balance)\s*[:=])\s*(?:[A-Z]{3}\s*|[₦$£€]|n(?=\d))?-?\d[\d,]*(?:\.\d+)?/gi;
/**
 * A bank's debit or credit alert ("Acct:**5671 Amt:NGN25,000.00 DR …", "ZENITH: DR NGN
 * 300,000.00 on 101XXXX671 …"): its amount is what moved, VAT and all.
 */
// ("Zenith SMS: Debit NGN 1,075.00 'ACCT MAINT FEE+VAT'": a bank's message of a debit.)
const BANK_ALERT =
  /^[^\S\n]*(?:[a-z]+[^\S\n]+)?(?:sms|alert|txn\s+alert|debit\s+alert)[^\S\n]*:[^\S\n]*(?:debit|dr)\b|\b(?:debit|dr)[^\S\n]+(?:ngn|₦|n)[^\S\n]?\d[\d,]*\.\d\d\b|\b(?:acct|a\/c|account)\b[^\S\n]*(?:no\.?)?[^\S\n]*:?[^\S\n]*(?:\d{2,4}[*xX•]{3,}\d{2,4}|[*•]{2,}\d{4})\b|\b(?:amt|amount)[^\S\n]*:[^\S\n]*(?:[A-Z]{3}[^\S\n]*)?\d[\d,]*(?:\.\d+)?[^\S\n]*(?:DR|CR)\b/i;
/** A receipt's closing courtesy ("Thank you for shopping with us", "Please come again"): says nothing of the sum. */
const COURTESY_LINE =
  /^[^\S\n]*(?:thanks?(?:\s+you)?\s+for\s+(?:shopping|your\s+(?:patronage|custom|business|visit)|choosing|visiting|coming)|please\s+come\s+again|goods\s+(?:sold|bought)\s+(?:are\s+)?not\s+(?:returnable|refundable))\b.*$/gim;
/** A receipt's total line ("TOTAL 23,450.00", "Amount paid: 9,000", a pump's "Amount: N54,000.00", "Order total: $89.99"). */
// ("TOTAL | | | 35,000", "Total\t\t112,800.00": a pasted sheet's total row, its cells apart.)
const RECEIPT_TOTAL =
  /^[^\S\n]*(?:(?:grand|order|invoice|bill)\s+)?(?:total|amount|amount\s+(?:paid|due|payable)|total\s+(?:paid|due|payable)|total\s+amount|charges)(?:[^\S\n]|\|)*[:=]?(?:[^\S\n]|\|)*(?:[A-Z]{3}[^\S\n]*|[₦$£€]|n(?=\d))?\d[\d,]*(?:\.\d+)?[^\S\n|]*\|?[^\S\n]*$/im;
/** What a till prints under its total: the cash handed over and the change ("CASH 25,000.00", "CHANGE 3,000.00"). */
const TENDERED =
  /^[^\S\n]*(?:cash(?:\s+tendered)?|tendered|amount\s+tendered|change(?:\s+due)?)[^\S\n]*[:=]?[^\S\n]*(?:[A-Z]{3}[^\S\n]*|[₦$£€])?\d/i;

/** A date as a receipt prints it ("16.03.2026", "14/03/2026", "15-Mar-2026"): no price. */
const RECEIPT_DATE =
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[-\s](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-\s]\d{2,4}\b/gi;

/**
 * A pasted receipt: its total line is the sum paid, so the amounts and counts of the
 * lines above it (and the VAT it says is inside) are blanked; their words stay, to say
 * what was bought. Same length.
 */
function receiptTotal(text: string): string {
  const total = RECEIPT_TOTAL.exec(text);
  if (!total) return text;
  const lines = text.split("\n");
  if (lines.filter((l) => findAmounts(l).length > 0).length < 3) return text;
  let at = 0;
  return lines
    .map((line) => {
      const start = at;
      at += line.length + 1;
      if (start <= total.index && total.index < at) return line;
      // (The cash handed over and the change, under the total: no sum paid; "cash" stays, to say how.)
      // ("CASH   14/03/2026": paid in cash on that day, the date no sum handed over.)
      if (start > total.index && TENDERED.test(line))
        return line.replace(/(?<=^[^\d\n]*)[₦$£€]?\d[\d,]*(?:\.\d+)?(?![\d./-])/, (m) => " ".repeat(m.length));
      // A till's time and number, a card's last digits ("****4471"), a room or pump number
      // say nothing of the sum; a priced line's numbers are its own. Its date stays, to be read.
      const plain = line.replace(
        /\b\d{1,2}:\d{2}\b|\btill\s*(?:no\.?|#)?\s*\d+\b|\*{2,}\s*\d{3,4}\b|\b(?:room|pump|table|till|receipt\s*no\.?|folio\s*no\.?)\s*[:#]?\s*[\d-]+\b/gi,
        (m) => " ".repeat(m.length),
      );
      const dates = [...plain.matchAll(RECEIPT_DATE)];
      const undated = plain.replace(RECEIPT_DATE, (m) => "D".repeat(m.length));
      // (Priced: cents, a count at a price, "= 9,300", or a sum in thousands at its end.)
      if (!/\d\.\d{2}\b|\d\s*[x×@]\s*[₦$£€]?\d|=\s*[₦$£€]?\d|\d,\d{3}\s*$/i.test(undated)) return plain;
      // (A promotion taken off above the total is inside it: "PROMO DISCOUNT -1,200.00".)
      const blanked = undated
        .replace(/[₦$£€]?(?<![\d.,])\d[\d,.]*(?![\d.,]|\s*%)/g, (m) => " ".repeat(m.length))
        // (A sheet's day column, "Mon | 4 | 5,000 | 20,000", is the work's day, no date of the money.)
        .replace(
          start < total.index
            ? /\b(?:discount|promo(?:tion)?|savings?|you\s+saved|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day)?)\b/gi
            : /$^/,
          (m) => " ".repeat(m.length),
        );
      return dates.reduce((l, d) => l.slice(0, d.index) + d[0] + l.slice(d.index + d[0].length), blanked);
    })
    .join("\n");
}

/**
 * "35k labour + 20k for gas refill", "₦1,250 + ₦93.75 VAT on COT": amounts written as
 * money and joined by "+" are the parts of one sum paid. `vat` when a part is the VAT on
 * the others at 7.5% or the like (checked by the caller against the country's rate).
 */
const REMAINDER_AFTER =
  /^[^\S\n]*(?:naira|ngn)?[^\S\n]*(?:left|remaining|remains|change|balance|owing|owed|outstanding|due|still|was|were|is|are|more|extra|refund)\b/i;

/**
 * "Bus fare to Ibadan 8,500 and back 8,500", "transport 8,500, return 8,500", "bus 2k going
 * and 2k coming back", "lunch 6k and drinks 2,500", "lunch 6k & drinks 2.5k": a sum after "and" ("&", or a comma) and a few
 * words is one more part of the same spend when the words are the way back of a trip, or
 * (after "and") name what the words before the first sum name (accounts/lexicon.ts). Others
 * say whom or what else ("paid musa 15k and tunde 10k", "35k and balance 15k"): no part.
 */
function samePartAfterAnd(
  kind: "expense" | "income",
  text: string,
  first: FoundAmount,
  between: string,
  next: FoundAmount,
) {
  const m =
    /^[^\S\n]*(?:(going|there|outbound|one[- ]way)\b)?(,|,?[^\S\n]+(?:and|&))(?:[^\S\n]+((?:[a-z'’]+[^\S\n]+){0,2}[a-z'’]+))?[^\S\n]*$/i.exec(
      between,
    );
  // (Said sum first: "₦52.50 stamp duty and ₦26.88 transfer charges": each sum's words after it.)
  const sumFirst = m
    ? null
    : /^[^\S\n]+((?:[a-z'’]+[^\S\n]+){0,2}[a-z'’]+)[^\S\n]*(?:,|,?[^\S\n]+(?:and|&))[^\S\n]*$/i.exec(between);
  const after = sumFirst && /^[^\S\n]*((?:[a-z'’]+[^\S\n]*){1,3})/i.exec(text.slice(next.end))?.[1]?.trim();
  if (sumFirst && after) {
    const account = lexiconAccount(kind, `${sumFirst[1]} ${text.slice(first.start, first.end)}`);
    return account !== undefined && account === lexiconAccount(kind, `${after} ${text.slice(next.start, next.end)}`);
  }
  if (!m) return false;
  const [, going, joint, words] = m;
  if (!words) return Boolean(going);
  if (
    /^(?:(?:the|on\s+the|for\s+the|coming|going)\s+)?(?:back|return(?:\s+(?:trip|journey|fare|ticket|leg))?|way\s+back|ride\s+back|trip\s+back)$/i.test(
      words,
    )
  )
    return true;
  if (joint === ",") return false;
  const before =
    text
      .slice(0, first.start)
      .split(/[\n,;.]/)
      .at(-1) ?? "";
  // (Each part's words with its sum, as written: "bus 1.5k" is a fare, a bus alone none.)
  const said = (words: string, sum: FoundAmount) => `${words} ${text.slice(sum.start, sum.end)}`;
  const same = (inChart?: (name: string) => boolean) => {
    const account = lexiconAccount(kind, said(words, next), inChart);
    return account !== undefined && account === lexiconAccount(kind, said(before, first), inChart);
  };
  // ("taxi 3.5k & bus 1.5k": a taxi's and a bus's fares are both Travel on the default chart.)
  return same() || same((name) => DEFAULT_CHART.some((a) => a.name === name));
}

function partsAddedUp(text: string, amounts: FoundAmount[], kind: "expense" | "income" = "expense") {
  const asMoney = amounts.filter((a) => writtenAsMoney(text, a) && !/^\s*%/.test(text.slice(a.end)));
  // ("okada 500 & keke 700 this morning": where no sum is written as money, fares of three
  // digits and more, each after what it paid for, are parts when their words name the same
  // spend; a count is none: "2 chairs and 3 tables", "paid musa 500 and tunde 700".)
  // ("SMS alert chgs 360 & card maint 50": a smaller sum too, said after its words, where no
  // word follows it to count.)
  const bare =
    !asMoney.length &&
    amounts.length > 1 &&
    amounts.some((a) => /^\d{3,}$/.test(a.value)) &&
    amounts.every((a) => /^\d{3,}$/.test(a.value) || (/^\d+$/.test(a.value) && !/^\s*\p{L}/u.test(text.slice(a.end))));
  // ("COT 1,250 & sms alerts 400": a bare sum after its words, joined to a sum written as
  // money whose words name the same spend, is a part too.)
  const joined = amounts.filter(
    (a, i) =>
      asMoney.includes(a) ||
      (i > 0 &&
        /^\d{2,}$/.test(a.value) &&
        asMoney.includes(amounts[i - 1]!) &&
        !/^[^\S\n]*(?!(?:on|from|via|by|in|at|into|paid|today|yesterday|cash|naira)\b)\p{L}/iu.test(
          text.slice(a.end),
        ) &&
        samePartAfterAnd(kind, text, amounts[i - 1]!, text.slice(amounts[i - 1]!.end, a.start), a)),
  );
  const money = bare ? amounts : joined;
  const chain = [money[0]];
  let listed = false;
  for (let i = 1; i < money.length; i++) {
    const between = text.slice(money[i - 1]!.end, money[i]!.start);
    // ("Uber rides 4.5k, 3.2k and 6,800": sums listed one after another, nothing between.)
    const inList =
      (!bare && /^[^\S\n]*(?:,|,?[^\S\n]+(?:and|&))[^\S\n]*$/i.test(between)) ||
      samePartAfterAnd(kind, text, money[0]!, between, money[i]!);
    // ("₦2,150 plus ₦161.25 VAT", "SMS alerts ₦400 + account maintenance ₦1,250": what each part is, before or after the sign.)
    if (
      !inList &&
      (bare ||
        !/^[^\S\n]*(?:[a-z][a-z ]{0,30}?[^\S\n]*)?(?:\+|\bplus\b)[^\S\n]*(?:[a-z][a-z ]{0,30}?[^\S\n]*)?$/i.test(
          between,
        ))
    )
      break;
    listed ||= inList;
    chain.push(money[i]);
  }
  // ("… ₦1,250 — total ₦1,650": the total said after the parts, when it is their sum, is placed with them.)
  const last = money.at(-1)!;
  const totalSaid =
    chain.length === money.length - 1 &&
    chain.length >= 2 &&
    /(?:\btotal(?:\s+of)?|=)[^\S\n]*:?[^\S\n]*$/i.test(text.slice(chain.at(-1)!.end, last.start)) &&
    Math.round(chain.reduce((sum, a) => sum + Number(a!.value), 0) * 100) === Math.round(Number(last.value) * 100);
  if (chain.length < 2 || (chain.length !== money.length && !totalSaid)) return null;
  const parts = chain as FoundAmount[];
  // (A list ends before what is said of the last sum: "paid 35k, 5k change", "15k and 3k still owing".)
  if (listed && REMAINDER_AFTER.test(text.slice(parts.at(-1)!.end))) return null;
  // ("3 bags at ₦5,000 + ₦750 delivery": a price counted is no part of the sum as written.)
  if (
    parts.some(
      (a) =>
        /^\s*(?:each|ea\b|per\b|a\s|\/)/i.test(text.slice(a.end)) ||
        /(?:@|\bat|\bx|×|\beach)\s*(?:[₦$€£]|ngn|usd|gbp|eur|n(?=\d))?\s*$/i.test(text.slice(0, a.start)),
    )
  )
    return null;
  const cents = parts.map((a) => Math.round(Number(a.value) * 100));
  const total = cents.reduce((a, b) => a + b, 0);
  // The last part named VAT: the rate it comes to on the others.
  const vat = /^\s*(?:vat|tax)\b/i.test(text.slice(parts.at(-1)!.end)) ? cents.at(-1)! : 0;
  return {
    first: parts[0]!,
    sum: String(total / 100),
    values: [...parts.map((a) => a.value), ...(totalSaid ? [last.value] : [])],
    vatRate: vat ? (vat * 100) / (total - vat) : null,
  };
}

/**
 * A sum worked out in the prompt: counts and prices multiplied ("9 women x 3 days x 4,000 =
 * 108k", "80ltrs x 1,150", "8ha @ 22,000/ha"), products added ("8 x MP @2,000 + 5 x widal
 * @3,000 = 31,000"), labelled parts totalled ("morning 38,500; afternoon 52,750; total
 * 91,250"), or a sheet's row of quantity, rate and amount ("150 L | 1,180.00 | 177,000.00").
 * The sum, and every figure it was worked from. A total said must be what the figures
 * come to; unsaid, only a product of counts and one price is read.
 */
// ("6 reams a4 @ 5,200": a word may hold digits after its first letter.)
const TIMES =
  /^[^\S\n]*(?:[a-z.'’][a-z0-9.'’]*[^\S\n]*){0,3}(?:(?<![a-z])x(?![a-z])|×|\*|@|\bat\b)[^\S\n]*(?:[a-z.'’]+[^\S\n]+){0,3}$/i;
const PLUS = /^[^\S\n]*(?:\/[^\S\n]*[a-z]+)?[^\S\n]*(?:\+|;|,|\band\b|\bplus\b)[^\S\n]*(?:[a-z.'’]+[^\S\n]*){0,3}$/i;
const EQUALS =
  /^[^\S\n]*(?:\/[^\S\n]*[a-z]+)?[^\S\n]*[;,.]?\s*(?:=|\b(?:total|totals|sum|makes|comes\s+to|amt|amount)\b[^\S\n]*[:=]?)[^\S\n]*(?:[A-Z]{3}[^\S\n]*)?$/i;
const ROW_CELLS = /^[^\S\n]*(?:[a-z.'’]+[^\S\n]*)?[|\t][^\S\n|\t]*$/i;

/**
 * "COT (1,875.00) / Stamp duty (50.00) / VAT on COT (140.63) — total these as one bank
 * charges expense": lines of one sum each, which the prompt asks to be one record, are
 * added up (a statement's brackets are money out, the sign no part of the sum).
 */
const AS_ONE =
  /\b(?:total|sum)\s+(?:up\s+)?(?:these|them|all(?:\s+of\s+(?:these|them))?|the\s+(?:lines|rows|above))\b|\badd\s+(?:these|them|all)\s+up\b|\badd\s+up\s+(?:these|them|all)\b|\b(?:record|post|enter|book)\s+(?:it|them|these|this|all)?\s*as\s+one\b(?!\s*-|\s+of\b|\s+off\b)/i;

function linesTotalled(text: string) {
  if (!AS_ONE.test(text)) return null;
  const lines = text
    .split("\n")
    .map((line) => findAmounts(line).filter((a) => writtenAsMoney(line, a) || /^\(|^-/.test(line.slice(a.start))));
  const listed = lines.filter((found) => found.length > 0);
  if (listed.length < 2 || listed.some((found) => found.length !== 1)) return null;
  const cents = listed.reduce((sum, [a]) => sum + Math.round(Math.abs(Number(a!.value)) * 100), 0);
  const first = findAmounts(text).find((a) => a.value === listed[0]![0]!.value)!;
  return { sum: { ...first, value: String(cents / 100) }, figures: listed.map(([a]) => a!.value.replace(/^-/, "")) };
}

function workedSum(text: string, amounts: FoundAmount[]) {
  const cents = (a: FoundAmount) => Math.round(Number(a.value) * 100);
  for (let first = 0; first < amounts.length - 1; first++) {
    const terms: FoundAmount[][] = [[amounts[first]!]];
    let total: FoundAmount | null = null;
    let times = false;
    for (let i = first + 1; i < amounts.length; i++) {
      const between = text.slice(amounts[i - 1]!.end, amounts[i]!.start);
      if (TIMES.test(between)) {
        terms.at(-1)!.push(amounts[i]!);
        times = true;
      } else if (EQUALS.test(between) || (ROW_CELLS.test(between) && terms.at(-1)!.length === 2 && !times)) {
        total = amounts[i]!;
        break;
      } else if (ROW_CELLS.test(between) && terms.length === 1 && terms[0]!.length === 1) {
        terms[0]!.push(amounts[i]!);
      } else if (PLUS.test(between) && !between.includes("\n")) terms.push([amounts[i]!]);
      else break;
    }
    // (Each product worked to the cent: counts may be decimals, "32.5 LTRS X 1,020.00".)
    const value =
      terms.reduce((sum, term) => sum + term.reduce((product, a) => product * Number(a.value), 1) * 100, 0) / 100;
    const figures = terms.flat();
    if (total && figures.length >= 2 && Math.round(value * 100) === cents(total))
      return { sum: total, figures: [...figures, total].map((a) => a.value) };
    // Unsaid, each part counts at one price ("14 loaves @ 1,200 and 6 cakes @ 3,500"), and
    // no other sum is written beside them.
    // ("3 men x 5,000 x 2 days": the price may stand between the counts; "ink cartridges 2 @
    // 21,500 + 2,000 delivery": a sum added to the products is a part of its own.)
    // (What follows "at" or "@" is the price: "$300 for chairs at 3 for 100" multiplies nothing.)
    const priced = (term: FoundAmount[]) => {
      const at = term.findIndex((a) => writtenAsMoney(text, a));
      const next = term[at + 1];
      return (
        at >= 0 &&
        term.filter((a) => writtenAsMoney(text, a)).length === 1 &&
        (!next || !/@|\bat\b/i.test(text.slice(term[at]!.end, next.start))) &&
        (term.length >= 2 || terms.some((t) => t.length >= 2))
      );
    };
    if (
      !total &&
      times &&
      terms.every(priced) &&
      amounts.every((a) => figures.includes(a) || !writtenAsMoney(text, a)) &&
      !TOGETHER.test(text.slice(figures.at(-1)!.end))
    )
      return { sum: { ...figures.at(-1)!, value: String(value) }, figures: figures.map((a) => a.value) };
  }
  return null;
}

/**
 * "Receipt: 2 cartons tissue @ 4,850, 1 carton liquid soap 7,200, total 16,900", "₦6,300 - 3
 * biro packs at 1,100 and a ream of paper 3,000": a total said, before or after the things
 * it paid for, each at its price (and count). The total, when the things come to it to the
 * cent; else null, and the sums are read as they stand.
 */
function itemsTotalled(text: string, amounts: FoundAmount[]) {
  const money = amounts.filter((a) => writtenAsMoney(text, a));
  const cents = (value: string) => Math.round(Number(value) * 100);
  for (const total of money) {
    const before = text.slice(0, total.start);
    const after = text.slice(total.end);
    const said =
      /(?:\btotal(?:\s+(?:of|is|was|paid|came\s+to))?|\bcame\s+to|\bcomes\s+to|\bin\s+all|=)[^\S\n]*:?[^\S\n]*$/i.test(
        before,
      ) ||
      /^[^\S\n]*(?:total|in\s+total|altogether|all\s+together|in\s+all)\b/i.test(after) ||
      (total === money[0] && !/\d/.test(before) && /^[^\S\n]*(?:[-–—:][^\S\n]|\()/.test(after));
    if (!said) continue;
    const items = findLineItems(text.slice(0, total.start) + " ".repeat(total.end - total.start) + after);
    const sum = items.reduce((s, i) => s + cents(i.quantity) * cents(i.unit_price), 0) / 100;
    if (items.length >= 2 && Math.round(sum) === cents(total.value))
      return { sum: total, figures: [...items.flatMap((i) => [i.quantity, i.unit_price]), total.value] };
  }
  return null;
}

/**
 * "Flight to PH for the 2 of us, 98,500 each", "taxi 4,700 each way": a price each, of a
 * count said as people ("the 2 of us", "both of them") or as the two ways of a trip, is
 * paid that many times. The product, with the price and count it was worked from.
 */
const HEADS = /\b(?:the\s+)?(\d{1,3}|two|three|four|five|six|both)\s+of\s+(?:us|them)\b/i;
const WORD_COUNTS: Record<string, number> = { two: 2, both: 2, three: 3, four: 4, five: 5, six: 6 };
function eachOfCount(text: string, amounts: FoundAmount[]) {
  const money = amounts.filter((a) => writtenAsMoney(text, a));
  const [price] = money;
  if (money.length !== 1) return null;
  const after = text.slice(price!.end);
  const heads = HEADS.exec(text);
  const count =
    heads && /^[^\S\n]*(?:each|per\s+(?:head|person|pax)|a\s+head)\b/i.test(after)
      ? (WORD_COUNTS[heads[1]!.toLowerCase()] ?? Number(heads[1]))
      : /^[^\S\n]*each\s+way\b/i.test(after)
        ? 2
        : null;
  if (!count || count < 2) return null;
  return {
    sum: { ...price!, value: multiplyDecimals(price!.value, String(count)) },
    figures: [price!.value, String(count)],
  };
}

/**
 * "from petty cash book, enter only the 14/3 line" above a list of dated lines: the one line
 * of that day is the record, the others are blanked (same length), their words and sums no
 * part of it. With the words of the line kept, to say what it was for. Unchanged when no
 * line, or more than one, is of that day.
 */
function onlyLineMeant(text: string, today: string): { text: string; line: string | null } {
  // (Dates are read only where a line is picked out: chrono is the costly part of a reading.)
  if (!/\b(?:only|just)\b/i.test(text) || !text.includes("\n")) return { text, line: null };
  const dates = findDates(text, today);
  const chosen = dates.find(
    (d) =>
      /\b(?:only|just)\s+(?:(?:enter|record|post|book|add|take)\s+)?(?:the\s+)?(?:(?:line|row|entry)\s+(?:dated|for|of|on)\s+)?$/i.test(
        text.slice(0, d.start),
      ) && /^(?:['’]s)?[^\S\n]*(?:(?:line|row|entry|item|one)\b|$|[,.;\n])/i.test(text.slice(d.end)),
  );
  if (!chosen) return { text, line: null };
  let at = 0;
  const lines = text.split("\n").map((line) => {
    const start = at;
    at += line.length + 1;
    const own = dates.filter((d) => d.start >= start && d.end <= start + line.length);
    const priced = findAmounts(line).some((a) => writtenAsMoney(line, a));
    return {
      line,
      dated: own.length > 0 && priced && !own.includes(chosen),
      of: own.some((d) => d !== chosen && d.value === chosen.value),
    };
  });
  const kept = lines.filter((l) => l.dated && l.of);
  if (kept.length !== 1) return { text, line: null };
  return {
    text: lines.map((l) => (l.dated && !l.of ? " ".repeat(l.line.length) : l.line)).join("\n"),
    line: kept[0]!.line,
  };
}

/** Words after a sum that make it what things cost together: "2 chairs at 45k total". */
const TOGETHER = /^\s*(?:total|in\s+total|altogether|all\s+together|in\s+all|for\s+(?:all|both|the\s+lot))\b/i;

/** Where a price ends with the words that make it a price each ("45k each", "55k per night"). */
const withEach = (text: string, end: number) =>
  end +
  (/^[^\S\n]*(?:each|ea\b\.?|apiece|per[^\S\n]+[\w-]+|an?[^\S\n]+(?:night|day|week|month|year|hour)\b|\/[^\S\n]*[\w-]+)/i.exec(
    text.slice(end),
  )?.[0].length ?? 0);

function cashFromText(kind: "expense" | "income", pasted: string, source: ExtractionSource): Extraction<CashDraft> {
  // (A chat thread's messages dated by their stamps: grammar/chat.ts.)
  const chat = chatAsMessages(pasted, source.today);
  const only = onlyLineMeant(chat, source.today);
  const written = only.text;
  const postedTo = POSTED_TO.exec(written)?.[1] ?? null;
  const text = receiptTotal(
    // ("from new customer Adaeze Obi": that the payer is new names no one.)
    countsMultiplied(written.replace(NEW_PARTY, ""))
      .replace(POSTED_TO, (m) => " ".repeat(m.length))
      // ("Units: 118.6 kWh" on a prepaid receipt, a parcel's "Weight: 0.5 kg": what the money
      // bought or its size, counted at no price.)
      // (Unless the line prices it: "50 kg of beans at 2,250/kg".)
      .replace(/\b\d[\d,]*(?:\.\d+)?[^\S\n]*(?:kwh|kgs?|g|grams?|lbs?|ml|cl)\b(?![^\n]*(?:@|\bat\b|\bx\b|×))/gi, (m) =>
        " ".repeat(m.length),
      )
      .replace(ACCOUNT_BALANCE, (m) => " ".repeat(m.length))
      .replace(COURTESY_LINE, (m) => " ".repeat(m.length)),
  );
  const problems: FieldError[] = [];
  const dates = findDates(text, source.today);
  // (A percentage is a rate, never the sum: "VAT 7.5%" on a receipt.)
  // (Nor an exchange rate: "book at 1,549" beside "Amt USD 1,250.00".)
  const unrated = withoutRates(text);
  const amounts = findAmounts(text).filter(
    (a) =>
      !a.value.startsWith("-") &&
      unrated[a.start] === text[a.start] &&
      // ("ORDER #4471", "Receipt no. 0932": a number a paper is known by, no sum; "paid
      // invoice 25,000" is one, and so is "#5,000", the naira as a keyboard without ₦ writes it.)
      !/\b(?:order|receipt|invoice|inv|ref|txn|transaction|ticket|folio)[^\S\n]*(?:no\.?|number|#)[^\S\n]*:?[^\S\n]*$/i.test(
        text.slice(0, a.start),
      ) &&
      !dates.some((d) => a.start >= d.start && a.start < d.end) &&
      !/^\s*%/.test(text.slice(a.end)),
  );
  // "3 taxi rides at 2,500 each", "4 reams @ 4,500": the amount is the count times the
  // price, the count wherever the sentence puts it ("Generator diesel 120 litres x 1,150").
  // ("45,000 for 3 cakes" and "2 laptops for 900,000" are what they cost together: a
  // price before its count, or after "for", is a total unless it says "each" or "per".)
  const isCounted = (i: FoundLineItem) =>
    i.quantity !== "1" &&
    amounts.some(
      (a) =>
        a.value === i.unit_price &&
        // ("3 rooms for 2 nights at 192,000 total": what they cost together.)
        !TOGETHER.test(text.slice(a.end)) &&
        (/^\s*(?:each|ea\b|apiece|per\b|a\s|\/)/i.test(text.slice(a.end)) ||
          // (A price the count's word leads to: "120 litres x 1,150", "3 rides at 2,500"; a
          // sum after a comma or "for" is the total: "sold 3 bags of rice, 234k cash".)
          (/(?:@|\bat|\bx|×|\beach|\bcosting|\bpriced\s+at)\s*(?:[₦$€£]|ngn|usd|gbp|eur|n(?=\d))?\s*$/i.test(
            text.slice(0, a.start),
          ) &&
            text
              .slice(0, a.start)
              .search(new RegExp(String.raw`(?<![\d,.])${i.quantity.replace(".", "\\.")}(?![\d,.])`)) >= 0)),
    );
  // A count is a bare number before what it counts ("₦65,000 to Kano Grains for 2 bags"
  // counts 2, not 65,000); not a number inside a word ("A4 paper") or a date ("On 14 Nov").
  const counts = [
    ...text.matchAll(
      /(?<![\p{L}\d.,₦$€£])\d[\d,]*(?:\.\d+)?(?=\s+(?!(?:to|from|for|into|on|in|at|by|via|with|naira|dollars?|pounds?|euros?|usd|ngn|gbp|eur|ghs|kes|zar|cad)\b)\p{L})/giu,
    ),
  ].filter((m) => !dates.some((d) => m.index >= d.start && m.index < d.end));
  // ("Bolanle Stores transferred 96,000 to Zenith for 40 packs (2,400 each)": a sum of money
  // that counts nothing is no count.)
  const countsNothing = (i: FoundLineItem) =>
    amounts.some(
      (a) =>
        a.value === i.quantity &&
        writtenAsMoney(text, a) &&
        !counts.some((m) => m.index === a.start || m.index === a.start + (text[a.start] === "N" ? 1 : 0)),
    );
  const counted =
    findLineItems(text).find((i) => isCounted(i) && !countsNothing(i)) ??
    counts
      .map((m) => {
        // From the count to the end of the price after it.
        const price = amounts.find((a) => a.start > m.index);
        return price && findLineItems(text.slice(m.index, withEach(text, price.end))).find(isCounted);
      })
      .find(Boolean) ??
    // ("NIP charges x3 @ 53.75 on zenith", "toner ×2 at 41,000 paid cash": a count written
    // after what it counts, read from the start of its clause to the price.)
    [...text.matchAll(/(?<![\p{L}\d])[x×][^\S\n]?\d+(?=[^\S\n]*(?:@|\bat\b))/giu)]
      .map((m) => {
        const price = amounts.find((a) => a.start > m.index);
        const from = text.slice(0, m.index).search(/[^,;:\n]*$/);
        return price && findLineItems(text.slice(from, withEach(text, price.end))).find(isCounted);
      })
      .find(Boolean);
  // Several counted items, each at its price ("14 loaves @ 1,200 and 6 cakes @ 3,500"): the
  // sum paid or received is what they come to together.
  const several = findLineItems(text).filter(isCounted);
  // ("Bought 3 reams of paper at 4,800 each and a box of pens for 2,600": things of one
  // kind bought at once, each at its price, every sum one of theirs: paid together.)
  const listed = findLineItems(text);
  const kinds = new Set(listed.map((i) => lexiconAccount(kind, i.description) ?? null));
  const money = amounts.filter((a) => writtenAsMoney(text, a));
  const allListed =
    listed.length > 1 &&
    kinds.size === 1 &&
    !kinds.has(null) &&
    money.length === listed.length &&
    money.every((a) => listed.some((i) => i.unit_price === a.value));
  const items =
    several.length > 1 && new Set(several.map((i) => i.unit_price)).size === several.length
      ? several
      : allListed
        ? listed
        : [];
  const priced = counted && amounts.find((a) => a.value === counted.unit_price);
  // Uncounted, the amount is the first that is no small count ("2 laptops for 900,000" cost 900,000).
  const parts = partsAddedUp(text, amounts, kind);
  const worked =
    itemsTotalled(text, amounts) ?? workedSum(text, amounts) ?? linesTotalled(text) ?? eachOfCount(text, amounts);
  const amount = worked
    ? worked.sum
    : parts
      ? { ...parts.first, value: parts.sum }
      : items.length
        ? {
            ...amounts.find((a) => a.value === items[0]!.unit_price)!,
            value: items.map((i) => multiplyDecimals(i.quantity, i.unit_price)).reduce((a, b) => addDecimals(a, b)),
          }
        : priced
          ? { ...priced, value: multiplyDecimals(counted.quantity, counted.unit_price) }
          : // ("Amt:NGN58,500.00" beside "Acct:101****671": the one written as money, if only one
            // is; a voucher's "Amount in words" says the same sum again.)
            ((new Set(amounts.filter((a) => writtenAsMoney(text, a)).map((a) => a.value)).size === 1
              ? amounts.find((a) => writtenAsMoney(text, a))
              : undefined) ??
            amounts.find((a) => !counts.some((m) => m.index === a.start && /^\d{1,3}$/.test(m[0]))) ??
            // (Never a count before "x": "2 x REFUEL MAX" on a receipt torn above its total.)
            amounts.find((a) => !/^\s*[x×]\s/i.test(text.slice(a.end))));
  // What it was for: "for fuel", or "spent 2,000 on coffee" (not "on 3 March", "on Friday",
  // "on the 14th").
  // What it was for: "for fuel"; "spent 2,000 on coffee" (not "on 3 March"); for income,
  // "from product sales" when what follows is not a name. Never an amount ("for $2,000").
  // ("Spent 25k on refreshments for the office": what it was spent on, not who it was for.)
  const phrases = [
    // ("paid us a commission of 27,500 … for sales we brokered": what the sum is called says it first.)
    // ("a total of 15,000 on printer toner": a word for any sum says nothing; nor does the
    // record's own kind: "Record an expense of 60,000 for office supplies".)
    ...text.matchAll(
      /\b(?:an?|the|our|their)\s+(?!(?:total|sum|balance|amount|figure|value|cost|price|payment|deposit|expense|expenditure|income|revenue|receipt|transaction|entry|outlay|spend|rate|exchange rate)\b)([a-z][a-z ]{2,30}?)\s+of\s+(?=[₦$£€]|ngn\s*\d|n\d|\d)/gi,
    ),
    ...text.matchAll(
      new RegExp(
        String.raw`\b(?:spent|spend)\b[^,.;]*?\bon\s+(?!${DATE_WORD})(?!the\s+\d{1,2}(?:st|nd|rd|th)\b)(?:the\s+)?(.+?)${STOP}`,
        "gi",
      ),
    ),
    ...text.matchAll(new RegExp(String.raw`\bfor\s+(?:the\s+)?(.+?)${STOP}`, "gi")),
    ...text.matchAll(
      new RegExp(
        String.raw`\b(?:paid|pay)\b[^,.;]*?\bon\s+(?!${DATE_WORD})(?!the\s+\d{1,2}(?:st|nd|rd|th)\b)(?:the\s+)?(.+?)${STOP}`,
        "gi",
      ),
    ),
    ...(kind === "income" ? text.matchAll(new RegExp(String.raw`\bfrom\s+(?:the\s+)?([a-z].+?)${STOP}`, "g")) : []),
    // ("desc: tea, sugar, milk for the office", "Details: consulting services": a form's label.)
    ...text.matchAll(/^[^\S\n]*(?:desc(?:ription)?|details|purpose|narration)[^\S\n]*:[^\S\n]*([^\n,;]+)/gim),
  ]
    .map((m) => m[1]!)
    // (Whom or where it was for is no account: "milk for the office", "water for customers".)
    .filter(
      (p) =>
        !/^(?:the\s+|our\s+|my\s+)?(?:office|shop|store|staff|team|customers?|clients?|visitors?|guests?|house|home|business|company|site|warehouse|branch|boss|workers?)$/i.test(
          p.trim(),
        ),
    );
  // Nor a period ("rent for December"): the words around it then say what it was for.
  const isPeriod = (p: string) =>
    /^(?:(?:the\s+)?month\s+of\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?:\s+\d{4})?$|^(?:this|last|next|the)\s+(?:month|week|year|quarter)$/i.test(
      p.trim(),
    );
  // "… for sales of empty cartons as scrap": what it is booked as, when those words name
  // an account of the lexicon, says it over what was sold.
  const bookedAs = [...text.matchAll(new RegExp(String.raw`\bas\s+(?:an?\s+|one\s+)?([a-z][a-z ]*?)${STOP}`, "gi"))]
    .map((m) => m[1]!)
    .find((p) => lexiconAccount(kind, p));
  // (The one line meant, "14/3  Printer ink (HP 652) ..... 11,500": what its words name.)
  const lineAccount = only.line ? lexiconAccount(kind, only.line.replace(/[\d,.]+/g, " ")) : undefined;
  const account =
    postedTo ??
    bookedAs ??
    lineAccount ??
    // ("the receipt of the sum of ₦250,000.00": a word for any sum names no account.)
    phrases.find(
      (p) => findAmounts(p).length === 0 && /[a-z]/i.test(p) && !isPeriod(p) && !/\b(?:sum|amount)\b/i.test(p),
    ) ??
    null;
  const category = kind === "expense" ? paidFrom(text) : receivedInto(text);
  // (Typed all in lower case, "we received ₦1.75m frm lekki gardens estate for …": the words after "from".)
  const lowerName = String.raw`([a-z][\w&'.-]*(?:[^\S\n]+(?!(?:for|into|to|in|on|via|by|at|with)\b)[a-z][\w&'.-]*){0,3})`;
  const lowerCase = !/[A-Z]/.test(text);
  // (A payee's words start with a letter: "Gave Tunde 8k …" names Tunde, not "Tunde 8k";
  // "Paid USD 50 …" names a currency, no payee.)
  const payee = `(?![A-Z]{3}\\s*\\d)${NAME.replace("[A-Z0-9]", "[A-Z]").replace("[A-Z0-9&]", "[A-Z&]")}`;
  const read =
    kind === "income"
      ? // (A payer's name starts with a letter: "payment from 2026-03-13" names a day.)
        (new RegExp(String.raw`\b${ci("from")}(?:\s*:)?\s+${payee}`).exec(text)?.[1] ??
        (lowerCase
          ? (new RegExp(String.raw`\b(?:from|frm)\s+${lowerName}(?=\s+(?:for|into|to|in|on|via|by)\b|[,.;]|$)`).exec(
              text,
            )?.[1] ?? null)
          : null))
      : // ("Paid Oando Energy Depot Ltd ₦540,000 for …", "Gave Musa 15k to fuel the van";
        // not where a trip went: "Bus ticket to Ibadan 9,500", "Transport to Ibadan 8,500".)
        (new RegExp(
          String.raw`\b(?:${ci("paid")}|${ci("gave")}|(?<!\b(?:${ci(TRIP_WORDS)})\s+)${ci("to")})\s+${payee}(?!\w)\s*(?:[—–-]\s*)?(?:for\b|\d|[₦$£€]|(?:ngn|usd|gbp|eur)\s*\d|n(?=\d))`,
          "",
        ).exec(text)?.[1] ??
        // ("Water bill ₦12,600 paid to Lagos Water Corporation by Access transfer", "paid to
        // Ikeja Electric from Zenith": whom it was paid to, before how or from where.)
        new RegExp(
          String.raw`\b${ci("paid")}\s+to\s+${payee}(?!\w)(?=\s*(?:[,.;]|$|(?:by|via|through|from|with|using|out\s+of)\b))`,
        ).exec(text)?.[1] ??
        // ("… handled by Tolu Adeyemi Chambers, paid them N75,000": who "them" is, named before it.)
        [
          ...text.matchAll(
            new RegExp(String.raw`\b(?:by|from|with|to|at)\s+${payee}(?=[^.]*\bpaid\s+(?:them|him|her)\b)`, "g"),
          ),
        ].at(-1)?.[1] ??
        // (Typed all in lower case, "gave musa 8k for transport", "sent tunde 5k": whom it was
        // handed to, before the sum; never a pronoun, a kind of person or how it was paid:
        // "gave him 5k", "gave the driver 2k", "gave cash 5k". "paid rent 50k" names no one,
        // so only giving and sending.)
        (lowerCase ? handedTo(text) : undefined) ??
        // ("… -- vendor was globex", "merchant: SHOPRITE LEKKI", "payee: Tunde Plumbing")
        /\b(?:vendor|supplier|payee|merchant|paid\s+to)\s*(?:was|is|:|=|-)\s*([a-z][\w&'.-]*(?:[^\S\n]+(?!(?:via|by|through|on|today|yesterday|from|for|with|in|at|and|paid|cash)\b)[a-z][\w&'.-]*){0,4})/i.exec(
          text,
        )?.[1] ??
        null);
  // (A bank the money left is no payee: "paid Zenith 11/03/26".)
  const payeeRead =
    read &&
    kind === "expense" &&
    knownBankIn(read) !== null &&
    /^[a-z&'-]+(?:[^\S\n]+(?:bank|plc|current|savings|account|acct|dom))*$/i.test(read.trim())
      ? null
      : read;
  // The business's own contact, where the reading found no party or part of its name.
  const known = source.knownContact && knownContactIn(text, source.knownContact);
  const contact = known && (!payeeRead || sharesAWord(payeeRead, known.name)) ? known.name : payeeRead;
  if (!amount) problems.push({ field: "amount", message: "The amount was not found" });
  problems.push(...unheld(text, null));
  // Money besides the amount ("outstanding arrears now 15,000", "they still owe 50k") has no field.
  // (A refused discount already names its amounts.)
  // "Paid 250$ for Canva Pro from GTB dom at 1,575": after an amount in a named currency,
  // a bare "at <number>" is its exchange rate.
  // (Read from the prompt as written: a pasted receipt's lines, the rate's among them, were
  // blanked of their numbers.)
  const statedRate = rateOf(written);
  const atRate = amount?.currency && !statedRate ? bareRate(text.slice(amount.start)) : null;
  const exchangeRate = statedRate ?? atRate?.rate ?? null;
  if (amount && !problems.some((p) => p.field === "discount")) {
    const rest = withoutRates(text);
    const restDates = findDates(rest, source.today);
    const placed = new Set([
      amount.value,
      counted?.quantity,
      counted?.unit_price,
      ...items.flatMap((i) => [i.quantity, i.unit_price]),
      ...(parts?.values ?? []),
      ...(worked?.figures ?? []),
      exchangeRate ?? undefined,
      taxRateOf(text) ?? undefined,
    ]);
    // ("₦53,750 (incl. VAT ₦3,750)": the VAT the amount holds, said as a sum, at the rate.)
    const rate = Number(taxRateOf(text) ?? source.standardTaxRate ?? 0);
    const cents = Math.round(Number(amount.value) * 100);
    const vatInside = rate > 0 ? String(Math.round((cents * rate) / (100 + rate)) / 100) : null;
    const saidAsVat = (a: FoundAmount) =>
      a.value === vatInside && /\b(?:vat|tax)\b[^\S\n]*(?:of|:|=)?[^\S\n]*$/i.test(rest.slice(0, a.start));
    // (A zero is no sum to place: a form's "Tax: 0.00".)
    // ("paid 1,500 for diesel and 200 for lunch": a bare sum said for something is money too;
    // so is one listed after others: "… and 200 for 2 people", "bread 1500 and water 2500".)
    // (Never a number a thing is known by: "and card ending 4471", "& ref 778812".)
    const listedAfter = (a: FoundAmount) =>
      /(?:\band|&|\bplus|\+)[^\S\n]*(?:[a-z'’]+[^\S\n]+){0,3}$/i.test(rest.slice(0, a.start)) &&
      !/\b(?:ref|no|number|acct|account|card|ending|in|phone|tel|id|code|pin|receipt|invoice|inv|cheque|chq|check|order|ticket|room|plot|house|block|flat|suite|box)\.?[^\S\n]*$/i.test(
        rest.slice(0, a.start),
      ) &&
      /^(?:[^\S\n]+for\b|[^\S\n]*(?:[,.;!]|\n|$)|[^\S\n]+(?:today|yesterday|cash|on|from|via|by|paid)\b)/i.test(
        rest.slice(a.end),
      );
    const saidAsSum = (a: FoundAmount) =>
      /^\d{2,}$/.test(a.value) &&
      (/^[^\S\n]+for[^\S\n]+(?!\d)/i.test(rest.slice(a.end)) || (/^\d{3,6}$/.test(a.value) && listedAfter(a)));
    for (const a of findAmounts(rest))
      if (
        (writtenAsMoney(rest, a) || saidAsSum(a)) &&
        Number(a.value) !== 0 &&
        !saidAsVat(a) &&
        !placed.has(a.value.replace(/^-/, "")) &&
        !restDates.some((d) => a.start >= d.start && a.start < d.end)
      )
        problems.push({
          field: "prompt",
          message: `"${rest.slice(a.start, a.end).trim()}" is not understood: an ${kind} has one amount; record the rest separately`,
        });
  }
  // VAT the sum holds ("incl. 7.5% VAT", "VAT inclusive"), or added on top of it ("plus
  // 7.5% VAT": what moved is the sum and its VAT); named without a rate, the country's.
  const statedTax = taxRateOf(text);
  // ("zenith took 1,075 as COT + vat": what a bank took from the account is the sum moved,
  // its VAT inside it, whatever the words say it is made of.)
  const bankTook = kind === "expense" && (bankTookFrom(text) || BANK_ALERT.test(text));
  const addedTax =
    !bankTook &&
    (UNRATED_TAX.test(text) ||
      /(?:\+|\bplus\b|\bexcl(?:usive|uding)?\.?(?:\s+of)?)[^\S\n]*\d+(?:\.\d+)?\s*%\s*(?:vat|tax|gst)\b|\b(?:vat|tax|gst)\s*(?:of|at|@)?\s*\d+(?:\.\d+)?\s*%\s*(?:extra|on\s+top|exclusive)\b/i.test(
        text,
      ));
  const namedTax =
    statedTax !== null ||
    addedTax ||
    (bankTook && /\b(?:vat|tax)\b/i.test(text)) ||
    new RegExp(INCLUSIVE.source, "i").test(text);
  // ("₦1,250 + ₦93.75 VAT": the VAT is inside the sum, at the rate it comes to.)
  const partTax =
    parts?.vatRate && source.standardTaxRate && Math.abs(parts.vatRate - Number(source.standardTaxRate)) < 0.05
      ? source.standardTaxRate
      : null;
  // ("₦1,000 + ₦50 VAT": VAT that is not the country's rate of the rest is asked for.)
  if (parts?.vatRate && !partTax)
    problems.push({
      field: "tax_rate",
      message: `The VAT part is ${parts.vatRate.toFixed(2)}% of the rest, not the standard rate; state the rate, e.g. "incl. 7.5% VAT"`,
    });
  const taxRate = statedTax ?? (namedTax ? (source.standardTaxRate ?? null) : partTax);
  if (namedTax && taxRate === null)
    problems.push({ field: "tax_rate", message: 'VAT is named without its rate; write it, e.g. "incl. 7.5% VAT"' });
  // ("the next service is due on 18 June 2026", "the next instalment is expected on 30
  // March"): a later date said of something to come is no date of this one; refused, quoted.
  const ahead = dates.filter(
    (d) =>
      d.value > source.today &&
      /\b(?:next|due|expected|will|upcoming|coming|renew(?:s|al)?)\b[^.\n]{0,30}$/i.test(
        text.slice(Math.max(0, d.start - 40), d.start),
      ),
  );
  for (const d of ahead)
    problems.push({
      field: "prompt",
      message: `"${text.slice(d.start, d.end).trim()}" is not understood: an ${kind} has one date, the day the money moved; leave later dates out`,
    });
  // ("for the goods delivered on 2 March", "the job we finished on 6 March"): the day of
  // the goods or the work is not the money's; the money's is the first other one, else today.
  // (Nor the day of the paper the money settles: "for the invoice dated 2 march", "their bill
  // of 2 March"; a receipt's date is the money's.)
  const ofTheWork = dates.filter((d) =>
    /\b(?:delivered|supplied|finished|completed|done|fitted|installed|performed|rendered|held|carried\s+out)\s+(?:on\s+)?$|\b(?:invoice|inv|bill|quote|quotation|proforma|order)\s+(?:(?:no\.?|#)\s*[\w/-]+\s+)?(?:dated|of|from)\s+$/i.test(
      text.slice(Math.max(0, d.start - 30), d.start),
    ),
  );
  const moneyDate = dates.find((d) => !ahead.includes(d) && !ofTheWork.includes(d));
  // ("Received 150k on 13 March for the tiling job we finished on 6 March"): another day
  // than the money's has no field either; refused, quoted, never dropped.
  for (const d of dates.filter((d) => d.value !== moneyDate?.value && !ahead.includes(d)))
    problems.push({
      field: "prompt",
      message: `"${text.slice(d.start, d.end).trim()}" is not understood: an ${kind} has one date, the day the money moved; leave other dates out`,
    });
  if (problems.length) return { records: [], problems };
  // ("loaders wages 8k …, cash, saturday": money that has moved, on the last Saturday.)
  const moneyDay =
    moneyDate && pastWeekdayMeant(text.slice(moneyDate.start, moneyDate.end), moneyDate.value, source.today);
  return {
    records: [
      {
        amount:
          addedTax && taxRate ? withTax(amount!.value, taxRate, amount!.currency ?? currencyOf(text)) : amount!.value,
        currency: amount!.currency ?? currencyOf(text),
        exchange_rate: exchangeRate,
        tax_rate: taxRate,
        tax_code: null,
        date: moneyDay ?? null,
        account: account?.trim() || null,
        category: category?.trim() || null,
        // "Paid USD 50 for ..." names an amount, not a supplier.
        contact: contact && !/^\d/.test(contact) && findAmounts(contact).length === 0 ? contact.trim() : null,
        narration: source.prompt.trim().slice(0, 500),
      },
    ],
    problems: [],
  };
}

const documentInstructions = (party: string) =>
  `Extract the ${party} (contact, as written), date and due_date (YYYY-MM-DD or null), terms_days (payment terms in days or null), currency (ISO code or null), exchange_rate (or null) and record_items: each {description, quantity, unit_price (decimal strings), account (an account name if stated, else null), tax_rate (percent or null), discount (this item's own discount: {percent} or {amount} as decimal strings, or null)}, and discount (a discount on the whole document, {percent} or {amount}, or null). Prices are before any discount. payments: money the text says was already paid on it, each {amount (decimal string, or null), percent (its share of the total when only that is said: "half" is "50"; else null), category (the bank or cash account as written, or null), date (YYYY-MM-DD or null), exchange_rate (null)}; [] when none.`;

const cashInstructions =
  "Extract amount (decimal string: what was paid or received, tax included), currency, exchange_rate, tax_rate (the VAT percent the amount holds, or null), date (YYYY-MM-DD or null), account (what it was for, as an account name, or null if not stated), category (the bank or cash account used, as written, or null if not stated), contact (or null) and narration.";

/** A file of the document's lines (csv, xlsx): its items, with the prompt for the party, dates and terms. */
function documentFromTable(kind: "invoice" | "bill", rows: string[][], source: ExtractionSource) {
  const items = itemTableAsProse(rows);
  return items ? documentFromText(kind, spelledRight(`${source.prompt}\n${items}`), source) : null;
}

/** The labels of a form's item fields said on one line ("item: CCTV installation; qty 1; price 385,000"). */
const FIELD_LABELS = [
  /^(item|product|service|description|goods)\s*[:=-]?\s+(?=\S)/i,
  /^(qty|quantity|units)\s*[:=-]?\s*(?=\d)/i,
  /^((?:unit\s+)?price|rate)\s*[:=-]?\s*(?=[₦$£€\d]|ngn|usd|gbp|eur)/i,
];

/**
 * "create invoice: customer Chinedu Okafor; item: CCTV installation; qty 1; price 385,000;
 * terms net 7": a form's fields keyed on one line, apart by semicolons or bars, are its
 * lines, each label with its colon, for formAsProse to read as the item a sentence says.
 * Only a line that labels the thing, its count (or counts it in the thing's field) and its price.
 */
function fieldsAsLines(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const parts = line.split(/[^\S\n]*[;|][^\S\n]*/);
      // ("item: 2 air conditioners (1.5HP); unit price 376,250": the count may lead the thing.)
      const [item, qty, price] = FIELD_LABELS.map((label) => parts.find((p) => label.test(p)));
      const counted = item !== undefined && /^\d/.test(item.slice(FIELD_LABELS[0]!.exec(item)![0].length));
      if (parts.length < 3 || !item || !price || !(qty || counted)) return line;
      return parts
        .map((p) => {
          const label = FIELD_LABELS.map((l) => l.exec(p)).find(Boolean);
          const value = label ? p.slice(label[0].length) : p;
          const count = p === item && !qty ? /^(\d+(?:\.\d+)?)\s*(?:x\s*)?(?=[a-z])/i.exec(value) : null;
          if (count) return `${label![1]}: ${value.slice(count[0].length)}\nqty: ${count[1]}`;
          return label ? `${label[1]}: ${value}` : p;
        })
        .join("\n");
    })
    .join("\n");
}

/** A document's text with its pasted table, and its pasted lines' totals, read as items. */
const pastedLinesRead = (kind: "invoice" | "bill", text: string) =>
  lineTotalsDropped(
    formAsProse(
      exportedFormAsSaid(
        kind,
        paymentLinesAsSaid(
          itemLinesAsSaid(tablesAsProse(numberedLinesAsSaid(nilRowsDropped(fieldsAsLines(spelledRight(text)))))),
        ),
      ),
    ),
  );

/**
 * On a supplier's invoice the lines "Bill to:", "To:", "Ship to:", "Customer:" address the
 * business itself: no party and no item (blanked, same length), up to a label set apart
 * on the same line ("Invoice to: Ota Ventures Ltd      Invoice date: 06/03/2026").
 */
const withoutAddressee = (text: string) =>
  text.replace(
    /^[^\S\n]*(?:(?:(?:bill(?:ed)?|ship(?:ped)?|deliver(?:ed)?|sold|invoice[ds]?)[^\S\n]+)?to|customer|client)[^\S\n]*:.*?(?=[^\S\n]{2,}[A-Za-z][^:\n]{0,30}:|[,;][^\S\n]*(?:terms|net|due|payable|pay)\b|$)/gim,
    (line) => " ".repeat(line.length),
  );

export const invoiceSpec: ResourceSpec<DocumentDraft> = {
  noun: "invoice",
  usesContacts: true,
  draftSchema: documentDraftSchema,
  instructions: `Extract sales invoices. ${documentInstructions("customer")}`,
  fromText: (text, source) =>
    documentFromText("invoice", pastedLinesRead("invoice", chatAsSaid(text, source.today)), source),
  fromTable: (rows, source) => documentFromTable("invoice", rows, source),
};

export const billSpec: ResourceSpec<DocumentDraft> = {
  noun: "bill",
  usesContacts: true,
  draftSchema: documentDraftSchema,
  instructions: `Extract supplier bills. ${documentInstructions("supplier")}`,
  fromText: (text, source) =>
    documentFromText(
      "bill",
      pastedLinesRead("bill", scannedBillAsSaid(withoutAddressee(chatAsSaid(text, source.today)))),
      source,
    ),
  fromTable: (rows, source) => documentFromTable("bill", rows, source),
};

/**
 * A credit reads as the document it is against, once its own words are put in that
 * document's: "Credit note for Acme Ltd: 2 chairs returned …" as "invoice Acme Ltd: …",
 * "Supplier credit from Globex for …" and "Globex sent a credit note for …" as a bill.
 */
const asDocumentOf = (kind: "invoice" | "bill", text: string) =>
  kind === "invoice"
    ? text.replace(/\b(?:(?:a|an|the)\s+)?(?:customer\s+)?credit(?:\s+(?:note|memo))?(?:\s+(?:to|for)\b)?/gi, "invoice")
    : text.replace(
        /\b(?:(?:a|an|the)\s+)?(?:(?:supplier|vendor)\s+credit(?:\s+(?:note|memo))?|credit\s+(?:note|memo)|debit\s+note)\b/gi,
        "bill",
      );

export const creditNoteSpec: ResourceSpec<DocumentDraft> = {
  noun: "credit note",
  usesContacts: true,
  draftSchema: documentDraftSchema,
  instructions: `Extract credit notes issued to customers (returns, allowances, corrections of invoices). ${documentInstructions("customer")} A credit note has no due date or terms: leave them null.`,
  fromText: (text, source) => invoiceSpec.fromText(asDocumentOf("invoice", text), source),
  fromTable: (rows, source) =>
    documentFromTable("invoice", rows, { ...source, prompt: asDocumentOf("invoice", source.prompt) }),
};

export const supplierCreditSpec: ResourceSpec<DocumentDraft> = {
  noun: "supplier credit",
  usesContacts: true,
  draftSchema: documentDraftSchema,
  instructions: `Extract credits received from suppliers (credit notes for returns, allowances, billing corrections). ${documentInstructions("supplier")} A supplier credit has no due date or terms: leave them null.`,
  fromText: (text, source) => billSpec.fromText(asDocumentOf("bill", text), source),
  fromTable: (rows, source) =>
    documentFromTable("bill", rows, { ...source, prompt: asDocumentOf("bill", source.prompt) }),
};

export const expenseSpec: ResourceSpec<CashDraft> = {
  noun: "expense",
  usesContacts: true,
  draftSchema: cashDraftSchema,
  instructions: `Extract expenses paid at once. ${cashInstructions}`,
  fromText: (text, source) => cashFromText("expense", spelledRight(text), source),
  fromTable: () => null,
};

export const incomeSpec: ResourceSpec<CashDraft> = {
  noun: "income",
  usesContacts: true,
  draftSchema: cashDraftSchema,
  instructions: `Extract income received at once. ${cashInstructions}`,
  fromText: (text, source) => cashFromText("income", spelledRight(text), source),
  fromTable: () => null,
};
