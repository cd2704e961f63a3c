// Discounts as people write them: "less 5% trade discount", "10% off", "give them 5%
// discount", "discount of 5,000", "less ₦5,000", "10k off the chairs". Each phrase becomes
// a marker (no digits, so no reader takes it for an amount) that the item reader keeps
// with the item it stands beside; what it is worth stays here.
import { findAmounts } from "./amounts";

/** What a discount phrase says: a percentage or an amount (exact decimals), and whom it is for. */
export interface FoundDiscount {
  percent?: string;
  amount?: string;
  currency?: string | null;
  /** The words after "on"/"off"/"for" ("off the chairs"): the item it is for, when one matches. */
  target: string | null;
  /** Said of the whole document ("trade discount", "on the invoice", "overall"). */
  whole: boolean;
  /** Offered on a condition ("if paid within 10 days"): not taken off the document. */
  conditional: boolean;
  written: string;
  start: number;
  end: number;
}

// (A comma after the sum ends it: "less sibling discount ₦25,000, uniform 18,500".)
const PERCENT = String.raw`(?<percent>\d+(?:\.\d+)?)\s*%`;
const MONEY = String.raw`(?<money>(?:[₦$£€]\s?|(?:ngn|usd|gbp|eur)\s?|n(?=\d))?\d[\d,]*(?<!,)(?:\.\d+)?(?!\d|[,.]\d|[\d.,]*\s*%)(?:\s?[km]\b)?(?:\s?(?:naira|ngn|usd|dollars?|pounds?|euros?)\b)?)`;
const VALUE = String.raw`(?:${PERCENT}|${MONEY})`;
/** What kind of discount, when said: most of these are given on the whole document ("less sibling discount ₦25,000" at a school). */
const KIND = String.raw`(?:(?<kind>trade|cash|early[- ]payment|prompt[- ]payment|volume|bulk|loyalty|customer|special|festive|promo(?:tional)?|seasonal|settlement|overall|total|invoice|goodwill|courtesy|introductory|discretionary|one[- ]off|staff|referral|negotiated|agreed|sibling|family|student|member|corporate|group|early[- ]bird)\s+)?`;
/** Not a discount: a tax withheld, a deposit, a share of something else (on the same line: "5%\nVAT 7.5%" is a discount). */
const NOT_DISCOUNT = String.raw`(?![^\S\n]*(?:wht|withholding|vat|tax|gst|deposit|retention|advance|commission|interest|upfront|down)\b)`;
// (Never a word that joins the next item or clause: "… on the printers and 2 cartons …".)
const WORD = String.raw`(?!(?:and|plus|with|since|because|as|at|for|but|to|in|due|net|dated|payable)\b)[a-z][a-z-]*`;
const AIMED = String.raw`(?:the\s+|all\s+(?:the\s+)?|each\s+|every\s+)?(?<target>${WORD}(?:\s+${WORD}){0,2})`;
const TARGET = String.raw`(?:\s+(?:on|off|for)\s+${AIMED})?`;
/** After "off", the item may follow at once ("10% off the posters"). */
const TARGET_AFTER_OFF = String.raw`(?:\s+(?:(?:on|for)\s+)?${AIMED})?`;
/** "knock off 50k as a discount": the phrase says what it is after the value. */
const AS_DISCOUNT = String.raw`(?:\s+as\s+(?:an?\s+|the\s+)?${KIND}(?:discount|rebate))?`;
/** "5% trade disc.": the short form, only after its value (a "brake disc" is a thing). */
const DISC = String.raw`disc(?![a-z])\.?`;
const GIVEN = String.raw`with|give\s+(?:them|him|her|the\s+\w+)|gave\s+(?:us|them|him|her)|allow(?:ing)?|apply(?:ing)?|offer(?:ing)?|at|after|including|incl\.?|plus`;

const PHRASES = [
  // "less 5% trade discount", "minus ₦5,000", "less 5%"
  new RegExp(
    String.raw`\b(?:less|minus)\s+(?:an?\s+|the\s+)?${VALUE}${NOT_DISCOUNT}(?:\s+${KIND}(?:discount|rebate|${DISC}))?${TARGET}`,
    "gi",
  ),
  // "discount of 5%" (before "X off", so "discount of 15,000 off the total" is one phrase), "trade discount 5%",
  // "discounted by 10,000", "discount: 5%", "Less trade discount   9,300.00", "Discount ..... (100,000)"
  // (a pasted document's row, "less" and the brackets of a deduction with it)
  new RegExp(
    String.raw`(?:\b(?:less|minus)\s*:?\s*(?:an?\s+|the\s+)?)?\b${KIND}(?:discount(?:ed)?|rebate)\s*(?:of|at|by|:|=|-|–)?\s*\(?${VALUE}\)?${NOT_DISCOUNT}${TARGET}`,
    "gi",
  ),
  // "5% discount", "they gave us a 3% trade discount", "a 5,000 discount on the chairs"
  // (never across a line: "@ N13,800\nTrade discount 5%" is a price, then the discount)
  new RegExp(
    String.raw`(?:\b(?:${GIVEN})\s+)?(?:an?\s+)?${VALUE}[^\S\n]*${KIND}(?:discount|rebate|${DISC})\b${TARGET}`,
    "gi",
  ),
  // ("… @1,450 - disc 5k - net 7", "…, disc. 10%, due 14d": in a note's fields the short
  // form stands before its value too; only as a field of its own, so "brake disc 5k" is a thing.)
  new RegExp(
    String.raw`(?<=^|[,;/|]\s*|\s[-–—]\s*)${DISC}\s*[:=-]?\s*${VALUE}${NOT_DISCOUNT}(?=\s*(?:$|[,;/|\n]|[-–—]\s))`,
    "gi",
  ),
  // "give them 10% off", "10k off", "10% off the posters", "took 5,000 off"
  new RegExp(
    String.raw`(?:\b(?:${GIVEN}|take|took|knock(?:ed)?)\s+)?(?:an?\s+)?${VALUE}[^\S\n]*off\b${AS_DISCOUNT}${TARGET_AFTER_OFF}`,
    "gi",
  ),
  // "they knocked off ₦25,000", "took off 5%"
  new RegExp(
    String.raw`\b(?:knock(?:ed|s)?|took|takes?|taking)\s+off\s+${VALUE}${NOT_DISCOUNT}${AS_DISCOUNT}${TARGET}`,
    "gi",
  ),
];

