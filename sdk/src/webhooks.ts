// Verifying a webhook the service sent: `Webhook-Signature: t=<unix seconds>,v1=<hex>`,
// v1 being HMAC-SHA256 under the endpoint's secret of `<t>.<raw body>`. Pass the body
// exactly as received (before any JSON parsing).

export interface WebhookEvent {
  /** The same in every attempt of a delivery: ignore an id you have handled. */
  id: string;
  type: string;
  created_at: string;
  business_uuid: string;
  data: { object: string; uuid: string };
}

export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string) {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

function equalInConstantTime(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The event, when `signature` (the header's value) signs `body` under `secret` within `toleranceSeconds`; else throws. */
export async function verifyWebhook(
  secret: string,
  body: string,
  signature: string | null | undefined,
  { toleranceSeconds = 300, now = Math.floor(Date.now() / 1000) } = {},
): Promise<WebhookEvent> {
  const parts = (signature ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string?]);
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(timestamp)) throw new WebhookSignatureError("No timestamp in the signature header");
  if (Math.abs(now - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError("The signature's timestamp is outside the tolerance (a replay?)");
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  if (!parts.some(([k, v]) => k === "v1" && v !== undefined && equalInConstantTime(v, expected)))
    throw new WebhookSignatureError("The signature does not match: wrong secret, or the body was changed");
  return JSON.parse(body) as WebhookEvent;
}
