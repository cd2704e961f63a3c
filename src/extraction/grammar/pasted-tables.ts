// A document's lines pasted as a table under a header row ("Qty  Description  Rate
// Amount", "Item<TAB>Qty<TAB>Unit Price<TAB>Total"), cells apart by tabs, bars or two or
// more spaces, rewritten as the items a sentence lists ("12 Padlock @ 4,800, 30 Door
// hinges @ 1,250"), so the document grammar reads them as it reads any list. The rows
// that only sum the others (Sub Total, Total) are left out; a VAT row's rate applies to
// the items ("plus 7.5% VAT"). A table whose columns do not name a quantity, a
// description and a price is left as it is. A csv or xlsx file of lines is read the same
// way, beside the prompt that names the party. Lines pasted without a header, their
// cells apart by dot leaders or wide gaps ("2 roll-up banners ...... 28,000 each ......
// 56,000"), lose the line total that only repeats the count times the price.
import { findAmounts } from "./amounts";

const CELLS = /\t+|\s*\|\s*|\s{2,}/;
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(CELLS)
    .map((c) => c.trim())
    .filter((c) => c !== "");

const HEADS = {
  quantity: /^(?:qty|quantity|qnty|units?|no\.?\s*of\s*units|pcs)$/i,
  description: /^(?:description|item|items|details|particulars|product|service|goods)(?:\s+description)?$/i,
  // ("Item  Qty  Unit  Total": after a quantity column, "Unit" is the price of one.)
  price: /^(?:rate|unit|unit\s*price|price|unit\s*cost|cost|price\s*per\s*unit|@)$/i,
  amount: /^(?:amount|total|line\s*total|value|ext(?:ended)?\.?\s*price)$/i,
  tax: /^(?:vat|tax|gst)(?:\s*(?:%|rate))?$/i,
};
const SUMS =
  /^(?:sub\s*-?\s*total|total(?:\s+due|\s+amount)?|grand\s+total|amount\s+due|balance(?:\s+due)?|net\s+total)\b/i;
const TAX_ROW = /^(?:vat|tax|gst|sales\s+tax)\b[^\d%]*(\d+(?:\.\d+)?)\s*%/i;
const NUMBER = /^[₦$£€]?\s*\d[\d,]*(?:\.\d+)?$/;

type Columns = Partial<Record<keyof typeof HEADS, number>>;

function headerColumns(line: string): Columns | null {
  // ("Unit Price (NGN)", "Amount (₦)": the currency said of a column is no part of its name.)
  const heads = cells(line).map((h) => h.replace(/\s*\((?:[A-Z]{3}|[₦$£€])\)\s*$/, ""));
  if (heads.length < 3) return null;
  const columns: Columns = {};
  heads.forEach((head, i) => {
    for (const [name, pattern] of Object.entries(HEADS) as [keyof typeof HEADS, RegExp][])
      if (columns[name] === undefined && pattern.test(head)) columns[name] = i;
  });
  return columns.quantity !== undefined && columns.description !== undefined && columns.price !== undefined
    ? columns
    : null;
}

/** The text with its pasted item table, if it has one, written as a list of items. */
export function tablesAsProse(text: string): string {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((line) => headerColumns(line) !== null);
  if (at < 0) return text;
  const columns = headerColumns(lines[at]!)!;
  const width = cells(lines[at]!).length;
  const items: string[] = [];
  let tax: string | null = null;
  let end = at + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (!line.trim()) {
      if (items.length) break;
      continue;
    }
    // The rule under a markdown header ("|---|---|").
    if (/^\s*\|?\s*:?-{3,}/.test(line)) continue;
    const row = cells(line);
    const label = row[0] ?? "";
    const rate = TAX_ROW.exec(label) ?? TAX_ROW.exec(row.join(" "));
    if (rate) {
      tax = rate[1]!;
      continue;
    }
    if (SUMS.test(label)) continue;
    if (row.length !== width) break;
    const quantity = row[columns.quantity!]!;
    const price = row[columns.price!]!;
    if (!NUMBER.test(quantity) || !NUMBER.test(price)) break;
    // (A comma or semicolon in a description would split it: "Biros, box of 50".)
    // A VAT column gives each item its own rate ("7.5%", "0%"), noted as a sentence would.
    // (A rate: written with "%", or under a header that says so; an amount of VAT is no rate.)
    const rateHeader = columns.tax !== undefined && /%|rate/i.test(cells(lines[at]!)[columns.tax] ?? "");
    const rated =
      columns.tax === undefined
        ? null
        : (rateHeader ? /^(\d+(?:\.\d+)?)\s*%?$/ : /^(\d+(?:\.\d+)?)\s*%$/).exec(row[columns.tax]!.trim());
    items.push(
      `${quantity} ${row[columns.description!]!.replace(/[,;]/g, " ")} @ ${price}${rated ? ` (VAT ${rated[1]}%)` : ""}`,
    );
  }
  if (!items.length) return text;
  const list = `${items.join(", ")}${tax ? `, plus ${tax}% VAT` : ""}`;
  return [...lines.slice(0, at), list, ...lines.slice(end)].join("\n");
}

/** A table read from a file (csv, xlsx) as the same list of items, or null when it is no item table. */
export function itemTableAsProse(rows: string[][]): string | null {
  const text = rows.map((row) => row.map((cell) => cell.trim()).join("\t")).join("\n");
  const prose = tablesAsProse(text);
  return prose === text ? null : prose;
}

/** Dot leaders between a pasted line's cells ("Delivery ........ 5,000"). */
const LEADERS = /[^\S\n]*(?:\.{3,}|…+)[^\S\n]*/g;
/** An item line's count ("2 x", "500" at its start; "Yellow maize  60 bags  x 39,000" after the thing). */
const LINE_COUNT = /(?:^|\s)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:[x×]\s*)?(?=[a-z])/i;

/**
 * An item line's cells with its last one, the line total, left out when it is exactly the
 * count times the price before it ("2 x toner 85A  @ 65,000  130,000"); any other line as
 * written. (A total that is not the product stays, to be refused as money no item holds.)
 */
function withoutLineTotal(line: string): string {
  const row = cells(line);
  // ("… x 39,000  = 2,340,000": the sign before a line total says what it is.)
  const total = row.at(-1)?.replace(/^=\s*/, "");
  if (row.length < 2 || !total || !NUMBER.test(total)) return line;
  const rest = row.slice(0, -1).join(" ");
  const count = LINE_COUNT.exec(rest);
  const price = findAmounts(rest).at(-1);
  const totalValue = findAmounts(total)[0];
  if (!count || !price || !totalValue || price.start < count.index + count[0].length) return line;
  const cents = (decimal: string) => Math.round(Number(decimal) * 100);
  return Math.round(Number(count[1]!.replace(/,/g, "")) * cents(price.value)) === cents(totalValue.value) ? rest : line;
}

/**
 * The text with each line's dot leaders read as the gaps between cells, and the line
 * totals that repeat an item's count times its price left out (withoutLineTotal).
 */
export function lineTotalsDropped(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const spaced = line.replace(LEADERS, "   ");
      const read = withoutLineTotal(spaced);
      return read !== spaced || spaced !== line ? read.replace(/\s{2,}/g, " ").trim() : line;
    })
    .join("\n");
}
