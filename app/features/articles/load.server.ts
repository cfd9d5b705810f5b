// Node only (the build): reads the article folder. Relative imports only (see react-router.config.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { articleChecks as say } from "./copy/article-checks.ts";
import { isDue, publishNowFromEnv } from "./publication-time.ts";
import type { Article } from "./types.ts";
import {
  type ArticleProblem,
  ArticleValidationError,
  articleSet,
  type CheckedArticleFile,
  checkArticleFile,
  MAX_ARTICLE_BYTES,
} from "./validate.ts";

export const DEFAULT_ARTICLES_DIR = "app/content/articles";

const FOLDER_CHOICE = Symbol.for("labubu-sammler.article-folder-choice");

/** The article folder; ARTICLES_DIR (relative to the project) lets a test build from a copy. */
export function articlesDirectory(root: string = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  const chosen = (globalThis as { [FOLDER_CHOICE]?: string })[FOLDER_CHOICE];
  return chosen ?? path.resolve(root, env.ARTICLES_DIR || DEFAULT_ARTICLES_DIR);
}

/** The folder the loaders read from now on (the content build names the one it builds). */
export function chooseArticlesDirectory(dir: string): void {
  (globalThis as { [FOLDER_CHOICE]?: string })[FOLDER_CHOICE] = path.resolve(dir);
}

/**
 * What a reading of the folder remembers of each file, so reading it again checks only the files
 * that changed (the content build reads the folder before each run): by name, size, modification
 * time, change time and inode. A file replaced by a rename, as the editor mode writes it, gets a new
 * inode, which the file system may hand out again to a later rename; the change time cannot be set
 * back (`touch -d` and `cp -p` set only the modification time), so a rewrite is always seen.
 */
export type FolderMemo = Map<
  string,
  { size: number; mtimeMs: number; ctimeMs: number; ino: number; checked: CheckedArticleFile }
>;

/**
 * Reads and validates every article. Throws an ArticleValidationError naming each file and what
 * to fix when any file is unusable, so the build stops instead of publishing half a folder.
 * A missing folder means no articles yet. With a `memo`, a file unchanged since the reading that
 * filled it is not read again, and its article is the same object as then.
 */
export function readArticleFolder(dir: string, memo?: FolderMemo): Article[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      memo?.clear();
      return [];
    }
    throw error;
  }
  const checked: CheckedArticleFile[] = [];
  const problems: ArticleProblem[] = [];
  const seen = new Set<string>();
  for (const fileName of names.sort()) {
    if (fileName.startsWith(".")) continue;
    const full = path.join(dir, fileName);
    try {
      const stats = statSync(full);
      if (stats.isDirectory()) problems.push({ file: fileName, message: say.folder });
      else if (stats.size > MAX_ARTICLE_BYTES)
        // Refused before reading: a runaway file must not be loaded into memory by the build.
        problems.push({ file: fileName, message: say.tooLarge(Math.ceil(stats.size / 1024), MAX_ARTICLE_BYTES / 1024) });
      else {
        seen.add(fileName);
        const known = memo?.get(fileName);
        if (
          known &&
          known.size === stats.size &&
          known.mtimeMs === stats.mtimeMs &&
          known.ctimeMs === stats.ctimeMs &&
          known.ino === stats.ino
        ) {
          checked.push(known.checked);
        } else {
          const file = checkArticleFile({ fileName, bytes: readFileSync(full) });
          memo?.set(fileName, {
            size: stats.size,
            mtimeMs: stats.mtimeMs,
            ctimeMs: stats.ctimeMs,
            ino: stats.ino,
            checked: file,
          });
          checked.push(file);
        }
      }
    } catch (error) {
      problems.push({ file: fileName, message: say.unreadable((error as Error).message) });
    }
  }
  if (memo) for (const name of memo.keys()) if (!seen.has(name)) memo.delete(name);
  const result = articleSet(checked);
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
type FolderCache = Map<string, { articles: readonly Article[]; memo: FolderMemo }>;

function folderCache(): FolderCache {
  const holder = globalThis as { [FOLDER_CACHE]?: FolderCache };
  return (holder[FOLDER_CACHE] ??= new Map());
}

/**
 * The validated articles of a folder, read on the first call of the process and kept: the config,
 * the Vite plugin and every build-time loader share one reading. Scheduled articles are among them
 * (a broken one stops the build like any); `publishedFolder` leaves out those not yet due. The dev
 * server forgets the reading when a file changes (`forgetArticleFolder`); the content build reads
 * the folder again before each run (`rereadArticleFolder`).
 */
export function articleFolder(dir: string = articlesDirectory(), log: (line: string) => void = console.log): readonly Article[] {
  const cache = folderCache();
  let entry = cache.get(dir);
  if (!entry) {
    const started = performance.now();
    const memo: FolderMemo = new Map();
    entry = { articles: readArticleFolder(dir, memo), memo };
    cache.set(dir, entry);
    log(say.read(entry.articles.length, shownFolder(dir), Math.round(performance.now() - started)));
  }
  return entry.articles;
}

/**
 * Reads the folder again, checking only the files that changed since the last reading (the others
 * keep their article objects, so what is worked out per article can be kept by object). Throws like
 * the first reading, and then keeps the last good reading.
 */
export function rereadArticleFolder(dir: string = articlesDirectory()): readonly Article[] {
  const cache = folderCache();
  const entry = cache.get(dir);
  if (!entry) return articleFolder(dir, () => {});
  const memo: FolderMemo = new Map(entry.memo);
  const articles = readArticleFolder(dir, memo);
  cache.set(dir, { articles, memo });
  return articles;
}

/** Drops the kept reading (all folders when none is named), so the next call reads the files again. */
export function forgetArticleFolder(dir?: string): void {
  if (dir === undefined) folderCache().clear();
  else folderCache().delete(dir);
}

/**
 * The build's "now", the moment scheduled articles are measured against: PUBLISH_NOW when set
 * (tests, previews of a coming day), else the moment the process first asked. Kept on `globalThis`
 * like the folder, so every copy of this module in a build agrees; the content build sets it for
 * each run (`setPublicationClock`).
 */
const CLOCK = Symbol.for("labubu-sammler.publication-clock");

export function publicationNow(env: Record<string, string | undefined> = process.env): number {
  const holder = globalThis as { [CLOCK]?: number };
  return (holder[CLOCK] ??= publishNowFromEnv(env) ?? Date.now());
}

/** Sets the build's "now" (the content build: the moment of its run). */
export function setPublicationClock(now: number): void {
  (globalThis as { [CLOCK]?: number })[CLOCK] = now;
}

const dueCache = new WeakMap<readonly Article[], { now: number; due: readonly Article[] }>();

/** The articles that are due at `now`, in the folder's order: the ones the site shows. */
export function dueArticles(articles: readonly Article[], now: number): readonly Article[] {
  const known = dueCache.get(articles);
  if (known && known.now === now) return known.due;
  const due = articles.every((article) => isDue(article.frontMatter, now))
    ? articles
    : articles.filter((article) => isDue(article.frontMatter, now));
  dueCache.set(articles, { now, due });
  return due;
}

/**
 * The published articles of a folder at the build's "now": scheduled ones whose day (and time) in
 * Vienna has not come are left out of every page, list, sitemap, llms.txt, search index, Markdown
 * twin and hub file until then (docs/decisions/0034).
 */
export function publishedFolder(dir: string = articlesDirectory()): readonly Article[] {
  return dueArticles(articleFolder(dir), publicationNow());
}
