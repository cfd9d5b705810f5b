// The two fixture sites the growth tests compare: the same code built with few and with many
// articles (the published ones copied under new slugs, scripts/generate-articles.mjs). They are
// built into build/growth/ (BUILD_DIR), beside build/client, so the end-to-end build stays as it is
// (and Playwright, which empties test-results/ before a run, leaves them alone).
// `node tests/growth/sites.mjs` builds both (the growth tests' web server runs it first).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { generateArticles } from "../../scripts/generate-articles.mjs";
import { postbuild } from "../../scripts/postbuild.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const GROWTH_ROOT = path.join(projectRoot, "build", "growth");

/**
 * Few: the four published articles. Many: 100, so /ratgeber has five pages and each category two.
 * The sitemap limit is lowered to 20 URLs for both builds, so the large one shows the split.
 */
export const SITES = { few: 4, many: 100 };
export const SITEMAP_MAX_URLS = 20;
/** One build date for both, so their assets do not differ by the day they were built. */
const BUILD_DATE = "2026-11-24";

/** @param {number} count */
export function siteDir(count) {
  return path.join(GROWTH_ROOT, `site-${count}`);
}

/** @param {number} count the build's output, as `react-router build` printed it */
export function buildLog(count) {
  return path.join(GROWTH_ROOT, `build-${count}.log`);
}

/** @param {number} count */
export async function buildSite(count) {
  const articles = path.join(GROWTH_ROOT, `articles-${count}`);
  await generateArticles({ count, out: articles });
  mkdirSync(GROWTH_ROOT, { recursive: true });
  const started = Date.now();
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ARTICLES_DIR: articles,
      BUILD_DIR: siteDir(count),
      BUILD_DATE,
      SITEMAP_MAX_URLS: String(SITEMAP_MAX_URLS),
      NO_COLOR: "1",
    },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  writeFileSync(buildLog(count), output);
  if (result.status !== 0) {
    console.error(output.split("\n").slice(-40).join("\n"));
    throw new Error(`growth: the build with ${count} articles failed (${buildLog(count)})`);
  }
  // As `npm run build` does: hydration after the first paint, the CSP record the server needs, precompression, the service worker.
  await postbuild(path.join(siteDir(count), "client"), { log: () => {}, serviceWorker: true });
  console.log(
    `growth: ${count} articles built into ${path.relative(projectRoot, siteDir(count))} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const count of Object.values(SITES)) await buildSite(count);
}
