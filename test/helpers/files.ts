// Builds test files in memory: base64, xlsx/xls workbooks and a small text PDF.
import * as XLSX from "@e965/xlsx";

export function toBase64(bytes: Uint8Array | string): string {
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  let binary = "";
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function workbook(rows: (string | number)[][], bookType: "xlsx" | "biff8", title?: string): Uint8Array {
  const book = XLSX.utils.book_new();
  const sheetRows = title ? [[title], [], ...rows] : rows;
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheetRows), "Contacts");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType }) as ArrayBuffer);
}

/** A one-page PDF whose text layer holds `lines` (Helvetica, one per line). */
export function textPdf(lines: string[]): Uint8Array {
  const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 12 Tf 72 720 Td 16 TL ${lines.map((l) => `(${escapePdf(l)}) '`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A PDF with a page but no text layer, as a scanner makes. */
export const scannedPdf = () => textPdf([]);

/** The 8-byte PNG signature and enough of a header to be recognised. */
export const pngBytes = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
