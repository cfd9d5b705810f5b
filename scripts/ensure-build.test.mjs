import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { BUILD_COMPLETE_FILE, buildCompleteText, inputsFingerprint } from "./build-inputs.mjs";
import { buildNeeded } from "./ensure-build.mjs";

/** @type {string} */
let dir;
const at = (/** @type {number} */ seconds) => new Date(1_700_000_000_000 + seconds * 1000);

async function file(/** @type {string} */ name, /** @type {number} */ seconds, content = "x") {
  const full = path.join(dir, name);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
  await utimes(full, at(seconds), at(seconds));
}

/** A build as postbuild leaves it: pages, `_headers`, compressed copies and the completion marker. */
async function completeBuild(/** @type {number} */ seconds) {
  await file("build/client/index.html", seconds);
  await file("build/client/index.html.br", seconds);
  await file("build/client/_headers", seconds);
  await file(`build/client/${BUILD_COMPLETE_FILE}`, seconds, buildCompleteText(inputsFingerprint(dir)));
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
    await completeBuild(10);
    expect(buildNeeded(dir, {})).toEqual({ action: "none" });
  });

  it("rebuilds when a source file changed after the build, or on REBUILD=1", async () => {
    await completeBuild(10);
    await file("app/routes/home.tsx", 20);
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "app ist neuer als der Build" });
    await rm(path.join(dir, "app/routes/home.tsx"));
    await completeBuild(10);
    expect(buildNeeded(dir, { REBUILD: "1" })).toMatchObject({ action: "build" });
  });

  it("rebuilds once a scheduled article became due (the build recorded when the next one is)", async () => {
    await completeBuild(10);
    await file("build/content-state.json", 10, JSON.stringify({ nextDue: 1_800_000_000_000 }));
    expect(buildNeeded(dir, {}, 1_799_999_999_999)).toEqual({ action: "none" });
    expect(buildNeeded(dir, {}, 1_800_000_000_000)).toEqual({ action: "build", reason: "ein geplanter Artikel ist fällig" });
    await file("build/content-state.json", 10, JSON.stringify({ nextDue: null }));
    expect(buildNeeded(dir, {}, 1_900_000_000_000)).toEqual({ action: "none" });
  });

  it("rebuilds when a source's content changed though its modification time is older than the build", async () => {
    await completeBuild(10);
    await file("app/root.tsx", 0, "changed");
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "die Quellen haben sich seit dem Build geändert" });
  });

  it("watches every module the build output depends on, server/content-types.mjs among them", async () => {
    await completeBuild(10);
    await file("server/content-types.mjs", 20);
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "server/content-types.mjs ist neuer als der Build" });
  });

  it("rebuilds a build that has _headers but no completion marker", async () => {
    await completeBuild(10);
    await rm(path.join(dir, "build/client", BUILD_COMPLETE_FILE));
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "der letzte Build wurde nicht fertig" });
  });

  it("rebuilds a build whose postbuild stopped while compressing (copies written, no _headers, no marker)", async () => {
    await file("build/client/index.html", 10);
    await file("build/client/assets/app.js.br", 10);
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "der letzte Build wurde nicht fertig" });
  });

  it("rebuilds when the marker cannot be read", async () => {
    await completeBuild(10);
    await file(`build/client/${BUILD_COMPLETE_FILE}`, 10, "{");
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "der letzte Build wurde nicht fertig" });
  });

  it("only runs the postbuild step when postbuild never touched the build", async () => {
    await file("build/client/index.html", 10);
    await file("build/client/__spa-fallback.html", 10);
    expect(buildNeeded(dir, {})).toEqual({ action: "postbuild" });
    await file("app/routes/home.tsx", 20);
    expect(buildNeeded(dir, {})).toEqual({ action: "build", reason: "app ist neuer als der Build" });
  });
});

describe("npm start with LLM_ORIGINS", () => {
  it("rebuilds when the given LLM_ORIGINS differ from the ones the build was made with", async () => {
    await completeBuild(10);
    await writeFile(path.join(dir, "build/client/.llm-origins.json"), JSON.stringify(["http://127.0.0.1:9000"]));
    expect(buildNeeded(dir, { LLM_ORIGINS: "http://127.0.0.1:9000/" })).toEqual({ action: "none" });
    expect(buildNeeded(dir, {})).toEqual({ action: "none" });
    expect(buildNeeded(dir, { LLM_ORIGINS: "https://llm.example.at" })).toEqual({
      action: "build",
      reason: "LLM_ORIGINS weicht vom Build ab",
    });
  });
});
