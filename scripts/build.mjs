// `npm run build` (docs/decisions/0077). With a complete build of the same code and the same settings present (a
// server after `git pull`, a host's CI that restores `build/` from its cache), only the content is new: the last
// build's renderer renders every page, the search index and the service worker anew in place
// (scripts/content-build/data-build.mjs), which writes the files a cold build writes. Otherwise, or with COLD=1,
// the cold build: the app with its prerender, the search index, the postbuild. The launch report follows either.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildSettings, markerOfThisCode, readBuildComplete } from "./build-inputs.mjs";
import { CONTENT_STATE_FILE } from "./content-build/build.mjs";
import { BUILD_STEPS } from "./editor/site-build.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Why the build in `buildDir` cannot be brought up to date in place, or null when it can.
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function coldReason(buildDir, env = process.env) {
  if (env.COLD === "1") return "COLD=1";
  const client = path.join(buildDir, "client");
  if (!readBuildComplete(client)?.code) return "no complete build";
  const marker = markerOfThisCode(projectRoot, client);
  if (!marker) return "the code changed";
  if (marker.settings !== buildSettings(env)) return "the build settings changed (SITE_URL, LLM_ORIGINS, BUILD_DATE)";
  for (const file of ["renderer/index.js", CONTENT_STATE_FILE, "postbuild.json"])
    if (!existsSync(path.join(buildDir, file))) return `${file} is missing`;
  return null;
}

/** @param {readonly string[]} step @param {NodeJS.ProcessEnv} env */
function run(step, env) {
  const [script = "", ...args] = step;
  const result = spawnSync(process.execPath, [path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    env,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.main) {
  const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || "build");
  const reason = coldReason(buildDir);
  const started = performance.now();
  if (reason === null) {
    console.log("build: the code is the last build's: its pages, search index and service worker are rendered anew");
    run(["scripts/content-build/data-build.mjs", buildDir, "--build"], { ...process.env, NODE_ENV: "production" });
  } else {
    console.log(`build: cold (${reason})`);
    for (const step of BUILD_STEPS) run(step, process.env);
  }
  console.log(`build: ${reason === null ? "warm" : "cold"} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  run(["scripts/check-launch.mjs", "--report"], process.env);
}
