// Timestamps are ISO 8601 UTC with milliseconds: fixed width, so they sort as text.
export const nowIso = () => new Date().toISOString();

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
