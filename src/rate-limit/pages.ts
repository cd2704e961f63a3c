// The OAuth pages anyone can open without a key (GET /oauth/authorization, the consent
// page) are rate limited per client IP, with the same limiter and limit as a credential.
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { nowSeconds } from "../lib/clock";
import { ApiError } from "../lib/errors";
import { clientIp } from "../oauth/sign-in-limits";
import { admit } from "./lease";

export async function admitPage(c: Context<AppEnv>) {
  const limit = await admit(c.env, `oauth-page:${clientIp(c)}`);
  if (!limit.allowed) {
    c.header("Retry-After", String(Math.max(1, limit.reset - nowSeconds())));
    throw new ApiError("rate_limited", "Too many requests from this address; retry later");
  }
}
