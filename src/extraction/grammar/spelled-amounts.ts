// Sums written in words ("twenty thousand naira", "one hundred and fifty thousand",
// "two million") as digits, so the rest of the grammar reads them like any amount. Only
// a phrase with a scale word (hundred, thousand, million, billion) or followed by a
// currency word is a sum: "two chairs" stays a count in words, which the item grammar reads.
const UNITS: Record<string, number> = {
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
/** A run of number words, joined by spaces, hyphens or "and" ("one hundred and fifty-two thousand"). */
const PHRASE = new RegExp(String.raw`\b(?:a\s+)?${WORD}(?:(?:\s+and\s+|[\s-]+)${WORD})*\b`, "gi");
const CURRENCY_AFTER = /^\s+(?:naira|dollars?|pounds?|euros?|cedis?|shillings?|rand)\b/i;

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

/** Digits before a scale word ("₦3.6 million", "2 thousand naira"): the whole sum in digits. */
const SCALED_DIGITS = /(?<![\d.,])(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s+(thousand|million|billion)\b/gi;
const withScaledDigits = (text: string) =>
  text.replace(SCALED_DIGITS, (whole, number: string, scale: string) => {
    const [units, fraction = ""] = number.replace(/,/g, "").split(".");
    const zeros = Math.log10(SCALES[scale.toLowerCase()]!);
    // (Exact: the decimal point moved, never a float multiplied.)
    if (fraction.length > zeros) return whole;
    return `${units}${fraction.padEnd(zeros, "0")}`.replace(/^0+(?=\d)/, "");
  });

export function spelledAmounts(written: string): string {
  const text = withScaledDigits(written);
  return text.replace(PHRASE, (phrase, offset: number) => {
    const words = phrase
      .toLowerCase()
      .replace(/^a\s+/, "one ")
      .split(/\s+and\s+|[\s-]+/)
      .filter(Boolean);
    const scaled = words.some((w) => w === "hundred" || w in SCALES);
    if (!scaled && !CURRENCY_AFTER.test(text.slice(offset + phrase.length))) return phrase;
    // A scale word alone ("Thousand Hills") or capitalised words inside a sentence
    // ("One Million Stores Ltd") are a name, not a sum.
    if (words.every((w) => w === "hundred" || w in SCALES)) return phrase;
    const sentenceStart = /(?:^|[.!?:\n]\s*)$/.test(text.slice(0, offset));
    if (!sentenceStart && phrase.split(/[\s-]+/).every((w: string) => /^[A-Z]/.test(w) || w === "and")) return phrase;
    const value = numberOf(words);
    return value === null ? phrase : String(value);
  });
}
