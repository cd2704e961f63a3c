// The Workers AI extractor against a fake AI binding: the prompts it builds, how it
// reads images and scanned PDFs, and how it treats malformed model output.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { contactSpec } from "../src/contacts/extraction";
import { createExtractor } from "../src/extraction";
import { rulesExtractor } from "../src/extraction/rules-extractor";
import { ExtractionError } from "../src/extraction/types";
import {
  type AiRunner,
  DEFAULT_AI_MODELS,
  TRANSCRIBE_PROMPT,
  workersAiExtractor,
} from "../src/extraction/workers-ai-extractor";
import { BASE, createBusiness } from "./harness";
import { pngBytes, scannedPdf, toBase64 } from "./helpers/files";

interface Call {
  model: string;
  inputs: Record<string, any>;
}

function fakeAi(answers: { text?: unknown; vision?: string; markdown?: string } = {}) {
  const calls: Call[] = [];
  const conversions: { name: string; type: string }[] = [];
  const ai: AiRunner = {
    async run(model, inputs) {
      calls.push({ model, inputs });
      if (model === DEFAULT_AI_MODELS.vision) return { response: answers.vision ?? "" };
      return { response: answers.text };
    },
    async toMarkdown(files) {
      conversions.push(...files.map((f) => ({ name: f.name, type: f.blob.type })));
      return files.map(() => ({ format: "markdown", data: answers.markdown ?? "" }));
    },
  };
  return { ai, calls, conversions };
}

const source = (extra: Record<string, unknown> = {}) => ({
  prompt: "Add customer Acme Ltd, accounts@acme.example",
  today: "2026-11-22",
  ...extra,
});
const acme = {
  name: "Acme Ltd",
  email: "accounts@acme.example",
  phone: null,
  address: null,
  tax_id: null,
  registration_number: null,
  website: null,
  contact_person: null,
  type: "customer",
};
/** An answer as models gave it before contacts had tax and registration numbers. */
const { tax_id: _taxId, registration_number: _registrationNumber, ...acmeWithoutNumbers } = acme;
/** An answer as models gave it before contacts had a website and a contact person. */
const { website: _website, contact_person: _contactPerson, ...acmeWithoutWebsite } = acme;

async function extractionError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ExtractionError) return err;
    throw err;
  }
  throw new Error("expected an ExtractionError");
}

