// ApiError carries a stable machine code (CONTRACT 2); handleError turns every thrown
// value into the failure envelope, so no route builds error bodies by hand.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";

export const errorCodes = {
  invalid_request: 400,
  invalid_grant: 400,
  invalid_api_key: 401,
  invalid_token: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  /** The configured language model did not answer (AI creates; a queued job retries). */
  model_unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorCodes;

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): ContentfulStatusCode {
    return errorCodes[this.code];
  }
}

/** A 400 that names the field it is about: "amount: must be positive". */
export const invalid = (field: string, message: string) =>
  new ApiError("invalid_request", `${field}: ${message}`, [{ field, message }]);

export const notFound = (what: string) => new ApiError("not_found", `${what} not found`);

function fromHttpException(err: HTTPException): ApiError {
  switch (err.status) {
    case 400:
      // Hono's JSON validator reports unparseable bodies this way.
      return new ApiError("invalid_request", "Request body is not valid JSON");
    case 413:
      return new ApiError("payload_too_large", "Request body is too large");
    case 404:
      return new ApiError("not_found", "Not found");
    default:
      return new ApiError("internal_error", "Internal server error");
  }
}

export function failureBody(err: ApiError, requestId: string) {
  return {
    status: "failed" as const,
    message: err.message,
    code: err.code,
    ...(err.errors ? { errors: err.errors } : {}),
    request_id: requestId,
  };
}

export function handleError(err: unknown, c: Context<AppEnv>) {
  let apiError: ApiError;
  if (err instanceof ApiError) apiError = err;
  else if (err instanceof HTTPException) apiError = fromHttpException(err);
  else {
    // A real fault: log it with the request id, never leak its text to the client.
    console.error(`[${c.get("requestId")}]`, err);
    apiError = new ApiError("internal_error", "Internal server error");
  }
  return c.json(failureBody(apiError, c.get("requestId") ?? ""), apiError.status);
}
