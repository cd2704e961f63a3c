// POST /contacts on the AI create pipeline with the offline extractor: real-world
// phrasings, text attachments and files, direct and async, with every field checked.
import { describe, expect, it } from "vitest";
import { contactPrompts } from "./fixtures/contact-prompts";
import { call, createBusiness, expectFailure, waitForJob } from "./harness";
import { pngBytes, scannedPdf, textPdf, toBase64, workbook } from "./helpers/files";

const post = (key: string, body: unknown) => call("/contacts", { method: "POST", key, body });

describe("prompts, direct", () => {
  it.each(contactPrompts)("$prompt", async ({ prompt, text_attachment, expected }) => {
    const biz = await createBusiness();
    const res = await post(biz.key, { prompt, text_attachment, process_type: "direct" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject(expected);
    expect(res.json.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // It is stored as returned.
    expect((await call(`/contacts/${res.json.data.uuid}`, { key: biz.key })).json.data).toEqual(res.json.data);
  });
});

describe("prompts, async", () => {
  // Three requests per prompt; a business per 20 prompts keeps each key under the test
  // runtime's rate limit of 100 requests a minute.
  it.each(
    Array.from({ length: Math.ceil(contactPrompts.length / 20) }, (_, i) => contactPrompts.slice(i * 20, i * 20 + 20)),
  )("queues one job per prompt, which creates the same contact a direct create would (%#)", async (...samples) => {
    const biz = await createBusiness();
    const accepted = await Promise.all(
      samples.map((s) => post(biz.key, { prompt: s.prompt, text_attachment: s.text_attachment })),
    );
    for (const [i, res] of accepted.entries()) {
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({
        process_type: "async",
        job_reference: expect.stringMatching(/^job_[0-9A-HJKMNP-TV-Z]{26}$/),
        jobs: [{ job_reference: res.json.data.job_reference, attachment: null }],
      });
      const job = await waitForJob(biz.key, res.json.data.job_reference);
      expect(job).toMatchObject({ resource: "contacts", status: "completed", attempts: 1, error: null });
      expect(job.result.uuids).toHaveLength(1);
      const contact = await call(`/contacts/${job.result.uuids[0]}`, { key: biz.key });
      expect(contact.json.data).toMatchObject(samples[i]!.expected);
    }
  });

  it("fails the job with the missing field named when the prompt has no name", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, { prompt: "add a contact with email lost@example.com" });
    const job = await waitForJob(biz.key, res.json.data.job_reference);
    expect(job).toMatchObject({ status: "failed", result: null, error: { code: "incomplete" } });
    expect(job.error.message).toContain("name was not found");
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
    // A bare number may be part of the name.
    const studio = await post(biz.key, { prompt: "Add customer Studio 54", process_type: "direct" });
    expect(studio.status, studio.text).toBe(201);
    expect(studio.json.data.name).toBe("Studio 54");
  });
});

describe("missing and unreadable input, direct", () => {
  it("refuses an amount or a date a contact has no field for, quoted", async () => {
    const biz = await createBusiness();
    const limit = await post(biz.key, {
      prompt: "Add supplier Fola Prints, credit limit 500k",
      process_type: "direct",
    });
    expect(limit.status).toBe(400);
    expect(limit.json.message).toContain('"500k"');
    const since = await post(biz.key, {
      prompt: "Add customer Emeka Stores, a customer since 3 March 2024",
      process_type: "direct",
    });
    expect(since.status).toBe(400);
    expect(since.json.message).toContain('"3 March 2024"');
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
    // A bare number may be part of the name.
    const studio = await post(biz.key, { prompt: "Add customer Studio 54", process_type: "direct" });
    expect(studio.status, studio.text).toBe(201);
    expect(studio.json.data.name).toBe("Studio 54");
  });

  it("names what is missing instead of guessing", async () => {
    const biz = await createBusiness();
    for (const prompt of ["add email x@y.com", "create a new customer", "phone +1 555 0100 200"]) {
      const res = await post(biz.key, { prompt, process_type: "direct" });
      expect(res.status, prompt).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors).toEqual([{ field: "name", message: "The contact's name was not found" }]);
    }
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
    // A bare number may be part of the name.
    const studio = await post(biz.key, { prompt: "Add customer Studio 54", process_type: "direct" });
    expect(studio.status, studio.text).toBe(201);
    expect(studio.json.data.name).toBe("Studio 54");
  });

  it("refuses images and scanned PDFs without the AI extractor: 400 direct, failed job async", async () => {
    const biz = await createBusiness();
    for (const attachment of [
      { file: toBase64(pngBytes()), type: "base64", name: "card.png" },
      { file: toBase64(scannedPdf()), type: "base64", name: "scan.pdf" },
    ]) {
      const direct = await post(biz.key, {
        prompt: "Add this contact",
        process_type: "direct",
        attachments: [attachment],
      });
      expect(direct.status).toBe(400);
      expect(direct.json.message).toContain("Workers AI extractor");
      const queued = await post(biz.key, { prompt: "Add this contact", attachments: [attachment] });
      expect(queued.json.data.jobs[0].attachment).toEqual({ index: 0, name: attachment.name });
      const job = await waitForJob(biz.key, queued.json.data.job_reference);
      expect(job).toMatchObject({ status: "failed", error: { code: "unreadable_input" } });
    }
  });
});

