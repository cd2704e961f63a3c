// Line items in prompts: "3 hours of consulting at 150 USD each", "12 reams of paper at
// 4,500 NGN", "2 x Widget @ $10", "a setup fee of 200", "website design for $1,500",
// "$250 for consulting", "consulting 300,000 NGN". Quantities and prices come back as
// exact decimal strings.
import { findAmounts, SUM, writtenAsMoney } from "./amounts";
import { DISCOUNT_MARK } from "./discounts";

export interface FoundLineItem {
  description: string;
  quantity: string;
  unit_price: string;
  currency: string | null;
  /** The tax this item alone was given ("… each (VAT 7.5%)", "… (no VAT)"), as marked by `markItemTax`. */
  tax_rate?: string;
  /** The discount written beside this item, as marked by `markDiscounts` (grammar/discounts.ts). */
  discountMark?: string;
}

/**
 * A tax note on one item ("65,000 each (VAT 7.5%)", "80,000 (no VAT on the labour)",
 * "(zero-rated)") becomes a marker the item reader takes with that item, so the rate is
 * the item's own and not the document's.
 */
const ITEM_TAX_NOTE =
  /\(\s*(?:(?:\+|plus|with|incl\.?|add)\s*)?(?:(?:vat|tax)\s*(?:@|at|of)?\s*(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s*(?:vat|tax))\s*\)|\(\s*(?:no\s+(?:vat|tax)|(?:vat|tax)[- ]?(?:exempt|free)|exempt|zero[- ]rated|0\s*%\s*(?:vat|tax)|without\s+(?:vat|tax))\b[^)]*\)/gi;
const ITEM_TAX_MARK = /\s*⟨tax ([\d.]+|std|exempt|zero)⟩/;
/** "(VATable)", "(+ VAT)": the item is taxed at the document's (or the country's standard) rate. */
const ITEM_TAXED_NOTE = /\(\s*(?:vat[- ]?able|taxable|(?:\+|plus|with|add)\s*vat|vat\s+applies)\s*\)/gi;
export const markItemTax = (text: string) =>
  text
    // ("(VAT exempt)" and "(zero-rated)" are both 0%, told apart by the tax code they name.)
    .replace(ITEM_TAX_NOTE, (note: string, a?: string, b?: string) => {
      const kind = /exempt/i.test(note) ? "exempt" : /zero[- ]rated/i.test(note) ? "zero" : "0";
      return ` ⟨tax ${a ?? b ?? kind}⟩`;
    })
    .replace(ITEM_TAXED_NOTE, " ⟨tax std⟩");
export const withoutItemTax = (text: string) => text.replace(new RegExp(ITEM_TAX_MARK.source, "g"), " ");

// Commas inside numbers ("4,500") do not split items; commas before words do. "and" and
// "plus" split before a quantity too ("... at 46,000 each and 3 cartons of oil ...");
// the article after them stays with the item ("and an installation fee"); so does "also",
// which joins a dictated list ("… at 9,200 each also 50 tons of sand at 3,500 per ton").
// ("support & maintenance" is one thing: "&" splits only before a count or an article.)
// ("₦ 84,000.00 -- chinedu okafor -- 3 days …": a double dash parts phrases; so does a full
// stop before a request in small letters, "… @ 28,000/day. send him an invoice".)
// ("14 x consultation @15,000 / 14 x FBC @ 6,500": a spaced slash before a count parts items.)
// ("labour 25k & parts 47,500", "3 days tiling @ 35k/day & materials 48,500": "&" after a
// price parts items; "10 cartons peak milk 27,500 - 10 cartons milo 31,000": so does a
// spaced dash between a price and the next count.)
const SEPARATORS =
  /,\s*(?=\D)|;|\n|\s\|\s|\s-{2,}\s|(?<=\d[km]?(?:\s*(?:\/|per\s+)\s*[a-z]+|\s+(?:each|ea))?)\s+&\s+(?=[a-z])|(?<=\d[km]?)\s[-–—]\s(?=\d[\d,]*\s*(?!x\b)[a-z])|\.\s+(?=(?:send|please|pls|kindly|due|net|payable|terms)\b)|\?\s+(?=[A-Z])|\s\(?\d{1,2}\)\s+(?=[a-z\d])|\.\s+(?=[A-Z\d])|\s+(?:and|plus|also)\s+|\s+\+\s+|\s+&\s+(?=\d|an?\s)|\s\/\s(?=\d{1,4}\s*[x×]?\s*[a-z])/i;
// (A verb of the sale opening a segment, "Sold 6 solar inverters …", is no part of the thing.)
// ("1) False ceiling work - ₦3.2 lakh", "2. Electrical fittings": a list's number is no count;
// "To our professional charges in connection with the audit … £6,000.00": a fee note's line;
// "total bill ₦1,075,000 … for 50 bags": the bill's own word, its sum after it.)
const LEADING =
  /^(?:\s*(?:[-•*–—:]\s*|to\s+(?:our|my)\s+(?=(?:[a-z-]+\s+){0,2}(?:charges?|fees?|services|work|costs?)\b)|\(?\d{1,2}\)\s*(?=[a-z])|\d{1,2}\.\s+(?=[a-z])|(?:sold|supplied|delivered)\s+(?=\d)|(?:a|an|the|this|their|our|(?:the\s+)?total)\s+(?:bill|invoice)\b\s*|(?:add|create|record|enter|raise|post|log|book)\s+(?:(?:a|an|the|new)\s+)*(?:bill|invoice|purchase|sale)s?\b\s*|(?:please|invoice|bill|charge|for|to|with|from|of|and|plus|also|includes?|including|items?:?)\b\s*))+/i;
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
  /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|a dozen|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(?:x|×|\*)?\s+(.+?)\s+(?:(?:at|x|×|for|costing|priced at)\s+|@\s*)(.+?)\s*$/i;
// the same, the price after the last word that leads to one: 1,000 calendars for customers @ ₦1,850
const WITH_QUANTITY_LAST =
  /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:x|×|\*)?\s+(.+)\s+(?:(?:at|x|×|for|costing|priced at)\s+|@\s*)(.+?)\s*$/i;
// how many times what price, then the thing: 25 x 4,000 for vaccine vials / 3 x 4,500 phone cases
const COUNT_TIMES_PRICE =
  /^(\d+(?:\.\d+)?)\s*(?:x|×)\s*([^a-z]*\d[^a-z]*?)\s+(?:(?:for|of)\s+(.+?)|([a-z][^\d@]*?))\s*$/i;
// how many, each at what price, of what: 10 units each 2,000 of LED bulbs
const EACH_PRICE_OF = new RegExp(
  String.raw`^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+(?:${"(?:units?|pieces?|pcs)"}\s+)?(?:each|@|at)\s+(\S*\d[\d,.]*\s*(?:k|m)?)\s+of\s+([a-z].*?)\s*$`,
  "i",
);
// quantity x thing @ price with no spaces around x ("2x Widget @ $10")
// ("2 x installation €3,000": no "at" inside a word.)
const COMPACT = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:x|×)\s*(.+?)\s*(?:@|\bat\b)\s*(.+?)\s*$/i;
// a setup fee of 200 / website design for $1,500 / delivery: 50
const SINGLE = /^(?:(?:a|an|one|the)\s+)?(.+?)\s*(?:\s(?:of|for|at|costing|priced at|worth)\s|:\s*)(.+?)\s*$/i;
// the price first: $250 for consulting / 300,000 naira for 2 days of training
const PRICE_FIRST = /^(.+?)\s+(?:for|of|on|in)\s+(?:the\s+)?(.+?)\s*$/i;

