// The OpenAI-compatible extractor end to end: the API with EXTRACTOR=openai (or auto)
// pointed at the fake model server (test/fixtures/fake-model.ts), whose answers each test
// scripts: valid, malformed, schema-invalid, 429, 5xx, slow. Direct and async creates
// run the real extractor code, over HTTP, through the whole pipeline.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { completion } from "./fixtures/fake-model";
import { call, createBusiness, expectFailure, type TestBusiness, today } from "./harness";
import { pngBytes, scannedPdf, toBase64 } from "./helpers/files";
import { deliver } from "./helpers/queue";

interface Lane {
  bindings: Partial<Bindings>;
  script(...answers: Record<string, unknown>[]): Promise<void>;
  requests(): Promise<{ headers: Record<string, string>; body: any }[]>;
}

/** A lane of the fake server of its own, and bindings that point the extractor at it. */
function lane(extractor = "openai", extra: Partial<Bindings> = {}): Lane {
  const name = crypto.randomUUID();
  const root = `https://llm.test/${name}`;
  return {
    bindings: {
      EXTRACTOR: extractor,
      AI_BASE_URL: `${root}/v1`,
      AI_API_KEY: "sk-test-123",
      AI_MODEL: "test-model",
      ...extra,
    },
    async script(...answers) {
      const res = await fetch(`${root}/script`, { method: "POST", body: JSON.stringify(answers) });
      if (res.status !== 204) throw new Error(`scripting the fake model failed: ${res.status}`);
    },
    async requests() {
      return (await fetch(`${root}/requests`)).json();
    },
  };
}

const invoiceDraft = {
  contact: "Ota Farms",
  date: "2026-11-20",
  due_date: null,
  terms_days: 14,
  narration: null,
  currency: null,
  exchange_rate: null,
  record_items: [{ description: "Consulting", quantity: "1", unit_price: "300000", account: null, tax_rate: null }],
};
const answer = (records: unknown[], missing: string[] = []) => ({ body: completion({ records, missing }) });

const create = (biz: TestBusiness, m: Lane, body: Record<string, unknown>, path = "/invoices") =>
  call(path, { method: "POST", key: biz.key, body: { process_type: "direct", ...body }, bindings: m.bindings });

/** Queue an invoice create against the lane; deliveries are made by the test. */
async function queue(biz: TestBusiness, m: Lane) {
  const queued: unknown[] = [];
  const JOBS = {
    sendBatch: async (messages: { body: unknown }[]) => void queued.push(...messages.map((x) => x.body)),
  };
  const bindings = { ...m.bindings, JOBS: JOBS as unknown as Queue } as Partial<Bindings>;
  const accepted = await call("/invoices", {
    method: "POST",
    key: biz.key,
    body: { prompt: "invoice ota farms 300k consulting, net 14" },
    bindings,
  });
  expect(accepted.status, accepted.text).toBe(200);
  const reference = accepted.json.data.job_reference;
  return {
    deliver: (attempt: number) => deliver(queued[0], attempt, "accounting-jobs", { ...env, ...bindings } as Bindings),
    job: async () => (await call(`/jobs/${reference}`, { key: biz.key })).json.data,
  };
}

