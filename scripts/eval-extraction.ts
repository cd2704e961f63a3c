// npm run eval:extraction [-- options]: the extraction eval (test/eval/extraction.eval.ts)
// with the extractor of your choice, so models can be compared on the same corpora:
//   --extractor rules|openai|auto   (default: rules, the offline reader)
//   --base-url URL --model NAME [--vision-model NAME] [--timeout-ms N]
//                                   an OpenAI-compatible server (or AI_BASE_URL, AI_MODEL, …)
//   --corpus development|development-2|…|held-out  one corpus only (or several, comma-separated)
//   --limit N                       the first N cases of each corpus
//   --verbose                       list every failing case
// The API key comes from AI_API_KEY in the environment, never from the command line.
// Prints, per corpus, the pass rate per resource and the latency per case.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    extractor: { type: "string", default: "rules" },
    "base-url": { type: "string" },
    model: { type: "string" },
    "vision-model": { type: "string" },
    "timeout-ms": { type: "string" },
    corpus: { type: "string" },
    limit: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});

const fail = (message: string): never => {
  console.error(`eval:extraction: ${message}`);
  process.exit(2);
};

const extractor = values.extractor!;
if (!["rules", "openai", "auto"].includes(extractor))
  fail(`--extractor ${extractor}: use rules, openai or auto (Workers AI needs a deployment's AI binding)`);
const env: Record<string, string | undefined> = { ...process.env, EVAL_EXTRACTION: "1", EXTRACTOR: extractor };
const set = (name: string, value: string | undefined) => {
  if (value !== undefined) env[name] = value;
};
set("AI_BASE_URL", values["base-url"]);
set("AI_MODEL", values.model);
set("AI_VISION_MODEL", values["vision-model"]);
set("AI_TIMEOUT_MS", values["timeout-ms"]);
set("EVAL_CORPUS", values.corpus);
set("EVAL_LIMIT", values.limit);
if (values.verbose) env.EVAL_VERBOSE = "1";
if (extractor !== "rules" && (!env.AI_BASE_URL || !env.AI_MODEL))
  fail(`--extractor ${extractor} needs --base-url and --model (or AI_BASE_URL and AI_MODEL)`);
if (values.limit !== undefined && !(Number(values.limit) > 0)) fail("--limit must be a positive number");

const run = spawnSync("npx", ["vitest", "run", "--project", "eval@*", "--passWithNoTests"], { stdio: "inherit", env });
process.exit(run.status ?? 1);
