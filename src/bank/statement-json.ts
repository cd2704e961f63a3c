// Statement rows pasted as JSON ("[{"date":"2026-03-09","desc":"TRF TO …","amount":-175000}, …]",
// or an object holding such an array): a table whose header is the rows' keys, read by the
// column reader like any other (statement-rows.ts).

/** The rows as a header and cells, or null when the text is no JSON array of objects. */
export function jsonTable(text: string): string[][] | null {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  // ({"transactions": [...]}: the one array the object holds.)
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? Object.values(parsed).find(Array.isArray)
      : undefined;
  if (!list?.length || !list.every((row) => row && typeof row === "object" && !Array.isArray(row))) return null;
  const rows = list as Record<string, unknown>[];
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) =>
    value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  return [keys, ...rows.map((row) => keys.map((key) => cell(row[key])))];
}
