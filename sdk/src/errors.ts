// The service's failure envelope as an exception: `{status: "failed", message, code,
// errors?, request_id}` (CONTRACT 2), with the HTTP status beside it.

export interface FieldError {
  field: string;
  message: string;
}

export class AccountingApiError extends Error {
  override readonly name = "AccountingApiError";
  constructor(
    /** The HTTP status (400, 404, 409, 429 …). */
    readonly status: number,
    /** The envelope's code: invalid_request, not_found, conflict, rate_limited … */
    readonly code: string,
    message: string,
    /** Which fields were wrong, when the request was refused for its input. */
    readonly errors: FieldError[] = [],
    /** Quote it when asking for help: the service logs every request under it. */
    readonly requestId: string | undefined = undefined,
  ) {
    super(message);
  }
}

interface Envelope {
  message?: string;
  code?: string;
  errors?: FieldError[];
  request_id?: string;
}

/**
 * The answer's data, or an AccountingApiError for a failure: wrap any call of the client,
 * `const contact = await unwrap(api.GET("/contacts/{uuid}", …))`.
 */
export async function unwrap<D, E>(call: Promise<{ data?: D; error?: E; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  const body = (error ?? {}) as Envelope;
  throw new AccountingApiError(
    response.status,
    body.code ?? "http_error",
    body.message ?? `HTTP ${response.status}`,
    body.errors ?? [],
    body.request_id ?? response.headers.get("x-request-id") ?? undefined,
  );
}
