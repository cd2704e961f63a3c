// Words typed short on a phone ("shift 750k frm access to zenith", "repaid 400k thru
// GTB", "hit our access acct yday"), written out before a journal is read, so the
// patterns (everyday.ts) and the phrases after their prepositions (phrases.ts) read them
// as they read the full words. Only words with no other meaning in a journal are
// rewritten; the narration keeps the prompt as written.
import { SPACED_SLASH, slashedNote } from "../extraction/grammar/spaced-slashes";

const SHORT: [RegExp, string][] = [
  [/\b(?:frm|fr0m)\b/gi, "from"],
  [/\b(?:thru|thro)\b/gi, "through"],
  [/\b(?:acct|acc't|accnt|a\/c)(?=\W|$)/gi, "account"],
  [/\b(?:yday|y'day|yest|ystdy|yestaday|yesteday|yestday)\b/gi, "yesterday"],
  [/\b(?:tmrw|tmr|2moro|2morrow)\b/gi, "tomorrow"],
  [/\b2day\b/gi, "today"],
  // Accountants' cuts ("accr Mar electricity", "87,500 int", "bank chgs", "Feb dep'n",
  // "w/o to office supplies"): "w/o" only before what is written off or where to, never
  // "paid w/o a receipt"; "accr liabs" stays for the account's name.
  [/\baccr\b(?!['’])\.?(?!\s*(?:liab|exp|int|income))/gi, "accrue"],
  // (Never inside a code: "INT-2026-004".)
  [/(?<![-/])\bint\b(?!['’]|[-/]\w)\.?/gi, "interest"],
  [/\b(?:chgs|chrgs|chg)\b\.?/gi, "charges"],
  [/\b(?:dep['’]n|depn|deprn|depr['’]n)\b\.?/gi, "depreciation"],
  [/\bdep['’]d\b/gi, "depreciated"],
  // "dep" alone is also a deposit; it is depreciation only as a period's charge ("month end
  // dep on the concrete mixer", "yearly dep", "dep charge for March"), never "paid a dep on
  // the mixer".
  [/\b((?:month|year|quarter|period)[- ]?end|monthly|yearly|annual|quarterly)\s+dep\b\.?/gi, "$1 depreciation"],
  [/\bdep\b\.?(?=\s+(?:charge|expense)\b)/gi, "depreciation"],
  [/\bw\/o(?=\s+(?:to|against|the|cost|it|this|them|bal|balance|as)\b)/gi, "write off"],
  [/\brecvd\b|\brcvd\b/gi, "received"],
  [/\bprepd\b\.?/gi, "prepaid"],
  // ("OB: office equipment 1.2m @ 1/1/2026", "o/b cash 300k": the opening balance written
  // short; "OB" only in capitals, a label.)
  [/(?<![-/\w])(?:OB|O\/B|o\/b)(?=\s*[:,–—-]|\s+[a-z])/g, "opening balance"],
  // ("… 1.2m @ 1/1/2026": the date the balance is at.)
  [/@\s*(?=\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b)/g, "as at "],
  // ("generator diesel miscoded to Travel", "mis-posted to rent": posted by mistake.)
  [/\bmis-?(posted|coded|booked|allocated|recorded|charged)\b/gi, "wrongly $1"],
  // ("Opening bal. stock 1.1m", "bal b/f".)
  [/\bbal\b\.?/gi, "balance"],
  // ("ZB", the Zenith Bank account as Lagos bookkeepers write it.)
  [/(?<![-/])\bZB\b(?![-/]\w)/g, "Zenith"],
];

/**
 * "OB / cash 300k / 1/1/2026", "vat remittance / firs / 112,350 / zenith": slashes set off
 * by spaces, two or more, part a note's fields, as commas do. One alone keeps its meaning,
 * a debit and its credit ("-> bank chgs / accruals") or a division ("2.4m / 12"); nor does
 * one between two numbers part anything unless a date follows it.
 */
function slashesAsCommas(text: string): string {
  // ("Dr rent 50,000 / Cr bank / March rent": a debit's and a credit's own marks keep the
  // slashes between their lines, read as before.)
  if (!slashedNote(text) || /\b(?:dr|cr|debit|credit)\b/i.test(text)) return text;
  return text.replace(SPACED_SLASH, (slash, at: number) =>
    /\d[km]?$/i.test(text.slice(0, at)) &&
    /^\d/.test(text.slice(at + slash.length)) &&
    !/^\d{1,4}[/.-]\d{1,2}\b/.test(text.slice(at + slash.length))
      ? slash
      : ", ",
  );
}

/** The text with each short form written out. */
export const withShortFormsWritten = (text: string) =>
  SHORT.reduce((out, [pattern, word]) => out.replace(pattern, word), slashesAsCommas(text));
