// A change to the fact base reaches the site through the full build (docs/decisions/0050): its data is compiled
// into the bundles (0042), so the content build, which renders articles only, cannot carry it. The editor mode
// runs the steps of `npm run build` into a fresh folder beside the served one, then moves every file into the
// served folder between two requests, the way a content build's staged files are swapped in (0034,
// scripts/content-build/stage.mjs): a reader gets the old site or the new one, never a mix.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import path from "node:path";

import { readBuildCsp } from "../../server/csp.mjs";
import { markerOfThisCode } from "../build-inputs.mjs";
import { STAGING_PREFIX, swapStaged } from "../content-build/stage.mjs";

/**
 * @typedef {import("../content-build/stage.mjs").StagedChanges} StagedChanges
 */

/** The steps of package.json's "build" before its launch report: the app, the search index, the postbuild. */
export const BUILD_STEPS = /** @type {const} */ ([
  ["node_modules/.bin/react-router", "build"],
  ["scripts/search-index.mjs"],
  ["scripts/postbuild.mjs"],
]);

/** A full build longer than this is stopped: the site stays as it was. */
export const FULL_BUILD_TIMEOUT_MS = 600_000;

/**
 * Runs one step as a process of its own; resolves with its last lines of output when it fails.
 * @param {string} projectRoot
 * @param {readonly string[]} step
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ ok: true } | { ok: false, output: string }>}
 */
function runStep(projectRoot, step, env) {
  return new Promise((resolve) => {
    const [script = "", ...args] = step;
    const child = spawn(process.execPath, [path.join(projectRoot, script), ...args], {
      cwd: projectRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString("utf8")).slice(-4000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), FULL_BUILD_TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ ok: false, output: error.message });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve(code === 0 ? { ok: true } : { ok: false, output: output.trim() });
    });
  });
}

/**
 * Builds the site as `npm run build` does into `target` (a folder that must not exist yet), with the editor's
 * clock as the build's "now". Nothing served is touched.
 * @param {{ projectRoot: string, target: string, now: number, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ ok: true } | { ok: false, output: string }>}
 */
export async function buildSite({ projectRoot, target, now, env = process.env }) {
  const stepEnv = { ...env, BUILD_DIR: target, PUBLISH_NOW: new Date(now).toISOString() };
  for (const step of BUILD_STEPS) {
    const result = await runStep(projectRoot, step, stepEnv);
    if (!result.ok) return result;
  }
  return { ok: true };
}

/** Renders every page of a copy of the served build with the fact base as it is now (docs/decisions/0076). */
export const DATA_BUILD = "scripts/content-build/data-build.mjs";

/**
 * Whether the served build can carry a change of the fact base without `react-router build`: it is complete and
 * of this code (its marker's fingerprint of the code, which leaves the fact base and the articles out, matches).
 * @param {string} projectRoot
 * @param {string} served
 */
export function dataBuildFits(projectRoot, served) {
  return markerOfThisCode(projectRoot, path.join(served, "client")) !== null;
}

/**
 * Builds the site as it is with the fact base as it is now into `target` (a folder that must not exist yet): a
 * copy of the served build whose pages, search and service worker are made anew by the last full build's
 * renderer (DATA_BUILD), in seconds instead of a full build's minutes. Nothing served is touched.
 * @param {{ projectRoot: string, served: string, target: string, articlesDir: string, now: number, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ ok: true } | { ok: false, output: string }>}
 */
export async function buildFromData({ projectRoot, served, target, articlesDir, now, env = process.env }) {
  // With their times, so the files no page's change rewrote are known as the served ones (`stageFullBuild`).
  await cp(served, target, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => !path.basename(source).startsWith(STAGING_PREFIX),
  });
  return runStep(projectRoot, [DATA_BUILD, target], {
    ...env,
    NODE_ENV: "production",
    FACT_BASE_ROOT: projectRoot,
    CONTENT_ARTICLES_DIR: articlesDir,
    PUBLISH_NOW: new Date(now).toISOString(),
  });
}

/**
 * Every file below `dir`, as paths relative to it with a leading slash; a content build's staging folders left out.
 * @param {string} dir
 * @returns {string[]}
 */
function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .filter((rel) => !rel.startsWith(`/${STAGING_PREFIX}`));
}

/**
 * What moving the fresh build `fresh` over the served build `served` changes: every file of the fresh
 * client folder replaces or joins the served one, a served file the fresh build lacks goes, and the build's
 * files beside the client folder (the renderer, the content and search state) follow.
 * @param {string} fresh
 * @param {string} served
 * @returns {StagedChanges}
 */
export function stageFullBuild(fresh, served) {
  const client = path.join(served, "client");
  const freshClient = path.join(fresh, "client");
  const freshFiles = filesBelow(freshClient);
  const present = new Set(freshFiles);
  // A file of a copy that nothing rewrote (`buildFromData`) stays where it is, untouched.
  const added = freshFiles.filter((rel) => !sameFile(path.join(freshClient, rel), path.join(client, rel)));
  const removes = filesBelow(client).filter((rel) => !present.has(rel));
  const moves = added.map((rel) => ({ from: path.join(freshClient, rel), to: path.join(client, rel) }));
  for (const entry of readdirSync(fresh, { withFileTypes: true })) {
    if (entry.name === "client") continue;
    const rels = entry.isDirectory() ? filesBelow(path.join(fresh, entry.name)) : [""];
    for (const rel of rels) moves.push({ from: path.join(fresh, entry.name, rel), to: path.join(served, entry.name, rel) });
  }
  return { client, staging: fresh, moves, removes, changed: [...added, ...removes] };
}

/**
 * Whether `copy` is still the served file it was copied from: the same size and time, and the same bytes.
 * @param {string} copy
 * @param {string} served
 */
function sameFile(copy, served) {
  const [a, b] = [statSync(copy, { throwIfNoEntry: false }), statSync(served, { throwIfNoEntry: false })];
  return Boolean(
    a && b && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1 && readFileSync(copy).equals(readFileSync(served)),
  );
}

/**
 * Puts the fresh build in place of the served one: the files are renamed and the server's index updated in
 * one synchronous step (its policy read from the fresh build first); the renderer's old chunks and the
 * fresh folder's leftovers go afterwards.
 * @param {{ fresh: string, served: string, applyChanges: (changed: readonly string[], update: { csp?: string }) => void }} options
 */
export async function swapFullBuild({ fresh, served, applyChanges }) {
  const csp = await readBuildCsp(path.join(fresh, "client"));
  const renderer = path.join(served, "renderer");
  const oldRenderer = filesBelow(renderer);
  const staged = stageFullBuild(fresh, served);
  const freshRenderer = new Set(filesBelow(path.join(fresh, "renderer")));
  swapStaged(staged);
  applyChanges(staged.changed, csp ? { csp } : {});
  for (const rel of oldRenderer) if (!freshRenderer.has(rel)) rmSync(path.join(renderer, rel), { force: true });
  await rm(fresh, { recursive: true, force: true });
  return staged.changed.length;
}
