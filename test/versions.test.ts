// Optimistic concurrency: ETag on every record read and write, If-Match on PUT, PATCH and
// DELETE (409 on a stale version, nothing changed), and the guard that makes the check
// and the write one atomic batch.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bumpVersion, runBatch } from "../src/db/batch";
import { contacts, journalLines } from "../src/db/schema";
import { call, createBusiness, db, expectFailure, insertContacts, type TestBusiness } from "./harness";

const direct = (biz: TestBusiness, path: string, prompt: string) =>
  call(path, { method: "POST", key: biz.key, body: { prompt, process_type: "direct" } });

describe("ETag and If-Match", () => {
  it("refuses a write against a stale version and changes nothing", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Acme Ltd", sourceUuid: "acme" }]);
    const read = await call(`/contacts/${row!.id}`, { key: biz.key });
    const etag = read.headers.get("ETag")!;
    expect(etag).toBe('"v1"');
    // By source_uuid too: the same record, the same version.
    expect((await call("/contacts/acme", { key: biz.key })).headers.get("ETag")).toBe(etag);

    const updated = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      headers: { "If-Match": etag },
      body: { name: "Acme Limited" },
    });
    expect(updated.status, updated.text).toBe(200);
    const next = updated.headers.get("ETag")!;
    expect(next).not.toBe(etag);
    expect((await call(`/contacts/${row!.id}`, { key: biz.key })).headers.get("ETag")).toBe(next);

    // Another client still holding the first version.
    const stale = await call("/contacts/acme", {
      method: "PUT",
      key: biz.key,
      headers: { "If-Match": etag },
      body: { name: "Overwritten" },
    });
    expect(stale.status).toBe(409);
    expectFailure(stale, "conflict");
    const staleDelete = await call(`/contacts/${row!.id}`, {
      method: "DELETE",
      key: biz.key,
      headers: { "If-Match": etag },
    });
    expect(staleDelete.status).toBe(409);
    const [kept] = await db().select().from(contacts).where(eq(contacts.id, row!.id));
    expect(kept!.name).toBe("Acme Limited");

    // A list naming the current version matches; so does *.
    const listed = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      headers: { "If-Match": `"nope", ${next}` },
      body: { phone: "+1 555 0100" },
    });
    expect(listed.status).toBe(200);
    const any = await call(`/contacts/${row!.id}`, {
      method: "PUT",
      key: biz.key,
      headers: { "If-Match": "*" },
      body: { phone: "+1 555 0101" },
    });
    expect(any.status).toBe(200);
    const current = any.headers.get("ETag")!;
    // Weak tags never match (strong comparison), even with the current value.
    expect(
      (await call(`/contacts/${row!.id}`, { method: "DELETE", key: biz.key, headers: { "If-Match": `W/${current}` } }))
        .status,
    ).toBe(409);
    expect(
      (await call(`/contacts/${row!.id}`, { method: "DELETE", key: biz.key, headers: { "If-Match": current } })).status,
    ).toBe(200);
    expect((await call(`/contacts/${row!.id}`, { key: biz.key })).status).toBe(404);
  });

  it("answers a malformed If-Match with 400, a missing record with 404, and leaves writes without it unconditional", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Globex" }]);
    for (const header of ["abc", '"unterminated', '"a" "b"']) {
      const res = await call(`/contacts/${row!.id}`, {
        method: "PUT",
        key: biz.key,
        headers: { "If-Match": header },
        body: { name: "X" },
      });
      expect(res.status, header).toBe(400);
      expectFailure(res, "invalid_request");
    }
    expect(
      (
        await call(`/contacts/${crypto.randomUUID()}`, {
          method: "PUT",
          key: biz.key,
          headers: { "If-Match": '"1"' },
          body: { name: "X" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(`/contacts/${row!.id}`, { method: "PUT", key: biz.key, body: { name: "Globex Corp" } })).status,
    ).toBe(200);
  });

  it("guards multi-statement writes: a stale journal edit leaves the ledger as it was", async () => {
    const biz = await createBusiness();
    const created = await direct(biz, "/journals", "Debit Rent 500, credit Cash 500 on 2026-03-01");
    expect(created.status, created.text).toBe(201);
    const uuid = created.json.data.uuid;
    const etag = (await call(`/journals/${uuid}`, { key: biz.key })).headers.get("ETag")!;
    expect(
      (
        await call(`/journals/${uuid}`, {
          method: "PUT",
          key: biz.key,
          headers: { "If-Match": etag },
          body: { reference: "JV-1" },
        })
      ).status,
    ).toBe(200);
    const lines = await db().select().from(journalLines).where(eq(journalLines.businessId, biz.id));
    const stale = await call(`/journals/${uuid}`, {
      method: "PUT",
      key: biz.key,
      headers: { "If-Match": etag },
      body: {
        lines: [
          { account: "Rent", debit: 900 },
          { account: "Cash", credit: 900 },
        ],
      },
    });
    expect(stale.status).toBe(409);
    expect(await db().select().from(journalLines).where(eq(journalLines.businessId, biz.id))).toEqual(lines);
  });

  it("puts an ETag on every record route and takes If-Match on each kind of record", async () => {
    const biz = await createBusiness();
    const records = {
      invoices: (await direct(biz, "/invoices", "Invoice Acme Ltd for 1 box at 10")).json,
      expenses: (await direct(biz, "/expenses", "Paid 100 for supplies from Cash")).json,
      accounts: (await direct(biz, "/accounts", "add a Fuel Levy expense account")).json,
    };
    for (const [path, created] of Object.entries(records)) {
      expect(created.status, JSON.stringify(created)).toBe("success");
      const read = await call(`/${path}/${created.data.uuid}`, { key: biz.key });
      const etag = read.headers.get("ETag");
      expect(etag, path).toMatch(/^"[0-9a-z]+"$/);
      // Deleting against a version that never existed is refused; against the current one it works.
      expect(
        (
          await call(`/${path}/${created.data.uuid}`, {
            method: "DELETE",
            key: biz.key,
            headers: { "If-Match": '"0"' },
          })
        ).status,
        path,
      ).toBe(409);
      expect(
        (
          await call(`/${path}/${created.data.uuid}`, {
            method: "DELETE",
            key: biz.key,
            headers: { "If-Match": etag! },
          })
        ).status,
        path,
      ).toBe(200);
    }
    // Lists carry no ETag: they are not one record.
    expect((await call("/contacts?schema=contacts", { key: biz.key })).headers.get("ETag")).toBeNull();
  });

  it("aborts the whole batch when the version moved between the check and the write", async () => {
    const biz = await createBusiness();
    const [row] = await insertContacts(biz.id, [{ name: "Initech" }]);
    const expected = {
      table: contacts,
      idColumn: contacts.id,
      versionColumn: contacts.version,
      id: row!.id,
      version: 1,
      fromIfMatch: true,
    };
    // Another writer lands first.
    await db()
      .update(contacts)
      .set({ name: "Initrode", version: bumpVersion(contacts.version) })
      .where(eq(contacts.id, row!.id));
    const write = runBatch(
      db(),
      [
        db().update(contacts).set({ name: "Lost update" }).where(eq(contacts.id, row!.id)),
        db().delete(contacts).where(eq(contacts.id, row!.id)),
      ],
      expected,
    );
    await expect(write).rejects.toMatchObject({ code: "conflict" });
    const [kept] = await db().select().from(contacts).where(eq(contacts.id, row!.id));
    expect(kept!.name).toBe("Initrode");
  });
});

describe("the OpenAPI document", () => {
  it("documents ETag, If-Match and the 409 on every record route", async () => {
    const doc = (await call("/openapi.json")).json as unknown as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> }
        >
      >;
    };
    const records = Object.keys(doc.paths).filter((path) => path.endsWith("/{uuid}"));
    expect(records.length).toBeGreaterThanOrEqual(10);
    for (const path of records) {
      for (const [method, operation] of Object.entries(doc.paths[path]!)) {
        if (["get", "put", "patch"].includes(method))
          expect(operation.responses["200"]!.headers, `${method} ${path}`).toHaveProperty("ETag");
        if (["put", "patch", "delete"].includes(method)) {
          expect(
            operation.parameters!.map((p) => p.name),
            `${method} ${path}`,
          ).toContain("If-Match");
          expect(operation.responses, `${method} ${path}`).toHaveProperty("409");
        }
      }
    }
  });
});
