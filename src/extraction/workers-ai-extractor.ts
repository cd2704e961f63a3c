// The Workers AI backend of the language-model extractor (llm-extractor.ts): the text
// model answers through the AI binding with a JSON-schema response format; a vision
// model transcribes images, and Workers AI's document conversion reads PDFs without a
// text layer. A call that fails for a passing reason (timeout, capacity) is retried with
// backoff, then the create answers 503 model_unavailable as the OpenAI backend does.
import {
  backoffMs,
  type ChatModel,
  llmExtractor,
  ModelUnavailableError,
  TRANSCRIBE_PROMPT,
  type Usage,
} from "./llm-extractor";
import type { Extractor } from "./types";

export { TRANSCRIBE_PROMPT };

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

const responseOf = (output: unknown): unknown =>
  output && typeof output === "object" && "response" in output ? (output as { response: unknown }).response : output;

function usageOf(output: unknown): Usage {
  const usage = (output as { usage?: { prompt_tokens?: number; completion_tokens?: number } } | null)?.usage;
  return { input: usage?.prompt_tokens ?? 0, output: usage?.completion_tokens ?? 0 };
}

/**
 * Workers AI's internal codes for a request that retrying will not fix: no such model,
 * invalid input, account not allowed, too large, daily allocation used up
 * (https://developers.cloudflare.com/workers-ai/platform/errors/). Anything else
 * (3007 timeout, 3040 out of capacity, an unknown fault) may pass on a retry.
 */
const REFUSALS = new Set([3003, 3006, 3023, 3036, 3039, 3041, 3042, 5004, 5005, 5007, 5016, 5018, 5019]);

/** The binding's errors read "AiError: 3040: Capacity temporarily exceeded" (the code may be absent). */
const codeOf = (message: string) => Number(/\b([35]\d{3})\b/.exec(message)?.[1] ?? Number.NaN);

async function guarded<T>(model: string, call: () => Promise<T>, tries: number): Promise<T> {
  let last = "";
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      return await call();
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
      if (REFUSALS.has(codeOf(last)))
        throw new ModelUnavailableError(`Workers AI refused the request (${model}): ${last}`, false);
      if (attempt < tries) await new Promise((r) => setTimeout(r, backoffMs(attempt)));
    }
  }
  throw new ModelUnavailableError(`Workers AI did not answer (${model}): ${last}`, true);
}

export function workersAiModel(ai: AiRunner, models: AiModels = DEFAULT_AI_MODELS, tries = 3): ChatModel {
  return {
    extractor: "workers-ai",
    model: models.text,
    async complete(messages, schema) {
      const output = await guarded(
        models.text,
        () =>
          ai.run(models.text, {
            messages,
            response_format: { type: "json_schema", json_schema: schema },
            temperature: 0,
          }),
        tries,
      );
      return { answer: responseOf(output), usage: usageOf(output) };
    },
    async readFile(file) {
      if (file.kind === "pdf") {
        const [converted] = await guarded(
          "toMarkdown",
          () =>
            ai.toMarkdown([
              { name: file.name ?? "document.pdf", blob: new Blob([file.bytes], { type: "application/pdf" }) },
            ]),
          tries,
        );
        return { text: converted?.data ?? "", usage: { input: 0, output: 0 } };
      }
      const output = await guarded(
        models.vision,
        () => ai.run(models.vision, { prompt: TRANSCRIBE_PROMPT, image: [...file.bytes], temperature: 0 }),
        tries,
      );
      const text = responseOf(output);
      return { text: typeof text === "string" ? text : "", usage: usageOf(output) };
    },
  };
}

export const workersAiExtractor = (ai: AiRunner, models: AiModels = DEFAULT_AI_MODELS, tries = 3): Extractor =>
  llmExtractor(workersAiModel(ai, models, tries));
