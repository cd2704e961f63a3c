// Picks the extractor from configuration. EXTRACTOR:
// - "rules": the offline reader only;
// - "workers-ai": the AI binding's models; "openai": any OpenAI-compatible server
//   (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_VISION_MODEL, AI_TIMEOUT_MS);
// - "auto" (default): the offline reader first, and what it cannot fully place goes to
//   the configured model (the OpenAI-compatible one when AI_BASE_URL is set, else the AI
//   binding); with no model configured, the offline reader alone.
import type { Bindings } from "../env";
import { hybridExtractor } from "./hybrid-extractor";
import { openAiExtractor } from "./openai-extractor";
import { rulesExtractor } from "./rules-extractor";
import type { Extractor } from "./types";
import { type AiRunner, DEFAULT_AI_MODELS, workersAiExtractor } from "./workers-ai-extractor";

function openAi(env: Bindings): Extractor {
  if (!env.AI_MODEL) throw new Error("AI_BASE_URL is set but AI_MODEL is not: name the model to ask");
  const timeout = env.AI_TIMEOUT_MS ? Number(env.AI_TIMEOUT_MS) : undefined;
  if (timeout !== undefined && !(timeout > 0))
    throw new Error("AI_TIMEOUT_MS must be a positive number of milliseconds");
  return openAiExtractor({
    baseUrl: env.AI_BASE_URL!,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    visionModel: env.AI_VISION_MODEL,
    timeoutMs: timeout,
  });
}

function workersAi(env: Bindings): Extractor {
  return workersAiExtractor(env.AI as unknown as AiRunner, {
    text: env.AI_MODEL ?? env.AI_TEXT_MODEL ?? DEFAULT_AI_MODELS.text,
    vision: env.AI_VISION_MODEL ?? DEFAULT_AI_MODELS.vision,
  });
}

/** The configured language model, if any: an OpenAI-compatible server first, else Workers AI. */
function languageModel(env: Bindings): Extractor | undefined {
  if (env.AI_BASE_URL) return openAi(env);
  if (env.AI) return workersAi(env);
  return undefined;
}

export function createExtractor(env: Bindings): Extractor {
  const choice = env.EXTRACTOR ?? "auto";
  switch (choice) {
    case "rules":
      return rulesExtractor;
    case "workers-ai":
      if (!env.AI) throw new Error("EXTRACTOR is workers-ai but no AI binding is configured");
      return workersAi(env);
    case "openai":
      if (!env.AI_BASE_URL) throw new Error("EXTRACTOR is openai but AI_BASE_URL is not set");
      return openAi(env);
    case "auto": {
      const model = languageModel(env);
      return model ? hybridExtractor(rulesExtractor, model) : rulesExtractor;
    }
    default:
      throw new Error(`Unknown EXTRACTOR ${choice satisfies string}: use rules, workers-ai, openai or auto`);
  }
}
