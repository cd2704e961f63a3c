// Statement lines written as sentences rather than columns, when the column reader
// (statement-rows.ts) finds none: "2 Mar 2026 transfer out to Musa Ibrahim 50k; 4 Mar
// 2026 interest 1.2k", "yesterday: POS Total filling station 8,200 debit", "Record a
// credit of 250,000 on 14 March 2026: transfer from Ota Farms Ltd". Each part has a
// date, one amount and a direction; what is left is the narration.
import { findAmounts } from "../extraction/grammar/amounts";
import { findDates } from "../extraction/grammar/dates";
import { findReference } from "../extraction/grammar/references";
import type { FieldError } from "../lib/errors";
import type { StatementRow } from "./statement-rows";

const EXPLICIT = /\b(?:(debit|dr|debited)|(credit|cr|credited))\b/i;
const OUT =
  /\b(?:out|paid out|withdrawal|withdrawn|withdrew|took|deducted|spent|bought|pos|purchase|payment|charges?|fees?|commission|cot|sms|alerts?|cheque|transfer to|trf to|to(?!\s+us\b)|debit card|atm|bill|(?:stamp\s+)?duty|levy|wht|withholding tax|charged|removed?|comot|maintenance)\b/i;
// (Pidgin: "I comot 50k for ATM" took it out, "them remove 50 naira stamp duty" charged
// it; "Chinedu send 75k" sent it in.)
/** A line that starts with the business paying ("paid Eko Power 126,300 by transfer", "… and paid Ikeja Electric 38,500"): money out. */
// (Pidgin "then I pay XYZ Supplier 180k": the present tense after "I" or "we".)
const PAID_BY_US =
  /^\s*(?:(?:and|then|also)\s+)*(?:(?:we|i)\s+(?:don\s+|come\s+)?(?:pay|send|transfer)\b|(?:we\s+)?(?:paid|sent|transferred)\b)(?!\s+(?:in|into|us)\b)/i;
// ("Bolanle Stores paid 1.2m into Access": money paid into an account of ours, by someone
// else; the business's own payments start with "we paid", read first.)
const IN =
  /\b(?:in|into|paid in|inward|deposit(?:ed)?|lodge(?:ment|d)?|inflow|transfer from|trf frm|trf from|from|interest|reversal|reversed|received|refund(?:ed)?|(?:sent|paid|gave|transferred)\s+us|send|sent)\b/i;

/** Words that say money came in, whatever else the clause names ("received 30,000 for bulk SMS"). */
const STRONG_IN =
  /\b(?:received|receipt|refund(?:ed)?\s+(?:from|to\s+us|by)|deposit(?:ed)?|lodge(?:d|ment)|credited|paid\s+in|inward|(?:sent|paid|gave|transferred|wired)\s+us|into\s+(?:our|my)|wired\s+in)\b/i;

/**
 * "65k in", "9,450 out": the side said right after the amount, ending its clause ("50k in
 * cash" is how it was paid, no side). Out first, as EXPLICIT has debit first.
 */
const IN_OUT_AFTER = /^\s*(?:(out(?:going|flow)?)|(in(?:coming|flow)?))\b(?=\s*(?:$|[,.;!)]|and\b|then\b))/i;

/** Money coming back: "REVERSAL POS …", "reversed charge". */
const REVERSAL = /\brevers(?:al|ed)\b/i;

/**
 * The side a transaction's words say ("REVERSAL POS …", "paid Eko Power …", "received …",
 * "POS purchase", "transfer from …"), or null. `starts` are where the clause may begin.
 */
export function sideInWords(words: string, starts: string[] = [words]): StatementRow["type"] | null {
  if (REVERSAL.test(words)) return "credit";
  if (starts.some((start) => PAID_BY_US.test(start))) return "debit";
  if (STRONG_IN.test(words)) return "credit";
  if (OUT.test(words)) return "debit";
  return IN.test(words) ? "credit" : null;
}

/** "this week", "last month": the period a statement covers (its heading), no line's day. */
const PERIOD = /^(?:for\s+)?(?:this|last|the\s+past)\s+(?:week|month|quarter|year)$/i;

/**
 * The days a part names, a period left out ("zenith statement for this week: mon 16th -
 * POS 8,200"); "Today's alerts" is today's (the possessive blanked, places kept).
 */
