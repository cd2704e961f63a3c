// Record identifiers are random UUIDs (v4) made by the server.
import { ulid } from "ulidx";
export const newId = () => crypto.randomUUID();

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** Async job references: `job_` + a ULID, so they sort by creation time. */
export const newJobReference = () => `job_${ulid()}`;

/**
 * A UUID (version 8, RFC 9562) derived from a seed and an index. Records created by a
 * job take their ids from the job's reference, so a redelivered job writes the same
 * primary keys and cannot create a second copy.
 */
export async function derivedId(seed: string, index: number): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${seed}:${index}`)),
  ).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
