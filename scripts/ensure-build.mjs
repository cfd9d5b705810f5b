// Runs before `npm start`: builds when there is no build yet, when a source file is newer than the
// build, or when REBUILD=1; finishes a build whose postbuild step did not run. Otherwise the
// existing build is served as it is (fast restarts).
import { execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { LLM_ORIGINS_FILE, parseLlmOrigins } from "../server/llm-origins.mjs";

/** What the build is made from; server/ is read at run time and needs no rebuild. */
export const SOURCES = [
  "app",
  "public",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/postbuild.mjs",
  "scripts/search-index.mjs",
  "scripts/defer-hydration.mjs",
  "scripts/critical-css.mjs",
  "scripts/precompress.mjs",
  "server/csp.mjs",
  "server/headers.mjs",
  "server/llm-origins.mjs",
];

/** @param {string} target @returns {number} newest modification time below target (0 if absent) */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/**
 * What `npm start` has to do first.
 * @param {string} projectRoot
 * @param {{ REBUILD?: string, LLM_ORIGINS?: string }} env
 * @returns {{ action: "build", reason: string } | { action: "postbuild" } | { action: "none" }}
 */
export function buildNeeded(projectRoot, env = process.env) {
  const client = path.join(projectRoot, "build", "client");
  const marker = path.join(client, "index.html");
  if (env.REBUILD === "1") return { action: "build", reason: "REBUILD=1" };
  if (!existsSync(marker)) return { action: "build", reason: "kein Build gefunden" };
  const builtAt = statSync(marker).mtimeMs;
  const changed = SOURCES.find((source) => newest(path.join(projectRoot, source)) > builtAt);
  if (changed) return { action: "build", reason: `${changed} ist neuer als der Build` };
  // LLM_ORIGINS is a build setting: a different value given to `npm start` needs a new build.
  if (env.LLM_ORIGINS !== undefined && builtLlmOrigins(client) !== JSON.stringify(parseLlmOrigins(env.LLM_ORIGINS))) {
    return { action: "build", reason: "LLM_ORIGINS weicht vom Build ab" };
  }
  if (!existsSync(path.join(client, "_headers"))) return { action: "postbuild" };
  return { action: "none" };
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
