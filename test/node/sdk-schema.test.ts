// The SDK's types are generated from the OpenAPI document (sdk/scripts/schema.ts): the
// committed sdk/src/schema.ts must be what the document makes today.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateSchema } from "../../sdk/scripts/schema";

describe("SDK types", () => {
  it("are current with the OpenAPI document (else: npm run sdk:generate)", async () => {
    const committed = readFileSync(new URL("../../sdk/src/schema.ts", import.meta.url), "utf8");
    expect(committed === (await generateSchema()), "sdk/src/schema.ts is stale: run npm run sdk:generate").toBe(true);
  });
});
