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
  // (A count column may be named by what it counts: "Nights", "Bags", "Hours".)
  quantity:
    /^(?:qty|quantity|qnty|units?|no\.?\s*of\s*(?:units|items)|pcs|pieces|nights|days|hours|hrs|bags|cartons|ctns|litres|liters)$/i,
  description:
    /^(?:description|desc\.?|item|items|details|particulars|product|service|services|goods)(?:\s+(?:description|details|name))?$/i,
  // ("Item  Qty  Unit  Total": after a quantity column, "Unit" is the price of one; "Price/bag",
  // "Rate per night": the price of one of what the count column counts.)
  price: /^(?:rate|unit|unit\s*price|price|unit\s*cost|cost|@)(?:\s*(?:\/|per)\s*[a-z]+)?$/i,
  amount: /^(?:amount|total|line\s*total|value|ext(?:ended)?\.?\s*price)$/i,
  tax: /^(?:vat|tax|gst)(?:\s*(?:%|rate))?$/i,
  // ("Customer | Date | Description | Qty | …", a sales register's row: whom and when, said
  // once above the items when every row says the same.)
  customer: /^(?:customer|client)(?:\s*name)?$/i,
  supplier: /^(?:vendor|supplier)(?:\s*name)?$/i,
  date: /^(?:(?:inv(?:oice)?|bill|doc(?:ument)?|txn|issue)\s*)?date$/i,
  due: /^due(?:\s*date)?$/i,
  // ("Disc" beside the price: each line's own discount, "10%" or "-".)
  discount: /^disc(?:ount)?\.?(?:\s*%)?$/i,
};
// ("Invoice total", "TOTAL DUE", "Amount payable", "Balance due": a row that only sums the others.)
const SUMS = /^(?:sub\s*-?\s*total|(?:[a-z]+\s+)?total\b|amount\s+(?:due|payable)|balance(?:\s+due)?|net\s+total)/i;
const TAX_ROW = /^(?:vat|tax|gst|sales\s+tax)\b[^\d%]*(\d+(?:\.\d+)?)\s*%/i;
/** A price column or a sum row that says the prices hold the tax ("Rate (VAT incl.)", "Total (inclusive of 7.5% VAT)"). */
const HOLDS_TAX =
  /\bincl(?:usive|uding|\.)?\s+(?:of\s+)?(?:(\d+(?:\.\d+)?)\s*%\s*)?(?:vat|tax)\b|\b(?:vat|tax)\s*incl/i;
const NUMBER = /^[₦$£€]?\s*\d[\d,]*(?:\.\d+)?$/;

type Columns = Partial<Record<keyof typeof HEADS, number>>;

/** A column's name without what is said of it in brackets ("Amount (₦)", "Unit Price (NGN)", "Rate (VAT incl.)"). */
const headName = (head: string) =>
  head.replace(/\s*\([^)]*\)\s*$/, "").replace(/\s+(?:ngn|usd|gbp|eur|₦|\$|£|€)$/i, "");

/**
 * The columns of a header row that names what an item is and what it costs: a price of one
 * (with or without a count), or only each line's amount ("S/N  Description  Amount (₦)").
 */
function headerColumns(line: string): Columns | null {
  const heads = cells(line).map(headName);
  if (heads.length < 3) return null;
  const columns: Columns = {};
  heads.forEach((head, i) => {
    for (const [name, pattern] of Object.entries(HEADS) as [keyof typeof HEADS, RegExp][])
      if (columns[name] === undefined && pattern.test(head)) columns[name] = i;
  });
  // ("Item | Description | Qty …": the item's code, then what it is; the description is said.)
  const described = heads.findIndex((head) => /^desc(?:ription)?\.?$/i.test(head));
  if (described >= 0) columns.description = described;
  return columns.description !== undefined && (columns.price !== undefined || columns.amount !== undefined)
    ? columns
    : null;
}

const decimal = (cell: string) => Number(cell.replace(/[₦$£€,\s]/g, ""));

/**
 * A row's count and price of one: as its columns say, or its amount alone (one of it), or
 * its amount over its count when that divides to whole minor units (else the line as one
 * item of its amount, its count said in its description: the total is what was charged).
 */
