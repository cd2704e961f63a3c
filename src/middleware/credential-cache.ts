// An isolate-local cache of verified credentials, so the hot path skips the D1 key
// lookup. Only hits are cached, for CACHE_TTL_MS: a revoked key or a business whose
// access was switched off keeps working for at most that long on an isolate that has
// already seen it. Unknown keys always go to D1, so a new key works at once.
import type { ActiveKey } from "../db/queries/credentials";
import { nowMs } from "../lib/clock";

export const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { key: ActiveKey; expires: number }>();

export function cachedKey(keyHash: string, now = nowMs()): ActiveKey | undefined {
  const entry = entries.get(keyHash);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    entries.delete(keyHash);
    return undefined;
  }
  return entry.key;
}

export function cacheKey(key: ActiveKey, now = nowMs()) {
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key.keyHash, { key, expires: now + CACHE_TTL_MS });
}
