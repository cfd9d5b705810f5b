// The editor mode checks a draft with the hub's own code (app/features/hub/publishing/editor-check.ts:
// the hub's article file and publish check, which runs the build's validation). That code is
// TypeScript with the app's "~/" imports; esbuild bundles it for Node when the editor mode starts
// (about a quarter of a second), so the server always runs the check the hub runs.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { build } from "esbuild";

/**
 * @typedef {{ fileName: string, text: string }} ArticleFile
 * @typedef {{ ok: true, slug: string, title: string, file: ArticleFile, revision: boolean } | { ok: false, problems: string[] }} PublishCheck
 * @typedef {{ published: unknown, fingerprints: unknown }} SiteFiles  the live site's files about its published articles
 * @typedef {(input: unknown, day: string, time: string | undefined, site: SiteFiles, photoNames?: readonly string[]) => Promise<PublishCheck>} CheckDraft
 * @typedef {{
 *   checkDraftForPublish: CheckDraft,
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
export async function loadAppModule({ projectRoot, outDir, name, entry, contents, siteUrl = process.env.SITE_URL ?? "" }) {
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
  return import(pathToFileURL(file).href);
}

/**
 * Bundles the check into `outDir` and loads it.
 * @param {{ projectRoot: string, outDir: string, siteUrl?: string }} options
 * @returns {Promise<PublishCheckModule>}
 */
export async function loadPublishCheck({ projectRoot, outDir, siteUrl }) {
  return /** @type {PublishCheckModule} */ (
    await loadAppModule({
      projectRoot,
      outDir,
      name: "publish-check",
      entry: "app/features/hub/publishing/editor-check.ts",
      ...(siteUrl === undefined ? {} : { siteUrl }),
    })
  );
}
