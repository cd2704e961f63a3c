// Line items in prompts: "3 hours of consulting at 150 USD each", "12 reams of paper at
// 4,500 NGN", "2 x Widget @ $10", "a setup fee of 200", "website design for $1,500",
// "$250 for consulting", "consulting 300,000 NGN". Quantities and prices come back as
// exact decimal strings.
import { findAmounts } from "./amounts";

export interface FoundLineItem {
  description: string;
  quantity: string;
  unit_price: string;
  currency: string | null;
}

// Commas inside numbers ("4,500") do not split items; commas before words do. "and" and
// "plus" split before a quantity too ("... at 46,000 each and 3 cartons of oil ...");
// the article after them stays with the item ("and an installation fee").
const SEPARATORS = /,\s*(?=\D)|;|\n|\s+(?:and|plus)\s+|\s+&\s+/i;
const LEADING =
  /^(?:\s*(?:[-•*–]\s*|(?:please|invoice|bill|charge|for|to|with|from|of|includes?|including|items?:?)\b\s*))+/i;
const NUMBER_WORDS: Record<string, string> = {
  a: "1",
  an: "1",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
  dozen: "12",
};

// quantity, then the thing, then at/@/each price
const WITH_QUANTITY =
  /^(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a dozen)\s*(?:x|×|\*)?\s+(.+?)\s+(?:at|@|x|×|for|costing|priced at)\s+(.+?)\s*$/i;
// how many times what price, then the thing: 25 x 4,000 for vaccine vials
const COUNT_TIMES_PRICE = /^(\d+(?:\.\d+)?)\s*(?:x|×)\s*([^a-z]*\d[^a-z]*?)\s+(?:for|of)\s+(.+?)\s*$/i;
// quantity x thing @ price with no spaces around x ("2x Widget @ $10")
const COMPACT = /^(\d+(?:\.\d+)?)\s*(?:x|×)\s*(.+?)\s*(?:@|at)\s*(.+?)\s*$/i;
// a setup fee of 200 / website design for $1,500 / delivery: 50
const SINGLE = /^(?:(?:a|an|one|the)\s+)?(.+?)\s*(?:\s(?:of|for|at|costing|priced at|worth)\s|:\s*)(.+?)\s*$/i;
// the thing, then how many: sound engineering 6 hours @ 40,000 per hour
const DESCRIBED_THEN_COUNTED =
  /^([a-z][^\d@]*?)\s+(\d+(?:\.\d+)?)\s*(?:x\s+)?(?:hours?|hrs?|days?|weeks?|nights?|units?|pieces?|pcs|months?|sessions?)?\s*(?:at|@)\s*(.+?)\s*$/i;
// the price first: $250 for consulting / 300,000 naira for 2 days of training
const PRICE_FIRST = /^(.+?)\s+(?:for|of|on|in)\s+(?:the\s+)?(.+?)\s*$/i;

const UNIT = String.raw`(?:hours?|hrs?|days?|weeks?|nights?|units?|pieces?|pcs|reams?|boxes?|bags?|cartons?|crates?|drums?|bales?|tins?|bottles?|plates?|sets?|rolls?|packs?|litres?|liters?|kg|kilos?|tons?|tonnes?|sessions?|months?|licen[cs]es?|seats?)`;
/** A description that is only a unit ("hours"): the thing was named elsewhere. */
const ONLY_UNIT = new RegExp(String.raw`^${UNIT}$`, "i");

function describe(thing: string): string {
  // "hours of consulting" -> "consulting"; "reams of paper" -> "paper"; "hrs consulting" ->
  // "consulting"; "a software licence" -> "software licence"; "consultancy:" -> "consultancy".
  const bare = thing
    .replace(/^(?:(?:a|an|the)\s+)/i, "")
    .replace(/[\s:;,.\-–—]+$/, "")
    .trim();
  const of = new RegExp(String.raw`^${UNIT}\s+of\s+(.+)$`, "i").exec(bare);
  const unitFirst = /^(?:hours?|hrs?)\s+([a-z].*)$/i.exec(bare);
  return (of?.[1] ?? unitFirst?.[1] ?? bare).replace(/\s+/g, " ").trim();
}

/** The amount that makes up the price text, allowing only "each"/"per ..." after it. */
function price(text: string) {
  const first = findAmounts(text)[0];
  if (!first || first.start > 4) return null;
  // After the price only "each", "per litre", "/hour", "a bag", and what it is for.
  return /^\s*(?:each|apiece|a piece|per\s+\w+|an?\s+\w+|\/\s*\w+|only)?\s*(?:\bfor\s+(?:the\s+|our\s+)?[a-z][^\d]*)?$/i.test(
    text.slice(first.end),
  )
    ? first
    : null;
}

// "Invoice Acme Ltd for 3 hours of ...": the item starts after the last "for" that is
// followed by a quantity.
const AFTER_FOR = /^.*\bfor\s+(?=(?:\d|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s))(.+)$/i;

