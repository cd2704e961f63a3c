// Rows of a bank statement from what people send: tables (csv/xlsx/xls) with their
// columns found by header names in several languages and bank layouts, and lines of
// text ("2026-11-01 POS Shoprite -12,500.00"). Dates follow a PHP-style date_format
// (Y-m-d, d/m/Y, m/d/Y, d-M-Y, ...); amounts take decimal commas, thousands
// separators, parenthesised negatives and CR/DR marks.
import { findAmounts, normaliseNumber } from "../extraction/grammar/amounts";
import { findReference } from "../extraction/grammar/references";
import type { FieldError } from "../lib/errors";
import { CARD_ENDING, inDigitRun, NOT_MOVED, sideInWords, writtenCurrency } from "./statement-prose";

export interface StatementRow {
  date: string;
  /** Exact positive decimal in the bank's currency. */
  amount: string;
  type: "debit" | "credit";
  narration: string | null;
  ref: string | null;
  /** Running balance after the row, when the statement shows it (signed decimal). */
  balance: string | null;
  /**
   * The currency the line wrote its amount in ("£1,200" is GBP), when it wrote one: the
   * upload refuses a line in another than the bank's, never imports it as the bank's.
   * (Set on what the prompt reader returns; a row in transactions[] has none.)
   */
  currency?: string | null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A PHP date() pattern as a parser; null result means the text does not fit. */
export function dateParser(format: string): (text: string) => string | null {
  const parts: string[] = [];
  let pattern = "";
  for (const token of format) {
    switch (token) {
      case "d":
      case "j":
        pattern += "(\\d{1,2})";
        parts.push("day");
        break;
      case "m":
      case "n":
        pattern += "(\\d{1,2})";
        parts.push("month");
        break;
      case "Y":
        pattern += "(\\d{4})";
        parts.push("year");
        break;
      case "y":
        pattern += "(\\d{2})";
        parts.push("year2");
        break;
      case "M":
      case "F":
        pattern += "([A-Za-z]{3,9})\\.?";
        parts.push("monthName");
        break;
      case "D":
      case "l":
        pattern += "[A-Za-z]{3,9},?";
        break;
      default:
        pattern += token.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\s/, "\\s+");
    }
  }
  const regex = new RegExp(`^${pattern}$`);
  return (text) => {
    const match = regex.exec(text.trim());
    if (!match) return null;
    let day = 0;
    let month = 0;
    let year = 0;
    parts.forEach((part, i) => {
      const value = match[i + 1]!;
      if (part === "day") day = Number(value);
      else if (part === "month") month = Number(value);
      else if (part === "year") year = Number(value);
      else if (part === "year2") year = 2000 + Number(value);
      else month = MONTHS.indexOf(value.slice(0, 3).toLowerCase()) + 1;
    });
    const date = new Date(Date.UTC(year, month - 1, day));
    if (month < 1 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
    return date.toISOString().slice(0, 10);
  };
}

const FALLBACK_FORMATS = [
  "Y-m-d",
  "d/m/Y",
  "d-m-Y",
  "d.m.Y",
  "d-M-Y",
  "d-M-y",
  "d M Y",
  "j M Y",
  "d M y",
  "d/M/Y",
  "d/M/y",
  "d/m/y",
  "Y/m/d",
  "M d, Y",
  "M d Y",
];

/** Signed decimal from a cell: "1,250.00", "(500)", "-12.5", "1.250,50", "300 CR", "45 DR". */
export function signedAmount(cell: string): string | null {
  let text = cell.replace(/[^\d,.\s'’()\-+a-zA-Z]/g, "").trim();
  let sign = 1;
  if (/\bDR\b|-$/i.test(text)) sign = -1;
  text = text.replace(/\b(?:CR|DR)\b/gi, "").trim();
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text.startsWith("-")) {
    sign = -sign;
    text = text.slice(1);
  }
  text = text.replace(/[-+]$/, "").replace(/^\+/, "").trim();
  if (!text) return null;
  const value = normaliseNumber(text);
  if (value === null) return null;
  return sign < 0 && Number(value) !== 0 ? `-${value}` : value;
}

// (Headers are abbreviated as columns are narrow: "Value Dt.", "Txn Dt", "Withdrawal Amt",
// "Bal", "Narr.", "Chq No".)
const HEADERS: Record<string, RegExp> = {
  // ("Date & Time", "Date/Time": an app's export stamps the day with its time.)
  date: /^(?:(?:transaction|trans|txn|tran|posting|posted|post|booking|entry)\s*(?:date|dt)(?:\s*(?:&|and|\/)\s*time)?|(?:date|dt)(?:\s*posted|\s*(?:&|and|\/)\s*time)?|posted(?:\s*on)?|fecha|datum|date\s*op[ée]ration|data)$/i,
  valueDate: /^(?:val(?:ue)?\s*(?:date|dt)|valuta|date\s*de\s*valeur|fecha\s*valor)$/i,
  // ("Date Posted, Transaction, Debit, Credit": the transaction column is its words.)
  narration:
    /^(?:description|desc|narration|narr|narrative|details|(?:transaction|txn|trans)\s*(?:details|description|desc|narration|remarks?)|particulars|memo|remarks?|libell[ée]|beschreibung|verwendungszweck|concepto|descripci[óo]n|payee|transactions?)$/i,
  debit:
    /^(?:debits?|withdrawals?|money\s*out|paid\s*out|outflows?|dr|d[ée]bit|soll|cargo|(?:debit|withdrawal|dr)\s*(?:amount|amt))$/i,
  credit:
    /^(?:credits?|deposits?|lodgements?|lodgments?|money\s*in|paid\s*in|inflows?|cr|cr[ée]dit|haben|abono|(?:credit|deposit|lodgement|cr)\s*(?:amount|amt))$/i,
  // ("Value" is the amount only where no column says so: beside "Posted | Value | Narration
  // | Amount", it is the value date; see findColumns.)
  amount: /^(?:amount|amt|transaction\s*(?:amount|amt)|montant|betrag|importe)$/i,
  // ("Ending daily balance", as a US bank heads its running balance.)
  balance:
    /^(?:balance|bal|(?:running|closing|ending|end\s*of\s*day|daily)(?:\s*daily)?\s*(?:balance|bal)|solde|saldo|kontostand|avail(?:able)?\s*(?:balance|bal)|ledger\s*(?:balance|bal))$/i,
  /** A column saying which side each amount is on: "Dr/Cr", "Type", "D/C". */
  direction:
    /^(?:dr\s*\/\s*cr|cr\s*\/\s*dr|d\s*\/\s*c|c\s*\/\s*d|debit\s*\/\s*credit|credit\s*\/\s*debit|type|direction|(?:transaction|txn|entry)\s*type)$/i,
  ref: /^(?:ref(?:erence)?\.?(?:\s*no\.?)?|(?:cheque|chq|check)\s*(?:no\.?|number)|r[ée]f[ée]rence|transaction\s*id|doc\s*no\.?)$/i,
  /** Who was paid or paid ("Name", "Counterparty", "Merchant"), as an app's export heads it beside its type. */
  party: /^(?:name|counterparty(?:\s*name)?|merchant(?:\s*name)?|beneficiary(?:\s*name)?|payer(?:\s*name)?)$/i,
};

type Columns = Partial<Record<keyof typeof HEADERS, number>>;

function findColumns(row: string[]): Columns | null {
  const columns: Columns = {};
  row.forEach((cell, i) => {
    const label = cell
      .replace(/\(.*?\)/g, "")
      // ("Trans. Date", "Value. Date": the dot of a short word.)
      .replace(/[_:*.]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    for (const [field, pattern] of Object.entries(HEADERS) as [keyof typeof HEADERS, RegExp][]) {
      if (columns[field] === undefined && pattern.test(label)) columns[field] = i;
    }
    // ("Deposits/Credits", "Withdrawals/Debits": one side named twice is that side's column;
    // "Debit/Credit" names both, a column of sides.)
    const named = label.split(/\s*(?:\/|&|\band\b)\s*/i);
    for (const side of ["debit", "credit"] as const)
      if (columns[side] === undefined && named.length > 1 && named.every((n) => HEADERS[side]!.test(n)))
        columns[side] = i;
  });
  // ("Details,Posting Date,Description,Amount,Type,Balance", as Chase exports: beside a
  // description, "Details" holds each row's side (DEBIT, CREDIT, CHECK), no words of it.)
  const description = row.findIndex((cell) => /^\s*(?:description|desc)\s*$/i.test(cell));
  if (description >= 0 && columns.narration !== description && /^\s*details\s*$/i.test(row[columns.narration!] ?? "")) {
    columns.direction = columns.narration;
    columns.narration = description;
  }
  // ("Value": the amount where no other column is, else the value date beside the posting date.)
  const value = row.findIndex((cell) => /^\s*value\s*$/i.test(cell));
  if (value >= 0 && columns.amount === undefined && columns.debit === undefined && columns.credit === undefined)
    columns.amount = value;
  else if (value >= 0 && columns.valueDate === undefined) columns.valueDate = value;
  const hasDate = columns.date !== undefined || columns.valueDate !== undefined;
  const hasMoney = columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined;
  return hasDate && hasMoney ? columns : null;
}

/**
 * The line stating the balance a statement opens with, no transaction: "Opening balance",
 * "Balance b/f", "BAL B/FWD", "Brought forward", "Balance forward", "Starting balance".
 */
const OPENING_LABEL =
  /\b(?:(?:opening|starting|start|beginning|previous)\s+bal(?:ance)?\b|(?:bal(?:ance)?\.?\s+)?(?:b\/f(?:wd)?|brought\s+(?:forward|fwd))\b|balance\s+forward\b)/i;
/** And the one it closes with: "Closing balance", "Bal c/f", "Carried forward", "Ending balance". */
const CLOSING_LABEL =
  /\b(?:(?:closing|ending|end|final)\s+bal(?:ance)?\b|(?:bal(?:ance)?\.?\s+)?(?:c\/f(?:wd)?|carried\s+(?:forward|fwd))\b)/i;
// (A row is a balance only when its words start so: "Interest on closing balance" is interest.)
const startsWith = (label: RegExp) => new RegExp(String.raw`^\s*${label.source}`, "i");
const OPENING_ROW = startsWith(OPENING_LABEL);
const CLOSING_ROW = startsWith(CLOSING_LABEL);
const balanceRow = (row: string[], label: RegExp) => row.some((cell) => label.test(cell));

const MONTH_NAME = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/**
 * A date as a balance line writes it beside its figure ("Opening balance 1 Mar 2026:
 * 2,000,000.00", "Closing balance as at 17/03/2026 1,974,996.25"): no part of the figure.
 */
const DATE_TEXT = new RegExp(
  String.raw`(?:\b(?:as\s+(?:at|of)|on|at|for)\s+)?(?:\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\b\d{4}-\d{1,2}-\d{1,2}|\b\d{1,2}([/.-])\d{1,2}\1\d{2,4}|\b\d{1,2}\/\d{1,2}(?![\d.,])|\b\d{1,2}(?:st|nd|rd|th)?[\s-]*(?:of\s+)?${MONTH_NAME}(?:[\s,-]+\d{4}|[\s-]\d{2}(?!\d))?|\b${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?(?!\d)(?:,?\s+\d{4})?|\b${MONTH_NAME}\s+\d{4})\b`,
  "gi",
);
const DATED_LINE = new RegExp(String.raw`^[\s|]*(?:${DATE_TEXT.source})`, "i");

/**
 * The balance a line states ("Opening balance 1 Mar 2026: 2,000,000.00", "01-Mar-2026
 * Balance b/f 740,000.00", "Closing balance: 631,100.00 CR"), read past the dates beside it;
 * null for a line that states none, or whose words only mention one ("3 Mar 2026 Interest
 * on closing balance 1,200.00 CR" is a transaction).
 */
function statedBalance(line: string): { side: "opening" | "closing"; value: string | null } | null {
  const found = [OPENING_LABEL.exec(line), CLOSING_LABEL.exec(line)]
    .filter((m) => m !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return null;
  // (A line that starts with its date and has words before the label is a transaction's.)
  const dated = DATED_LINE.exec(line.slice(0, found.index));
  if (dated && /[a-z]{2}/i.test(line.slice(dated[0].length, found.index))) return null;
  const rest = line.slice(found.index + found[0].length).replace(DATE_TEXT, " ");
  // ("… on March 1, 2026 - 100,000.00": a dash and a space part the words from the figure.)
  const figure = /^[^\d-]*(?:-\s+)?([-(]?[\d.,']*\d\)?(?:\s*(?:CR|DR))?)(?:\s?([km])\b)?/i.exec(rest);
  if (!figure) return null;
  // ("Opening bal 500k": a figure typed short.)
  const short = figure[2] ? findAmounts(`${figure[1]}${figure[2]}`)[0]?.value : undefined;
  return { side: OPENING_LABEL.test(found[0]) ? "opening" : "closing", value: short ?? signedAmount(figure[1]!) };
}

export interface ParsedRows {
  rows: StatementRow[];
  problems: FieldError[];
  /** Balances stated on "opening balance" / "closing balance" lines (signed decimals). */
  opening?: string | null;
  closing?: string | null;
  /**
   * Undated lines among the rows that hold money of their own ("we still owe XYZ 300k"):
   * no wrapped description, and no row either; for the sentence reader to place or refuse.
   */
  stray?: string[];
  /** The currency each row wrote its amount in, when it wrote one ("GBP 1,200.00 CR"): for the upload to check against the bank's. */
  currencies?: Map<StatementRow, string>;
}

const YEAR_OF_DATE = new RegExp(
  String.raw`(?:\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_NAME}|\b${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?,?)\s+(?:19|20)\d{2}$`,
  "i",
);

/** Money written as money: "300k", "1.2m", "60,000", "₦5,000", "USD 40", "450.00". */
const MONEY = /\d(?:\.\d+)?[km]\b|\d,\d{3}\b|(?:[₦$£€]|\b(?:NGN|USD|GBP|EUR))\s?\d|\d\.\d{2}\b/i;

const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;

/**
 * How a statement's numeric dates read: day first, month first, or either (every date
 * fits both ways and at least one reads differently), which only `date_format` can settle.
 * "16/03/2026" settles it for the whole statement; so does "03/16/2026".
 */
function numericOrder(samples: string[]): { format: string; ambiguous: boolean } | null {
  const numeric = samples.map((s) => NUMERIC_DATE.exec(s.trim())).filter((m) => m !== null);
  if (numeric.length === 0 || numeric.length < samples.length) return null;
  const sep = numeric[0]![2]!;
  const year = numeric[0]![4]!.length === 2 ? "y" : "Y";
  const dayFirst = dateParser(`d${sep}m${sep}${year}`);
  const monthFirst = dateParser(`m${sep}d${sep}${year}`);
  const text = numeric.map((m) => m[0]);
  const asDay = text.every((t) => dayFirst(t) !== null);
  const asMonth = text.every((t) => monthFirst(t) !== null);
  if (asDay && asMonth) return { format: `d${sep}m${sep}${year}`, ambiguous: numeric.some((m) => m[1] !== m[3]) };
  if (asMonth) return { format: `m${sep}d${sep}${year}`, ambiguous: false };
  return asDay ? { format: `d${sep}m${sep}${year}`, ambiguous: false } : null;
}

export const ambiguousDates = (example: string): FieldError => ({
  field: "date_format",
  message: `The statement's dates (e.g. "${example.trim()}") read either day first or month first; send date_format, e.g. "d/m/Y" or "m/d/Y"`,
});

const DAY_BEFORE_MONTH_NAME =
  /\b\d{1,2}(?:st|nd|rd|th)?[\s/.-]*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b/i;

/** A day and a month written with a slash where a line starts, no year ("03/03 Shoprite", "02/17 Zelle …"), and the orders they allow. */
function yearlessDates(text: string) {
  const short = [...text.matchAll(/(?:^|[\n;:]|\s-)\s*(\d{1,2})\/(\d{1,2})(?![\d/.,])/g)].filter(
    (m) => Number(m[1]) <= 31 && Number(m[2]) <= 31,
  );
  return {
    short,
    dayFirst: short.every((m) => Number(m[2]) <= 12),
    monthFirst: short.every((m) => Number(m[1]) <= 12),
  };
}

/** Whether yearless dates are settled month first by one that reads no other way ("02/17" beside "03/02"). */
export function yearlessMonthFirst(text: string): boolean {
  const { short, dayFirst, monthFirst } = yearlessDates(text);
  return short.length > 0 && monthFirst && !dayFirst;
}

/**
 * Statement lines written as sentences ("record on access: 04/03/2026 deposit from ota
 * farms 90k") whose numeric dates read either way, as the column reader refuses them: the
 * 400 asking for date_format, else null.
 */
export function unclearNumericDates(text: string): FieldError | null {
  // ("Date: 12-03-2026 … Date: 13-Mar-2026": a date written day before month name shows the order.)
  if (DAY_BEFORE_MONTH_NAME.test(text)) return null;
  const samples = [...text.matchAll(/(?<![\d/.-])\d{1,2}([/.-])\d{1,2}\1(?:\d{4}|\d{2})(?![\d/.-])/g)].map((m) => m[0]);
  if (samples.length) return numericOrder(samples)?.ambiguous ? ambiguousDates(samples[0]!) : null;
  // ("ZB: 03/03 Shoprite 12,450 dr; 07/03 ACME 300k cr": a day and a month without the
  // year, written with a slash where a line starts, read either way round as well; "13/3"
  // beside them settles it.)
  const { short, dayFirst, monthFirst } = yearlessDates(text);
  const either = short.find((m) => m[1] !== m[2]);
  // ("Zenith, March so far: 2/3 - rent 350k; 5/3 - …": the month the heading names is the
  // second number of each, so they are days of it.)
  const named = new RegExp(String.raw`\b${MONTH_NAME}`, "i").exec(text)?.[0];
  const month = named ? MONTHS.indexOf(named.slice(0, 3).toLowerCase()) + 1 : 0;
  const ofNamedMonth = month > 0 && short.every((m) => Number(m[2]) === month);
  return dayFirst && monthFirst && either && !ofNamedMonth ? ambiguousDates(`${either[1]}/${either[2]}`) : null;
}

/**
 * "dates are mm/dd/yyyy" written in the statement or the prompt names its date format;
 * so do "all dates dd/mm" and "dates are day first", the year and separator then as the
 * statement's own numeric dates write them.
 */
export function statedDateFormat(text: string): string | undefined {
  // ("Dates below are month/day/year": the order in words too.)
  const words = /\b(day|month)\s*([/.-])\s*(month|day)(?:\s*\2\s*year)?\b/i.exec(text);
  const m = /\b(dd?|mm?)([/.-])(mm?|dd?)(?:\2(yyyy|yy))?\b/i.exec(text) ?? words;
  const first = m
    ? m[1]![0]!.toLowerCase() === m[3]![0]!.toLowerCase()
      ? undefined
      : m[1]![0]!.toLowerCase()
    : (/\b(d|m)(?:ay|onth)[- ]first\b/i.exec(text)?.[1]?.toLowerCase() ?? regionalOrder(text));
  if (!first) return undefined;
  const sample = /\b\d{1,2}([/.-])\d{1,2}\1(\d{4}|\d{2})\b/.exec(text);
  const sep = (m === words ? sample?.[1] : m?.[2]) ?? sample?.[1] ?? "/";
  const year = (m?.[4] ?? sample?.[2] ?? "yyyy").length === 2 ? "y" : "Y";
  return first === "d" ? `d${sep}m${sep}${year}` : `m${sep}d${sep}${year}`;
}

/**
 * A note in brackets that says how the dates are written ("(US dates)", "(dates are
 * dd/mm/yyyy)", "(all dates month first)"): no words of the line it stands by, left out.
 */
export const withoutDateNote = (text: string) =>
  text.replace(/\(\s*[^()\n]{0,30}\bdates?\b[^()\n]{0,30}\)/gi, (note) =>
    statedDateFormat(note) ? " ".repeat(note.length) : note,
  );

/**
 * "(US dates)", "dates in US format", "UK-style dates": the order the country writes its
 * numeric dates in, month first in the US, day first elsewhere. ("US" in capitals: "send
 * us dates" names no country.)
 */
function regionalOrder(text: string): "d" | "m" | undefined {
  const country = String.raw`(US|U\.S\.|USA|[Aa]merican|UK|U\.K\.|[Bb]ritish|[Ee]uropean|[Nn]igerian)`;
  const said =
    new RegExp(String.raw`\b${country}[- ]?(?:[Ss]tyle\s+|[Ff]ormat\s+)?[Dd]ates?\b`).exec(text) ??
    new RegExp(
      String.raw`\b[Dd]ates?\s+(?:are\s+)?(?:in\s+)?(?:the\s+)?${country}[- ]?(?:[Ss]tyle|[Ff]ormat|[Oo]rder)\b`,
    ).exec(text);
  if (!said) return undefined;
  return /^(?:US|U\.S\.|USA|american)$/i.test(said[1]!) ? "m" : "d";
}

function pickDateParser(samples: string[], format: string | undefined) {
  if (format) return dateParser(format);
  const order = numericOrder(samples);
  if (order) return dateParser(order.format);
  for (const candidate of FALLBACK_FORMATS) {
    const parse = dateParser(candidate);
    if (samples.length && samples.every((s) => parse(s) !== null)) return parse;
  }
  return dateParser("Y-m-d");
}

const DATE_CELL =
  /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}[\s-][A-Za-z]{3,9}\.?[\s-]\d{2,4}|[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4})$/;
/** A reference's label before it in its cell ("ref 000017260317", "Ref No: FT26061ABC01"), never part of it. */
const REF_WORD = String.raw`(?:ref(?:erence)?|txn\s*id|transaction\s*id)(?:\.?\s*no)?\.?(?:\s*[:#]\s*|\s+)`;
const REF_LABEL = new RegExp(`^${REF_WORD}`, "i");
/** A reference alone in its cell: "ref 000017260317", "Ref: FT26061ABC01", "TRF/0313/77", "CHG0309". */
const REF_CELL = new RegExp(String.raw`^(?:${REF_WORD})?[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*$`, "i");
const AMOUNT_CELL = /^[-+(]?\s*(?:[₦$£€]|NGN|USD|GBP|EUR|N)?\s*[-+]?\d[\d,.' ]*\)?(?:\s*(?:CR|DR))?$/i;

/**
 * The header a table pasted without one would have: the column every row holds a date in,
 * the one with words (the narration), and the columns of amounts: one is the amount; two
 * are debit and credit when each row fills only one of them, else amount and balance;
 * three are debit, credit and balance. Null when the rows do not line up that way.
 */
function inferredHeader(table: string[][]): string[] | null {
  const rows = table.filter((row) => row.some((cell) => cell.trim()));
  const width = rows[0]?.length ?? 0;
  if (rows.length === 0 || width < 3 || rows.some((row) => row.length !== width)) return null;
  const column = (i: number) => rows.map((row) => row[i]!.trim());
  const all = (i: number, test: (cell: string) => boolean) => column(i).every((cell) => !cell || test(cell));
  const dateAt = [...Array(width).keys()].find((i) => column(i).every((cell) => DATE_CELL.test(cell)));
  if (dateAt === undefined) return null;
  const amounts = [...Array(width).keys()].filter(
    (i) => i !== dateAt && column(i).some(Boolean) && all(i, (cell) => AMOUNT_CELL.test(cell)),
  );
  // A column of DR / CR marks says each amount's side.
  const sideAt = [...Array(width).keys()].find(
    (i) =>
      i !== dateAt && !amounts.includes(i) && column(i).every((cell) => /^(?:dr|cr|d|c|debit|credit)$/i.test(cell)),
  );
  const words = [...Array(width).keys()].filter(
    (i) => i !== dateAt && i !== sideAt && !amounts.includes(i) && column(i).some((cell) => /[A-Za-z]{2}/.test(cell)),
  );
  // ("17 Mar 2026 | NIP/OTA FARMS LTD/INV 2231 | ref 000017260317 | +275,000.00": beside the
  // words, a column of references, each a code alone or labelled so.)
  const refAt = words.length > 1 ? words.find((i) => all(i, (cell) => REF_CELL.test(cell))) : undefined;
  // ("17 Mar 2026 | POS | NNPC MEGA STATION KM 42 | 245,000.00 | DR": beside a column of
  // channel codes, the narration is the column that says the most.)
  const letters = (i: number) =>
    column(i)
      .join("")
      .replace(/[^A-Za-z]/g, "").length;
  const narrationAt = words
    .filter((i) => i !== refAt)
    .reduce<number | undefined>((best, i) => (best === undefined || letters(i) > letters(best) ? i : best), undefined);
  const header = Array<string>(width).fill("");
  header[dateAt] = "Date";
  if (sideAt !== undefined) header[sideAt] = "Dr/Cr";
  if (narrationAt !== undefined) header[narrationAt] = "Description";
  if (refAt !== undefined) header[refAt] = "Reference";
  const oneSided = (a: number, b: number) => rows.every((row) => !row[a]!.trim() !== !row[b]!.trim());
  if (amounts.length === 1) header[amounts[0]!] = "Amount";
  else if (amounts.length === 2 && oneSided(amounts[0]!, amounts[1]!)) {
    header[amounts[0]!] = "Debit";
    header[amounts[1]!] = "Credit";
  } else if (amounts.length === 2) {
    header[amounts[0]!] = "Amount";
    header[amounts[1]!] = "Balance";
  } else if (amounts.length === 3 && oneSided(amounts[0]!, amounts[1]!)) {
    header[amounts[0]!] = "Debit";
    header[amounts[1]!] = "Credit";
    header[amounts[2]!] = "Balance";
  } else return null;
  return header;
}

const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?=\d|[a-z]{3})/i;
const DAY_MONTH = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?$/i;
const MONTH_DAY = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?$/i;

/**
 * A date cell as the formats read it: a weekday before the date is no part of it ("Tue 10
 * Mar"), and a date without its year ("10 Mar", "Mar 10") is the latest such day up to
 * `today` (a statement lists what has happened), written "10 Mar 2026".
 */
function fullDate(cell: string, today?: string): string {
  // ("12/03/2026 10:00", "2026-03-12T10:00:00": under "Date & Time" the time is no part of the day.)
  const text = cell
    .trim()
    .replace(WEEKDAY, "")
    .replace(
      /(?<=\d)(?:[\sT,]+|\s*[-·|]\s*)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?m\.?)?(?:\s*(?:Z|[+-]\d{2}:?\d{2}|[A-Z]{2,4}))?$/i,
      "",
    );
  const dm = DAY_MONTH.exec(text);
  const md = dm ? null : MONTH_DAY.exec(text);
  if (!today || !(dm || md)) return text;
  const [day, month] = dm ? [dm[1]!, dm[2]!] : [md![2]!, md![1]!];
  const year = Number(today.slice(0, 4));
  const read = dateParser("j M Y");
  const thisYear = read(`${day} ${month} ${year}`);
  if (!thisYear) return text;
  return thisYear > today ? `${day} ${month} ${year - 1}` : `${day} ${month} ${year}`;
}

const DAY_AND_MONTH = /^(\d{1,2})([/.-])(\d{1,2})$/;

/**
 * Dates of a table written as a day and a month without the year ("3/13 | Zelle from ACME
 * LLC …", as a US statement dates its rows under its period): month first where a number
 * over 12 comes second, day first where it comes first, else as date_format says, each
 * the latest such day up to today, written "13 Mar 2026". Null unless every date is so
 * written; "ambiguous" when every one reads both ways and one reads differently.
 */
function withoutYear(
  written: string[],
  format: string | undefined,
  today: string | undefined,
): ((cell: string) => string) | "ambiguous" | null {
  const found = written.map((cell) => DAY_AND_MONTH.exec(cell));
  if (!today || !found.length || found.some((m) => m === null)) return null;
  const pairs = found.map((m) => [Number(m![1]), Number(m![3])] as const);
  const firstOver = pairs.some(([a]) => a > 12);
  const secondOver = pairs.some(([, b]) => b > 12);
  if ((firstOver && secondOver) || pairs.some(([a, b]) => a > 31 || b > 31 || a < 1 || b < 1)) return null;
  const monthFirst = format ? /^[mn]/.test(format) : secondOver ? true : firstOver ? false : null;
  if (monthFirst === null && pairs.some(([a, b]) => a !== b)) return "ambiguous";
  return (cell) => {
    const m = DAY_AND_MONTH.exec(cell.trim());
    if (!m) return cell;
    const [day, month] = monthFirst ? [m[3]!, m[1]!] : [m[1]!, m[3]!];
    const name = MONTHS[Number(month) - 1];
    return name ? fullDate(`${Number(day)} ${name}`, today) : cell;
  };
}

/**
 * Rows from a table with a header, or with none when its columns are plain to see (a date,
 * words and amounts on every row); null when neither names a date and an amount.
 */
export function rowsFromTable(given: string[][], format: string | undefined, today?: string): ParsedRows | null {
  let table = given;
  let headerAt = table.slice(0, 15).findIndex((row) => findColumns(row) !== null);
  if (headerAt < 0) {
    const header = inferredHeader(table);
    if (!header) return null;
    table = [header, ...table];
    headerAt = 0;
  }
  const columns = findColumns(table[headerAt]!)!;
  const dateColumn = columns.date ?? columns.valueDate!;
  const body = table.slice(headerAt + 1);
  const rows: StatementRow[] = [];
  const problems: FieldError[] = [];
  const currencies = new Map<StatementRow, string>();
  const cell = (row: string[], field: keyof typeof HEADERS) => {
    const i = columns[field];
    return i === undefined ? "" : (row[i] ?? "").trim();
  };
  // (A statement printed over pages repeats its header row, cell for cell: no row of it.)
  const norm = (row: string[]) => row.map((c) => c.trim().toLowerCase()).join("|");
  const headerRow = norm(table[headerAt]!);
  const isHeader = (row: string[]) => norm(row) === headerRow;
  // (An "Opening balance" row has no date of its own: no sample of the dates' format.)
  const written = body
    .filter((r) => !isHeader(r) && !balanceRow(r, OPENING_ROW) && !balanceRow(r, CLOSING_ROW))
    .map((r) => (r[dateColumn] ?? "").trim())
    .filter(Boolean);
  const yearless = withoutYear(written, format, today);
  if (yearless === "ambiguous") return { rows: [], problems: [ambiguousDates(written[0]!)] };
  const dateOf = (cell: string) => (yearless ? yearless(cell) : fullDate(cell, today));
  const samples = written.map(dateOf).slice(0, 50);
  const order = format || yearless ? null : numericOrder(samples);
  if (order?.ambiguous) return { rows: [], problems: [ambiguousDates(samples[0]!)] };
  const parseDate = yearless ? dateParser("j M Y") : pickDateParser(samples, format);
  let last: StatementRow | null = null;
  let opening: string | null = null;
  let closing: string | null = null;
  const totals: StatedTotals[] = [];
  body.forEach((row, i) => {
    const line = headerAt + i + 2;
    if (isHeader(row)) return;
    const dateText = dateOf(row[dateColumn] ?? "");
    const debit = signedAmount(cell(row, "debit"));
    const credit = signedAmount(cell(row, "credit"));
    const amount = signedAmount(cell(row, "amount"));
    if (balanceRow(row, OPENING_ROW) && !debit && !credit) {
      opening = signedAmount(cell(row, "balance")) ?? amount;
      return;
    }
    if (balanceRow(row, CLOSING_ROW) && !debit && !credit) {
      closing = signedAmount(cell(row, "balance")) ?? amount;
      return;
    }
    // ("| TOTALS | 406,500.00 | 540,000.00 |": what the rows above add up to, checked after them.)
    if (!dateText && TOTALS.test(row.find((c) => c.trim())?.trim() ?? "")) {
      totals.push({ line, debit, credit, amount });
      return;
    }
    if (!dateText && !debit && !credit && !amount) {
      // A wrapped description continues the previous row.
      const more = cell(row, "narration");
      if (more && last) last.narration = `${last.narration ?? ""} ${more}`.trim();
      return;
    }
    const date = parseDate(dateText);
    if (!date) {
      problems.push({
        field: `rows.${line}.date`,
        message: `Row ${line}: "${dateText}" is not a date in the expected format`,
      });
      return;
    }
    let signed: string | null = null;
    if (debit && Number(debit) !== 0) signed = debit.startsWith("-") ? debit.slice(1) : `-${debit}`;
    else if (credit && Number(credit) !== 0) signed = credit.replace(/^-/, "");
    else if (amount && Number(amount) !== 0) {
      // "886,875.00 | DR": the side in its own column.
      const side = cell(row, "direction");
      signed = /^(?:dr|d|debit|withdrawal|out)$/i.test(side)
        ? `-${amount.replace(/^-/, "")}`
        : /^(?:cr|c|credit|deposit|lodgement|in)$/i.test(side)
          ? amount.replace(/^-/, "")
          : amount;
    }
    if (!signed) {
      problems.push({ field: `rows.${line}.amount`, message: `Row ${line} has no amount` });
      return;
    }
    last = {
      date,
      amount: signed.replace(/^-/, ""),
      type: signed.startsWith("-") ? "debit" : "credit",
      narration: [cell(row, "narration"), cell(row, "party")].filter(Boolean).join(" ") || null,
      // ("ref 000017260317": the reference, not its label.)
      ref: cell(row, "ref").replace(REF_LABEL, "") || null,
      balance: signedAmount(cell(row, "balance")),
    };
    rows.push(last);
    const currency = writtenCurrency(
      `${cell(row, "debit")} ${cell(row, "credit")} ${cell(row, "amount")}`,
      last.amount,
    );
    if (currency) currencies.set(last, currency);
  });
  // An amount column with no sign or mark anywhere, and no column saying the side, beside a
  // running balance: the balance says each row's side.
  const marked = body.some((row) => {
    const written = cell(row, "amount");
    return /^\s*\+|\b(?:CR|DR)\b/i.test(written) || signedAmount(written)?.startsWith("-");
  });
  if (
    columns.amount !== undefined &&
    [columns.debit, columns.credit, columns.direction].every((c) => c === undefined) &&
    !marked
  )
    problems.push(...sidesFromBalances(rows, opening).map(sidelessProblem));
  problems.push(...totalsProblems(rows, totals));
  problems.push(...balanceProblems(rows, opening, closing, headerAt + 2));
  return { rows, problems, opening, closing, currencies };
}

/**
 * Unsigned amounts beside a running balance ("Opening balance | | | 500,000.00", "14 Mar
 * 2026 | POS Filling station | 12,000.00 | 533,000.00"): each row is on the side its
 * balance moved from the one before (or from the opening balance), read oldest first, else
 * newest first. A row with no balance before it takes the side its words say ("POS …" is
 * money out), else stays a credit; with no balance anywhere, it is one of the rows returned,
 * which say no side. Where the balances fit neither order, the rows stay as
 * written, for the balance check to refuse.
 */
function sidesFromBalances(rows: StatementRow[], opening: string | null): StatementRow[] {
  const sides = (before: (i: number) => string | null | undefined) => {
    const found: (StatementRow["type"] | null)[] = [];
    for (const [i, row] of rows.entries()) {
      const from = before(i);
      if (from == null || row.balance === null) {
        found.push(null);
        continue;
      }
      const moved = scaled(row.balance) - scaled(from);
      if (moved !== scaled(row.amount) && moved !== -scaled(row.amount)) return null;
      found.push(moved < 0n ? "debit" : "credit");
    }
    return found;
  };
  const found =
    sides((i) => (i === 0 ? opening : rows[i - 1]!.balance)) ??
    sides((i) => (i === rows.length - 1 ? opening : rows[i + 1]!.balance));
  if (found === null) return [];
  const balanced = found.some(Boolean);
  const sideless: StatementRow[] = [];
  rows.forEach((row, i) => {
    const side = found[i] ?? sideInWords(row.narration ?? "");
    if (side) row.type = side;
    // With no balance anywhere, an unsigned amount is no credit by itself: as the line
    // reader does, a row whose words say no side either is refused, never guessed.
    else if (!balanced) sideless.push(row);
  });
  return sideless;
}

/** A row whose amount, columns and words say no side: refused, never guessed a credit. */
const sidelessProblem = (row: StatementRow): FieldError => ({
  field: "transactions",
  message: `"${row.date} ${row.narration ?? ""} ${row.amount}" does not say whether the money came in or went out; write e.g. "paid", "received", "debit" or "credit", or sign the amount`,
});

/** A row that sums the others ("TOTALS", "Total debits", "Sub-total"): no transaction. */
const TOTALS =
  /^(?:totals?|sub[-\s]?totals?|grand\s+totals?|total\s+(?:debits?|credits?|paid\s+(?:in|out)|withdrawals?|deposits?|money\s+(?:in|out)|for\s+the\s+period))\b/i;

interface StatedTotals {
  line: number;
  debit: string | null;
  credit: string | null;
  amount: string | null;
}

/**
 * A totals row is left out only when it is what the rows add up to (the money out under
 * its debits, the money in under its credits; an amount column's net or whole); else
 * the statement and its totals disagree, and the 400 says where.
 */
function totalsProblems(rows: StatementRow[], totals: StatedTotals[]): FieldError[] {
  const out = rows.filter((r) => r.type === "debit").reduce((sum, r) => sum + scaled(r.amount), 0n);
  const into = rows.filter((r) => r.type === "credit").reduce((sum, r) => sum + scaled(r.amount), 0n);
  const size = (value: string) => {
    const n = scaled(value);
    return n < 0n ? -n : n;
  };
  return totals.flatMap(({ line, debit, credit, amount }) => {
    const agree =
      (debit === null || size(debit) === out) &&
      (credit === null || size(credit) === into) &&
      (amount === null || [into - out, into + out, out - into].includes(scaled(amount)));
    return agree
      ? []
      : [{ field: `rows.${line}`, message: `Row ${line}: the totals are not what the rows above add up to` }];
  });
}

// Four decimals cover every currency; compare balances exactly as scaled integers.
const scaled = (decimal: string) => {
  const negative = decimal.startsWith("-");
  const [whole, fraction = ""] = decimal.replace("-", "").split(".");
  const value = BigInt(whole! + fraction.padEnd(4, "0").slice(0, 4));
  return negative ? -value : value;
};
const signed = (row: StatementRow) => (row.type === "credit" ? scaled(row.amount) : -scaled(row.amount));

/**
 * Where the statement states balances, they must follow from its rows: each running
 * balance is the one before plus the row (newest-first statements are read backwards),
 * and the opening and closing lines agree with the first and last rows.
 */
export function balanceProblems(
  rows: StatementRow[],
  opening: string | null,
  closing: string | null,
  firstLine = 2,
): FieldError[] {
  const withBalance = rows.filter((r) => r.balance !== null);
  const chronological = (ordered: StatementRow[]) => {
    for (let i = 1; i < ordered.length; i++) {
      const before = ordered[i - 1]!.balance;
      const after = ordered[i]!.balance;
      if (before !== null && after !== null && scaled(before) + signed(ordered[i]!) !== scaled(after)) return i;
    }
    return -1;
  };
  const problems: FieldError[] = [];
  let ordered = rows;
  if (withBalance.length === rows.length && rows.length > 1) {
    const forward = chronological(rows);
    if (forward >= 0) {
      ordered = [...rows].reverse();
      if (chronological(ordered) >= 0) {
        const line = firstLine + forward;
        problems.push({
          field: `rows.${line}.balance`,
          message: `Row ${line}: the balance does not follow from the previous row and this amount`,
        });
        return problems;
      }
    }
  }
  const net = rows.reduce((sum, r) => sum + signed(r), 0n);
  const first = ordered[0];
  const last = ordered.at(-1);
  if (opening !== null && first?.balance != null && scaled(opening) + signed(first) !== scaled(first.balance)) {
    problems.push({
      field: "opening_balance",
      message: "The stated opening balance does not lead to the first row's balance",
    });
  }
  if (closing !== null) {
    const expected = last?.balance != null ? scaled(last.balance) : opening !== null ? scaled(opening) + net : null;
    if (expected !== null && expected !== scaled(closing)) {
      problems.push({ field: "closing_balance", message: "The stated closing balance does not match the rows" });
    }
  }
  return problems;
}

/**
 * A statement's lines; several transactions on one line are split at "; <date>" or " / <date>" (or
 * "; credit <date>", "/ DR <date>", or ", 16 mar 2026"), and a side written before the date ("debit 2026-03-03 -180.00 …", "DR 13/03/2026 …")
 * goes after the amount, where the line reader takes it.
 */
const statementLines = (text: string) =>
  text
    // (", 16 mar 2026 trf frm …": a comma before a date written in words parts rows too.)
    .split(
      /\r?\n|(?:;|\s\/)\s*(?=(?:(?:debit|credit|dr|cr)\s+)?(?:\d{1,2}[\s/.-](?:\d|[A-Za-z]{3})|\d{4}-\d{2}-\d{2}))|\s*,\s+(?=\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{2,4}\b)/i,
    )
    // ("15 mar 2026 trf to halden rowe 150000 dr 16 mar 2026 stamp duty 50 dr": keyed in one
    // run, a line that starts with its date parts after a sum's side mark before the next date.)
    .flatMap((line) =>
      /^\s*\d{1,2}[\s/.-](?:\d|[A-Za-z]{3})/.test(line)
        ? line.split(
            /(?<=\d\s*(?:cr|dr|debit|credit)\.?)\s+(?=\d{1,2}(?:[/.-]\d{1,2}[/.-]\d{2,4}\b|[\s-](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)[^\n;]*?\d\s*(?:cr|dr|debit|credit)\b)/i,
          )
        : [line],
    )
    .map((line) => {
      const side = /^\s*(?:[^:;]{0,60}:\s*)?(debit|credit|dr|cr)\s+(?=\d)/i.exec(line);
      return side ? `${line.slice(side[0].length)} ${side[1]!.length === 2 ? side[1]!.toUpperCase() : side[1]}` : line;
    })
    .map(spacedThousands)
    .map(amountLast)
    .map(referenceBeforeAmount);

/**
 * "2026-03-17 NIP TRF TO IKEJA ELECTRIC 42,500 DR REF 000123456": a labelled reference
 * ending the line is no amount; it goes before the amount, among the words the reference
 * is read from.
 */
const referenceBeforeAmount = (line: string) =>
  line.replace(
    /^(.*?)((?:\s+[-+(]?(?:[₦$£€]|NGN|USD|GBP|EUR)?\s?[\d.,']*\d\)?[-+]?(?:\s*(?:CR|DR|debit|credit)\b)?){1,2})\s*[,;]?\s+((?:ref(?:erence)?|txn\s*id|transaction\s*id)(?:\.?\s*no)?\.?\s*[:#]?\s*[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*)\s*$/i,
    "$1 $3$2",
  );

/**
 * Cells parted by wide gaps (two spaces or more, or tabs), where a single space groups an
 * amount's thousands ("1 Mar 2026   interest           1 204.16 cr", "30 000 dr"): the
 * amount written whole. A line without such gaps is left as it is ("Office 2019 120.00").
 */
function spacedThousands(line: string): string {
  if (!/\S(?: {2,}|\t)\S/.test(line.trim())) return line;
  return line
    .split(/( {2,}|\t+)/)
    .map((cell) =>
      /^[-+(]?\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?\)?(?:\s*(?:CR|DR))?$/i.test(cell.trim())
        ? cell.replace(/(\d) (?=\d{3}\b)/g, "$1")
        : cell,
    )
    .join("");
}

/**
 * An amount written right after the date, the words after it in their own column
 * ("3/16/2026  (125.00)  Card - AWS", "3/17/2026  9,800.00  ACME LLC wire"): the line as the
 * line reader takes it, the amount last. (Words that end in an amount with its decimals are
 * an amount and its balance, left as written.)
 */
function amountLast(line: string): string {
  const m = AMOUNT_FIRST.exec(line);
  // (A value date beside the date, "14.03.2026  14.03.2026  POS …", is no amount.)
  if (!m || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(m[2]!) || /\d[.,]\d{2}\)?(?:\s*(?:CR|DR))?$/i.test(m[3]!))
    return line;
  return `${m[1]} ${m[3]} ${m[2]}`;
}
const AMOUNT_FIRST =
  /^\s*(\S+(?:\s+[A-Za-z]{3,9}\.?\s+\d{4})?)(?: {2,}|\t+)([-+(]?(?:[₦$£€]|NGN|USD|GBP|EUR)?\s?[\d.,']*\d\)?(?:\s*(?:CR|DR))?)(?: {2,}|\t+)(\S.*?[A-Za-z].*?)\s*$/i;

// A currency written before an amount marked CR or DR ("N30,000.00 CR") is no part of the
// narration. (Unmarked, "wire charges $35" is a sentence for the prose reader to direct.)
const CURRENCY = String.raw`(?:(?:[₦$£€]\s?|N|(?:NGN|USD|GBP|EUR)\s?)(?=[\d.,']*\d\s*(?:CR|DR)\b))?`;
// (An amount may end in its sign: "25,000.00-".)
const LINE = new RegExp(
  String.raw`^\s*(\S+(?:\s+[A-Za-z]{3,9}\.?\s+\d{4})?)\s+(.*?)\s+${CURRENCY}([-+(]?[\d.,']*\d(?:\)|[-+](?!\S))?(?:\s*(?:CR|DR))?)(?:\s+${CURRENCY}([-+(]?[\d.,']*\d(?:\)|[-+](?!\S))?(?:\s*(?:CR|DR))?))?\s*(debit|credit)?\s*$`,
  "i",
);
/** Words a document's number follows ("inv 221", "invoice no", "PO #", "chq"). */
const CODE_WORD = /\b(?:inv(?:oice)?|bill|po|order|receipt|rcpt|chq|cheque|ref|no|#)[.:]?\s*(?:no\.?|#)?\s*:?\s*$/i;

/**
 * Whether the first of two numbers ending a line is part of its words rather than its
 * amount (the second then being the amount, not a running balance): a document's number
 * ("inv 221 250,000.00 CR", "REF: 000015260314113045123 230,000.00 DR"), a code
 * written with leading zeros or ten digits and more ("Cheque 000214 150,000.00"), or a
 * plain number in a name beside money written as money, with its currency or with its
 * decimals and its mark ("Microsoft 365  USD 99.00 DR", "Office 2019 120.00 DR").
 */
function numberInWords(line: string, words: string, first: string, second: string): boolean {
  if (!/^\d+$/.test(first)) return false;
  if (CODE_WORD.test(words) || /^0\d|^\d{10,}$/.test(first)) return true;
  // ("2026-03-09  Airtime MTN 0803 555 1234   -2,000", "POS card ending 4521  8,500.00": the
  // last group of a phone's or a card's number.)
  if (inDigitRun(`${words} ${first}`, words.length + 1, words.length + 1 + first.length) || CARD_ENDING.test(words))
    return true;
  const at = line.lastIndexOf(second);
  const currency = /(?:[₦$£€]|\bN|\b(?:NGN|USD|GBP|EUR))\s?$/i.test(line.slice(0, at));
  return currency || (/\.\d{2}\b/.test(second) && /\b(?:CR|DR)\b/i.test(second));
}

// ("Available balance: 611,204.10" under a line is its balance, no more of its words.)
const BALANCE_SENTENCE =
  /(?<=[a-z][.;])\s*(?:avail(?:able)?\.?\s+|ledger\s+|book\s+|running\s+)?bal(?:ance)?\.?\s*:?\s*(?:(?:NGN|₦|N)\s*)?\d[\d,]*(?:\.\d+)?\s*$/i;
const NOT_NARRATION =
  /\b(?:page \d+|statement|account (?:no|number|name)|period|date\s+(?:narration|description)|opening|closing)\b|^(?:avail(?:able)?\.?\s+|ledger\s+|book\s+|running\s+)?bal(?:ance)?\b/i;

/**
 * Rows written as lines (prompts, text attachments, PDF text): a date, a description,
 * an amount and optionally the running balance. The direction comes from a sign, CR/DR,
 * a trailing debit/credit, or else from how the running balance moved. A line without
 * a date right after a row continues its description (wrapped PDF cells).
 */
export function rowsFromLines(text: string, format: string | undefined): ParsedRows {
  // (The dates of the balance lines count: "Closing balance as at 17/03/2026" is day first.)
  const samples = format
    ? []
    : statementLines(text)
        .flatMap((line) =>
          statedBalance(line)
            ? [...line.matchAll(/(?<![\d/.-])\d{1,2}([/.-])\d{1,2}\1\d{2,4}(?![\d/.-])/g)].map((m) => m[0])
            : [LINE.exec(line)?.[1]],
        )
        .filter((d): d is string => d !== undefined && NUMERIC_DATE.test(d));
  const order = numericOrder(samples);
  if (order?.ambiguous) return { rows: [], problems: [ambiguousDates(samples[0]!)] };
  const parse = format ? dateParser(format) : order ? dateParser(order.format) : null;
  // (The numeric dates' order says nothing of "2 Mar 2026" on the next line.)
  const anyFormat = (value: string) =>
    FALLBACK_FORMATS.map(dateParser)
      .map((p) => p(value))
      .find(Boolean) ?? null;
  const parseDate = (value: string) =>
    parse ? (parse(value) ?? (NUMERIC_DATE.test(value) ? null : anyFormat(value))) : anyFormat(value);
  const rows: StatementRow[] = [];
  const stray: string[] = [];
  const currencies = new Map<StatementRow, string>();
  let opening: string | null = null;
  let closing: string | null = null;
  let previousBalance: string | null = null;
  let last: StatementRow | null = null;
  let marked = false;
  // Rows by how their side was said: a sign, a balance or a column of signs says both sides
  // ("-20,000.00" beside "150,000.00"); a CR/DR mark or a side's word says only its own.
  let signed = false;
  const unmarked = new Set<StatementRow>();
  // "10,000 DR balance 490,000": the balance after the amount, as the columns have it.
  // ("500,000.00 Cr   bal c/f 2,810,600.00": the last line's, carried forward, after an
  // amount with its decimals; "17-Mar-2026 Balance carried forward …" is the closing line.)
  // ("USD 3,800.00 credit    Bal USD 9,800.00": the side as its mark, the balance's currency dropped.)
  const lines = statementLines(text).map((written) =>
    written.replace(
      /(\d)(?:(\s*(?:CR|DR)\b)|\s+(debit|credit)\b)?\s*,?\s+bal(?:ance)?\.?(?:(?<=\.\d\d(?:\s*(?:CR|DR))?\s+bal(?:ance)?\.?)\s+(?:c\/f(?:wd)?|carried\s+forward))?\s*:?\s*(?:(?:[₦$£€]|NGN|USD|GBP|EUR)\s*)?(?=[-(]?\d)/i,
      (_, digit: string, mark: string | undefined, side: string | undefined) =>
        `${digit}${mark ?? (side ? (/^d/i.test(side) ? " DR" : " CR") : "")} `,
    ),
  );
  // A statement writes its money one way: where every other line has one amount, written
  // with its decimals, a plain number before the amount is in the words ("12 Mar 2026 Card
  // payment Microsoft 365 99.00" beside "13 Mar 2026 Transfer from Ada 500.00"), no amount
  // and its balance.
  const amounts = lines.flatMap((line) => {
    const m = LINE.exec(line);
    return m && !statedBalance(line) ? [m] : [];
  });
  const plainBefore = (m: RegExpExecArray) => m[4] !== undefined && /^\d+$/.test(m[3]!) && /\.\d{2}\b/.test(m[4]);
  const single = amounts.filter((m) => m[4] === undefined);
  const centsOnly =
    single.length > 0 &&
    single.every((m) => /\.\d{2}\b/.test(m[3]!)) &&
    amounts.every((m) => m[4] === undefined || plainBefore(m));
  for (const written of lines) {
    // ("… 150,000 CR - they still owe us 60,000": money owed said after the row, at a spaced
    // dash or a comma, is money of its own, no part of the row.)
    const remark = /(?:\s[-–—]\s|[,;]\s)(?=[a-z])((?:(?!\s[-–—]\s)[^;])*)$/i.exec(written);
    const owed =
      remark &&
      MONEY.test(remark[1]!) &&
      NOT_MOVED.test(remark[1]!) &&
      (!NOT_NARRATION.test(remark[1]!) || /\b(?:owe[sd]?|owing)\b/i.test(remark[1]!));
    if (owed) stray.push(remark[1]!.trim());
    // ("17 Mar 2026 received 150k from Ada. Balance 2,300,000": a balance said in a sentence
    // after the row's words is no amount of it; the sentence reader reads such a line.)
    const line = (owed ? written.slice(0, remark.index) : written).replace(BALANCE_SENTENCE, "");
    const stated = statedBalance(line);
    if (stated) {
      if (stated.side === "opening") previousBalance = opening = stated.value;
      else closing = stated.value;
      last = null;
      continue;
    }
    const read = LINE.exec(line);
    // ("12 Mar 2026 received 50k from Ada on 12 Mar 2026": the year of a date written in
    // words ends the line, no amount; the sentence reader reads such a line.)
    const match = read && !(read[4] === undefined && YEAR_OF_DATE.test(`${read[2]} ${read[3]}`)) ? read : null;
    const date = match ? parseDate(match[1]!) : null;
    if (!match || !date) {
      const more = line.trim();
      // ("Total Debits: 806,450.00   Total Credits: 1,500,000.00": what the rows add up to, no more words of the last.)
      if (TOTALS.test(more)) last = null;
      // ("we still owe XYZ 300k" under the rows is money of its own, no words of the last; a
      // wrapped "USD 1,200.00 AT 1550.00" or "INV 2026.03 PAYMENT" is.)
      else if (last && MONEY.test(more) && NOT_MOVED.test(more) && !NOT_NARRATION.test(more)) {
        stray.push(more);
        last = null;
      } else if (last && more && /[A-Za-z]/.test(more) && more.length <= 80 && !NOT_NARRATION.test(more))
        last.narration = `${last.narration ?? ""} ${more}`.trim();
      else last = null;
      continue;
    }
    // ("NIP/OTA FARMS LTD/inv 221 250,000.00 CR": a number after a document's word is its
    // number, part of the narration; the amount is the one after it. Unless the two follow
    // the balance before as an amount and its balance.)
    const fits = (amount: string | null, balance: string | null) =>
      amount !== null &&
      balance !== null &&
      previousBalance !== null &&
      [scaled(balance) - scaled(amount), scaled(balance) + scaled(amount)].includes(scaled(previousBalance));
    // ("NIP FRM OTA FARMS LTD REF 000045821 CR 95,000": a code with the side's mark after it
    // is the words' number; the mark is the amount's that follows.)
    const markedCode = /^(\d+)\s*(CR|DR)$/i.exec(match[3]!);
    if (
      match[4] &&
      markedCode &&
      !/\b(?:CR|DR)\b/i.test(match[4]) &&
      (CODE_WORD.test(match[2]!) || /^0\d|^\d{10,}$/.test(markedCode[1]!))
    ) {
      match[2] = `${match[2]} ${markedCode[1]}`;
      match[3] = `${match[4]} ${markedCode[2]}`;
      match[4] = undefined as unknown as string;
    }
    if (
      match[4] &&
      (numberInWords(line, match[2]!, match[3]!, match[4]) || (centsOnly && plainBefore(match))) &&
      !fits(signedAmount(match[3]!), signedAmount(match[4]))
    ) {
      match[2] = `${match[2]} ${match[3]}`;
      match[3] = match[4];
      match[4] = undefined as unknown as string;
    }
    const amount = signedAmount(match[3]!);
    const balance = match[4] ? signedAmount(match[4]) : null;
    if (!amount || Number(amount) === 0) continue;
    const explicit = match[5]?.toLowerCase() as "debit" | "credit" | undefined;
    if (explicit || /CR|DR|[-+()]/i.test(match[3]!) || balance !== null) marked = true;
    if (/[-+()]/.test(match[3]!) || balance !== null) signed = true;
    const markedHere = explicit !== undefined || /CR|DR|[-+()]/i.test(match[3]!) || balance !== null;
    let type: "debit" | "credit" = explicit ?? (amount.startsWith("-") ? "debit" : "credit");
    if (
      !explicit &&
      !amount.startsWith("-") &&
      !/CR|DR/i.test(match[3]!) &&
      balance !== null &&
      previousBalance !== null
    ) {
      type = Number(balance) < Number(previousBalance) ? "debit" : "credit";
    }
    // "… ref FT2606412345, credit": the reference and a direction word before the amount.
    let narration = match[2]!;
    const ref = findReference(narration);
    if (ref) narration = `${narration.slice(0, ref.start)} ${narration.slice(ref.end)}`;
    const word = /[\s,]*\b(debit|credit|dr|cr)\b[\s,:]*$/i.exec(narration);
    if (word) {
      narration = narration.slice(0, word.index);
      if (!explicit && !/CR|DR/i.test(match[3]!) && !amount.startsWith("-"))
        type = /^(?:debit|dr)$/i.test(word[1]!) ? "debit" : "credit";
      marked = true;
    }
    narration = narration
      .replace(/\s*,\s*(?=,|$)/g, "")
      // "03/11/2026 | ATM withdrawal | -20,000.00": the bars between cells are no words.
      .replace(/^[\s|:–—-]+|[\s|:–—-]+$/g, "")
      .replace(/\s+/g, " ")
      .trim();
    last = {
      date,
      amount: amount.replace(/^-/, ""),
      type,
      narration: narration || null,
      ref: ref?.value ?? null,
      balance,
    };
    rows.push(last);
    const currency = writtenCurrency(line, last.amount);
    if (currency) currencies.set(last, currency);
    if (!markedHere && !word) unmarked.add(last);
    if (balance !== null) previousBalance = balance;
  }
  // No row marked as in or out anywhere (no sign, CR/DR or balance): an unsigned amount is
  // no credit by itself, so each row's words say its side ("Intermediary bank charge USD
  // 18.00" is money out). So too a row left unmarked among rows marked CR or DR, which say
  // only their own side ("14 Mar 2026 POS SHOPRITE 12,000 DR / 15 Mar 2026 ADEBAYO TUNDE
  // 40,000"). A row whose words say nothing either is refused, never guessed
  // ("17/03/2026 TRANSFER CHINEDU OKAFOR 75,000.00": a transfer either way).
  const sideless: FieldError[] = [];
  if (!signed)
    for (const row of rows) {
      if (marked && !unmarked.has(row)) continue;
      const side = sideInWords(row.narration ?? "");
      if (side) row.type = side;
      else sideless.push(sidelessProblem(row));
    }
  if (sideless.length) return { rows: [], problems: sideless, opening, closing, stray };
  return { rows, problems: balanceProblems(rows, opening, closing), opening, closing, stray, currencies };
}
