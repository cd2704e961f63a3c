// Money: exact parsing per currency exponent (0, 2 and 3 decimals), rounding and
// allocation that never loses a minor unit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceLines } from "../src/documents/amounts";
import { allocate, convertMinor, currencyExponent, divideRounded, parseRate, toMajor, toMinor } from "../src/lib/money";

const currencies = { JPY: 0, USD: 2, NGN: 2, EUR: 2, KWD: 3, BHD: 3 } as const;

describe("parsing major units", () => {
  it("knows exponents from Intl", () => {
    for (const [code, exponent] of Object.entries(currencies)) expect(currencyExponent(code)).toBe(exponent);
  });

  it.each([
    [1250.5, "USD", 125050],
    [0.1, "USD", 10],
    [1.005, "KWD", 1005],
    [19.99, "USD", 1999],
    [1234567.89, "NGN", 123456789],
    [500, "JPY", 500],
    [0, "USD", 0],
  ])("%d %s -> %d", (value, currency, minor) => {
    expect(toMinor(value, currency, "amount")).toBe(minor);
    expect(toMajor(minor, currency)).toBe(value);
  });

  it("refuses more decimals than the currency has, NaN, infinities, negatives and overflow", () => {
    const refuses = (value: number, currency: string, opts?: { allowNegative?: boolean }) => () =>
      toMinor(value, currency, "payments.0.amount_paid", opts);
    expect(refuses(10.5, "JPY")).toThrow(/no minor unit/);
    expect(refuses(1.001, "USD")).toThrow(/at most 2 decimals/);
    expect(refuses(1.0001, "KWD")).toThrow(/at most 3 decimals/);
    expect(refuses(Number.NaN, "USD")).toThrow(/finite/);
    expect(refuses(Number.POSITIVE_INFINITY, "USD")).toThrow(/finite/);
    expect(refuses(-1, "USD")).toThrow(/negative/);
    expect(toMinor(-1.5, "USD", "x", { allowNegative: true })).toBe(-150);
    expect(refuses(1e17, "USD")).toThrow(/too large/);
    expect(refuses(1e-7, "USD")).toThrow(/decimals/);
    expect(refuses("12" as unknown as number, "USD")).toThrow(/finite number/);
  });

  it("round-trips every amount a currency can express", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(currencies) as (keyof typeof currencies)[])),
        fc.integer({ min: -(10 ** 13), max: 10 ** 13 }),
        (currency, minor) => {
          expect(toMinor(toMajor(minor, currency), currency, "x", { allowNegative: true })).toBe(minor);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("rates and conversion", () => {
  it("parses exact positive rates", () => {
    expect(parseRate(1550.25, "exchange_rate")).toBe("1550.25");
    expect(parseRate("0.000645", "exchange_rate")).toBe("0.000645");
    expect(parseRate("1.500", "exchange_rate")).toBe("1.5");
    for (const bad of [0, -1, Number.NaN, "abc", "1e3", "0.0000000000001"])
      expect(() => parseRate(bad, "exchange_rate")).toThrow();
  });

  it("rounds half away from zero, once", () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(-4n, 3n)).toBe(-1n);
    // 100.00 USD at 1550.255 NGN/USD = 155,025.50 NGN exactly.
    expect(convertMinor(10000, "USD", "NGN", "1550.255")).toBe(15502550);
    // 1 JPY cent-less to USD at 0.0066 -> 0.66 US cents -> 1 cent.
    expect(convertMinor(1, "JPY", "USD", "0.0066")).toBe(1);
    // 1.234 KWD to USD at 3.25 -> 4.0105 -> 4.01 USD
    expect(convertMinor(1234, "KWD", "USD", "3.25")).toBe(401);
    expect(convertMinor(-1234, "KWD", "USD", "3.25")).toBe(-401);
  });

  it("converting at rate 1 between equal exponents changes nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (minor) => {
        expect(convertMinor(minor, "USD", "EUR", "1")).toBe(minor);
      }),
    );
  });
});

describe("allocation", () => {
  it("splits exactly, leftovers to the largest remainders", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [0, 1])).toEqual([0, 5]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
  });

  it("never loses or invents a minor unit and stays within one unit of the exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          for (const [i, part] of parts.entries()) {
            expect(Math.abs(part - (total * weights[i]!) / sum)).toBeLessThan(1 + 1e-6 * Math.abs(total));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("a document's tax", () => {
  it("is rounded once per rate, whatever the rate's written form", () => {
    // 0.45 + 0.45 rounded apart is 0; the rate's 12 minor units at 7.5% round to 1.
    const { taxes, taxTotal } = priceLines(
      [
        { amount: 6, discount: 0, taxRate: "7.5" },
        { amount: 6, discount: 0, taxRate: "7.50" },
        { amount: 6, discount: 0, taxRate: "0" },
      ],
      null,
    );
    expect(taxTotal).toBe(1);
    expect(taxes).toEqual([1, 0, 0]);
  });
});
