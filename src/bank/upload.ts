// POST /bank-transactions/upload on the AI create pipeline: rows from transactions[],
// from lines in the prompt or text attachment, and from statement files; re-uploaded
// rows are skipped by fingerprint; new rows whose narration matches the business's
// categorized history are marked recognized with the suggested account. Nothing posts.

import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import { resolveAccountReference } from "../accounts/accounts";
import { type Creator, PROGRESS_EVERY } from "../creates/creator";
import { bulkInsert } from "../db/bulk-insert";
import { bankStatements, bankTransactions } from "../db/schema";
import { parseDelimited } from "../extraction/readers";
import type { ResourceSpec } from "../extraction/types";
import { nowIso } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { decimalToMinor, toMajor } from "../lib/money";
import { isoDate } from "../schemas/common";
import { withThousandsJoined } from "./statement-csv";
import { jsonTable } from "./statement-json";
import { alertsOnLines, noSumIn, rowsFromProse } from "./statement-prose";
import {
  balanceProblems,
  rowsFromLines,
  rowsFromTable,
  type StatementRow,
  statedDateFormat,
  unclearNumericDates,
  withoutDateNote,
  yearlessMonthFirst,
} from "./statement-rows";
import { bankTransactionViews, existingFingerprints, fingerprint, recognizer } from "./transactions";

const decimal = z.string().regex(/^\d+(\.\d+)?$/);
export const statementRowSchema = z.object({
  date: isoDate,
  amount: decimal,
  type: z.enum(["debit", "credit"]),
  narration: z.string().max(1000).nullable(),
  ref: z.string().max(200).nullable(),
  balance: z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .optional(),
});

export interface UploadOptions {
  bank: string;
  date_format?: string;
  apply_rules: boolean;
  transactions: {
    date: string;
    amount: number;
    type: "debit" | "credit";
    narration?: string | null;
    ref?: string | null;
  }[];
}

/** Words that tell of money moving in or out of an account ("cash deposit", "paid", "transfer from"). */
const MOVEMENT =
  /\b(?:deposit(?:ed)?|lodge(?:d|ment)|withdr(?:ew|awn|awal)|transfer(?:red)?|trf|paid|payment|received|sent|credit(?:ed)?|debit(?:ed)?|pos|atm|charges?|fees?|refund(?:ed)?|wired)\b/i;

/** The rows read, each with the currency its amount was written in, when it wrote one ("£1,200" is GBP). */
const withCurrencies = (read: { rows: StatementRow[]; currencies?: Map<StatementRow, string> }): StatementRow[] =>
  read.rows.map((row) => {
    const currency = read.currencies?.get(row);
    return currency ? { ...row, currency } : row;
  });

const dateFormat = (options: Record<string, unknown> | undefined) =>
  (options as Partial<UploadOptions> | undefined)?.date_format;

/**
 * Lines of cells split at "|" (the outer bars of "| a | b |" dropped) or, pasted from a
 * spreadsheet, at each tab: an empty cell stays a cell, so a debit column stays a debit.
 */
function cellTable(text: string, separator: "|" | "\t" | ";"): string[][] {
  const lines = text.split(/\r?\n/).filter((line) => line.includes(separator) && !/^\s*\|?\s*:?-{3,}/.test(line));
  // Outer bars only when the table is drawn with them: under "Date | Description | …", the
  // row " | Opening balance | | 1,500,000.00" starts with an empty date cell.
  const outer = separator === "|" && lines.every((line) => /^\s*\|/.test(line));
  const closing = separator === "|" && lines.every((line) => /\|\s*$/.test(line));
  const table = lines.map((line) =>
    (outer ? line.replace(/^\s*\|/, "") : line)
      .replace(closing ? /\|\s*$/ : /$^/, "")
      .split(separator)
      .map((cell) => cell.trim()),
  );
  if (separator !== "\t") return table;
  // ("17.03.2026\tNIP/KANO GRAINS LTD\t955,000.00\t": the empty credit cell that ends the
  // last row is lost when the prompt is trimmed; a row with fewer tabs ends in empty cells.)
  const width = Math.max(...table.map((row) => row.length));
  return table.map((row) => (row.length < width ? [...row, ...Array<string>(width - row.length).fill("")] : row));
}

