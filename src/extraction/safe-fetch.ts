// Fetching `url` attachments (CONTRACT 9) without becoming a proxy into private
// networks: https on the default port only, no credentials in the URL, no IP literals
// (the URL parser has already turned octal, hex and integer IPv4 spellings into dotted
// form), no single-label or internal names, every redirect re-checked (at most 3), a
// 10 s budget for the whole chain, 2xx required and the body capped while it streams.
//
// DNS is not resolved here (Workers has no resolver API), so a public name pointing at
// a private address is not caught by this guard; a Worker's fetch leaves from
// Cloudflare's network and cannot reach the deployment's own private network anyway.
import { ApiError } from "../lib/errors";

export const URL_FETCH_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

const BLOCKED_SUFFIXES = [
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "lan",
  "home",
  "corp",
  "home.arpa",
  "in-addr.arpa",
  "ip6.arpa",
  "onion",
  // Public wildcard DNS that maps names onto any address, loopback included.
  "nip.io",
  "sslip.io",
  "xip.io",
  "localtest.me",
  "lvh.me",
];

/** The reason a URL may not be fetched, or null when it may. */
export function urlRejection(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not a valid URL";
  }
  if (url.protocol !== "https:") return "must use https";
  if (url.username || url.password) return "must not contain credentials";
  if (url.port && url.port !== "443") return "must use the default https port";
  const host = url.hostname.toLowerCase().replace(/\.+$/, "");
  if (host.startsWith("[") || host.includes(":")) return "must name a host, not an IP address";
  if (/^[0-9.]+$/.test(host) || /^0x/i.test(host)) return "must name a host, not an IP address";
  if (!host.includes(".")) return "must name a public host";
  if (BLOCKED_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)))
    return "must name a public host";
  return null;
}

export interface FetchedFile {
  bytes: Uint8Array;
  /** The final URL after redirects. */
  url: string;
  contentType: string | null;
}

export type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

async function readCapped(response: Response, maxBytes: number, field: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ApiError("payload_too_large", `${field}: the file is larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new ApiError("payload_too_large", `${field}: the file is larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function fetchPublicFile(
  raw: string,
  options: { field: string; maxBytes: number; fetcher?: Fetcher; timeoutMs?: number },
): Promise<FetchedFile> {
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const signal = AbortSignal.timeout(options.timeoutMs ?? URL_FETCH_TIMEOUT_MS);
  const invalid = (why: string) =>
    new ApiError("invalid_request", `${options.field}: ${why}`, [{ field: options.field, message: why }]);
  let current = raw;
  for (let hop = 0; ; hop++) {
    const rejection = urlRejection(current);
    if (rejection) throw invalid(hop === 0 ? `URL ${rejection}` : `redirect target ${rejection}`);
    let response: Response;
    try {
      response = await fetcher(current, { redirect: "manual", signal, headers: { accept: "*/*" } });
    } catch (_err) {
      const timedOut = signal.aborted;
      throw invalid(
        timedOut
          ? `fetching the URL took longer than ${(options.timeoutMs ?? URL_FETCH_TIMEOUT_MS) / 1000} s`
          : "the URL could not be fetched",
      );
    }
    if ([301, 302, 303, 307, 308].includes(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get("location");
      if (!location) throw invalid(`the URL answered ${response.status} without a Location`);
      if (hop >= MAX_REDIRECTS) throw invalid(`more than ${MAX_REDIRECTS} redirects`);
      current = new URL(location, current).href;
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel();
      throw invalid(`the URL answered HTTP ${response.status}`);
    }
    try {
      const bytes = await readCapped(response, options.maxBytes, options.field);
      return { bytes, url: current, contentType: response.headers.get("content-type") };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw invalid(signal.aborted ? "fetching the URL timed out" : "the download failed");
    }
  }
}
