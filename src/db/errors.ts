// D1 reports constraint failures only as message text.
export const isUniqueViolation = (err: unknown): boolean =>
  err instanceof Error &&
  /UNIQUE constraint failed/i.test(`${err.message} ${(err.cause as Error | undefined)?.message ?? ""}`);
