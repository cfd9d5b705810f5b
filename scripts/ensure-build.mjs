// Runs before `npm start`: builds when there is no complete build, when the build's inputs changed
// since it was made, or when REBUILD=1; finishes a build whose postbuild step never started.
// Otherwise the existing build is served as it is (fast restarts).
//
// A build is complete only when postbuild wrote its marker (scripts/build-inputs.mjs), its very last
// step: a build that stopped part-way, say while compressing, is made again rather than served.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { LLM_ORIGINS_FILE, parseLlmOrigins } from "../server/llm-origins.mjs";
import { BUILD_COMPLETE_FILE, SOURCES, inputsFingerprint, newestChange, readBuildComplete } from "./build-inputs.mjs";

/**
 * What `npm start` has to do first.
 * @param {string} projectRoot
 * @param {{ REBUILD?: string, LLM_ORIGINS?: string }} env
 * @param {number} [now] the moment scheduled articles are measured against
 * @returns {{ action: "build", reason: string } | { action: "postbuild" } | { action: "none" }}
 */
export function buildNeeded(projectRoot, env = process.env, now = Date.now()) {
  const client = path.join(projectRoot, "build", "client");
  if (env.REBUILD === "1") return { action: "build", reason: "REBUILD=1" };
  if (!existsSync(path.join(client, "index.html"))) return { action: "build", reason: "kein Build gefunden" };
  // LLM_ORIGINS is a build setting: a different value given to `npm start` needs a new build.
  if (env.LLM_ORIGINS !== undefined && builtLlmOrigins(client) !== JSON.stringify(parseLlmOrigins(env.LLM_ORIGINS))) {
    return { action: "build", reason: "LLM_ORIGINS weicht vom Build ab" };
  }
  const complete = readBuildComplete(client);
  if (!complete) {
    if (untouchedByPostbuild(client)) {
      const changed = changedSince(projectRoot, statSync(path.join(client, "index.html")).mtimeMs);
      return changed ? { action: "build", reason: `${changed} ist neuer als der Build` } : { action: "postbuild" };
    }
    return { action: "build", reason: "der letzte Build wurde nicht fertig" };
  }
  const changed = changedSince(projectRoot, statSync(path.join(client, BUILD_COMPLETE_FILE)).mtimeMs);
  if (changed) return { action: "build", reason: `${changed} ist neuer als der Build` };
  if (complete.inputs !== inputsFingerprint(projectRoot)) {
    return { action: "build", reason: "die Quellen haben sich seit dem Build geändert" };
  }
  // A scheduled article became due since the build (docs/decisions/0034): the site must show it now.
  const nextDue = scheduledDue(path.join(projectRoot, "build"));
  if (nextDue !== null && nextDue <= now) return { action: "build", reason: "ein geplanter Artikel ist fällig" };
  return { action: "none" };
}

/** @param {string} projectRoot @param {number} time @returns {string | undefined} the first source changed after time */
function changedSince(projectRoot, time) {
  return SOURCES.find((source) => newestChange(projectRoot, source) > time);
}

/**
 * True when postbuild has not written anything yet: it removes React Router's SPA fallback first,
 * then writes pages, `_headers`, compressed copies and the marker. Such a build can be finished by
 * postbuild alone; any other one without the marker is built again.
 * @param {string} client
 */
function untouchedByPostbuild(client) {
  if (!existsSync(path.join(client, "__spa-fallback.html")) || existsSync(path.join(client, "_headers"))) return false;
  /** @param {string} dir @returns {boolean} */
  const hasCompressed = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? hasCompressed(path.join(dir, entry.name)) : /\.(br|gz)$/.test(entry.name),
    );
  return !hasCompressed(client);
}

/**
 * When the next scheduled article of the build is due (content-state.json beside build/client), or null.
 * @param {string} buildDir
 */
function scheduledDue(buildDir) {
  try {
    const state = JSON.parse(readFileSync(path.join(buildDir, "content-state.json"), "utf8"));
    return typeof state?.nextDue === "number" ? state.nextDue : null;
  } catch {
    return null;
  }
}

/** @param {string} client */
function builtLlmOrigins(client) {
  try {
    return JSON.stringify(JSON.parse(readFileSync(path.join(client, LLM_ORIGINS_FILE), "utf8")));
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const needed = buildNeeded(projectRoot);
  if (needed.action === "build") {
    console.log(`Baue die Website (${needed.reason}) …`);
    execSync("npm run build", { stdio: "inherit", cwd: projectRoot });
  } else if (needed.action === "postbuild") {
    console.log("Build ohne Nachbearbeitung gefunden – erzeuge _headers und komprimierte Dateien …");
    // The search index comes first when the build stopped before it (its input is still there).
    if (existsSync(path.join(projectRoot, "build", "client", "search-sources.json"))) {
      execSync("node scripts/search-index.mjs", { stdio: "inherit", cwd: projectRoot });
    }
    execSync("node scripts/postbuild.mjs", { stdio: "inherit", cwd: projectRoot });
  }
}
