import { readFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { normaliseSiteUrl } from "./app/config/site-url.ts";
import { articleChecks } from "./app/features/articles/copy/article-checks.ts";
import {
  CONTENT_STATE_FILE,
  type ContentState,
  liveArticles,
  scheduledArticles,
  withRelated,
} from "./app/features/articles/content-state.ts";
import { viennaWallClock } from "./app/features/articles/publication-time.ts";
import { articleFolder, publicationNow, publishedFolder } from "./app/features/articles/load.server.ts";
import { articleSitePaths } from "./app/features/articles/paths.ts";
import { newestFirst, summarizeArticle } from "./app/features/articles/summary.ts";
import { childSitemapPath, SITEMAP_PATH, sitemapLimits, splitSitemap } from "./app/features/crawlers/sitemap.ts";
import { FACT_READS_FILE, prerenderedReads } from "./app/content/data/fact-reads.server.ts";

// The prerender records what each page reads of the fact base, as the content build does (docs/decisions/0078), so
// a later change of a fact renders only the pages that read it. Set before the server bundle loads.
if (process.argv.slice(2).includes("build")) process.env.RECORD_FACT_READS = "1";

// Reading the article folder validates it: an unusable article stops `react-router build` (and dev,
// typegen) right here, with each file name and what to fix (app/features/articles/copy/article-checks.ts). The
// build keeps this one reading for everything else (app/features/articles/load.server.ts). Articles
// whose date (and time, Vienna) has not come are checked like any, and built nowhere until then.
const scheduled = scheduledArticles(articleFolder(), publicationNow());
const articles = publishedFolder();
if (scheduled.length > 0) {
  const next = viennaWallClock(scheduled[0]!.dueAt);
  console.log(articleChecks.scheduled(scheduled.length, `${next.day} ${next.time}`));
}

/** BUILD_DIR builds somewhere else than build/ (the growth check builds fixture sites beside the real one). */
const buildDirectory = process.env.BUILD_DIR || "build";

export default {
  ssr: false,
  buildDirectory,
  /**
   * Every page and resource route is rendered to a file at build time (docs/decisions/0001): the
   * routes without parameters, every page the article folder makes (lists with their pages,
   * categories, articles: app/features/articles/paths.ts), and the 404 page that the server sends for
   * every unknown path. A path with parameters that is not listed here does not exist: 404.
   */
  prerender: {
    async paths({ getStaticPaths }) {
      const newest = newestFirst(articles.map((article) => article.frontMatter));
      return [...getStaticPaths(), ...articleSitePaths(newest), "/404"];
    },
    // Rendering is one thread either way; a few pages at once keep it busy while files are written.
    concurrency: 4,
  },
  /**
   * Past the sitemaps.org limits, /sitemap.xml becomes an index of child sitemaps (app/features/crawlers/sitemap.ts).
   * Done on the prerendered file, so the prerender list need not know how many files the URLs fill.
   */
  async buildEnd({ reactRouterConfig }) {
    const client = path.resolve(reactRouterConfig.buildDirectory, "client");
    const limits = sitemapLimits();
    const split = splitSitemap(
      await readFile(path.join(client, SITEMAP_PATH), "utf8"),
      limits,
      normaliseSiteUrl(process.env.SITE_URL),
    );
    if (split) {
      await mkdir(path.join(client, path.dirname(childSitemapPath(1))), { recursive: true });
      await Promise.all(split.children.map((xml, index) => writeFile(path.join(client, childSitemapPath(index + 1)), xml)));
      await writeFile(path.join(client, SITEMAP_PATH), split.index);
      console.log(`sitemap: ${split.children.length} child sitemaps under /sitemaps/, /sitemap.xml is their index`);
    }
    // What the site now holds, for the content build that may follow (docs/decisions/0034).
    const state: ContentState = {
      version: 1,
      now: publicationNow(),
      articles: withRelated(
        liveArticles(articles.map((article) => ({ article, readingMinutes: summarizeArticle(article).readingMinutes }))),
      ),
      sitemapChildren: split?.children.length ?? 0,
      sitemapLimits: limits,
      nextDue: scheduled[0]?.dueAt ?? null,
    };
    await writeFile(path.resolve(reactRouterConfig.buildDirectory, CONTENT_STATE_FILE), JSON.stringify(state));
    const reads = prerenderedReads();
    if (reads) await writeFile(path.resolve(reactRouterConfig.buildDirectory, FACT_READS_FILE), JSON.stringify(reads));
  },
  future: {
    v8_middleware: true,
    // Splitting puts a route's clientLoader into a module of its own. The one clientLoader
    // (routes/ratgeber.tsx) is a one-liner not worth a request of its own, and the hydration rewrite
    // (scripts/defer-hydration.mjs) expects one module per route.
    v8_splitRouteModules: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
