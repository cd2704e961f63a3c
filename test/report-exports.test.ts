// Reports as files (issue 20): every report exports as csv and xlsx with the same rows
// as its JSON, and as a pdf laid out for print, each named after the report and period.
import * as XLSX from "@e965/xlsx";
import Papa from "papaparse";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { call, createBusiness, expectFailure, type TestBusiness } from "./harness";
import { REPORT_QUERIES } from "./helpers/reports";

interface Line {
  label: string;
  amount: number;
  children: Line[];
  [key: string]: unknown;
}

/** The JSON report's lines depth first, as [level, label, amount], then its totals. */
function flatten(data: { content: Line[]; totals: Record<string, number> }) {
  const out: [number | string, string, number][] = [];
  const walk = (lines: Line[], level: number) => {
    for (const line of lines) {
      out.push([level, line.label, line.amount]);
      walk(line.children, level + 1);
    }
  };
  walk(data.content, 0);
  for (const [name, value] of Object.entries(data.totals)) out.push(["total", name, value]);
  return out;
}

/** The same three columns read back from a file's table. */
function fromTable(rows: unknown[][]) {
  const [header, ...body] = rows;
  const amount = (header as string[]).indexOf("Amount");
  // (The csv writes a cell a spreadsheet would run as a formula with a leading quote.)
  const label = (cell: unknown) => String(cell).replace(/^'(?=[=+\-@])/, "");
  return body.map((r) => [r[0] === "total" ? "total" : Number(r[0]), label(r[1]), Number(r[amount])]);
}

async function books(): Promise<TestBusiness> {
  const biz = await createBusiness();
  const post = async (path: string, record: Record<string, unknown>) => {
    const res = await call(path, { method: "POST", key: biz.key, body: { process_type: "direct", record } });
    expect(res.status, res.text).toBe(201);
    return res.json.data;
  };
  const invoice = await post("/invoices", {
    contact: "Acme Ltd",
    date: "2026-10-05",
    record_items: [{ description: "Chairs", quantity: 2, unit_price: 45000, tax_rate: 7.5 }],
  });
  await call(`/invoices/${invoice.uuid}/payments`, {
    method: "POST",
    key: biz.key,
    body: { payments: [{ amount_paid: 50000, category: "Cash", date: "2026-10-09" }] },
  });
  // A narration a spreadsheet would run as a formula.
  await post("/expenses", { date: "2026-10-07", amount: 100, account: "Rent", category: "Cash", narration: "=1+1" });
  await post("/bills", {
    contact: "Globex Corporation",
    date: "2026-10-06",
    record_items: [{ description: "Paper", quantity: 1, unit_price: 4500, account: "Office Supplies" }],
  });
  return biz;
}

const REPORTS = REPORT_QUERIES;

describe("report exports", () => {
  it("give every report as csv and xlsx with the JSON's rows, named after the report and period", async () => {
    const biz = await books();
    const period = "from_date=2026-10-01&to_date=2026-10-31";
    for (const name of REPORTS) {
      const url = `/reports/${name}${name.includes("?") ? "&" : "?"}${period}`;
      const json = await call(url, { key: biz.key });
      expect(json.status, json.text).toBe(200);
      const expected = flatten(json.json.data);
      const base = name.split("?")[0];

      const csv = await call(`${url}&format=csv`, { key: biz.key });
      expect(csv.status, name).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="${base}-2026-10-01-2026-10-31.csv"`);
      const parsed = Papa.parse<string[]>(csv.text.trim()).data;
      if (base === "general-ledger") expect(csv.text).toContain("'=1+1");
      expect(parsed[0]!.slice(0, 2)).toEqual(["Level", "Label"]);
      expect(fromTable(parsed), name).toEqual(expected);

      const xlsx = await call(`${url}&format=xlsx`, { key: biz.key });
      expect(xlsx.status, name).toBe(200);
      expect(xlsx.headers.get("content-disposition")).toContain(`${base}-2026-10-01-2026-10-31.xlsx`);
      const book = XLSX.read(xlsx.bytes, { type: "array" });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      const headings = json.json.data.headings.map((h: { label: string }) => h.label);
      expect(rows.slice(0, headings.length).map((r) => r[0])).toEqual(headings);
      const table = rows.slice(rows.findIndex((r) => r[0] === "Level"));
      expect(fromTable(table), name).toEqual(expected);
    }
  });

  it("print every report as a pdf with its headings, its rows and page numbers", async () => {
    const biz = await books();
    const period = "from_date=2026-10-01&to_date=2026-10-31";
    for (const name of REPORTS) {
      const url = `/reports/${name}${name.includes("?") ? "&" : "?"}${period}`;
      const json = (await call(url, { key: biz.key })).json.data;
      const res = await call(`${url}&format=pdf`, { key: biz.key });
      expect(res.status, name).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toContain(`${name.split("?")[0]}-2026-10-01-2026-10-31.pdf`);
      const pdf = await getDocumentProxy(new Uint8Array(res.bytes));
      const { text } = await extractText(pdf, { mergePages: true });
      for (const heading of json.headings as { label: string }[]) expect(text, name).toContain(heading.label);
      expect(text).toContain("Amounts in NGN");
      expect(text).toMatch(/Page 1 of \d/);
      // The report's first line and its figures are on the page.
      expect(text, name).toContain(json.content[0].label);
    }
    // A long report runs over pages, each numbered and headed.
    const many = await books();
    for (let i = 0; i < 70; i++)
      await call("/journals", {
        method: "POST",
        key: many.key,
        body: {
          process_type: "direct",
          record: {
            date: "2026-10-15",
            lines: [
              { account: "Rent", debit: 100 + i },
              { account: "Cash", credit: 100 + i },
            ],
          },
        },
      });
    const long = await call(`/reports/general-ledger?${period}&account=Rent&format=pdf`, { key: many.key });
    const doc = await getDocumentProxy(new Uint8Array(long.bytes));
    expect(doc.numPages).toBeGreaterThan(1);
    const { text } = await extractText(doc, { mergePages: false });
    expect(text.at(-1)).toContain(`Page ${doc.numPages} of ${doc.numPages}`);
    expect(text.at(-1)).toContain("General Ledger");
  });

  it("refuse a format they do not make, naming the parameter", async () => {
    const biz = await createBusiness();
    const res = await call("/reports/trial-balance?format=docx", { key: biz.key });
    expectFailure(res, "invalid_request");
    expect(res.json.errors?.[0]?.field).toBe("format");
  });
});
