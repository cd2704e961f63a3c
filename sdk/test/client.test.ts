// The SDK against the real service (a `wrangler dev` the e2e run started and seeded).
import { describe, expect, it } from "vitest";
import { AccountingApiError, createClient, etagOf, ifMatch, paginate, unwrap, waitForJob } from "../src/index.js";

const baseUrl = process.env.ACCOUNTING_BASE_URL;
const apiKey = process.env.ACCOUNTING_API_KEY;
if (!baseUrl || !apiKey)
  throw new Error("Set ACCOUNTING_BASE_URL and ACCOUNTING_API_KEY (npm run test:e2e does), see sdk/README.md");

const api = createClient({ baseUrl, apiKey });
const unique = () => crypto.randomUUID().slice(0, 8);

/** A create answers one record (record), a list (records) or jobs (async): this expects one record. */
function one<D extends object>(data: D): Exclude<D, unknown[] | { job_reference: string }> {
  if (Array.isArray(data) || "job_reference" in data) throw new Error("expected one record");
  return data as Exclude<D, unknown[] | { job_reference: string }>;
}

const newContact = async (name: string) =>
  one(
    (await unwrap(api.POST("/contacts", { body: { process_type: "direct", record: { name, type: "customer" } } })))
      .data,
  );

describe("sdk", () => {
  it("creates and reads a record, typed", async () => {
    const name = `SDK Traders ${unique()}`;
    const made = await newContact(name);
    const { data } = await unwrap(api.GET("/contacts/{uuid}", { params: { path: { uuid: made.uuid } } }));
    expect(data.name).toBe(name);
    expect(data.uuid).toBe(made.uuid);
  });

  it("retries a POST whose answer was lost with the same Idempotency-Key: one record, not two", async () => {
    let sent = 0;
    const keys: (string | null)[] = [];
    const lossy = createClient({
      baseUrl,
      apiKey,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        keys.push(request.headers.get("Idempotency-Key"));
        const response = await fetch(request);
        if (++sent === 1) throw new TypeError("connection reset (after the server answered)");
        return response;
      },
    });
    const name = `Retry Traders ${unique()}`;
    const made = await unwrap(
      lossy.POST("/contacts", { body: { process_type: "direct", record: { name, type: "customer" } } }),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const { data } = await unwrap(api.GET("/contacts", { params: { query: { schema: "contacts", search: name } } }));
    expect(data.filter((c) => c.name === name)).toHaveLength(1);
    expect(made).toBeTruthy();
  });

  it("throws typed errors with the envelope's code, fields and request id", async () => {
    const missing = api.GET("/contacts/{uuid}", { params: { path: { uuid: crypto.randomUUID() } } });
    await expect(unwrap(missing)).rejects.toMatchObject({ status: 404, code: "not_found" });
    const refused = await unwrap(
      // Deliberately invalid (no name): the types refuse it, so it is cast.
      api.POST("/contacts", { body: { process_type: "direct", record: { type: "customer" } } as never }),
    ).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AccountingApiError);
    expect((refused as AccountingApiError).status).toBe(400);
    expect((refused as AccountingApiError).errors.length).toBeGreaterThan(0);
    expect((refused as AccountingApiError).requestId).toBeTruthy();
  });

  it("edits only the version read (If-Match): a stale ETag is a 409", async () => {
    const made = await newContact(`Etag Traders ${unique()}`);
    const read = await api.GET("/contacts/{uuid}", { params: { path: { uuid: made.uuid } } });
    const etag = etagOf(read.response)!;
    expect(etag).toMatch(/^"v\d+"$/);
    const path = { params: { path: { uuid: made.uuid } } };
    await unwrap(api.PUT("/contacts/{uuid}", { ...path, body: { phone: "+234 803 555 0100" }, ...ifMatch(etag) }));
    await expect(
      unwrap(api.PUT("/contacts/{uuid}", { ...path, body: { phone: "+234 803 555 0101" }, ...ifMatch(etag) })),
    ).rejects.toMatchObject({ status: 409, code: "conflict" });
  });

  it("pages through a list", async () => {
    const tag = unique();
    for (const n of [1, 2, 3]) await newContact(`Page ${tag} Traders ${n}`);
    const names: string[] = [];
    for await (const c of paginate((page) =>
      api.GET("/contacts", { params: { query: { schema: "contacts", search: `Page ${tag}`, page, limit: 2 } } }),
    ))
      names.push(c.name);
    expect(names.sort()).toEqual([1, 2, 3].map((n) => `Page ${tag} Traders ${n}`));
  });

  it("waits for a queued create to finish", async () => {
    const name = `Queued Traders ${unique()}`;
    const queued = await unwrap(api.POST("/contacts", { body: { prompt: `Add customer ${name}` } as never }));
    if (!("job_reference" in queued.data)) throw new Error("expected a queued job");
    const reference = queued.data.job_reference;
    const job = await waitForJob(api, reference, { timeoutMs: 60_000 });
    expect(job.status).toBe("completed");
    expect(job.result?.uuids).toHaveLength(1);
  });
});
