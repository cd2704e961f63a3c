// Everyday words for what money was spent on or came from, and the account a bookkeeper
// books them to: the common one a business may have added ("Fuel and Transport",
// "Insurance"), else the default chart's (src/ledger/chart.ts). Used when a prompt's words
// name no account of the business's chart: "diesel for the generator" is Fuel and
// Transport or Utilities, "uber to the airport" is Travel, "COT" is Bank Charges. Order
// matters: the first rule whose words appear and whose account the chart has wins, so the
// more specific rules come first.

interface Rule {
  words: RegExp;
  /** The account, then the one a chart that lacks it (an older default chart) books it to. */
  accounts: string[];
  /**
   * The words say what the spend is whatever else the text names: a chart without its
   * accounts gets none from a later rule ("fixed the AC … gas refill" is a repair, never fuel).
   */
  decisive?: boolean;
}

/**
 * Goods bought to be sold again ("50 cartons of milk for resale", "stock for the shop",
 * "stock we're reselling", "phones we resell", "for reselling", "to sell on"): their cost
 * is the cost of sales, whatever they are ("we don't resell them", "not for resale": no).
 */
export const FOR_RESALE =
  /(?<!\bnot\s)\b(?:for\s+re-?sal(?:e|ing)|for\s+re-?selling|to\s+re-?sell|to\s+sell\s+on|for\s+onward\s+sale|(?:we|i)(?:['’]re|['’]ll|\s+are|\s+will|\s+(?:plan|intend|want)\s+to)?\s+re-?sell(?:ing)?|for\s+(?:us\s+)?to\s+sell|stock\s+for\s+(?:the\s+|our\s+)?(?:shop|store|depot|resale)|re-?sale\s+stock|trading\s+stock|goods\s+for\s+sale)\b/;

