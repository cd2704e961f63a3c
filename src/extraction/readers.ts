// File readers for the offline extractor: csv, xlsx/xls (SheetJS) and pdf text (unpdf).
// The heavy libraries load on first use, so routes that never see a file never pay.
import Papa from "papaparse";
import type { FileKind } from "./attachments";

export interface FileContent {
  /** Plain text of the file, for grammars and models. */
  text: string;
  /** Each sheet or table as rows of trimmed cells. */
  tables: string[][][];
  /** A PDF without a text layer (a scan): only a vision-capable extractor can read it. */
  scanned?: boolean;
}

const decodeText = (bytes: Uint8Array) => new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");

/** Rows of a delimited text (comma, semicolon, tab or pipe, sniffed), blank rows dropped. */
export function parseDelimited(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, "").trim(), { skipEmptyLines: "greedy" });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? "").trim()));
}

async function readSheets(bytes: Uint8Array): Promise<string[][][]> {
  const XLSX = await import("@e965/xlsx");
  const workbook = XLSX.read(bytes, { type: "array", cellDates: true, dense: true });
  return workbook.SheetNames.map((name) =>
    XLSX.utils
      .sheet_to_json<unknown[]>(workbook.Sheets[name]!, {
        header: 1,
        raw: false,
        defval: "",
        blankrows: false,
        dateNF: "yyyy-mm-dd",
      })
      .map((row) => row.map((cell) => String(cell ?? "").trim())),
  );
}

async function readPdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  // unpdf hands the buffer to pdf.js, which detaches it: give it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const tableText = (tables: string[][][]) => tables.map((rows) => Papa.unparse(rows)).join("\n\n");

export async function readFile(kind: FileKind, bytes: Uint8Array): Promise<FileContent> {
  switch (kind) {
    case "csv": {
      const text = decodeText(bytes);
      return { text, tables: [parseDelimited(text)] };
    }
    case "txt":
      return { text: decodeText(bytes), tables: [] };
    case "xlsx":
    case "xls": {
      const tables = await readSheets(bytes);
      return { text: tableText(tables), tables };
    }
    case "pdf": {
      const text = (await readPdfText(bytes)).trim();
      return { text, tables: [], scanned: text.length === 0 };
    }
    case "jpg":
    case "png":
    case "webp":
    case "gif":
    case "bmp":
      return { text: "", tables: [], scanned: true };
    default: {
      const unreachable: never = kind;
      throw new Error(`no reader for ${unreachable as string}`);
    }
  }
}