function countAndPrice(row: string[], columns: Columns): [string, string, string?] | null {
  const cell = (column: number | undefined) => (column === undefined ? undefined : row[column]);
  const quantity = cell(columns.quantity);
  const price = cell(columns.price);
  const amount = cell(columns.amount);
  if (quantity !== undefined && !NUMBER.test(quantity)) return null;
  if (price !== undefined) return NUMBER.test(price) ? [quantity ?? "1", price] : null;
  if (amount === undefined || !NUMBER.test(amount)) return null;
  if (quantity === undefined) return ["1", amount];
  const cents = Math.round((decimal(amount) * 100) / decimal(quantity));
  return Number.isFinite(cents) && cents * decimal(quantity) === Math.round(decimal(amount) * 100)
    ? [quantity, (cents / 100).toFixed(2)]
    : ["1", amount, `(qty ${quantity})`];
}

/** A csv line's cells, a quoted cell whole ("Air Peace Ltd,3,\"128,500.00\""). */
const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)[^\S\n]*(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] ?? m[2] ?? "").trim());

/**
 * A table pasted as csv, under a header row of column names ("Vendor,Date,Description,Qty,
 * Rate,Amount"), its rows written with tabs as the other tables are; up to a line that is
 * no row. Anything else is left as it is.
 */
function csvAsTabs(lines: string[]): string[] {
  const at = lines.findIndex(
    (line) => !/[\t|]/.test(line) && csvCells(line).length >= 3 && headerColumns(csvCells(line).join("\t")) !== null,
  );
  if (at < 0) return lines;
  const width = csvCells(lines[at]!).length;
  let end = at + 1;
  while (end < lines.length && csvCells(lines[end]!).length === width) end++;
  return lines.map((line, i) => (i >= at && i < end ? csvCells(line).join("\t") : line));
}

