// One Durable Object per credential (CONTRACT 10): a fixed-window counter. A DO runs one
// call at a time and `hit` never awaits, so a burst of any size is admitted exactly up
// to the limit. The window is kept in the object's synchronous SQLite-backed storage so
// an eviction between requests does not hand out a fresh allowance.
import { DurableObject } from "cloudflare:workers";

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

  hit(limit: number, windowSeconds: number, nowMs = Date.now()): RateLimitResult {
    const windowMs = windowSeconds * 1000;
    let window = this.window ?? this.ctx.storage.kv.get<Window>("window");
    if (!window || nowMs >= window.start + windowMs) {
      window = { start: nowMs - (nowMs % windowMs), count: 0 };
    }
    const allowed = window.count < limit;
    if (allowed) window.count++;
    this.window = window;
    this.ctx.storage.kv.put("window", window);
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.count),
      reset: Math.ceil((window.start + windowMs) / 1000),
    };
  }

  /** Gives back one hit of the current window (a sign-in attempt that turned out right). */
  release(nowMs = Date.now()): void {
    const window = this.window ?? this.ctx.storage.kv.get<Window>("window");
    if (!window || window.count === 0 || nowMs < window.start) return;
    window.count--;
    this.window = window;
    this.ctx.storage.kv.put("window", window);
  }
}
