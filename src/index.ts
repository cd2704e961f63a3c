// Worker entry: HTTP through the Hono app, queue messages through the jobs consumer,
// and the Durable Object classes the bindings name.
import { createApp } from "./app";
import type { Bindings } from "./env";

const app = createApp();

export default {
  fetch: app.fetch,
  async queue(batch) {
    // No job types exist yet (AI creates arrive with the pipeline issue): a message here
    // is not ours to process, so it is logged and dropped rather than retried.
    for (const message of batch.messages) {
      console.error("Dropping queue message of unknown type", message.id);
      message.ack();
    }
  },
} satisfies ExportedHandler<Bindings>;

export { RateLimiter } from "./rate-limit/rate-limiter";
