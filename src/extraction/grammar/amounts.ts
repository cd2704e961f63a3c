// Amounts as people write them: symbols ($, €, £, ₦, ...), ISO codes and currency words
// before or after the number, thousands separators (comma, dot, space, apostrophe),
// decimal commas, k/m suffixes, lakh and crore, and parenthesised negatives. Values come back as exact
// decimal strings; turning them into minor units is the money module's job.

import { isCurrencyCode } from "../../lib/locale";
import { escapeRegExp } from "../../lib/regexp";

export interface FoundAmount {
  /** Exact decimal, e.g. "1250.5" or "-200". */
  value: string;
  currency: string | null;
  start: number;
  end: number;
}

const SYMBOLS: Record<string, string> = {
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "₦": "NGN",
  "¥": "JPY",
  "₹": "INR",
  "₵": "GHS",
  KSh: "KES",
  "₱": "PHP",
  "₩": "KRW",
  "₺": "TRY",
  "₽": "RUB",
  R$: "BRL",
  C$: "CAD",
  A$: "AUD",
};

const WORDS: Record<string, string> = {
  dollar: "USD",
  dollars: "USD",
  naira: "NGN",
  euro: "EUR",
  euros: "EUR",
  pound: "GBP",
  pounds: "GBP",
  cedi: "GHS",
  cedis: "GHS",
  shillings: "KES",
  rand: "ZAR",
  rupees: "INR",
  yen: "JPY",
  // Codes typed in lower case after the sum ("1,800 usd").
  usd: "USD",
  gbp: "GBP",
  eur: "EUR",
  ngn: "NGN",
};

