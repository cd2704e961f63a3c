// Dates in prompts: absolute ("2026-11-01", "5 March", "01/11/2026") and relative
// ("yesterday", "last Friday", "in two weeks"), read by chrono against the business's
// today. Day-first numeric dates unless the business is in the US. Results that carry
// only a time or a duration ("for 3 hours", "2 days of training") are not dates. A date without a year that
// would land more than 60 days ahead is taken as last year's.

import * as en from "chrono-node/en";
import { addDays } from "../../lib/clock";
import { UNITS } from "./spelled-amounts";

export interface FoundDate {
  /** YYYY-MM-DD */
  value: string;
  /** The text gave the year (or was relative to today); false when it was inferred. */
  yearStated: boolean;
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * "on the 1st", "dated the 3rd", "paid on the 17th", "48k cash 19th", "on Monday the 16th": a
 * day of the month alone is this month's, or last month's when that day has not come yet
 * (books record the past). After "on/dated/from the" or a weekday it is a date unless a
 * noun it counts follows ("on the 2nd floor"); bare, only as an ordinal that ends a clause
 * ("the 1st floor" is no date), after a space it consumes: chrono retries a pattern on the
 * text after a failed match ("on the 31st" in February), where a lookbehind would see the
 * "1st" of "31st" as a start. A month named after it is chrono's ("due friday 27th march"
 * is March's 27th, not last month's); a question's mark ends its clause too ("paid from
 * Access on the 12th? thanks").
 */
const dayOfMonth = {
  pattern: () =>
    /(?:\b(?:on|dated|from)\s+the\s+|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:the\s+)?|\s(?=\d{1,2}(?:st|nd|rd|th)\s*(?:$|[,.;?!]|inst(?:ant)?\b|ult(?:imo)?\b)))(\d{1,2})(?:st|nd|rd|th)\b(?:\s+of\s+(this|the|last|previous)\s+month|\s+(inst(?:ant)?|ult(?:imo)?)\b\.?)?(?=\s*(?:$|[,.;:)–—?!]|\s-\s|\s(?:and|at|by|from|into|in|to|via|for|paid|with|but|as)\b)|\s+(?!(?:floor|stor(?:e)?y|street|st|road|avenue|close|crescent|century|time|times|anniversary|birthday|edition|batch|instal(?:l)?ment|item|line|row|place|position|day|week|month|year|of|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)[a-z])/i,
  extract: (context: { refDate: Date }, match: RegExpMatchArray) => {
    const day = Number(match[1]);
    const ref = context.refDate;
    let year = ref.getFullYear();
    let month = ref.getMonth() + 1;
    // "the 28th of last month"; else this month's, or the latest month's that has the day
    // when it is still to come ("on the 31st" on 10 March is 31 January).
    if (day < 1 || day > 31) return null;
    // ("the 16th instant", "the 28th ultimo": this month's and last month's, in the old letter style.)
    const said = match[2] ?? match[3] ?? "";
    if (/^inst/i.test(said)) return day <= new Date(year, month, 0).getDate() ? { day, month, year } : null;
    const back = /last|previous|^ult/i.test(said) || day > ref.getDate();
    for (let tries = 0; tries < 3; tries++) {
      if (back || tries > 0) {
        month -= 1;
        if (month === 0) {
          month = 12;
          year -= 1;
        }
      }
      if (day <= new Date(year, month, 0).getDate()) return { day, month, year };
    }
    return null;
  },
};

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
/** The calendar day `days` after `ref` (before, when negative), as chrono's parsers answer it. */
const daysFrom = (ref: Date, days: number) => {
  const date = new Date(ref.getTime() + days * 86_400_000);
  return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() };
};

/**
 * "next week Monday", "Friday next week"; "last week Thursday" (Nigerian usage), "Thursday
 * last week": that weekday of the week `weeks` from this one (weeks start on Monday).
 */
