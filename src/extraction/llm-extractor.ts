// What both language-model extractors (Workers AI, any OpenAI-compatible server) share:
// files become text first (sheet and PDF readers; a vision model reads images and
// scanned PDFs), then the text model answers in JSON constrained by a JSON schema
// generated from the resource's own zod draft schema. The answer is validated by that
// same schema before anything is written; an invalid answer gets one repair attempt
// with the validation errors, then the create fails saying why. Token counts are summed
// over every call and travel with the extraction (onto the job).
import { z } from "zod";
import { ApiError } from "../lib/errors";
import { imageKinds } from "./attachments";
import { readFile } from "./readers";
import {
  type Extraction,
  ExtractionError,
  type ExtractionSource,
  type Extractor,
  type ModelUsage,
  type ResourceSpec,
  type SourceFile,
} from "./types";

/**
 * The model did not answer usefully: a fault, not the input's (503). A queued job
 * retries it when it may pass (timeouts, 429, 5xx, capacity), not when the model's
 * server refused the request (a bad model name, key or input).
 */
export class ModelUnavailableError extends ApiError {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super("model_unavailable", message);
  }
}

const RETRY_AFTER_CAP_MS = 10_000;

/** The wait before try `tryNumber + 1`: the server's Retry-After (capped), else jittered exponential. */
export function backoffMs(tryNumber: number, retryAfter: string | null = null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, RETRY_AFTER_CAP_MS);
  return 250 * 2 ** (tryNumber - 1) * (0.5 + Math.random());
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** One backend: how to ask its text model for JSON, and how its vision model reads files. */
export interface ChatModel {
  readonly extractor: "workers-ai" | "openai";
  /** The text model's name, as the job reports it. */
  readonly model: string;
  /** One answer constrained by `schema` (JSON Schema): its raw text (or object) and token counts. */
  complete(messages: ChatMessage[], schema: Record<string, unknown>): Promise<{ answer: unknown; usage: Usage }>;
  /** The text of an image, or of a PDF without a text layer, read by a vision-capable model. */
  readFile(file: SourceFile, label: string): Promise<{ text: string; usage: Usage }>;
}

export interface Usage {
  input: number;
  output: number;
}

export const TRANSCRIBE_PROMPT =
  "Transcribe all text in this image exactly as written, keeping the layout of tables as rows. Do not summarise or add anything.";

/** A model's answer as JSON: an object as is, a string parsed (a ```json fence allowed). */
function parseAnswer(raw: unknown): { value?: unknown; error?: string } {
  if (typeof raw !== "string")
    return raw === undefined || raw === null ? { error: "the answer was empty" } : { value: raw };
  const unfenced = raw
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return { value: JSON.parse(unfenced) };
  } catch {
    return { error: "the answer was not valid JSON" };
  }
}

export function llmExtractor(model: ChatModel): Extractor {
  async function documentText(file: SourceFile, usage: Usage): Promise<string> {
    const label = file.name ?? `the ${file.kind} file`;
    if (!imageKinds.has(file.kind)) {
      const content = await readFile(file.kind, file.bytes);
      if (!content.scanned) return content.text;
    }
    const read = await model.readFile(file, label);
    usage.input += read.usage.input;
    usage.output += read.usage.output;
    if (!read.text.trim()) throw new ExtractionError("unreadable_input", `No text could be read from ${label}`);
    return read.text;
  }

  return {
    name: model.extractor,
    async extract<T>(spec: ResourceSpec<T>, source: ExtractionSource): Promise<Extraction<T>> {
      const usage: Usage = { input: 0, output: 0 };
      const answerSchema = z.object({
        records: z.array(spec.draftSchema),
        missing: z.array(z.string()).describe("Required fields the input does not state"),
      });
      const parts = [`Request: ${source.prompt}`, `Today's date: ${source.today}`];
      if (source.monthFirst && !spec.ownDateOrder)
        parts.push("The business writes numeric dates month first: 03/04/2026 is March 4, 2026.");
      if (source.knownContact)
        parts.push(
          `The request names "${source.knownContact.written}", the business's contact ${source.knownContact.name}.`,
        );
      if (source.textAttachment) parts.push(`Attached text:\n${source.textAttachment}`);
      if (source.file)
        parts.push(
          `Attached document (${source.file.name ?? source.file.kind}):\n${await documentText(source.file, usage)}`,
        );
      const messages: ChatMessage[] = [
        {
          role: "system",
          content: `${spec.instructions} Answer only with JSON of the given schema: "records" holds one object per ${spec.noun} found; "missing" lists required fields the input does not state. Never invent values.`,
        },
        { role: "user", content: parts.join("\n\n") },
      ];
      const jsonSchema = z.toJSONSchema(answerSchema, { io: "input" }) as Record<string, unknown>;
      // One repair: the model sees what was wrong with its answer and answers again.
      for (let attempt = 1; ; attempt++) {
        const { answer, usage: used } = await model.complete(messages, jsonSchema);
        usage.input += used.input;
        usage.output += used.output;
        const parsed = parseAnswer(answer);
        const checked = parsed.error ? undefined : answerSchema.safeParse(parsed.value);
        if (checked?.success) {
          const via: ModelUsage = {
            extractor: model.extractor,
            model: model.model,
            input_tokens: usage.input,
            output_tokens: usage.output,
          };
          return {
            records: checked.data.records,
            problems: checked.data.missing.map((field) => ({
              field,
              message: `The ${spec.noun}'s ${field} was not found`,
            })),
            via,
          };
        }
        const problems = checked?.error.issues.map((issue) => ({
          field: issue.path.join(".") || "answer",
          message: issue.message,
        })) ?? [{ field: "answer", message: parsed.error! }];
        if (attempt >= 2) {
          throw new ExtractionError(
            "model_output_invalid",
            `The language model's answer did not match the ${spec.noun}'s fields, twice (${problems
              .slice(0, 3)
              .map((p) => `${p.field}: ${p.message}`)
              .join("; ")})`,
            problems,
          );
        }
        messages.push(
          { role: "assistant", content: typeof answer === "string" ? answer : JSON.stringify(answer ?? null) },
          {
            role: "user",
            content: `That answer is not valid: ${problems.map((p) => `${p.field}: ${p.message}`).join("; ")}. Answer again with JSON of the given schema only.`,
          },
        );
      }
    },
  };
}
