// verifyWebhook accepts exactly the documented signature, computed here independently
// with Node's crypto (test/webhooks.test.ts checks it against what the service sends).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyWebhook, WebhookSignatureError } from "../src/index.js";

const signatureHeader = async (key: string, payload: string, t: number) =>
  `t=${t},v1=${createHmac("sha256", key).update(`${t}.${payload}`).digest("hex")}`;

const secret = "whsec_test_secret";
const body = JSON.stringify({
  id: "0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d",
  type: "invoice.created",
  created_at: "2026-11-22T09:30:00.000Z",
  business_uuid: "5b1a8d0c-2f4e-4c3d-9e8f-7a6b5c4d3e2f",
  data: { object: "invoice", uuid: "4f0d8a52-6a63-4c8e-9f5b-2f7c1e0e2b41" },
});
const now = 1_795_000_000;

describe("verifyWebhook", () => {
  it("returns the event the service signed", async () => {
    const header = await signatureHeader(secret, body, now);
    const event = await verifyWebhook(secret, body, header, { now: now + 10 });
    expect(event).toMatchObject({ type: "invoice.created", data: { object: "invoice" } });
  });

  it.each([
    ["another secret", "whsec_other", body, 0],
    ["a changed body", secret, body.replace("invoice.created", "invoice.deleted"), 0],
    ["an old timestamp (a replay)", secret, body, 301],
  ])("refuses %s", async (_, key, received, late) => {
    const header = await signatureHeader(secret, body, now);
    await expect(verifyWebhook(key, received, header, { now: now + late })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it("refuses a missing or malformed header", async () => {
    await expect(verifyWebhook(secret, body, null, { now })).rejects.toThrow(/timestamp/);
    await expect(verifyWebhook(secret, body, "v1=abc", { now })).rejects.toThrow(/timestamp/);
  });
});
