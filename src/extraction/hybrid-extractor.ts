// EXTRACTOR=auto with a model configured: the offline reader first (free, instant,
// exact), and an input it cannot fully place (a field it could not find, words or
// amounts it could not place, a file it cannot read) goes to the language model. The
// extraction then says why it was handed over, and the created records say which
// extractor produced them (in `assumptions`).
import { ExtractionError, type Extractor } from "./types";

export function hybridExtractor(rules: Extractor, model: Extractor): Extractor {
  return {
    name: "auto",
    async extract(spec, source) {
      let reason: string;
      try {
        const offline = await rules.extract(spec, source);
        if (offline.problems.length === 0 && (offline.records.length > 0 || spec.allowEmpty)) return offline;
        reason = offline.problems.map((p) => p.message).join("; ") || `no ${spec.noun} found`;
      } catch (err) {
        if (!(err instanceof ExtractionError)) throw err;
        reason = err.message;
      }
      const read = await model.extract(spec, source);
      return read.via ? { ...read, via: { ...read.via, handed_over: reason } } : read;
    },
  };
}
