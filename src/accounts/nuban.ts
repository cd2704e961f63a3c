// Nigerian bank account numbers (NUBAN, CBN 2010 scheme): 9 serial digits and a check
// digit computed over the bank's 3-digit CBN code and the serial. Validation therefore
// needs the bank: by its CBN code, or by a name this table knows.
import { bankAbroadIn } from "./banks-abroad";

/** How people write a bank's name, its CBN code and the name it is known by. */
const BANK_CODES: [RegExp, string, string][] = [
  [/\baccess\b/i, "044", "Access Bank"],
  [/\bcitibank\b/i, "023", "Citibank"],
  [/\becobank\b/i, "050", "Ecobank"],
  [/\bfidelity\b/i, "070", "Fidelity Bank"],
  [/\bfirst ?bank\b|\bfbn\b/i, "011", "First Bank"],
  [/\bfcmb\b|first city monument/i, "214", "FCMB"],
  [/\bgt ?bank\b|\bgtb\b|\bgtco\b|guaranty trust/i, "058", "GTBank"],
  [/\bheritage\b/i, "030", "Heritage Bank"],
  [/\bkeystone\b/i, "082", "Keystone Bank"],
  [/\bpolaris\b/i, "076", "Polaris Bank"],
  // (The newer commercial and non-interest banks; those whose names are everyday words,
  // "Globus", "Signature", "Optimus", "Lotus", only with "bank" after them.)
  [/\bprovidus\b/i, "101", "Providus Bank"],
  [/\bsuntrust\b/i, "100", "SunTrust Bank"],
  [/\btitan\s+trust\b/i, "102", "Titan Trust Bank"],
  [/\bglobus\s+bank\b/i, "103", "Globus Bank"],
  [/\bparallex\b/i, "104", "Parallex Bank"],
  [/\bpremium\s+trust\b/i, "105", "PremiumTrust Bank"],
  [/\bsignature\s+bank\b/i, "106", "Signature Bank"],
  [/\boptimus\s+bank\b/i, "107", "Optimus Bank"],
  [/\bjaiz\b/i, "301", "Jaiz Bank"],
  [/\btaj\s*bank\b/i, "302", "TAJBank"],
  [/\blotus\s+bank\b/i, "303", "Lotus Bank"],
  [/\bstanbic\b/i, "221", "Stanbic IBTC"],
  [/\bstandard chartered\b/i, "068", "Standard Chartered"],
  // (Never the pound: "£500 sterling", "pounds sterling".)
  [/(?<!\bpounds?\s+|\d\s*)\bsterling\b(?!\s+(?:pounds?|equivalent))/i, "232", "Sterling Bank"],
  [/\bunion bank\b/i, "032", "Union Bank"],
  [/\buba\b|united bank for africa/i, "033", "UBA"],
  [/\bunity\b/i, "215", "Unity Bank"],
  [/\bwema\b|\balat\b/i, "035", "Wema Bank"],
  [/\bzenith\b/i, "057", "Zenith Bank"],
];

export function bankCodeFor(name: string | null | undefined): string | null {
  if (!name) return null;
  return BANK_CODES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** How people write the known bank a name belongs to ("GTB" for GTBank, "BofA" for Bank of America), if it is one. */
export function bankPattern(name: string): RegExp | null {
  return BANK_CODES.find(([pattern]) => pattern.test(name))?.[0] ?? bankAbroadIn(name)?.pattern ?? null;
}

/**
 * The known bank a text names anywhere ("Add a bank account: Zenith Bank current account
 * ...", "paid from Chase"): a Nigerian one first, else one abroad (banks-abroad.ts).
 */
export function knownBankIn(text: string): string | null {
  return BANK_CODES.find(([pattern]) => pattern.test(text))?.[2] ?? bankAbroadIn(text)?.name ?? null;
}

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = (bankCode + serial).split("").map(Number);
  const total = digits.reduce((sum, digit, i) => sum + digit * WEIGHTS[i]!, 0);
  return (10 - (total % 10)) % 10;
}

/** Why the number is not a valid NUBAN for the bank, or null when it is. */
export function nubanProblem(nuban: string, bankCode: string): string | null {
  if (!/^\d{10}$/.test(nuban)) return "a NUBAN has exactly 10 digits";
  if (!/^\d{3}$/.test(bankCode)) return "the bank code must have 3 digits";
  return nubanCheckDigit(bankCode, nuban.slice(0, 9)) === Number(nuban[9])
    ? null
    : "the check digit does not match the bank";
}
