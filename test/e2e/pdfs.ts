// Reports printed (issue 20): every report's pdf, from the live server after the README's
// examples have filled the demo books, rendered to an image with poppler's pdftoppm: the
// page is not blank, and its text (pdftotext) shows the report's title. The first page of
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

export async function checkPdfs(base: string, key: string, artifacts: string) {
  const render = hasPoppler();
  if (!render) console.log("PDFs: pdftoppm is not installed (apt-get install poppler-utils); checking text only");
  for (const report of REPORTS) {
    const url = `${base}/reports/${report}${report.includes("?") ? "&" : "?"}format=pdf`;
    const [json, res] = await Promise.all([
      fetch(url.replace("format=pdf", "format=json"), { headers: { "X-API-Key": key } }).then((r) => r.json()),
      fetch(url, { headers: { "X-API-Key": key } }),
    ]);
    if (res.status !== 200) throw new Error(`${report}: pdf answered ${res.status}`);
    const name = report.split("?")[0]!;
    const file = join(artifacts, `${name}.pdf`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    let text: string;
    if (render) {
      execFileSync("pdftoppm", ["-gray", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, join(artifacts, name)]);
      execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", file, join(artifacts, name)]);
      const share = inked(readFileSync(join(artifacts, `${name}.pgm`)));
      if (share < 0.002) throw new Error(`${report}: the first page came out blank (${share})`);
      text = execFileSync("pdftotext", ["-l", "1", file, "-"], { encoding: "utf8" });
    } else {
      const { extractText, getDocumentProxy } = await import("unpdf");
      text = (await extractText(await getDocumentProxy(new Uint8Array(readFileSync(file))), { mergePages: true })).text;
    }
    const title = (json as { data: { headings: { label: string }[] } }).data.headings[0]!.label;
    if (!text.includes(title)) throw new Error(`${report}: the page does not show its title ${title}`);
  }
  return { printed: REPORTS.length, rendered: render };
}
