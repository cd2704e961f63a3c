// One Durable Object per credential (CONTRACT 10): a fixed-window counter for the API's
// rate limit, and a sliding log for sign-in attempts (a fixed window aligned to the clock
// would allow twice the attempts across a boundary). A DO runs one call at a time and no
// method awaits, so a burst of any size is admitted exactly up to the limit. State is
// kept in the object's synchronous SQLite-backed storage so an eviction between requests
// does not hand out a fresh allowance.
import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env";
import { nowMs as clockMs, configureClock } from "../lib/clock";

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the current window ends. */
  reset: number;
}

interface Window {
  start: number;
  count: number;
}

export class RateLimiter extends DurableObject {
  private window: Window | undefined;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env & Bindings) {
    super(ctx, env);
    configureClock(env);
  }

  private stored(): Window | undefined {
    return this.window ?? this.ctx.storage.kv.get<Window>("window");
  }

  private current(windowMs: number, nowMs: number): Window {
    const window = this.stored();
    if (!window || nowMs >= window.start + windowMs) return { start: nowMs - (nowMs % windowMs), count: 0 };
    return window;
  }

  private save(window: Window) {
    this.window = window;
    this.ctx.storage.kv.put("window", window);
  }

  /** Grants up to `want` hits of what is left in the window (isolate leases, `lease.ts`). */
  take(
    limit: number,
    windowSeconds: number,
    want: number,
    nowMs = clockMs(),
  ): { granted: number; remaining: number; reset: number } {
    const windowMs = windowSeconds * 1000;
    const window = this.current(windowMs, nowMs);
    const granted = Math.max(0, Math.min(want, limit - window.count));
    window.count += granted;
    this.save(window);
    return {
      granted,
      remaining: Math.max(0, limit - window.count),
      reset: Math.ceil((window.start + windowMs) / 1000),
    };
  }

  /** The times (ms) of the hits still inside a sliding window of `windowMs`. */
  private log(windowMs: number, nowMs: number): number[] {
    return (this.ctx.storage.kv.get<number[]>("log") ?? []).filter((at) => at > nowMs - windowMs);
  }

  /**
   * One hit in a sliding window (sign-in attempts): allowed while fewer than `limit`
   * hits fall in the last `windowSeconds`; `reset` is when the oldest of them leaves it.
   */
  hit(limit: number, windowSeconds: number, nowMs = clockMs()): RateLimitResult {
    const windowMs = windowSeconds * 1000;
    const log = this.log(windowMs, nowMs);
    const allowed = log.length < limit;
    if (allowed) log.push(nowMs);
    this.ctx.storage.kv.put("log", log);
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - log.length),
      reset: Math.ceil(((log[0] ?? nowMs) + windowMs) / 1000),
    };
  }

  /** Takes back the latest hit (a sign-in attempt that turned out right). */
  release(): void {
    const log = this.ctx.storage.kv.get<number[]>("log") ?? [];
    if (log.length === 0) return;
    log.pop();
    this.ctx.storage.kv.put("log", log);
  }
}
