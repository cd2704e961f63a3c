// Retries that are safe: a request lost on the way (network error) or refused for a moment
// (429, 502, 503, 504, and the 409 with Retry-After of a POST whose first try is still
// running) is sent again, unchanged, a few times. Only requests that cannot double: GET
// and HEAD, and POSTs carrying an Idempotency-Key, which the service answers the second
// time with the first answer (`Idempotent-Replayed: true`). PUT, PATCH and DELETE are not
// retried: repeated after a lost answer they would fail (a stale If-Match, a 404) although
// the first one worked, and only the caller can tell.
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const SAFE_METHODS = new Set(["GET", "HEAD"]);

export function retryingFetch(fetcher: typeof globalThis.fetch, retries: number): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const retryable = SAFE_METHODS.has(request.method) || request.headers.has("Idempotency-Key");
    for (let attempt = 0; ; attempt++) {
      const last = !retryable || attempt >= retries;
      try {
        const response = await fetcher(request.clone());
        const passing =
          RETRY_STATUSES.has(response.status) || (response.status === 409 && response.headers.has("Retry-After"));
        if (last || !passing) return response;
        await response.body?.cancel();
        await pause(response.headers.get("Retry-After"), attempt);
      } catch (err) {
        if (last) throw err;
        await pause(null, attempt);
      }
    }
  };
}

/** Retry-After (seconds, at most 10), else 200 ms doubling. */
function pause(retryAfter: string | null, attempt: number) {
  const seconds = Number(retryAfter);
  const ms = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 10) * 1000 : 200 * 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, ms));
}
