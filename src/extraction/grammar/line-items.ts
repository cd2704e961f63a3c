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
const LEADING = /^(?:\s*(?:please|invoice|bill|charge|for|to|with|from|of|includes?|including|items?:?)\b\s*)+/i;
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
  /^(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a dozen)\s*(?:x|×|\*)?\s+(.+?)\s+(?:at|@|for|costing|priced at)\s+(.+?)\s*$/i;
// quantity x thing @ price with no spaces around x ("2x Widget @ $10")
const COMPACT = /^(\d+(?:\.\d+)?)\s*(?:x|×)\s*(.+?)\s*(?:@|at)\s*(.+?)\s*$/i;
// a setup fee of 200 / website design for $1,500 / delivery: 50
const SINGLE = /^(?:(?:a|an|one|the)\s+)?(.+?)\s*(?:\s(?:of|for|at|costing|priced at|worth)\s|:\s*)(.+?)\s*$/i;
// the thing, then how many: sound engineering 6 hours @ 40,000 per hour
const DESCRIBED_THEN_COUNTED =
  /^([a-z][^\d@]*?)\s+(\d+(?:\.\d+)?)\s*(?:x\s+)?(?:hours?|hrs?|days?|weeks?|nights?|units?|pieces?|pcs|months?|sessions?)?\s*(?:at|@)\s*(.+?)\s*$/i;
// the price first: $250 for consulting / 300,000 naira for 2 days of training
const PRICE_FIRST = /^(.+?)\s+(?:for|of|on|in)\s+(?:the\s+)?(.+?)\s*$/i;

function describe(thing: string): string {
  // "hours of consulting" -> "consulting"; "reams of paper" -> "paper"
  const of =
    /^(?:hours?|hrs?|days?|weeks?|nights?|units?|pieces?|pcs|reams?|boxes?|bags?|cartons?|crates?|drums?|bales?|tins?|bottles?|plates?|sets?|rolls?|packs?|litres?|liters?|kg|kilos?|tons?|tonnes?|sessions?|months?|licen[cs]es?|seats?)\s+of\s+(.+)$/i.exec(
      thing,
    );
  return (of ? of[1]! : thing).replace(/\s+/g, " ").trim();
}

/** The amount that makes up the price text, allowing only "each"/"per ..." after it. */
function price(text: string) {
  const first = findAmounts(text)[0];
  if (!first || first.start > 4) return null;
  return /^\s*(?:each|apiece|a piece|per\s+\w+|an?\s+\w+|\/\s*\w+|only)?\s*$/i.test(text.slice(first.end))
    ? first
    : null;
}

// "Invoice Acme Ltd for 3 hours of ...": the item starts after the last "for" that is
// followed by a quantity.
const AFTER_FOR = /^.*\bfor\s+(?=(?:\d|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s))(.+)$/i;

export function findLineItems(text: string): FoundLineItem[] {
  const items: FoundLineItem[] = [];
  for (const raw of text.split(SEPARATORS)) {
    const segment = raw
      .replace(LEADING, "")
      .replace(/[.]\s*$/, "")
      .trim();
    if (!segment) continue;
    const tail = AFTER_FOR.exec(segment)?.[1];
    const quantified =
      COMPACT.exec(segment) ??
      WITH_QUANTITY.exec(segment) ??
      (tail ? (COMPACT.exec(tail) ?? WITH_QUANTITY.exec(tail)) : null);
    if (quantified) {
      const amount = price(quantified[3]!);
      const quantity = NUMBER_WORDS[quantified[1]!.toLowerCase().replace(/^a /, "")] ?? quantified[1]!;
      if (amount && !amount.value.startsWith("-")) {
        items.push({
          description: describe(quantified[2]!),
          quantity,
          unit_price: amount.value,
          currency: amount.currency,
        });
        continue;
      }
    }
    const described = DESCRIBED_THEN_COUNTED.exec(segment);
    if (described) {
      const amount = price(described[3]!);
      if (amount && !amount.value.startsWith("-")) {
        items.push({
          description: describe(described[1]!),
          quantity: described[2]!,
          unit_price: amount.value,
          currency: amount.currency,
        });
        continue;
      }
    }
    const single = SINGLE.exec(segment);
    if (single) {
      const amount = price(single[2]!);
      const description = single[1]!.trim();
      if (amount && !amount.value.startsWith("-") && /[a-z]/i.test(description) && !/^\d/.test(description)) {
        items.push({
          description: describe(description),
          quantity: "1",
          unit_price: amount.value,
          currency: amount.currency,
        });
        continue;
      }
    }
    const first = PRICE_FIRST.exec(segment);
    if (first) {
      const amount = price(first[1]!);
      const thing = first[2]!.trim();
      if (amount && !amount.value.startsWith("-") && /^[a-z]/i.test(thing) && findAmounts(thing).length === 0) {
        items.push({
          description: describe(thing),
          quantity: "1",
          unit_price: amount.value,
          currency: amount.currency,
        });
        continue;
      }
    }
    // the description, then the price: consulting 300,000 NGN / logo design - $400
    const amounts = findAmounts(segment);
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
        items.push({
          description: describe(counted[2]!),
          quantity: counted[1]!,
          unit_price: last.value,
          currency: last.currency,
        });
      } else if (/^[a-z]/i.test(thing)) {
        items.push({ description: describe(thing), quantity: "1", unit_price: last.value, currency: last.currency });
      }
    }
  }
  return items;
}