describe("Workers AI extractor", () => {
  it("asks the text model for JSON constrained by the resource's schema", async () => {
    const { ai, calls } = fakeAi({ text: JSON.stringify({ records: [acme], missing: [] }) });
    const result = await workersAiExtractor(ai).extract(contactSpec, source({ textAttachment: "Phone: none given" }));
    expect(result).toEqual({
      records: [acme],
      problems: [],
      via: { extractor: "workers-ai", model: DEFAULT_AI_MODELS.text, input_tokens: 0, output_tokens: 0 },
    });
    expect(calls).toHaveLength(1);
    const { model, inputs } = calls[0]!;
    expect(model).toBe(DEFAULT_AI_MODELS.text);
    expect(inputs.temperature).toBe(0);
    expect(inputs.messages[0].role).toBe("system");
    expect(inputs.messages[0].content).toContain(contactSpec.instructions);
    expect(inputs.messages[0].content).toContain("Never invent values");
    expect(inputs.messages[1].content).toContain("Request: Add customer Acme Ltd, accounts@acme.example");
    expect(inputs.messages[1].content).toContain("Today's date: 2026-11-22");
    expect(inputs.messages[1].content).toContain("Attached text:\nPhone: none given");
    const schema = inputs.response_format.json_schema;
    expect(inputs.response_format.type).toBe("json_schema");
    expect(schema.properties.records.items.properties.type.enum).toEqual(["customer", "supplier", "employee", "other"]);
    expect(schema.required).toEqual(["records", "missing"]);
  });

  it("accepts an object answer or fenced JSON", async () => {
    for (const text of [
      { records: [acme], missing: [] },
      `\`\`\`json\n${JSON.stringify({ records: [acme], missing: [] })}\n\`\`\``,
      // A field the answer leaves out that the input did not state is null.
      { records: [acmeWithoutNumbers], missing: [] },
      { records: [acmeWithoutWebsite], missing: [] },
    ]) {
      const { ai } = fakeAi({ text });
      expect((await workersAiExtractor(ai).extract(contactSpec, source())).records).toEqual([acme]);
    }
  });

  it("rejects malformed model output instead of writing it", async () => {
    const cases: unknown[] = [
      "Sure! Here is the contact: Acme Ltd",
      JSON.stringify({ records: [{ ...acme, name: "" }], missing: [] }),
      JSON.stringify({ records: [{ ...acme, type: "partner" }], missing: [] }),
      JSON.stringify({ records: [{ ...acme, email: "not-an-email" }], missing: [] }),
      JSON.stringify({ contacts: [acme] }),
      undefined,
    ];
    for (const text of cases) {
      const fake = fakeAi({ text });
      const err = await extractionError(workersAiExtractor(fake.ai).extract(contactSpec, source()));
      expect(err.code, String(text)).toBe("model_output_invalid");
      // One repair attempt, told what was wrong, before giving up.
      expect(fake.calls).toHaveLength(2);
      expect(fake.calls[1]!.inputs.messages.at(-1).content).toMatch(/^That answer is not valid: /);
    }
  });

  it("reports fields the model says are missing", async () => {
    const { ai } = fakeAi({ text: JSON.stringify({ records: [], missing: ["name"] }) });
    const result = await workersAiExtractor(ai).extract(contactSpec, source());
    expect(result.problems).toEqual([{ field: "name", message: "The contact's name was not found" }]);
  });

  it("transcribes images with the vision model, then extracts from the text", async () => {
    const { ai, calls } = fakeAi({
      vision: "ACME LTD\naccounts@acme.example",
      text: JSON.stringify({ records: [acme], missing: [] }),
    });
    const image = pngBytes();
    await workersAiExtractor(ai).extract(
      contactSpec,
      source({ file: { name: "card.png", kind: "png", bytes: image } }),
    );
    expect(calls.map((c) => c.model)).toEqual([DEFAULT_AI_MODELS.vision, DEFAULT_AI_MODELS.text]);
    expect(calls[0]!.inputs).toMatchObject({ prompt: TRANSCRIBE_PROMPT, image: [...image] });
    expect(calls[1]!.inputs.messages[1].content).toContain(
      "Attached document (card.png):\nACME LTD\naccounts@acme.example",
    );
  });

  it("converts scanned PDFs through Workers AI document conversion", async () => {
    const { ai, calls, conversions } = fakeAi({
      markdown: "# Acme Ltd",
      text: JSON.stringify({ records: [acme], missing: [] }),
    });
    await workersAiExtractor(ai).extract(
      contactSpec,
      source({ file: { name: "scan.pdf", kind: "pdf", bytes: scannedPdf() } }),
    );
    expect(conversions).toEqual([{ name: "scan.pdf", type: "application/pdf" }]);
    expect(calls[0]!.inputs.messages[1].content).toContain("# Acme Ltd");
    const empty = fakeAi({ markdown: "" });
    const err = await extractionError(
      workersAiExtractor(empty.ai).extract(
        contactSpec,
        source({ file: { name: "scan.pdf", kind: "pdf", bytes: scannedPdf() } }),
      ),
    );
    expect(err.code).toBe("unreadable_input");
  });

  describe("when Workers AI fails", () => {
    /** A binding whose text model throws the given errors in turn, then answers. */
    function failing(errors: string[]) {
      let calls = 0;
      const ai: AiRunner = {
        async run() {
          const error = errors[calls++];
          if (error !== undefined) throw new Error(error);
          return { response: JSON.stringify({ records: [acme], missing: [] }) };
        },
        async toMarkdown() {
          throw new Error("unused");
        },
      };
      return { ai, calls: () => calls };
    }

    it("retries a passing fault (capacity, timeout), then answers", async () => {
      const fake = failing(["AiError: 3040: Capacity temporarily exceeded", "AiError: 3007: Request timeout"]);
      const result = await workersAiExtractor(fake.ai).extract(contactSpec, source());
      expect(result.records).toEqual([acme]);
      expect(fake.calls()).toBe(3);
    });

    it("after the last try: model_unavailable, retryable (a job tries again later)", async () => {
      const fake = failing(Array(3).fill("AiError: 3040: Capacity temporarily exceeded"));
      const err = await workersAiExtractor(fake.ai)
        .extract(contactSpec, source())
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ code: "model_unavailable", retryable: true, status: 503 });
      expect(fake.calls()).toBe(3);
    });

    it("a refusal (no such model) is not retried and is not retryable", async () => {
      const fake = failing(["AiError: 5007: No such model @cf/none or task"]);
      const err = await workersAiExtractor(fake.ai)
        .extract(contactSpec, source())
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ code: "model_unavailable", retryable: false });
      expect((err as Error).message).toContain("No such model");
      expect(fake.calls()).toBe(1);
    });

    it("answers 503 model_unavailable through the API and writes nothing", async () => {
      const biz = await createBusiness();
      const fake = failing(Array(3).fill("AiError: 3040: Capacity temporarily exceeded"));
      const response = await createApp().request(
        `${BASE}/contacts`,
        {
          method: "POST",
          headers: { "X-API-Key": biz.key, "content-type": "application/json" },
          body: JSON.stringify({ prompt: "Add customer Acme Ltd", process_type: "direct" }),
        },
        { ...env, AI: fake.ai, EXTRACTOR: "workers-ai" },
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "failed", code: "model_unavailable" });
      const count = await env.DB.prepare("SELECT count(*) AS n FROM contacts WHERE business_id = ?")
        .bind(biz.id)
        .first();
      expect(count).toEqual({ n: 0 });
    });
  });

  it("is chosen by configuration", () => {
    const { ai } = fakeAi();
    expect(createExtractor(env).name).toBe("rules");
    expect(createExtractor({ ...env, AI: ai as unknown as Ai }).name).toBe("auto");
    expect(createExtractor({ ...env, AI: ai as unknown as Ai, EXTRACTOR: "workers-ai" }).name).toBe("workers-ai");
    expect(createExtractor({ ...env, AI: ai as unknown as Ai, EXTRACTOR: "rules" })).toBe(rulesExtractor);
    expect(() => createExtractor({ ...env, EXTRACTOR: "workers-ai" })).toThrow(/no AI binding/);
  });

  it("creates a contact from an image end to end when the binding is configured", async () => {
    const biz = await createBusiness();
    const { ai } = fakeAi({
      vision: "Acme Ltd accounts@acme.example",
      text: JSON.stringify({ records: [acme], missing: [] }),
    });
    const response = await createApp().request(
      `${BASE}/contacts`,
      {
        method: "POST",
        headers: { "X-API-Key": biz.key, "content-type": "application/json" },
        body: JSON.stringify({
          prompt: "Add this customer",
          process_type: "direct",
          attachments: [{ file: toBase64(pngBytes()), type: "base64", name: "card.png" }],
        }),
      },
      { ...env, AI: ai },
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject(acme);
  });
});
