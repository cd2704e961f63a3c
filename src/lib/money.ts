// Money inside the service is an integer count of minor units of a currency (ISO 4217
// exponent from Intl: JPY 0, USD 2, KWD 3). JSON carries major units as numbers; they
// are converted here, exactly, or refused. Exchange rates are exact decimals (strings
// in storage) and conversion rounds half away from zero ("commercial" rounding, the
// rule most tax authorities and banks use), once, at the end.
import { ApiError, invalid } from "./errors";

const exponents = new Map<string, number>();

export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/** Plain decimal digits of a JS number ("1250.5", "0.000001"), without exponent notation. */
export function decimalString(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Numbers this small or large print in exponent form; toFixed(20) is exact enough to
  // expose their decimals, and toLocaleString handles the large ones.
  return Math.abs(value) < 1
    ? value.toFixed(20).replace(/0+$/, "")
    : value.toLocaleString("en", { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * Major units (a JSON number) to minor units. Refuses NaN, infinities, more decimals
 * than the currency has, values beyond safe integers and, unless allowed, negatives.
 */
export function toMinor(
  value: number,
  currency: string,
  field: string,
  options: { allowNegative?: boolean } = {},
): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw invalid(field, "must be a finite number");
  if (value < 0 && !options.allowNegative) throw invalid(field, "must not be negative");
  const exponent = currencyExponent(currency);
  const text = decimalString(Math.abs(value));
  const [whole, fraction = ""] = text.split(".");
  if (fraction.length > exponent) {
    throw invalid(
      field,
      exponent === 0
        ? `${currency} has no minor unit; send a whole number`
        : `${currency} allows at most ${exponent} decimals`,
    );
  }
  const minor = BigInt(whole! + fraction.padEnd(exponent, "0"));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid(field, "is too large");
  return Number(value < 0 ? -minor : minor);
}

/** Minor units back to a JSON number in major units. */
export function toMajor(minor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  return exponent === 0
    ? minor
    : Number(`${minor < 0 ? "-" : ""}${(Math.abs(minor) / 10 ** exponent).toFixed(exponent)}`);
}

/** A decimal string ("1550.25") to minor units, exact or refused: used by extraction. */
export function decimalToMinor(decimal: string, currency: string, field: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) throw invalid(field, "is not a number");
  return toMinor(Number(decimal), currency, field, { allowNegative: decimal.startsWith("-") });
}

/** An exact positive decimal for exchange rates: up to 12 significant decimals. */
export function parseRate(value: number | string, field: string): string {
  const text = typeof value === "number" ? (Number.isFinite(value) ? decimalString(value) : "") : value.trim();
  if (!/^\d+(\.\d{1,12})?$/.test(text) || Number(text) <= 0)
    throw invalid(field, "must be a positive number with at most 12 decimals");
  return text
    .replace(/^0+(?=\d)/, "")
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

function rateParts(rate: string): { numerator: bigint; denominator: bigint } {
  const [whole, fraction = ""] = rate.split(".");
  return { numerator: BigInt(whole! + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * Converts minor units of `from` into minor units of `to` at `rate` (units of `to` per
 * one unit of `from`), rounding once.
 */
export function convertMinor(minor: number, from: string, to: string, rate: string): number {
  const { numerator, denominator } = rateParts(rate);
  const shift = currencyExponent(to) - currencyExponent(from);
  const scaledNumerator = BigInt(minor) * numerator * (shift > 0 ? 10n ** BigInt(shift) : 1n);
  const scaledDenominator = denominator * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
  return Number(divideRounded(scaledNumerator, scaledDenominator));
}

/**
 * Splits `total` minor units in proportion to `weights` (non-negative integers, not all
 * zero) so the parts add up to `total` exactly: largest remainders get the leftovers,
 * ties to the earlier part.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0 || weights.some((w) => w < 0 || !Number.isInteger(w))) {
    throw new Error("allocate needs non-negative integer weights with a positive sum");
  }
  const sign = total < 0 ? -1n : 1n;
  const absolute = BigInt(Math.abs(total));
  const big = weights.map(BigInt);
  const bigSum = BigInt(sum);
  const parts = big.map((w) => (absolute * w) / bigSum);
  let left = absolute - parts.reduce((a, b) => a + b, 0n);
  const order = big
    .map((w, i) => ({ i, remainder: (absolute * w) % bigSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p * sign));
}
