// What a command reads with: the request's database and business, its base currency and
// its today (in the business's time zone, from the one clock).
import type { Context } from "hono";
import type { AppEnv, Db } from "../env";
import { todayIn } from "../lib/clock";

export interface BusinessScope {
  db: Db;
  businessId: string;
  currency: string;
  today: string;
  /** ISO 3166 code: the standard tax rate of a prompt that names VAT without one. */
  country: string;
}

export const businessScope = (c: Context<AppEnv>): BusinessScope => ({
  db: c.get("db"),
  businessId: c.get("businessId"),
  currency: c.get("business").currency,
  today: todayIn(c.get("business").timezone),
  country: c.get("business").country,
});
