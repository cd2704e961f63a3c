// After a business's write succeeds, its webhook events are fanned out and queued in the
// background (webhooks/dispatch.ts): the answer does not wait, and what this misses (a
// failure, an isolate ending) the scheduled sweep sends within a minute.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { dispatchQuietly } from "../webhooks/dispatch";

export const dispatchAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const businessId = c.get("businessId");
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.res.status >= 400 || !businessId) return;
  let waitUntil: (work: Promise<unknown>) => void;
  try {
    const ctx = c.executionCtx;
    waitUntil = (work) => ctx.waitUntil(work);
  } catch {
    return; // called without one (app.request in a test): the sweep sends what this would have
  }
  waitUntil(dispatchQuietly(c.env, businessId));
};
