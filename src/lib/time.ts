// Timestamps are ISO 8601 UTC with milliseconds: fixed width, so they sort as text.
export const nowIso = () => new Date().toISOString();