/** Two or more lines, each cut by `separator` into the same three or more cells. */
function evenlySplit(text: string, separator: string): boolean {
  const counts = text
    .split(/\r?\n/)
    .filter((line) => line.includes(separator))
    .map((line) => line.split(separator).length);
  return counts.length >= 2 && counts[0]! >= 3 && counts.every((n) => n === counts[0]);
}

/** The statement's columns, named in a header line: a date and an amount among them. */
const HEADER_WORDS =
  /\b(?:debits?|credits?|amount|amt|withdrawals?|deposits?|money (?:in|out)|paid (?:in|out))\b|\bdr\b.*\bcr\b/i;
// ("Value Dt.", "Txn Dt": a date column's name shortened.)
const isHeader = (line: string) => /\b(?:date|dt|posted)\b/i.test(line) && HEADER_WORDS.test(line);

/** CSV text from its header line on ("Date,Narration,Debit,Credit,Balance"), else null. */
function csvTable(text: string): string[][] | null {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((line) => isHeader(line) && line.split(",").length >= 3);
  return at < 0 ? null : withThousandsJoined(parseDelimited(lines.slice(at).join("\n")));
}

/**
 * A table aligned with spaces (a statement printed to text): each run of words the header
 * separates by two or more spaces is a column, and each value goes to the column it lines
 * up with (its start under the header's start, or its end under the header's end), so an
 * empty debit cell stays empty and the credit after it stays a credit. Null without such a
 * header (a date column and an amount column among at least three).
 */
function alignedTable(text: string): string[][] | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  const cells = (line: string) =>
    [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const headerAt = lines.findIndex((line) => / {2,}/.test(line.trim()) && cells(line).length >= 3 && isHeader(line));
  if (headerAt < 0) return null;
  const columns = cells(lines[headerAt]!);
  // ("Posted Date  Value Date  Description  Debit  Credit  Balance / 17-Mar-2026  17-Mar-2026
  // AIRTIME PURCHASE 08031234567  1,000.00    214,300.00": cells keyed with two spaces between
  // them, not padded under their headers, an empty cell two spaces more; read in order when
  // every row has as many as the header.)
  const keyed = lines.slice(headerAt + 1).map((line) =>
    line
      .trim()
      .split("  ")
      .map((cell) => cell.trim()),
  );
  if (keyed.length && keyed.every((row) => row.length === columns.length) && keyed.some((row) => row.includes("")))
    return [columns.map((c) => c.text), ...keyed];
  const distance = (cell: { start: number; end: number }, column: { start: number; end: number }) =>
    Math.min(Math.abs(cell.start - column.start), Math.abs(cell.end - column.end));
  return [
    columns.map((c) => c.text),
    ...lines.slice(headerAt + 1).map((line) => {
      const row = columns.map(() => "");
      for (const cell of cells(line)) {
        const at = columns.reduce(
          (best, column, i) => (distance(cell, column) < distance(cell, columns[best]!) ? i : best),
          0,
        );
        row[at] = row[at] ? `${row[at]} ${cell.text}` : cell.text;
      }
      return row;
    }),
  ];
}

