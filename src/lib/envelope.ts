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
