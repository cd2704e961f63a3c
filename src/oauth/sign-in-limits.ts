// Brute-force limits on the consent page's sign-in: failed attempts are counted per
// account and per client IP in a sliding window, in the same per-credential Durable
// Objects as the API rate limit. Every attempt takes a hit before the password is
// checked (so parallel guesses cannot slip past the count), and a right password gives
// its hits back, so only failures accumulate.
import type { Context } from "hono";
import type { AppEnv, Bindings } from "../env";
import { nowSeconds } from "../lib/clock";
import { sha256Hex } from "../lib/crypto";

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface SignInAttempt {
  allowed: boolean;
  /** Seconds until the exhausted window ends (when not allowed). */
  retryAfter: number;
  /** Call when the password was right. */
  succeeded(): Promise<void>;
}

/**
 * The client's IP, as Cloudflare saw it. CF-Connecting-IP is set by Cloudflare on every
 * request it forwards, and a client cannot forge it there; elsewhere (wrangler dev, a
 * self-hosted runtime) anyone can send it, so it counts only when the deployment says it
 * is behind Cloudflare (TRUST_CF_CONNECTING_IP = "true"). Otherwise every client shares
 * one per-IP counter: stricter, never looser.
 */
export function clientIp(c: Context<AppEnv>): string {
  return (c.env.TRUST_CF_CONNECTING_IP === "true" && c.req.header("cf-connecting-ip")) || "unknown";
}

export async function startSignIn(env: Bindings, email: string, clientIp: string): Promise<SignInAttempt> {
  const counters = [
    { name: `sign-in:account:${await sha256Hex(email.toLowerCase())}`, max: MAX_FAILURES_PER_ACCOUNT },
    { name: `sign-in:ip:${clientIp}`, max: MAX_FAILURES_PER_IP },
  ].map(({ name, max }) => ({ stub: env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name)), max }));
  const results = await Promise.all(counters.map(({ stub, max }) => stub.hit(max, SIGN_IN_WINDOW_SECONDS)));
  const giveBack = () =>
    Promise.all(counters.filter((_, i) => results[i]!.allowed).map(({ stub }) => stub.release())).then(() => {});
  const refused = results.filter((r) => !r.allowed);
  if (refused.length) {
    // A refused attempt is not a failure: return what it took from the other counter.
    await giveBack();
    return {
      allowed: false,
      retryAfter: Math.max(1, Math.max(...refused.map((r) => r.reset)) - nowSeconds()),
      succeeded: async () => {},
    };
  }
  return { allowed: true, retryAfter: 0, succeeded: giveBack };
}