const EXPENSE_RULES: Rule[] = [
  { words: FOR_RESALE, accounts: ["Cost of Goods Sold", "Cost of Sales", "Purchases"], decisive: true },
  // Before bank charges: "loan interest charged by the bank" is the cost of borrowing.
  { words: /\binterest\b/, accounts: ["Interest Expense", "Interest Paid", "Finance Costs"] },
  // Fees as American and British banks name them: "outgoing wire fee", "Barclays monthly
  // account fee", "overdraft fee", "NSF fee", "foreign transaction fee", "CHAPS fee".
  {
    words:
      /\b(?:(?:incoming|outgoing|international|domestic|bank)\s+)?wire(?:\s+transfer)?\s+(?:fees?|charges?)|(?:(?:monthly|annual|business|bank)\s+)?account\s+(?:fees?|charges?)|(?:monthly|annual)\s+(?:service|maintenance|bank)\s+(?:fees?|charges?)|overdraft\s+(?:fees?|charges?)|(?:nsf|returned\s+(?:check|cheque|item|payment)|insufficient\s+funds|stop\s+payment|foreign\s+transaction|chaps|bacs|swift)\s+(?:fees?|charges?)\b/,
    accounts: ["Bank Charges"],
  },
  {
    words:
      // ("ATM withdrawal charge", "cash withdrawal fee", "debit card renewal fee"; "card maint 50", written short.)
      /\b(?:cot|sms alerts?|alert fees?|bank charges?|commission on turnover|(?:transfer|nip|pos|atm|ussd|card|sms|service|maintenance)\s+(?:charges?|fees?)|(?:(?:atm|pos|cash|counter|nip|ussd|inter-?bank|bank)\s+)?(?:withdrawal|transfer)\s+(?:charges?|fees?|commission)|(?:atm|debit|credit|bank)\s+card\s+(?:issuance|renewal|replacement)\s+(?:charges?|fees?)|stamp duty|emtl|(?:electronic\s+)?(?:money\s+)?transfer\s+levy|(?:account|card) maint(?:enance)?|sms)\b/,
    accounts: ["Bank Charges"],
  },
  {
    // The same said as what was done: "zenith charged us 53.75 for a transfer", "the bank
    // deducted 50 on each withdrawal", "they charge 25 per transfer". (A ride is no bank's:
    // "charged 10k for a transfer to the airport".)
    words:
      /\b(?:charged|charges?|deducted|debited|fees?)\b(?:[^.;\n]|\.\d){0,40}?\b(?:for|on|per)\s+(?:(?:an?|the|each|every|one|that|our|my)\s+)?(?:transfers?|trfs?|withdrawals?)\b(?!\s+(?:to|from)\s+(?:the\s+)?(?:airport|hotel|station|terminal|park|venue))/,
    accounts: ["Bank Charges"],
  },
  {
    // ("I don pay the cleaner 35k for this month": the month's pay of someone on the staff;
    // "Paid the casual labourers 120k": day labour is wages; "Paid the office cleaner 25k
    // from access": what someone on the staff is paid for nothing else named is their pay,
    // not "paid the driver 10k for fuel" or "… to buy diesel", nor a ride's driver ("bolt
    // ride … N12,300, paid the driver cash" is travel); a "payroll bureau fee" is
    // the bureau's, a professional fee.)
    words:
      /\b(?:salar(?:y|ies)|wages?|payroll(?!\s+(?:bureau|services?|processing|outsourcing|administration|software|fees?|tax\s+(?:filings?|returns?|forms?))\b)|staff pay|stipends?|allowances?|overtime|(?:casual\s+|day\s+)?labou?rers|casual\s+(?:workers?|staff|hands)|(?:harvest|farm|site|field|loading|offloading|weeding|planting)\s+(?:labou?r|hands|workers)|casuals|(?:pay|paid)\s+(?:the|our|my)\s+(?:cleaner|driver|gateman|security guard|guard|cook|nanny|steward|housekeeper|cashier)s?\b.*\b(?:month|week)\b|(?<![\s\S]*\b(?:uber|bolt|taxis?|cabs?|rides?|trips?|fares?|bus|okada|keke)\b[\s\S]*)(?![\s\S]*\b(?:uber|bolt|taxis?|cabs?|rides?|trips?|fares?|bus|okada|keke)\b)(?:pay|paid)\s+(?:the|our|my)\s+(?:(?:office|shop|store|site|company|house|night|day|weekend)\s+)?(?:cleaner|driver|gate\s?man|security\s+(?:guard|man)|guard|cook|nanny|steward|housekeeper|cashier|messenger|receptionist|gardener|shop\s+assistant|sales\s?(?:girl|boy|lady|man|woman|rep))s?\b(?![^.\n]*\b(?:for|to)\s+(?!(?:(?:his|her|their|the|this|last|that)\s+)?(?:month|week|weekend|day|days|work|job|pay|services?|time|shift|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b)[a-z]))/,
    accounts: ["Salaries and Wages"],
  },
  // Before professional fees: "lunch for the visiting auditors" is a meal, whoever ate it
  // ("pure water and minerals for customers": drinks, as Nigerians say them);
  // a chart without a meals account books it nowhere by these words (Uncategorized, stated).
  {
    words:
      /\b(?:lunch(?:es)?|dinners?|breakfasts?|meals?|refreshments?|snacks?|drinks|(?:pure|sachet|bottled|table|drinking)\s+water|minerals|entertainment|entertaining|staff welfare)\b/,
    accounts: ["Meals and Entertainment", "Entertainment", "Staff Welfare"],
    decisive: true,
  },
  // Before professional fees: "2 nights' accommodation for the visiting auditors" is travel, whoever travelled.
  {
    words:
      /\b(?:uber|bolt|taxis?|cabs?|(?:car|vehicle|bus)\s+(?:hire|rentals?)|flights?|air ?tickets?|(?:return|one-way|plane|flight|airline|bus|coach|transit|transport)\s+tickets?|mass transit|tickets?\s+[a-z]+\s*[-–]\s*[a-z]+|airfare|air ?lines|airways|(?:united|american|alaska|spirit|southwest)\s+airlines|jetblue|easyjet|ryanair|jet2|virgin atlantic|aer lingus|amtrak|greyhound|megabus|eurostar|trainline|lyft|airbnb|premier inn|travelodge|mileage|air peace|arik|ibom air|united nigeria airlines|overland airways|hotels?|lodging|accomm?odation|nights?|per diem|train(?:\s+tickets?)?|rail|ferry|visa\s+(?:fees?|applications?)|travel(?:ling|ing)?|(?:business\s+|road\s+|field\s+)?trips?(?!\s+of\b))\b/,
    accounts: ["Travel"],
  },
  // Before rent: "legal services on the lease renewal", "drafting the lease" are legal fees.
  // ("the self assessment work": a British tax return's filing.)
  // ("8 hrs consultation @ 55k/hr": an adviser's hours.)
  {
    words:
      /\b(?:legal|lawyers?|solicitors?|attorneys?|audit(?:or|ors|ing)?|accountants?|accounting(?: fees?| services?)?|bookkeeping|cpas?|enrolled agents?|tax prepar(?:ers?|ation)|consultants?|consultancy|consulting|consultations?|retainers?|professional (?:fees?|services?)|fee notes?|tax (?:filings?|review|advice|advisory|returns?|computations?|consultancy)|self[- ]assessment|advisory|(?:lease|contract|agreement|document)s? (?:review|drafting|vetting)|(?:review|drafting|vetting)\s+of\s+(?:the\s+|a\s+|our\s+|their\s+)?(?:[a-z]+\s+)?(?:lease|contract|agreement|deed|document)s?|tenancy agreements?|(?:trademark|patent) (?:filings?|registrations?|applications?|searche?s?)|drafting|due diligence|(?:baseline|end-?line|mid-?term|impact)\s+(?:surveys?|studies|study|evaluations?|assessments?)|programme evaluations?|notar(?:y|ial)|conveyanc(?:ing|ers?)|probate|litigation|payroll\s+(?:bureau|services?|processing|outsourcing|administration|fees?)|company secretar(?:y|ial)|(?:annual|year[- ]end|management|financial)\s+(?:accounts|statements|returns))\b/,
    accounts: ["Professional Fees"],
  },
  // Before rent: "fire insurance on the warehouse" is insurance.
  { words: /\b(?:insurance|insurer|premiums?|hmo|health cover)\b/, accounts: ["Insurance", "Insurance Expense"] },
  { words: /\b(?:rent|lease|office space|shop space|warehouse space)\b/, accounts: ["Rent"] },
  // Before fuel and utilities: "generator repair" mends the generator; a fuel filter is a spare part.
  {
    words:
      /\b(?:repairs?|repaired|repairing|servicing|serviced|fix|fixed|fixing|plumb(?:ing|ers?)|painting|painters?|electricians?|mechanics?|spare parts?|overhaul|replacements?|replaced|replacing|(?:fuel|oil|air|diesel|water)\s+filters?)\b/,
    accounts: ["Repairs and Maintenance", "Repairs & Maintenance", "Repairs"],
    decisive: true,
  },
  {
    words:
      /\b(?:airtime|recharge cards?|data(?: subscription| bundles?| plans?)?|internet|wifi|broadband|phone bills?|telephone|mtn|airtel|glo|9mobile|spectranet)\b/,
    accounts: ["Telephone and Internet", "Telephone & Internet", "Utilities"],
  },
  // Before fuel: the gas a supplier pipes in is a utility ("National Grid gas bill", "gas and
  // electric"), named by the American and British companies that send the bills ("Con Ed
  // autopay", "Octopus Energy direct debit", "Thames Water"), not a car's.
  {
    words:
      /\b(?:con ?ed(?:ison)?|national grid|octopus energy|british gas|edf(?: energy)?|e\.on(?: next)?|eon next|ovo(?: energy)?|scottish power|sse|thames water|severn trent|anglian water|united utilities|yorkshire water|southern water|pg&e|duke energy|dominion energy|xcel energy|comed|(?:socal|southern california) edison|(?:gas|electric(?:ity)?|energy|power|water|sewer|trash|hydro)\s+bills?|(?:gas|electric(?:ity)?|energy)\s+(?:supplier|company|utility)|gas\s+(?:and|&)\s+electric(?:ity)?)\b/,
    accounts: ["Utilities"],
  },
  // ("AGO for the gens": automotive gas oil is diesel; never "2 days ago".)
  {
    words:
      /\b(?:diesel|generators?|gen(?:set)?s?|(?<!\b(?:days?|weeks?|wks?|months?|hours?|hrs?|years?|mins?|minutes?|while|long|time|moons)\s+)ago)\b/,
    accounts: ["Fuel and Transport", "Fuel", "Utilities"],
  },
  {
    // ("danfo", "bus 1.5k", "bus to ikeja", "took the bus": a ride on a city's buses, not a
    // bus bought, "a new bus 5m".)
    words:
      /\b(?:fuel|petrol|pms|gas(?:oline)?|transport(?:ation)?|okada|keke|danfo|bus(?:es)?(?=\s+(?:rides?|fares?|tickets?|to|from|back|home)\b|\s*(?:[₦#]|n(?=\d))?(?:\d{1,2}(?:\.\d+)?\s?k\b|\d{3,4}\b(?![,.]\d)))|(?:by|took\s+(?:a|the))\s+bus|bus fares?|fares?|toll|parking)\b/,
    accounts: ["Fuel and Transport", "Fuel", "Transport", "Travel"],
  },
  {
    words:
      // ("pure water", "bottled water": a drink, no utility.)
      /\b(?:electricity|nepa|phcn|ikeja electric|ekedc|power|light bill|(?:prepaid )?meter(?: top-?up)?|top-?up|(?<!(?:pure|sachet|bottled|table|drinking|mineral)\s)water(?: bill)?|dstv|gotv|waste|lawma|utilit(?:y|ies))\b/,
    accounts: ["Utilities"],
  },
  // Before office supplies: printed flyers and posters are advertising.
  {
    words:
      /\b(?:adverts?|advertising|advertisements?|ads|marketing|promotions?|promotional|billboards?|flyers?|posters?|banners?|branded|branding|social media|facebook|instagram|google ads|sponsorships?|publicity|campaigns?|jingles?|radio|television|tv ads?|commercials?)\b/,
    accounts: ["Advertising and Marketing", "Advertising & Marketing", "Advertising", "Marketing"],
  },
  // ("stationary", "stationry": as people spell it.)
  {
    words:
      /\b(?:inks?|toners?|papers?|reams?|a4|station[ae]?ry|pens?|pencils?|biros?|markers?|notepads?|notebooks?|exercise books?|sticky notes|printing|envelopes?|files?|folders?|office supplies|staples?|staplers?|cartridges?)\b/,
    accounts: ["Office Supplies"],
  },
  // Things kept for years: an asset a bill or an expense buys (a capital purchase).
  {
    words:
      /\b(?:laptops?|computers?|desktops?|monitors?|printers?|photocopiers?|scanners?|servers?|routers?|office (?:chairs?|desks?|furniture)|chairs?|desks?|tables?|cabinets?|shelves|air ?conditioners?|inverters?|office equipment)\b/,
    accounts: ["Office Equipment"],
  },
];

/** Counts of what is no goods: time, people, visits ("for 3 days", "2 guests", "4 nights"). */
const NOT_GOODS =
  "(?:days?|weeks?|months?|years?|nights?|hours?|hrs?|mins?|minutes?|trips?|times?|sessions?|visits?|people|persons?|guests?|students?|pupils?|kids?|children|terms?|rooms?|beds?|of)";

const INCOME_RULES: Rule[] = [
  { words: /\binterest\b/, accounts: ["Interest Income", "Interest Received", "Other Income"] },
  { words: /\bdividends?\b/, accounts: ["Other Income"] },
  // ("Sold our old HP laptop to a staff member", "sold the old Toyota Corolla"): an asset
  // the business used, sold, whatever it is.
  {
    words: /\bsold\s+(?:off\s+)?(?:our|the|an?|my|one\s+of\s+our)\s+(?:old|used|former|disused|unused)\b/,
    accounts: ["Other Income"],
  },
  {
    words:
      /\b(?:scrap|empty\s+(?:cartons?|sacks?|bags?|bottles?|drums?|crates?|containers?|tins?)|rebates?|refunds?|cash\s?backs?|hall\s+hire|hire\s+of\s+(?:the\s+|our\s+)?(?:[a-z]+\s+)?hall|sublet|grants?|commissions?|referral (?:fees?|bonus(?:es)?)|brokerage|gain|rent(?:al)?(?: income)?|tenants?|lease income|(?:old|used|unused|disused)\s+(?:office\s+)?(?:chairs?|desks?|tables?|furniture|equipment|computers?|laptops?|printers?|generators?|vehicles?|cars?|machines?|machinery|fittings))\b/,
    accounts: ["Other Income"],
  },
  // "Supply of 2 laundry machines": goods, whatever they are for (not their servicing).
  {
    words:
      /^(?!.*\b(?:servic(?:e|es|ing)|repairs?|maintenance|instal+(?:ation|ing)?|hire|rental|training|cleaning|security|guards?|consult\w*|labou?r)\b).*\b(?:supply of|supplied|machines?|equipment|appliances?)\b/,
    accounts: ["Sales"],
  },
  // ("for the website work", "the plumbing job", "work done": work done for the payer; a
  // journal's "Contract Work", "Job Costs" or "Work in Progress" is no income.)
  {
    words:
      /\b(?:consult(?:ing|ancy|ations?)|workshops?|seminars?|webinars?|courses?|servicing|support|coverage|visits?|fumigation|pest control|security|guarding|gardening|landscaping|janitorial|(?<!(?:products?|items?)\s?(?:\/|&|and)\s?)services?|service fees?|fees?|retainers?|training|design|instal+(?:ation|ing)|repairs?|maintenance|management|labou?r|workmanship|facility (?:management|mgmt)|mgmt|subscriptions?|(?:hair[- ]?)?styling|hairdressing|braiding(?!\s+hair)|salon|barbing|make-?up|photography|video(?:graphy)?|catering|cleaning(?!\s+(?:supplies|materials|products|agents?|chemicals))|clean-?ups?|data\s+entry|laundry|tutoring|tuition|lessons?|classes|coaching|mentoring|delivery|haulage|logistics|shipping|courier|event planning|decoration|planning|editing|writing|translation|transcription|(?:web|website|app|software) dev(?:elopment)?|d[eé]velop+ement|development|advisory|audit(?:ing)?|bookkeeping|accounting|legal|survey(?:ing)?|inspection|valuation|printing|hours?|hourly|sessions?|hosting|branding|graphics?|logos?|social media|gigs?|dj|mc|performances?|projects?|analytics|(?:for|the|this|that|our|a)\s+(?:[a-z]+\s+){0,2}?(?:work|jobs?)(?![\s-]+(?:in[\s-]+progress|permits?|stations?|wear|clothes|tools|boots|costs?|costing|expenses?)\b)|(?:work|jobs?)\s+(?:done|completed|finished|we\s+did))\b/,
    accounts: ["Service Revenue"],
  },
  // Goods counted in the units they are sold in are sales ("40 cartons of water", "2 pallets of
  // cleaning supplies": cleaning's goods, not the service). Goods the buyer took away are
  // sold, whatever they are ("for the feed wey dem carry", "for the tiles they collected",
  // "the ones they took", "for what he picked up"); a service's words, above, are no goods,
  // and a sum someone took is no goods ("paid back the 20k he took").
  {
    words:
      /\b(?:(?:for\s+(?:what|(?:all\s+)?(?:the\s+)?(?:[a-z]+\s+){1,3}(?:wey\s+|that\s+|which\s+)?)|wey\s+|the\s+ones?\s+)(?:dem|they|he|she|im|e|him|them)\s+(?:don\s+|have\s+|had\s+)?(?:carry|carried|took|taken|collect(?:ed)?|picked(?:\s+up)?|pick(?:\s+up)?|buy|bought|order(?:ed)?)|(?:animal|poultry|fish|layers?|broilers?|pig|cattle|chicken|the|of|for)\s+feeds?|sales?|sold|sell(?:s|ing)?|takings?|till|(?:customer|walk-in)\s+purchases?|walk-?ins?|provisions|groceries|goods|supplies|pallets?|paint|eggs|rice|beans|garri|flour|sugar|cement|drinks|bread|cakes?|chickens?|fish|yams?|maize|corn|sorghum|millet|soya|soy\s*beans|soybeans|cassava|tomato(?:es)?|peppers?|onions?|plantains?|palm\s+oil|vegetable\s+oil|groundnuts?|cashews?|cocoa|kaftans?|gowns?|dresses|shirts?|trousers|detergents?|soaps?|fabrics?|clothes|shoes|phones?|products?|merchandise|stock|items?|cartons?|crates?|bags?|packs?|bales?|tins?|bottles?|pieces?|units?|hampers?|trays?)\b/,
    accounts: ["Sales"],
  },
  // ("for 2 solar panels", "40 ctns water @ 2,400", "3 pcs at 5k each": things counted, or
  // priced each, are goods sold; a count of time, people or visits is none: "for 3 days",
  // "for 2 guests", "4 nights @ 25k".)
  {
    words: new RegExp(
      String.raw`\b(?:ctns?|pcs|pkts?|doz|(?<=\bfor\s+)\d+\s+(?!${NOT_GOODS}\b)(?:[a-z-]+\s+){0,2}?[a-z-]+s|\d+\s+(?!${NOT_GOODS}\b)[a-z-]+(?:\s+[a-z-]+){0,2}\s*(?:@|at\s+\S+\s+(?:each|per|apiece)\b))(?!\w)`,
    ),
    accounts: ["Sales"],
  },
];

/**
 * The account everyday words in `text` point to, if any: of the rules whose words appear,
 * the first with an account `inChart` has, and its first such account (every account,
 * when the caller has no chart at hand). A business that added "Fuel and Transport" gets
 * its diesel there; one on the default chart, in Utilities.
 */
export function lexiconAccount(
  kind: "expense" | "income",
  text: string,
  inChart: (name: string) => boolean = () => true,
): string | undefined {
  const lower = text.toLowerCase();
  for (const rule of kind === "expense" ? EXPENSE_RULES : INCOME_RULES) {
    if (!rule.words.test(lower)) continue;
    const account = rule.accounts.find(inChart);
    if (account || rule.decisive) return account;
  }
  return undefined;
}
