// The success envelope (SPEC 2.1, CONTRACT 2). Routes return through these helpers so
// every body has the same shape.
export interface ListMeta {
  page: number;
  limit: number;
  total: number;
}

export const success = <T>(message: string, data: T) => ({
  status: "success" as const,
  message,
  data,
});

export const successList = <T>(message: string, data: T[], meta: ListMeta) => ({
  status: "success" as const,
  message,
  data,
  meta,
});

const parsedData = new WeakMap<Response, Promise<unknown>>();

/**
 * The `data` of a JSON response, for middleware that reads what a route answered (ETag,
 * audit log): parsed once per response however many of them ask; undefined otherwise.
 */
export function responseData(response: Response): Promise<unknown> {
  let data = parsedData.get(response);
  if (!data) {
    data = response.headers.get("content-type")?.includes("application/json")
      ? response
          .clone()
          .json()
          .then((body) => (body as { data?: unknown }).data)
      : Promise.resolve(undefined);
    parsedData.set(response, data);
  }
  return data;
}