describe("files and tables", () => {
  const rows = [
    ["Name", "Email", "Phone", "Address", "Type"],
    ["Acme Ltd", "ap@acme.example", "+234 803 555 0101", "12 Marina, Lagos", "Customer"],
    ["Globex", "billing@globex.example", "", "", "vendor"],
    ["Jane Doe", "", "555-0100-200", "", ""],
  ];
  const expected = [
    {
      name: "Acme Ltd",
      email: "ap@acme.example",
      phone: "+234 803 555 0101",
      address: "12 Marina, Lagos",
      type: "customer",
    },
    { name: "Globex", email: "billing@globex.example", phone: null, address: null, type: "supplier" },
    { name: "Jane Doe", email: null, phone: "555-0100-200", address: null, type: "other" },
  ];
  const csv = rows.map((r) => r.map((c) => (c.includes(",") ? `"${c}"` : c)).join(",")).join("\n");

  it.each([
    ["csv", { file: toBase64(csv), type: "base64", name: "contacts.csv" }],
    ["xlsx", { file: toBase64(workbook(rows, "xlsx")), type: "base64", name: "contacts.xlsx" }],
    [
      "xlsx with a title row",
      { file: toBase64(workbook(rows, "xlsx", "Our contacts, Nov 2026")), type: "base64", name: "contacts.xlsx" },
    ],
    ["xls", { file: toBase64(workbook(rows, "biff8")), type: "base64", name: "contacts.xls" }],
  ])("imports several contacts from %s", async (_kind, attachment) => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "Import these contacts",
      process_type: "direct",
      attachments: [attachment],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.message).toBe("3 contacts created");
    expect(
      res.json.data.map(({ name, email, phone, address, type }: Record<string, unknown>) => ({
        name,
        email,
        phone,
        address,
        type,
      })),
    ).toEqual(expected);
  });

  it("takes the type from the prompt when the table has none, and a tabular text_attachment", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "Add these suppliers",
      process_type: "direct",
      text_attachment: "name;email\nPaper Co;orders@paper.example\nInk Ltd;ink@ink.example",
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual([
      expect.objectContaining({ name: "Paper Co", email: "orders@paper.example", type: "supplier" }),
      expect.objectContaining({ name: "Ink Ltd", email: "ink@ink.example", type: "supplier" }),
    ]);
  });

  it("imports a file asynchronously, one job per attachment", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "Import",
      attachments: [
        { file: toBase64(csv), type: "base64", name: "a.csv" },
        {
          file: toBase64(
            workbook(
              [
                ["Full name", "E-mail"],
                ["Solo Person", "solo@example.com"],
              ],
              "xlsx",
            ),
          ),
          type: "base64",
          name: "b.xlsx",
        },
      ],
    });
    expect(res.status).toBe(200);
    const jobs = res.json.data.jobs;
    expect(jobs.map((j: { attachment: unknown }) => j.attachment)).toEqual([
      { index: 0, name: "a.csv" },
      { index: 1, name: "b.xlsx" },
    ]);
    expect(res.json.data.job_reference).toBe(jobs[0].job_reference);
    const [first, second] = [
      await waitForJob(biz.key, jobs[0].job_reference),
      await waitForJob(biz.key, jobs[1].job_reference),
    ];
    expect(first.result.uuids).toHaveLength(3);
    expect(second.result.uuids).toHaveLength(1);
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(4);
  });

  it("fails the whole file when a row has no name, naming the row", async () => {
    const biz = await createBusiness();
    const bad = "Name,Email\nGood Co,g@good.example\n,orphan@example.com\n";
    const res = await post(biz.key, {
      prompt: "Import",
      process_type: "direct",
      attachments: [{ file: toBase64(bad), type: "base64", name: "c.csv" }],
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ field: "rows.3.name", message: "Row 3 has no name" }]);
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
    // A bare number may be part of the name.
    const studio = await post(biz.key, { prompt: "Add customer Studio 54", process_type: "direct" });
    expect(studio.status, studio.text).toBe(201);
    expect(studio.json.data.name).toBe("Studio 54");
  });

  it("reports a table whose header names no contact fields", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "Import",
      process_type: "direct",
      attachments: [{ file: toBase64("foo,bar\n1,2\n"), type: "base64", name: "c.csv" }],
    });
    expect(res.status).toBe(400);
    expect(res.json.errors![0]!.field).toBe("attachments");
  });

  it("reads a contact from a PDF's text", async () => {
    const biz = await createBusiness();
    const pdf = textPdf(["Name: Prosper Bank Plc", "Email: hello@prosper.example", "Phone: +234 1 270 0000"]);
    const res = await post(biz.key, {
      prompt: "Add this supplier",
      process_type: "direct",
      attachments: [{ file: toBase64(pdf), type: "base64", name: "card.pdf" }],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      name: "Prosper Bank Plc",
      email: "hello@prosper.example",
      phone: "+234 1 270 0000",
      type: "supplier",
    });
  });
});

