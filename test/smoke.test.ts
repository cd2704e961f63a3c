import { describe, expect, it } from "vitest";
import { call, createBusiness } from "./harness";

describe("smoke", () => {
  it("validates a key", async () => {
    const biz = await createBusiness();
    const res = await call("/auth/validate", { key: biz.key });
    expect(res.status).toBe(200);
    expect(res.json.data.uuid).toBe(biz.id);
    expect(res.headers.get("x-ratelimit-limit")).toBe("100");
  });
});
