// When `npm run build` may reuse the last build (docs/decisions/0077): only a complete build of this code, made
// with these settings, with its renderer and records beside it. tests/incremental/builds.mjs runs the real builds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { BUILD_COMPLETE_FILE, buildCompleteText, buildSettings, inputsFingerprint, isFactBaseFile } from "./build-inputs.mjs";
import { coldReason } from "./build.mjs";

const projectRoot = path.resolve(import.meta.dirname, "..");
const env = { SITE_URL: "https://www.example.at", LLM_ORIGINS: "default", BUILD_DATE: "2026-11-24" };
let dir = "";

/** A build folder with a marker of `code` and `settings` and the files a warm build needs. */
function buildFolder(code = inputsFingerprint(projectRoot, { withoutArticles: true }), settings = buildSettings(env)) {
  dir = mkdtempSync(path.join(os.tmpdir(), "build-"));
  for (const file of ["renderer/index.js", "content-state.json", "postbuild.json"]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), "");
  }
  mkdirSync(path.join(dir, "client"));
  writeFileSync(path.join(dir, "client", BUILD_COMPLETE_FILE), buildCompleteText("inputs", code, settings));
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("whether npm run build is warm", () => {
  it("reuses a complete build of this code made with these settings", () => {
    expect(coldReason(buildFolder(), env)).toBeNull();
  });

  it("is cold without a build, for other code, other settings, a missing renderer or COLD=1", () => {
    expect(coldReason(path.join(os.tmpdir(), "no-build-here"), env)).toBe("no complete build");
    expect(coldReason(buildFolder("other code"), env)).toBe("the code changed");
    rmSync(dir, { recursive: true, force: true });
    expect(coldReason(buildFolder(), { ...env, SITE_URL: "https://www.example.com" })).toMatch(/settings changed/);
    expect(coldReason(dir, { ...env, BUILD_DATE: "2026-11-25" })).toMatch(/settings changed/);
    expect(coldReason(dir, { ...env, COLD: "1" })).toBe("COLD=1");
    rmSync(path.join(dir, "renderer"), { recursive: true });
    expect(coldReason(dir, env)).toBe("renderer/index.js is missing");
  });

  it("counts the fact base's files as data, not code, and its modules as code", () => {
    for (const file of [
      "app/content/facts/market.yaml",
      "app/content/facts/series/wacky-mart.yaml",
      "app/content/facts/series-files.ts",
    ])
      expect(isFactBaseFile(file), file).toBe(true);
    for (const file of [
      "app/content/facts/market.ts",
      "app/content/facts/index.ts",
      "app/features/hub/copy/briefs/investment/investment-1.yaml",
    ])
      expect(isFactBaseFile(file), file).toBe(false);
  });
});
