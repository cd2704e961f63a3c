// ISO code checks backed by the runtime's ICU data (Intl), so no tables are kept here.
const currencies = new Set(Intl.supportedValuesOf("currency"));
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

export const isCurrencyCode = (code: string) => currencies.has(code);

// CLDR also names user-assigned and grouping codes (ZZ "Unknown Region", XA pseudo-
// locales, EU, UN, ...); they are not countries. XK (Kosovo) is kept: it is in wide use.
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.test(code) && regionNames.of(code) !== undefined;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
