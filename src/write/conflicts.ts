// D1 reports a unique violation only as text naming the index's columns
// ("UNIQUE constraint failed: accounts.business_id, accounts.code"); the last column
// says which promise the change broke, and so which 409 to give.
import { ApiError } from "../lib/errors";

const NOUNS: Record<string, string> = {
  contacts: "contact",
  accounts: "account",
  journals: "journal",
  documents: "document",
  cash_transactions: "record",
  bank_transactions: "bank transaction",
  bank_rules: "bank rule",
};

function violatedColumns(err: unknown): string[] | undefined {
  for (let e = err; e instanceof Error; e = e.cause as Error | undefined) {
    const match = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/i.exec(e.message);
    if (match) return match[1]!.split(", ");
  }
  return undefined;
}

/** The 409 for a unique violation, or undefined when `err` is not one. */
export function uniqueConflict(err: unknown, noun?: string): ApiError | undefined {
  const columns = violatedColumns(err);
  if (!columns) return undefined;
  const [table = "", column = ""] = columns.at(-1)!.split(".");
  const what = noun ?? NOUNS[table] ?? "record";
  const message = (() => {
    switch (`${table}.${column}`) {
      case "users.email":
        return "This partner already registered a business whose owner has this email";
      case "accounts.name_key":
        return "Another account already has this name";
      case "accounts.code":
        return "Another account already has this code";
      case "tax_codes.code":
        return "Another tax code of the business already has this code";
      case "documents.seq":
        return `Another ${what} took the same number at the same moment; nothing was written, retry`;
      case "bank_transactions.fingerprint":
        return "This bank line is already in the books (same account, date, amount and description)";
      default:
        return column === "source_uuid"
          ? `Another ${what} already has this source_uuid`
          : `The change conflicts with an existing ${what} (${columns.join(", ")} must be unique)`;
    }
  })();
  return new ApiError("conflict", message);
}

/** The 409 when a reconciliation trigger (migration 0036) refused a change to a row it reconciled, else undefined. */
export function reconciledConflict(err: unknown): ApiError | undefined {
  for (let e = err; e instanceof Error; e = e.cause as Error | undefined)
    if (/reconciled: a statement row inside a completed bank reconciliation/.test(e.message))
      return new ApiError(
        "conflict",
        "This statement row is inside a completed bank reconciliation; undo that reconciliation first (DELETE /banks/{uuid}/reconciliations/{reconciliation_uuid})",
      );
  return undefined;
}

/** The 400 when the endpoint-limit trigger (migration 0044) refused a webhook endpoint, else undefined. */
export function endpointLimit(err: unknown): ApiError | undefined {
  for (let e = err; e instanceof Error; e = e.cause as Error | undefined) {
    const match = /webhook endpoint limit: a business has at most (\d+) endpoints/.exec(e.message);
    if (match) return tooManyEndpoints(Number(match[1]));
  }
  return undefined;
}

export const tooManyEndpoints = (max: number) =>
  new ApiError("invalid_request", `A business has at most ${max} webhook endpoints; delete one first`);

/** Whether `err` is the lock-date trigger's refusal (migration 0029). */
export function lockedBooks(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause as Error | undefined)
    if (/books locked: an entry dated on or before the lock date/.test(e.message)) return true;
  return false;
}

/** The 409 for a change dated into a locked period, naming the lock date. */
export const lockedBooksConflict = (lockDate: string | null) =>
  new ApiError(
    "conflict",
    `The books are locked up to and including ${lockDate ?? "the lock date"}: nothing dated on or before it can be created, changed, paid, voided or reversed. Date the change after it, or move the lock date (PUT /settings).`,
  );

/**
 * The 409 for a foreign-key failure: a record this change points at was deleted by
 * another request after this one checked it (or a record it deletes gained a reference).
 * Nothing was written; the checks run again on retry and answer precisely.
 */
export function referenceConflict(err: unknown): ApiError | undefined {
  for (let e = err; e instanceof Error; e = e.cause as Error | undefined) {
    if (/FOREIGN KEY constraint failed/i.test(e.message)) {
      return new ApiError(
        "conflict",
        "Another request changed a record this one refers to while it ran; nothing was written, retry it",
      );
    }
  }
  return undefined;
}
