// The seed and the operator CLI against a throwaway local D1, checked through the same
// wrangler commands an operator runs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashKey, parseKey } from "../../src/lib/keys";
import { select, type Target } from "../../scripts/lib/d1";
import { runOperator } from "../../scripts/operator";
import { seedDemo } from "../../scripts/seed";

let target: Target;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "operator-test-"));
  target = { remote: false, persistTo: dir };
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" },
    stdio: "ignore",
  });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const activeKeys = (where: string) =>
  select<{ key_hash: string; kind: string }>(`SELECT key_hash, kind FROM api_keys WHERE revoked_at IS NULL AND ${where}`, target);

describe("seed and operator CLI", () => {
  it("seeds a demo business and re-issues its keys on every run", async () => {
    const first = await seedDemo(target);
    expect(parseKey(first.partner_key)).toBe("partner_secret");
    expect(parseKey(first.business_secret_key)).toBe("business_secret");
    expect(parseKey(first.business_public_key)).toBe("business_public");
    const second = await seedDemo(target);
    expect(second.business_uuid).toBe(first.business_uuid);
    expect(second.business_secret_key).not.toBe(first.business_secret_key);
    const hashes = activeKeys(`business_id = '${first.business_uuid}'`).map((k) => k.key_hash).sort();
    expect(hashes).toEqual([await hashKey(second.business_public_key), await hashKey(second.business_secret_key)].sort());
    expect(select(`SELECT id FROM contacts WHERE business_id = '${first.business_uuid}'`, target)).toHaveLength(3);
  }, 60_000);

  it("creates partners, rotates keys and toggles access", async () => {
    const partner = (await runOperator(["partner:create", "--name", "Acme Partners", "--persist-to", dir])) as Record<string, string>;
    expect(parseKey(partner.partner_key!)).toBe("partner_secret");
    const rotated = (await runOperator(["partner:rotate-key", "--partner", partner.partner_uuid!, "--persist-to", dir])) as Record<string, string>;
    expect(activeKeys(`partner_id = '${partner.partner_uuid}'`).map((k) => k.key_hash)).toEqual([await hashKey(rotated.partner_key!)]);

    const [business] = (await runOperator(["business:list", "--persist-to", dir])) as { uuid: string; api_access: boolean }[];
    expect(business!.api_access).toBe(true);
    await runOperator(["business:access", "--business", business!.uuid, "--off", "--persist-to", dir]);
    expect(((await runOperator(["business:list", "--persist-to", dir])) as { api_access: boolean }[])[0]!.api_access).toBe(false);
    const keys = (await runOperator(["business:issue-keys", "--business", business!.uuid, "--persist-to", dir])) as Record<string, string>;
    expect(activeKeys(`business_id = '${business!.uuid}'`)).toHaveLength(2);
    expect(activeKeys(`key_hash = '${await hashKey(keys.business_secret_key!)}'`)).toHaveLength(1);
  }, 60_000);

  it("refuses bad arguments without touching the database", async () => {
    await expect(runOperator(["business:access", "--business", "nope", "--on", "--persist-to", dir])).rejects.toThrow(/uuid/);
    await expect(runOperator(["business:access", "--business", crypto.randomUUID(), "--on", "--persist-to", dir])).rejects.toThrow(/no business/);
    await expect(runOperator(["business:issue-keys", "--business"])).rejects.toThrow(/argument missing/);
    await expect(runOperator(["launch"])).rejects.toThrow(/unknown command/);
  }, 60_000);
});
