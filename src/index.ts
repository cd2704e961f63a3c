// Worker entry: HTTP through the Hono app, queue messages through the jobs consumer,
// and the Durable Object classes the bindings name.
import { createApp } from "./app";
import type { Bindings } from "./env";
import { consumeJobs } from "./jobs/consumer";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: consumeJobs,
} satisfies ExportedHandler<Bindings>;

export { RateLimiter } from "./rate-limit/rate-limiter";
