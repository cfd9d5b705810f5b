import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BUILD_COMPLETE_FILE, readBuildComplete } from "./build-inputs.mjs";
import { HYDRATION_SCRIPT } from "./defer-hydration.mjs";
import { buildNeeded } from "./ensure-build.mjs";
import { postbuild } from "./postbuild.mjs";

/** Files whose brotli copy fails (as a full disk would) or comes out bigger (as a compressor bug would). */
const failCompressing = new Map();
vi.mock("./precompress.mjs", async (importOriginal) => {
  const actual = /** @type {typeof import("./precompress.mjs")} */ (await importOriginal());
  return {
    ...actual,
    /** @type {typeof actual.brotliCopy} */
    brotliCopy: async (rel, body) => {
      const failure = failCompressing.get(rel);
      if (failure === "throws") throw new Error(`brotli failed on ${rel}`);
      if (failure === "bigger") return Buffer.concat([body, body]);
      return actual.brotliCopy(rel, body);
    },
  };
});

// The real build is checked by tests/e2e/build-output.spec.ts; these cases make each step fail on purpose.
const page = (title = "Seite") =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/><style data-critical-css="">p{color:red}.unused{color:blue}</style></head>` +
  `<body><p>${`${title} `.repeat(100)}</p><script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n` +
  `window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script>` +
  `<script>window.__reactRouterContext.streamController.enqueue("[\\"loaderData\\"]");</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/** @type {string[]} */
const dirs = [];
afterEach(async () => {
  failCompressing.clear();
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** @param {Record<string, string>} files @returns {Promise<string>} the build/client folder of a new project folder */
async function build(files) {
  const project = await mkdtemp(path.join(os.tmpdir(), "postbuild-test-"));
  dirs.push(project);
  const root = path.join(project, "build", "client");
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

const complete = () => ({ "index.html": page("Start"), "404/index.html": page("404"), "__spa-fallback.html": page("SPA") });

describe("postbuild", () => {
  it("rewrites every page, drops the SPA fallback, copies the 404 page and precompresses the pages", async () => {
    const root = await build(complete());
    const { csp } = await postbuild(root, { log: () => {}, inputs: "abc123" });
    const index = await readFile(path.join(root, "index.html"), "utf8");
    expect(index).toContain(`<script type="module" async="">${HYDRATION_SCRIPT}</script>`);
    expect(index).toContain('<style data-critical-css="">p{color:red}</style>');
    const [stylesheet] = (await readdir(path.join(root, "assets"))).filter((name) => name.endsWith(".css"));
    expect(await readFile(path.join(root, "assets", stylesheet ?? ""), "utf8")).toBe("p{color:red}.unused{color:blue}");
    expect(index).toContain(`"stylesheet":"/assets/${stylesheet}"`);
    expect(existsSync(path.join(root, "__spa-fallback.html"))).toBe(false);
    expect(await readFile(path.join(root, "404.html"), "utf8")).toBe(
      await readFile(path.join(root, "404", "index.html"), "utf8"),
    );
    for (const name of ["index.html", "404/index.html", "404.html"]) {
      expect(existsSync(path.join(root, `${name}.br`)), name).toBe(true);
      expect(existsSync(path.join(root, `${name}.gz`)), name).toBe(true);
    }
    expect(await readFile(path.join(root, "_headers"), "utf8")).toContain(csp);
    expect(readBuildComplete(root)).toEqual({ inputs: "abc123" });
  });

  it("writes _headers and then the completion marker after every other file", async () => {
    const root = await build(complete());
    await postbuild(root, { log: () => {} });
    /** @type {{ name: string, written: number }[]} */
    const files = [];
    for (const name of await readdir(root, { recursive: true })) {
      const stats = await stat(path.join(root, name));
      if (stats.isFile()) files.push({ name, written: stats.mtimeMs });
    }
    const writtenAt = (/** @type {string} */ name) => files.find((file) => file.name === name)?.written ?? 0;
    // Timestamps can tie; what must never happen is a file written after _headers or the marker.
    expect(files.filter((file) => file.written > writtenAt(BUILD_COMPLETE_FILE))).toEqual([]);
    expect(files.filter((file) => file.written > writtenAt("_headers") && file.name !== BUILD_COMPLETE_FILE)).toEqual([]);
  });

  it.each([
    ["a compressor fails", "throws", /brotli failed on index\.html/],
    ["a page gets no compressed copy", "bigger", /postbuild: no brotli and gzip copies of index\.html/],
  ])("leaves neither _headers nor the marker when %s, so npm start builds again", async (_case, failure, message) => {
    const root = await build(complete());
    failCompressing.set("index.html", failure);
    await expect(postbuild(root, { log: () => {} })).rejects.toThrow(message);
    expect(existsSync(path.join(root, "_headers"))).toBe(false);
    expect(existsSync(path.join(root, BUILD_COMPLETE_FILE))).toBe(false);
    expect(buildNeeded(path.resolve(root, "..", ".."), {})).toEqual({
      action: "build",
      reason: "der letzte Build wurde nicht fertig",
    });
    failCompressing.clear();
    await expect(postbuild(root, { log: () => {} })).rejects.toThrow(
      /postbuild: __spa-fallback\.html not found\. Either an earlier postbuild run on this build stopped part-way/,
    );
  });

  it.each([
    ["postbuild already ran", { _headers: "/*\n" }, /postbuild: this build was already processed \(it has _headers\)/],
    [
      "the build is marked complete",
      { [BUILD_COMPLETE_FILE]: "{}" },
      /postbuild: this build was already processed \(it has \.build-complete\)/,
    ],
    ["the SPA fallback is missing", { "__spa-fallback.html": undefined }, /postbuild: __spa-fallback\.html not found/],
    ["the 404 page is missing", { "404/index.html": undefined }, /postbuild: 404\/index\.html not found/],
    [
      "a page lacks the inline stylesheet",
      { "impressum/index.html": "<p>plain</p>" },
      /critical-css: impressum\/index\.html: expected one <style data-critical-css="">/,
    ],
    [
      "a page lacks React Router's module script",
      { "impressum/index.html": page().replace(/<script type="module"[\s\S]*?<\/script>/, "") },
      /defer-hydration: impressum\/index\.html: /,
    ],
    [
      "a page has an inline event handler",
      { "impressum/index.html": page().replace("<p>", '<p onclick="x()">') },
      /postbuild: impressum\/index\.html: 1 inline event handler/,
    ],
  ])("fails the build and writes nothing when %s", async (_case, change, message) => {
    const files = /** @type {Record<string, string>} */ (
      Object.fromEntries(Object.entries({ ...complete(), ...change }).filter(([, content]) => content !== undefined))
    );
    const root = await build(files);
    await expect(postbuild(root, { log: () => {} })).rejects.toThrow(message);
    for (const [name, content] of Object.entries(files)) expect(await readFile(path.join(root, name), "utf8")).toBe(content);
    expect(existsSync(path.join(root, "_headers"))).toBe("_headers" in files);
  });
});
