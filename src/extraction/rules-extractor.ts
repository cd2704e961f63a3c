// The offline extractor (the default): tables from csv/xlsx/xls files or a tabular text
// attachment go to the resource's table reader; everything else (prompt, text
// attachment, PDF text) goes to its prompt grammar. Deterministic and network-free.

import { imageKinds } from "./attachments";
import { monthFirstDates } from "./grammar/month-first";
import { restoreWritten, writtenSums } from "./grammar/spelled-amounts";
import { parseDelimited, readFile } from "./readers";
import { type Extraction, ExtractionError, type ExtractionSource, type Extractor, type ResourceSpec } from "./types";

const TABLE_KINDS = new Set(["csv", "xlsx", "xls"]);
const narrowed = (text: string) => text.replace(/[^\S\n]{201,}/g, (run) => run.slice(0, 200));

export const rulesExtractor: Extractor = {
  name: "rules",
  async extract<T>(spec: ResourceSpec<T>, source: ExtractionSource): Promise<Extraction<T>> {
    const file = source.file;
    if (file && imageKinds.has(file.kind)) {
      throw new ExtractionError(
        "unreadable_input",
        `${file.name ?? "The image"} is an image; reading images needs the Workers AI extractor, which is not configured`,
      );
    }
    const content = file ? await readFile(file.kind, file.bytes) : null;
    if (content?.scanned) {
      throw new ExtractionError(
        "unreadable_input",
        `${file!.name ?? "The PDF"} has no text layer (a scan); reading it needs the Workers AI extractor, which is not configured`,
      );
    }
    if (file && TABLE_KINDS.has(file.kind)) {
      for (const table of content!.tables) {
        const result = table.length ? spec.fromTable(table, source) : null;
        if (result) return result;
      }
      return {
        records: [],
        problems: [
          {
            field: "attachments",
            message: `No header row naming the ${spec.noun} fields was found in ${file.name ?? "the file"}`,
          },
        ],
      };
    }
    if (!file && source.textAttachment) {
      const rows = parseDelimited(source.textAttachment);
      if (rows.length >= 2 && rows[0]!.length >= 2) {
        const result = spec.fromTable(rows, source);
        if (result) return result;
      }
    }
    // A sum the prompt spells out ("twenty thousand naira", "₦1.2 million") is read as digits;
    // a refusal quotes it as written.
    // (A run of blanks is cut to 200, wider than any pasted table's gap, in the prompt and
    // in what is attached: the readers' patterns around blanks cost more than linearly with
    // the run, "… 40k" + 2,000 spaces took 10 s.)
    const { text: prompt, rewrites } = writtenSums(narrowed(source.prompt ?? ""));
    const written = [prompt, source.textAttachment, content?.text]
      .filter((part): part is string => Boolean(part))
      .map(narrowed)
      .join("\n");
    // (A US business's "03/04/2026" is March 4: its numeric dates as the readers read them.)
    const text = source.monthFirst && !spec.ownDateOrder ? monthFirstDates(written, rewrites) : written;
    const result = spec.fromText(text, source);
    if (!rewrites.length) return result;
    const restored = (p: { field: string; message: string }) => ({
      ...p,
      message: restoreWritten(p.message, rewrites),
    });
    return { ...result, problems: result.problems.map(restored) };
  },
};
