import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { BUILD_ENTRIES, SOURCES, inputsFingerprint } from "./build-inputs.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Local modules a file imports (relative or through the "~" alias) and files it reads by `new URL(…, import.meta.url)`. */
const LOCAL_REFERENCE =
  /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:\.\.?\/|~\/)[^"']+)["']|new URL\(\s*["']((?:\.\.?\/)[^"']+)["'],\s*import\.meta\.url/g;

/** @param {string} from a file relative to the project root @param {string} specifier @returns {string | null} */
function resolveLocal(from, specifier) {
  const base = specifier.startsWith("~/")
    ? path.posix.join("app", specifier.slice(2))
    : path.posix.join(path.posix.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}/index.ts`]) {
    if (existsSync(path.join(projectRoot, candidate))) return candidate;
  }
  return null;
}

/** @returns {Set<string>} every local file the build's entry points reach, relative to the project root */
function buildModules() {
  const seen = new Set();
  const queue = [...BUILD_ENTRIES];
  while (queue.length) {
    const file = /** @type {string} */ (queue.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(?:[cm]?js|tsx?)$/.test(file) || !existsSync(path.join(projectRoot, file))) continue;
    for (const match of readFileSync(path.join(projectRoot, file), "utf8").matchAll(LOCAL_REFERENCE)) {
      const resolved = resolveLocal(file, /** @type {string} */ (match[1] ?? match[2]));
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}

const covered = (/** @type {string} */ file) => SOURCES.some((source) => file === source || file.startsWith(`${source}/`));

describe("the build's inputs", () => {
  it("cover every local module the build imports and every file it reads beside its scripts", () => {
    const modules = buildModules();
    expect(modules).toContain("server/content-types.mjs");
    expect(modules).toContain("app/features/articles/vite-plugin.ts");
    expect([...modules].filter((file) => !covered(file))).toEqual([]);
  });

  it("name only files and folders that exist", () => {
    expect(SOURCES.filter((source) => !existsSync(path.join(projectRoot, source)))).toEqual([]);
  });

  it("have a fingerprint that is stable and follows the sources", () => {
    expect(inputsFingerprint(projectRoot)).toMatch(/^[0-9a-f]{64}$/);
    expect(inputsFingerprint(projectRoot)).toBe(inputsFingerprint(projectRoot));
    expect(inputsFingerprint(path.join(projectRoot, "docs"))).not.toBe(inputsFingerprint(projectRoot));
  });
});