function weekdayOfWeek(word: "next" | "last", weeks: number) {
  const day = String.raw`(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?`;
  const pattern = new RegExp(String.raw`\b${word}\s+week\s+${day}\b|\b${day}\s+(?:of\s+)?${word}\s+week\b`, "i");
  return {
    pattern: () => pattern,
    extract: (context: { refDate: Date }, match: RegExpMatchArray) => {
      const target = WEEKDAYS.indexOf((match[1] ?? match[2])!.slice(0, 3).toLowerCase());
      // Back to this week's Monday, on by the weeks, then on to the weekday.
      const sinceMonday = (context.refDate.getDay() + 6) % 7;
      return daysFrom(context.refDate, 7 * weeks - sinceMonday + ((target + 6) % 7));
    },
  };
}
const weekdayOfNextWeek = weekdayOfWeek("next", 1);
/**
 * "this Monday", "this Friday": that day of this week, past or to come ("your ride this
 * Monday" on a Wednesday was two days ago; chrono takes the next one).
 */
const weekdayOfThisWeek = {
  pattern: () => /\bthis\s+(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b(?!\s+week)/i,
  extract: (context: { refDate: Date }, match: RegExpMatchArray) => {
    const target = WEEKDAYS.indexOf(match[1]!.slice(0, 3).toLowerCase());
    const sinceMonday = (context.refDate.getDay() + 6) % 7;
    return daysFrom(context.refDate, -sinceMonday + ((target + 6) % 7));
  },
};
const weekdayOfLastWeek = weekdayOfWeek("last", -1);

/** "the day before yesterday": two days ago. */
const dayBeforeYesterday = {
  pattern: () => /\b(?:the\s+)?day\s+before\s+yesterday\b/i,
  extract: (context: { refDate: Date }) => daysFrom(context.refDate, -2),
};

/** "two days back", "3 days back": that many days ago. */
const daysBack = {
  pattern: () => /\b(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+days?\s+back\b/i,
  extract: (context: { refDate: Date }, match: RegExpMatchArray) => {
    const count = match[1]!.toLowerCase();
    return daysFrom(context.refDate, -(count === "a" ? 1 : (UNITS[count] ?? Number(count))));
  },
};

/** "a fortnight ago", "a fortnight back": two weeks ago (chrono knows no fortnight). */
const fortnightAgo = {
  pattern: () => /\b(?:a|one)\s+fortnight\s+(?:ago|back)\b/i,
  extract: (context: { refDate: Date }) => daysFrom(context.refDate, -14),
};

/** "yday", "yest", "ystdy": yesterday as people type it. */
const yesterdayShort = {
  pattern: () => /\b(?:yday|y'day|yest|ystd|ystdy|ystday|ysterday|yesterdy|yestaday|yesteday|yestday|yestdy)\b/i,
  extract: (context: { refDate: Date }) => daysFrom(context.refDate, -1),
};

/** "month end", "by month-end", "EOM": the last day of this month; "end of feb": of that month (the latest one past). */
// ("month-end February", "Feb month end", "month end of Jan": a month's end named either way round.)
const monthEnd = {
  pattern: () =>
    /\b(?:(?:(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+)?month[- ]end(?:\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?)?|eom|end\s+of\s+(?:the\s+month\s+of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?)(?!\s*,?\s*\d)/i,
  extract: (context: { refDate: Date }, match: RegExpMatchArray) => {
    const ref = context.refDate;
    const month = match[1] ?? match[2] ?? match[3];
    const named = month ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) : ref.getMonth();
    const year = named > ref.getMonth() + 2 ? ref.getFullYear() - 1 : ref.getFullYear();
    const last = new Date(year, named + 1, 0);
    return { day: last.getDate(), month: last.getMonth() + 1, year: last.getFullYear() };
  },
};

/** "2day", "tday", "2dy": today typed short. */
const todayShort = {
  pattern: () => /\b(?:2day|2dy|tday|tdy|tuday|todday|tody)\b/i,
  extract: (context: { refDate: Date }) => daysFrom(context.refDate, 0),
};

/** "tmrw", "tmr", "tomoro", "2moro": tomorrow typed short. */
const tomorrowShort = {
  pattern: () => /\b(?:tmrw|tmr|tmw|tomoro|tomorow|tommorow|tommorrow|2moro|2morrow)\b/i,
  extract: (context: { refDate: Date }) => daysFrom(context.refDate, 1),
};

/**
 * "Nov 18", "on Nov 17": a month name and a day, which chrono's day-first (en-GB) reading
 * takes for November 2018. A year after it ("Nov 18, 2026", "Nov 18 2026") is left to chrono.
 */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthThenDay = {
  pattern: () =>
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*,?\s*\d|\s*[/:.-]\d)/i,
  extract: (_context: unknown, match: RegExpMatchArray) => {
    const month = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1;
    const day = Number(match[2]);
    return month > 0 && day >= 1 && day <= 31 ? { day, month } : null;
  },
};

/** The days of a month said as ordinal words ("second", "fifteenth", "twenty fifth", "thirty-first"). */
const ORDINAL_DAYS: Record<string, number> = Object.fromEntries(
  [
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth",
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth",
  ]
    .join(" ")
    .split(" ")
    .map((word, i) => [word, i + 1]),
);
/** A day of the month in words: its tens ("twenty") and its ordinal ("fifth") as two groups. */
export const ORDINAL_WORD = String.raw`(?:(twenty|thirty)[-\s])?(${Object.keys(ORDINAL_DAYS).join("|")}|thirtieth)`;
const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|march|mar|april|apr|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** The day ORDINAL_WORD's two groups name. */
export const ordinalDay = (tens: string | undefined, word: string) =>
  (tens ? (tens.toLowerCase() === "twenty" ? 20 : 30) : 0) +
  (word.toLowerCase() === "thirtieth" ? 30 : ORDINAL_DAYS[word.toLowerCase()]!);
/**
 * Dates dictated in words: "the twenty fifth of march", "the first of March", "march the
 * second", "march fifteenth", "on March the ninth 2026". Read before chrono, which takes the day of "twenty
 * fifth" for the fifth and loses "march the second" after another word. ("May second"
 * without "the" stays a modal verb's.)
 */
const ORDINAL_WORD_DATE = new RegExp(
  String.raw`\b(?:the\s+)?${ORDINAL_WORD}\s+(?:day\s+)?of\s+${MONTH_WORD}(?:,?\s+(\d{4}))?\b|\b(?!may\s+(?!the\b))${MONTH_WORD}\s+(?:the\s+)?${ORDINAL_WORD}\b(?:,?\s+(\d{4})\b)?`,
  "gi",
);

const withDayOfMonth = (parser: typeof en.GB) => {
  const clone = parser.clone();
  clone.parsers.unshift(
    dayBeforeYesterday,
    daysBack,
    fortnightAgo,
    monthEnd,
    monthThenDay,
    weekdayOfNextWeek,
    weekdayOfLastWeek,
    weekdayOfThisWeek,
  );
  clone.parsers.push(dayOfMonth, yesterdayShort, todayShort, tomorrowShort);
  return clone;
};
const DAY_FIRST = withDayOfMonth(en.GB);
const MONTH_FIRST = withDayOfMonth(en.casual);

/**
 * What every date findDates keeps holds somewhere: numbers joined by a separator, an
 * ordinal or eight digits, a month or a weekday, or a word of relative time. A text
 * without any is not given to chrono, whose parsers cost more than the rest of a
 * prompt's reading (npm run profile:write). test/grammar.test.ts holds the gate to that.
 */
export const MAY_HOLD_DATE =
  /\d\s*[/.-]\s*\d|\d(?:st|nd|rd|th|days?|weeks?|months?|years?)\b|\d{8}|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|today|2day|2dy|tday|tdy|tuday|todday|tody|tonight|yesterday|yday|y'day|yest|ystdy?|ystday|ysterday|yestdy|yesterdy|yestaday|yesteday|yestday|tomorrow|tmrw|tmr|tmw|tomoro|tomorow|tommorow|tommorrow|2moro|2morrow|now|ago|last|next|this|past|end|eom|noon|midnight|morning|evening|afternoon|days?|weeks?|weekend|fortnight|months?|years?)\b/i;

export function findDates(text: string, today: string, options: { monthFirst?: boolean } = {}): FoundDate[] {
  return MAY_HOLD_DATE.test(text) ? withoutGlosses(text, chronoDates(text, today, options)) : [];
}

/**
 * "on 03/09/2026 (March 9)": a numeric date glossed in words right after it, in brackets,
 * is one date, the one its gloss says, when the numbers read either way round give it.
 */
function withoutGlosses(text: string, dates: FoundDate[]): FoundDate[] {
  return dates.flatMap((d, i) => {
    const gloss = dates[i + 1];
    const numbers = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(text.slice(d.start, d.end).trim());
    if (numbers && gloss && /^\s*\(\s*$/.test(text.slice(d.end, gloss.start)) && /^\s*\)/.test(text.slice(gloss.end))) {
      const year = d.value.slice(0, 4);
      const readings = [
        [numbers[2]!, numbers[1]!],
        [numbers[1]!, numbers[2]!],
      ].map(([month, day]) => `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`);
      if (readings.includes(`${year}${gloss.value.slice(4)}`)) {
        dates[i + 1] = { ...gloss, value: `${year}${gloss.value.slice(4)}`, yearStated: d.yearStated, start: d.start };
        return [];
      }
    }
    return [d];
  });
}

/** A weekday named alone ("friday", "on thurs", "Sat."), short or whole. */
const WEEKDAY_ALONE = /^(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$/i;

/**
 * A weekday named alone for money that has moved ("banked on friday", "thurs - 5k") is
 * the last one past, never the coming one chrono may take as nearer.
 */
export function pastWeekdayMeant(written: string, value: string, today: string): string {
  return value > today && WEEKDAY_ALONE.test(written.replace(/[\s,;]+$/, "").trim()) ? addDays(value, -7) : value;
}

/** findDates without the gate: chrono on any text. */
export function chronoDates(text: string, today: string, options: { monthFirst?: boolean } = {}): FoundDate[] {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  // Noon keeps "today" on the same calendar day whatever the runtime's zone.
  const reference = new Date(year, month - 1, day, 12);
  const parser = options.monthFirst ? MONTH_FIRST : DAY_FIRST;
  // Dates written whole the way statements write them are read first and blanked for
  // chrono, which misreads them ("28-Feb-2026 February" as February 2026); so is a sign
  // before a number, no time zone or range ("2026-03-09 +3,400.00", "yesterday - 12,000").
  // Blanked with spaces, so the spans stay where they are.
  const whole: FoundDate[] = [];
  // (A dash between spaces parts phrases: "on 10 March - 15 bags" is no year 15 and no range.)
  let unsigned = text
    // (A double dash too: "₦ 84,000.00 -- chinedu okafor -- 3 days plumbing …".)
    .replace(/(\s)(-{2,}|[-+–—])(?=(\s?)\d)/g, (_, space: string, sign: string, gap: string) =>
      gap && sign !== "+" ? `${space}${";".padEnd(sign.length)}` : `${space}${" ".repeat(sign.length)}`,
    )
    // ("Z REPORT #0142\n17/03/2026": a number after "#", or one with a leading zero, is no
    // year or hour of the date beside it.)
    .replace(/#[^\S\n]*\d+|\b0\d{3,}\b/g, (n) => " ".repeat(n.length))
    // ('15 tonnes 3/4" granite', "1/2 inch pipe": a fraction of an inch is a size, no date.)
    .replace(/\b\d{1,2}\/\d{1,2}(?=[^\S\n]?(?:["”″]|inch(?:es)?\b|in\.))/g, (n) => " ".repeat(n.length))
    // ("on the 10th (zenith)": chrono reads no day before a bracket; the bracket is no date.)
    .replace(/(?<=\d(?:st|nd|rd|th)\s*)[([]/gi, " ")
    // ("bill 3rd march 67,900": a sum in thousands is no year of the date before it. Blanked
    // with a mark, not spaces, which chrono reads as part of the month: "march" alone.)
    .replace(/(?<![\d,.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])/g, (n) => "_".repeat(n.length))
    // ("dated 12th march, 30 bags rice": two digits after a day and its month are a year
    // only if it is near, as WHOLE_DATE reads them; else the count of what follows.)
    .replace(FAR_TWO_DIGIT_YEAR, (n) => (Math.abs(2000 + Number(n) - year) > 1 ? "_".repeat(n.length) : n))
    // ("security for March, 3 guards x 85,000": a count after a month and its comma is no
    // day of it; "March 3, 2026" and "March 3rd" are.)
    .replace(MONTH_COMMA_COUNT, (m) => `${m.slice(0, -1)};`)
    // ("2day": chrono takes it for a span of two days; read as "tday", today typed short.)
    .replace(/\b2(?=da?y\b)/gi, "t");
  for (const m of text.matchAll(WHOLE_DATE)) {
    const d = Number(m[1] ?? m[6]);
    const mo = m[2] ? MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1 : Number(m[5]);
    let y = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : Number(m[4]);
    let length = m[0].length;
    // "on 3 March 12 crates": two digits after a month are a year only if it is near; else
    // the date is the day and month alone (this year's, or last year's if well ahead).
    const farYear = m[3]?.length === 2 && Math.abs(y - year) > 1;
    if (farYear) {
      length = m[0].length - m[3]!.length - 1;
      y = year;
      if (new Date(y, mo - 1, d).getTime() - reference.getTime() > 60 * 86_400_000) y -= 1;
    }
    if (mo < 1 || mo > 12 || d < 1 || d > new Date(y, mo, 0).getDate()) continue;
    whole.push({ value: `${y}-${pad(mo)}-${pad(d)}`, yearStated: !farYear, start: m.index, end: m.index + length });
    unsigned = unsigned.slice(0, m.index) + " ".repeat(length) + unsigned.slice(m.index + length);
  }
  for (const m of unsigned.matchAll(ORDINAL_WORD_DATE)) {
    const [tens, word, monthWord, stated] = m[2] ? [m[1], m[2], m[3]!, m[4]] : [m[6], m[7]!, m[5]!, m[8]];
    const d = ordinalDay(tens, word);
    const mo = MONTHS.indexOf(monthWord.slice(0, 3).toLowerCase()) + 1;
    let y = stated ? Number(stated) : year;
    // (Without a year: this year's, or last year's when it would land well ahead.)
    if (!stated && new Date(y, mo - 1, d).getTime() - reference.getTime() > 60 * 86_400_000) y -= 1;
    if (mo < 1 || d > new Date(y, mo, 0).getDate()) continue;
    whole.push({
      value: `${y}-${pad(mo)}-${pad(d)}`,
      yearStated: Boolean(stated),
      start: m.index,
      end: m.index + m[0].length,
    });
    unsigned = unsigned.slice(0, m.index) + " ".repeat(m[0].length) + unsigned.slice(m.index + m[0].length);
  }
  const read = parser
    .parse(unsigned, reference, { forwardDate: false })
    .filter(
      (result) =>
        result.start.isCertain("day") ||
        result.start.isCertain("weekday") ||
        /\b(?:yesterday|today|tomorrow|ago|last|next|this)\b/i.test(result.text),
    )
    // "last year's audit fee", "this month's rent": the period says whose, not when; a
    // day's own is that day ("Yesterday's staff lunch", "Friday's fuel").
    .filter(
      (result) =>
        !/^['’]s\b/.test(text.slice(result.index + result.text.length)) ||
        /^(?:yesterday|today|tomorrow|(?:(?:last|this|past|on)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i.test(
          result.text.trim(),
        ),
    )
    // ("Last day to pay na 27th": the last day of a time allowed, no day before today.)
    .filter((result) => !/^last\s+day$/i.test(result.text.trim()))
    // ("3 weekend workers", "weekend shift allowance": "weekend" before what it describes is
    // a kind of work or pay, no day; "last weekend", "over the weekend" are days.)
    .filter(
      (result) =>
        !(
          /^weekend$/i.test(result.text.trim()) &&
          !/\b(?:the|this|last|next|past|that|every|each)\s*$/i.test(text.slice(0, result.index)) &&
          /^[^\S\n]+(?!(?:of|in|on|at|and|or|to|for|from|with|by|before|after|too|as|when|while|so|then|but|because|we|i|he|she|they|it|paid|cash|via|into|is|was)\b)[a-z]/i.test(
            text.slice(result.index + result.text.length),
          )
        ),
    )
    // "salaries for November 1.2m": a day that is the start of a number is no date (a
    // count read as the hour, "yesterday 12,000", is cut off below instead).
    .filter(
      (result) =>
        (result.start.isCertain("hour") && /[\s,]+\d{1,2}$/.test(result.text)) ||
        !/^(?:[.,]\d|\d|[km]\b)/i.test(text.slice(result.index + result.text.length)),
    )
    // A quantity of time ("for 3 hours", "2 days of training") is not a date; "2 days ago" is.
    .filter(
      (result) =>
        // ("put in 3m" is three million, never "in three minutes": books keep no times.)
        !/^\s*(?:(?:for|in|within)\s+)?\d+(?:\.\d+)?\s*(?:m|h|hrs?|hours?|mins?|minutes?|secs?|seconds?)\b/i.test(
          result.text,
        ) &&
        !/^\s*(?:for\s+)?(?:\d+(?:\.\d+)?|a|an|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:days?|weeks?|months?|nights?|years?)\s*$/i.test(
          result.text,
        ),
    )
    .map((result) => {
      // "Uber rides this week", "for this month": a week or a month is no day; what happened in it is recorded today.
      const date = /^(?:for\s+)?this\s+(?:week|month)$/i.test(result.text.trim())
        ? new Date(reference)
        : result.start.date();
      const yearStated = result.start.isCertain("year");
      // Without a stated year chrono takes the nearest occurrence; books mostly record
      // the past, so a date that lands more than two months ahead means last year's.
      if (!yearStated && date.getTime() - reference.getTime() > 60 * 86_400_000) {
        date.setFullYear(date.getFullYear() - 1);
      }
      // "05/03/2026, 12 cartons": chrono reads the count as an hour; books keep no time.
      const count = result.start.isCertain("hour") ? /[\s,]+\d{1,2}$/.exec(result.text) : null;
      return {
        value: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
        yearStated,
        start: result.index,
        // ("Today's date": the day's own date is that day, the words with it.)
        end:
          result.index +
          result.text.length -
          (count?.[0].length ?? 0) +
          (/^['’]s\s+date\b/i.exec(text.slice(result.index + result.text.length))?.[0].length ?? 0),
      };
    });
  // (No book holds a year of fewer than four digits: chrono's reading of stray digits.)
  const plausible = read.filter((r) => /^\d{4}-/.test(r.value));
  if (!whole.length) return plausible;
  // "On Monday 9 March 2026": a weekday just before a date written whole is part of it,
  // no day of its own (chrono, which saw the date blanked, took it for next Monday).
  // ("Sat 14 Mar 2026, 386,200 in": chrono's reading may run over the date blanked.)
  const weekdayOf = (r: FoundDate) => {
    const day = /^\s*(?:on\s+)?(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)\.?,?/i.exec(
      text.slice(r.start, r.end),
    );
    const after = r.start + (day?.[0].length ?? 0);
    return (
      day &&
      /^[\s,]*$/.test(unsigned.slice(after, r.end)) &&
      whole.find((w) => w.start >= after && /^[\s,]*$/.test(text.slice(after, w.start)))
    );
  };
  const kept = plausible.filter((r) => {
    const date = weekdayOf(r);
    if (date) date.start = r.start;
    return !date;
  });
  return [...whole, ...kept].sort((a, b) => a.start - b.start);
}

const MONTH_COMMA_COUNT = new RegExp(
  String.raw`\b${MONTH_WORD},(?=[^\S\n]*\d{1,3}[^\S\n]+(?!(?:st|nd|rd|th|of)\b)\p{L})`,
  "giu",
);

/** Two digits after a day and its month ("12th march, 30 bags"), which chrono reads as a year. */
const FAR_TWO_DIGIT_YEAR =
  /(?<=\b\d{1,2}(?:st|nd|rd|th)?[^\S\n]+(?:of[^\S\n]+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?[^\S\n]+)\d{2}\b(?![/.:,-]?\d)(?=[^\S\n]+[a-z])/gi;

/** "28-Feb-2026", "02 Mar 26", "2026-03-09" (groups 1-3 and 4-6). */
const WHOLE_DATE =
  /\b(\d{1,2})[-\s](jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?[-\s](\d{4}|\d{2})\b(?![:.]\d)|\b(\d{4})-(\d{2})-(\d{2})\b/gi;

// Counts in words are the number words sums are read with ("ten days", "a week", "forty-five days").
const COUNT: Record<string, number> = { a: 1, an: 1, ...UNITS };
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, wk: 7, month: 30 };
// ("forty five days", "net forty-five": a dictated compound count, with a space or a hyphen.)
const COMPOUND = String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](?:one|two|three|four|five|six|seven|eight|nine)`;
const N = String.raw`(\d{1,3}|${COMPOUND}|an?|${Object.keys(UNITS).join("|")})`;
const UNIT = String.raw`(day|week|wk|month)s?['’]?`;
/** "delivered within 3 days", "ready within a week": a time for the goods or work, no terms. */
export const NOT_DELIVERY = String.raw`(?<!\b(?:deliver(?:ed|y)?|ship(?:ped|ping)?|dispatch(?:ed)?|arriv(?:e|es|ed|al)|ready|complet(?:e|ed|ion)|done|finish(?:ed)?|install(?:ed|ation)?|suppl(?:y|ied)|collect(?:ed|ion)?|return(?:ed)?)\s+)`;
/** Someone paying, with who or what is paid: "pay", "settle it", "pay dem", "payment". */
const PAYING = String.raw`(?:pay(?:s|ing|ment)?|paid|settle(?:s|d|ment)?)(?:\s+(?:am|dem|them|him|her|it|us|me|the\s+(?:bill|invoice|balance)))?`;

/**
 * The ways terms are said, each with a count and a unit of days (or days alone), in the
 * order tried: "net 30", "due in 14 days", "payable within a week", "they'll pay in 2
 * weeks", "we go pay dem in 30 days", "on 30 days' credit", "30-day terms", "terms: 30
 * days", "two weeks to pay", "they have 7 days", "give it 10 days", "within 30 days".
 */
const TERMS_SAID: RegExp[] = [
  // ("net thirty", "net forty five": dictated terms in words.)
  new RegExp(
    String.raw`\bnet\s*[- ]?(\d{1,3}|${COMPOUND}|${Object.keys(UNITS)
      .filter((w) => UNITS[w]! >= 7)
      .join("|")})\b()`,
    "i",
  ),
  new RegExp(String.raw`\b(?:due|payable)\s*:?\s+(?:(?:with)?in\s+|after\s+)?${N}\s*${UNIT}\b`, "i"),
  new RegExp(String.raw`\b${PAYING}\s+(?:with)?in\s+${N}\s*${UNIT}\b`, "i"),
  // ("deposit 500k today, bal 14 days", "rest in 2 weeks", "the rest na 2 weeks": what is left is due then.)
  new RegExp(
    String.raw`\b(?:bal(?:ance)?|rest|remainder)\s+(?:(?:is\s+)?(?:due|payable)\s+)?(?:(?:with)?in\s+|na\s+)?${N}\s*${UNIT}\b`,
    "i",
  ),
  // ("2 wks credit", "one month credit": the credit in weeks or months too.)
  new RegExp(String.raw`\b(?:on\s+)?${N}\s*-?\s*${UNIT}['’]?\s+(?:credit|terms)\b`, "i"),
  // ("credit 30 days", "credit period 30 days", "credit terms: 45 days": the credit, then its length.)
  new RegExp(
    String.raw`\bcredit(?:\s+(?:period|terms?|days))?\s*(?:of|:|-|–|is)?\s*${N}\s*${UNIT}(?!\s+(?:ago|later|before|after)\b)`,
    "i",
  ),
  // ("payment at 60 days", "to pay at 45 days": the French and Portuguese way, "à 45 jours".)
  new RegExp(String.raw`\b(?:${PAYING}|to\s+pay)\s+at\s+${N}\s*${UNIT}\b`, "i"),
  // ("Invoice them, 30 days from today", "due 14 days after the invoice date": counted from the document's day.)
  new RegExp(
    String.raw`\b${N}\s*${UNIT}\s+(?:from|after)(?:\s+(?:today|now|(?:the\s+)?(?:invoice|bill)(?:\s+date)?|(?:the\s+)?date\s+of\s+(?:the\s+)?(?:invoice|bill))\b|(?=\s*(?:[,.;]|$)))`,
    "i",
  ),
  // ("40 bath towels at 7,250 each, on 30 days": credit of so many days.)
  new RegExp(String.raw`(?<=^|[,;]\s*|\s[-–—]\s*)on\s+${N}\s*${UNIT}(?=\s*(?:$|[,.;\n]|[-–—]\s))`, "i"),
  // (Never "payment of a month's rent": a period the payment is for.)
  new RegExp(String.raw`\b(?:terms|payment)\s*(?::|are|is|of)?\s*${N}\s*(day|week|wk|month)s?\b(?!['’])`, "i"),
  new RegExp(String.raw`\b${N}\s*${UNIT}\s+to\s+(?:pay|settle)\b`, "i"),
  new RegExp(String.raw`\b(?:we|they|you)\s+(?:have|get|got)\s+${N}\s*${UNIT}\b`, "i"),
  new RegExp(String.raw`\bgive\s+(?:it|them|him|her|us|dem)\s+${N}\s*${UNIT}\b`, "i"),
  // (Never what is delivered or done within a time: "delivered within 3 days".)
  new RegExp(String.raw`${NOT_DELIVERY}\bwithin\s+${N}\s*${UNIT}\b`, "i"),
];
/** Every way terms are said, for the readers that take them out of the items' text. */
export const TERMS_SAID_SOURCE = TERMS_SAID.map((r) => r.source).join("|");

/** Payment terms in days: "net 30", "due in 14 days", "payable within 7 days", "due on receipt". */
export function findTermsDays(text: string): number | null {
  for (const pattern of TERMS_SAID) {
    const m = pattern.exec(text);
    if (!m) continue;
    const count = m[1]!.toLowerCase();
    const [tens, ones] = count.split(/[- ]/);
    const value = ones ? COUNT[tens!]! + COUNT[ones]! : (COUNT[count] ?? Number(count));
    return value * (m[2] ? UNIT_DAYS[m[2].toLowerCase()]! : 1);
  }
  if (/\bdue\s+(?:on|upon)\s+receipt\b/i.test(text)) return 0;
  // "due in a fortnight"; "…, 14 days" standing alone at the end of a document's sentence.
  if (/\b(?:due|payable|pay(?:ment)?)\s+(?:with)?in\s+a\s+fortnight\b/i.test(text)) return 14;
  const bare = new RegExp(DAYS_ALONE, "i").exec(text);
  if (bare) return Number(bare[1]);
  return null;
}

/**
 * A count of days standing as a clause of its own: after the last one ("… + vat, 14
 * days", "… 3 x 12,000. 14 days", "… @ R14,50 each, 30 days. Use N86 to the rand.") or
 * after the document's word ("…, invoice dated 9 March 2026, 14 days.", its date moved to
 * the end), between a ledger note's dashes or bars ("Siemens AG — spares — €1,240 @
 * ₦1,780 — 30 days — …", "… | 21 days"), or as a chat's answer ("credit as usual?" /
 * "XYZ Supplier: yes 30 days"), a courtesy after it ("…, 30 days please.").
 */
// ("4 days' project management at ₦180,000 per day, 30 days": a price per day whose days are
// counted already leaves the days alone to the terms.)
export const DAYS_ALONE = String.raw`(?<!(?<!\b\d+\s*days?['’]?\s[^\n]{0,60})(?:(?:per|a|each)\s+day|\/\s*day|daily)\b[^\n]{0,80})(?<=^|[,.;|]\s*|\s[-–—]\s*|\b(?:invoice|bill)\s+|(?:^|\n)[^\S\n]*(?:[^:\n]{1,40}:[^\S\n]*)?(?:yes|yeah|ok|okay)[,!.]?[^\S\n]+)(\d{1,3})\s*days?(?:['’]?\s+credit)?(?:,?[^\S\n]+(?:please|pls|plz|thanks|thx|thank\s+you|abeg))?\s*\.?(?=\s*(?:$|\n|[,;|]|[-–—]\s)|(?<=\.)\s+[A-Z])(?![^\n]*(?:(?:per|a|each)\s+day|\/\s*day|daily|day\s+rate)\b)`;