/** The text with its pasted item table, if it has one, written as a list of items. */
export function tablesAsProse(text: string): string {
  const lines = csvAsTabs(text.split(/\r?\n/));
  const at = lines.findIndex((line) => headerColumns(line) !== null);
  if (at < 0) return text;
  const columns = headerColumns(lines[at]!)!;
  const header = cells(lines[at]!);
  const width = header.length;
  const items: string[] = [];
  let tax: string | null = null;
  let holdsTax = columns.price !== undefined && HOLDS_TAX.test(header[columns.price] ?? "");
  // ("Rate (GBP)", "Amount USD": the currency the column's prices are in, said with each price.)
  const priced = header[columns.price ?? columns.amount!] ?? "";
  const currency = /(?:\(\s*|\s)(NGN|USD|GBP|EUR)\s*\)?$/i.exec(priced)?.[1]?.toUpperCase() ?? "";
  const said = {
    customer: new Set<string>(),
    supplier: new Set<string>(),
    date: new Set<string>(),
    due: new Set<string>(),
  };
  let end = at + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (!line.trim()) {
      if (items.length) break;
      continue;
    }
    // The rule under a markdown header ("|---|---|"), or a ruled line under the items.
    if (/^\s*\|?\s*:?-{3,}/.test(line)) continue;
    const row = cells(line);
    const label = row[0] ?? "";
    const rate = TAX_ROW.exec(label) ?? TAX_ROW.exec(row.join(" "));
    if (rate) {
      tax = rate[1]!;
      continue;
    }
    if (SUMS.test(label)) {
      const held = HOLDS_TAX.exec(label);
      if (held) {
        holdsTax = true;
        tax ??= held[1] ?? null;
      }
      continue;
    }
    if (row.length !== width) break;
    const read = countAndPrice(row, columns);
    if (!read) break;
    const [quantity, price, note] = read;
    // (A comma or semicolon in a description would split it: "Biros, box of 50".)
    // A VAT column gives each item its own rate ("7.5%", "0%"), noted as a sentence would.
    // (A rate: written with "%", or under a header that says so; an amount of VAT is no rate.)
    const rateHeader = columns.tax !== undefined && /%|rate/i.test(header[columns.tax] ?? "");
    // (Software names the rate in the cell: "VAT [7.5%]", "7.5% VAT on Income"; "-" is none.)
    const rated =
      columns.tax === undefined
        ? null
        : ((rateHeader ? /^(\d+(?:\.\d+)?)\s*%?$/ : /^(\d+(?:\.\d+)?)\s*%$/).exec(row[columns.tax]!.trim()) ??
          /^(?:(?:vat|tax|gst)\s*\[?\s*)?(\d+(?:\.\d+)?)\s*%\s*\]?(?:\s*(?:vat|tax|gst)\b[a-z ]*)?$/i.exec(
            row[columns.tax]!.trim(),
          ));
    const off = columns.discount === undefined ? null : /^(\d+(?:\.\d+)?)\s*%$/.exec(row[columns.discount]!.trim());
    items.push(
      `${quantity} ${row[columns.description!]!.replace(/[,;]/g, " ")}${note ? ` ${note}` : ""} @ ${currency && !/[₦$£€]/.test(price) ? `${currency} ` : ""}${price}${off ? ` less ${off[1]}% discount` : ""}${rated ? ` (VAT ${rated[1]}%)` : ""}`,
    );
    for (const field of ["customer", "supplier", "date", "due"] as const)
      if (columns[field] !== undefined) said[field].add(row[columns[field]!]!);
  }
  if (!items.length) return text;
  const vat = holdsTax ? `, inclusive of ${tax ? `${tax}% ` : ""}VAT` : tax ? `, plus ${tax}% VAT` : "";
  // The party and dates every row gives, as a form's labels say them (one value only: rows
  // for several customers or days are no one document, and their cells stay unsaid).
  const labels = { customer: "Customer", supplier: "Supplier", date: "Date", due: "Due date" } as const;
  const heading = (Object.keys(labels) as (keyof typeof labels)[]).flatMap((field) =>
    said[field].size === 1 && /[a-z\d]/i.test([...said[field]][0]!) ? [`${labels[field]}: ${[...said[field]][0]}`] : [],
  );
  return [...lines.slice(0, at), ...heading, `${items.join(", ")}${vat}`, ...lines.slice(end)].join("\n");
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
  // ("Linen trolley	3	145,000	435,000": the thing, then its count, price and total, without a header.)
  const [many, each, sum] = row.slice(-3);
  if (
    row.length >= 4 &&
    /[a-z]{2}/i.test(row.slice(0, -3).join(" ")) &&
    [many, each, sum].every((c) => NUMBER.test(c!)) &&
    /^\d+(?:\.\d+)?$/.test(many!) &&
    Math.round(decimal(many!) * decimal(each!) * 100) === Math.round(decimal(sum!) * 100)
  )
    return `${many} ${row.slice(0, -3).join(" ")} @ ${each}`;
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

