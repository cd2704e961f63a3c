// Described journal entries for what the business buys and gets rid of: goods or
// equipment bought with money ("Bought stock worth 185k for cash, put it straight into
// inventory", "Purchased 2 ACs for 1.1m via Access - capitalise them as office
// equipment") and an asset scrapped once fully depreciated.
import { money, moneyOrMissing, PAID_FROM, type Pattern } from "./phrases";

/** What a thing bought is booked as, when the prompt says ("put it straight into inventory"). */
export const TOLD =
  /\b(?:put|record|book|post|capitali[sz]e|treat|add)\s+(?:it|them|this|these|those|(?:the|both|all)\s+[^,;]{1,60}?)?\s*(?:straight\s+|directly\s+)?(?:in(?:to)?|to|as|under)\s+(?:the\s+|our\s+)?([a-z][a-z &'’-]*?)(?=\s*[,.;!]|\s+(?:account|please|pls|on|dated|today|yesterday)\b|$)/i;

/** Goods bought to sell are stock, whatever word is used for them. */
export const GOODS = /^(?:stock|goods|goods\s+for\s+resale|trading\s+stock|inventory|merchandise|products)$/i;

/**
 * "The 385k printer sitting in Office Supplies should be capitalised - office eqpt": a thing
 * expensed that is an asset, out of the account it was booked to, into the asset account
 * the prompt names (else the thing, which the chart's words book).
 */
export const capitalisedFromExpense: Pattern = (t) => {
  if (!/\bcapitali[sz]/i.test(t)) return null;
  const booked =
    /\b(?:sitting|booked|posted|expensed|recorded|coded|charged|parked|lying)\s+(?:in|to|under|as)\s+(?:the\s+)?([a-z][a-z &'’-]*?)(?=\s+(?:should|must|needs?|but|by|in\s+error|wrongly|was|is|which|that)\b|\s*[,.;(]|\s+[–—-]\s|$)/i.exec(
      t,
    );
  if (!booked) return null;
  const as =
    /\bcapitali[sz](?:e|ed|ing)\b(?:\s+(?:it|them|this|these))?\s*(?:(?:as|to|under|into|in)\s+|[–—:-]\s*)(?:the\s+)?([a-z][a-z &'’-]*?)(?=\s*[,.;!]|\s+(?:pls|please|post|today|on|dated|account)\b|$)/i.exec(
      t,
    )?.[1];
  const thing =
    /^\W*(?:the\s+|our\s+|an?\s+)?(?:(?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*[km]?\s+)?([a-z][a-z &'’-]*?)\s*$/i.exec(
      t.slice(0, booked.index),
    )?.[1];
  const asset = (as ?? thing)?.trim();
  return asset ? { debit: asset, credit: booked[1]!.trim() } : null;
};

/** "capitalise them as office equipment": the asset account, paid from the money account named. */
export const capitalised: Pattern = (t) => {
  const m =
    /\bcapitali[sz](?:e|ed|ing)\b(?:\s+(?:it|them|this|these|those|(?:the|both|all)\s+[^,;]{1,60}?))?\s+(?:as|to|under|in(?:to)?)\s+(?:the\s+)?(.+?)(?=[,.;]|$)/i.exec(
      t,
    );
  return m ? { debit: m[1]!.trim(), credit: moneyOrMissing(t, PAID_FROM, "it was paid from") } : null;
};

/**
 * "Bought stock worth 185k for cash", "Purchased a generator for 2.3m from Zenith": what was
 * bought (or where the prompt books it) debited, the money account credited. Null when no
 * money account is named (bought on credit has patterns of its own).
 */
export const boughtWithMoney: Pattern = (t) => {
  const m =
    /\b(?:bought|purchased|buy|purchase)\s+(?:an?\s+|the\s+|some\s+|new\s+)*([a-z][a-z &'’-]*?)(?=\s+(?:worth|for|at|costing|of|from|via|through|with|using|out\s+of|on|in)\b|\s+(?:[₦$£€]|ngn\s*|n(?=\d))?\d|[,.;:(]|\s+[–—-]\s|$)/i.exec(
      t,
    );
  if (!m) return null;
  const from = money(t, PAID_FROM);
  if (!from) return null;
  const what = (TOLD.exec(t)?.[1] ?? m[1]!).trim();
  return { debit: GOODS.test(what) ? "Inventory" : what, credit: from };
};

/** Words that say an asset has nothing left on the books. */
const FULLY_WRITTEN_DOWN =
  /\b(?:fully\s+(?:depreciated|written\s+(?:down|off)|amorti[sz]ed)|(?:nil|zero|no)\s+(?:net\s+)?book\s+value|nbv\s+(?:of\s+)?(?:nil|zero|0))\b/i;

const DISPOSED =
  "scrap(?:ped|ping)?|dispos(?:e|ed|ing)\\s+of|junk(?:ed)?|retir(?:e|ed|ing)|wr(?:ite|ote|itten)[- ]?off|thr(?:ew|own|ow)\\s+away|derecogni[sz]e[ds]?";

/** Where an asset's name ends: a clause, its cost, a date. */
const NAME_END =
  "(?=\\s+[–—-]\\s|\\s*[,.;(]|\\s+(?:which|that|with|cost|costing|bought|purchased|at|of|worth|fully|as|on|dated|today|yesterday|now|already)\\b|$)";

/**
 * "Scrap the old photocopier - cost 420,000, fully written down already", "The old
 * generator (fully depreciated) was disposed of": its cost leaves both the asset and
 * its accumulated depreciation.
 */
export const scrappedWrittenDown: Pattern = (t) => {
  if (!FULLY_WRITTEN_DOWN.test(t)) return null;
  const object = new RegExp(
    // ("Scrapped 2 old desktops": a count before them.)
    `(?<!\\b(?:was|were|been|is|are|got)\\s+)\\b(?:${DISPOSED})\\s+(?:of\\s+)?(?:the\\s+|our\\s+|an?\\s+|this\\s+)?(?:\\d{1,3}\\s+)?(?:old\\s+)?(?:fully\\s+depreciated\\s+)?(?!${"(?:today|yesterday|now|on|last|this)\\b"})([a-z][a-z &'’-]*?)${NAME_END}`,
    "i",
  ).exec(t);
  const subject =
    /^(?:the\s+|our\s+|an?\s+)?(?:old\s+)?([a-z][a-z &'’-]*?)\s*(?:\([^)]*\))?\s*,?\s*(?:was|were|has\s+been|have\s+been|is|are|got)\s+(?:now\s+)?(?:scrapped|disposed\s+of|junked|retired|written[- ]off|thrown\s+away)\b/i.exec(
      t,
    );
  const asset = (object?.[1] ?? subject?.[1])?.trim();
  return asset && !/^(?:it|them|this|asset)$/i.test(asset)
    ? { debit: "Accumulated Depreciation", credit: asset }
    : null;
};
