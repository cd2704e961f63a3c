// Never drop input silently: a JSON body field the route does not declare is a 400 that
// names it, before anything runs. zod strips undeclared keys by default, and making every
// body schema strict (`.strict()`) would make new schemas without their OpenAPI names, so
// instead the declared schema is walked beside the body (`defineRoute` adds the check to
// every route with a JSON body). The same walk refuses control and bidi-override characters.
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const at = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}.${key}` : path ? `${path}.${key}` : key;

/** The paths ("record_items.0.colour") of `value`'s keys that `schema` does not declare. */
export function unknownFields(schema: z.ZodType, value: unknown, path = ""): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      if (!isRecord(value)) return [];
      const open = def.catchall && defOf(def.catchall).type !== "never";
      return Object.entries(value).flatMap(([key, item]) => {
        // Own keys only: "constructor" or "toString" are not fields of any schema.
        const declared = def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
        if (declared) return unknownFields(declared, item, at(path, key));
        return open ? [] : [at(path, key)];
      });
    }
    case "array":
      return Array.isArray(value) ? value.flatMap((item, i) => unknownFields(def.element!, item, at(path, i))) : [];
    case "tuple":
      return Array.isArray(value)
        ? value.flatMap((item, i) => (def.items?.[i] ? unknownFields(def.items[i], item, at(path, i)) : []))
        : [];
    case "record":
      return isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => unknownFields(def.valueType!, item, at(path, key)))
        : [];
    case "union": {
      // The option that fits best: none unknown if any option declares them all.
      let best: string[] | undefined;
      for (const option of def.options ?? []) {
        const found = unknownFields(option, value, path);
        if (!best || found.length < best.length) best = found;
        if (found.length === 0) break;
      }
      return best ?? [];
    }
    case "intersection": {
      const left = new Set(unknownFields(def.left!, value, path));
      return unknownFields(def.right!, value, path).filter((field) => left.has(field));
    }
    case "pipe":
      return unknownFields(def.in!, value, path);
    case "lazy":
      return unknownFields(def.getter!(), value, path);
    default:
      // optional, nullable, default, prefault, readonly, catch, nonoptional: the inner schema.
      return def.innerType ? unknownFields(def.innerType, value, path) : [];
  }
}

/**
 * Characters no text field takes: C0 and C1 controls other than tab, line feed and
 * carriage return (NUL truncates text in other systems), and the bidirectional
 * overrides and isolates, which make a name display other than it reads ("Trojan
 * Source"). Refused in what a client sends (the caller learns which field held one);
 * stripped from text the service read for it (`withoutUnsafeText`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * `value` with every such character removed from its strings: for what no client typed
 * (text read from attachments, a model's answer), where refusing would leave the caller
 * nothing to correct.
 */
export function withoutUnsafeText<T>(value: T): T {
  if (typeof value === "string") return value.replace(UNSAFE_TEXT_ALL, "") as T;
  if (Array.isArray(value)) return value.map(withoutUnsafeText) as T;
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutUnsafeText(item)])) as T;
  return value;
}
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, "gu");

/** The paths of `value`'s strings that hold a character no text field takes, with the first such character. */
export function unsafeText(value: unknown, path = ""): { field: string; char: string }[] {
  if (typeof value === "string") {
    const found = UNSAFE_TEXT.exec(value)?.[0];
    return found
      ? [{ field: path, char: `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` }]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeText(item, at(path, i)));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => unsafeText(item, at(path, key)));
  return [];
}

/**
 * A 400 naming every undeclared field of the JSON body, and every text that holds a
 * control or bidirectional-override character; a body that is not JSON is left to the validator.
 */
export function refuseUnknownFields(schema: z.ZodType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next();
    }
    const unknown = unknownFields(schema, body);
    if (unknown.length) {
      throw new ApiError(
        "invalid_request",
        `Unknown field${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}: not part of this request, so nothing was done`,
        unknown.map((field) => ({ field, message: "Unknown field" })),
      );
    }
    const unsafe = unsafeText(body);
    if (unsafe.length) {
      throw new ApiError(
        "invalid_request",
        `${unsafe.map((u) => u.field).join(", ")}: holds a control or bidirectional-override character; remove it`,
        unsafe.map(({ field, char }) => ({
          field,
          message: `Holds ${char}, a control or bidirectional-override character`,
        })),
      );
    }
    await next();
  };
}
