// API key format (CONTRACT 3): prefix + 32 random base62 characters + a 6-character
// base62 CRC-32 checksum of the rest. The checksum lets the service (and secret
// scanners) reject a mistyped or made-up key without touching the database.
import type { CredentialKind } from "../db/schema";
import { sha256Hex } from "./crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;

// Longest prefix first, so svc_partner_sk_ is never read as something shorter.
export const keyPrefixes: Record<CredentialKind, string> = {
  partner_secret: "svc_partner_sk_",
  business_secret: "svc_sk_",
  business_public: "svc_pk_",
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(value: number, width: number): string {
  let out = "";
  for (let i = 0; i < width; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 248 = 4 * 62: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function withChecksum(prefix: string): string {
  const body = prefix + randomBase62(RANDOM_LENGTH);
  return body + base62(crc32(body), CHECKSUM_LENGTH);
}

const checksumHolds = (value: string) =>
  base62(crc32(value.slice(0, -CHECKSUM_LENGTH)), CHECKSUM_LENGTH) === value.slice(-CHECKSUM_LENGTH);

export const generateKey = (kind: CredentialKind): string => withChecksum(keyPrefixes[kind]);

/** OAuth secrets (CONTRACT 11) share the key format, with their own prefixes. */
export const tokenPrefixes = { access: "svc_at_", refresh: "svc_rt_", code: "svc_ac_" } as const;
export type TokenKind = keyof typeof tokenPrefixes;

export const generateToken = (kind: TokenKind): string => withChecksum(tokenPrefixes[kind]);

/** Whether `value` has the shape and checksum of a token of this kind. */
export function isToken(kind: TokenKind, value: string): boolean {
  return (
    value.startsWith(tokenPrefixes[kind]) &&
    value.length === tokenPrefixes[kind].length + RANDOM_LENGTH + CHECKSUM_LENGTH &&
    /^[0-9A-Za-z]+$/.test(value.slice(tokenPrefixes[kind].length)) &&
    checksumHolds(value)
  );
}

const KEY_PATTERN = new RegExp(`^(svc_partner_sk_|svc_sk_|svc_pk_)[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** The key's kind when its shape and checksum are right, else null. */
export function parseKey(key: string): CredentialKind | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  if (!checksumHolds(key)) return null;
  const prefix = match[1];
  return (Object.keys(keyPrefixes) as CredentialKind[]).find((k) => keyPrefixes[k] === prefix) ?? null;
}

export const hashKey = (key: string) => sha256Hex(key);

/** What an operator may see of a key: its prefix and last four characters. */
export const keyHint = (key: string) => `${key.slice(0, key.lastIndexOf("_") + 1)}…${key.slice(-4)}`;
