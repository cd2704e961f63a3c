// Body guards that run before any route: JSON only, and a size cap (CONTRACT 2).
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH"]);
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json(\s*;.*)?$/i;

// A write with no body at all ("curl -X POST …/void") has nothing to type; a route that
// needs a body still answers 400 for want of one.
const hasBody = (request: Request) => request.body !== null && request.headers.get("content-length") !== "0";

export const requireJson = createMiddleware<AppEnv>(async (c, next) => {
  if (WRITE_METHODS.has(c.req.method) && hasBody(c.req.raw) && !JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new ApiError("invalid_request", "Content-Type must be application/json");
  }
  await next();
});

/**
 * The size cap. The body is read here, to the end, before any route runs, so no answer
 * (a 413, a 401, a 400) is ever sent while the request body is only partly read: under
 * `wrangler dev` an answer sent mid-body took the whole server down (Hono's bodyLimit
 * answered 413 and left the rest of the stream unread). Past the cap the rest is read
 * and dropped, up to DRAIN_LIMIT; a body larger still is cancelled.
 */
export const limitBody = (maxBytes: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const tooLarge = () => new ApiError("payload_too_large", `Request body is larger than ${maxBytes} bytes`);
    const reader = body.getReader();
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (declared > maxBytes) {
      await discard(reader);
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discard(reader, size);
        throw tooLarge();
      }
      chunks.push(value);
    }
    // A GET or HEAD may not carry a body onward (Request refuses one): read, dropped.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    await next();
  });

/**
 * Past this many bytes an oversized body is cancelled rather than read to its end: the
 * most Cloudflare accepts on its Free and Pro plans (100 MB), so in production every body
 * that reaches the worker is read to the end. (Under `wrangler dev` a cancelled body still
 * takes the local server down, as an unread one does: a defect of the local proxy.)
 */
const DRAIN_LIMIT = 100 * 1024 * 1024;

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, read = 0) {
  try {
    for (let size = read; size <= DRAIN_LIMIT; ) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away mid-body: nothing left to read.
  }
}