const CONDITION =
  /^\s*,?\s*(?:(?:only\s+)?(?:if|when|provided|as\s+long\s+as)\b|(?:for\s+)?payment\s+within\b|within\s+\d)/i;
const WHOLE_WORDS = /^(?:trade|overall|total|invoice|settlement|early[- ]payment|prompt[- ]payment|cash)$/i;
const WHOLE_TARGET =
  /^(?:whole|total|invoice|bill|order|lot|everything|them|him|her|it|this|that|being|their|his|our|a|an|the|regular|loyal|paying|prompt|early)\b/i;

export function findDiscounts(text: string): FoundDiscount[] {
  const found: FoundDiscount[] = [];
  for (const pattern of PHRASES) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      const { percent, money, kind, target } = m.groups ?? {};
      const after = text.slice(end);
      // "less 50k part payment received", "less 2,000 bank charges": money taken off that
      // is not said to be a discount is something else (refused by the caller, not booked).
      if (!percent && pattern === PHRASES[0] && !/discount|rebate/i.test(m[0]) && !/^\s*(?:[,.;\n)]|$)/.test(after))
        continue;
      // "10 discount cards at 2,000": a bare number before "discount" is a count.
      if (!percent && /^(?:an?\s+)?\d[\d]*(?:\s|$)/i.test(m[0]) && !/[,km]/i.test(money ?? "")) continue;
      let amount: { value: string; currency: string | null } | undefined;
      if (!percent) {
        const a = findAmounts(money ?? "")[0];
        if (!a || a.value.startsWith("-") || Number(a.value) <= 0) continue;
        amount = a;
      } else if (!(Number(percent) > 0 && Number(percent) <= 100)) continue;
      const aimed = target && !WHOLE_TARGET.test(target) ? target : null;
      found.push({
        // "2% discount if paid within 10 days": offered, not given; a payment term.
        conditional: CONDITION.test(after),
        ...(percent ? { percent } : { amount: amount!.value, currency: amount!.currency }),
        target: aimed,
        whole:
          Boolean(kind && WHOLE_WORDS.test(kind)) ||
          Boolean(target && /^(?:whole|total|invoice|bill|order|everything)\b/i.test(target)),
        written: m[0].trim(),
        start,
        end,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A marker per discount: letters only, so nothing reads it as a number. */
const markOf = (n: number) => ` ⟨discount ${String.fromCharCode(97 + (n % 26))}${"z".repeat(Math.floor(n / 26))}⟩ `;
export const DISCOUNT_MARK = /\s*⟨discount ([a-z]+)⟩\s*/;
export const discountIndex = (mark: string) => mark.charCodeAt(0) - 97 + 26 * (mark.length - 1);

/** The text with each discount phrase replaced by its marker, and the discounts in order. */
export function markDiscounts(text: string): { text: string; discounts: FoundDiscount[] } {
  const discounts = findDiscounts(text);
  let out = text;
  for (const [n, d] of [...discounts.entries()].reverse()) {
    // A discount in a sentence of its own ("… @ 9,200. Give them 20k off.") stands beside no item.
    const own = /(?:^|[.!?;:]\s*|\n\s*)$/.test(out.slice(0, d.start)) ? "\n" : "";
    out = out.slice(0, d.start) + own + markOf(n) + out.slice(d.end);
  }
  return { text: out, discounts };
}

export const withoutDiscountMarks = (text: string) => text.replace(new RegExp(DISCOUNT_MARK.source, "g"), " ");

/** A discount named without an amount or percentage that could be read ("give them a discount"). */
// ("VAT … applies to the discounted amount": the word says what is taxed, not a discount of its own.)
export const UNREAD_DISCOUNT =
  /\bdiscount\b|\bdiscounted\b(?!\s+(?:amount|price|total|sum|value|subtotal|figure))|\brebate\b|\b\d+(?:\.\d+)?\s*%\s*off\b|\b(?:less|minus)\s+(?:an?\s+)?\d(?![\d.,]*\s*%)/i;
