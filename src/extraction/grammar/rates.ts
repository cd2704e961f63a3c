// Exchange rates in prompts, for documents, cash records and foreign-currency accounts.
// An exchange rate as people write it: "rate 1,550", "FX rate 1,540", "FX 1,560",
// "exchange rate ₦2,050 to £1", "rate 1,550 naira to the dollar", "at 1,600 NGN/USD",
// "at ₦1,550/$", "rate 2,000/£", "exchange rate 1 USD = NGN 1,560", "use ₦2,040/£", "EUR/NGN
// 1,735", "use 1,565 as the exchange rate". The number may carry
// thousands separators.
// (Never a percentage: "VAT at the reduced rate of 5%" is a tax rate.)
const RATE_NUMBER = String.raw`(?:₦|ngn\s*|n(?=\d))?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,.]*\s*%)`;
// (Rand, rupees and shillings too: "N86 to the rand", "₦18.40 per rupee", "1 570 naira for 1 dollar".)
const FOREIGN = String.raw`(?:us\$|[$£€₹]|usd|gbp|eur|zar|inr|kes|dollars?|pounds?|euros?|rands?|rupees?|shillings?)`;
const PER_FOREIGN = String.raw`(?:\s*(?:naira|ngn|₦))?\s*(?:\/|\bto\b|\bper\b|\bfor\b(?=\s*(?:1|one|a|each|every)\b))\s*(?:the\s+|one\s+|a\s+|each\s+|every\s+|1\s*)?${FOREIGN}(?:\s*1\b)?`;
const FOREIGN_ONE = String.raw`(?:(?:1|one)\s*${FOREIGN}|[$£€₹]\s*1\b)`;
/**
 * "our hourly rate is ₦25,000", "day rate of 85k", "interest rate 18": a price or a percentage, no exchange rate.
 * ("Water rate 9,500 paid cash", "tenement rate 45k": a charge levied on a property.)
 */
