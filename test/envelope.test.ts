// Every failure path answers in the envelope of CONTRACT 2, with a request id.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { BASE, call, createBusiness, createPartner, expectFailure } from "./harness";

describe("request ids", () => {
  it("generates one when none is sent and puts it in failures", async () => {
    const res = await call("/nope");
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json.request_id).toBe(id);
  });
  it("echoes a valid incoming id and replaces an invalid one", async () => {
    expect((await call("/health", { headers: { "X-Request-Id": "trace-abc_123" } })).headers.get("X-Request-Id")).toBe(
      "trace-abc_123",
    );
    const bad = await call("/health", { headers: { "X-Request-Id": "bad id with spaces <script>" } });
    expect(bad.headers.get("X-Request-Id")).not.toContain(" ");
  });
});

describe("routing", () => {
  it("404s unknown paths and versions in the envelope", async () => {
    for (const url of [
      `${BASE}/unknown`,
      "https://api.test/v2/accounting/contacts",
      "https://api.test/v1/other",
      "https://api.test/favicon.ico",
    ]) {
      const res = await call(url);
      expect(res.status).toBe(404);
      expectFailure(res, "not_found");
    }
  });
  it("redirects / to the docs page, which is served", async () => {
    const res = await call("https://api.test/");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/v1/accounting/docs");
    const docs = await call("/docs");
    expect(docs.status).toBe(200);
    expect(docs.headers.get("content-type")).toContain("text/html");
    expect(docs.text).toContain("/v1/accounting/openapi.json");
    // The reference's script comes from this origin (a static asset), never a CDN.
    const scripts = [...docs.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(["/v1/accounting/assets/scalar-api-reference.js"]);
    expect(docs.text).not.toMatch(/https?:\/\/(?!api\.test)/);
  });
  it("serves the OpenAPI document without a key", async () => {
    const res = await call("/openapi.json");
    expect(res.status).toBe(200);
    expect((res.json as any).openapi).toBe("3.1.0");
  });
});

describe("bodies", () => {
  it("rejects malformed JSON with 400", async () => {
    const partner = await createPartner();
    const res = await call("/register-business", { method: "POST", key: partner.key, body: '{"email": "a@b.co",' });
    expect(res.status).toBe(400);
    expectFailure(res, "invalid_request");
  });
  it("rejects a body that is not JSON by content type", async () => {
    const business = await createBusiness();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await call("/contacts/x", {
        method: "PUT",
        key: business.key,
        headers: { "content-type": type },
        body: "name=x",
      });
      expect(res.status).toBe(400);
      expectFailure(res, "invalid_request");
      expect(res.json.message).toContain("application/json");
    }
  });
  it("answers 400 to a write with no body where the route needs one", async () => {
    const business = await createBusiness();
    for (const [method, path] of [
      ["POST", "/contacts"],
      ["PUT", "/contacts/x"],
      ["POST", "/journals"],
    ] as const) {
      const res = await call(path, { method, key: business.key });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(400);
      expectFailure(res, "invalid_request");
    }
  });
  it("rejects an oversized body with 413", async () => {
    const business = await createBusiness();
    const res = await call("/contacts/x", {
      method: "PUT",
      key: business.key,
      body: { name: "x".repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expectFailure(res, "payload_too_large");
  });
  it("reports validation errors with dotted field paths", async () => {
    const business = await createBusiness();
    const res = await call("/contacts?schema=contacts&limit=500&page=0&date_order=sideways", { key: business.key });
    expect(res.status).toBe(400);
    expectFailure(res, "invalid_request");
    expect(res.json.errors!.map((e) => e.field).sort()).toEqual(["date_order", "limit", "page"]);
    const body = await call("/contacts/x", { method: "PUT", key: business.key, body: [1] });
    expect(body.status).toBe(400);
    expect(body.json.errors![0]!.field).toBe("body");
  });
});

describe("faults", () => {
  it("turns a thrown error into a 500 envelope without leaking its text", async () => {
    const app = createApp();
    app.get("/v1/accounting/boom", () => {
      throw new Error("SELECT * FROM secrets -- stack detail");
    });
    const res = await app.request(`${BASE}/boom`, {}, env);
    expect(res.status).toBe(500);
    const json = (await res.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ status: "failed", code: "internal_error", message: "Internal server error" });
    expect(JSON.stringify(json)).not.toContain("secrets");
    expect(json.request_id).toBe(res.headers.get("X-Request-Id"));
  });
});
