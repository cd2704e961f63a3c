// The write seam (src/write/commit.ts): a change and its audit entry land together or
// not at all, and a broken unique index answers a 409 that names what is taken.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accounts, contacts } from "../src/db/schema";
import { ApiError } from "../src/lib/errors";
import { newId } from "../src/lib/ids";
import { commit, plan } from "../src/write/commit";
import { call, createBusiness, db, expectFailure } from "./harness";

const refuseAudit = "audit_refused_for_test";

describe("commit", () => {
  afterEach(async () => {
    await env.DB.prepare(`DROP TRIGGER IF EXISTS ${refuseAudit}`).run();
  });

  it("writes no change whose audit entry cannot be written (fail-closed)", async () => {
    const biz = await createBusiness();
    const created = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: { prompt: "Add customer Fail Closed Ltd", process_type: "direct" },
    });
    expect(created.status, created.text).toBe(201);
    const contact = created.json.data as { uuid: string; version: number };
    const journal = await call("/journals", {
      method: "POST",
      key: biz.key,
      body: { prompt: "Debit Rent 700, credit Cash 700", process_type: "direct" },
    });
    expect(journal.status, journal.text).toBe(201);
    const journalUuid = (journal.json.data as { uuid: string }).uuid;
    const rentBefore = (await call("/accounts/Rent", { key: biz.key })).json.data as { balance: number };

    // Only this business's entries are refused, so files running beside this one are untouched.
    await env.DB.prepare(
      `CREATE TRIGGER ${refuseAudit} BEFORE INSERT ON audit_log WHEN NEW.business_id = '${biz.id}'
       BEGIN SELECT RAISE(ABORT, 'audit refused'); END`,
    ).run();
    const renamed = await call(`/contacts/${contact.uuid}`, { method: "PUT", key: biz.key, body: { name: "Renamed" } });
    expect(renamed.status).toBe(500);
    const edited = await call(`/journals/${journalUuid}`, {
      method: "PUT",
      key: biz.key,
      body: {
        lines: [
          { account: "Rent", debit: 900 },
          { account: "Cash", credit: 900 },
        ],
      },
    });
    expect(edited.status).toBe(500);
    await env.DB.prepare(`DROP TRIGGER ${refuseAudit}`).run();

    const after = (await call(`/contacts/${contact.uuid}`, { key: biz.key })).json.data as {
      name: string;
      version: number;
    };
    expect(after).toMatchObject({ name: "Fail Closed Ltd", version: contact.version });
    expect(((await call("/accounts/Rent", { key: biz.key })).json.data as { balance: number }).balance).toBe(
      rentBefore.balance,
    );
    const log = await call(`/audit-log?record=${contact.uuid}`, { key: biz.key });
    expect((log.json.data as { method: string }[]).map((e) => e.method)).toEqual(["POST"]);
  });

  it("writes the entry complete in the change's batch when the answer is known before it", async () => {
    const biz = await createBusiness();
    const logged = vi.spyOn(console, "error");
    // No entry of this business can be completed after its batch.
    await env.DB.prepare(
      `CREATE TRIGGER ${refuseAudit} BEFORE UPDATE ON audit_log WHEN NEW.business_id = '${biz.id}'
       BEGIN SELECT RAISE(ABORT, 'audit completion refused'); END`,
    ).run();
    const contact = await call("/contacts", {
      method: "POST",
      key: biz.key,
      body: { prompt: "Add customer Batch Audit Ltd", process_type: "direct" },
    });
    expect(contact.status, contact.text).toBe(201);
    // A new invoice's number and contact are known only inside its batch, which fills them in.
    const invoice = await call("/invoices", {
      method: "POST",
      key: biz.key,
      body: { prompt: "Invoice Batch Audit Ltd for consulting 400", process_type: "direct" },
    });
    expect(invoice.status, invoice.text).toBe(201);
    const { uuid, date } = invoice.json.data as { uuid: string; date: string };
    const paid = await call(`/invoices/${uuid}/payments`, {
      method: "POST",
      key: biz.key,
      body: { payments: [{ amount_paid: 150, category: "Cash", date }] },
    });
    expect(paid.status, paid.text).toBe(200);
    const payment = (paid.json.data as { payments: { uuid: string }[] }).payments[0]!;
    const removed = await call(`/invoices/${uuid}/payments/${payment.uuid}`, { method: "DELETE", key: biz.key });
    expect(removed.status, removed.text).toBe(200);
    const renamed = await call(`/invoices/${uuid}`, { method: "PUT", key: biz.key, body: { narration: "renamed" } });
    expect(renamed.status, renamed.text).toBe(200);
    await env.DB.prepare(`DROP TRIGGER ${refuseAudit}`).run();
    // Only the edit tried to complete its entry after the batch (and was refused).
    const tried = logged.mock.calls.filter(([line]) => String(line).includes("audit log entry not completed"));
    logged.mockRestore();
    expect(tried).toHaveLength(1);

    const log = await call(`/audit-log?record=${uuid}&date_order=asc`, { key: biz.key });
    const [made, add, remove, edit] = log.json.data as { method: string; status: number; after: unknown }[];
    expect(made).toEqual(expect.objectContaining({ method: "POST", status: 201, after: invoice.json.data }));
    const contactLog = await call(`/audit-log?record=${contact.json.data.uuid}`, { key: biz.key });
    expect(contactLog.json.data).toEqual([expect.objectContaining({ status: 201, after: contact.json.data })]);
    // The payments' answers were known before their batches: complete, equal to the answers.
    expect(add).toMatchObject({ method: "POST", status: 200, after: paid.json.data });
    expect(remove).toMatchObject({ method: "DELETE", status: 200, after: null });
    // An edit's answer is read after its batch: the entry keeps what was known before it.
    expect(edit).toMatchObject({ method: "PUT", status: 0 });
  });

  it("names the taken value's kind in the 409 of a unique violation", async () => {
    const biz = await createBusiness();
    const [cash] = await db().select().from(accounts).where(eqName(biz.id, "Cash"));
    const conflict = async (statements: Parameters<typeof plan>[0], noun?: string) => {
      const err = await commit(
        { db: db() },
        plan(statements, () => undefined, { noun }),
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe("conflict");
      return (err as ApiError).message;
    };
    const copy = { ...cash!, id: newId(), code: null, sourceUuid: null };
    expect(await conflict([db().insert(accounts).values(copy)])).toBe("Another account already has this name");
    await db()
      .insert(accounts)
      .values({ ...copy, name: "Till 2", nameKey: "till 2", code: "9001" });
    expect(
      await conflict([
        db()
          .insert(accounts)
          .values({ ...copy, id: newId(), name: "Till 3", nameKey: "till 3", code: "9001" }),
      ]),
    ).toBe("Another account already has this code");
    const contact = {
      businessId: biz.id,
      name: "Dup",
      type: "customer" as const,
      sourceUuid: "crm-1",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    await db()
      .insert(contacts)
      .values({ ...contact, id: newId() });
    expect(
      await conflict([
        db()
          .insert(contacts)
          .values({ ...contact, id: newId() }),
      ]),
    ).toBe("Another contact already has this source_uuid");
    // Nothing of a refused batch stays: the first statement here was valid on its own.
    const before = await db().select().from(contacts).where(eqBusiness(biz.id));
    await conflict([
      db()
        .insert(contacts)
        .values({ ...contact, id: newId(), sourceUuid: "crm-2" }),
      db()
        .insert(contacts)
        .values({ ...contact, id: newId() }),
    ]);
    expect(await db().select().from(contacts).where(eqBusiness(biz.id))).toHaveLength(before.length);
  });

  it("answers 409, not 500, when a record the change refers to is gone", async () => {
    const err = await commit(
      { db: db() },
      plan(
        [
          db().insert(contacts).values({
            id: newId(),
            businessId: newId(), // no such business: the foreign key refuses it
            name: "Orphan",
            type: "customer",
            sourceUuid: null,
            createdAt: "2026-01-01T00:00:00.000Z",
            updatedAt: "2026-01-01T00:00:00.000Z",
          }),
        ],
        () => undefined,
      ),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("conflict");
    expect(await db().select().from(contacts).where(eq(contacts.name, "Orphan"))).toEqual([]);
  });

  it("answers 409 naming source_uuid when two records race for one", async () => {
    const biz = await createBusiness();
    const make = async (name: string) =>
      (
        await call("/contacts", {
          method: "POST",
          key: biz.key,
          body: { prompt: `Add customer ${name}`, process_type: "direct" },
        })
      ).json.data as { uuid: string };
    const [a, b] = [await make("Race A"), await make("Race B")];
    const results = await Promise.all(
      [a, b].map((c) =>
        call(`/contacts/${c.uuid}`, { method: "PUT", key: biz.key, body: { source_uuid: "shared-1" } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expectFailure(lost, "conflict");
    expect(lost.json.message).toMatch(/Another contact already has (this )?source_uuid/);
  });
});

const eqBusiness = (businessId: string) => eq(contacts.businessId, businessId);
const eqName = (businessId: string, name: string) => and(eq(accounts.businessId, businessId), eq(accounts.name, name));
