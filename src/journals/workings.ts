// Workings an accountant writes beside a journal's amount: "(2.4m / 12)", "(COT 3,250 +
// SMS 1,200 + stamp duty 50): Dr Bank Charges 4,500", "costing 6,000,000 straight line
// over 5 years … one month's charge". Each is worked out to the one amount the entry
// posts, so its parts are not read as amounts of their own. Same-length blanking keeps
// the spans the other readers find.
import { findAmounts } from "../extraction/grammar/amounts";
import { UNITS } from "../extraction/grammar/spelled-amounts";

const blank = (s: string) => " ".repeat(s.length);
const value = (written: string) => Number(findAmounts(written)[0]?.value ?? Number.NaN);
/** Worked to at most two decimals, else not a sum anyone posts. */
const posted = (n: number) => (Number.isFinite(n) && n > 0 && Math.round(n * 100) === n * 100 ? String(n) : null);

/** "2.4m / 12": the amount divided (the slash spaced, or the amount in k or m, so no date reads so). */
function divided(text: string): string {
  return text.replace(/(\d[\d,]*(?:\.\d+)?(?:\s*[km]\b|(?=\s+\/)))\s*\/\s*(\d{1,3})\b/gi, (whole, amount, by) => {
    const result = posted(value(amount) / Number(by));
    return result ? result.padEnd(whole.length) : whole;
  });
}

/** "(COT 3,250 + SMS 1,200 + stamp duty 50)" beside the 4,500 they add up to: blanked. */
function summed(text: string): string {
  return text.replace(/\(([^()]*\d[^()]*\+[^()]*)\)/g, (whole, inside: string, at: number) => {
    const parts = findAmounts(inside);
    const total = parts.reduce((s, a) => s + Number(a.value), 0);
    const elsewhere = findAmounts(text.slice(0, at) + blank(whole) + text.slice(at + whole.length));
    return parts.length > 1 && elsewhere.some((a) => Math.abs(Number(a.value) - total) < 0.005) ? blank(whole) : whole;
  });
}

const AMOUNT = String.raw`(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?(?:\s*[km])?\b`;
/** Sums listed each after what it is: "COT 3,150, SMS alerts 1,200, stamp duty 450". */
const LISTED = new RegExp(
  String.raw`\b[a-z][a-z'’ ]{0,30}?\s+${AMOUNT}(?:\s*(?:,|\band\b|&|\+)\s*[a-z][a-z'’ ]{0,30}?\s+${AMOUNT})+`,
  "gi",
);
/** The prompt told to take their total ("post the total to Bank Charges", "book the sum of them"). */
const TOTAL_TOLD =
  /\b(?:post|book|record|put|charge|debit|enter|journal|pass|take|use)\s+(?:the|their|its)\s+(?:total|sum)\b|\b(?:total|sum)\s+(?:them|these|those|it\s+all)\b|\bthe\s+(?:total|sum)\s+of\s+(?:them|these|those|all)\b/i;

/**
 * "Zenith charges for February: COT 3,150, SMS alerts 1,200, stamp duty 450 — post the
 * total to Bank Charges": sums listed that the prompt says to post as their total are
 * that one amount, written over the list (or the list blanked, when the total is written
 * too). Never beside debit and credit lines, where each sum is a line's.
 */
function listedTotal(text: string): string {
  // (Opening balances list accounts, each a line of its own.)
  if (!TOTAL_TOLD.test(text) || /\b(?:dr|cr)\b|\bopening\b|\bb\/f|\bbrought\s+forward\b/i.test(text)) return text;
  const lists = [...text.matchAll(LISTED)];
  if (lists.length !== 1) return text;
  const list = lists[0]!;
  const parts = findAmounts(list[0]);
  if (parts.length < 2) return text;
  const total = posted(Math.round(parts.reduce((s, a) => s + Number(a.value), 0) * 100) / 100);
  if (!total) return text;
  // (From the first sum on: the words before it may be the sentence's, "GTB charged us COT 2,100".)
  const at = list.index + parts[0]!.start;
  const span = list[0].slice(parts[0]!.start);
  const elsewhere = findAmounts(text.slice(0, at) + blank(span) + text.slice(at + span.length));
  const written = elsewhere.some((a) => Math.abs(Number(a.value) - Number(total)) < 0.005);
  return text.slice(0, at) + (written ? blank(span) : total.padEnd(span.length)) + text.slice(at + span.length);
}

