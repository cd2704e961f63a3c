// The Workers AI backend of the language-model extractor (llm-extractor.ts): the text
// model answers through the AI binding with a JSON-schema response format; a vision
// model transcribes images, and Workers AI's document conversion reads PDFs without a
// text layer.
import { type ChatModel, llmExtractor, TRANSCRIBE_PROMPT, type Usage } from "./llm-extractor";
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

export function workersAiModel(ai: AiRunner, models: AiModels = DEFAULT_AI_MODELS): ChatModel {
  return {
    extractor: "workers-ai",
    model: models.text,
    async complete(messages, schema) {
      const output = await ai.run(models.text, {
        messages,
        response_format: { type: "json_schema", json_schema: schema },
        temperature: 0,
      });
      return { answer: responseOf(output), usage: usageOf(output) };
    },
    async readFile(file) {
      if (file.kind === "pdf") {
        const [converted] = await ai.toMarkdown([
          { name: file.name ?? "document.pdf", blob: new Blob([file.bytes], { type: "application/pdf" }) },
        ]);
        return { text: converted?.data ?? "", usage: { input: 0, output: 0 } };
      }
      const output = await ai.run(models.vision, { prompt: TRANSCRIBE_PROMPT, image: [...file.bytes], temperature: 0 });
      const text = responseOf(output);
      return { text: typeof text === "string" ? text : "", usage: usageOf(output) };
    },
  };
}

export const workersAiExtractor = (ai: AiRunner, models: AiModels = DEFAULT_AI_MODELS): Extractor =>
  llmExtractor(workersAiModel(ai, models));