export const statementSpec: ResourceSpec<StatementRow> = {
  noun: "bank transaction",
  draftSchema: statementRowSchema,
  allowEmpty: true,
  // (A statement may come from a bank abroad: dates that read either way ask for date_format.)
  ownDateOrder: true,
  instructions:
    "Extract bank statement rows. Each has date (YYYY-MM-DD), amount (positive decimal string), type (debit = money out of the account, credit = money in), narration, ref, balance (the running balance after the row, signed, or null) and currency (the ISO code the line writes its amount in, e.g. GBP for £, or null).",
  fromText(written, source) {
    const format = dateFormat(source.options) ?? statedDateFormat(`${source.prompt}\n${written}`);
    // ("(US dates) 03/02/2026 inward swift …": the note said how to read the dates, no line's words.)
    const text = withoutDateNote(written);
    // (The account as the request names it, "Access Bank Savings": "moved 200k from access" is money out of it.)
    const bank = (source.options as Partial<UploadOptions> | undefined)?.bank;
    // (Or one yearless date that reads only month first: "02/17 Zelle …" beside "03/02 Card …".)
    const monthFirst = format ? format.startsWith("m") : yearlessMonthFirst(text);
    // Rows pasted as JSON, read by their keys.
    const json = jsonTable(text);
    const fromJson = json && rowsFromTable(json, format, source.today);
    if (fromJson && fromJson.rows.length + fromJson.problems.length > 0)
      return { records: withCurrencies(fromJson), problems: fromJson.problems };
    // Alerts written one to a line, their labelled fields parted by bars or semicolons, are
    // no table's cells.
    if (alertsOnLines(text)) {
      const alerts = rowsFromProse(text, source.today, monthFirst, bank);
      // (Numeric dates that read either way are refused as a statement's are, once the alerts are whole.)
      const unclear = format || alerts.problems.length ? null : unclearNumericDates(text);
      if (unclear) return { records: [], problems: [unclear] };
      return { records: withCurrencies(alerts), problems: alerts.problems };
    }
    // A table typed with bars ("Date | Narration | Debit | Credit"), tabs, or semicolons
    // under a header that says so ("Date;Description;Money Out;Money In"), empty cells kept.
    // (Or rows exported without a header, each with the same cells: "2026-03-03;POS SHOPRITE;-8750.00".)
    const semicolons = /^[^\n;]*\bdate\b[^\n]*;/im.test(text) || evenlySplit(text, ";") ? ([";"] as const) : [];
    for (const separator of ["|", "\t", ...semicolons] as const) {
      const table = text.includes(separator) ? rowsFromTable(cellTable(text, separator), format, source.today) : null;
      if (table && table.rows.length + table.problems.length > 0)
        return { records: withCurrencies(table), problems: table.problems };
    }
    // Comma-separated values pasted as text (quoted cells may hold commas: "408,500.00").
    const csv = csvTable(text);
    const fromCsv = csv && rowsFromTable(csv, format, source.today);
    if (fromCsv && fromCsv.rows.length + fromCsv.problems.length > 0)
      return { records: withCurrencies(fromCsv), problems: fromCsv.problems };
    // Quoted comma-separated rows without a header ("19/11/2026","POS …","-32,400.00").
    const quoted = text.split(/\r?\n/).filter((line) => line.trim());
    if (quoted.length > 0 && quoted.every((line) => /^\s*"[^"]*"\s*,/.test(line))) {
      const rows = rowsFromTable(parseDelimited(quoted.join("\n")), format, source.today);
      if (rows && rows.rows.length + rows.problems.length > 0)
        return { records: withCurrencies(rows), problems: rows.problems };
    }
    // A table aligned with spaces, empty cells kept by position.
    const aligned = alignedTable(text);
    const table = aligned && rowsFromTable(aligned, format, source.today);
    if (table && table.rows.length > 0) return { records: withCurrencies(table), problems: table.problems };
    const parsed = rowsFromLines(text, format);
    // Lines written as sentences when no statement columns were found ("Nov 3: POS
    // Shoprite -15,400"), checked against the opening and closing balances stated.
    if (parsed.rows.length === 0 && !parsed.problems.some((p) => p.field === "date_format")) {
      const prose = rowsFromProse(text, source.today, monthFirst, bank);
      // Typed numeric dates that read either way are refused here as the column reader refuses
      // them; so are an alert's ("DT:05/03/2026 11:02"), once it is whole (an alert without its
      // side is refused for that first).
      const unclear = format || (prose.alerts && prose.problems.length) ? null : unclearNumericDates(text);
      if (unclear) return { records: [], problems: [unclear] };
      // ("cash deposit into access savings this morning, pls record": a transaction told
      // with no figure at all, and none sent in transactions[]: its amount is what is missing.)
      const sent = (source.options as Partial<UploadOptions> | undefined)?.transactions?.length ?? 0;
      // (Or its digits all a date's or a document's: "credit from Ota Farms Ltd on 16 Mar 2026,
      // narration 'part payment INV-0193'".)
      if (
        !prose.rows.length &&
        !prose.problems.length &&
        !sent &&
        noSumIn(text, source.today, monthFirst) &&
        MOVEMENT.test(text)
      ) {
        const told = text.trim().replace(/\s+/g, " ");
        return {
          records: [],
          problems: [
            {
              field: "amount",
              message: `"${told.length > 80 ? `${told.slice(0, 77)}…` : told}" gives no amount; give the amount and date of each line`,
            },
          ],
        };
      }
      return {
        records: withCurrencies(prose),
        problems: [...prose.problems, ...balanceProblems(prose.rows, parsed.opening ?? null, parsed.closing ?? null)],
      };
    }
    // A few lines typed as prose after a heading ("zenith acct: 13 mar 2026 … cr ; 14 mar 2026
    // …"), where the column reader missed a line the sentence reader places: the sentences'.
    // (Only for a short text: the sentence reader is costly on a whole statement.)
    const stray = parsed.stray ?? [];
    if (!parsed.problems.length && text.split(/\r?\n/).length <= 50) {
      const prose = rowsFromProse(text, source.today, monthFirst, bank);
      if (!prose.problems.length && prose.rows.length > parsed.rows.length)
        return { records: withCurrencies(prose), problems: [] };
      // ("zenith: 14 mar 2026 pos 5,000; 15 mar 2026 transfer from ada 20,000; 16 mar 2026
      // 12,000": where the sentences place more lines than the columns, and ask of others,
      // the lines the columns missed are asked for, never dropped.)
      if (prose.problems.length && prose.rows.length > parsed.rows.length)
        return { records: withCurrencies(prose), problems: prose.problems };
      // ("… 60,000 CR / we still owe XYZ 300k": money on an undated line under the rows is
      // never dropped unsaid; the sentence reader says why it is no line.)
      if (stray.length && prose.problems.length) return { records: withCurrencies(parsed), problems: prose.problems };
      // ("transfer to Ada 50,000; 14 Mar 2026 POS Shoprite 8,000": a sum the column reader
      // passed over, with no date, is asked for, never dropped.)
      // (Never a totals, balance or wrapped line: "Totals 350,000.00 260,000.00".)
      const asked = prose.problems.filter(
        (p) =>
          /has an amount but no date/.test(p.message) &&
          MOVEMENT.test(p.message) &&
          !/\b(?:totals?|balance|bal|b\/f|c\/f|brought|carried)\b/i.test(p.message),
      );
      if (asked.length && prose.rows.length >= parsed.rows.length)
        return { records: withCurrencies(parsed), problems: asked };
    }
    if (stray.length)
      return {
        records: withCurrencies(parsed),
        problems: [
          ...parsed.problems,
          ...stray.map((line) => ({
            field: "transactions",
            message: `"${line}" has an amount but is no statement line (no money moved on a date of its own); give its date, or leave it out`,
          })),
        ],
      };
    return { records: withCurrencies(parsed), problems: parsed.problems };
  },
  fromTable(rows, source) {
    const parsed = rowsFromTable(rows, dateFormat(source.options) ?? statedDateFormat(source.prompt), source.today);
    return parsed && { records: withCurrencies(parsed), problems: parsed.problems };
  },
};

