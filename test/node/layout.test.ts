// The layout the write seam relies on (README, Layout): routes hold no SQL and run no
// batches (every change is a plan committed by src/write/commit.ts), and no module of
// src imports itself back through others.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(__dirname, "../../src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** The modules `file` loads at run time (`import type` loads nothing). */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:import|export)(?! type )[^;]*?from "(\.[^"]+)";/gms)].map((m) => {
    const target = resolve(dirname(file), m[1]!);
    for (const candidate of [`${target}.ts`, join(target, "index.ts")]) {
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {}
    }
    throw new Error(`${relative(SRC, file)}: cannot resolve ${m[1]}`);
  });
}

describe("source layout", () => {
  it("keeps SQL and batches out of routes", () => {
    const offenders = files(join(SRC, "routes")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          /runBatch|\.batch\(|drizzle-orm/.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the job store below the create pipeline (creates -> jobs, never back)", () => {
    const back = files(join(SRC, "jobs")).flatMap((file) =>
      imports(file)
        .filter((target) => target.startsWith(join(SRC, "creates")))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(back).toEqual([]);
  });

  it("has no import cycles", () => {
    const graph = new Map(files(SRC).map((file) => [file, imports(file)]));
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(SRC, f)).join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