/** The label of one of a form's lines, then its value: "Quantity:  1,500 litres", "Rate per kWh   ₦209.50". */
const FORM_LINE =
  /^[^\S\n]*([A-Za-z][A-Za-z .'/&]*?)[^\S\n]*(?:\(([^)\n]*)\))?[^\S\n]*(?::[^\S\n]*|[^\S\n]{2,})(\S[^\n]*?)[^\S\n]*$/;
const FORM_LABELS = {
  description: /^(?:product|item|description|service|goods|particulars)$/i,
  // ("LITRES: 2,000", "PRICE/LTR: 1,105.00": a delivery ticket counts in its unit and prices one of it.)
  quantity:
    /^(?:quantity|qty|volume|units(?:\s+consumed|\s+supplied|\s+used)?|no\.?\s+of\s+units|litres|liters|ltrs|kg|kgs|tonnes|hours|hrs)$/i,
  price: /^(?:(?:unit\s+)?price|rate|tariff|unit\s+rate|(?:price|rate|tariff)\s*(?:per\s+|\/\s*)[a-z]+)$/i,
  amount: /^(?:amount|net\s+amount|line\s+total|value|[a-z]+\s+charge)$/i,
};
type FormField = keyof typeof FORM_LABELS;

/**
 * A document of one item written as a form, a label per line ("Product: AGO (diesel) for
 * generator / Quantity: 1,500 litres / Price: ₦1,165.00 per litre / Amount: ₦1,747,500.00 /
 * VAT (7.5%): ₦131,062.50 / Total: ₦1,878,562.50"; a meter's "Units consumed (kWh) 1,240 /
 * Rate per kWh ₦209.50 / Energy charge ₦259,780.00"), rewritten as the item a sentence
 * says ("1,500 AGO (diesel) for generator @ ₦1,165.00, plus 7.5% VAT"). Only when the count
 * times the price is the amount the form states (or it states none); the rows that sum it
 * (Total, Amount payable) go with it. Anything else is left as written.
 */
export function formAsProse(text: string): string {
  const lines = text.split(/\r?\n/);
  const at: Partial<Record<FormField, { line: number; label: string; value: string; note?: string }>> = {};
  const sums: number[] = [];
  let tax: { line: number; rate: string } | null = null;
  lines.forEach((line, i) => {
    const rate = TAX_ROW.exec(line.trim()) ?? /^(?:vat|tax)\s*(?:@|\()\s*(\d+(?:\.\d+)?)\s*%/i.exec(line.trim());
    if (rate) {
      tax ??= { line: i, rate: rate[1]! };
      return;
    }
    const m = FORM_LINE.exec(line);
    if (!m) return;
    const label = m[1]!.trim();
    if (SUMS.test(label)) {
      sums.push(i);
      return;
    }
    for (const field of Object.keys(FORM_LABELS) as FormField[])
      if (!at[field] && FORM_LABELS[field].test(label)) at[field] = { line: i, label, value: m[3]!, note: m[2] };
  });
  const number = (value: string | undefined) => (value ? findAmounts(value)[0]?.value : undefined);
  const quantity = number(at.quantity?.value);
  const price = number(at.price?.value);
  if (!quantity || !price) return text;
  const cents = (decimal: string) => Math.round(Number(decimal) * 100);
  const amount = number(at.amount?.value);
  if (amount !== undefined && Math.round(Number(quantity) * cents(price)) !== cents(amount)) return text;
  // The VAT row's sum and the rows that total it must be what the count, price and rate make.
  const net = Math.round(Number(quantity) * cents(price));
  const rate = tax ? Number((tax as { rate: string }).rate) : 0;
  const vat = Math.round((net * rate) / 100);
  const taxRow = tax
    ? findAmounts(lines[(tax as { line: number }).line]!.replace(/\d+(?:\.\d+)?\s*%/, "")).at(-1)
    : undefined;
  if (taxRow && cents(taxRow.value) !== vat) return text;
  for (const line of sums) {
    const total = findAmounts(lines[line]!).at(-1);
    if (total && ![net, net + vat].includes(cents(total.value))) return text;
  }
  const description = at.description?.value.replace(/[,;]/g, " ") ?? at.amount?.label ?? at.quantity!.label;
  const priceWritten = /[₦$£€]|\b(?:ngn|usd|gbp|eur)\b/i.exec(at.price!.value)?.[0] ?? "";
  // ("Price/L (incl. VAT): 1,236.25": the price of one holds the tax.)
  const held = HOLDS_TAX.exec(`${at.price!.note ?? ""} ${at.price!.value}`);
  const taxSaid = held
    ? `, inclusive of ${held[1] ? `${held[1]}% ` : ""}VAT`
    : tax
      ? `, plus ${(tax as { rate: string }).rate}% VAT`
      : "";
  const item = `${quantity} ${description} @ ${priceWritten}${price}${taxSaid}`;
  const gone = new Set([
    ...(["description", "quantity", "price", "amount"] as FormField[]).flatMap((f) => (at[f] ? [at[f]!.line] : [])),
    ...sums,
    ...(tax ? [(tax as { line: number }).line] : []),
  ]);
  const first = Math.min(...gone);
  return lines.flatMap((line, i) => (i === first ? [item] : gone.has(i) ? [] : [line])).join("\n");
}
