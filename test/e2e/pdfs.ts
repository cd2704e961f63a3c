// Reports printed (issue 20) and an invoice (issue 21): every report's pdf and the latest
// invoice's, from the live server after the README's examples have filled the demo books,
// rendered to an image with poppler's pdftoppm: the page is not blank, and its text
// (pdftotext) shows the report's title, or the invoice's number, customer and balance due. The first page of
// each is kept as a PNG beside the other artifacts. Without poppler (a machine that could
// not install it) the text is read with unpdf instead and the render is reported skipped.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPORT_QUERIES } from "../helpers/reports";

const REPORTS = REPORT_QUERIES;

/** Share of dark pixels in a binary PGM (P5) image. */
function inked(pgm: Buffer): number {
  const header = pgm.toString("latin1", 0, 64).split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(pgm.length - width * height);
  let dark = 0;
  for (const p of pixels) if (p < 128) dark++;
  return dark / pixels.length;
}

const hasPoppler = () => spawnSync("pdftoppm", ["-v"]).status === 0;

/** Writes the pdf, renders its first page (not blank) and returns its first page's text. */
async function printed(bytes: ArrayBuffer, artifacts: string, name: string, render: boolean) {
  const file = join(artifacts, `${name}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  if (!render) {
    const { extractText, getDocumentProxy } = await import("unpdf");
    return (await extractText(await getDocumentProxy(new Uint8Array(readFileSync(file))), { mergePages: true })).text;
  }
  execFileSync("pdftoppm", ["-gray", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, join(artifacts, name)]);
  execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", file, join(artifacts, name)]);
  const share = inked(readFileSync(join(artifacts, `${name}.pgm`)));
  if (share < 0.002) throw new Error(`${name}: the first page came out blank (${share})`);
  return execFileSync("pdftotext", ["-l", "1", file, "-"], { encoding: "utf8" });
}

export async function checkPdfs(base: string, key: string, artifacts: string) {
  const render = hasPoppler();
  if (!render) console.log("PDFs: pdftoppm is not installed (apt-get install poppler-utils); checking text only");
  const headers = { "X-API-Key": key };
  for (const report of REPORTS) {
    const url = `${base}/reports/${report}${report.includes("?") ? "&" : "?"}format=pdf`;
    const [json, res] = await Promise.all([
      fetch(url.replace("format=pdf", "format=json"), { headers }).then((r) => r.json()),
      fetch(url, { headers }),
    ]);
    if (res.status !== 200) throw new Error(`${report}: pdf answered ${res.status}`);
    const text = await printed(await res.arrayBuffer(), artifacts, report.split("?")[0]!, render);
    const title = (json as { data: { headings: { label: string }[] } }).data.headings[0]!.label;
    if (!text.includes(title)) throw new Error(`${report}: the page does not show its title ${title}`);
  }
  // The latest invoice of the demo books, as its customer would receive it.
  const [invoice] = (
    (await (await fetch(`${base}/invoices?schema=invoicing&limit=1`, { headers })).json()) as {
      data: { uuid: string; number: string; contact: { name: string }; balance: number }[];
    }
  ).data;
  if (!invoice) throw new Error("the demo books hold no invoice to print");
  const res = await fetch(`${base}/invoices/${invoice.uuid}/pdf`, { headers });
  if (res.status !== 200) throw new Error(`invoice pdf answered ${res.status}`);
  const text = await printed(await res.arrayBuffer(), artifacts, "invoice", render);
  for (const expected of [`Invoice ${invoice.number}`, invoice.contact.name, "Balance due"])
    if (!text.includes(expected)) throw new Error(`the invoice pdf does not show ${expected}`);
  return { printed: REPORTS.length, rendered: render };
}
