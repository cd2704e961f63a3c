// Picks the extractor from configuration: EXTRACTOR = "rules" | "workers-ai" | "auto"
// (default: Workers AI when an AI binding exists, else the offline rules).
import type { Bindings } from "../env";
import { rulesExtractor } from "./rules-extractor";
import type { Extractor } from "./types";
import { type AiRunner, DEFAULT_AI_MODELS, workersAiExtractor } from "./workers-ai-extractor";

export function createExtractor(env: Bindings): Extractor {
  const choice = env.EXTRACTOR ?? "auto";
  const ai = env.AI as unknown as AiRunner | undefined;
  const models = {
    text: env.AI_TEXT_MODEL ?? DEFAULT_AI_MODELS.text,
    vision: env.AI_VISION_MODEL ?? DEFAULT_AI_MODELS.vision,
  };
  switch (choice) {
    case "rules":
      return rulesExtractor;
    case "workers-ai":
      if (!ai) throw new Error("EXTRACTOR is workers-ai but no AI binding is configured");
      return workersAiExtractor(ai, models);
    case "auto":
      return ai ? workersAiExtractor(ai, models) : rulesExtractor;
    default:
      throw new Error(`Unknown EXTRACTOR ${choice satisfies string}`);
  }
}