/** The item one segment of a list describes, if it has a price. */
function parseSegment(raw: string): FoundLineItem | null {
  const segment = raw
    .replace(LEADING, "")
    .replace(/[.]\s*$/, "")
    .trim();
  if (!segment) return null;
  const timesPrice = COUNT_TIMES_PRICE.exec(segment);
  if (timesPrice) {
    const amount = price(timesPrice[2]!);
    if (amount && !amount.value.startsWith("-")) {
      return {
        description: describe(timesPrice[3]!),
        quantity: timesPrice[1]!,
        unit_price: amount.value,
        currency: amount.currency,
      };
    }
  }
  const tail = AFTER_FOR.exec(segment)?.[1];
  const quantified =
    COMPACT.exec(segment) ??
    WITH_QUANTITY.exec(segment) ??
    (tail ? (COMPACT.exec(tail) ?? WITH_QUANTITY.exec(tail)) : null);
  if (quantified) {
    const amount = price(quantified[3]!);
    const quantity = NUMBER_WORDS[quantified[1]!.toLowerCase().replace(/^a /, "")] ?? quantified[1]!;
    if (amount && !amount.value.startsWith("-")) {
      return {
        description: describe(quantified[2]!),
        quantity,
        unit_price: amount.value,
        currency: amount.currency,
      };
    }
  }
  const described = DESCRIBED_THEN_COUNTED.exec(segment);
  if (described) {
    const amount = price(described[3]!);
    if (amount && !amount.value.startsWith("-")) {
      return {
        description: describe(described[1]!),
        quantity: described[2]!,
        unit_price: amount.value,
        currency: amount.currency,
      };
    }
  }
  const single = SINGLE.exec(segment);
  if (single) {
    const amount = price(single[2]!);
    const description = single[1]!.trim();
    if (amount && !amount.value.startsWith("-") && /[a-z]/i.test(description) && !/^\d/.test(description)) {
      return {
        description: describe(description),
        quantity: "1",
        unit_price: amount.value,
        currency: amount.currency,
      };
    }
  }
  const first = PRICE_FIRST.exec(segment);
  if (first) {
    const amount = price(first[1]!);
    const thing = first[2]!.trim();
    if (amount && !amount.value.startsWith("-") && /^[a-z]/i.test(thing) && findAmounts(thing).length === 0) {
      return {
        description: describe(thing),
        quantity: "1",
        unit_price: amount.value,
        currency: amount.currency,
      };
    }
  }
  // the description, then the price: consulting 300,000 NGN / logo design - $400
  // A bare count at the start ("24 tins of paint 6,500 each") is no price.
  const amounts = findAmounts(segment).filter(
    (a, i) => !(i === 0 && a.start === 0 && !a.currency && /^\s+[a-z]/i.test(segment.slice(a.end))),
  );
  const last = amounts.at(-1);
  if (
    last &&
    amounts.length === 1 &&
    !last.value.startsWith("-") &&
    /^\s*(?:each|only)?\s*$/i.test(segment.slice(last.end))
  ) {
    const thing = segment
      .slice(0, last.start)
      .replace(/\s*(?:[-:–—=]|\bat|\bof|\bfor|\bcosting|\bworth)\s*$/i, "")
      .replace(/^(?:(?:a|an|one|the)\s+)/i, "")
      .trim();
    // "1 tonne of maize 480,000": a quantity before the thing is its quantity.
    const counted = /^(\d+(?:\.\d+)?)\s+([a-z].*)$/i.exec(thing);
    if (counted) {
      return {
        description: describe(counted[2]!),
        quantity: counted[1]!,
        unit_price: last.value,
        currency: last.currency,
      };
    } else if (/^[a-z]/i.test(thing)) {
      return { description: describe(thing), quantity: "1", unit_price: last.value, currency: last.currency };
    }
  }
  return null;
}

export function findLineItems(text: string): FoundLineItem[] {
  const segments = text.split(SEPARATORS).map((s) => s.trim());
  const items: FoundLineItem[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (!segment) continue;
    const item = parseSegment(segment);
    const next = segments[i + 1];
    if (!item) {
      // A list split in the middle of one item: "10 hours of consulting, $200 per hour",
      // "consulting, 12.5 hours @ 20,000".
      // Never a count of one thing with the price of another ("600 bags of cement,
      // transport 50,000"): only a thing with no numbers, or a price with no thing.
      const joinable =
        next !== undefined &&
        (findAmounts(segment).length === 0 || /^[^a-z]*\d[^a-z]*(?:each|per\s+\w+|\/\s*\w+)?\s*$/i.test(next));
      const joined = joinable ? (parseSegment(`${segment} ${next}`) ?? parseSegment(`${segment} at ${next}`)) : null;
      if (joined) {
        items.push(ONLY_UNIT.test(joined.description) ? { ...joined, description: describe(segment) } : joined);
        i++;
        continue;
      }
      const following = next ? parseSegment(next) : null;
      if (following && ONLY_UNIT.test(following.description) && findAmounts(segment).length === 0) {
        items.push({ ...following, description: describe(segment.replace(LEADING, "")) });
        i++;
      }
      continue;
    }
    items.push(item);
  }
  return items;
}
