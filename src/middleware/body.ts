// Body guards that run before any route: JSON only, and a size cap (CONTRACT 2).
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH"]);
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json(\s*;.*)?$/i;

export const requireJson = createMiddleware<AppEnv>(async (c, next) => {
  if (WRITE_METHODS.has(c.req.method) && !JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new ApiError("invalid_request", "Content-Type must be application/json");
  }
  await next();
});

export const limitBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError("payload_too_large", `Request body is larger than ${maxBytes} bytes`);
    },
  });