const NOT_A_PRICE_RATE = String.raw`(?<!\b(?:hourly|daily|day|night(?:ly)?|weekly|monthly|unit|interest|tax|vat|discount|commission|flat|water|sewerage|tenement|land|property|council|business)\s+)`;
const RATE_PHRASES = [
  // "exchange rate 1 USD = NGN 1,560", "rate ₦1,530 = $1" (before "rate 1" is read as the rate)
  new RegExp(
    String.raw`\b(?:(?:fx|exchange)\s+)?rate\s*(?:of|is|:|at|@)?\s*${FOREIGN_ONE}\s*=\s*${RATE_NUMBER}(?:\s*(?:naira|ngn))?`,
    "gi",
  ),
  new RegExp(
    String.raw`\b(?:(?:fx|exchange)\s+)?rate\s*(?:of|is|:|at|@)?\s*${RATE_NUMBER}(?:\s*(?:naira|ngn))?\s*=\s*${FOREIGN_ONE}`,
    "gi",
  ),
  // "Use £1 = ₦2,040", "€1 = 1,720 NGN", "₦1,550 = $1": an equation alone is a rate too.
  new RegExp(String.raw`${FOREIGN_ONE}\s*=\s*${RATE_NUMBER}(?:\s*(?:naira|ngn))?`, "gi"),
  new RegExp(
    String.raw`(?:₦|\bngn\s*|\bn(?=\d))\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*=\s*${FOREIGN_ONE}`,
    "gi",
  ),
  // ("take the rate as 1590", "rate of exchange is 1,550", "the rate was 1,548", "rate will be 1,560")
  new RegExp(
    String.raw`${NOT_A_PRICE_RATE}\b(?:(?:fx|exchange)\s+)?rate(?:\s+of\s+exchange|\s+(?:on|for)\s+the\s+day|\s+(?:that|on\s+that)\s+day|\s+(?:today|used|applied))?\s*(?:of|is|was|will\s+be|should\s+be|as|:|=|at|@)?\s*${RATE_NUMBER}(?:${PER_FOREIGN})?`,
    "gi",
  ),
  new RegExp(String.raw`\bfx\s*(?:of|:|=|@)?\s*${RATE_NUMBER}(?:${PER_FOREIGN})?`, "gi"),
  // "EUR/NGN 1,735", "USDNGN @ 1,560": the pair, then naira per unit.
  // ("NGN/GBP 2,035": the pair written the other way round still means naira per unit, as its size says.)
  new RegExp(
    String.raw`\b(?:(?:usd|gbp|eur)\s*\/?\s*ngn|ngn\s*\/\s*(?:usd|gbp|eur))\s*(?:rate\s*)?(?:of|:|=|at|@)?\s*${RATE_NUMBER}`,
    "gi",
  ),
  // "Use 1,565 as the exchange rate", "take 2,040 as the rate".
  new RegExp(String.raw`${RATE_NUMBER}\s+as\s+(?:the\s+|our\s+)?(?:(?:fx|exchange)\s+)?rate\b`, "gi"),
  // ("$2,200 for web dev work, 1,560 rate, net 15": the number, then the word, ending its clause;
  // "a 5,000 day rate" is a price.)
  new RegExp(String.raw`(?<![\d,.])${RATE_NUMBER}\s+(?:(?:fx|exchange)\s+)?rate(?=[^\S\n]*(?:[,.;)\n]|$))`, "gi"),
  new RegExp(String.raw`(?:\bat|@)\s*${RATE_NUMBER}${PER_FOREIGN}`, "gi"),
  // Naira per unit of a foreign currency, however introduced: "use ₦2,040/£", "₦1,550 per
  // dollar", "use 1,552 naira to the dollar".
  new RegExp(String.raw`(?:₦|\bngn\s*|\bn(?=\d))(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)${PER_FOREIGN}`, "gi"),
  /\b(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?:naira|ngn)\s*(?:\/|\bto\b|\bper\b)\s*(?:the\s+|one\s+|a\s+|1\s*)?(?:[$£€]|usd|gbp|eur|dollars?|pounds?|euros?)/gi,
  // "… ocean freight $2,150.00, Net 30, book it at 1,560": what to book the foreign sum at.
  // ("consulting fee from ACME, book at 1,549": the object left out.)
  /\b(?:book|convert|record|post|enter)\s+(?:(?:it|them|this|that)\s+)?at\s+(?:₦|ngn\s*|n(?=\d))?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{3,}(?:\.\d+)?)(?![\d,.]*\d|[^\S\n]*(?:each|per|%|[a-z]))/gi,
  // "… £2,750.00 - use 2,080", "rate to use is 1,600", "apply 1,575": a number of naira to
  // use, standing alone (no count of anything after it).
  /\b(?:(?:the\s+)?rate\s+to\s+use\s*(?:is|:|=)?|use|using|apply)\s+(?:₦|ngn\s*|n(?=\d))?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{3,}(?:\.\d+)?)(?![\d,.]*\d|[^\S\n]*(?:each|per|%|[a-z]))/gi,
  // "Bank used 1,612.50 per dollar": a number per unit of a foreign currency, named as a word.
  /\b(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{3,}(?:\.\d+)?)\s+(?:per|to\s+the|to\s+a|to\s+one)\s+(?:dollar|pound|euro|usd|gbp|eur)\b/gi,
];
// A rate between two named currencies, either way round: "rate $1.25 to the pound", "€1 =
// £0.86", "0.73 USD per CAD", "rate 1.16 EUR to the GBP". A record's exchange_rate is its
// business's money per unit of the record's (README), and the record's currency is the one
// its other sums are written in: "$2,400 …, rate $1.25 to the pound" is 0.8 pounds a
// dollar; "CAD 2,400 …, rate 0.73 USD per CAD" is 0.73 as written.
const SIDES: [RegExp, string][] = [
  [/^(?:us\$|\$|usd|dollars?|bucks)$/i, "USD"],
  [/^(?:£|gbp|pounds?|sterling|quid)$/i, "GBP"],
  [/^(?:€|eur|euros?)$/i, "EUR"],
  [/^(?:₦|ngn|naira)$/i, "NGN"],
  [/^(?:c\$|cad|canadian\s+dollars?)$/i, "CAD"],
  [/^(?:a\$|aud)$/i, "AUD"],
  [/^(?:zar|rands?)$/i, "ZAR"],
  [/^(?:₹|inr|rupees?)$/i, "INR"],
  [/^(?:kes)$/i, "KES"],
];
const SIDE = String.raw`(?:us\$|c\$|a\$|[$£€₦₹]|\b(?:usd|gbp|eur|ngn|cad|aud|zar|inr|kes)\b)`;
const SIDE_WORD = String.raw`(?:${SIDE}|\b(?:canadian\s+dollars?|dollars?|pounds?|sterling|euros?|naira|rands?|rupees?)\b)`;
const sideOf = (written: string) => SIDES.find(([words]) => words.test(written.trim()))?.[1];
const RATE_SAID = String.raw`(\b(?:(?:fx|exchange)\s+)?rate\s*(?:of|is|:|at|@)?\s*|\bat\s+|@\s*)?`;
const PAIRED = [
  // "rate $1.25 to the pound", "0.73 USD per CAD", "at NGN 2,080 per GBP 1": so many of one
  // per unit of the other. (Not "apples at $2 per pound": a price by weight, with no "rate"
  // and a unit that is a word.)
  new RegExp(
    String.raw`${RATE_SAID}(?:(${SIDE})\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s*(${SIDE_WORD}))?\s*(\/|\bto\b|\bper\b)\s*(?:the\s+|one\s+|a\s+|each\s+|1\s*)?(${SIDE_WORD})(?:\s*1\b)?(?![\w.,]*\d)`,
    "gi",
  ),
  // "€1 = £0.86", "1 GBP = 1.16 EUR": one of the first is so many of the second.
  new RegExp(
    String.raw`${RATE_SAID}(?:(${SIDE})\s*1|\b1\s*(${SIDE}))\s*=\s*(?:(${SIDE})\s*)?(\d+(?:\.\d+)?)(?:\s*(${SIDE}))?(?![\d]|[.,]\d)`,
    "gi",
  ),
];
function pairedRate(text: string): string | null {
  for (const [i, phrase] of PAIRED.entries()) {
    for (const m of text.matchAll(phrase)) {
      if (i === 0 && !/rate/i.test(m[1] ?? "") && m[5]!.toLowerCase() !== "to" && /^[a-z]{4,}/i.test(m[6]!)) continue;
      const [of, value, per] =
        i === 0
          ? [sideOf(m[2] ?? m[4] ?? ""), m[3]!, sideOf(m[6]!)]
          : [sideOf(m[4] ?? m[6] ?? ""), m[5]!, sideOf(m[2] ?? m[3]!)];
      if (!of || !per || of === per || !Number(value.replace(/,/g, ""))) continue;
      // The currency of the record: the one a sum outside the phrase is written in.
      const rest = text.slice(0, m.index) + " ".repeat(m[0].length) + text.slice(m.index! + m[0].length);
      const sums = [...rest.matchAll(new RegExp(String.raw`(${SIDE})\s*\d|\d[\d,.]*\s*(${SIDE_WORD})`, "gi"))].map(
        (s) => sideOf(s[1] ?? s[2]!),
      );
      const written = value.replace(/,/g, "");
      if (sums.includes(of) && !sums.includes(per)) return String(Number((1 / Number(written)).toPrecision(6)));
      return written;
    }
  }
  return null;
}

