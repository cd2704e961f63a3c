// Matching an account named loosely in a prompt ("fuel", "product sales", "GTBank") to
// the chart: an exact name first, else the one account whose name and the phrase contain
// each other as whole words. No match, or several, is a 400 naming the field: the
// prompt must then name the account as it is in the chart.
import type { AccountRow, AccountSet } from "../db/queries/accounts";
import { ApiError } from "../lib/errors";

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();
const containsWords = (haystack: string, needle: string) =>
  needle.length > 0 && ` ${haystack} `.includes(` ${needle} `);

/** No account of the chart fits the phrase (as opposed to several fitting). */
export class NoAccountMatch extends ApiError {}

/** Against the business's chart as `loadChart` read it. */
export function matchAccount(
  accounts: AccountSet,
  phrase: string,
  field: string,
  allowed: (a: AccountRow) => boolean,
  what: string,
): AccountRow {
  const chart = accounts.rows.filter(allowed);
  const wanted = words(phrase);
  // (Or by its code: "Post to 6100".)
  const exact = chart.find(
    (a) =>
      a.nameKey === phrase.trim().toLowerCase() ||
      a.id === phrase.trim() ||
      (a.code !== null && a.code === phrase.trim()),
  );
  if (exact) return exact;
  // Names the phrase contains ("product sales" holds "Sales"): the longest wins, so
  // "office supplies" picks "Office Supplies" over "Supplies".
  const named = chart.filter((a) => containsWords(wanted, words(a.name))).sort((a, b) => b.name.length - a.name.length);
  if (named.length === 1 || (named.length > 1 && named[0]!.name.length > named[1]!.name.length)) return named[0]!;
  // Else names that contain the phrase ("fuel" in "Fuel and Oil"): only one may fit.
  const candidates = named.length ? named : chart.filter((a) => containsWords(words(a.name), wanted));
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    const message = `no ${what} account matches "${phrase}"; name one from the chart of accounts`;
    throw new NoAccountMatch("invalid_request", `${field}: ${message}`, [{ field, message }]);
  }
  const message = `"${phrase}" matches several ${what} accounts (${candidates.map((c) => c.name).join(", ")}); name one exactly`;
  throw new ApiError("invalid_request", `${field}: ${message}`, [{ field, message }]);
}

/** Exactly the account `reference` names (uuid, source_uuid or name) among the allowed; else a 400 naming the field. */
export function exactAccount(
  accounts: AccountSet,
  reference: string,
  field: string,
  allowed: (a: AccountRow) => boolean,
  what: string,
): AccountRow {
  const found = accounts.find(reference);
  if (found && allowed(found)) return found;
  const message = found
    ? `${found.name} is not ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what} account`
    : `no account "${reference}" in the chart of accounts (uuid, source_uuid or exact name)`;
  throw new NoAccountMatch("invalid_request", `${field}: ${message}`, [{ field, message }]);
}
