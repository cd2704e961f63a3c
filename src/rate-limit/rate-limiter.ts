// One Durable Object per credential (CONTRACT 10): a fixed-window counter. A DO runs one
// call at a time and neither method awaits, so a burst of any size is admitted exactly
// up to the limit. The window is kept in the object's synchronous SQLite-backed storage
// so an eviction between requests does not hand out a fresh allowance.
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

  /** One hit, counted at once (sign-in attempts). */
  hit(limit: number, windowSeconds: number, nowMs = clockMs()): RateLimitResult {
    const { granted, remaining, reset } = this.take(limit, windowSeconds, 1, nowMs);
    return { allowed: granted === 1, limit, remaining, reset };
  }

  /** Gives back one hit of the current window (a sign-in attempt that turned out right). */
  release(nowMs = clockMs()): void {
    const window = this.stored();
    if (!window || window.count === 0 || nowMs < window.start) return;
    window.count--;
    this.save(window);
  }
}
