// A prompt as the rules extractor reads it behind the API: its sums as habits write them
// first (writtenSums), on the eval fixture's day, with Nigeria's standard VAT rate.
import { writtenSums } from "../src/extraction/grammar/spelled-amounts";
import type { ResourceSpec } from "../src/extraction/types";

export const TODAY = "2026-03-18";

export const readPrompt = <T>(spec: ResourceSpec<T>, text: string) =>
  spec.fromText(writtenSums(text).text, { prompt: text, today: TODAY, standardTaxRate: "7.5" });
