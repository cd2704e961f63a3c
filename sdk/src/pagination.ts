// Every list answers `{data: T[], meta: {page, limit, total}}`: this walks the pages.
import { unwrap } from "./errors.js";

interface Page<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}

/**
 * Each item of a list, page after page:
 * `for await (const c of paginate((page) => api.GET("/contacts", { params: { query: { schema: "contacts", page, limit: 100 } } })))`.
 * Throws AccountingApiError on a failed page.
 */
export async function* paginate<T>(
  fetchPage: (page: number) => Promise<{ data?: Page<T>; error?: unknown; response: Response }>,
): AsyncGenerator<T> {
  for (let page = 1; ; page++) {
    const { data, meta } = await unwrap(fetchPage(page));
    yield* data;
    if (data.length === 0 || meta.page * meta.limit >= meta.total) return;
  }
}
