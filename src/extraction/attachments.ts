// Attachment objects (SPEC 2.6, CONTRACT 9): decoding base64 and raw content, fetching
// url content, and telling the file's kind from its name, confirmed by its bytes.
import { toHex } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { type Fetcher, fetchPublicFile } from "./safe-fetch";

export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const fileKinds = ["pdf", "csv", "txt", "xlsx", "xls", "jpg", "png", "webp", "gif", "bmp"] as const;
export type FileKind = (typeof fileKinds)[number];
export const imageKinds: ReadonlySet<FileKind> = new Set(["jpg", "png", "webp", "gif", "bmp"]);

const EXTENSIONS: Record<string, FileKind> = {
  pdf: "pdf",
  csv: "csv",
  txt: "txt",
  xlsx: "xlsx",
  xls: "xls",
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  bmp: "bmp",
};

export interface AttachmentInput {
  file: string;
  type: "base64" | "url" | "raw";
  name?: string;
}

export interface DecodedFile {
  name: string | null;
  kind: FileKind;
  bytes: Uint8Array;
  sha256: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes.subarray(0, 64 * 1024));
    return true;
  } catch {
    // A cut in the middle of a multi-byte character at the 64 KiB edge is still text.
    return bytes.length > 64 * 1024;
  }
}

/** What the bytes say the file is, or null when they say nothing recognisable. */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ascii("%PDF"))) return "pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("GIF8"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("BM")) && bytes.length > 14) return "bmp";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "xlsx";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "xls";
  if (isText(bytes)) return "txt";
  return null;
}

function kindFromName(name: string): FileKind | null | undefined {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return undefined;
  return EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** The kind the name claims, confirmed by the content; throws a 400 naming the field. */
export function detectKind(name: string | undefined, bytes: Uint8Array, field: string): FileKind {
  const fail = (message: string) => new ApiError("invalid_request", `${field}: ${message}`, [{ field, message }]);
  const sniffed = sniffKind(bytes);
  const claimed = name ? kindFromName(name) : undefined;
  if (claimed === null) {
    throw fail(`unsupported file type; send one of ${Object.keys(EXTENSIONS).join(", ")}`);
  }
  if (claimed === undefined) {
    if (!sniffed) throw fail("the file's kind could not be recognised; give it a name with an extension");
    return sniffed;
  }
  const confirmed =
    claimed === sniffed ||
    (claimed === "csv" && sniffed === "txt") ||
    // Banks often export HTML tables or tab-separated text under an .xls name; the sheet
    // reader takes both.
    (claimed === "xls" && sniffed === "txt");
  if (!confirmed) throw fail(`the content is not a ${claimed} file`);
  return claimed;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeBase64(text: string, field: string): Uint8Array {
  const fail = (message: string) => new ApiError("invalid_request", `${field}: ${message}`, [{ field, message }]);
  if (/^data:/i.test(text.trimStart())) throw fail("send plain Base64 without a data: URI prefix");
  const compact = text.replace(/\s+/g, "");
  if (!BASE64.test(compact) || compact.length % 4 === 1 || compact.replace(/=+$/, "").length === 0) {
    throw fail("is not valid Base64");
  }
  let binary: string;
  try {
    binary = atob(compact);
  } catch {
    throw fail("is not valid Base64");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** raw: each character carries one byte (a "binary string"); wider characters are refused. */
function decodeRaw(text: string, field: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) {
      // Not a binary string: treat it as UTF-8 text, which is what such a client sent.
      return new TextEncoder().encode(text);
    }
    bytes[i] = code;
  }
  if (bytes.length === 0) throw new ApiError("invalid_request", `${field}: is empty`, [{ field, message: "is empty" }]);
  return bytes;
}

export async function decodeAttachment(
  attachment: AttachmentInput,
  index: number,
  options: { fetcher?: Fetcher } = {},
): Promise<DecodedFile> {
  const field = `attachments.${index}.file`;
  let bytes: Uint8Array;
  let name = attachment.name?.trim() || undefined;
  if (attachment.type === "base64") {
    // Base64 of the cap, plus padding, is the most a valid file can take.
    if (attachment.file.length > Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4 + 4096) {
      throw new ApiError("payload_too_large", `${field}: the file is larger than ${MAX_ATTACHMENT_BYTES} bytes`);
    }
    bytes = decodeBase64(attachment.file, field);
  } else if (attachment.type === "raw") {
    bytes = decodeRaw(attachment.file, field);
  } else {
    const fetched = await fetchPublicFile(attachment.file, {
      field,
      maxBytes: MAX_ATTACHMENT_BYTES,
      fetcher: options.fetcher,
    });
    bytes = fetched.bytes;
    name ??= decodeURIComponent(new URL(fetched.url).pathname.split("/").pop() ?? "") || undefined;
  }
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES) {
    throw new ApiError("payload_too_large", `${field}: the file is larger than ${MAX_ATTACHMENT_BYTES} bytes`);
  }
  if (bytes.byteLength === 0)
    throw new ApiError("invalid_request", `${field}: is empty`, [{ field, message: "is empty" }]);
  const kind = detectKind(name, bytes, field);
  return { name: name ?? null, kind, bytes, sha256: toHex(await crypto.subtle.digest("SHA-256", bytes)) };
}
