// Reports as files (issue 20): csv and xlsx with the same rows as the JSON (and pdf laid
// out for print from those rows, report-pdf.ts). Every line
// of `content`, depth first, is one row with its level (0 for a section, 1 for its
// lines, …) and the fields the report fills; then one row per total. The xlsx sheet
// carries the report's headings above the table. The rows come from the Report alone,
// so a new report exports without code of its own.
import Papa from "papaparse";
import type { Report, ReportLine } from "./reports";

/** The fields a report line may fill, in the order the columns take. */
const FIELDS = [
  ["date", "Date"],
  ["due_date", "Due date"],
  ["number", "Number"],
  ["contact", "Contact name"],
  ["other_side", "Other side"],
  ["code", "Code"],
  ["source", "Source"],
  ["record_uuid", "Record"],
  ["contact_uuid", "Contact"],
  ["account_uuid", "Account"],
  ["type", "Type"],
  ["opening_balance", "Opening balance"],
  ["debit", "Debit"],
  ["credit", "Credit"],
  ["net_amount", "Net amount"],
  ["amount", "Amount"],
  ["compare_amount", "Compared"],
  ["balance", "Balance"],
] as const satisfies readonly (readonly [keyof ReportLine, string])[];

export const EXPORT_FORMATS = {
  csv: { contentType: "text/csv; charset=utf-8", extension: "csv" },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" },
  pdf: { contentType: "application/pdf", extension: "pdf" },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

type Cell = string | number | null;

/** The table: a header row, then one row per line of content and one per total. */
export function reportRows(report: Report): Cell[][] {
  const lines: { line: ReportLine; level: number }[] = [];
  const walk = (list: ReportLine[], level: number) => {
    for (const line of list) {
      lines.push({ line, level });
      walk(line.children, level + 1);
    }
  };
  walk(report.content, 0);
  // Only the columns some line fills (amount always).
  const used = FIELDS.filter(([key]) => key === "amount" || lines.some(({ line }) => line[key] !== undefined));
  const amountAt = used.findIndex(([key]) => key === "amount");
  const columns = report.columns ?? [];
  const rows: Cell[][] = [["Level", "Label", ...used.map(([, title]) => title), ...columns]];
  for (const { line, level } of lines)
    rows.push([
      level,
      line.label,
      ...used.map(([key]) => (line[key] ?? null) as Cell),
      ...columns.map((_, i) => line.column_amounts?.[i] ?? null),
    ]);
  for (const [name, value] of Object.entries(report.totals)) {
    const row: Cell[] = ["total", name, ...used.map(() => null), ...columns.map(() => null)];
    row[2 + amountAt] = value;
    rows.push(row);
  }
  return rows;
}

/** The report as a file of that format (`currency`: the one its amounts are in, for print). */
export async function exportReport(report: Report, format: ExportFormat, currency: string): Promise<Uint8Array> {
  // The PDF writer and SheetJS are large: each is loaded only when its format is asked for.
  if (format === "pdf") return (await import("./report-pdf")).reportPdf(report, currency);
  const rows = reportRows(report);
  // (A cell starting = + - @ is escaped: a name or narration never runs as a spreadsheet formula.)
  if (format === "csv") return new TextEncoder().encode(Papa.unparse(rows, { escapeFormulae: true }));
  const XLSX = await import("@e965/xlsx");
  const sheet = XLSX.utils.aoa_to_sheet([...report.headings.map((h) => [h.label]), [], ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, (report.headings[0]?.label ?? "Report").slice(0, 31));
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}
