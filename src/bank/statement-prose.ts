// Statement lines written as sentences rather than columns, when the column reader
// (statement-rows.ts) finds none: "2 Mar 2026 transfer out to Musa Ibrahim 50k; 4 Mar
// 2026 interest 1.2k", "yesterday: POS Total filling station 8,200 debit", "Record a
// credit of 250,000 on 14 March 2026: transfer from Ota Farms Ltd". Each part has a
// date, one amount and a direction; what is left is the narration.
import { findAmounts } from "../extraction/grammar/amounts";
import { findDates } from "../extraction/grammar/dates";
import { findReference } from "../extraction/grammar/references";
import type { StatementRow } from "./statement-rows";

const EXPLICIT = /\b(?:(debit|dr|debited)|(credit|cr|credited))\b/i;
const OUT =
  /\b(?:out|paid out|withdrawal|withdrawn|pos|purchase|payment|charges?|fees?|commission|cheque|transfer to|trf to|to|debit card|atm|bill)\b/i;
/** A line that starts with the business paying ("paid Eko Power 126,300 by transfer", "we sent ..."): money out. */
const PAID_BY_US = /^\s*(?:we\s+)?(?:paid|sent|transferred)\b(?!\s+(?:in|into|us)\b)/i;
const IN =
  /\b(?:in|paid in|inward|deposit|lodgement|inflow|transfer from|trf frm|trf from|from|interest|reversal|received|refund)\b/i;

/** Splits into one part per transaction: lines, semicolons, and commas before a date. */
function parts(text: string): string[] {
  return text
    .split(/\r?\n|;\s*|,\s+(?=\d{1,2}[\s/-](?:\d|[A-Za-z]{3}))/)
    .map((p) => p.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);
}

/** "yesterday – paid Tunde 45,000": what follows a date the part starts with. */
const afterDate = (part: string, date: { start: number; end: number }) =>
  /^[\s\W]*$/.test(part.slice(0, date.start)) ? part.slice(date.end).replace(/^[\s:,–—-]+/, "") : part;

export function rowsFromProse(text: string, today: string, monthFirst = false): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const part of parts(text)) {
    const dates = findDates(part, today, { monthFirst });
    const date = dates[0];
    if (!date) continue;
    const inDate = (at: number) => dates.some((d) => at >= d.start && at < d.end);
    const balanceAt = /\bbal(?:ance)?\b/i.exec(part)?.index ?? Number.POSITIVE_INFINITY;
    const ref = findReference(part);
    const inRef = (at: number) => ref !== null && at >= ref.start && at < ref.end;
    const amounts = findAmounts(part).filter((a) => !inDate(a.start) && !inRef(a.start) && a.start < balanceAt);
    const amount = amounts.at(-1);
    if (!amount || Number(amount.value) === 0) continue;
    const around = part.slice(0, amount.start) + part.slice(amount.end);
    const explicit = EXPLICIT.exec(part.slice(amount.end, amount.end + 12)) ?? EXPLICIT.exec(around);
    const type: StatementRow["type"] | null = amount.value.startsWith("-")
      ? "debit"
      : explicit
        ? explicit[1]
          ? "debit"
          : "credit"
        : /^\s*\+/.test(part.slice(Math.max(0, amount.start - 1), amount.start + 1))
          ? "credit"
          : PAID_BY_US.test(part) || PAID_BY_US.test(afterDate(part, date)) || OUT.test(around)
            ? "debit"
            : IN.test(around)
              ? "credit"
              : null;
    if (!type) continue;
    const cut = [
      ...dates.map((d) => [d.start, d.end]),
      [amount.start, amount.end],
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
      .trim();
    rows.push({
      date: date.value,
      amount: amount.value.replace(/^-/, ""),
      type,
      narration: narration || null,
      ref: ref?.value ?? null,
      balance: null,
    });
  }
  return rows;
}
