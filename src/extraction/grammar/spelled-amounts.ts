// Sums written in words ("twenty thousand naira", "one hundred and fifty thousand",
// "two million") as digits, and digits with a scale word ("₦1.2 million", "2.5bn",
// "450 thousand") in the short form the grammar reads ("1.2m", "2500m", "450k"). Only
// a phrase with a scale word (hundred, thousand, million, billion) or followed by a
// currency word is a sum: "two chairs" stays a count in words, which the item grammar reads;
// a count past twelve ("thirty-six bottles") and dozens ("two dozen cartons") become digits.
import { amountHabits } from "./amount-habits";

export const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };
const WORD = `(?:${[...Object.keys(UNITS), "hundred", ...Object.keys(SCALES)].join("|")})`;
/**
 * A run of number words, joined by spaces, hyphens or "and" ("one hundred and fifty-two
 * thousand"), or by a comma after a scale word before hundreds ("ninety-eight thousand,
 * four hundred"); and the figures a writer may repeat it in, in brackets ("fifty (50)").
 */
const RUN = String.raw`\b(?:a\s+)?${WORD}(?:(?:\s+and\s+|[\s-]+|(?<=\b(?:thousand|million|billion)),\s*(?=(?:a|one|two|three|four|five|six|seven|eight|nine)\s+hundred\b))${WORD})*\b`;
/** "twelve point five", "eight thousand … and twelve point four five": the digits after the point, said one by one. */
const POINT = String.raw`\s+point((?:\s+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)+)`;
const PHRASE = new RegExp(String.raw`${RUN}(?:${POINT})?(?:\s*\((\d{1,3}(?:,\d{3})*|\d+)\))?`, "gi");
// ("the twenty fifth of march": tens before an ordinal are a day of the month, no count.)
const COUNTED_AFTER =
  /^\s+(?!(?:and|or|of|to|the|an?|per|each|for|at|in|on|percent|%|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b)[a-z]/;
/** A currency named in words after a sum, as formal letters write it ("Naira only", "United States Dollars", "Pounds Sterling"). */
const CURRENCY_WORDS = String.raw`(?:naira|(?:united\s+states\s+|us\s+|american\s+)?dollars?|pounds?(?:\s+sterling)?|euros?|cedis?|shillings?|rand)`;
const CURRENCY_AFTER = new RegExp(String.raw`^\s+${CURRENCY_WORDS}\b`, "i");
/** The currency word the amount grammar reads for one a letter spells out in full. */
const currencyWord = (written: string) => /naira|dollar|pound|euro|cedi|shilling|rand/i.exec(written)![0].toLowerCase();

/** The value of a run of number words, or null when it is not one number ("two three"). */
function numberOf(words: string[]): number | null {
  let total = 0;
  let group = 0;
  let last: "unit" | "ten" | "hundred" | "scale" | null = null;
  for (const word of words) {
    if (word === "hundred") {
      if (last === "hundred" || last === "scale") return null;
      group = (group || 1) * 100;
      last = "hundred";
    } else if (word in SCALES) {
      if (last === "scale") return null;
      total += (group || 1) * SCALES[word]!;
      group = 0;
      last = "scale";
    } else {
      const n = UNITS[word]!;
      // "twenty five" adds; "five twenty" or "two three" is not one number.
      if (last === "unit" || (last === "ten" && (n >= 10 || n === 0))) return null;
      group += n;
      last = n >= 20 && n % 10 === 0 ? "ten" : "unit";
    }
  }
  return total + group;
}

/** Digits and a scale word: "1.2 million", "₦3 mn", "2.5bn", "450 thousand". */
const DIGITS_SCALED = /(?<![\d.,])(\d{1,3}(?:,\d{3})*(?:\.\d+)?)[^\S\n]*(million|mn|mil|billion|bn|thousand)\b/gi;

/** "2.5" billion as millions, exactly ("2500"): the grammar's largest suffix is "m". */
function thousandfold(number: string): string {
  const [whole, fraction = ""] = number.replace(/,/g, "").split(".");
  const digits = `${whole}${fraction.padEnd(3, "0")}`.replace(/^0+(?=\d)/, "");
  return fraction.length > 3 ? `${digits}.${fraction.slice(3)}` : digits;
}

function scaledDigits(text: string, rewrites: [written: string, read: string][]): string {
  return text.replace(DIGITS_SCALED, (written, number: string, word: string) => {
    const scale = word.toLowerCase();
    const read =
      scale === "thousand"
        ? `${number}k`
        : scale === "billion" || scale === "bn"
          ? `${thousandfold(number)}m`
          : `${number}m`;
    rewrites.push([written, read]);
    return read;
  });
}

/**
 * "half a million", "half a mil", "a quarter of a million", "quarter million": a part of a
 * scale, as digits the scale reads ("0.5 million"), never "half" and "a million" apart.
 */
function partsOfScale(text: string, rewrites: [written: string, read: string][]): string {
  return text.replace(
    /\b(half|(?:a\s+)?quarter|three\s+quarters)\s+(?:of\s+)?(?:a\s+|one\s+)?(million|mil|billion|thousand)\b/gi,
    (written, part: string, scale: string) => {
      const share = /^half/i.test(part) ? "0.5" : /^three/i.test(part) ? "0.75" : "0.25";
      const read = `${share} ${scale.toLowerCase() === "mil" ? "million" : scale.toLowerCase()}`;
      rewrites.push([written, read]);
      return read;
    },
  );
}

/**
 * The prompt with its sums in the grammar's forms, and what was rewritten: a refusal that
 * quotes a rewritten sum quotes it as the prompt wrote it (restoreWritten).
 */
export function writtenSums(text: string): { text: string; rewrites: [written: string, read: string][] } {
  const rewrites: [string, string][] = [];
  // (Scaled again after the words: "one point five million" is "1.5 million", then "1.5m".)
  // (Other countries' habits first: "₦3.2 lakh", "27 500 naira", "N11,750/=".)
  const habits = partsOfScale(amountHabits(text, rewrites), rewrites);
  const spelled = scaledDigits(spelledAmounts(saidTwice(scaledDigits(habits, rewrites), rewrites), rewrites), rewrites);
  return { text: dozens(percentsSaid(signsSaid(spelled, rewrites), rewrites), rewrites), rewrites };
}

/**
 * "seven point five percent", "five per cent", "10 percent": a percentage said in words, as
 * the sign the grammar reads ("7.5%", "5%"). Only a number up to a hundred is a share.
 */
function percentsSaid(text: string, rewrites: [written: string, read: string][]): string {
  return text.replace(
    new RegExp(String.raw`(?<![\w.,])(\d{1,3}(?:\.\d+)?|${RUN})[^\S\n]+(?:percent|per[^\S\n]*cent|pct)\b`, "gi"),
    (written, said: string) => {
      const value = /^\d/.test(said) ? Number(said) : numberOf(wordsOf(said));
      if (value === null || value <= 0 || value > 100) return written;
      const read = `${/^\d/.test(said) ? said : value}%`;
      // (First, so a refusal quoting "7.5%" gives back "percent" before the words of the number.)
      rewrites.unshift([written, read]);
      return read;
    },
  );
}

/** A figure as a letter writes it, with its currency before it: "₦215,000.00", "N450,000", "US$5,000.00", "£1,800". */
const FIGURE = String.raw`(?:[₦$£€]|US\$|N(?=\d)|(?:NGN|USD|GBP|EUR)\s?)?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const figureValue = (figure: string) => Number(figure.replace(/^\D+/, "").replace(/,/g, ""));
/**
 * "Four Hundred and Fifty Thousand Naira only (N450,000.00)", "N2,000,000.00 (Two Million
 * Naira only)", "2 (two) units": a sum or count said in words and in figures is ONE number,
 * read as the figures when both say the same. When they disagree the words become digits
 * too, so the reader sees two sums and refuses the one it cannot place.
 */
function saidTwice(text: string, rewrites: [written: string, read: string][]): string {
  const wordsThenFigure = new RegExp(
    String.raw`(${RUN})((?:\s+${CURRENCY_WORDS})?)(?:\s+only)?\s*\(\s*(${FIGURE})\s*\)`,
    "gi",
  );
  const figureThenWords = new RegExp(
    String.raw`(?<![\w.,])(${FIGURE})\s*\(\s*(${RUN})((?:\s+${CURRENCY_WORDS})?)(?:\s+only)?\s*\)`,
    "gi",
  );
  const said = (written: string, words: string, currency: string, figure: string, figureFirst = false) => {
    const value = numberOf(wordsOf(words));
    if (value === null) return written;
    // (Figures without a sign take the currency the words named: "Five Thousand Naira (5,000)".)
    const read =
      value === figureValue(figure)
        ? `${figure}${currency && /^\d/.test(figure) ? ` ${currencyWord(currency)}` : ""}`
        : figureFirst
          ? `${figure} (${value}${currency ? ` ${currencyWord(currency)}` : ""})`
          : `${value}${currency ? ` ${currencyWord(currency)}` : ""} (${figure})`;
    rewrites.push([written, read]);
    return read;
  };
  return text
    .replace(wordsThenFigure, (written, words: string, currency: string, figure: string) =>
      said(written, words, currency, figure),
    )
    .replace(figureThenWords, (written, figure: string, words: string, currency: string) =>
      said(written, words, currency, figure, true),
    );
}

/** "dollar sign three thousand two hundred", "naira sign 5000": a sign said aloud, by dictation, before its sum. */
function signsSaid(text: string, rewrites: [written: string, read: string][]): string {
  const SIGNS: Record<string, string> = { dollar: "$", naira: "₦", pound: "£", euro: "€" };
  return text.replace(
    /\b(dollar|naira|pound|euro)\s+sign\s+(\d[\d,]*(?:\.\d+)?)/gi,
    (written, name: string, sum: string) => {
      const read = `${SIGNS[name.toLowerCase()]!}${sum}`;
      // (First, so a refusal quoting "$3200" gives back "dollar sign" before the words of the sum.)
      rewrites.unshift([written, read]);
      return read;
    },
  );
}

/** The number words of a phrase, one by one ("a hundred and fifty-two" as one, hundred, fifty, two). */
const wordsOf = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/^a\s+/, "one ")
    .split(/\s+and\s+|,\s*|[\s-]+/)
    .filter(Boolean);

/** "two dozen cartons", "3 dozen eggs", "half a dozen": counted by twelves. */
// ("5 dozen tape at 6,000 per dozen", "12 dozen exercise books @ 4,800/doz": priced by the
// dozen, the dozens are the count.)
const PRICED_PER_DOZEN = /^[^,;\n]{0,60}?\d[\d,.]*\s*[km]?\s*(?:naira\s+)?(?:per|a|\/|each|the)\s*doz(?:en)?\b/i;
function dozens(text: string, rewrites: [written: string, read: string][]): string {
  return text.replace(
    /\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|half\s+a)\s+dozen\b/gi,
    (written, n: string, at: number) => {
      if (PRICED_PER_DOZEN.test(text.slice(at + written.length))) return written;
      const lower = n.toLowerCase();
      const read = String(lower.startsWith("half") ? 6 : (UNITS[lower] ?? Number(lower)) * 12);
      rewrites.push([written, read]);
      return read;
    },
  );
}

/** A message quoting the read form of a sum, as the prompt wrote it. */
export function restoreWritten(message: string, rewrites: [written: string, read: string][]): string {
  return rewrites.reduce(
    (out, [written, read]) =>
      out.replace(
        new RegExp(`(?<![\\w.,])${read.replace(/[.*+?^$()[\]{}|\\]/g, "\\$&")}(?!\\w|[.,]\\d)`, "g"),
        written,
      ),
    message,
  );
}

export function spelledAmounts(text: string, rewrites: [written: string, read: string][] = []): string {
  return text.replace(PHRASE, (written, point: string | undefined, figures: string | undefined, offset: number) => {
    const said = figures === undefined ? written : written.slice(0, written.lastIndexOf("(")).trimEnd();
    const phrase = point === undefined ? said : said.slice(0, said.length - point.length).replace(/\s+point$/i, "");
    const words = wordsOf(phrase);
    // ("twelve point five hours", "seven point five percent": digits after a point make it a
    // number whatever follows.)
    if (point !== undefined && figures === undefined) {
      const whole = numberOf(words);
      if (whole === null) return written;
      const digits = point
        .trim()
        .split(/\s+/)
        .map((w) => (w.toLowerCase() === "oh" ? 0 : UNITS[w.toLowerCase()]))
        .join("");
      rewrites.push([written, `${whole}.${digits}`]);
      return `${whole}.${digits}`;
    }
    // ("fifty (50) crates": the words and their figures are one number, said twice.)
    if (figures !== undefined) {
      if (numberOf(words) !== Number(figures.replace(/,/g, ""))) return written;
      rewrites.push([written, figures]);
      return figures;
    }
    const scaled = words.some((w) => w === "hundred" || w in SCALES);
    // ("thirty-six bottles", "twenty bags": a count past twelve in words, before what it counts;
    // the item grammar reads one to twelve itself.)
    const count =
      !scaled &&
      /^[a-z -]+$/.test(phrase) &&
      COUNTED_AFTER.test(text.slice(offset + phrase.length)) &&
      (numberOf(words) ?? 0) > 12;
    if (!scaled && !count && !CURRENCY_AFTER.test(text.slice(offset + phrase.length))) return phrase;
    // A scale word alone ("Thousand Hills") or capitalised words inside a sentence
    // ("One Million Stores Ltd") are a name, not a sum.
    if (words.every((w) => w === "hundred" || w in SCALES)) return phrase;
    // ("Seventy-Five Thousand Naira only": in capitals too, a sum when its currency follows.)
    const sentenceStart =
      /(?:^|[.!?:\n]\s*)$/.test(text.slice(0, offset)) || CURRENCY_AFTER.test(text.slice(offset + phrase.length));
    if (!sentenceStart && phrase.split(/[\s-]+/).every((w: string) => /^[A-Z]/.test(w) || w === "and")) return phrase;
    const value = numberOf(words);
    if (value === null) return phrase;
    rewrites.push([phrase, String(value)]);
    return String(value);
  });
}
