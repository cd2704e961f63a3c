// The service's one clock: every "now" and every "today" comes from here, never from a
// scattered `new Date()` or `Date.now()`, so a test can run the whole service on another
// day. CLOCK_OFFSET_MS (tests only; never set in a deployment) shifts it by a fixed
// amount: the test config computes it once from TEST_TODAY, so every isolate, the
// Durable Objects' included, agrees on the time.

let offsetMs = 0;

/** Reads CLOCK_OFFSET_MS; called on entry to every handler and Durable Object. */
export function configureClock(env: { CLOCK_OFFSET_MS?: string }) {
  const raw = env.CLOCK_OFFSET_MS;
  if (raw === undefined || raw === "") {
    offsetMs = 0;
    return;
  }
  if (!/^-?\d+$/.test(raw)) throw new Error("CLOCK_OFFSET_MS must be a whole number of milliseconds");
  offsetMs = Number(raw);
}

/** Milliseconds since the epoch. */
export const nowMs = () => Date.now() + offsetMs;
export const nowDate = () => new Date(nowMs());
/** Timestamps are ISO 8601 UTC with milliseconds: fixed width, so they sort as text. */
export const nowIso = () => nowDate().toISOString();
/** Unix seconds (rate-limit headers). */
export const nowSeconds = () => Math.floor(nowMs() / 1000);

// A formatter per time zone, kept for the isolate's life: building one costs far more
// than using it, and every request asks for its business's today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, at = nowDate()) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The date `days` after `date` (both YYYY-MM-DD), by the calendar. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` after `date` (YYYY-MM-DD), or that month's last day if it is shorter. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}