// (Short forms too: "25 ctns", "800 L", "10 pkts".)
const UNIT = String.raw`(?:hours?|hrs?|days?|weeks?|nights?|units?|pieces?|pcs|reams?|boxes?|bags?|cartons?|ctns?|crates?|drums?|bales?|tins?|bottles?|plates?|sets?|rolls?|packs?|packets?|pkts?|pairs?|bundles?|sachets?|cylinders?|gallons?|litres?|liters?|ltrs?|l(?![a-z])|kgs?|kilos?|tons?|tonnes?|sessions?|months?|licen[cs]es?|seats?|users?|words?|pages?|dozens?)`;
// how many units at what price, then what for: 4 nights @ 70k staff accommodation for the conference
const UNITS_AT_PRICE_OF = new RegExp(
  String.raw`^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+${UNIT}\s*(?:@|at)\s*(\S*\d[\d,.]*\s*(?:k|m)?)\s+(?:(?:of|for)\s+)?(?!(?:each|ea|apiece|per|an?|only)\b)([a-z].*?)\s*$`,
  "i",
);
// the thing, then how many: sound engineering 6 hours @ 40,000 per hour / paper 10 reams @ 4.5k
// / Port clearing – 1 x 420,000
const DESCRIBED_THEN_COUNTED = new RegExp(
  // ("A4 paper 20x 4,700": a digit written onto a word is part of the name; so is a model
  // number, "Toner 85A 4 x 41,000".)
  String.raw`^([a-z](?:[^\d@]|(?<=[a-z])\d|(?<=\s)\d+[a-z]+(?=\s))*?)\s+(\d+(?:\.\d+)?)\s*(?:x\s+)?(?:${UNIT})?\s*(?:at|@|x(?=\s*\S*\d)|×)\s*(.+?)\s*$`,
  "i",
);
// the price of one period, then how many: retainer ₦500k/month for 3 months, maintenance 150k/month x 3 months
const PRICE_PER_THEN_COUNT =
  /^([a-z][^\d]*?)(?:\s+(?:of|at)|\s*[:,-])?\s+(\S*\d[\d,.]*\s*(?:k|m)?)\s*(?:\/\s*|per\s+|a\s+)(\w+)\s*(?:for\s+|[x×]\s*)(\d+(?:\.\d+)?)\s+\3s?\s*$/i;
// how many units, what of, then the price of one unit with no "at": 2 nights 58k per night for our
// sales rep / 3 days tiling 35k/day / 8 hrs consultation, 55,000 per hour
const UNITS_THEN_RATE = new RegExp(
  String.raw`^(\d+(?:\.\d+)?)\s+(${UNIT})\s+(?:of\s+)?((?:(?!\b(?:at|for|x|costing|priced|worth)\b)[a-z])(?:(?!\b(?:at|for|x|costing|priced|worth)\b)[^\d@])*?)?[\s,:;–—-]*((?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*(?:k|m)?)\s*(?:per|a|an|\/|each)\s*(${UNIT})\b\s*(.*?)\s*$`,
  "i",
);
// the thing, its price written as money, times how many units: monthly bookkeeping 250k x 3 months (Jan-Mar)
const PRICE_TIMES_UNITS = new RegExp(
  String.raw`^([a-z][^\d]*?)\s+(${SUM})\s*[x×]\s*(\d+(?:\.\d+)?)\s+${UNIT}(?:\s*\([^()\d]*\))?\s*$`,
  "i",
);
/** "2025 audit", "2026 annual dues": a year that names a period is part of the description, no count. */
const YEAR_LABEL =
  /^(?:the\s+|our\s+)?(?:19|20)\d{2}\s+(?:(?:annual|financial|fiscal|statutory|year[- ]end)\s+)?(?:audit|accounts?|tax|returns?|statements?|subscriptions?|renewals?|licen[cs]es?|insurance|rent|dues|membership|levy|budget|agm|conference|edition|calendars?|diar(?:y|ies)|season|fees?|retainer|valuation|review|filing|report)\b/i;

/**
 * The digits of a period an item names ("office rent for Apr-Jun 2026", "the FY2025
 * audit", "Jan 2026 retainer"), of a rating or size inside its description ("1.5HP",
 * "500ml", "(25kg)") are written as full-width digits, which no amount reader takes for
 * a count or a price; `unshielded` writes them back in the description.
 */
const SPEC =
  /(?<=[a-z]\s|[x×]\s)\d+(?:\.\d+)?(?:hp|kva|kw|w|v|ah|mah|gb|tb|mb|ml|cl|mm|cm|inch(?:es)?|["”])(?=[\s,;.)]|$)/gi;
const PERIOD =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?(?:\s*[-–—/]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?)?\s+(?:19|20)\d{2}|fy\s*'?(?:19|20)?\d{2}(?:\s*[/-]\s*\d{2,4})?|(?:19|20)\d{2}\s*[/-]\s*\d{2}(?!\d)|[qh][1-4](?:\s+(?:19|20)\d{2})?|(?:milestone|phase|stage|lot|batch|round|sprint|instal+ment|tranche|week|wk)\s+\d{1,2})\b/gi;
/** Units a thing's size is measured in ("50kg", "25 litres"), as against a count of its packs. */
const MEASURE = String.raw`(?:kgs?|g|grams?|l|ltrs?|litres?|liters?|ml|cl|tonnes?|tons?|lbs?)`;
/** A segment that is only the size of each thing counted before it ("50kg each", "(25 litres each)"). */
const SIZE_OF_EACH = new RegExp(String.raw`^\(?\d+(?:\.\d+)?\s?${MEASURE}\s+each\)?$`, "i");
/**
 * "3 bags sorghum 50kg 36,500 each": after a count and its thing, a measure before the
 * price is the size of each, no second count. (Without a count first, "diesel 200 litres @
 * 850" counts the litres.)
 */
const SIZE_AFTER_COUNT = new RegExp(
  String.raw`(?<=(?:^|[\n,;:]|\band)[^\S\n]*\d[\d,]*[^\S\n]+[a-z][^\d\n,;:@]*?[^\S\n])\d+(?:\.\d+)?[^\S\n]?${MEASURE}\b(?=[^\S\n]+\S*\d)`,
  "gi",
);
/** A room or unit the work was done in ("the water heater in surgery 2", "at flat 3B"): part of the description. */
const PLACE_NUMBER =
  /(?<=\b(?:in|at|of|for)\s+(?:the\s+)?(?:surgery|room|rm|unit|flat|apt|apartment|block|floor|ward|bay|suite|classroom|studio|theatre|level|building)\s+)\d{1,3}[a-z]?\b(?=[^\S\n]*(?:$|[,.;)\n]|(?:and|for|on|in|at|with|to|from)\b))/gim;
/** A length each piece is cut to ("20 x 3m lengths of copper pipe"): no sum in millions, no count. */
const LENGTH_OF_EACH =
  /(?<=[x×][^\S\n]*|\d[^\S\n]+)\d+(?:\.\d+)?[^\S\n]?(?:m|metres?|meters?|ft|feet|foot)(?=[^\S\n]+(?:lengths?|long|rolls?|coils?|sheets?|pieces?|boards?)\b)/gi;
/** The US tax form a worker is paid under ("Dana Kim (1099 photographer)", "1099 contractor"): no count or sum. */
const TAX_FORM = /\b1099(?:-nec|-misc)?(?=[\s-]+[a-z]+(?:er|or|ist|ant)\b)/gi;
const toWide = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
export const shielded = (text: string) =>
  text
    .replace(PERIOD, (period) => toWide(period))
    .replace(SPEC, (spec) => toWide(spec))
    .replace(SIZE_AFTER_COUNT, (size) => toWide(size))
    .replace(PLACE_NUMBER, (place) => toWide(place))
    .replace(LENGTH_OF_EACH, (length) => toWide(length))
    .replace(TAX_FORM, (form) => toWide(form))
    // "10 x 25kg flour": a measure right after the count's "x" is the size of each.
    .replace(
      new RegExp(String.raw`(?<=\d[^\S\n]*[x×][^\S\n]*)\d+(?:\.\d+)?${MEASURE}\b(?=[^\S\n]+[a-z])`, "gi"),
      (size) => toWide(size),
    )
    // A size in brackets after a thing ("Poultry feed (25kg) x 40", "palm oil (25 litres)") is no count.
    .replace(new RegExp(String.raw`(?<=[a-z]\s?)\((\d+(?:\.\d+)?\s?(?:[a-z]{1,5}|${MEASURE}))\)`, "gi"), (size) =>
      toWide(size),
    );
export const unshielded = (text: string) => text.replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10));

/** A count of units inside a phrase ("120 bags of sorghum"): an item's count, no model number. */
const COUNTED_UNITS = new RegExp(String.raw`\b\d+(?:\.\d+)?\s+(?:${UNIT}|of)\b`, "i");

/** A charge no one counts: an amount before it is its price ("plus 5,000 transport"). */
// ("35k labour and 18,500 materials": a job's materials or parts, bought as one lot.)
const FEE_WORD =
  /^(?:transport(?:ation)?|delivery|logistics|installation|labou?r|haulage|freight|shipping|carriage|handling|set-?up|workmanship|loading|offloading|service\s+charge|call-?out(?:\s+fee)?|materials|(?:spare\s+)?parts|spares|consumables)\b/i;

