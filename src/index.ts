// Worker entry: HTTP through the Hono app, queue messages through the jobs consumer,
// the hourly upkeep, and the Durable Object classes the bindings name.
import { createApp } from "./app";
import type { Bindings } from "./env";
import { consumeJobs } from "./jobs/consumer";
import { runMaintenance } from "./jobs/maintenance";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  scheduled: runMaintenance,
} satisfies ExportedHandler<Bindings>;

export { RateLimiter } from "./rate-limit/rate-limiter";
