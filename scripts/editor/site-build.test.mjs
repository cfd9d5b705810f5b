// The full build's swap (docs/decisions/0050): the fresh build replaces the served one in place, by renames, and the
// server is told every file that changed; a content build's staging folder is left alone.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { stageFullBuild, swapFullBuild } from "./site-build.mjs";

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** @param {Record<string, string>} files */
function folder(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "full-build-"));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe("swapping a full build in", () => {
  it("moves every fresh file over the served one, removes what the fresh build lacks and keeps a staging folder", async () => {
    const served = folder({
      "client/index.html": "alt",
      "client/serien/index.html": "alt",
      "client/assets/old-1.js": "alt",
      "client/.staging-1-a/x.html": "staged",
      "renderer/index.js": "alt",
      "renderer/chunk-old.js": "alt",
      "content-state.json": "alt",
      "editor/publish-check.mjs": "bundle",
    });
    const fresh = folder({
      "client/index.html": "neu",
      "client/serien/index.html": "neu",
      "client/assets/new-2.js": "neu",
      "renderer/index.js": "neu",
      "content-state.json": "neu",
    });
    const staged = stageFullBuild(fresh, served);
    expect([...staged.changed].sort()).toEqual(["/assets/new-2.js", "/assets/old-1.js", "/index.html", "/serien/index.html"]);
    /** @type {string[]} */
    let told = [];
    await swapFullBuild({ fresh, served, applyChanges: (changed) => (told = [...changed]) });
    expect(told.sort()).toEqual(["/assets/new-2.js", "/assets/old-1.js", "/index.html", "/serien/index.html"]);
    const read = (/** @type {string} */ rel) => readFileSync(path.join(served, rel), "utf8");
    expect([read("client/index.html"), read("client/serien/index.html"), read("client/assets/new-2.js")]).toEqual([
      "neu",
      "neu",
      "neu",
    ]);
    expect([read("renderer/index.js"), read("content-state.json"), read("editor/publish-check.mjs")]).toEqual([
      "neu",
      "neu",
      "bundle",
    ]);
    expect(existsSync(path.join(served, "client/assets/old-1.js"))).toBe(false);
    expect(existsSync(path.join(served, "renderer/chunk-old.js"))).toBe(false);
    expect(read("client/.staging-1-a/x.html")).toBe("staged");
    expect(existsSync(fresh)).toBe(false);
  });

  it("leaves a file of a copy that nothing rewrote where it is, with its time (docs/decisions/0078)", async () => {
    const served = folder({ "client/index.html": "alt", "client/impressum/index.html": "gleich" });
    const fresh = folder({ "client/index.html": "neu" });
    await cp(path.join(served, "client/impressum"), path.join(fresh, "client/impressum"), {
      recursive: true,
      preserveTimestamps: true,
    });
    const before = statSync(path.join(served, "client/impressum/index.html")).mtimeMs;
    const staged = stageFullBuild(fresh, served);
    expect(staged.changed).toEqual(["/index.html"]);
    await swapFullBuild({ fresh, served, applyChanges: () => {} });
    expect(statSync(path.join(served, "client/impressum/index.html")).mtimeMs).toBe(before);
    expect(readFileSync(path.join(served, "client/index.html"), "utf8")).toBe("neu");
  });
});
