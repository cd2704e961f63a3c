// Everyday words for what money was spent on or came from, and the default-chart account
// a bookkeeper books them to (src/ledger/chart.ts). Used when a prompt's words name no
// account of the business's chart: "diesel for the generator" is Utilities, "uber to the
// airport" is Travel, "COT" is Bank Charges. Order matters: the first rule whose words
// appear wins, so the more specific rules come first.

interface Rule {
  words: RegExp;
  account: string;
}

const EXPENSE_RULES: Rule[] = [
  {
    words:
      /\b(?:cot|sms alerts?|alert fees?|bank charges?|commission on turnover|(?:transfer|nip|pos|atm|card|sms|service|maintenance)\s+(?:charges?|fees?)|stamp duty|account maintenance)\b/,
    account: "Bank Charges",
  },
  {
    words: /\b(?:salar(?:y|ies)|wages?|payroll|staff pay|stipends?|allowances?|overtime)\b/,
    account: "Salaries and Wages",
  },
  // Before rent: "legal services on the lease renewal" are legal fees.
  {
    words:
      /\b(?:legal|lawyers?|solicitors?|attorneys?|audit(?:or|ors|ing)?|accountants?|accounting fees?|consultants?|consultancy|consulting|retainers?|professional fees?|tax filing|company secretar(?:y|ial))\b/,
    account: "Professional Fees",
  },
  { words: /\b(?:rent|lease|office space|shop space|warehouse space)\b/, account: "Rent" },
  {
    words:
      /\b(?:diesel|generator|gen(?:set)?|electricity|nepa|phcn|ikeja electric|ekedc|power|light bill|(?:prepaid )?meter(?: top-?up)?|top-?up|water(?: bill)?|internet|data(?: subscription)?|wifi|broadband|airtime|recharge card|dstv|gotv|waste|lawma|utilit(?:y|ies))\b/,
    account: "Utilities",
  },
  {
    words:
      /\b(?:fuel|petrol|pms|gas(?:oline)?|transport(?:ation)?|uber|bolt|taxi|cab|okada|keke|bus fares?|fares?|flights?|air ?tickets?|airfare|hotels?|lodging|accommodation|nights?|per diem|travel(?:ling|ing)?|toll)\b/,
    account: "Travel",
  },
  {
    words:
      /\b(?:ink|toner|paper|a4|stationery|pens?|pencils?|biros?|markers?|notepads?|notebooks?|exercise books?|sticky notes|printing|envelopes?|files?|folders?|office supplies|staples?|staplers?|cartridges?)\b/,
    account: "Office Supplies",
  },
  // Things kept for years: an asset a bill may buy (expenses post to expense accounts only).
  {
    words:
      /\b(?:laptops?|computers?|desktops?|monitors?|printers?|photocopiers?|scanners?|servers?|routers?|office (?:chairs?|desks?|furniture)|chairs?|desks?|tables?|cabinets?|shelves|air ?conditioners?|inverters?|office equipment)\b/,
    account: "Office Equipment",
  },
];

const INCOME_RULES: Rule[] = [
  { words: /\b(?:interest|dividends?)\b/, account: "Other Income" },
  {
    words:
      /\b(?:scrap|rebates?|refunds?|sublet|grants?|commission received|gain|rent(?:al)?(?: income)?|tenants?|lease income)\b/,
    account: "Other Income",
  },
  {
    words:
      /\b(?:consult(?:ing|ancy)|services?|service fees?|fees?|retainers?|training|design|installation|repairs?|maintenance|management|labou?r|workmanship|subscriptions?|(?:hair[- ]?)?styling|hairdressing|braiding|salon|barbing|make-?up|photography|video(?:graphy)?|catering|cleaning|laundry|tutoring|tuition|lessons?|classes|coaching|mentoring|delivery|haulage|logistics|shipping|courier|event planning|decoration|planning|editing|writing|translation|transcription|(?:web|website|app|software) development|development|advisory|audit(?:ing)?|bookkeeping|accounting|legal|survey(?:ing)?|inspection|valuation|printing|hours?|hourly|sessions?)\b/,
    account: "Service Revenue",
  },
  // Goods counted in the units they are sold in are sales ("40 cartons of water").
  {
    words:
      /\b(?:sales?|sold|goods|products?|merchandise|stock|items?|cartons?|crates?|bags?|packs?|bales?|tins?|bottles?|pieces?|units?)\b/,
    account: "Sales",
  },
];

/** The default-chart account everyday words in `text` point to, if any. */
export function lexiconAccount(kind: "expense" | "income", text: string): string | undefined {
  const lower = text.toLowerCase();
  return (kind === "expense" ? EXPENSE_RULES : INCOME_RULES).find((rule) => rule.words.test(lower))?.account;
}
