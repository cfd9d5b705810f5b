import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { buildNeeded } from "./ensure-build.mjs";

/** @type {string} */
let dir;
const at = (/** @type {number} */ seconds) => new Date(1_700_000_000_000 + seconds * 1000);

async function file(/** @type {string} */ name, /** @type {number} */ seconds) {
  const full = path.join(dir, name);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, "x");
  await utimes(full, at(seconds), at(seconds));
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ensure-build-"));
  await file("app/root.tsx", 0);
  await file("package.json", 0);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("npm start builds only when it must", () => {
  it("builds when there is no build", () => {
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "kein Build gefunden" });
  });

  it("reuses a complete build that is newer than every source", async () => {
    await file("build/client/index.html", 10);
    await file("build/client/_headers", 10);
    expect(buildNeeded(dir, {})).toEqual({ action: "none" });
  });

  it("rebuilds when a source file changed after the build, or on REBUILD=1", async () => {
    await file("build/client/index.html", 10);
    await file("build/client/_headers", 10);
    await file("app/routes/home.tsx", 20);
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "app ist neuer als der Build" });
    await file("app/routes/home.tsx", 5);
    expect(buildNeeded(dir, { REBUILD: "1" })).toMatchObject({ action: "build" });
  });

  it("only runs the postbuild step when it is missing", async () => {
    await file("build/client/index.html", 10);
    expect(buildNeeded(dir, {})).toEqual({ action: "postbuild" });
  });
});

describe("npm start with LLM_ORIGINS", () => {
  it("rebuilds when the given LLM_ORIGINS differ from the ones the build was made with", async () => {
    await file("build/client/index.html", 10);
    await file("build/client/_headers", 10);
    await writeFile(path.join(dir, "build/client/.llm-origins.json"), JSON.stringify(["http://127.0.0.1:9000"]));
    expect(buildNeeded(dir, { LLM_ORIGINS: "http://127.0.0.1:9000/" })).toEqual({ action: "none" });
    expect(buildNeeded(dir, {})).toEqual({ action: "none" });
    expect(buildNeeded(dir, { LLM_ORIGINS: "https://llm.example.at" })).toEqual({
      action: "build",
      reason: "LLM_ORIGINS weicht vom Build ab",
    });
  });
});
