// Webhook signatures, Stripe's scheme: `Webhook-Signature: t=<unix seconds>,v1=<hex>`,
// where v1 is HMAC-SHA256 under the endpoint's secret of `<t>.<raw body>`. The timestamp
// inside the signed text lets a receiver refuse replays older than its tolerance.
import { constantTimeEqual, hmacHex } from "../lib/crypto";

export const SIGNATURE_HEADER = "Webhook-Signature";
/** A receiver's default window for the timestamp (the SDK's verifier uses the same). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export async function signatureHeader(secret: string, body: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** True when `header` signs `body` under `secret` within `tolerance` seconds of `now` (unix seconds). */
export async function verifySignature(
  secret: string,
  body: string,
  header: string,
  now: number,
  tolerance = DEFAULT_TOLERANCE_SECONDS,
): Promise<boolean> {
  const parts = new Map<string, string[]>();
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key && value) parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestamp = Number(parts.get("t")?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > tolerance) return false;
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  return (parts.get("v1") ?? []).some((candidate) => constantTimeEqual(candidate, expected));
}
