// The OpenAI-compatible backend of the language-model extractor (llm-extractor.ts): any
// server that speaks the chat-completions API (Ollama, llama.cpp server, vLLM, LM
// Studio, OpenAI, an AI gateway). Answers are asked for with a JSON-schema response
// format; images and PDFs without a text layer go to the vision model as data URLs.
// Each call has a timeout; a 429, a 5xx, a timeout or a failed connection is retried
// with backoff (honouring Retry-After), and after the last try the create answers 503
// (a queued job retries later).
import type { FileKind } from "./attachments";
import {
  backoffMs,
  type ChatModel,
  llmExtractor,
  ModelUnavailableError,
  TRANSCRIBE_PROMPT,
  type Usage,
} from "./llm-extractor";
import type { Extractor, SourceFile } from "./types";

export interface OpenAiConfig {
  /** e.g. http://127.0.0.1:11434/v1 (Ollama) or https://api.openai.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** For images and scanned PDFs; default: `model`. */
  visionModel?: string;
  /** Per call; default 60 s. */
  timeoutMs?: number;
  /** Tries per call (the first included); default 3. */
  tries?: number;
}

const MIME: Partial<Record<FileKind, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  bmp: "image/bmp",
  pdf: "application/pdf",
};

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface Completion {
  choices?: { message?: { content?: unknown } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

export function openAiModel(config: OpenAiConfig): ChatModel {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  // What an error may say of the server: never the key (a gateway may echo it), nor
  // credentials or a query in the base URL.
  const where = (() => {
    const u = new URL(config.baseUrl);
    return `${u.protocol}//${u.host}${u.pathname}`;
  })();
  const redacted = (text: string) => (config.apiKey ? text.split(config.apiKey).join("[redacted]") : text);
  const tries = config.tries ?? 3;

  async function chat(body: Record<string, unknown>): Promise<{ content: unknown; usage: Usage }> {
    let last = "";
    for (let attempt = 1; attempt <= tries; attempt++) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? 60_000),
        });
      } catch (err) {
        last = err instanceof Error && err.name === "TimeoutError" ? "no answer in time" : `unreachable (${err})`;
        if (attempt < tries) await new Promise((r) => setTimeout(r, backoffMs(attempt, null)));
        continue;
      }
      if (res.ok) {
        const completion = (await res.json().catch(() => ({}))) as Completion;
        return {
          content: completion.choices?.[0]?.message?.content,
          usage: { input: completion.usage?.prompt_tokens ?? 0, output: completion.usage?.completion_tokens ?? 0 },
        };
      }
      const detail = redacted(await res.text().catch(() => "")).slice(0, 300);
      last = `${res.status}${detail ? ` ${detail}` : ""}`;
      if (res.status !== 429 && res.status !== 408 && res.status < 500)
        throw new ModelUnavailableError(
          `The language model (${body.model} at ${where}) refused the request: ${last}`,
          false,
        );
      if (attempt < tries) await new Promise((r) => setTimeout(r, backoffMs(attempt, res.headers.get("retry-after"))));
    }
    throw new ModelUnavailableError(`The language model (${body.model} at ${where}) did not answer: ${last}`, true);
  }

  return {
    extractor: "openai",
    model: config.model,
    async complete(messages, schema) {
      const { content, usage } = await chat({
        model: config.model,
        messages,
        temperature: 0,
        response_format: { type: "json_schema", json_schema: { name: "extraction", schema } },
      });
      return { answer: content, usage };
    },
    async readFile(file: SourceFile, label: string) {
      const data = `data:${MIME[file.kind] ?? "application/octet-stream"};base64,${base64(file.bytes)}`;
      const part =
        file.kind === "pdf"
          ? { type: "file", file: { filename: file.name ?? "document.pdf", file_data: data } }
          : { type: "image_url", image_url: { url: data } };
      const { content, usage } = await chat({
        model: config.visionModel ?? config.model,
        messages: [{ role: "user", content: [{ type: "text", text: `${TRANSCRIBE_PROMPT} (${label})` }, part] }],
        temperature: 0,
      });
      return { text: typeof content === "string" ? content : "", usage };
    },
  };
}

export const openAiExtractor = (config: OpenAiConfig): Extractor => llmExtractor(openAiModel(config));
