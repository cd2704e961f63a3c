// The Workers AI extractor, used when an AI binding is configured. Files become text
// first (sheet and PDF readers; a vision model transcribes images; Workers AI's
// document conversion reads PDFs without a text layer), then a text model answers in
// JSON constrained by the resource's own zod schema, and the answer is validated by
// that same schema before anything is written.
import { z } from "zod";
import { imageKinds } from "./attachments";
import { readFile } from "./readers";
import {
  type Extraction,
  ExtractionError,
  type ExtractionSource,
  type Extractor,
  type ResourceSpec,
  type SourceFile,
} from "./types";

/** The part of the Ai binding this extractor uses (tests pass a fake). */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
  toMarkdown(files: { name: string; blob: Blob }[]): Promise<{ format: string; data?: string; error?: string }[]>;
}

export interface AiModels {
  text: string;
  vision: string;
}

export const DEFAULT_AI_MODELS: AiModels = {
  text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  vision: "@cf/meta/llama-3.2-11b-vision-instruct",
};

export const TRANSCRIBE_PROMPT =
  "Transcribe all text in this image exactly as written, keeping the layout of tables as rows. Do not summarise or add anything.";

const responseText = (output: unknown): unknown =>
  output && typeof output === "object" && "response" in output ? (output as { response: unknown }).response : output;

function parseModelJson(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const unfenced = raw
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(unfenced);
  } catch {
    throw new ExtractionError("model_output_invalid", "The AI model's answer was not valid JSON");
  }
}

export function workersAiExtractor(ai: AiRunner, models: AiModels = DEFAULT_AI_MODELS): Extractor {
  async function documentText(file: SourceFile): Promise<string> {
    const label = file.name ?? `the ${file.kind} file`;
    if (imageKinds.has(file.kind)) {
      const text = responseText(
        await ai.run(models.vision, { prompt: TRANSCRIBE_PROMPT, image: [...file.bytes], temperature: 0 }),
      );
      if (typeof text !== "string" || !text.trim())
        throw new ExtractionError("unreadable_input", `No text could be read from ${label}`);
      return text;
    }
    const content = await readFile(file.kind, file.bytes);
    if (!content.scanned) return content.text;
    const [converted] = await ai.toMarkdown([
      { name: file.name ?? "document.pdf", blob: new Blob([file.bytes], { type: "application/pdf" }) },
    ]);
    if (!converted?.data?.trim()) throw new ExtractionError("unreadable_input", `No text could be read from ${label}`);
    return converted.data;
  }

  return {
    name: "workers-ai",
    async extract<T>(spec: ResourceSpec<T>, source: ExtractionSource): Promise<Extraction<T>> {
      const answerSchema = z.object({
        records: z.array(spec.draftSchema),
        missing: z.array(z.string()).describe("Required fields the input does not state"),
      });
      const parts = [`Request: ${source.prompt}`, `Today's date: ${source.today}`];
      if (source.knownContact)
        parts.push(
          `The request names "${source.knownContact.written}", the business's contact ${source.knownContact.name}.`,
        );
      if (source.textAttachment) parts.push(`Attached text:\n${source.textAttachment}`);
      if (source.file)
        parts.push(`Attached document (${source.file.name ?? source.file.kind}):\n${await documentText(source.file)}`);
      const messages = [
        {
          role: "system",
          content: `${spec.instructions} Answer only with JSON of the given schema: "records" holds one object per ${spec.noun} found; "missing" lists required fields the input does not state. Never invent values.`,
        },
        { role: "user", content: parts.join("\n\n") },
      ];
      const output = await ai.run(models.text, {
        messages,
        response_format: { type: "json_schema", json_schema: z.toJSONSchema(answerSchema, { io: "input" }) },
        temperature: 0,
      });
      const parsed = answerSchema.safeParse(parseModelJson(responseText(output)));
      if (!parsed.success) {
        throw new ExtractionError(
          "model_output_invalid",
          "The AI model's answer did not match the expected fields",
          parsed.error.issues.map((issue) => ({ field: issue.path.join(".") || "answer", message: issue.message })),
        );
      }
      return {
        records: parsed.data.records,
        problems: parsed.data.missing.map((field) => ({ field, message: `The ${spec.noun}'s ${field} was not found` })),
      };
    },
  };
}