/** Words that tell of people, not goods ("they say our balance with them is 2.3m"): no item. */
// ("IT support services ₦275,000": "IT" in capitals is information technology, no pronoun.)
const NARRATIVE = {
  test: (text: string) => /^(?:they|we|he|she|i|you|it|our|their|his|her|my|your)\b/i.test(text) && !/^IT\b/.test(text),
};
/** "our old weighing scale 85k": a thing of someone's, named in a few words and priced, is an item. */
const OWN_THING =
  /^(?:our|their|his|her|my)\s+(?!(?:balance|bal|account|acct|debt|money|outstanding|arrears|total|payments?|deposit|advance|credit|loan|change|bill|invoice|share|part|side)\b)[a-z]+(?:\s+[a-z]+){0,7}$/i;
/** A description that is only a unit ("hours"): the thing was named elsewhere. */
const ONLY_UNIT = new RegExp(String.raw`^${UNIT}$`, "i");

function describe(thing: string): string {
  // "hours of consulting" -> "consulting"; "reams of paper" -> "paper"; "hrs consulting" ->
  // "consulting"; "a software licence" -> "software licence"; "consultancy:" -> "consultancy".
  const bare = thing
    .replace(/^(?:(?:a|an|the)\s+)/i, "")
    .replace(/[\s:;,.\-–—]+$/, "")
    // ("a training workshop; the total fee is ₦860,000": what the sum is called is no part of the item.)
    .replace(
      /[\s;,]+(?:the\s+)?(?:total\s+)?(?:fee|cost|price|charge|amount|sum)\s+(?:is|was|will\s+be|comes\s+to)$/i,
      "",
    )
    // ("Poultry feed (25kg) x 40", "10 x 25kg flour": the "x" that led to or from the count.)
    .replace(/\s+[x×]$|^[x×]\s+/i, "")
    // ("took 12 chairs from us at …": who gave or took it is no part of the item.)
    .replace(/\s+(?:from|to|for)\s+(?:us|me|them|him|her)$/i, "")
    // ("the 2 used generators we sold them": the sale's story is no part of the item.)
    .replace(/\s+(?:we|i|they)\s+(?:sold|supplied|delivered|gave|bought|sent)(?:\s+(?:them|him|her|us|you))?$/i, "")
    .trim();
  // ("2 days' brand workshop": the unit's apostrophe too.)
  const of = new RegExp(String.raw`^${UNIT}['’]?\s+of\s+(.+)$`, "i").exec(bare);
  const unitFirst = new RegExp(String.raw`^${UNIT}['’]?\s+([a-z].*)$`, "i").exec(bare);
  return (of?.[1] ?? unitFirst?.[1] ?? bare).replace(/\s+/g, " ").trim();
}

/** Words after a price that tell where the goods went or what was done ("… went to Bolanle Stores", "… fitted on the 9th"). */
// ("2 desks at 120,000 at full price": no discount on those, said so.)
// ("30 crates of eggs @ 3,100 we bought from them for resale": how the business came by them.)
const STORY_AFTER_PRICE =
  "delivered|supplied|went|came|together|along|fitted|installed|done|completed|finished|at\\s+(?:the\\s+)?full\\s+(?:price|rate)|no\\s+discount|(?:we|i)\\s+(?:bought|purchased|ordered|got|took|collected)";
/** What may follow a segment's one price (a spaced dash's clause, the story, closing marks). */
// ("at 27 500 naira the piece", "75.000,00 naira by unit", "at 112.500,00 naira each one": the
// French and Portuguese ways of saying "each"; never "the lot", a total.)
const EACH_SAID_ABROAD = String.raw`each\s+one|(?:the|by(?:\s+the)?)\s+(?!(?:lot|lots|total|whole|all|batch)\b)[a-z]+`;
// ("2 tickets lagos-abuja 152,000 each for the audit team": after a price each, whom or what
// it is for; never "for the lot", a total.)
const AFTER_LAST_PRICE = new RegExp(
  String.raw`^\s*(?:(?:each|ea\b\.?|apiece|per\s+[\w-]+)\s+for\s+(?!(?:the\s+)?(?:lot|lots|whole|all|everything|both|them)\b)[a-z]\D*|(?:${EACH_SAID_ABROAD}|each|ea\b\.?|only|flat|apiece|per\s+[\w-]+|an?\s+(?!\d)\w+|\/\s*[\w-]+)?\s*(?:\s[–—-]\s\D*|\b(?:${STORY_AFTER_PRICE})\b\D*)?)[\s."'”’?!]*$`,
  "i",
);
/** What may follow a price: "each", "per litre", "/hour", "a bag", what it is for, and words that tell the story. */
// ("2,000 litres of diesel @ ₦1,120 — stock for resale at our depot": a spaced dash's clause says what it is for;
// "nine pupils @ ₦195,000 tuition for the term": so does a word for the price before "for".)
const PRICE_TAIL = new RegExp(
  String.raw`^\s*(?:${EACH_SAID_ABROAD}|each|ea\b\.?|apiece|a piece|per\s+[\w-]+|an?\s+\w+|\/\s*[\w-]+|only)?\s*(?:(?:[a-z]+\s+)?\bfor\s+(?:the\s+|our\s+)?[a-z][^\d]*|\b(?:to|with|from|in|by|sold|bought|${STORY_AFTER_PRICE})\b[^\d]*|\s[–—-]\s[^\d]*)?$`,
  "i",
);

/** The amount that makes up the price text, allowing only "each"/"per ..." after it. */
function price(text: string) {
  const first = findAmounts(text)[0];
  if (!first || first.start > 4) return null;
  // After the price only "each", "per litre", "/hour", "a bag", what it is for, and words
  // that tell the story rather than the item ("... each to Bolanle Stores", "... with
  // their bill"), none with a number in it.
  return PRICE_TAIL.test(text.slice(first.end)) ? first : null;
}

/** The item, when `priceText` holds a positive price. */
function priced(thing: string, quantity: string, priceText: string): FoundLineItem | null {
  const amount = price(priceText);
  return amount && !amount.value.startsWith("-")
    ? { description: describe(thing), quantity, unit_price: amount.value, currency: amount.currency }
    : null;
}

// "Invoice Acme Ltd for 3 hours of ...": the item starts after the last "for" that is
// followed by a quantity.
const AFTER_FOR = /^.*\bfor\s+(?=(?:\d|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s))(.+)$/i;

/** Where an item may start inside a sentence: at a count followed by a word. */
const COUNT_START =
  /(?:^|\s)(?=(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a|an)\s+[a-z])/gi;

/**
 * "installation of 2 split ACs at 45k each", "servicing of 3 generators": the work done on
 * the things counted heads their description (so it is booked as the work, not the goods).
 */
const WORK = String.raw`(?!total\b)[a-z]+(?:tion|sion|ing|ance|ence|ment|al|age)|repairs?|hire|service`;
const WORK_OF = new RegExp(String.raw`\b(${WORK})\s+of\s*$`, "i");

/** What an item is: the work it names ("installation" of "installation of solar pumps"), else the whole description. */
export const itemHead = (description: string) =>
  new RegExp(String.raw`^(${WORK})\s+of\s`, "i").exec(description)?.[1] ?? description;

/** "… each (5 units)", "… per unit (x 12)": a count in brackets after a price each (never a size: "(50kg)"). */
const COUNT_AFTER_EACH =
  /(?<=\b(?:each|ea|apiece|per\s+(?:unit|piece|item))\.?)\s*\(\s*(?:x\s*)?(\d{1,3}(?:,\d{3})*|\d+)\s*(?:units?|pieces?|pcs|nos?\.?|items?|sets?|bags?|cartons?|boxes?|packs?|bottles?|drums?|rolls?|reams?|crates?|sessions?|days?|hours?|hrs?|nights?)?\s*\)\s*$/i;

const MAX_SEGMENT = 600;

/**
 * The item one segment describes, if it has a price; else the item that starts at a
 * count inside it, after words that tell the story ("we sold 3 crates of eggs at 4,000
 * each", "Kano Grains delivered 40 bags of garri at 18,000").
 */
