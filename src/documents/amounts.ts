// Line arithmetic for documents, exact in minor units: quantity (an exact decimal) times
// unit price, tax as a percentage of what a rate's lines come to, each rounded once, half
// away from zero.
import { ApiError } from "../lib/errors";
import { allocate, divideRounded } from "../lib/money";

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

/** The tax inside `gross` minor units that already hold it at `ratePercent`: gross × r / (100 + r). */
export const includedTax = (gross: number, ratePercent: string) => {
  const { numerator, denominator } = decimalParts(ratePercent);
  return Number(divideRounded(BigInt(gross) * numerator, denominator * 100n + numerator));
};

/** A discount as stated: a percentage (exact decimal) or a fixed sum in minor units. */
export type Discount = { percent: string } | { fixed: number };

/** What a discount takes off `amount` minor units: a percentage rounded once, a sum as it is. */
export const discountOff = (amount: number, discount: Discount | null) =>
  discount === null ? 0 : "percent" in discount ? taxAmount(amount, discount.percent) : discount.fixed;

/**
 * A document's figures from its lines (amount before discount, own discount, tax rate) and
 * its whole-document discount. The document discount is shared over the lines in
 * proportion to what they come to after their own discounts, so each line's tax is on
 * what is really charged for it (VAT on the discounted amount). Figures in minor units:
 *   total = subtotal - discountTotal + taxTotal   (tax exclusive: added on top)
 *   total = subtotal - discountTotal              (tax inclusive: taxTotal is inside)
 */
export function priceLines(
  lines: { amount: number; discount: number; taxRate: string }[],
  documentDiscount: Discount | null,
  /** The amounts hold their tax: each line's tax is the part of it inside, and the total adds none. */
  inclusive = false,
) {
  const nets = lines.map((l) => l.amount - l.discount);
  const netSum = nets.reduce((s, n) => s + n, 0);
  const whole = discountOff(netSum, documentDiscount);
  const shares = whole > 0 && netSum > 0 ? allocate(whole, nets) : nets.map(() => 0);
  // The tax of each rate is rounded once, on what the lines at that rate come to (as a
  // hand-worked invoice does: "VAT 7.5% on 1,540,000"), then shared over those lines by
  // what each comes to, so the lines' taxes add up to it exactly.
  const charged = nets.map((n, i) => n - shares[i]!);
  const taxes = lines.map(() => 0);
  // Grouped by the rate's value: "7.5" and "7.50" are one rate.
  const rateOf = (l: { taxRate: string }) => String(Number(l.taxRate));
  for (const rate of new Set(lines.map(rateOf))) {
    const at = lines.flatMap((l, i) => (rateOf(l) === rate ? [i] : []));
    const tax = (inclusive ? includedTax : taxAmount)(
      at.reduce((sum, i) => sum + charged[i]!, 0),
      rate,
    );
    const weights = at.map((i) => charged[i]!);
    // (A line charged below zero: each line's own tax, rounded by itself.)
    const split = weights.some((w) => w < 0)
      ? at.map((i) => (inclusive ? includedTax : taxAmount)(charged[i]!, rate))
      : weights.some((w) => w > 0)
        ? allocate(tax, weights)
        : at.map(() => 0);
    at.forEach((i, n) => {
      taxes[i] = split[n]!;
    });
  }
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const discountTotal = lines.reduce((s, l) => s + l.discount, 0) + whole;
  const taxTotal = taxes.reduce((s, t) => s + t, 0);
  return {
    /** Each line's share of the document discount, and its tax. */
    shares,
    taxes,
    /** The document discount in minor units (not the lines' own). */
    whole,
    subtotal,
    discountTotal,
    taxTotal,
    total: subtotal - discountTotal + (inclusive ? 0 : taxTotal),
  };
}
