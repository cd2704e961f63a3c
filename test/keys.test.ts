// Key format (CONTRACT 3): prefix, 32 base62 characters, 6-character checksum.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { credentialKinds } from "../src/db/schema";
import { generateKey, keyHint, keyPrefixes, parseKey } from "../src/lib/keys";
import { CACHE_TTL_MS, cachedKey, cacheKey } from "../src/middleware/credential-cache";

describe("API keys", () => {
  it("round-trips every kind with its prefix", () => {
    for (const kind of credentialKinds) {
      const key = generateKey(kind);
      expect(key.startsWith(keyPrefixes[kind])).toBe(true);
      expect(key.length).toBe(keyPrefixes[kind].length + 38);
      expect(parseKey(key)).toBe(kind);
    }
  });

  it("never repeats", () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateKey("business_secret")));
    expect(keys.size).toBe(2000);
  });

  it("detects any single-character typo through the checksum", () => {
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".split("");
    fc.assert(
      fc.property(fc.constantFrom(...credentialKinds), fc.nat(), fc.constantFrom(...alphabet), (kind, at, ch) => {
        const key = generateKey(kind);
        const start = keyPrefixes[kind].length;
        const i = start + (at % (key.length - start));
        fc.pre(key[i] !== ch);
        expect(parseKey(key.slice(0, i) + ch + key.slice(i + 1))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it("rejects wrong shapes", () => {
    const key = generateKey("business_secret");
    for (const bad of [
      "",
      key.slice(0, -1),
      `${key}0`,
      key.replace("svc_sk_", "svc_xx_"),
      key.replace("svc_sk_", "SVC_SK_"),
      ` ${key}`,
    ]) {
      expect(parseKey(bad)).toBeNull();
    }
    // The same random part under another prefix fails the checksum.
    expect(parseKey(key.replace("svc_sk_", "svc_pk_"))).toBeNull();
  });

  it("hints show only the prefix and last four characters", () => {
    const key = generateKey("partner_secret");
    expect(keyHint(key)).toBe(`svc_partner_sk_…${key.slice(-4)}`);
  });
});

describe("credential cache", () => {
  it("serves a verified key until its TTL, then forgets it", () => {
    const key = {
      id: "k",
      kind: "business_secret" as const,
      keyHash: crypto.randomUUID(),
      businessId: "b",
      partnerId: null,
      businessApiAccess: true,
      businessCurrency: "USD",
      businessTimezone: "UTC",
      businessCountry: "US",
    };
    const now = 1_000_000;
    expect(cachedKey(key.keyHash, now)).toBeUndefined();
    cacheKey(key, now);
    expect(cachedKey(key.keyHash, now + CACHE_TTL_MS - 1)).toEqual(key);
    expect(cachedKey(key.keyHash, now + CACHE_TTL_MS)).toBeUndefined();
    expect(cachedKey(key.keyHash, now)).toBeUndefined(); // expired entries are dropped
  });
});