export const rateOf = (text: string): string | null => {
  const paired = pairedRate(text);
  if (paired) return paired;
  for (const phrase of RATE_PHRASES) {
    const m = new RegExp(phrase.source, "i").exec(text);
    if (m) return m[1]!.replace(/,/g, "");
  }
  return null;
};
/** The text without its exchange-rate phrases, so their numbers are read as nothing else. */
/** (Same length: a place in it is the same place in the text.) */
export const withoutRates = (text: string) =>
  [...PAIRED.filter((phrase) => [...text.matchAll(phrase)].some((m) => pairedRate(m[0]))), ...RATE_PHRASES].reduce(
    (t, phrase) => t.replace(phrase, (m) => " ".repeat(m.length)),
    text,
  );

/**
 * "$300 for office supplies dated today at 1,550", "Paid 250$ for Canva Pro at 1,575", "$2,500
 * - ACME LLC - photography. use 1,550": after an amount in a named foreign currency, a bare
 * "at <number>" or "use <number>" (no currency, no "each" or "per", no other amount between)
 * is its exchange rate, alone or before what else the prompt says ("Received 2,000 USD
 * from ACME LLC into the dom account @ 1,565 for consulting"). The phrase as written and
 * the rate.
 */
export function bareRate(text: string): { written: string; rate: string } | null {
  // (Dates between are no other amount: "$800 received … on 11 March at 1,548".)
  const undated = text.replace(DATE_LIKE, (d) => " ".repeat(d.length));
  const m =
    /(?:[$£€]\s*\d[\d,.]*|\b(?:usd|gbp|eur)\s*\d[\d,.]*|\d[\d,.]*\s*(?:[$£€]|usd|gbp|eur|dollars?|pounds?|euros?)(?![a-z]))[^\d]*?((?:\bat|@|\buse)\s*(?:₦|ngn\s*|n(?=\d))?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?))(?![\d,.]*\d|\s*(?:each|per|\/|%|(?!(?:for|from|into|to|via|by|and|today|yesterday)\b)[a-z]))/i.exec(
      undated,
    );
  if (!m) return null;
  // (Words after it only after a rate of naira's size: "at 3 for 100" is a price.)
  if (/^\s*[a-z]/i.test(undated.slice(m.index + m[0].length)) && Number(m[2]!.replace(/,/g, "")) < 100) return null;
  const at = m.index + m[0].length - m[1]!.length;
  return { written: text.slice(at, at + m[1]!.length), rate: m[2]!.replace(/,/g, "") };
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DATE_LIKE = new RegExp(
  String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}(?:,?\s+\d{4})?\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b`,
  "gi",
);
