// How a journal is read from a prompt: explicit debits and credits ("Debit Rent 500,
// credit Cash 500"), and the common entries people describe in words: depreciation,
// transfers between accounts and owner investments. Account names are matched to the
// chart when the journal is built; an unknown name is a 400 there, never a guess here.
import { z } from "zod";
import { findAmounts } from "../extraction/grammar/amounts";
import { findDates } from "../extraction/grammar/dates";
import type { Extraction, ResourceSpec } from "../extraction/types";

const decimal = z.string().regex(/^\d+(\.\d+)?$/, "must be a non-negative decimal");

export const journalDraftSchema = z.object({
  date: z.iso.date().nullable(),
  narration: z.string().trim().min(1).max(500).nullable(),
  reference: z.string().trim().min(1).max(100).nullable(),
  lines: z
    .array(
      z.object({
        account: z.string().trim().min(1).max(200),
        debit: decimal,
        credit: decimal,
        description: z.string().max(500).nullable(),
      }),
    )
    .min(2),
});
export type JournalDraft = z.infer<typeof journalDraftSchema>;
type Line = JournalDraft["lines"][number];

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** "for January" -> the month's last day, in the most recent such month up to today. */
function monthEnd(text: string, today: string): string | null {
  const match = new RegExp(`\\bfor\\s+(?:the\\s+month\\s+of\\s+)?(${MONTHS.join("|")})(?:\\s+(\\d{4}))?\\b`, "i").exec(
    text,
  );
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  let year = match[2] ? Number(match[2]) : Number(today.slice(0, 4));
  if (!match[2] && `${year}-${String(month).padStart(2, "0")}` > today.slice(0, 7)) year -= 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(last).padStart(2, "0")}`;
}

const line = (account: string, debit: string, credit: string, description: string | null = null): Line => ({
  account,
  debit,
  credit,
  description,
});
const clean = (name: string) =>
  name
    .replace(/^(?:the|to|from|into)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();

function explicitLines(text: string, today: string): Line[] | null {
  const chunks = text
    .split(/(?=\b(?:debit|credit|dr\.?|cr\.?)\s)/i)
    .filter((c) => /^(?:debit|credit|dr\.?|cr\.?)\s/i.test(c));
  if (chunks.length < 2) return null;
  // Numbers inside dates ("3 November") are not amounts.
  const dates = findDates(text, today);
  const all = findAmounts(text).filter(
    (a) => !a.value.startsWith("-") && !dates.some((d) => a.start >= d.start && a.start < d.end),
  );
  const parsed = chunks.map((chunk) => {
    const side = /^(?:debit|dr)/i.test(chunk) ? "debit" : "credit";
    const body = chunk.replace(/^(?:debit|credit|dr\.?|cr\.?)\s+/i, "");
    const amount = findAmounts(body).find((a) => !a.value.startsWith("-"));
    const account = clean(
      (amount ? body.slice(0, amount.start) : body)
        .replace(/\b(?:with|for|by|of)\s*$/i, "")
        .replace(/[,;:.]+\s*$/, "")
        .replace(/[,;:.].*$/, ""),
    );
    return { side, account, amount: amount?.value ?? null };
  });
  // "Debit Rent, credit Cash, 500": one amount for both sides.
  const single = all.length === 1 ? all[0]!.value : null;
  if (parsed.some((p) => !p.account || (!p.amount && !single))) return null;
  return parsed.map((p) =>
    p.side === "debit" ? line(p.account, p.amount ?? single!, "0") : line(p.account, "0", p.amount ?? single!),
  );
}

function describedLines(text: string): Line[] | null {
  const amount = findAmounts(text).find((a) => !a.value.startsWith("-"))?.value;
  if (!amount) return null;
  const depreciation = /\bdepreciation\b(?:.*?\bon\s+([a-z][a-z ]+?))?(?=\s+(?:for|in|on|dated)\b|[,.]|$)/i.exec(text);
  if (depreciation) {
    const on = depreciation[1] ? `Depreciation on ${depreciation[1].trim()}` : null;
    return [line("Depreciation Expense", amount, "0", on), line("Accumulated Depreciation", "0", amount, on)];
  }
  const transfer =
    /\b(?:transfer(?:red)?|move[ds]?|moved)\b.*?\bfrom\s+(.+?)\s+(?:to|into)\s+(.+?)(?=\s+(?:on|for|dated|yesterday|today|last)\b|[,.;]|$)/i.exec(
      text,
    );
  if (transfer) return [line(clean(transfer[2]!), amount, "0"), line(clean(transfer[1]!), "0", amount)];
  const investment =
    /\b(?:owners?|shareholders?|directors?|partners?|i)\b.*?\b(?:invest(?:ed|s)?|contribut(?:ed|es)|inject(?:ed|s)?|put)\b.*?\b(?:into|in|to)\s+(?:the\s+)?(.+?)(?=\s+(?:on|for|dated|yesterday|today|last|as)\b|[,.;]|$)/i.exec(
      text,
    );
  if (investment) return [line(clean(investment[1]!), amount, "0"), line("Owner's Equity", "0", amount)];
  return null;
}

export const journalSpec: ResourceSpec<JournalDraft> = {
  noun: "journal",
  draftSchema: journalDraftSchema,
  instructions:
    'Extract manual journal entries. Each has date (YYYY-MM-DD or null), narration, reference (or null) and lines: at least two, each {account (the account\'s name as written), debit, credit (decimal strings, one of them "0"), description}. Debits must equal credits.',

  fromText(text, source): Extraction<JournalDraft> {
    const lines = explicitLines(text, source.today) ?? describedLines(text);
    if (!lines) {
      return {
        records: [],
        problems: [{ field: "lines", message: "No debit and credit accounts with an amount were found" }],
      };
    }
    const reference = /\b(?:ref(?:erence)?\.?|voucher)\s*[:#]?\s*([A-Z0-9][A-Z0-9/-]{2,})\b/i.exec(text)?.[1] ?? null;
    return {
      records: [
        {
          date: monthEnd(text, source.today) ?? findDates(text, source.today)[0]?.value ?? null,
          narration: source.prompt.trim().slice(0, 500),
          reference,
          lines,
        },
      ],
      problems: [],
    };
  },

  fromTable: () => null,
};