describe("OpenAI-compatible extractor (EXTRACTOR=openai)", () => {
  it("asks for JSON of the resource's schema, with the key and model, and creates what it answers", async () => {
    const biz = await createBusiness();
    const m = lane();
    await m.script(answer([invoiceDraft]));
    const res = await create(biz, m, { prompt: "Bill Ota Farms 300k for consulting, net 14" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ total_amount: 300000, due_date: "2026-12-04" });
    expect(res.json.data.contact.name).toBe("Ota Farms");
    expect(res.json.data.assumptions[0]).toEqual({
      field: "extractor",
      value: "openai:test-model",
      reason: "the language model read the input",
    });
    const [sent] = await m.requests();
    expect(sent!.headers.authorization).toBe("Bearer sk-test-123");
    expect(sent!.body.model).toBe("test-model");
    expect(sent!.body.temperature).toBe(0);
    expect(sent!.body.response_format.type).toBe("json_schema");
    const schema = sent!.body.response_format.json_schema.schema;
    expect(schema.required).toEqual(["records", "missing"]);
    expect(Object.keys(schema.properties.records.items.properties)).toContain("record_items");
    expect(sent!.body.messages[1].content).toContain("Request: Bill Ota Farms 300k for consulting, net 14");
    expect(sent!.body.messages[1].content).toContain(`Today's date: ${today()}`);
  });

  it("repairs once: malformed JSON, then a valid answer", async () => {
    const biz = await createBusiness();
    const m = lane();
    await m.script({ body: completion("Sure! The invoice is for Ota Farms.") }, answer([invoiceDraft]));
    const res = await create(biz, m, { prompt: "invoice ota farms 300k consulting" });
    expect(res.status, res.text).toBe(201);
    const sent = await m.requests();
    expect(sent).toHaveLength(2);
    const retry = sent[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: "assistant", content: "Sure! The invoice is for Ota Farms." });
    expect(retry.at(-1).content).toContain("answer: the answer was not valid JSON");
  });

  it("fails the create, writing nothing, when the answer is invalid twice", async () => {
    const biz = await createBusiness();
    const m = lane();
    const bad = answer([{ ...invoiceDraft, record_items: [] }]);
    await m.script(bad, bad);
    const res = await create(biz, m, { prompt: "invoice ota farms" });
    expect(res.status).toBe(400);
    expectFailure(res, "invalid_request");
    expect(res.json.message).toMatch(/did not match the invoice's fields, twice/);
    expect(res.json.errors).toContainEqual(expect.objectContaining({ field: "records.0.record_items" }));
    expect((await m.requests())[1]!.body.messages.at(-1).content).toContain("records.0.record_items");
    expect((await call("/invoices?schema=invoicing", { key: biz.key })).json.meta.total).toBe(0);
  });

  it("passes on the fields the model says are missing", async () => {
    const biz = await createBusiness();
    const m = lane();
    await m.script(answer([], ["contact"]));
    const res = await create(biz, m, { prompt: "invoice for 300k" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ field: "contact", message: "The invoice's contact was not found" }]);
  });

  it("retries a 429 (honouring Retry-After) and a 5xx, then answers", async () => {
    const biz = await createBusiness();
    const m = lane();
    await m.script(
      { status: 429, headers: { "retry-after": "0" }, body: { error: "slow down" } },
      { status: 502, text: "bad gateway" },
      answer([invoiceDraft]),
    );
    const res = await create(biz, m, { prompt: "invoice ota farms 300k consulting" });
    expect(res.status, res.text).toBe(201);
    expect(await m.requests()).toHaveLength(3);
  });

  it("answers 503 model_unavailable after the last try, and on a refused key at once", async () => {
    const biz = await createBusiness();
    const down = lane();
    await down.script({ status: 500 }, { status: 503 }, { status: 500 });
    const res = await create(biz, down, { prompt: "invoice ota farms 300k consulting" });
    expect(res.status).toBe(503);
    expectFailure(res, "model_unavailable");
    expect(res.json.message).toContain("test-model");
    expect(await down.requests()).toHaveLength(3);

    const refused = lane();
    await refused.script({ status: 401, body: { error: { message: "invalid api key sk-test-123" } } });
    const denied = await create(biz, refused, { prompt: "invoice ota farms 300k consulting" });
    expect(denied.status).toBe(503);
    expect(denied.json.message).toContain("401");
    // The key is never repeated, even when the server echoes it.
    expect(denied.text).not.toContain("sk-test-123");
    expect(await refused.requests()).toHaveLength(1);
  });

  it("gives up on a model that does not answer in time", async () => {
    const biz = await createBusiness();
    const m = lane("openai", { AI_TIMEOUT_MS: "100" });
    const slow = { delay_ms: 1500, ...answer([invoiceDraft]) };
    await m.script(slow, slow, slow);
    const res = await create(biz, m, { prompt: "invoice ota farms 300k consulting" });
    expect(res.status).toBe(503);
    expect(res.json.message).toContain("no answer in time");
  });

  it("sends an image to the vision model, then extracts from its text", async () => {
    const biz = await createBusiness();
    const m = lane("openai", { AI_VISION_MODEL: "test-vision" });
    await m.script(
      { body: completion("OTA FARMS\nConsulting 300,000") },
      answer([{ name: "Ota Farms", email: null, phone: null, address: null, type: "customer" }]),
    );
    const res = await create(
      biz,
      m,
      {
        prompt: "Add this customer",
        attachments: [{ file: toBase64(pngBytes()), type: "base64", name: "card.png" }],
      },
      "/contacts",
    );
    expect(res.status, res.text).toBe(201);
    const [vision, text] = await m.requests();
    expect(vision!.body.model).toBe("test-vision");
    expect(vision!.body.messages[0].content[1].image_url.url).toMatch(/^data:image\/png;base64,/);
    expect(text!.body.messages[1].content).toContain("Attached document (card.png):\nOTA FARMS");
  });

  it("async: the job runs the model and reports its name and token counts", async () => {
    const biz = await createBusiness();
    const m = lane();
    await m.script(answer([invoiceDraft]));
    const queued = await queue(biz, m);
    await queued.deliver(1);
    const job = await queued.job();
    expect(job.status).toBe("completed");
    expect(job.result.extraction).toEqual({
      extractor: "openai",
      model: "test-model",
      input_tokens: 120,
      output_tokens: 40,
    });
    const [uuid] = job.result.uuids;
    expect(job.result.assumptions[uuid][0].field).toBe("extractor");
  });

  it("sends a scanned PDF (no text layer) to the vision model as a file, then extracts from its text", async () => {
    const biz = await createBusiness();
    const m = lane("openai", { AI_VISION_MODEL: "test-vision" });
    await m.script({ body: completion("INVOICE\nOta Farms\nConsulting 300,000") }, answer([invoiceDraft]));
    const res = await create(biz, m, {
      prompt: "Record this invoice",
      attachments: [{ file: toBase64(scannedPdf()), type: "base64", name: "scan.pdf" }],
    });
    expect(res.status, res.text).toBe(201);
    const [vision, text] = await m.requests();
    expect(vision!.body.model).toBe("test-vision");
    expect(vision!.body.messages[0].content[1]).toMatchObject({
      type: "file",
      file: { filename: "scan.pdf", file_data: expect.stringMatching(/^data:application\/pdf;base64,/) },
    });
    expect(text!.body.messages[1].content).toContain("Attached document (scan.pdf):\nINVOICE\nOta Farms");
  });

  describe("async jobs", () => {
    it("the model down: the job is retried later, then completes when the model answers", async () => {
      const biz = await createBusiness();
      const m = lane();
      await m.script({ status: 503 }, { status: 503 }, { status: 503 }, answer([invoiceDraft]));
      const job = await queue(biz, m);
      const first = await job.deliver(1);
      expect(first.retryMessages).toHaveLength(1);
      expect(await job.job()).toMatchObject({ status: "queued", attempts: 1 });
      const second = await job.deliver(2);
      expect(second.retryMessages).toHaveLength(0);
      const done = await job.job();
      expect(done.status).toBe("completed");
      expect(done.result.uuids).toHaveLength(1);
    });

    it("the model down on the last attempt: the job fails with model_unavailable", async () => {
      const biz = await createBusiness();
      const m = lane();
      await m.script({ status: 500 }, { status: 500 }, { status: 500 });
      const job = await queue(biz, m);
      const last = await job.deliver(5);
      expect(last.retryMessages).toHaveLength(0);
      const failed = await job.job();
      expect(failed.status).toBe("failed");
      expect(failed.error.code).toBe("model_unavailable");
      expect((await call("/invoices?schema=invoicing", { key: biz.key })).json.meta.total).toBe(0);
    });

    it("an answer invalid twice fails the job at once (the input's problem, not retried)", async () => {
      const biz = await createBusiness();
      const m = lane();
      const bad = answer([{ ...invoiceDraft, record_items: [] }]);
      await m.script(bad, bad);
      const job = await queue(biz, m);
      const outcome = await job.deliver(1);
      expect(outcome.retryMessages).toHaveLength(0);
      const failed = await job.job();
      expect(failed.status).toBe("failed");
      expect(failed.error.message).toMatch(/did not match the invoice's fields, twice/);
    });
  });
});

