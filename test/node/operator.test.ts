// The seed and the operator CLI as modules, against one real local D1 (workerd, through
// wrangler's platform proxy, started once for the file). Only the `wrangler d1 execute`
// process itself is left out: the statements are the same inlined SQL it would run. The
// README check (npm run test:e2e) runs the real CLI and seed end to end.
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import { bindingTarget, type Location, type Target } from "../../scripts/lib/d1";
import { runOperator } from "../../scripts/operator";
import { seedDemo } from "../../scripts/seed";
import { hashKey, parseKey } from "../../src/lib/keys";

let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ DB: D1Database }>>>;
let target: Target;
const asked: Location[] = [];
const operator = (...argv: string[]) =>
  runOperator(argv, (where) => {
    asked.push(where);
    return target;
  });

beforeAll(async () => {
  proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: "wrangler.toml", persist: false });
  const db = proxy.env.DB;
  for (const migration of await readD1Migrations("drizzle")) {
    await db.batch(migration.queries.map((query) => db.prepare(query)));
  }
  target = bindingTarget(db);
}, 60_000);
afterAll(() => proxy?.dispose());

const activeKeys = (where: string) =>
  target.select<{ key_hash: string; kind: string }>(
    `SELECT key_hash, kind FROM api_keys WHERE revoked_at IS NULL AND ${where}`,
  );

describe("seed and operator CLI", () => {
  it("seeds a Nigerian demo business and re-issues its keys on every run", async () => {
    const first = await seedDemo(target);
    expect(parseKey(first.partner_key)).toBe("partner_secret");
    expect(parseKey(first.business_secret_key)).toBe("business_secret");
    expect(parseKey(first.business_public_key)).toBe("business_public");
    const second = await seedDemo(target);
    expect(second.business_uuid).toBe(first.business_uuid);
    expect(second.business_secret_key).not.toBe(first.business_secret_key);
    const hashes = (await activeKeys(`business_id = '${first.business_uuid}'`)).map((k) => k.key_hash).sort();
    expect(hashes).toEqual(
      [await hashKey(second.business_public_key), await hashKey(second.business_secret_key)].sort(),
    );
    const [business] = await target.select<{ currency: string; country: string; timezone: string }>(
      `SELECT currency, country, timezone FROM businesses WHERE id = '${first.business_uuid}'`,
    );
    expect(business).toEqual({ currency: "NGN", country: "NG", timezone: "Africa/Lagos" });
    expect(await target.select(`SELECT id FROM contacts WHERE business_id = '${first.business_uuid}'`)).toHaveLength(3);
  });

  it("creates partners, rotates keys and toggles access", async () => {
    const partner = (await operator("partner:create", "--name", "Acme Partners")) as Record<string, string>;
    expect(parseKey(partner.partner_key!)).toBe("partner_secret");
    const rotated = (await operator("partner:rotate-key", "--partner", partner.partner_uuid!)) as Record<
      string,
      string
    >;
    expect((await activeKeys(`partner_id = '${partner.partner_uuid}'`)).map((k) => k.key_hash)).toEqual([
      await hashKey(rotated.partner_key!),
    ]);

    const [business] = (await operator("business:list")) as { uuid: string; api_access: boolean }[];
    expect(business!.api_access).toBe(true);
    await operator("business:access", "--business", business!.uuid, "--off");
    expect(((await operator("business:list")) as { api_access: boolean }[])[0]!.api_access).toBe(false);
    const keys = (await operator("business:issue-keys", "--business", business!.uuid)) as Record<string, string>;
    expect(await activeKeys(`business_id = '${business!.uuid}'`)).toHaveLength(2);
    expect(await activeKeys(`key_hash = '${await hashKey(keys.business_secret_key!)}'`)).toHaveLength(1);
  });

  it("sets an app's exact redirect URIs, refusing unsafe ones", async () => {
    const [business] = (await operator("business:list")) as { uuid: string }[];
    const set = (await operator(
      "app:redirect-uris",
      "--business",
      business!.uuid,
      "--uri",
      "https://app.example.com/cb",
      "--uri",
      "http://localhost:3000/cb",
    )) as { redirect_uris: string[] };
    expect(set.redirect_uris).toEqual(["http://localhost:3000/cb", "https://app.example.com/cb"]);
    const stored = () =>
      target.select<{ uri: string }>(
        `SELECT uri FROM oauth_redirect_uris WHERE app_business_id = '${business!.uuid}' ORDER BY uri`,
      );
    expect((await stored()).map((r) => r.uri)).toEqual(set.redirect_uris);
    await expect(
      operator("app:redirect-uris", "--business", business!.uuid, "--uri", "http://app.example.com/cb"),
    ).rejects.toThrow(/https/);
    expect((await stored()).map((r) => r.uri)).toEqual(set.redirect_uris);
    await operator("app:redirect-uris", "--business", business!.uuid);
    expect(await stored()).toEqual([]);
  });

  it("passes --remote and --persist-to to the target it connects", async () => {
    asked.length = 0;
    await operator("business:list", "--remote");
    await operator("business:list", "--persist-to", "/tmp/state");
    expect(asked).toEqual([
      { remote: true, persistTo: undefined },
      { remote: false, persistTo: "/tmp/state" },
    ]);
  });

  it("refuses bad arguments without touching the database", async () => {
    const before = await target.select("SELECT id, api_access, updated_at FROM businesses ORDER BY id");
    await expect(operator("business:access", "--business", "nope", "--on")).rejects.toThrow(/uuid/);
    const partnersBefore = await target.select("SELECT id FROM partners");
    await expect(operator("partner:create", "--name", "Acme\u202Esrentrap")).rejects.toThrow(/U\+202E/);
    await expect(operator("partner:create", "--name", "Acme\u0000")).rejects.toThrow(/control/);
    expect(await target.select("SELECT id FROM partners")).toEqual(partnersBefore);
    await expect(operator("business:access", "--business", crypto.randomUUID(), "--on")).rejects.toThrow(/no business/);
    await expect(operator("business:access", "--business", crypto.randomUUID(), "--on", "--off")).rejects.toThrow(
      /exactly one/,
    );
    await expect(operator("business:issue-keys", "--business")).rejects.toThrow(/argument missing/);
    await expect(operator("launch")).rejects.toThrow(/unknown command/);
    expect(await target.select("SELECT id, api_access, updated_at FROM businesses ORDER BY id")).toEqual(before);
  });
});
