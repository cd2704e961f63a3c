import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { serveFixture } from "./test/fixtures/outbound.ts";

// "Today" for the tests (src/lib/clock.ts). The main run uses TEST_TODAY when set
// (YYYY-MM-DD, e.g. TEST_TODAY=2030-12-31 npm test), else the real date (at noon UTC). The files that
// depend on the date run a second time on SHIFTED_TODAY, so `npm test` proves on every
// run that they pass on a day other than the one they were written on: a leap day, the
// last day of February and a month-end, where date arithmetic goes wrong.
const SHIFTED_TODAY = process.env.TEST_SHIFTED_TODAY ?? "2028-02-29";
/** The days the extraction corpora are written for (each corpus's fixture.today, test/fixtures/extraction-eval). */
const EVAL_DAYS = ["2026-03-18", "2026-11-23"];
/** Sizes of the randomized suites: FUZZ_RUNS=200 npm test -- test/fuzz.test.ts. */
const TEST_KNOBS = [
  "FUZZ_RUNS",
  "CHAOS_RUNS",
  "CONCURRENCY_RUNS",
  "CONCURRENCY_SEED",
  "EVAL_VERBOSE",
  "EVAL_CORPUS",
  "EVAL_LIMIT",
];
/** The extractor configuration `npm run eval:extraction -- --extractor …` hands the eval's worker. */
const EXTRACTOR_BINDINGS = ["EXTRACTOR", "AI_BASE_URL", "AI_API_KEY", "AI_MODEL", "AI_VISION_MODEL", "AI_TIMEOUT_MS"];
// CI runs every concurrency case five times over (with five seeds), locally twice.
if (process.env.CI && !process.env.CONCURRENCY_RUNS) process.env.CONCURRENCY_RUNS = "5";
// The files whose outcome depends on the date (found by running the whole suite at
// 2026-01-01, 2028-02-29 and 2030-12-31): documents due or overdue, statements and
// payments that may not be in the future, token and idempotency expiry, reports for
// the current year, rate-limit windows.
const DATE_SENSITIVE = [
  "test/documents.test.ts",
  "test/bank-transactions.test.ts",
  "test/ledger.test.ts",
  "test/reports.test.ts",
  "test/audit-log.test.ts",
  "test/list-totals.test.ts",
  "test/idempotency.test.ts",
  "test/oauth.test.ts",
  "test/auth-oauth.test.ts",
  "test/rate-limit.test.ts",
];

/**
 * CLOCK_OFFSET_MS that puts noon UTC of `today` (default: the real date) at the moment the
 * run starts, so a run that crosses midnight keeps one "today" in every time zone the
 * tests use (Lagos, UTC).
 */
function clockOffset(today = new Date().toISOString().slice(0, 10)): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T12:00:00Z`))) {
    throw new Error(`TEST_TODAY must be a date YYYY-MM-DD, got ${today}`);
  }
  // Computed once, here, so every isolate of the run agrees on the time.
  return String(Date.parse(`${today}T12:00:00Z`) - Date.now());
}

function workersProject(
  name: string,
  today: string | undefined,
  include: string[],
  knobs = TEST_KNOBS,
): TestProjectInlineConfiguration {
  return {
    // Everything that touches the worker runs inside workerd with real local D1, R2,
    // Queue and Durable Object bindings.
    plugins: [
      cloudflareTest(async () => ({
        main: "./src/index.ts",
        remoteBindings: false,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Every outbound fetch of the worker lands here: fixtures for the url
          // attachment tests, and a refusal for anything else, so no test reaches
          // the network.
          outboundService: serveFixture,
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations("./drizzle"),
            // Small enough that the exactness test can exhaust it quickly, large
            // enough for any single test's own traffic.
            RATE_LIMIT_MAX: "100",
            CLOCK_OFFSET_MS: clockOffset(today),
            // Knobs the tests read from process.env, which inside workerd holds the
            // bindings, not the host's environment.
            ...Object.fromEntries(knobs.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
          },
        },
      })),
    ],
    test: {
      name,
      include,
      exclude: ["test/node/**"],
      setupFiles: ["./test/setup.ts"],
      // One runtime (Miniflare) for all files of the project instead of one per file:
      // starting it was most of the suite's time. Storage is shared across files, which
      // the tests already allow for: each test makes its own business and keys.
      isolate: false,
      // Async creates wait on the local queue, which delivers in batches each second;
      // generous, so a busy machine does not fail a test that is only slow.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      workersProject("workers", process.env.TEST_TODAY || undefined, ["test/**/*.test.ts"]),
      workersProject(`workers@${SHIFTED_TODAY}`, SHIFTED_TODAY, DATE_SENSITIVE),
      // npm run eval:extraction only: the prompt corpora, each on the day its fixture names
      // (a project per day), with the extractor the command was given.
      ...(process.env.EVAL_EXTRACTION
        ? EVAL_DAYS.map((day) =>
            workersProject(`eval@${day}`, day, ["test/eval/**/*.eval.ts"], [...TEST_KNOBS, ...EXTRACTOR_BINDINGS]),
          )
        : []),
      {
        // Tools that need Node (e.g. the OpenAPI validator compiles schemas with eval,
        // which workerd forbids).
        test: { name: "node", environment: "node", include: ["test/node/**/*.test.ts"], testTimeout: 60_000 },
      },
    ],
  },
});
