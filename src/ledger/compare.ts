// Comparatives (issue 20): a report beside the same report of an earlier period, as
// accountants present statements: every line carries `compare_amount`, what it came to
// then, and `totals` gains a `compare_<name>` per total. A line found in only one of
// the two periods (an account used this year and not last) shows with 0 for the other.
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
