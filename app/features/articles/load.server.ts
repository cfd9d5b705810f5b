// Node only (the build): reads the article folder. Relative imports only (see react-router.config.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { articleChecks as say } from "./copy/article-checks.ts";
import type { Article } from "./types.ts";
import {
  type ArticleFile,
  type ArticleProblem,
  ArticleValidationError,
  MAX_ARTICLE_BYTES,
  validateArticleSet,
} from "./validate.ts";

export const DEFAULT_ARTICLES_DIR = "app/content/articles";

/** The article folder; ARTICLES_DIR (relative to the project) lets a test build from a copy. */
export function articlesDirectory(root: string = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  return path.resolve(root, env.ARTICLES_DIR || DEFAULT_ARTICLES_DIR);
}

/**
 * Reads and validates every article. Throws an ArticleValidationError naming each file and what
 * to fix when any file is unusable, so the build stops instead of publishing half a folder.
 * A missing folder means no articles yet.
 */
export function readArticleFolder(dir: string): Article[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: ArticleFile[] = [];
  const problems: ArticleProblem[] = [];
  for (const fileName of names.sort()) {
    if (fileName.startsWith(".")) continue;
    const full = path.join(dir, fileName);
    try {
      const stats = statSync(full);
      if (stats.isDirectory()) problems.push({ file: fileName, message: say.folder });
      else if (stats.size > MAX_ARTICLE_BYTES)
        // Refused before reading: a runaway file must not be loaded into memory by the build.
        problems.push({ file: fileName, message: say.tooLarge(Math.ceil(stats.size / 1024), MAX_ARTICLE_BYTES / 1024) });
      else files.push({ fileName, bytes: readFileSync(full) });
    } catch (error) {
      problems.push({ file: fileName, message: say.unreadable((error as Error).message) });
    }
  }
  const result = validateArticleSet(files);
  problems.push(...result.problems);
  if (problems.length > 0) throw new ArticleValidationError(problems, shownFolder(dir));
  return result.articles;
}

function shownFolder(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith("..") ? relative : dir;
}

/**
 * One build reads and validates the folder once. The build loads this module more than once — the
 * React Router config and app/routes.ts through vite-node, vite.config.ts bundled, the server bundle
 * that prerenders — always in one Node process, so the articles are kept on `globalThis`, by folder.
 */
const FOLDER_CACHE = Symbol.for("labubu-sammler.article-folder");
type FolderCache = Map<string, readonly Article[]>;

function folderCache(): FolderCache {
  const holder = globalThis as { [FOLDER_CACHE]?: FolderCache };
  return (holder[FOLDER_CACHE] ??= new Map());
}

/**
 * The validated articles of a folder, read on the first call of the process and kept: the config,
 * the Vite plugin and every build-time loader share one reading. The dev server forgets it when a
 * file changes (`forgetArticleFolder`).
 */
export function articleFolder(dir: string = articlesDirectory(), log: (line: string) => void = console.log): readonly Article[] {
  const cache = folderCache();
  let articles = cache.get(dir);
  if (!articles) {
    const started = performance.now();
    articles = readArticleFolder(dir);
    cache.set(dir, articles);
    log(say.read(articles.length, shownFolder(dir), Math.round(performance.now() - started)));
  }
  return articles;
}

/** Drops the kept reading (all folders when none is named), so the next call reads the files again. */
export function forgetArticleFolder(dir?: string): void {
  if (dir === undefined) folderCache().clear();
  else folderCache().delete(dir);
}
