// Reports laid out for print (issue 20): A4 portrait, the headings (title, business,
// period) on every page, the report's rows indented by level with its money columns,
// the totals after them, and "Page n of m" at the foot. Built with @pdfme/pdf-lib (pure
// JS, runs on Workers) and the standard Helvetica faces: a character they cannot draw
// (₦, other scripts) is written as the currency code or "?", never dropped silently.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "@pdfme/pdf-lib";
import { currencyExponent } from "../lib/money";
import { reportRows } from "./report-export";
import type { Report } from "./reports";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = { title: 15, heading: 10, row: 8.5 };
const ROW_HEIGHT = 13;
/** The columns printed as figures, right-aligned; others (ids, dates, codes) fit the label's line. */
const MONEY = new Set(["Opening balance", "Debit", "Credit", "Net amount", "Amount", "Compared", "Balance"]);
const TEXT = new Set(["Date", "Due date", "Number", "Code", "Contact name", "Source"]);

const SYMBOLS: Record<string, string> = { "₦": "NGN ", "€": "EUR ", "£": "GBP ", "–": "-", "—": "-", "−": "-" };

/** Text the font can draw: known symbols spelled out, anything else it lacks as "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((ch) => SYMBOLS[ch] ?? (known.has(ch.codePointAt(0)!) ? ch : "?")).join("");
}

export async function reportPdf(report: Report, currency: string): Promise<Uint8Array> {
  const digits = currencyExponent(currency);
  const figure = (value: unknown) =>
    typeof value === "number"
      ? value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
      : "";
  const pdf = await PDFDocument.create();
  const title = report.headings[0]?.label ?? "Report";
  pdf.setTitle(title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [header, ...rows] = reportRows(report);
  const columns = (header as string[]).map((name, i) => ({ name, i }));
  const periods = new Set(report.columns ?? []);
  const money = columns.filter((c) => MONEY.has(c.name) || periods.has(c.name));
  const text = columns.filter((c) => TEXT.has(c.name));
  // Narrower figures when the period is split into columns.
  const moneyWidth = money.length > 4 ? Math.max(40, (PAGE.width - 2 * PAGE.margin - 140) / money.length) : 78;
  const right = PAGE.width - PAGE.margin;
  const moneyX = money.map((_, k) => right - (money.length - 1 - k) * moneyWidth);
  const labelWidth = (moneyX[0] ?? right) - moneyWidth - PAGE.margin;

  const pages: PDFPage[] = [];
  let page: PDFPage;
  let y = 0;
  const write = (s: string, x: number, size: number, font = regular, align: "left" | "right" = "left") => {
    const t = drawable(font, s);
    const at = align === "right" ? x - font.widthOfTextAtSize(t, size) : x;
    page.drawText(t, { x: at, y, size, font, color: rgb(0, 0, 0) });
  };
  /** Cut to fit `width`, with an ellipsis. */
  const fit = (s: string, width: number, size: number, font = regular) => {
    let t = drawable(font, s);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
    return `${t}…`;
  };
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - PAGE.margin;
    report.headings.forEach((h, i) => {
      write(h.label, PAGE.margin, i === 0 ? SIZE.title : SIZE.heading, i === 0 ? bold : regular);
      y -= i === 0 ? 20 : 14;
    });
    write(`Amounts in ${currency}`, PAGE.margin, SIZE.row);
    y -= 18;
    money.forEach((c, k) => {
      write(c.name, moneyX[k]!, SIZE.row, bold, "right");
    });
    page.drawLine({
      start: { x: PAGE.margin, y: y - 4 },
      end: { x: right, y: y - 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    y -= ROW_HEIGHT + 2;
  };
  newPage();
  let totalsStarted = false;
  for (const row of rows) {
    const level = row[0];
    const isTotal = level === "total";
    if (isTotal && !totalsStarted) {
      totalsStarted = true;
      y -= 6;
    }
    if (y < PAGE.margin + 24) newPage();
    const indent = isTotal ? 0 : Number(level) * 12;
    const extras = text.map((c) => row[c.i]).filter((v) => v !== null && v !== undefined && v !== "");
    const label = `${isTotal ? `Total: ${String(row[1]).replaceAll("_", " ")}` : String(row[1])}${extras.length ? `  (${extras.join(", ")})` : ""}`;
    const face = isTotal || level === 0 ? bold : regular;
    write(fit(label, labelWidth - indent, SIZE.row, face), PAGE.margin + indent, SIZE.row, face);
    money.forEach((c, k) => {
      write(figure(row[c.i]), moneyX[k]!, SIZE.row, face, "right");
    });
    y -= ROW_HEIGHT;
  }
  pages.forEach((p, n) => {
    page = p;
    y = PAGE.margin / 2;
    write(`Page ${n + 1} of ${pages.length}`, right, SIZE.row, regular, "right");
  });
  return pdf.save();
}