function parseSegment(written: string): FoundLineItem | null {
  // (No one line of a document runs past a page's paragraph: a longer run of text with no
  // mark parting it is read as no item, so its cost stays bounded; the patterns below
  // backtrack over the whole segment, and a 10,000-character prompt took seconds.)
  if (written.length > MAX_SEGMENT) return null;
  const raw = written.replace(/\s+/g, " ");
  // "Installation of the air conditioners @ ₦25,000.00 each (5 units)": the count in
  // brackets after a price each is how many; only a thing priced once, uncounted.
  // (Read in plain digits: shielded wrote a bracketed "(5 units)" wide, as a size.)
  const counted = COUNT_AFTER_EACH.exec(unshielded(raw));
  const once = counted ? parseItem(raw.slice(0, counted.index)) : null;
  if (counted && once && once.quantity === "1") return { ...once, quantity: counted[1]!.replace(/,/g, "") };
  const whole = parseItem(raw);
  if (whole) return whole;
  // "his bill for fixing the burst pipes: 65k labour": the item after the colon.
  const colon = raw.lastIndexOf(": ");
  const afterColon = colon > 0 ? parseItem(raw.slice(colon + 2)) : null;
  if (afterColon) return afterColon;
  // Only counts before the first amount: the story comes before the item, not inside it.
  const firstAmount = findAmounts(raw)[0]?.start ?? raw.length;
  for (const start of raw.matchAll(COUNT_START)) {
    if (start.index >= firstAmount) break;
    if (start.index === 0) continue;
    const item = parseItem(raw.slice(start.index));
    const work = item && WORK_OF.exec(raw.slice(0, start.index));
    if (item) return work ? { ...item, description: `${work[1]} of ${item.description}` } : item;
  }
  return null;
}

// how many, then what they cost together: 1,000 flyers, total ₦107,500 / 40 chairs for a total of 2.4m
const COUNT_THEN_TOTAL =
  /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+([a-z][^\d]*?)\s*[,:–—-]?\s*(?:(?:for\s+)?(?:a\s+|the\s+)?total(?:\s+of)?|totall?ing|in\s+total|altogether|all\s+for)\s*[:=]?\s*(\S*\d.*?)\s*$/i;

/** The words that say an amount is what a count cost together. */
const TOTAL_WORDS =
  /^(?:total|in\s+total|altogether|all\s+in|for\s+(?:the\s+)?(?:lot|all|everything|both|them(?:\s+all)?|all\s+of\s+them))\s*\.?$/i;

// how many, then the total with the word after it: 3 trips for 1,350,000 total / 12 delegates, 1,440,000 for the lot
const COUNT_THEN_AMOUNT_TOTAL =
  /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+([a-z]\S*(?:\s+(?![\d₦$£€]|ngn|usd|n\d|for\b|at\b)\S+)*?)\s*[,:–—-]?\s*(?:for\s+|at\s+)?(\S*\d[\d,.]*\s*(?:k|m|bn)?(?:\s*(?:naira|ngn|usd|dollars?))?)\s*(?:total|in\s+total|altogether|all\s+in|for\s+(?:the\s+)?(?:lot|all|everything|both|them(?:\s+all)?|all\s+of\s+them))\s*$/i;