const SYMBOL = Object.keys(SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");
// Exponent notation ("1e30") is not an amount people write: it is not read as "1".
const NUMBER = String.raw`(?<!\d[eE][+-]?)(?<!\d)(?:\d{1,3}(?:[,.\s'’]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?![eE][+-]?\d)(?!\d)`;
const AMOUNT = new RegExp(
  String.raw`(\()?(-)?(?:(${SYMBOL})\s?|\b([A-Z]{3}|usd|gbp|eur|ngn)\s?)?(-)?(${NUMBER})(?:\s?([kKmM])\b|\s?(lakhs?|crores?)\b)?(?:\s?(${SYMBOL})|\s?\b([A-Z]{3})\b|\s(${Object.keys(WORDS).join("|")})\b)?(\))?`,
  "g",
);

/** Normalises one written number to a plain decimal string, or null if it is not one. */
export function normaliseNumber(written: string): string | null {
  let text = written.replace(/[\s'’]/g, "");
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    text = text.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    const groups = text.split(",");
    // "1,250" and "250,000" group thousands; "10,5" and "1,25" are decimal commas.
    const grouped = groups.length > 1 && groups.slice(1).every((g) => g.length === 3);
    text = grouped ? groups.join("") : groups.length === 2 ? `${groups[0]}.${groups[1]}` : "";
  } else if (lastDot >= 0) {
    const groups = text.split(".");
    // Several dots can only be thousands ("1.250.000"); one dot is a decimal point.
    if (groups.length > 2) text = groups.every((g, i) => i === 0 || g.length === 3) ? groups.join("") : "";
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return text
    .replace(/^0+(?=\d)/, "")
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

function scale(value: string, suffix: string | undefined): string {
  if (!suffix) return value;
  const zeros = { k: 3, m: 6, l: 5, c: 7 }[suffix[0]!.toLowerCase()] ?? 0;
  const [whole, fraction = ""] = value.split(".");
  const digits = (whole! + fraction.padEnd(zeros, "0")).replace(/^0+(?=\d)/, "");
  const extra = fraction.length > zeros ? `.${fraction.slice(zeros)}` : "";
  return digits + extra;
}

const SIZE_UNIT = /^(?:kva|kwh?|gsm|hp|mah|ah|gb|tb|mb|mm|cm|sqm|v|w)\b/i;

const MONTH_BEFORE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?,?[^\S\n]*(?:\d{1,2}(?:st|nd|rd|th)?,?[^\S\n]*)?$/i;
const YEAR_WORD_BEFORE =
  /\b(?:in|since|year|yr|fy|till|until|through|between|before|after|during|class(?:\s+of)?|vintage|model|season|session|budget|calendar|financial|fiscal|academic|tax)[^\S\n]*$/i;
const YEAR_WORD_AFTER =
  /^[^\S\n]*(?:[/–-][^\S\n]*\d|model|financial|fiscal|tax|budget|season|session|edition|academic|calendar|accounts?\b|audit|returns?\b|annual|year|fy\b|q[1-4]\b|h[12]\b)/i;

/** Whether a bare number of 1900–2099, written at `start`, is a year. */
function yearMeant(text: string, start: number, number: string): boolean {
  const n = Number(number);
  const end = start + number.length;
  // (This decade and the ones beside it are read as years wherever they stand.)
  if (n >= 2010 && n <= 2039) return true;
  const before = text.slice(Math.max(0, start - 40), start);
  return (
    /[/.'’-]$/.test(before) ||
    /^[/.-]\d/.test(text.slice(end)) ||
    MONTH_BEFORE.test(before) ||
    YEAR_WORD_BEFORE.test(before) ||
    YEAR_WORD_AFTER.test(text.slice(end))
  );
}

/** Every amount in the text, in order. Bare years and phone-like runs are not amounts. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [
      whole,
      open,
      minusBefore,
      symbolBefore,
      codeBefore,
      minusAfter,
      number,
      short,
      indian,
      symbolAfter,
      codeAfter,
      word,
      close,
    ] = m;
    // ("acme usd 1,200 api support": a code typed in lower case before the sum too.)
    const code = [codeBefore?.toUpperCase(), codeAfter].find((c) => c && isCurrencyCode(c));
    // "N250,000" is naira as Nigerians write it: the N is the symbol, not a word.
    const just = text.slice(Math.max(0, m.index! - 2), m.index!);
    const naira = !codeBefore && !symbolBefore && !open && !minusBefore && /(?:^|[^a-z0-9])n$/i.test(just);
    const currency =
      (naira && "NGN") ||
      (symbolBefore && SYMBOLS[symbolBefore]) ||
      (symbolAfter && SYMBOLS[symbolAfter]) ||
      code ||
      (word && WORDS[word.toLowerCase()]) ||
      null;
    // ("₦1.2 crore", "1.1 lakh": South Asia's hundred thousand and ten million.)
    const suffix = short ?? indian;
    const normalised = normaliseNumber(number!);
    if (!normalised) continue;
    // A bare 4-digit year with no currency or decimals is a date, not an amount: any year of
    // these decades, and any other where the words around it make it one ("since 2000", "a
    // 2005 model"); else "paid 2000 for transport" is two thousand.
    if (
      !currency &&
      !suffix &&
      /^(19|20)\d{2}$/.test(number!) &&
      yearMeant(text, m.index! + whole!.indexOf(number!), number!)
    )
      continue;
    // A number inside a word ("Q1", "A4 paper", "B2B") names something, it is no amount.
    if (!codeBefore && !symbolBefore && /[a-z]$/i.test(just) && !naira) continue;
    // A number written with a leading zero ("inv 0061", "No: 0147") is a code, never money.
    if (!currency && !suffix && /^0\d/.test(number!)) continue;
    // A size written onto its unit ("generator (2.5kva)", "80gsm paper", "500GB") is never money.
    if (!currency && !suffix && SIZE_UNIT.test(text.slice(m.index! + whole!.length))) continue;
    // A time of day ("taxi at 3pm 2500", "10:30 am", "by 5 p.m.") is never money: its hour
    // and its minutes both. ("50k pm" is a sum per month: it has its k.)
    const after = text.slice(m.index! + whole!.length);
    const clock = /^(?::[0-5]\d)?\s?[ap]\.?m\b/i.test(after) && /^(?:[1-9]|1[0-2])$/.test(number!);
    const minutes = /\d:$/.test(text.slice(0, m.index!)) && /^\s?[ap]\.?m\b/i.test(after);
    if (!currency && !suffix && (clock || minutes)) continue;
    // An ordinal ("the 16th", "3rd") counts or dates, it is never money.
    if (!currency && !suffix && /^(?:st|nd|rd|th)\b/i.test(text.slice(m.index! + whole!.length))) continue;
    const negative = Boolean(minusBefore || minusAfter || (open && close));
    const value = scale(normalised, suffix);
    let start = m.index! - (naira ? 1 : 0);
    let end = m.index! + whole!.length;
    // Unmatched parentheses belong to the surrounding text, not the amount.
    if (open && !close) start += 1;
    if (close && !open) end -= 1;
    // A code that is not a currency (e.g. "INV") is not part of the amount.
    // ("AWS 120 USD": the code after is the currency, "AWS" the merchant.)
    if (codeBefore && !isCurrencyCode(codeBefore.toUpperCase())) start += whole!.indexOf(number!);
    found.push({
      value: negative && value !== "0" ? `-${value}` : value,
      currency,
      start,
      end: code === codeAfter || !codeAfter ? end : end - codeAfter.length,
    });
  }
  return found;
}

/**
 * Whether an amount was written as money (a currency, k/m, thousands separators or
 * decimals: "2.3m", "15,000", "$40") rather than as a bare number, which may be part of a
 * name ("Studio 54") or a reference.
 */
export const writtenAsMoney = (text: string, a: FoundAmount) =>
  a.currency !== null || /[km]\s*$|(?:lakhs?|crores?)$|[,.]\d/i.test(text.slice(a.start, a.end));

/**
 * A sum as people key it beside their words, for patterns that must see one in place
 * ("₦1.2m", "NGN 50,000", "N400", "200k"): a naira sign or code, grouped digits, "k" or "m".
 * Its value is read by findAmounts; this only says where one stands.
 */
export const SUM = String.raw`(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?`;
