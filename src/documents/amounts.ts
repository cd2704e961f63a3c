// Line arithmetic for documents, exact in minor units: quantity (an exact decimal) times
// unit price, tax as a percentage, each rounded once, half away from zero.
import { ApiError } from "../lib/errors";
import { divideRounded } from "../lib/money";

function decimalParts(value: string): { numerator: bigint; denominator: bigint } {
  const [whole, fraction = ""] = value.split(".");
  return { numerator: BigInt(whole! + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** A JSON number as an exact decimal string with at most `places` decimals. */
export function exactDecimal(
  value: number,
  places: number,
  field: string,
  options: { positive?: boolean } = {},
): string {
  const fail = (message: string) => new ApiError("invalid_request", `${field}: ${message}`, [{ field, message }]);
  if (typeof value !== "number" || !Number.isFinite(value)) throw fail("must be a finite number");
  if (value < 0 || (options.positive && value === 0))
    throw fail(options.positive ? "must be positive" : "must not be negative");
  const text = String(value);
  if (/e/i.test(text) || (text.split(".")[1]?.length ?? 0) > places) throw fail(`allows at most ${places} decimals`);
  return text;
}

export const lineAmount = (quantity: string, unitPrice: number) => {
  const { numerator, denominator } = decimalParts(quantity);
  return Number(divideRounded(numerator * BigInt(unitPrice), denominator));
};

export const taxAmount = (amount: number, ratePercent: string) => {
  const { numerator, denominator } = decimalParts(ratePercent);
  return Number(divideRounded(BigInt(amount) * numerator, denominator * 100n));
};
