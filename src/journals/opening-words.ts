// Opening balances said in words rather than listed ("Opening balances: we had 4.2m in
// zenith and owed the bank 2m", "Opening balance: we had 300k cash in hand as at
// 1/1/2026", "opening: we still owe access 1.5m on the car loan"): each clause written
// as the account and its sum, as the lists are read ("zenith 4.2m and Loans Payable 2m").
// Only in a prompt about the books' opening: "we had 4.2m in zenith" alone is no entry.
import { knownBankIn } from "../accounts/nuban";

const AMOUNT = String.raw`(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,]*(?:\.\d+)?(?:\s*[km]\b)?`;
/** Books brought forward: "opening balance", "b/f", "brought forward". */
const OPENING = /\bopening\b|\bb\/f(?:wd)?\b|\bbrought\s+forward\b/i;

/**
 * "we had 4.2m in zenith", "we had 300k cash in hand", "we held 1.1m of stock": what the
 * business held; in a list, the verb said once ("we had 300k cash in hand, 1.1m in zenith").
 */
const HELD = new RegExp(
  String.raw`(?:\b(?:(?:we|i)\s+)?(?:had|have|held|hold)\s+|(?<=(?:[,;:]|\band)\s+))(${AMOUNT})\s+(?:(?:in|at|with)\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)|(?:of\s+|worth\s+of\s+)?(cash(?:\s+(?:in|on|at)\s+hand)?|stock|inventory))(?=\s*[,.;]|\s+(?:and|as|at|on|dated|plus|while|but)\b|$)`,
  "gi",
);

/** "(we) (still) owed the bank 2m (on the loan)", "we owe access 1.5m on the car loan": a lender owed. */
const OWED_LENDER = new RegExp(
  String.raw`\b(?:(?:we|i)\s+)?(?:still\s+)?(?:owed|owe|were\s+owing)\s+(?:the\s+|our\s+)?([a-z][\w&'’.-]*(?:\s+bank)?)\s+(${AMOUNT})(?:\s+(?:on|for|under)\s+(?:the\s+|our\s+|a\s+)?(?:[\w-]+\s+){0,2}?loans?\b)?`,
  "gi",
);

/** The text with an opening's clauses said in words written as its accounts and sums. */
export function withOpeningSaid(text: string): string {
  if (!OPENING.test(text)) return text;
  return text
    .replace(HELD, (whole, amount: string, place: string | undefined, kind: string | undefined) => {
      const account = place ?? (/^cash/i.test(kind!) ? "Cash" : "Inventory");
      // (Only a place that holds money or stock: "we had 2m in sales" is no balance.)
      if (place && knownBankIn(place) === null && !/\b(?:bank|account|savings|current|cash|till)\b/i.test(place))
        return whole;
      return `${account} ${amount}`;
    })
    .replace(OWED_LENDER, (whole, lender: string, amount: string) =>
      /^(?:bank|lenders?)$/i.test(lender) || knownBankIn(lender) !== null || /\bloans?\b/i.test(whole)
        ? `Loans Payable ${amount}`
        : whole,
    );
}
