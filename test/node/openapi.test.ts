// The OpenAPI document is valid 3.1 by an independent validator, and documents each
// operation's security and failures. Runs in Node: the validator compiles JSON Schema
// with eval, which workerd forbids.
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";

async function getDocument() {
  const res = await createApp().request("/v1/accounting/openapi.json", {}, { DB: {} });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    openapi: string;
    components: { securitySchemes: Record<string, unknown> };
    paths: Record<
      string,
      Record<string, { summary?: string; tags?: string[]; security?: object[]; responses: Record<string, unknown> }>
    >;
  };
}

describe("OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const doc = await getDocument();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents security and failures on every operation", async () => {
    const doc = await getDocument();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["BusinessKey", "OAuthBearer", "PartnerKey"]);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThanOrEqual(7);
    for (const op of operations) {
      expect(op.summary).toBeTruthy();
      expect(op.tags?.length).toBeGreaterThan(0);
      expect(op.responses).toHaveProperty("500");
      if (op.security?.length) {
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["401", "429"]));
      }
    }
  });
});
