// The hot path's rate limit without a Durable Object round trip on every request. The
// credential's object stays the only authority over its window (CONTRACT 10); an isolate
// takes hits from it in leases and spends them locally. A lease starts at one hit and
// doubles each time an isolate uses up the last one within the same window (capped at a
// tenth of the limit), so a quiet credential is counted request by request and a busy
// one costs a round trip per lease. Nothing is ever admitted beyond the limit: the
// object grants only what is left. What a lease costs is the reverse: hits leased to an
// isolate that stops receiving requests are unspent until the window ends, so a client
// spread over several isolates may be refused up to (isolates - 1) leases early.
import type { Bindings } from "../env";
import { nowMs as clockMs } from "../lib/clock";
import type { RateLimitResult } from "./rate-limiter";

interface Lease {
  /** Unix seconds at which the window the hits belong to ends. */
  reset: number;
  /** Hits taken from the object and not yet spent here. */
  tokens: number;
  /** What the object had left after its latest grant to this isolate. */
  remaining: number;
  /** Hits to ask for next time. */
  size: number;
}

const MAX_ENTRIES = 10_000;
const leases = new Map<string, Lease>();

function spend(lease: Lease, limit: number): RateLimitResult {
  lease.tokens--;
  return { allowed: true, limit, remaining: lease.remaining + lease.tokens, reset: lease.reset };
}

/** Counts one request against the credential's window; `allowed` false means 429. */
export async function admit(env: Bindings, credentialHash: string, nowMs = clockMs()): Promise<RateLimitResult> {
  const limit = Number(env.RATE_LIMIT_MAX);
  const windowSeconds = Number(env.RATE_LIMIT_WINDOW_SECONDS);
  let lease = leases.get(credentialHash);
  if (lease && nowMs >= lease.reset * 1000) lease = undefined;
  if (lease && lease.tokens > 0) return spend(lease, limit);

  const want = lease ? Math.min(lease.size * 2, Math.max(1, Math.floor(limit / 10))) : 1;
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(credentialHash));
  const granted = await stub.take(limit, windowSeconds, want);
  // Other requests may have changed the entry while this one waited.
  let current = leases.get(credentialHash);
  if (!current || current.reset !== granted.reset) {
    if (!current && leases.size >= MAX_ENTRIES) leases.delete(leases.keys().next().value!);
    current = { reset: granted.reset, tokens: 0, remaining: granted.remaining, size: 0 };
    leases.set(credentialHash, current);
  }
  current.tokens += granted.granted;
  current.remaining = Math.min(current.remaining, granted.remaining);
  current.size = Math.max(current.size, want);
  if (current.tokens > 0) return spend(current, limit);
  return { allowed: false, limit, remaining: 0, reset: granted.reset };
}