const daysIn = (part: string, today: string, monthFirst: boolean) =>
  findDates(part.replace(/\b(today|yesterday)['’]s\b/gi, "$1  "), today, { monthFirst }).filter(
    (d) => !PERIOD.test(part.slice(d.start, d.end).trim()),
  );

/** A part that is a date alone ("…, 3-Mar-26"): the date of the part before, no part of its own. */
const DATE_ALONE = /^\d{1,2}[\s/.-](?:\d{1,2}|[A-Za-z]{3,9}\.?)(?:[\s/.-]\d{2,4})?$/;

/** A date a transaction starts with ("15-03-2026 - …", "3 Mar …", "2026-03-15 …"). */
const DATE_FIRST = String.raw`(?=\d{1,2}[\s/.-](?:\d{1,2}[\s/.-]\d|[A-Za-z]{3})|\d{4}-\d{2}-\d{2})`;
// (After a heading too: "GTB USD: 4 Mar 2026 wire from ACME LLC +3,250.00 | 4 Mar 2026 …".)
const STARTS_DATED = new RegExp(String.raw`^\s*(?:[^:\d|\n]{1,40}:\s*)?${DATE_FIRST}`);
const BAR_BEFORE_DATE = new RegExp(String.raw`\s+\|\s+${DATE_FIRST}`);

/**
 * Splits into one part per transaction: lines, semicolons, commas before a date, and, in
 * a line that starts with its date, bars before the next ("15-03-2026 - INWARD TRF … - CR |
 * 16-03-2026 - SMS CHARGES …"; in "Credit 500,000 | 17/03/2026 | …" a bar parts cells).
 */
function parts(text: string): string[] {
  return text
    .split(/\r?\n|;\s*|,\s+(?=\d{1,2}[\s/-](?:\d|[A-Za-z]{3}))/)
    .flatMap((p) => (STARTS_DATED.test(p) ? p.split(BAR_BEFORE_DATE) : [p]))
    .map((p) => p.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean)
    .reduce<string[]>((out, p) => {
      if (DATE_ALONE.test(p) && out.length) out[out.length - 1] += `, ${p}`;
      else out.push(p);
      return out;
    }, []);
}

/**
 * One part's transactions: "COT charge 1,250 and SMS alert fee 100", "Paid Bello 98k on the
 * 19th, received 60k from Funmilayo on the 20th" are two, split at the comma or "and"
 * that has an amount on each side (a running balance after it is no transaction).
 */
function clauses(part: string, today: string, monthFirst: boolean): string[] {
  // Dates and amounts are read once for the part (chrono is costly), then looked up by place.
  const dates = findDates(part, today, { monthFirst });
  const amounts = findAmounts(part).filter((a) => !dates.some((d) => a.start >= d.start && a.start < d.end));
  const hasAmount = (start: number, end: number) => amounts.some((a) => a.start >= start && a.start < end);
  const out: string[] = [];
  let from = 0;
  // ("Withdrawn 60,000 on 2 March 2026 - …. Deposited 500,000 on 3 March 2026 - …": a
  // sentence's end joins two as well.)
  // ("… dr 190k .. 12-Mar-2026 cr 2.5k interest": dots typed between two, too.)
  for (const joint of part.matchAll(/,\s+|\s+and\s+|\s*(?:\.{2,}|…)\s*|(?<!\d)[.!?]\s+(?=[A-Za-z])/g)) {
    const after = joint.index + joint[0].length;
    const rest = part.slice(after);
    // "…, (15,000.00)" is the amount column of the same line, not a second transaction.
    const next = rest.split(/,\s+|\s+and\s+|\s*(?:\.{2,}|…)\s*|[.!?]\s+/)[0]!;
    if (
      hasAmount(from, joint.index) &&
      hasAmount(after, part.length) &&
      /\b(?!(?:ngn|usd|gbp|eur|dr|cr)\b)[a-z]{2,}/i.test(next) &&
      !/^(?:bal(?:ance)?|closing|running|ref)\b/i.test(rest)
    ) {
      out.push(part.slice(from, joint.index));
      from = after;
    }
  }
  out.push(part.slice(from));
  return out;
}

/**
 * "yesterday – paid Tunde 45,000": what follows a date the part starts with (after a
 * heading and "on": "From our Zenith account: on March 4th we paid …").
 */
const afterDate = (part: string, date: { start: number; end: number }) =>
  /^(?:[^:\d]{1,40}:)?[\s\W]*(?:(?:and|then|also)\b[\s,]*)*(?:on\s+)?$/i.test(part.slice(0, date.start))
    ? part.slice(date.end).replace(/^[\s:,–—-]+/, "")
    : part;

export interface ProseRows {
  rows: StatementRow[];
  /**
   * Read from bank alerts by their labels: their "Date:" is the bank's own stamp (read day
   * first as before), not a date someone typed that could be either way round.
   */
  alerts?: boolean;
  /** Clauses with an amount that say no date or no direction: never dropped unsaid. */
  problems: FieldError[];
}

/** A line of a bank alert: a label, a colon, its value ("Amt: NGN 15,500.00"). */
const ALERT_LINE = /^\s*([a-z][a-z ./&]{0,24}?)\s*:\s*(.*?)\s*$/i;
const ALERT_FIELD = {
  amount: /^(?:amt|amount|txn\s+amount|transaction\s+amount)$/i,
  date: /^(?:date|dt|txn\s+date|trans(?:action)?\s+date|value\s+date|posting\s+date|date\s+posted|date\s*(?:&|and|\/)\s*time)$/i,
  side: /^(?:txn|type|txn\s+type|transaction(?:\s+type)?|dr\s*\/\s*cr|d\s*\/\s*c)$/i,
  narration: /^(?:desc|description|narration|narrative|details|remarks?|memo)$/i,
  /** An amount under the side it is on ("Debit Amount: 180,000.00 | Credit Amount: 0.00"). */
  debit: /^(?:debit|dr|debit\s+amount|withdrawal|withdrawal\s+amount|money\s+out)$/i,
  credit: /^(?:credit|cr|credit\s+amount|deposit|deposit\s+amount|money\s+in)$/i,
};

/** The fields of an alert written on one line, parted by semicolons or bars ("Amount: 6,450.00; Type: Debit; …"). */
const fieldsOnLine = (line: string) => line.split(/\s*[;|]\s*/).filter((piece) => ALERT_LINE.test(piece));

/**
 * Alerts written one to a line, three or more labelled fields each ("Posting Date: 10 Mar
 * 2026 | Description: Salary - Musa Ibrahim | Debit Amount: 180,000.00 | Credit Amount:
 * 0.00"): read by their labels, not as a table's cells or a sentence's parts.
 */
export const alertsOnLines = (text: string) => {
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  return lines.length > 0 && lines.every((line) => fieldsOnLine(line).length >= 3);
};

/**
 * Bank alerts pasted one after another, a blank line between them ("Txn: Debit / Acct:
 * 069****438 / Amt: NGN 15,500.00 / Desc: POS TXN … / Date: 07-03-2026 13:22 / Bal: …"):
 * one transaction each, read by its labels (the account number, time and balance are no
 * amounts). Null when the text holds no alert with an amount and a date label.
 */
function alertRows(text: string, today: string, monthFirst: boolean): ProseRows | null {
  const labelled = (lines: string[]) =>
    lines.flatMap((line) => {
      const found = ALERT_LINE.exec(line);
      return found ? [found] : [];
    });
  const oneToALine = alertsOnLines(text);
  // (One to a line, every line is an alert: one without its amount or date is refused below, not dropped.)
  const alerts = (
    oneToALine
      ? text
          .split(/\r?\n/)
          .filter((line) => line.trim())
          .map((line) => ({ line, fields: labelled(fieldsOnLine(line)) }))
      : text.split(/\r?\n[^\S\n]*\r?\n/).map((block) => ({ line: block, fields: labelled(block.split(/\r?\n/)) }))
  )
    .map(({ line, fields }) =>
      Object.assign((label: RegExp) => fields.find((f) => label.test(f[1]!.trim()))?.[2] ?? null, { line }),
    )
    .filter(
      (field) =>
        oneToALine ||
        ((field(ALERT_FIELD.amount) ?? field(ALERT_FIELD.debit) ?? field(ALERT_FIELD.credit)) !== null &&
          field(ALERT_FIELD.date) !== null),
    );
  if (!alerts.length) return null;
  const rows: StatementRow[] = [];
  const problems: FieldError[] = [];
  for (const field of alerts) {
    // (Under debit and credit labels, the one not zero; its label is its side.)
    const nonZero = (label: RegExp) => {
      const value = field(label);
      return value !== null && findAmounts(value).some((a) => Number(a.value) !== 0) ? value : null;
    };
    const debit = nonZero(ALERT_FIELD.debit);
    const credit = debit ? null : nonZero(ALERT_FIELD.credit);
    const written =
      field(ALERT_FIELD.amount) ??
      debit ??
      credit ??
      field(ALERT_FIELD.debit) ??
      field(ALERT_FIELD.credit) ??
      field.line;
    const amount = findAmounts(written).find((a) => Number(a.value) !== 0);
    const dated = field(ALERT_FIELD.date);
    const date = dated === null ? undefined : findDates(dated, today, { monthFirst })[0];
    // ("Amt: NGN 62,000.00 CR": without a side of its own, the amount's mark says it.)
    const side =
      field(ALERT_FIELD.side) ??
      (debit ? "debit" : credit ? "credit" : null) ??
      /\b(?:CR|DR)\s*$/i.exec(written)?.[0] ??
      "";
    const type = /^(?:debit|dr|d)\b/i.test(side) ? "debit" : /^(?:credit|cr|c)\b/i.test(side) ? "credit" : null;
    const problem = !amount
      ? "has no amount"
      : !date
        ? "has no date"
        : !type
          ? 'does not say "Debit" or "Credit"'
          : null;
    if (problem) {
      problems.push({ field: "transactions", message: `The alert of "${written}" ${problem}` });
      continue;
    }
    rows.push({
      date: date!.value,
      amount: amount!.value.replace(/^-/, ""),
      type: type!,
      narration: field(ALERT_FIELD.narration),
      ref: null,
      balance: null,
    });
  }
  return { rows, problems };
}

const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** "2 days later", "a week after": how many days after the line before, else null. */
function daysLater(written: string): number | null {
  const m = /^(\d{1,3}|an?|one|two|three|four|five|six|seven)\s+(days?|weeks?)\s+(?:later|after(?:wards)?)$/i.exec(
    written.trim(),
  );
  if (!m) return null;
  const n = COUNTS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return /^week/i.test(m[2]!) ? n * 7 : n;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A date that names one day: today, yesterday, a weekday, a day of the month. */
const DAY_NAMED =
  /\b(?:today|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|(?<!\d)\d{1,2}(?:st|nd|rd|th)?(?!\d)/i;

/** "same day", "that day": the day of the line before. */
const SAME_DAY = /\b(?:(?:the\s+)?same\s+(?:day|date)|that\s+(?:same\s+)?day)\b/i;

const inside = (a: { start: number }, spans: { start: number; end: number }[]) =>
  spans.some((d) => a.start >= d.start && a.start < d.end);

/** A heading line over the transactions it lists ("Money in", "Payments out:"): their side. */
const HEADING = {
  credit:
    /^\W*(?:money\s+in|(?:payments?\s+|transfers?\s+)?received|inflows?|incoming|credits?|deposits?|receipts?|paid\s+in|in)\W*$/i,
  debit:
    /^\W*(?:money\s+out|payments?(?:\s+out|\s+made)?|outflows?|outgoing|debits?|withdrawals?|spent|spending|paid\s+out|out)\W*$/i,
};

export function rowsFromProse(text: string, today: string, monthFirst = false): ProseRows {
  const alerts = alertRows(text, today, monthFirst);
  if (alerts) return { ...alerts, alerts: true };
  const rows: StatementRow[] = [];
  const problems: FieldError[] = [];
  let heading: StatementRow["type"] | undefined;
  // The day a heading names ("Today's alerts on Zenith:"), for the undated lines under it.
  let headingDay: string | undefined;
  for (const whole of parts(text)) {
    if (HEADING.credit.test(whole) || HEADING.debit.test(whole)) {
      heading = HEADING.credit.test(whole) ? "credit" : "debit";
      continue;
    }
    const days = daysIn(whole, today, monthFirst);
    // (A day, not a period: "Statement for March 2026:" dates none of its lines.)
    const day = days[0] && DAY_NAMED.test(whole.slice(days[0].start, days[0].end));
    if (/:\s*$/.test(whole) && day && !findAmounts(whole).some((a) => !inside(a, days))) {
      headingDay = days[0]!.value;
      continue;
    }
    // A clause without a date of its own ("…, WHT on interest 120.43 same day") is on the
    // one before's, or the first the sentence has ("COT 1,250 and SMS fee 100 on the 19th");
    // a line "…, same day" on the last line's; one under a dated heading on its day.
    let previous = days[0]?.value ?? (SAME_DAY.test(whole) ? (rows.at(-1)?.date ?? headingDay) : headingDay);
    for (const part of clauses(whole, today, monthFirst)) {
      const row = rowFromPart(part, today, monthFirst, previous, heading);
      if (row === "no date" || row === "no direction") {
        problems.push({
          field: "transactions",
          message:
            row === "no date"
              ? `"${part.trim()}" has an amount but no date; give its date`
              : `"${part.trim()}" does not say whether the money came in or went out; write e.g. "paid", "received", "debit" or "credit"`,
        });
        continue;
      }
      if (row) rows.push(row);
      previous = row?.date ?? previous;
    }
  }
  return { rows, problems };
}

function rowFromPart(
  part: string,
  today: string,
  monthFirst: boolean,
  previous?: string,
  heading?: StatementRow["type"],
): StatementRow | "no date" | "no direction" | null {
  const dates = daysIn(part, today, monthFirst);
  // ("a lodgement on 5 March, then 2 days later a withdrawal": later than the line before, not today.)
  const later = previous && dates[0] ? daysLater(part.slice(dates[0].start, dates[0].end)) : null;
  if (later !== null) dates[0] = { ...dates[0]!, value: addDays(previous!, later) };
  const date = dates[0] ?? (previous ? { value: previous, start: 0, end: 0 } : undefined);
  const inDate = (at: number) => dates.some((d) => at >= d.start && at < d.end);
  const balanceAt = /\bbal(?:ance)?\b/i.exec(part)?.index ?? Number.POSITIVE_INFINITY;
  const ref = findReference(part);
  const inRef = (at: number) => ref !== null && at >= ref.start && at < ref.end;
  // (A year in a heading, "statement March 2026", and an account number are no amounts.)
  const amounts = findAmounts(part).filter(
    (a) =>
      !inDate(a.start) &&
      !inRef(a.start) &&
      a.start < balanceAt &&
      !/^(?:19|20)\d{2}$|^\d{10,}$/.test(part.slice(a.start, a.end).trim()),
  );
  const amount = amounts.at(-1);
  if (!amount || Number(amount.value) === 0) return null;
  if (!date) return "no date";
  // ("add to zenith: today trf frm chinedu okafor 65k in": the heading's "to" says no side.)
  const lead = /^[^:\d]{1,40}:\s*(?=\S)/.exec(part)?.[0].length ?? 0;
  const around = part.slice(lead, Math.max(lead, amount.start)) + part.slice(amount.end);
  // ("money out: 12k for Bolt rides": a heading's side before the colon, on its own line.)
  const leading = part.slice(0, lead);
  const leadSide = !lead
    ? null
    : HEADING.credit.test(leading)
      ? "credit"
      : HEADING.debit.test(leading)
        ? "debit"
        : null;
  // ("PAYPAL TRANSFER IN        C   650.00": a D/C column's letter before the amount.)
  const column = /\s{2,}([DC])\s+$/.exec(part.slice(0, amount.start));
  const inOut = IN_OUT_AFTER.exec(part.slice(amount.end));
  const explicit =
    EXPLICIT.exec(part.slice(amount.end, amount.end + 12)) ??
    (column
      ? ([column[1], column[1] === "D" ? "D" : undefined, column[1] === "C" ? "C" : undefined] as const)
      : null) ??
    inOut ??
    EXPLICIT.exec(around);
  // A sign before the amount or its currency ("-N8,500", "+₦120,000") says the side.
  const sign = /(?:^|[\s:(])([-+])$/.exec(part.slice(0, amount.start))?.[1];
  const type: StatementRow["type"] | null =
    amount.value.startsWith("-") || sign === "-"
      ? "debit"
      : explicit
        ? explicit[1]
          ? "debit"
          : "credit"
        : (heading ?? leadSide ?? (sign === "+" ? "credit" : sideInWords(around, [part, afterDate(part, date)])));
  if (!type) return "no direction";
  const cut = [
    ...dates.map((d) => [d.start, d.end]),
    [amount.start, amount.end],
    ...(column ? [[column.index, amount.start]] : []),
    ...(inOut ? [[amount.end, amount.end + inOut[0].length]] : []),
    ...(ref ? [[ref.start, ref.end]] : []),
    ...(part.slice(balanceAt).length ? [[balanceAt, part.length]] : []),
  ].sort((a, b) => b[0]! - a[0]!);
  let narration = part;
  for (const [start, end] of cut) narration = narration.slice(0, start) + narration.slice(end);
  narration = narration
    .replace(/^[^:]{1,40}:\s*(?=\S)/, (lead) => (/\d/.test(lead) ? lead : ""))
    .replace(/\b(?:record(?:ed)?|a|of|on)\b(?=\s|$)/gi, " ")
    .replace(/\b(?:debit|credit|dr|cr)\b/gi, " ")
    .replace(/[|:,()–—+-]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^(?:and|then|also)\b\s*/i, "")
    .replace(/\s*[.!?]+$/, "")
    .trim();
  return {
    date: date.value,
    amount: amount.value.replace(/^-/, ""),
    type,
    narration: narration || null,
    ref: ref?.value ?? null,
    balance: null,
  };
}
