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

  it("is complete enough to generate a client from: a unique operationId, a summary, a description and examples on every operation", async () => {
    type Media = { example?: unknown; examples?: unknown };
    type Op = {
      operationId?: string;
      summary?: string;
      description?: string;
      requestBody?: { content: Record<string, Media> };
      responses: Record<string, { content?: Record<string, Media> }>;
    };
    const doc = (await getDocument()) as unknown as { paths: Record<string, Record<string, Op>> };
    const seen = new Map<string, string>();
    const lacking: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.operationId) lacking.push(`${name}: operationId`);
        else if (seen.has(op.operationId))
          lacking.push(`${name}: operationId ${op.operationId} also on ${seen.get(op.operationId)}`);
        else seen.set(op.operationId, name);
        if (!op.summary) lacking.push(`${name}: summary`);
        if (!op.description || op.description.length < 20) lacking.push(`${name}: description`);
        const body = op.requestBody?.content["application/json"];
        if (body && body.example === undefined && body.examples === undefined) lacking.push(`${name}: request example`);
        const answers = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
        if (answers.length === 0) lacking.push(`${name}: a success response`);
        for (const [status, answer] of answers) {
          const json = answer.content?.["application/json"];
          if (json && json.example === undefined && json.examples === undefined)
            lacking.push(`${name}: ${status} example`);
        }
      }
    expect(lacking).toEqual([]);
    expect(seen.get("listContacts")).toBe("GET /contacts");
    expect(seen.get("getInvoice")).toBe("GET /invoices/{uuid}");
  });
});