// what they cost together, "for" how many: 1.2m for 400 crates of eggs
const TOTAL_FOR_COUNT =
  /^(\S*\d[\d,.]*\s*(?:k|m|bn)?(?:\s*(?:naira|ngn|usd|dollars?))?)\s+for\s+(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+([a-z][^\d]*?)\s*$/i;

// how many, "for" what they cost together: 1,000 business cards for 45k / 4 trips to Onitsha for 1.1m
const COUNT_FOR =
  /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+([a-z][^\d]*?)\s+for\s+(\S*\d[\d,.]*\s*(?:k|m|bn)?(?:\s*(?:naira|ngn|usd|dollars?))?)\s*$/i;

/** A count and the total they cost: per unit when the total divides to the cent, else one lot. */
function countedTotal(segment: string): FoundLineItem | null {
  const priceFirst = TOTAL_FOR_COUNT.exec(segment);
  const m = priceFirst
    ? ([priceFirst[0], priceFirst[2], priceFirst[3], priceFirst[1]] as const)
    : (COUNT_THEN_TOTAL.exec(segment) ?? COUNT_THEN_AMOUNT_TOTAL.exec(segment) ?? COUNT_FOR.exec(segment));
  const amount = m && price(m[3]!);
  if (!m || !amount || amount.value.startsWith("-")) return null;
  const quantity = m[1]!.replace(/,/g, "");
  const cents = Math.round(Number(amount.value) * 100);
  const each = cents / Number(quantity);
  return Number.isInteger(each) && Number(quantity) > 0
    ? { description: describe(m[2]!), quantity, unit_price: String(each / 100), currency: amount.currency }
    : { description: `${m[1]} ${describe(m[2]!)}`, quantity: "1", unit_price: amount.value, currency: amount.currency };
}

// the count written onto its unit, then the price per that unit: a 2-day on-site training, $1,800 per day
// ("their two-day training at ₦150,000 per day": the count in words too.)
const UNITS_IN_WORDS_THEN_RATE =
  /^(.*?)\b(\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|twelve)-(day|night|hour|week|month|session)s?\b(.*?)[\s,:;–—-]*(\S*\d[\d,.]*\s*(?:k|m)?)\s*(?:per|a|\/)\s*(day|night|hour|hr|week|month|session)\b\s*$/i;

/** "a 2-day on-site training, $1,800 per day": as many days as the words say, at the price of one. */
function unitsCountedInWords(segment: string): FoundLineItem | null {
  const m = UNITS_IN_WORDS_THEN_RATE.exec(segment);
  const unit = (u: string) => u.toLowerCase().replace(/^hr$/, "hour");
  if (!m || unit(m[3]!) !== unit(m[6]!)) return null;
  const thing = /[a-z]/i.test(m[4]!)
    ? m[4]!.replace(/\s*(?:\bat|@|\bof|\bfor|\bcosting)\s*$/i, "")
    : m[1]!.replace(/^\W*(?:(?:we|i)\s+(?:did|ran|held|gave|delivered|had)\s+)?/i, "");
  return priced(thing, NUMBER_WORDS[m[2]!.toLowerCase()] ?? m[2]!, m[5]!);
}

// What a count at a price comes to, written beside it: "75,000 for 3 hours of photography at
// 25k/hr", "4 chairs at 30,000 each, 120,000 total".
const TOTAL_FOR_PRICED =
  /^((?:[₦$£€]|ngn\s*|usd\s*|gbp\s*|eur\s*|n(?=\d))?\d[\d,.]*\s*(?:k|m)?)\s+for\s+(.+?[a-z].*?(?:\bat\b|@|\(\s*\S*\d[\d,.]*\s*(?:k|m)?\s*(?:\/|per\b|each\b|a\s)).*)$/i;
const PRICED_THEN_TOTAL =
  /^(.+?(?:\bat\b|@).+?)\s*[,;:–—-]?\s*(?:(?:a|the)\s+)?(?:total(?:\s+of)?|totall?ing|in\s+all)?\s*[:=]?\s*((?:[₦$£€]|ngn\s*|usd\s*|n(?=\d))?\d[\d,.]*\s*(?:k|m)?)\s*(?:total|in\s+total|altogether|in\s+all)?$/i;

/** The item a count at a price makes, when the total written beside it is what they come to (else none: a 400 says which amount is not placed). */
function totalBesideCount(segment: string): FoundLineItem | null {
  const first = TOTAL_FOR_PRICED.exec(segment);
  const last = first ? null : PRICED_THEN_TOTAL.exec(segment);
  const [itemText, totalText] = first ? [first[2]!, first[1]!] : last ? [last[1]!, last[2]!] : [];
  // (Only a total said to be one, when it comes last: "…, 120,000 total", "for a total of …".)
  if (last && !/total|altogether|in\s+all/i.test(segment.slice(last[1]!.length))) return null;
  if (!itemText || !totalText) return null;
  const total = findAmounts(totalText)[0];
  const item = parseSegment(itemText);
  if (!total || !item || Number(item.quantity) === 1) return null;
  const comes = Math.round(Number(item.quantity) * Number(item.unit_price) * 100);
  return comes === Math.round(Number(total.value) * 100) ? item : null;
}

const PERIOD_OF: Record<string, string> = {
  monthly: "month",
  weekly: "week",
  daily: "day",
  nightly: "night",
  hourly: "hour",
};
const PERIODIC_THEN_COUNT =
  /^(monthly|weekly|daily|nightly|hourly)\s+([a-z].*?)\s+(?:of|at|for|:)?\s*((?:[₦$£€]|ngn\s*|usd\s*|n(?=\d))?\d[\d,.]*\s*[km]?)\s+for\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(months?|weeks?|days?|nights?|hours?)\s*$/i;

const MEASURED_PACKS = new RegExp(
  String.raw`^(.*?)\s*(\d+)\s+([a-z]+)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(${MEASURE})(?:\s*=\s*(\d+(?:\.\d+)?)\s*\5)?\s*(?:@|\bat\b)\s*(\S*\d[\d,.]*\s*[km]?\s*(?:\/|per\s+)\s*(${MEASURE}))\s*$`,
  "i",
);

function parseItem(raw: string): FoundLineItem | null {
  const segment = raw
    .replace(LEADING, "")
    // "5k stickers @ N12.50": a count in thousands, before a price ("65k labour" is the price).
    .replace(/^(\d+(?:\.\d+)?)k\s+(?=[a-z][^@\d]*(?:@|\bat\b))/i, (_, n: string) => `${Math.round(Number(n) * 1000)} `)
    // "monthly retainer of ₦350k for 4 months": the price of one period, as "a month" says it.
    .replace(PERIODIC_THEN_COUNT, (whole, every: string, thing: string, amount: string, count: string, unit: string) =>
      sameUnitWord(PERIOD_OF[every.toLowerCase()]!, unit)
        ? `${thing} of ${amount} a ${PERIOD_OF[every.toLowerCase()]} for ${count} ${unit}`
        : whole,
    )
    // "printer toner x3, …": the count after the thing goes before it.
    .replace(/^([a-z][^\d@,]*?)\s+[x×]\s*(\d+)\b(?!\s*[x×@])/i, "$2 $1")
    // A unit written onto its count ("200kg cashew nuts", "50ltrs", "1,520km", "25bags
    // soybeans", "10ctns") is a word of its own.
    .replace(
      /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(kgs?|g|ltrs?|litres?|liters?|l|pcs|hrs?|tonnes?|tons?|ml|cl|yds?|ft|sqm|m2|km|bags?|cartons?|ctns?|crates?|packs?|packets?|pkts?|pieces?|rolls?|bottles?|tins?|drums?|boxes|bundles?|sachets?|reams?|pairs?|bales?|dozens?|cylinders?|days?|nights?|hours?|units?)\b/gi,
      "$1 $2",
    )
    // ("soybeans@47,500": the "@" written onto the thing before its price.)
    .replace(/(?<=[a-z])@(?=[^\S\n]*(?:[₦$£€]|n(?=\d))?\d)/gi, " @")
    // (Dashes left between phrases: "50 bags rice @ 78,000 — 10% discount — net 30".)
    .replace(/(?:\s+-|\s*[.,;:–—])+\s*$/, "")
    .trim();
  if (!segment) return null;
  // ("gas refill, 3 cylinders x 50kg = 150kg @ ₦1,250/kg": priced by the measure, the count is
  // the measure in all, the packs counted only in the description.)
  const measured = MEASURED_PACKS.exec(segment);
  if (measured && sameUnitWord(measured[5]!, measured[8]!)) {
    const [, thing, packs, pack, size, unit, total, priceText] = measured;
    const all = Math.round(Number(packs) * Number(size) * 1000) / 1000;
    const item = (total === undefined || Number(total) === all) && priced(thing || pack!, String(all), priceText!);
    const packed = `${packs} ${pack} x ${size}${unit}`;
    if (item) return { ...item, description: thing ? `${item.description} (${packed})` : packed };
  }
  // ("10 toner cartridges @ 38,000 = 380,000": the line's total after "=" is checked, not
  // another price; a total that is not the count times the price reads as no item.)
  // (Each pattern below backtracks over the whole segment: tried only where its mark is, so
  // a long prompt without it costs nothing.)
  const equals =
    segment.includes("=") &&
    /^(.*?[a-z].*?)\s*=\s*((?:[₦$£€]|ngn\s*|usd\s*|gbp\s*|eur\s*|n(?=\d))?\d[\d,.]*\s*[km]?)\s*$/i.exec(segment);
  if (equals) {
    const item = parseItem(equals[1]!);
    const total = findAmounts(equals[2]!)[0];
    return item &&
      total &&
      Math.round(Number(item.quantity) * Number(item.unit_price) * 100) === Math.round(Number(total.value) * 100)
      ? item
      : null;
  }
  // "the 2 branding packages we agreed (N650,000 each)", "2,000 A5 flyers (₦180,000 total)":
  // a price, or what the count costs together, in brackets after the thing.
  const bracketed =
    segment.includes("(") &&
    /^(.*?[a-z].*?)\s*\(\s*((?:[₦$£€]|ngn\s*|usd\s*|n(?=\d))?\d[\d,.]*\s*(?:k|m)?)\s*(each|apiece|per\s+\w+|an?\s+\w+|\/\s*\w+|total|in\s+total|altogether)\s*\)\s*$/i.exec(
      segment,
    );
  if (bracketed && /^(?:the\s+)?\d/i.test(bracketed[1]!.replace(LEADING, ""))) {
    const [, thing, amount, said] = bracketed;
    const item = parseItem(
      /total|altogether/i.test(said!) ? `${thing} for ${amount} ${said}` : `${thing} at ${amount} ${said}`,
    );
    if (item) return item;
  }
  // "3 nights at 25,000 per night (hotel stay)": a note after the price says what it is.
  const note = /\s*\(([^()\d]{2,60})\)\s*$/.exec(segment);
  if (note) {
    const item = parseItem(segment.slice(0, note.index));
    if (item)
      return {
        ...item,
        description: ONLY_UNIT.test(item.description) ? note[1]!.trim() : `${item.description} (${note[1]!.trim()})`,
      };
  }
  // "Staff wages (casuals x3 @ ₦10,000)": a thing with no price, its count and price in brackets.
  // (What follows the brackets holds no money: "… ) - cash - 13/03/26".)
  const inBrackets =
    segment.includes("(") && /^([^()\d]*[a-z][^()\d]*?)\s*\(([^()]*\d[^()]*)\)([^()]*)$/i.exec(segment);
  if (inBrackets && !/[₦$£€]|\d\s*[km]\b|\d{1,3}(?:,\d{3})+|\d{5,}/i.test(inBrackets[3]!)) {
    const item = parseItem(inBrackets[2]!);
    if (item && item.quantity !== "1")
      return {
        ...item,
        description: ONLY_UNIT.test(item.description.trim())
          ? inBrackets[1]!.trim()
          : `${inBrackets[1]!.trim()} (${item.description})`,
      };
  }
  // "casuals x3 @ ₦10,000": the count written onto its "x" after the thing ("A4 paper x20 reams @ 4,700": and its unit).
  const timesAfter = new RegExp(
    String.raw`^([a-z].*?)\s+[x×]\s?(\d{1,4})(?:\s+(${UNIT}))?\s*(?:@|\bat\b)\s*(\S*\d.*?)\s*$`,
    "i",
  ).exec(segment);
  if (timesAfter) {
    const item = parseItem(
      `${timesAfter[2]} ${timesAfter[3] ? `${timesAfter[3]} of ` : ""}${timesAfter[1]} @ ${timesAfter[4]}`,
    );
    if (item) return item;
  }
  // "loaders wages 8k each for 2 of them", "8k each for 2 loaders": the price of each, then how many.
  const eachFor =
    /^(.*?)\s*((?:[₦$£€]|ngn\s*|n(?=\d))?\d[\d,.]*\s*(?:k|m)?)\s+(?:each|apiece|per\s+head)\s+for\s+(\d{1,4})(?:\s+of\s+them)?(?:\s+(.*?))?\s*$/i.exec(
      segment,
    );
  if (eachFor && /[a-z]/i.test(`${eachFor[1]}${eachFor[4] ?? ""}`)) {
    const item = parseItem(`${eachFor[3]} ${(eachFor[4] || eachFor[1])!.trim()} @ ${eachFor[2]}`);
    if (item) return item;
  }
  const checked = totalBesideCount(segment);
  if (checked) return checked;
  const perUnit = unitsCountedInWords(segment);
  if (perUnit) return perUnit;
  const total = countedTotal(segment);
  if (total) return total;
  const timesPrice = COUNT_TIMES_PRICE.exec(segment);
  // (Without "for"/"of", only a price written as money: "2 x 5 litre paint" counts litres.)
  const asMoney = (written: string) =>
    /[₦$€£]|\b(?:ngn|usd|gbp|eur)\b|\d(?:[km]\b|,\d{3}|\.\d\d)/i.test(written) &&
    !new RegExp(String.raw`^${UNIT}\b`, "i").test(timesPrice?.[4] ?? "");
  const counted =
    timesPrice &&
    (timesPrice[3] !== undefined || asMoney(timesPrice[2]!)) &&
    priced(timesPrice[3] ?? timesPrice[4]!, timesPrice[1]!, timesPrice[2]!);
  if (counted) return counted;
  const eachFirst = EACH_PRICE_OF.exec(segment);
  const each = eachFirst && priced(eachFirst[3]!, eachFirst[1]!.replace(/,/g, ""), eachFirst[2]!);
  if (each) return each;
  const unitsFirst = UNITS_AT_PRICE_OF.exec(segment);
  const units = unitsFirst && priced(unitsFirst[3]!, unitsFirst[1]!.replace(/,/g, ""), unitsFirst[2]!);
  if (units) return units;
  if (counted) return counted;
  const tail = AFTER_FOR.exec(segment)?.[1];
  const quantified =
    COMPACT.exec(segment) ??
    WITH_QUANTITY.exec(segment) ??
    (tail ? (COMPACT.exec(tail) ?? WITH_QUANTITY.exec(tail)) : null);
  // ("1,000 branded calendars for customers @ ₦1,850": the price after the last "@", "at" or
  // "for" when the first leads to no price.)
  const countedPrice = (m: RegExpExecArray | null) =>
    m &&
    !YEAR_LABEL.test(`${m[1]} ${m[2]}`) &&
    // ("an invoice out - 40 hours of …": an article is no count of a thing counted inside.)
    !(/^[a-z]/i.test(m[1]!) && COUNTED_UNITS.test(m[2]!)) &&
    priced(m[2]!, NUMBER_WORDS[m[1]!.toLowerCase().replace(/^a /, "")] ?? m[1]!.replace(/,/g, ""), m[3]!);
  const withQuantity = countedPrice(quantified) || countedPrice(WITH_QUANTITY_LAST.exec(segment));
  if (withQuantity) return withQuantity;
  const timesUnits = PRICE_TIMES_UNITS.exec(segment);
  const forUnits = timesUnits && priced(timesUnits[1]!, timesUnits[3]!, timesUnits[2]!);
  if (forUnits) return forUnits;
  const perPeriod = PRICE_PER_THEN_COUNT.exec(segment);
  const forPeriods = perPeriod && priced(perPeriod[1]!, perPeriod[4]!, perPeriod[2]!);
  if (forPeriods) return forPeriods;
  const described = DESCRIBED_THEN_COUNTED.exec(segment);
  const thenCounted = described && priced(described[1]!, described[2]!, described[3]!);
  if (thenCounted) return thenCounted;
  // ("2 nights 58k per night for our sales rep": the units counted, then the price of one,
  // what for after it; never a price per another unit, "3 bags 50kg 36,500 per kg".)
  const rated = UNITS_THEN_RATE.exec(segment);
  if (rated && sameUnitWord(rated[2]!, rated[5]!) && PRICE_TAIL.test(rated[6]!)) {
    const [, count, unit, thing, priceText, , after] = rated;
    const what = thing?.trim() ? thing : `${unit} ${after!.replace(/^[\s,–—-]+/, "")}`;
    const item = priced(what, count!, priceText!);
    if (item) return thing?.trim() ? item : { ...item, description: what.replace(/\s+/g, " ").trim() };
  }
  const single = SINGLE.exec(segment);
  if (single) {
    const amount = price(single[2]!);
    const description = single[1]!.trim();
    // "staff party 150 food packs at 3,500 per pack": a count inside is the item's own
    // (read from the count on, below), not part of a description priced once.
    const countInside = /\s\d+(?:\.\d+)?\s+[a-z]/i.test(description);
    if (
      amount &&
      !amount.value.startsWith("-") &&
      /[a-z]/i.test(description) &&
      (!/^\d/.test(description) || YEAR_LABEL.test(description)) &&
      !countInside
    ) {
      return {
        description: describe(description),
        quantity: countOfBoth(description, single[2]!.slice(amount.end)),
        unit_price: amount.value,
        currency: amount.currency,
      };
    }
  }
  const first = PRICE_FIRST.exec(segment);
  if (first) {
    const amount = price(first[1]!);
    const thing = first[2]!.trim();
    // ("450k a month for three months of security consulting", "£475 a day for 2 days of
    // workshop facilitation": the price per unit, the count of those units.)
    const per =
      amount && new RegExp(String.raw`^\s*(?:a|an|per|\/)\s*(${UNIT})\s*$`, "i").exec(first[1]!.slice(amount.end));
    const units = per
      ? new RegExp(
          String.raw`^(\d+(?:\.\d+)?|${Object.keys(NUMBER_WORDS).join("|")})\s+(${UNIT})\s+of\s+(.+)$`,
          "i",
        ).exec(thing)
      : null;
    const sameUnit = units && sameUnitWord(units[2]!, per![1]!) && findAmounts(units[3]!).length === 0;
    if (
      amount &&
      !amount.value.startsWith("-") &&
      (sameUnit || (/^[a-z]/i.test(thing) && findAmounts(thing).length === 0))
    ) {
      return {
        description: describe(sameUnit ? units[3]! : thing),
        quantity: sameUnit ? (NUMBER_WORDS[units[1]!.toLowerCase()] ?? units[1]!) : "1",
        unit_price: amount.value,
        currency: amount.currency,
      };
    }
  }
  // the price written as money, then the words: 65k labour / ₦23,500 materials
  // ("a $100 setup fee": the article first.)
  const lead = findAmounts(segment)[0];
  const atStart = lead && /^(?:(?:an?|the|one)\s+)?$/i.test(segment.slice(0, lead.start));
  const words = lead && atStart ? /^\s+([a-z][^\d]*)$/i.exec(segment.slice(lead.end)) : null;
  if (
    lead &&
    words &&
    // (Money by its currency, "k"/"m" or cents, or a charge that is no count ("5,000
    // transport"): "1,000 flyers" is a count.)
    (lead.currency !== null ||
      /(?:[km]|\.\d\d)\s*$/i.test(segment.slice(lead.start, lead.end)) ||
      FEE_WORD.test(words[1]!)) &&
    !lead.value.startsWith("-") &&
    !NARRATIVE.test(words[1]!) &&
    !TOTAL_WORDS.test(words[1]!)
  )
    return { description: describe(words[1]!), quantity: "1", unit_price: lead.value, currency: lead.currency };
  // the description, then the price: consulting 300,000 NGN / logo design - $400
  // A bare count at the start ("24 tins of paint 6,500 each") is no price.
  const amounts = findAmounts(segment).filter(
    (a, i) => !(i === 0 && a.start === 0 && !a.currency && /^\s+[a-z]/i.test(segment.slice(a.end))),
  );
  // One price, last, written as money ("N1,350,000"): bare numbers before it name the thing
  // ("Canon imageRUNNER 2425 photocopier"), they count or cost nothing.
  const money = amounts.filter((a) => writtenAsMoney(segment, a));
  // (After the leading count: "1 x Canon imageRUNNER 2425 photocopier N1,350,000".)
  const before = money[0] ? segment.slice(0, money[0].start).replace(/^\s*\d+(?:\.\d+)?\s*(?:[x×]\s*)?/, "") : "";
  const modelNumbers =
    money.length === 1 &&
    money[0] === amounts.at(-1) &&
    !/@|×|\b(?:at|each|per|for|x)\b/i.test(before) &&
    // ("supply of 2 commercial laundry machines, 3.2m each": a count after "of" counts.)
    !/\bof\s+\d{1,3}\s+[a-z]/i.test(before) &&
    !COUNTED_UNITS.test(before);
  const last = amounts.length === 1 ? amounts[0] : modelNumbers ? money[0] : undefined;
  if (
    last &&
    !last.value.startsWith("-") &&
    // ("… at ₦55,000 — to Ota Farms", "… at 6,200 a carton went to Bolanle Stores": the
    // words after a spaced dash, or that tell where the goods went, are another clause's.)
    AFTER_LAST_PRICE.test(segment.slice(last.end))
  ) {
    const thing = segment
      .slice(0, last.start)
      .replace(/\s*(?:[-:–—=@]|\bat|\bof|\bfor|\bcosting|\bworth)\s*$/i, "")
      // "the generator repair: labour 25,000": the words before a colon head the list.
      .replace(/^[^:]*:\s*(?=[a-z])/i, "")
      .replace(/^(?:(?:a|an|one|the)\s+)/i, "")
      .trim();
    // "1 tonne of maize 480,000": a quantity before the thing is its quantity.
    const counted = YEAR_LABEL.test(thing)
      ? null
      : /^(\d+(?:\.\d+)?)\s*(?:[x×]\s*)?\s([a-z].*?)(?:\s+(?:each|ea\b\.?|apiece))?$/i.exec(thing);
    if (counted) {
      return {
        description: describe(counted[2]!),
        quantity: counted[1]!,
        unit_price: last.value,
        currency: last.currency,
      };
    } else if (
      (/^[a-z]/i.test(thing) || YEAR_LABEL.test(thing)) &&
      (!NARRATIVE.test(thing) || OWN_THING.test(thing)) &&
      // ("Need an invoice out - 40 hours of development at USD 95/hr": read from the count.)
      !COUNTED_UNITS.test(thing)
    ) {
      return {
        description: describe(thing),
        quantity: countOfBoth(thing, segment.slice(last.end)),
        unit_price: last.value,
        currency: last.currency,
      };
    }
  }
  return null;
}

/** "installation of both @ 35,000 per unit": the two things named, each at the price; else one. */
const countOfBoth = (description: string, afterPrice: string) =>
  /\bboth\b/i.test(description) && /^\s*(?:each|ea\b|apiece|per\s|\/)/i.test(afterPrice) ? "2" : "1";

/**
 * The priced items of a list, and the segments that count something but give it no
 * price ("600 bags of cement, transport 50,000"): the caller refuses those, quoted,
 * rather than bill for part of what the prompt lists.
 */
export function readLineItems(text: string): { items: FoundLineItem[]; unpriced: string[] } {
  // ("50 bags of garri, 50kg each, @ 38,000": the size of each stays with the thing counted.)
  const segments = text
    .split(SEPARATORS)
    .map((s) => s.trim())
    .reduce<string[]>((kept, s) => {
      if (kept.length && SIZE_OF_EACH.test(s)) kept[kept.length - 1] += ` (${toWide(s.replace(/[()]/g, ""))})`;
      else kept.push(s);
      return kept;
    }, []);
  const items: FoundLineItem[] = [];
  const unpriced: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    let marked = segments[i]!;
    const discount = DISCOUNT_MARK.exec(marked);
    if (discount) marked = marked.replace(DISCOUNT_MARK, " ").trim();
    const mark = ITEM_TAX_MARK.exec(marked);
    const segment = mark ? marked.replace(ITEM_TAX_MARK, " ").trim() : marked;
    const parsed = segment ? parseSegment(segment) : null;
    const taxed = parsed && mark ? { ...parsed, tax_rate: mark[1]! } : parsed;
    const item = taxed && discount ? { ...taxed, discountMark: discount[1]! } : taxed;
    if (!segment) continue;
    const next = segments[i + 1];
    if (!item) {
      // ("Please find our invoice dated …:" heads the list below it.)
      if (/:\s*$/.test(segment) && findAmounts(segment).length === 0) continue;
      // A list split in the middle of one item: "10 hours of consulting, $200 per hour",
      // "consulting, 12.5 hours @ 20,000".
      // Never a count of one thing with the price of another ("600 bags of cement,
      // transport 50,000"): only a thing with no numbers, or a price with no thing.
      const joinable =
        next !== undefined &&
        (findAmounts(segment).length === 0 ||
          /^(?:(?:for\s+)?(?:a\s+)?total|totall?ing|in\s+total|altogether)\b/i.test(next) ||
          // "250 notepads, 312,500 total": the count's total in the next segment.
          (/^\S*\d[\d,.]*\s*(?:k|m|bn)?\s+(?=\S)/i.test(next) &&
            TOTAL_WORDS.test(next.replace(/^\S*\d[\d,.]*\s*(?:k|m|bn)?\s+/i, "").replace(/[\s.,;–—-]+$/, ""))) ||
          /^(?:[a-z]{3}\s*|n(?=\d))?[^a-z]*\d[^a-z]*(?:k|m|bn)?\s*(?:(?:[a-z]{3}|naira|dollars?|euros?|pounds?|rands?|rupees?)\s*)?(?:each|ea\b\.?|apiece|per\s+\w+|an?\s+\w+|\/\s*\w+|(?:the|by(?:\s+the)?)\s+[a-z]+)?[\s.]*$/i.test(
            next,
          ));
      // "catering, 150 plates at 6,500 per plate": the next segment counts this thing.
      const following = next ? parseSegment(next) : null;
      if (following && ONLY_UNIT.test(following.description) && findAmounts(segment).length === 0) {
        items.push({ ...following, description: describe(segment.replace(LEADING, "")) });
        i++;
        continue;
      }
      // ("consulting retainer - 250k/month, 3 months worth", "training at 50k per day, 3 days":
      // how many of the unit the item before is priced by.)
      const counting = new RegExp(
        String.raw`^(\d+(?:\.\d+)?)\s+(${UNIT})(?:['’]?\s+(?:worth|in\s+total|total))?[\s.]*$`,
        "i",
      ).exec(segment.replace(LEADING, ""));
      const previous = items.at(-1);
      const perUnit =
        counting && previous?.quantity === "1" && i > 0
          ? new RegExp(String.raw`(?:\/|\bper\s+|\ban?\s+)\s*(${UNIT})\b`, "i").exec(segments[i - 1]!)
          : null;
      if (perUnit && sameUnitWord(perUnit[1]!, counting![2]!)) {
        items[items.length - 1] = { ...previous!, quantity: counting![1]! };
        continue;
      }
      const joined = joinable ? (parseSegment(`${segment} ${next}`) ?? parseSegment(`${segment} at ${next}`)) : null;
      if (joined && ALLOWED.test(joined.description)) i++;
      else if (joined) {
        items.push(ONLY_UNIT.test(joined.description) ? { ...joined, description: describe(segment) } : joined);
        i++;
      } else if (/^(?:\d+(?:\.\d+)?|\d{1,3}(?:,\d{3})+)\s*(?:x\s*)?[a-z]/i.test(segment.replace(LEADING, ""))) {
        unpriced.push(segment.replace(LEADING, ""));
      }
      continue;
    }
    // "FYI the goods are insured for 5,000,000": a clause that says something about the
    // items is no item (its money is refused by the caller, quoted, not billed).
    if (CLAUSE.test(item.description)) continue;
    // ("N750k for 3 months social media management, 250k monthly": the price of one unit of
    // the item before, said again, is no item of its own.)
    const previous = items.at(-1);
    if (
      previous &&
      previous.quantity !== "1" &&
      previous.unit_price === item.unit_price &&
      /^(?:monthly|weekly|daily|nightly|hourly|yearly|annually|each|per\s+\w+|an?\s+\w+)$/i.test(
        item.description.trim(),
      )
    )
      continue;
    items.push(item);
    // "4 chairs at 30,000 each, 120,000 total": what the count comes to, said after it, is
    // no item (a different sum stays, and is refused as unplaced).
    if (next !== undefined && totalBesideCount(`${segment}, ${next}`) !== null) i++;
  }
  // ("18.5 hours of consulting? Our rate is $120/hr": the count, and its price said apart.)
  const rated = items.length === 0 && unpriced.length === 1 ? rateApart(unpriced[0]!, text) : null;
  return rated ? { items: [rated], unpriced: [] } : { items, unpriced };
}

/** Whether two unit words name one unit ("months"/"month", "hr"/"hours"). */
const sameUnitWord = (a: string, b: string) => {
  const unit = (u: string) => u.toLowerCase().replace(/s$/, "").replace(/^hr$/, "hour");
  return unit(a) === unit(b);
};

/** "our rate is $120/hr", "the day rate is ₦85,000": a price per unit said in a sentence of its own. */
const RATE_SAID = new RegExp(
  String.raw`\b(?:hourly|daily|day|unit|our|my|the|your)\s+(?:hourly\s+|daily\s+|day\s+)?rate\s+(?:is|of|:|=|will\s+be)\s*(\S*\d(?:[\d,.]*\d)?\s*(?:k|m)?(?:\s*[a-z]{3}\b)?)\s*(?:(?:\/|per|an?)\s*(${UNIT}))?`,
  "i",
);

function rateApart(counted: string, text: string): FoundLineItem | null {
  const rate = RATE_SAID.exec(text);
  const count = new RegExp(String.raw`^(\d+(?:\.\d+)?)\s+(${UNIT})\s+(?:of\s+)?(.+)$`, "i").exec(counted.trim());
  if (!rate || !count) return null;
  if (rate[2] && !sameUnitWord(rate[2], count[2]!)) return null;
  const amount = price(rate[1]!);
  return amount && !amount.value.startsWith("-")
    ? { description: describe(count[3]!), quantity: count[1]!, unit_price: amount.value, currency: amount.currency }
    : null;
}
// ("note that our outstanding balance with them now stands at ₦612,000.00": so is a balance
// that stands or remains at a sum; "8 tank stands @ 55,000" are things.)
// ("they gave us 60 days credit and a credit limit of 5m": what the party allows is no item,
// whether read alone or joined to the words before it.)
const ALLOWED =
  /\b(?:gave|give|gives|giving|allow(?:s|ed)?|grant(?:s|ed)?)\s+(?:us|them|me|him|her)\b|\bcredit\s+(?:limit|line|facility)\b/i;
const CLAUSE = new RegExp(
  String.raw`\b(?:is|are|was|were|says?|said|owes?|owed|has|have|had)\b|${ALLOWED.source}|\b(?:balance|debt|arrears|total|amount)\b.*\b(?:stands|stood|remains|remained)\b`,
  "i",
);

/**
 * No list of items, but one sum and the words that say what it bought: "45k haulage",
 * "for warehouse rent of ₦1.5m", "legal services on the lease renewal, 650,000": one
 * item of that price. Only when the text holds exactly one amount written as money and
 * no other number that could be a count or a price.
 */
export function oneDescribedAmount(text: string): FoundLineItem | null {
  const amounts = findAmounts(text);
  const money = amounts.filter((a) => writtenAsMoney(text, a) && !a.value.startsWith("-"));
  if (money.length !== 1 || amounts.length !== 1) return null;
  const amount = money[0]!;
  const words = `${text.slice(0, amount.start)} ${text.slice(amount.end)}`;
  // "for warehouse rent" says what it bought; "electricity for October" says it whole.
  const forWhat = /^(.*?)\bfor\s+(.+)$/i.exec(words);
  const beforeFor = forWhat?.[1]?.replace(/[^a-z]+/gi, " ").trim() ?? "";
  const describesIt =
    /^[a-z]{3,}(?: [a-z]{3,})?$/i.test(beforeFor) &&
    !NARRATIVE.test(beforeFor) &&
    !/\b(?:bill|invoice|receipt|sent|paid|payment|charge|amount|total|sum)\b/i.test(beforeFor);
  const said = (forWhat && !describesIt ? forWhat[2]! : words)
    .replace(/\b(?:of|at|costing|worth|priced at|totall?ing|amounting to)\s*(?=[,;:.+\-–—]|$)/gi, " ")
    .replace(/[,;:.+\-–—]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!/[a-z]{3}/i.test(said) || NARRATIVE.test(said)) return null;
  return { description: describe(said), quantity: "1", unit_price: amount.value, currency: amount.currency };
}

/** The priced items of a list. */
export const findLineItems = (text: string): FoundLineItem[] => readLineItems(text).items;

/**
 * "₦3,000,000 for the warehouse rent, 6 months at 500k a month", "$1,080 for annual CRM
 * licences (12 users x $90)", "₦2.75m — supply of 50 bags of NPK at ₦55,000": a sum said
 * beside the count and price it is made of is one item of that count and price, not an
 * item and a stray price. Only when the text reads as no items or as that sum alone, and
 * the count times the price is the sum to the cent.
 */
export function totalWithItsBreakdown(
  text: string,
  read: { items: FoundLineItem[]; unpriced?: string[] },
): FoundLineItem | null {
  const money = findAmounts(text).filter((a) => writtenAsMoney(text, a) && !a.value.startsWith("-"));
  const cents = (n: number) => Math.round(n * 100);
  // ("bill - xyz supplier - 1.2m, na 300 carton water 4k each": the sum first, on its own, then
  // the count and price it is made of.)
  const [counted] = read.items;
  const [sumAlone] = read.unpriced ?? [];
  if (read.items.length === 1 && read.unpriced?.length === 1 && counted!.quantity !== "1") {
    const sum = findAmounts(sumAlone!);
    if (
      sum.length === 1 &&
      /^[^a-z]*$/i.test(sumAlone!.replace(/\d\s*[km]\b/gi, "").replace(/\b(?:naira|ngn|total|na)\b/gi, "")) &&
      cents(Number(counted!.quantity) * Number(counted!.unit_price)) === cents(Number(sum[0]!.value))
    )
      return counted!;
  }
  // ("1.2m naira worth of rice, 30 bags at 40k": read as the sum and its count apart, one item.)
  if (read.items.length === 2) {
    const [sum, count] = read.items[0]!.quantity === "1" ? read.items : [read.items[1]!, read.items[0]!];
    if (sum!.quantity !== "1" || count!.quantity === "1") return null;
    if (cents(Number(count!.quantity) * Number(count!.unit_price)) !== cents(Number(sum!.unit_price))) return null;
    const description = ONLY_UNIT.test(count!.description.trim())
      ? sum!.description.replace(/^(?:worth|value)\s+of\s+/i, "")
      : count!.description;
    return { ...count!, description, currency: count!.currency ?? sum!.currency };
  }
  const [alone] = read.items;
  // ("₦ 84,000.00 -- chinedu okafor -- 3 days plumbing labour @ 28,000/day": the sum stated
  // beside the one counted item that makes it.)
  if (alone && read.items.length === 1 && alone.quantity !== "1" && money.length === 2 && !read.unpriced?.length) {
    const other = money.find((a) => a.value !== alone.unit_price);
    if (other && cents(Number(alone.quantity) * Number(alone.unit_price)) === cents(Number(other.value))) return alone;
  }
  // ("billed us ₦ 195,000.00 -- 3 nights for the auditors": the sum of a count priced as one
  // whole; each at its share when that is whole minor units.)
  // (The sum may read as an item of its own words: "billed us ₦ 195,000.00" as "us".)
  // (Only a word that names nothing: "transport 50,000" beside "600 bags of cement" is its own charge.)
  const sumAsItem =
    read.items.length === 1 &&
    alone!.quantity === "1" &&
    alone!.unit_price === money[0]?.value &&
    /^\s*(?:us|me|them|him|her|it|total|in\s+total)?\s*$/i.test(alone!.description);
  if ((!read.items.length || sumAsItem) && read.unpriced?.length === 1 && money.length === 1) {
    const count = /^(\d{1,4})\s+([a-z].*)$/i.exec(read.unpriced[0]!.trim());
    const sum = money[0]!;
    if (count && !findAmounts(count[2]!).length) {
      const each = Math.round(cents(Number(sum.value)) / Number(count[1]));
      const exact = each * Number(count[1]) === cents(Number(sum.value));
      return {
        description: count[2]!,
        quantity: exact ? count[1]! : "1",
        unit_price: exact ? String(each / 100) : sum.value,
        currency: sum.currency,
      };
    }
  }
  if (money.length !== 2 || read.items.length > 1 || (alone && alone.quantity !== "1")) return null;
  for (const sum of money) {
    if (alone && alone.unit_price !== sum.value) continue;
    // ("(12 users x $90)": the breakdown in brackets is a list's next segment.)
    const blanked = text.slice(0, sum.start) + " ".repeat(sum.end - sum.start) + text.slice(sum.end);
    const others = readLineItems(blanked.replace(/[()]/g, ", "));
    const [item] = others.items;
    if (others.items.length !== 1 || others.unpriced.length || !item || item.quantity === "1") continue;
    if (cents(Number(item.quantity) * Number(item.unit_price)) !== cents(Number(sum.value))) continue;
    const description = ONLY_UNIT.test(item.description.trim()) && alone ? alone.description : item.description;
    return { ...item, description, currency: item.currency ?? sum.currency };
  }
  return null;
}
