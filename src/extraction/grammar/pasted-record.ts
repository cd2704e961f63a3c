// A record pasted into a prompt out of a spreadsheet or another program's export: a header
// row and the rows under it, cells apart by tabs or bars ("Name | Email | Phone", "Code<TAB>
// Name<TAB>Type"), or by commas when every heading is a field's ("ContactName,EmailAddress,
// PhoneNumber"); or a form of labelled values, a line or a bar's cell each ("Account Name:
// Packaging Materials", "CUST_NAME: ABUJA FRESH MARKETS | TEL: 0809…"). Read as the rows a
// file's table gives, so the resource's table reader reads them; the lines around them
// ("new customer", "add him as employee") are left for what they say of the record.

/** A column's heading as its label reads ("CUST_NAME:", "*Opening  Bal*"), for matching field names. */
export const headingLabel = (cell: string) =>
  cell
    .trim()
    .replace(/[_*:]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export interface PastedRecord {
  /** The header row, then the rows under it. */
  rows: string[][];
  /** The prompt's other lines. */
  rest: string;
  /** Written as a form of labelled values, not as a table. */
  form: boolean;
}

const cellsOf = (line: string, separator: "\t" | "|" | ",") =>
  line
    .trim()
    .replace(separator === "|" ? /^\|\s*|\s*\|$/g : /$^/, "")
    .split(separator)
    .map((cell) => cell.trim());

/** The separator a line's cells are written with: tabs, else bars (commas only as asked). */
const separatorOf = (line: string): "\t" | "|" | null => (line.includes("\t") ? "\t" : line.includes("|") ? "|" : null);

// "CUST_NAME: ABUJA FRESH MARKETS", "Account Code: 5150": a label (a word or a few, no
// digits but a code's) and its value.
const LABELLED = /^([A-Za-z][A-Za-z_ ./&#-]{0,40}?)\s*:\s*(\S.*)$/;

/**
 * The record pasted in the text, if one is: `isHeading` says which headings name a field
 * and `isHeader` whether a row of headings names enough of them to be the record's header.
 */
export function pastedRecord(
  text: string,
  isHeading: (cell: string) => boolean,
  isHeader: (cells: string[]) => boolean,
): PastedRecord | null {
  const lines = text.split("\n");
  const restBut = (taken: Set<number>) =>
    lines
      .filter((_, i) => !taken.has(i))
      .join("\n")
      .trim();
  for (let at = 0; at < lines.length - 1; at++) {
    const line = lines[at]!;
    const separator = separatorOf(line) ?? (line.includes(",") ? "," : null);
    if (!separator) continue;
    const header = cellsOf(line, separator);
    if (header.length < 2 || header.some((cell) => cell.includes(":"))) continue;
    // (Commas part a sentence's words too: a header of commas names fields only.)
    if ((separator === "," && !header.every(isHeading)) || !isHeader(header)) continue;
    const rows = [header];
    const taken = new Set([at]);
    for (let next = at + 1; next < lines.length; next++) {
      const row = lines[next]!;
      if (!row.trim()) break;
      if (separator !== "," && separatorOf(row) !== separator) break;
      const cells = cellsOf(row, separator);
      // ("Kemi Adeyemi<TAB>kemi@…" under four headings: a row may leave its last cells off.)
      if (cells.length > header.length || cells.length < 2) break;
      rows.push(cells);
      taken.add(next);
    }
    if (rows.length > 1) return { rows, rest: restBut(taken), form: false };
  }
  // A form: labelled values, a line or a bar's cell each, two at least naming fields.
  const pairs: { label: string; value: string; line: number }[] = [];
  lines.forEach((line, i) => {
    const parts = line.includes("|") ? line.split("|") : [line];
    for (const part of parts) {
      const pair = LABELLED.exec(part.trim());
      if (pair && isHeading(pair[1]!)) pairs.push({ label: pair[1]!.trim(), value: pair[2]!.trim(), line: i });
    }
  });
  const labels = pairs.map((p) => p.label);
  if (pairs.length < 2 || !isHeader(labels)) return null;
  return {
    rows: [labels, pairs.map((p) => p.value)],
    rest: restBut(new Set(pairs.map((p) => p.line))),
    form: true,
  };
}

/** A row's cells under headings no field takes, each with its heading: to be refused, not dropped. */
export function unreadCells(rows: string[][], isHeading: (cell: string) => boolean): string[] {
  const [header, ...body] = rows;
  const unread: string[] = [];
  header!.forEach((heading, i) => {
    if (isHeading(heading)) return;
    for (const row of body) if (row[i]?.trim()) unread.push(row[i]!.trim());
  });
  return unread;
}
