// What a build is made from, and the marker that says a build finished. `scripts/postbuild.mjs` writes
// the marker into build/client as its very last step, holding a fingerprint of these inputs;
// `scripts/ensure-build.mjs` serves a build only when the marker is there and still matches them,
// so a build that stopped part-way (say, while compressing) is rebuilt instead of served.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Every file or folder the build output depends on. server/ is read at run time and needs no
 * rebuild, except the modules the build itself imports (the CSP, headers, content types, the
 * language-model origins written into build/client, and which data files the postbuild keeps). scripts/build-inputs.test.mjs guards the list:
 * every local module the build's entry points import must be covered.
 */
export const SOURCES = [
  "app",
  "public",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/build-inputs.mjs",
  "scripts/postbuild.mjs",
  "scripts/search-index.mjs",
  "scripts/search-state.mjs",
  "scripts/offline-pages.mjs",
  "scripts/defer-hydration.mjs",
  "scripts/hydration",
  "scripts/photos",
  "scripts/critical-css.mjs",
  "scripts/precompress.mjs",
  "scripts/service-worker.mjs",
  "server/content-types.mjs",
  "server/csp.mjs",
  "server/environment.mjs",
  "server/headers.mjs",
  "server/llm-origins.mjs",
  "server/router-data.mjs",
];

/** The scripts `npm run build` runs after `react-router build`, and the configs that build reads. */
export const BUILD_ENTRIES = ["react-router.config.ts", "vite.config.ts", "scripts/search-index.mjs", "scripts/postbuild.mjs"];

/** Written into build/client last; hidden, so the server never serves it. */
export const BUILD_COMPLETE_FILE = ".build-complete";

/** @param {string} projectRoot @param {string} target @returns {string[]} files below target, relative, sorted */
function filesOf(projectRoot, target) {
  const full = path.join(projectRoot, target);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [target];
  return readdirSync(full)
    .sort()
    .flatMap((entry) => filesOf(projectRoot, path.posix.join(target, entry)));
}

/** The article folder: a content build brings a build up to date with it (docs/decisions/0034). */
export const ARTICLES_SOURCE = "app/content/articles/";

/**
 * The fact base's files, read when pages render (docs/decisions/0076): data like the articles, not code. The series
 * list is a module only in form (the fact base reads it as text); the catalogue's photos are processed with the
 * pages (scripts/content-build/photos.mjs).
 * @param {string} file relative to the project
 */
export const isFactBaseFile = (file) =>
  (file.startsWith("app/content/facts/") && file.endsWith(".yaml")) ||
  file === "app/content/facts/series-files.ts" ||
  file.startsWith("app/content/photos/");

/**
 * A fingerprint of the build's inputs: their paths and contents, so a change is seen even when a
 * file keeps an old modification time (copied with its times, restored from an archive).
 * @param {string} projectRoot
 * @param {{ withoutArticles?: boolean }} [options] withoutArticles: the code alone, without the articles and the fact
 *   base (what a content build cannot change)
 * @returns {string} hex SHA-256
 */
export function inputsFingerprint(projectRoot, { withoutArticles = false } = {}) {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of filesOf(projectRoot, source)) {
      if (withoutArticles && (file.startsWith(ARTICLES_SOURCE) || isFactBaseFile(file))) continue;
      hash.update(`${file}\0`);
      hash.update(
        createHash("sha256")
          .update(readFileSync(path.join(projectRoot, file)))
          .digest(),
      );
    }
  }
  return hash.digest("hex");
}

/** @param {string} projectRoot @param {string} target @returns {number} newest modification time below target (0 if absent) */
export function newestChange(projectRoot, target) {
  const full = path.join(projectRoot, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(full)) latest = Math.max(latest, newestChange(projectRoot, path.join(target, entry)));
  return latest;
}

/** @typedef {{ inputs: string, code?: string, settings?: string }} BuildComplete */

/**
 * The settings the build compiles into the code (vite.config.ts): the site's address, the language-model origins and
 * the build date. A later build reuses a build's code only when they are the same (scripts/build.mjs).
 * @param {NodeJS.ProcessEnv} [env]
 * @param {Date} [now]
 */
export const buildSettings = (env = process.env, now = new Date()) =>
  JSON.stringify({
    siteUrl: env.SITE_URL ?? "",
    llmOrigins: env.LLM_ORIGINS ?? "",
    buildDate: env.BUILD_DATE ?? now.toISOString().slice(0, 10),
  });

/**
 * The marker's text.
 * @param {string} inputs the fingerprint of the inputs the build was made from
 * @param {string} [code] the same without the article folder and the fact base: a content build that brings the
 *   build up to date with them writes the marker anew while the code is still this
 * @param {string} [settings] buildSettings() of the build
 */
export const buildCompleteText = (inputs, code, settings) =>
  `${JSON.stringify({ inputs, ...(code ? { code } : {}), ...(code && settings ? { settings } : {}) })}\n`;

/**
 * Reads the marker of a build folder.
 * @param {string} client the build/client folder
 * @returns {BuildComplete | null} null when there is none or it cannot be read
 */
export function readBuildComplete(client) {
  try {
    const value = JSON.parse(readFileSync(path.join(client, BUILD_COMPLETE_FILE), "utf8"));
    if (typeof value?.inputs !== "string") return null;
    if (typeof value.code !== "string") return { inputs: value.inputs };
    return typeof value.settings === "string"
      ? { inputs: value.inputs, code: value.code, settings: value.settings }
      : { inputs: value.inputs, code: value.code };
  } catch {
    return null;
  }
}

/**
 * The marker of the build in `client` when the build is complete and of this project's code as it is now (its
 * articles and fact base may differ: a content build or a warm build brings those up to date); else null.
 * @param {string} projectRoot
 * @param {string} client the build/client folder
 * @returns {BuildComplete & { code: string } | null}
 */
export function markerOfThisCode(projectRoot, client) {
  const marker = readBuildComplete(client);
  return marker?.code && marker.code === inputsFingerprint(projectRoot, { withoutArticles: true })
    ? /** @type {BuildComplete & { code: string }} */ (marker)
    : null;
}
