// Banks outside Nigeria that people name in their books ("paid from Chase", "add Wells Fargo
// business checking", "the Barclays account", "BofA savings"): known by name, with their
// country, so a prompt that names one is about a bank account the way "Zenith" is. They have
// no CBN code, so no NUBAN check. Some names are everyday words (Chase, Tide, Wise, Ally):
// those are a bank only written with a capital, after "from"/"into"/"via", or before a
// bank's word ("chase checking", "tide business account").
import { ci } from "../extraction/grammar/any-case";

const BANK_WORD = String.raw`(?=[^\S\n]+(?:${ci("business")}[^\S\n]+)?(?:${ci("bank|account|acct|a/c|checking|chk|savings|current|business|biz|card|debit|euro|eur|usd|gbp|dollar|pound")}))`;
const AFTER_MOVE = String.raw`(?<=\b(?:${ci("from|into|via|through|using|with")})[^\S\n]+(?:(?:${ci("the|our|my")})[^\S\n]+)?)`;

/** A bank whose name is also a word: capitalised, after a word of moving money, or before a bank's word. */
// ("Mercury Couriers", "Chase Electrical": a capitalised word after it makes it a business's name.)
const either = (name: string) =>
  new RegExp(
    String.raw`\b${name}\b(?![^\S\n]+(?!(?:Bank|Business|Checking|Savings|Current|Account|Card|Debit|Credit|Biz)\b)[A-Z])|${AFTER_MOVE}${ci(name)}\b|\b${ci(name)}${BANK_WORD}`,
  );

/** How people write a bank's name, the name it is known by, and its country. */
const BANKS: [RegExp, string, string][] = [
  // The United States
  [/\bbank\s+of\s+america\b|\bbofa\b|\bboa\b/i, "Bank of America", "US"],
  [/\bwells\s*fargo\b/i, "Wells Fargo", "US"],
  [either("Chase"), "Chase", "US"],
  [/\bcitibank\b|\bciti(?=\s+(?:bank|checking|savings|account|business|card)\b)/i, "Citibank", "US"],
  [/\bcapital\s+one\b/i, "Capital One", "US"],
  [/\bpnc\b/i, "PNC", "US"],
  [/\btd\s+bank\b/i, "TD Bank", "US"],
  [/\btruist\b/i, "Truist", "US"],
  [either("Ally"), "Ally Bank", "US"],
  [either("Mercury"), "Mercury", "US"],
  [either("Relay"), "Relay", "US"],
  [either("Novo"), "Novo", "US"],
  [either("Chime"), "Chime", "US"],
  [either("Regions"), "Regions Bank", "US"],
  [/\bbluevine\b/i, "Bluevine", "US"],
  [/\bbrex\b/i, "Brex", "US"],
  [/\bnavy\s+federal\b/i, "Navy Federal", "US"],
  [/\bfifth\s+third\b/i, "Fifth Third", "US"],
  [/\bhuntington\b/i, "Huntington", "US"],
  [/\bkeybank\b/i, "KeyBank", "US"],
  [/\bcitizens\s+bank\b/i, "Citizens Bank", "US"],
  [/\bsvb\b|\bsilicon\s+valley\s+bank\b/i, "Silicon Valley Bank", "US"],
  // The United Kingdom
  [/\bbarclays\b/i, "Barclays", "GB"],
  [/\bhsbc\b/i, "HSBC", "GB"],
  [/\blloyds\b/i, "Lloyds", "GB"],
  [/\bnat\s*west\b/i, "NatWest", "GB"],
  [/\bsantander\b/i, "Santander", "GB"],
  [/\bmonzo\b/i, "Monzo", "GB"],
  [/\bstarling\b/i, "Starling", "GB"],
  [either("Tide"), "Tide", "GB"],
  [/\brevolut\b/i, "Revolut", "GB"],
  [either("Halifax"), "Halifax", "GB"],
  [either("Nationwide"), "Nationwide", "GB"],
  [/\btsb\b/i, "TSB", "GB"],
  [/\bmetro\s+bank\b/i, "Metro Bank", "GB"],
  [/\bvirgin\s+money\b/i, "Virgin Money", "GB"],
  [/\bco-?op(?:erative)?\s+bank\b/i, "Co-operative Bank", "GB"],
  [/\bfirst\s+direct\b/i, "First Direct", "GB"],
  [/\brbs\b|\broyal\s+bank\s+of\s+scotland\b/i, "Royal Bank of Scotland", "GB"],
  [/\bbank\s+of\s+scotland\b/i, "Bank of Scotland", "GB"],
  // Canada, and money apps used across borders
  [/\brbc\b|\broyal\s+bank\s+of\s+canada\b/i, "RBC", "CA"],
  [/\bscotiabank\b/i, "Scotiabank", "CA"],
  [/\bbmo\b/i, "BMO", "CA"],
  [/\bcibc\b/i, "CIBC", "CA"],
  [either("Wise"), "Wise", "GB"],
  [/\bpayoneer\b/i, "Payoneer", "US"],
  // Africa beyond Nigeria
  [/\bequity\s+bank\b/i, "Equity Bank", "KE"],
  [/\bkcb\b/i, "KCB", "KE"],
  [/\babsa\b/i, "Absa", "ZA"],
  [/\bfnb\b/i, "FNB", "ZA"],
  [/\bnedbank\b/i, "Nedbank", "ZA"],
  [/\bcapitec\b/i, "Capitec", "ZA"],
  [/\bgcb\b/i, "GCB Bank", "GH"],
];

/** The bank abroad a text names, with its country. */
export function bankAbroadIn(text: string): { name: string; country: string; pattern: RegExp } | null {
  const found = BANKS.find(([pattern]) => pattern.test(text));
  return found ? { name: found[1], country: found[2], pattern: found[0] } : null;
}
