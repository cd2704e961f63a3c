// Attachment rules (SPEC 2.6, CONTRACT 9): decoding, limits, kind detection, storage,
// and the SSRF guard on url attachments, where no forbidden fetch is ever made.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { decodeAttachment, detectKind, MAX_ATTACHMENT_BYTES } from "../src/extraction/attachments";
import { type Fetcher, fetchPublicFile, urlRejection } from "../src/extraction/safe-fetch";
import { ApiError } from "../src/lib/errors";
import { call, createBusiness, expectFailure } from "./harness";
import { pngBytes, textPdf, toBase64, workbook } from "./helpers/files";

const CSV = "Name,Email\nAcme Ltd,a@acme.example\n";

function spyFetcher(responses: Record<string, () => Response> = {}) {
  const calls: string[] = [];
  const fetcher: Fetcher = async (input) => {
    calls.push(input);
    const make = responses[input];
    return make ? make() : new Response("nope", { status: 404 });
  };
  return { calls, fetcher };
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}

describe("SSRF guard", () => {
  const forbidden = [
    "http://files.example.com/a.csv",
    "ftp://files.example.com/a.csv",
    "file:///etc/passwd",
    "https://127.0.0.1/a.csv",
    "https://127.1/a.csv",
    "https://0177.0.0.1/a.csv",
    "https://0x7f.0.0.1/a.csv",
    "https://0x7f000001/a.csv",
    "https://2130706433/a.csv",
    "https://017700000001/a.csv",
    "https://0/a.csv",
    "https://10.0.0.5/a.csv",
    "https://169.254.169.254/latest/meta-data/",
    "https://192.168.1.1./a.csv",
    "https://[::1]/a.csv",
    "https://[0:0:0:0:0:0:0:1]/a.csv",
    "https://[::ffff:127.0.0.1]/a.csv",
    "https://[::ffff:7f00:1]/a.csv",
    "https://[fd00::1]/a.csv",
    "https://[fe80::1%25eth0]/a.csv",
    "https://localhost/a.csv",
    "https://LOCALHOST./a.csv",
    "https://api.localhost/a.csv",
    "https://printer.local/a.csv",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://router.lan/a.csv",
    "https://nas.home.arpa/a.csv",
    "https://intranet/a.csv",
    "https://127.0.0.1.nip.io/a.csv",
    "https://10.0.0.1.sslip.io/a.csv",
    "https://user:pass@files.example.com/a.csv",
    "https://files.example.com@127.0.0.1/a.csv",
    "https://files.example.com:8443/a.csv",
    "https://files.example.com:22/a.csv",
    "not a url",
  ];

  it.each(forbidden)("refuses %s without fetching it", async (url) => {
    expect(urlRejection(url)).not.toBeNull();
    const { calls, fetcher } = spyFetcher();
    const err = await apiError(fetchPublicFile(url, { field: "attachments.0.file", maxBytes: 1024, fetcher }));
    expect(err.code).toBe("invalid_request");
    expect(err.errors?.[0]?.field).toBe("attachments.0.file");
    expect(calls).toEqual([]);
  });

  it("allows an ordinary public https URL", () => {
    expect(urlRejection("https://files.example.com/statements/nov.csv?sig=abc")).toBeNull();
    expect(urlRejection("https://files.example.com:443/a.csv")).toBeNull();
  });

  it("re-checks every redirect and never follows one into a private host", async () => {
    for (const target of [
      "https://127.0.0.1/x",
      "http://files.example.com/x",
      "https://[::1]/x",
      "https://localhost/x",
    ]) {
      const { calls, fetcher } = spyFetcher({
        "https://files.example.com/start": () => new Response(null, { status: 302, headers: { location: target } }),
      });
      const err = await apiError(
        fetchPublicFile("https://files.example.com/start", { field: "f", maxBytes: 1024, fetcher }),
      );
      expect(err.message).toContain("redirect target");
      expect(calls).toEqual(["https://files.example.com/start"]);
    }
  });

  it("follows at most three redirects", async () => {
    const hop = (n: number) => () => new Response(null, { status: 301, headers: { location: `/hop${n}` } });
    const { calls, fetcher } = spyFetcher({
      "https://files.example.com/hop0": hop(1),
      "https://files.example.com/hop1": hop(2),
      "https://files.example.com/hop2": hop(3),
      "https://files.example.com/hop3": () => new Response(CSV),
    });
    const ok = await fetchPublicFile("https://files.example.com/hop0", { field: "f", maxBytes: 1024, fetcher });
    expect(new TextDecoder().decode(ok.bytes)).toBe(CSV);
    expect(ok.url).toBe("https://files.example.com/hop3");
    expect(calls).toHaveLength(4);

    const tooMany = spyFetcher({
      "https://files.example.com/hop0": hop(1),
      "https://files.example.com/hop1": hop(2),
      "https://files.example.com/hop2": hop(3),
      "https://files.example.com/hop3": hop(4),
    });
    const err = await apiError(
      fetchPublicFile("https://files.example.com/hop0", { field: "f", maxBytes: 1024, fetcher: tooMany.fetcher }),
    );
    expect(err.message).toContain("more than 3 redirects");
    expect(tooMany.calls).toHaveLength(4);
  });

  it("requires a 2xx answer", async () => {
    for (const status of [404, 500, 204]) {
      const { fetcher } = spyFetcher({
        "https://files.example.com/a.csv": () => new Response(status === 204 ? null : "x", { status }),
      });
      const result = fetchPublicFile("https://files.example.com/a.csv", { field: "f", maxBytes: 1024, fetcher });
      if (status === 204) expect((await result).bytes.byteLength).toBe(0);
      else expect((await apiError(result)).message).toContain(`HTTP ${status}`);
    }
  });

  it("caps the size while streaming, whatever content-length says", async () => {
    const stream = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(400));
            controller.close();
          },
        }),
      );
    const { fetcher } = spyFetcher({ "https://files.example.com/big": stream });
    const err = await apiError(
      fetchPublicFile("https://files.example.com/big", { field: "f", maxBytes: 1000, fetcher }),
    );
    expect(err.code).toBe("payload_too_large");
    const declared = spyFetcher({
      "https://files.example.com/big": () => new Response("x", { headers: { "content-length": "5000" } }),
    });
    expect(
      (
        await apiError(
          fetchPublicFile("https://files.example.com/big", { field: "f", maxBytes: 1000, fetcher: declared.fetcher }),
        )
      ).code,
    ).toBe("payload_too_large");
  });

  it("gives up after the timeout", async () => {
    const fetcher: Fetcher = (_input, init) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    const err = await apiError(
      fetchPublicFile("https://files.example.com/slow", { field: "f", maxBytes: 1000, fetcher, timeoutMs: 50 }),
    );
    expect(err.message).toContain("longer than");
  });
});