describe("source_uuid", () => {
  it("is set on the created contact, unique per business (409), and limited to one record", async () => {
    const biz = await createBusiness();
    const first = await post(biz.key, {
      prompt: "Add customer Acme Ltd",
      process_type: "direct",
      source_uuid: "crm-77",
    });
    expect(first.status).toBe(201);
    expect(first.json.data.source_uuid).toBe("crm-77");
    expect((await call("/contacts/crm-77", { key: biz.key })).json.data.uuid).toBe(first.json.data.uuid);
    const clash = await post(biz.key, {
      prompt: "Add customer Other Ltd",
      process_type: "direct",
      source_uuid: "crm-77",
    });
    expect(clash.status).toBe(409);
    expectFailure(clash, "conflict");
    const queued = await post(biz.key, { prompt: "Add customer Third Ltd", source_uuid: "crm-77" });
    expect(await waitForJob(biz.key, queued.json.data.job_reference)).toMatchObject({
      status: "failed",
      error: { code: "conflict" },
    });
    const many = await post(biz.key, {
      prompt: "Import",
      process_type: "direct",
      source_uuid: "crm-78",
      attachments: [{ file: toBase64("Name\nA Co\nB Co\n"), type: "base64", name: "c.csv" }],
    });
    expect(many.status).toBe(400);
    expect(many.json.errors![0]!.field).toBe("source_uuid");
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(1);
  });
});

describe("jobs", () => {
  it("are private to their business", async () => {
    const [owner, other] = await Promise.all([createBusiness(), createBusiness()]);
    const res = await post(owner.key, { prompt: "Add customer Private Co" });
    const reference = res.json.data.job_reference;
    await waitForJob(owner.key, reference);
    const peek = await call(`/jobs/${reference}`, { key: other.key });
    expect(peek.status).toBe(404);
    expectFailure(peek, "not_found");
    expect((await call("/jobs/job_01JD6Z3K8V2M9Q4X7R5T0W1Y2B", { key: owner.key })).status).toBe(404);
  });
});
