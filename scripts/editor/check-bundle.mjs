// The editor mode checks a draft with the hub's own code (app/features/hub/publishing/editor-check.ts:
// the hub's article file and publish check, which runs the build's validation). That code is
// TypeScript with the app's "~/" imports; esbuild bundles it for Node when the editor mode starts
// (about a quarter of a second), so the server always runs the check the hub runs.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

import { build } from "esbuild";

/**
 * @typedef {{ fileName: string, text: string }} ArticleFile
 * @typedef {{ ok: true, slug: string, title: string, file: ArticleFile, revision: boolean } | { ok: false, problems: string[] }} PublishCheck
 * @typedef {{ published: unknown, fingerprints: unknown }} SiteFiles  the live site's files about its published articles
 * @typedef {(input: unknown, day: string, time: string | undefined, site: SiteFiles, photoNames?: readonly string[]) => Promise<PublishCheck>} CheckDraft
 * @typedef {{
 *   checkDraftForPublish: CheckDraft,
 *   preparePublishCheck: (site: SiteFiles) => void,
 *   viennaInstant: (day: string, time?: string) => number,
 *   viennaWallClock: (instant: number) => { day: string, time: string },
 * }} PublishCheckModule
 */

let loads = 0;

/**
 * Bundles app TypeScript (with the app's "~/" imports) for Node and loads it: the file `entry`, or
 * `contents` that import from the app (resolved from the project root). One file per start in
 * `outDir` (an import is cached by its address); earlier starts' files go.
 * @param {{ projectRoot: string, outDir: string, name: string, entry?: string, contents?: string, siteUrl?: string }} options
 * @returns {Promise<unknown>}
 */
export async function loadAppModule(options) {
  return import(await bundleAppModule(options));
}

/**
 * Bundles app TypeScript as loadAppModule does, without loading it: the bundle's file URL.
 * @param {{ projectRoot: string, outDir: string, name: string, entry?: string, contents?: string, siteUrl?: string }} options
 */
async function bundleAppModule({ projectRoot, outDir, name, entry, contents, siteUrl = process.env.SITE_URL ?? "" }) {
  const result = await build({
    ...(entry
      ? { entryPoints: [path.join(projectRoot, entry)] }
      : { stdin: { contents: contents ?? "", resolveDir: projectRoot, sourcefile: `${name}.ts`, loader: "ts" } }),
    absWorkingDir: projectRoot,
    tsconfig: path.join(projectRoot, "tsconfig.json"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "silent",
    // CommonJS dependencies inside the ESM bundle still call require() for Node's own modules.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    // What Vite puts into the app at build time (vite.config.ts); the app's code here needs only the site's address.
    define: {
      "import.meta.env": JSON.stringify({
        VITE_SITE_URL: siteUrl,
        VITE_BUILD_DATE: "",
        VITE_LLM_ORIGINS: [],
        SSR: true,
        DEV: false,
      }),
    },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote no ${name}`);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // A new name per load: Node caches a module by its address, and the editor mode loads the check again after a
  // change to the fact base (docs/decisions/0050).
  const file = path.join(outDir, `${name}-${process.pid}-${++loads}.mjs`);
  await writeFile(file, output.contents);
  return pathToFileURL(file).href;
}

/**
 * The publish check as the editor mode runs it (docs/decisions/0059): bundled into `outDir`, loaded here for its
 * Vienna clock, and run in a thread of its own (./check-worker.mjs) that reads the live site's files about the
 * published articles itself and keeps what it worked out from them while they are unchanged. The check of a
 * draft against 10,000 published articles then neither reads and decodes 17 MB nor builds their corpus anew,
 * and whatever it does never stops the server's thread. `prepare` works that out ahead of the next check (after
 * a publication). A thread that ended is started again by the next call.
 * @param {{ projectRoot: string, outDir: string, siteUrl?: string, files: { published: string, fingerprints: string } }} options
 */
export async function startPublishCheck({ projectRoot, outDir, siteUrl, files }) {
  const bundle = await bundleAppModule({
    projectRoot,
    outDir,
    name: "publish-check",
    entry: "app/features/hub/publishing/editor-check.ts",
    ...(siteUrl === undefined ? {} : { siteUrl }),
  });
  const module = /** @type {PublishCheckModule} */ (await import(bundle));
  /** @type {Worker | null} */
  let worker = null;
  let counter = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  const start = () => {
    const thread = new Worker(new URL("./check-worker.mjs", import.meta.url), { workerData: { bundle, files } });
    // The server's own work keeps the process alive, never this thread.
    thread.unref();
    thread.on("message", (/** @type {{ id: number, result?: unknown, error?: string }} */ message) => {
      const answer = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) answer?.reject(new Error(message.error));
      else answer?.resolve(message.result);
    });
    thread.on("error", () => {});
    thread.once("exit", (code) => {
      if (worker === thread) worker = null;
      for (const answer of waiting.values()) answer.reject(new Error(`the publish check's thread ended (${code})`));
      waiting.clear();
    });
    return thread;
  };
  /** @param {Record<string, unknown>} message */
  const ask = (message) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      const id = ++counter;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  return {
    viennaInstant: module.viennaInstant,
    viennaWallClock: module.viennaWallClock,
    /** @type {(input: unknown, day: string, time: string | undefined, photoNames?: readonly string[]) => Promise<PublishCheck>} */
    checkDraft: (input, day, time, photoNames) =>
      /** @type {Promise<PublishCheck>} */ (ask({ type: "check", input, day, time, photoNames })),
    /** Reads the site's files and builds their corpus now, if they changed. */
    prepare: () => /** @type {Promise<void>} */ (ask({ type: "prepare" })),
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
