// Runs before every test file: the schema, and the clock the worker will read, so the
// harness's `today()` and the worker agree (vitest.config.ts sets CLOCK_OFFSET_MS).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { configureClock } from "../src/lib/clock";

configureClock(env);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