const MONTHLY = /\b(?:one|1|a|this)\s+month(?:['’]s)?\b|\bmonthly\b|\bper\s+month\b|\bfor\s+the\s+month\b/i;

/**
 * "Depreciate office equipment costing 6,000,000 straight line over 5 years with no
 * residual value - one month's charge", "cost 2,160,000, 3 yrs straight line", "useful
 * life of 4 years": the cost (less a residual value) over the life, for a month when the
 * prompt asks for one, else a year.
 */
function straightLine(text: string): string {
  if (!/\bstraight[- ]?line\b/i.test(text)) return text;
  // (The years or months said to be the life first, else the only count of them: "3 yrs
  // straight line", "over 36 months".)
  const life =
    /\b(?:over|useful\s+life(?:\s+of)?|life(?:\s+of)?)\s*:?\s*(\d{1,3})\s*[- ]?(years?|yrs?|months?|mths?)\b/i.exec(
      text,
    ) ?? /\b(\d{1,3})\s*[- ]?(years?|yrs?|months?|mths?)\b/i.exec(text);
  const cost =
    /\b(?:cost(?:ing)?|at\s+a\s+cost\s+of|purchased\s+(?:at|for)|bought\s+(?:at|for))\s+(?:of\s+)?((?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?\b)/i.exec(
      text,
    );
  if (!life || !cost) return text;
  const residual =
    /\b(?:residual|salvage|scrap)\s+value\s+(?:of\s+)?((?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?\s*[km]?\b)/i.exec(
      text,
    );
  const base = value(cost[1]!) - (residual ? value(residual[1]!) : 0);
  const months = Number(life[1]) * (/^m/i.test(life[2]!) ? 1 : 12);
  const charge = posted(Math.round((base / months) * (MONTHLY.test(text) ? 1 : 12) * 100) / 100);
  if (!charge) return text;
  let out = text;
  const at = cost.index + cost[0].indexOf(cost[1]!);
  out = out.slice(0, at) + charge.padEnd(cost[1]!.length) + out.slice(at + cost[1]!.length);
  out = out.replace(life[0], blank(life[0]));
  return residual ? out.replace(residual[0], blank(residual[0])) : out;
}

/** A year's sum: "rent for the year - 2.4m", "annual insurance of 900k", "12 months' rent". */
const YEARLY =
  /\bfor\s+(?:the|a|one)\s+(?:whole\s+|full\s+)?year\b|\b(?:annual|yearly)\b|\bper\s+(?:annum|year)\b|\b(?:a|one|the)\s+years?['’]?s?\b|\b(?:12|twelve)[- ]months?['’]?s?\b/i;
const MONTH_COUNT: Record<string, number> = { one: 1, a: 1, the: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** What part of the year is released: "Q1", "a quarter", "3 months", "one month's". */
const PART =
  /\b(?:release|expense|amorti[sz]e|recogni[sz]e|charge|write\s+off)\s+(?:the\s+)?(?:(q[1-4]|(?:a|one|the)\s+quarter)|(\d{1,2}|one|a|the|two|three|four|five|six)\s+months?['’]?s?)\b/i;

/**
 * "Shop rent for the year - 2.4m - … sitting in prepaid. Release Q1", "annual insurance
 * 900k paid ahead, expense one month": the part of a year's sum released, worked out
 * (a quarter is three months of twelve). Only with one sum, said to be the year's.
 */
function partOfYear(text: string): string {
  const part = PART.exec(text);
  if (!part || !YEARLY.test(text)) return text;
  const amounts = findAmounts(text).filter((a) => !a.value.startsWith("-") && Number(a.value) >= 100);
  if (amounts.length !== 1) return text;
  const months = part[1] ? 3 : (MONTH_COUNT[part[2]!.toLowerCase()] ?? Number(part[2]));
  if (!(months >= 1 && months < 12)) return text;
  const [a] = amounts;
  const worked = posted(Math.round(((Number(a!.value) * months) / 12) * 100) / 100);
  if (!worked) return text;
  const written = text.slice(a!.start, a!.end);
  return text.slice(0, a!.start) + worked.padEnd(written.length) + text.slice(a!.end);
}

// Counts of periods said in words, two to twelve ("for three months"), from the grammar's numbers.
const COUNT: Record<string, number> = Object.fromEntries(Object.entries(UNITS).filter(([, n]) => n >= 2 && n <= 12));
const UNIT = "(day|week|month|quarter|year)";
/** A sum said by the period: "22,500 a month", "22,500 per month", "22,500/month", "22,500 monthly". */
const PER_PERIOD = String.raw`(${AMOUNT})\s*(?:(?:a|an|per|each|every)\s+${UNIT}|\/\s*${UNIT}|(dai|week|month|quarter|year)ly)`;
/** "… for 3 months", "… x 3 months", "… over three months". */
const FOR_PERIODS = String.raw`\s*,?\s*(?:for|over|x|×|times)\s+(?:the\s+)?(\d{1,2}|${Object.keys(COUNT).join("|")})\s*[- ]?(days?|weeks?|months?|mths?|quarters?|years?|yrs?)\b`;

/**
 * "Q1 depreciation on office equipment: 22,500 a month for 3 months, post as one entry",
 * "accrue security 40k per month x 3 months": a period's sum times the periods it is for,
 * when the periods are the same kind, worked to the one amount the entry posts (blanked,
 * when the prompt writes that total too). Only with no other sum, and never where one
 * period's share is asked for ("… for 3 months, post this month's share": that sum itself).
 */
function timesPeriods(text: string): string {
  // ("prepaid 3 months' rent at 100k a month from zenith": the periods said first, the
  // sum a period after "at"; the sum and its period worked, the words between kept.)
  const first = new RegExp(
    String.raw`\b(\d{1,2}|${Object.keys(COUNT).join("|")})\s*[- ]?(days?|weeks?|months?|mths?|quarters?|years?|yrs?)['’]?\s+(?:of\s+)?(?:[a-z][a-z'’-]*\s+){0,3}?(?:at|@)\s*(${PER_PERIOD})`,
    "i",
  ).exec(text);
  if (first && !/\b(?:share|portion)\b/i.test(text)) {
    const [, n, periods, said, amount, perUnit, slashUnit, lyUnit] = first;
    const unit = (perUnit ?? slashUnit ?? lyUnit)!.toLowerCase();
    const count = COUNT[n!.toLowerCase()] ?? Number(n);
    const total = posted(Math.round(value(amount!) * count * 100) / 100);
    const same = periods!
      .toLowerCase()
      .replace(/^mths?$/, "month")
      .replace(/^yrs?$/, "year")
      .startsWith(unit === "dai" ? "day" : unit);
    if (same && total && count >= 2 && total.length <= said!.length) {
      const at = first.index + first[0].length - said!.length;
      return text.slice(0, at) + total.padEnd(said!.length) + text.slice(at + said!.length);
    }
  }
  const m = new RegExp(
    PER_PERIOD + FOR_PERIODS + String.raw`(\s*(?:=|is|which\s+is|i\.e\.?,?|making|total(?:ling)?)?\s*)`,
    "i",
  ).exec(text);
  if (!m || /\b(?:share|portion)\b/i.test(text)) return text;
  const unit = (m[2] ?? m[3] ?? m[4])!.toLowerCase();
  const periods = m[6]!
    .toLowerCase()
    .replace(/^mths?$/, "month")
    .replace(/^yrs?$/, "year");
  if (!periods.startsWith(unit === "dai" ? "day" : unit)) return text;
  const count = COUNT[m[5]!.toLowerCase()] ?? Number(m[5]);
  const total = posted(Math.round(value(m[1]!) * count * 100) / 100);
  if (!total || count < 2) return text;
  // (The total written straight after: "40k per month x 3 months = 120k".)
  const after = text.slice(m.index + m[0].length);
  const written = findAmounts(after)[0];
  if (written?.start === 0 && Math.abs(Number(written.value) - Number(total)) < 0.005)
    return text.slice(0, m.index) + blank(m[0]) + after;
  const working = m[0].slice(0, m[0].length - m[7]!.length);
  return text.slice(0, m.index) + total.padEnd(working.length) + text.slice(m.index + working.length);
}

/** The text with each working replaced by what it comes to. */
export const withWorkingsDone = (text: string) =>
  partOfYear(listedTotal(straightLine(timesPeriods(summed(divided(text))))));
