// Worker entry: HTTP through the Hono app, queue messages through the jobs or webhooks consumer,
// the hourly upkeep, and the Durable Object classes the bindings name.
import { createApp } from "./app";
import { consumeJobs } from "./creates/consumer";
import type { Bindings } from "./env";
import { runMaintenance } from "./jobs/maintenance";
import { configureClock } from "./lib/clock";
import { consumeWebhooks } from "./webhooks/deliver";

const app = createApp();

// Each entry reads the clock's setting first (src/lib/clock.ts).
export default {
  fetch: (request, env, ctx) => {
    configureClock(env);
    return app.fetch(request, env, ctx);
  },
  queue: (batch, env) => {
    configureClock(env);
    return batch.queue.startsWith("accounting-webhooks") ? consumeWebhooks(batch, env) : consumeJobs(batch, env);
  },
  scheduled: (controller, env, ctx) => {
    configureClock(env);
    return runMaintenance(controller, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;

export { RateLimiter } from "./rate-limit/rate-limiter";