describe("hybrid mode (EXTRACTOR=auto with a model configured)", () => {
  it("keeps what the offline reader places, and never calls the model for it", async () => {
    const biz = await createBusiness();
    const m = lane("auto");
    const res = await create(biz, m, { prompt: `Invoice Ota Farms for consulting 300,000 NGN dated ${today()}` });
    expect(res.status, res.text).toBe(201);
    expect(await m.requests()).toHaveLength(0);
    expect(res.json.data.assumptions?.some((a: { field: string }) => a.field === "extractor")).toBeFalsy();
  });

  it("hands what it cannot place to the model, and says so on the record", async () => {
    const biz = await createBusiness();
    const m = lane("auto");
    await m.script(answer([invoiceDraft]));
    const res = await create(biz, m, { prompt: "that consulting gig for the farm people, 300k, two weeks to pay" });
    expect(res.status, res.text).toBe(201);
    expect(await m.requests()).toHaveLength(1);
    const [extractor] = res.json.data.assumptions;
    expect(extractor.field).toBe("extractor");
    expect(extractor.value).toBe("openai:test-model");
    expect(extractor.reason).toMatch(
      /^the offline reader could not place the input \(.+\); the language model read it$/,
    );
  });

  it("is rules alone without a model, and refuses a half configuration", async () => {
    const { createExtractor } = await import("../src/extraction");
    expect(createExtractor(env).name).toBe("rules");
    expect(createExtractor({ ...env, ...lane("auto").bindings } as Bindings).name).toBe("auto");
    expect(() => createExtractor({ ...env, EXTRACTOR: "openai" })).toThrow(/AI_BASE_URL/);
    expect(() => createExtractor({ ...env, AI_BASE_URL: "https://llm.test/x/v1" })).toThrow(/AI_MODEL/);
  });
});
