// Comparatives and columns (issue 20). `compare`: a report beside the same report of an
// earlier period, as accountants present statements: every line carries
// `compare_amount`, what it came to then, and `totals` gains a `compare_<name>` per
// total. `columns`: the period split into months or quarters, each line carrying
// `column_amounts` (one per column, as the report's `columns` name them) and `totals`
// a `<column>.<name>` per column. A line found in only some periods (an account used
// this year and not last) shows with 0 in the others.
import { addDays } from "../lib/clock";
import type { Report, ReportLine } from "./reports";

export const COMPARISONS = ["previous_period", "previous_year"] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** Reports with comparatives: those of a period (or as of a date) whose lines are accounts and sections. */
export const COMPARABLE = new Set(["income-statement", "balance-sheet", "cash-flow-statement", "trial-balance"]);

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const yearBefore = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  // 29 February a year before is the 28th.
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
};

/** The period compared with [from, to]: the one just before it, of the same length, or the same dates a year earlier. */
export function comparedPeriod(from: string, to: string, comparison: Comparison) {
  if (comparison === "previous_year") return { from: yearBefore(from), to: yearBefore(to) };
  const end = addDays(from, -1);
  return { from: addDays(end, -days(from, to)), to: end };
}

const keyOf = (line: ReportLine) => `${line.account_uuid ?? ""}|${line.label}`;

function mergeLines(now: ReportLine[], then: ReportLine[]): ReportLine[] {
  const earlier = new Map(then.map((l) => [keyOf(l), l]));
  const merged = now.map((line) => {
    const old = earlier.get(keyOf(line));
    earlier.delete(keyOf(line));
    return { ...line, compare_amount: old?.amount ?? 0, children: mergeLines(line.children, old?.children ?? []) };
  });
  // Lines of the earlier period only, after the others: nothing now, their amount then.
  for (const old of earlier.values())
    merged.push({ ...old, amount: 0, compare_amount: old.amount, children: mergeLines([], old.children) });
  return merged;
}

export function compareReports(now: Report, then: Report, period: { from: string; to: string }): Report {
  return {
    headings: [...now.headings, { label: `Compared with ${period.from} to ${period.to}`, level: 3 }],
    content: mergeLines(now.content, then.content),
    totals: {
      ...now.totals,
      ...Object.fromEntries(Object.entries(then.totals).map(([name, value]) => [`compare_${name}`, value])),
    },
  };
}

export const COLUMN_SPANS = ["month", "quarter"] as const;
export type ColumnSpan = (typeof COLUMN_SPANS)[number];
/** More columns than a page or a sheet reads well. */
export const MAX_COLUMNS = 24;

/** [from, to] cut at calendar months (quarters): the first and last columns may be part ones. */
export function columnPeriods(from: string, to: string, span: ColumnSpan) {
  const months = span === "month" ? 1 : 3;
  const out: { label: string; from: string; to: string }[] = [];
  let start = from;
  while (start <= to && out.length <= MAX_COLUMNS) {
    const [y, m] = start.split("-").map(Number) as [number, number];
    // The first month of the next column: quarters end in March, June, September, December.
    const next = span === "month" ? m + 1 : Math.floor((m - 1) / 3) * 3 + 1 + months;
    const nextStart = `${y + Math.floor((next - 1) / 12)}-${String(((next - 1) % 12) + 1).padStart(2, "0")}-01`;
    const end = addDays(nextStart, -1) < to ? addDays(nextStart, -1) : to;
    const label = span === "month" ? start.slice(0, 7) : `${y}-Q${Math.floor((m - 1) / 3) + 1}`;
    out.push({ label, from: start, to: end });
    start = nextStart;
  }
  return out;
}

function columnLines(whole: ReportLine[], parts: ReportLine[][]): ReportLine[] {
  const keys = new Map<string, ReportLine>();
  for (const line of whole) keys.set(keyOf(line), line);
  for (const part of parts)
    for (const line of part) if (!keys.has(keyOf(line))) keys.set(keyOf(line), { ...line, amount: 0 });
  return [...keys.values()].map((line) => {
    const own = parts.map((part) => part.find((l) => keyOf(l) === keyOf(line)));
    return {
      ...line,
      column_amounts: own.map((l) => l?.amount ?? 0),
      children: columnLines(
        whole.find((l) => keyOf(l) === keyOf(line))?.children ?? [],
        own.map((l) => l?.children ?? []),
      ),
    };
  });
}

/** The whole period's report with each column's amounts beside every line. */
export function columnReports(whole: Report, parts: Report[], periods: { label: string }[]): Report {
  return {
    headings: whole.headings,
    content: columnLines(
      whole.content,
      parts.map((p) => p.content),
    ),
    totals: {
      ...whole.totals,
      ...Object.fromEntries(
        parts.flatMap((p, i) =>
          Object.entries(p.totals).map(([name, value]) => [`${periods[i]!.label}.${name}`, value]),
        ),
      ),
    },
    columns: periods.map((p) => p.label),
  };
}