type UploadResult = {
  uuid: string;
  statement_uuid: string;
  bank: string;
  created: number;
  skipped: number;
  opening_balance: number | null;
  closing_balance: number | null;
  transactions: Awaited<ReturnType<typeof bankTransactionViews>>;
};

/** Rows per upload: what the benchmark shows imports well within a Worker's memory. */
export const MAX_STATEMENT_ROWS = 10_000;

/** 413 for a statement of more rows than one upload takes (checked on the request, and on what the files held). */
export function checkStatementSize(rows: number) {
  if (rows > MAX_STATEMENT_ROWS)
    throw new ApiError(
      "payload_too_large",
      `The statement has ${rows} rows; at most ${MAX_STATEMENT_ROWS} per upload: split it by date range`,
    );
}

export const bankUploadCreator: Creator<StatementRow, UploadResult> = {
  resource: "bank-transactions",
  path: "/bank-transactions/upload",
  spec: statementSpec,
  async build(db, { businessId, ids, options, today, progress }, drafts) {
    // The route validated these (uploadBody) before they were used or stored with a job.
    const upload = options as unknown as UploadOptions;
    const bank = await resolveAccountReference(db, businessId, upload.bank, "bank");
    if (bank.subType !== "bank" && bank.subType !== "cash") {
      throw new ApiError("invalid_request", `bank: ${bank.name} is not a bank account`, [
        { field: "bank", message: "Not a bank account" },
      ]);
    }
    const rows: StatementRow[] = [
      ...upload.transactions.map((t) => ({
        date: t.date,
        amount: String(t.amount),
        type: t.type,
        narration: t.narration ?? null,
        ref: t.ref ?? null,
        balance: null,
      })),
      ...drafts,
    ];
    if (rows.length === 0) {
      throw new ApiError(
        "invalid_request",
        "No transactions were found in transactions[], the prompt, text_attachment or the attachments",
        [{ field: "transactions", message: "No rows" }],
      );
    }
    checkStatementSize(rows.length);
    const now = nowIso();
    const statementId = ids[0] ?? newId();
    const seen = new Map<string, number>();
    const prepared = [];
    await progress?.(0, rows.length);
    for (const [i, row] of rows.entries()) {
      if (i > 0 && i % PROGRESS_EVERY === 0) await progress?.(i, rows.length);
      if (row.date > today) {
        throw new ApiError("invalid_request", `transactions.${i}.date: ${row.date} is in the future`, [
          { field: `transactions.${i}.date`, message: "In the future" },
        ]);
      }
      // ("Zenith: 9 Mar 2026 inward transfer from Thames Valley Traders £1,200" on a naira
      // account: pounds are no naira; what landed in naira is asked, never the pounds taken as it.)
      if (row.currency && row.currency !== bank.currency)
        throw new ApiError(
          "invalid_request",
          `transactions.${i}.amount: ${row.amount} ${row.currency} on ${row.date} is not in ${bank.currency}, the currency of ${bank.name}; give the amount in ${bank.currency} that reached the account (an upload converts at no exchange_rate)`,
          [{ field: `transactions.${i}.exchange_rate`, message: `In ${row.currency}, not ${bank.currency}` }],
        );
      const amount = decimalToMinor(row.amount, bank.currency, `transactions.${i}.amount`);
      if (amount === 0)
        throw new ApiError("invalid_request", `transactions.${i}.amount: must not be zero`, [
          { field: `transactions.${i}.amount`, message: "Zero" },
        ]);
      const base = {
        bankAccountId: bank.id,
        date: row.date,
        amount,
        type: row.type,
        narration: row.narration,
        ref: row.ref,
      };
      const key = JSON.stringify([row.date, amount, row.type, row.narration, row.ref]);
      const occurrence = seen.get(key) ?? 0;
      seen.set(key, occurrence + 1);
      prepared.push({
        ...base,
        balance: row.balance === null ? null : decimalToMinor(row.balance, bank.currency, `transactions.${i}.balance`),
        fingerprint: await fingerprint(base, occurrence),
      });
    }
    const existing = await existingFingerprints(
      db,
      businessId,
      prepared.map((p) => p.fingerprint),
    );
    const recognize = upload.apply_rules ? await recognizer(db, businessId) : null;
    const fresh = prepared.filter((p) => !existing.has(p.fingerprint));
    // Rows of one day list in upload order (date, then created_at, then id): each row's
    // creation is stamped a millisecond after the one before it, as ids are random, the
    // last at now (never ahead of updated_at, which sync reads).
    const createdAt = (i: number) => new Date(Date.parse(now) - (fresh.length - 1 - i)).toISOString();
    const inserted = fresh.map((p, i) => {
      const suggested = recognize?.suggest(p) ?? null;
      return {
        id: newId(),
        businessId,
        sourceUuid: null,
        ...p,
        status: suggested ? ("recognized" as const) : ("uncategorized" as const),
        accountId: suggested,
        linkDestination: null,
        statementId,
        entryId: null,
        linkedId: null,
        creditId: null,
        exchangeRate: null,
        createdAt: createdAt(i),
        updatedAt: now,
        version: 1,
      };
    });
    // The balances the statement states (checked against its rows when it was read).
    const stated = prepared.filter((p) => p.balance !== null).sort((a, b) => a.date.localeCompare(b.date));
    const first = stated[0];
    const openingBalance = first ? first.balance! - (first.type === "credit" ? first.amount : -first.amount) : null;
    const closingBalance = stated.at(-1)?.balance ?? null;
    const statements: BatchItem<"sqlite">[] = [
      db.insert(bankStatements).values({
        id: statementId,
        businessId,
        bankAccountId: bank.id,
        fileId: null,
        created: inserted.length,
        skipped: prepared.length - inserted.length,
        openingBalance,
        closingBalance,
        createdAt: now,
      }),
    ];
    statements.push(...bulkInsert(db, bankTransactions, inserted));
    return {
      statements,
      records: [
        {
          uuid: statementId,
          statement_uuid: statementId,
          bank: bank.id,
          created: inserted.length,
          skipped: prepared.length - inserted.length,
          opening_balance: openingBalance === null ? null : toMajor(openingBalance, bank.currency),
          closing_balance: closingBalance === null ? null : toMajor(closingBalance, bank.currency),
          transactions: await bankTransactionViews(db, businessId, inserted),
        },
      ],
    };
  },
};