describe("decoding", () => {
  const fail = async (attachment: Parameters<typeof decodeAttachment>[0]) => apiError(decodeAttachment(attachment, 2));

  it("decodes base64 and raw content", async () => {
    const b64 = await decodeAttachment({ file: toBase64(CSV), type: "base64", name: "c.csv" }, 0);
    expect(new TextDecoder().decode(b64.bytes)).toBe(CSV);
    expect(b64.kind).toBe("csv");
    expect(b64.sha256).toMatch(/^[0-9a-f]{64}$/);
    const wrapped = await decodeAttachment(
      { file: toBase64(CSV).replace(/(.{8})/g, "$1\n"), type: "base64", name: "c.csv" },
      0,
    );
    expect(wrapped.sha256).toBe(b64.sha256);
    const raw = await decodeAttachment({ file: CSV, type: "raw", name: "c.csv" }, 0);
    expect(raw.sha256).toBe(b64.sha256);
    const pdfBytes = textPdf(["Hello"]);
    const binary = String.fromCharCode(...pdfBytes);
    expect((await decodeAttachment({ file: binary, type: "raw", name: "doc.pdf" }, 0)).bytes).toEqual(pdfBytes);
  });

  it("rejects a data-URI prefix, bad base64 and empty content with the field named", async () => {
    const dataUri = await fail({ file: `data:text/csv;base64,${toBase64(CSV)}`, type: "base64", name: "c.csv" });
    expect(dataUri.message).toContain("data: URI");
    expect(dataUri.errors).toEqual([{ field: "attachments.2.file", message: expect.any(String) }]);
    for (const file of ["not base64!!", "abcde", "====", "QUJD$"]) {
      expect((await fail({ file, type: "base64", name: "c.csv" })).message).toContain("Base64");
    }
  });

  it("rejects a file over 10 MiB with 413", async () => {
    const big = "A".repeat(Math.ceil((MAX_ATTACHMENT_BYTES + 10) / 3) * 4);
    expect((await fail({ file: big, type: "base64", name: "c.csv" })).code).toBe("payload_too_large");
  });

  it("tells the kind from the name and confirms it by the bytes", () => {
    const pdf = textPdf(["x"]);
    expect(detectKind("statement.PDF", pdf, "f")).toBe("pdf");
    expect(detectKind(undefined, pdf, "f")).toBe("pdf");
    expect(detectKind("photo.jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), "f")).toBe("jpg");
    expect(detectKind("scan.png", pngBytes(), "f")).toBe("png");
    expect(detectKind("book.xlsx", workbook([["a"]], "xlsx"), "f")).toBe("xlsx");
    expect(detectKind("book.xls", workbook([["a"]], "biff8"), "f")).toBe("xls");
    expect(detectKind("list.csv", new TextEncoder().encode(CSV), "f")).toBe("csv");
    const mismatch = () => detectKind("statement.pdf", new TextEncoder().encode(CSV), "attachments.0.file");
    expect(mismatch).toThrow(/not a pdf file/);
    expect(() => detectKind("list.csv", pngBytes(), "f")).toThrow(/not a csv file/);
    expect(() => detectKind("notes.docx", pdf, "f")).toThrow(/unsupported file type/);
    expect(() => detectKind(undefined, new Uint8Array([0, 1, 2, 3, 0]), "f")).toThrow(/could not be recognised/);
  });
});

describe("through POST /contacts", () => {
  const post = (key: string, body: unknown) => call("/contacts", { method: "POST", key, body });

  it("rejects malformed attachment lists with 400 and field paths, creating nothing", async () => {
    const biz = await createBusiness();
    const cases: [unknown, string][] = [
      [["https://files.example.com/contacts.csv"], "attachments.0"],
      [[{ file: toBase64(CSV), name: "c.csv" }], "attachments.0.type"],
      [[{ file: "", type: "base64", name: "c.csv" }], "attachments.0.file"],
      [[{ file: toBase64(CSV), type: "zip", name: "c.csv" }], "attachments.0.type"],
      [[{ file: `data:text/csv;base64,${toBase64(CSV)}`, type: "base64", name: "c.csv" }], "attachments.0.file"],
      [[{ file: "%%%", type: "base64", name: "c.csv" }], "attachments.0.file"],
      ["not-an-array", "attachments"],
    ];
    for (const [attachments, field] of cases) {
      const res = await post(biz.key, { prompt: "Import these contacts", process_type: "direct", attachments });
      expect(res.status, JSON.stringify(attachments)).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.errors!.map((e) => e.field)).toContain(field);
    }
    const missingPrompt = await post(biz.key, { attachments: [] });
    expect(missingPrompt.json.errors!.map((e) => e.field)).toEqual(["prompt"]);
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
  });

  it("answers 413 for more than 10 attachments", async () => {
    const biz = await createBusiness();
    const attachments = Array.from({ length: 11 }, () => ({ file: toBase64(CSV), type: "base64", name: "c.csv" }));
    const res = await post(biz.key, { prompt: "Import", attachments });
    expect(res.status).toBe(413);
    expectFailure(res, "payload_too_large");
  });

  it("fetches a url attachment, stores it in R2 by hash and links it to the business", async () => {
    const biz = await createBusiness();
    const res = await post(biz.key, {
      prompt: "Import these customers",
      process_type: "direct",
      attachments: [{ file: "https://files.example.com/moved", type: "url", name: "remote.csv" }],
    });
    expect(res.status).toBe(201);
    expect(res.json.data.map((c: { name: string }) => c.name)).toEqual(["Remote One", "Remote Two"]);
    const row = await env.DB.prepare("SELECT sha256, kind, size, name, job_id FROM files WHERE business_id = ?")
      .bind(biz.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ kind: "csv", name: "remote.csv", job_id: null });
    const object = await env.FILES.get(`attachments/sha256/${row!.sha256}`);
    expect(object && (await object.text())).toContain("Remote One");
  });

  it("turns url failures into 400/413 without creating anything", async () => {
    const biz = await createBusiness();
    const cases: [string, number][] = [
      ["https://files.example.com/to-private", 400],
      ["https://files.example.com/loop", 400],
      ["https://files.example.com/missing.csv", 400],
      ["http://files.example.com/contacts.csv", 400],
      ["https://files.example.com/huge.csv", 413],
    ];
    for (const [url, status] of cases) {
      const res = await post(biz.key, {
        prompt: "Import",
        process_type: "direct",
        attachments: [{ file: url, type: "url", name: "x.csv" }],
      });
      expect(res.status, url).toBe(status);
    }
    expect((await call("/contacts?schema=contacts", { key: biz.key })).json.meta.total).toBe(0);
  });
});
