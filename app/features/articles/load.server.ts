// Node only (the build): reads the article folder. Relative imports only (see react-router.config.ts).
import { keptWork } from "../../content/data/kept-work.server.ts";
import { readsDuring, replayReads } from "../../content/data/reads.ts";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { deflateRawSync, inflateRawSync } from "node:zlib";

import { articleChecks as say } from "./copy/article-checks.ts";
import { photoChecks as photoSay } from "../../content/photo-checks.ts";
import { PHOTO_FILE_NAME, PHOTO_FILE_NAME_MAX, PHOTO_MAX_SOURCE_BYTES, sniffPhotoType } from "../../domain/photos.ts";
import { photoHash } from "../../shell/photos.server.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { isDue, publishNowFromEnv } from "./publication-time.ts";
import type { Article, ArticlePhoto } from "./types.ts";
import {
  type ArticleProblem,
  ArticleValidationError,
  articleSet,
  type ArticleFile,
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

/** A file as `stat` saw it. */
type Stamp = { size: number; mtimeMs: number; ctimeMs: number; ino: number };

/**
 * What a reading of the folder remembers of each file, so reading it again checks only the files
 * that changed (the content build reads the folder before each run): by name, size, modification
 * time, change time and inode. A file replaced by a rename, as the editor mode writes it, gets a new
 * inode, which the file system may hand out again to a later rename; the change time cannot be set
 * back (`touch -d` and `cp -p` set only the modification time), so a rewrite is always seen. An article
 * is checked again when its photos changed too (`photos`: their names and hashes); a photo
 * (`<slug>/<file>`) is read and hashed again only when it changed.
 */
export type FolderMemo = Map<string, Stamp & ({ checked: CheckedArticleFile; photos: string } | { photo: ArticlePhoto })>;

const stampOf = ({ size, mtimeMs, ctimeMs, ino }: Stamp): Stamp => ({ size, mtimeMs, ctimeMs, ino });
const sameStamp = (a: Stamp, b: Stamp) =>
  a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;

/**
 * Reads and validates every article. Throws an ArticleValidationError naming each file and what
 * to fix when any file is unusable, so the build stops instead of publishing half a folder.
 * A missing folder means no articles yet. With a `memo`, a file unchanged since the reading that
 * filled it is not read again, and its article is the same object as then. A folder named like an
 * article's slug holds that article's photos (docs/decisions/0048); any other folder is refused.
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
  const visible = names.filter((name) => !name.startsWith(".")).sort();
  const articleNames = new Set(visible.filter((name) => name.endsWith(".md")));
  const photoFolders = new Map<string, ArticlePhoto[]>();
  for (const name of visible) {
    const full = path.join(dir, name);
    try {
      if (!statSync(full).isDirectory()) continue;
      if (articleNames.has(`${name}.md`)) photoFolders.set(name, readPhotoFolder(dir, name, problems, seen, memo));
      else problems.push({ file: name, message: photoSay.folderWithoutArticle(name) });
    } catch (error) {
      problems.push({ file: name, message: say.unreadable((error as Error).message) });
    }
  }
  for (const fileName of visible) {
    if (photoFolders.has(fileName)) continue;
    const full = path.join(dir, fileName);
    try {
      const stats = statSync(full);
      if (stats.isDirectory()) continue;
      if (stats.size > MAX_ARTICLE_BYTES)
        // Refused before reading: a runaway file must not be loaded into memory by the build.
        problems.push({ file: fileName, message: say.tooLarge(Math.ceil(stats.size / 1024), MAX_ARTICLE_BYTES / 1024) });
      else {
        seen.add(fileName);
        const photos = photoFolders.get(fileName.replace(/\.md$/, "")) ?? [];
        const photoKey = photos.map((photo) => `${photo.file}:${photo.hash}`).join("|");
        const known = memo?.get(fileName);
        if (known && "checked" in known && sameStamp(known, stats) && known.photos === photoKey) {
          checked.push(known.checked);
        } else {
          const file = kept(
            withPhotos(
              checkedOnce({ fileName, bytes: readFileSync(full), photoNames: photos.map((photo) => photo.file) }),
              photos,
            ),
          );
          memo?.set(fileName, { ...stampOf(stats), checked: file, photos: photoKey });
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

/**
 * `checkArticleFile`, or what the check of the same name, bytes and photo names found in an earlier process of the
 * build (docs/decisions/0079). The body is not kept there: it is the file's, cut out again as the check cuts it.
 */
function checkedOnce(file: ArticleFile): CheckedArticleFile {
  type Kept = Omit<CheckedArticleFile, "article"> & { article: Omit<Article, "body"> | null };
  const found = keptWork<Kept>("article-check", [file.fileName, file.bytes, ...(file.photoNames ?? [])], () => {
    const checked = checkArticleFile(file);
    return { ...checked, article: checked.article && { frontMatter: checked.article.frontMatter } };
  });
  if (!found.article) return { ...found, article: null };
  const split = splitFrontMatter(new TextDecoder().decode(file.bytes));
  if (!split.ok) throw new Error(`${file.fileName}: the front matter a kept check found is not there`);
  return { ...found, article: { ...found.article, body: split.body.trim() } };
}

/**
 * A checked file as a reading keeps it: its article's front matter and photos as strings of their own
 * (a value sliced from the file's text keeps the whole text alive) and its body deflated, inflated
 * on each read of `body`. A process that holds 10,000 articles keeps a few KB of each, not its file
 * (docs/decisions/0055). Whatever is worked out from a body is kept by article object, so a body is
 * read a few times per reading, not per page.
 */
function kept(file: CheckedArticleFile): CheckedArticleFile {
  if (!file.article) return file;
  const { frontMatter, body, photos } = file.article;
  // A copy of its own: zlib's result may be a view of a larger buffer.
  const packed = new Uint8Array(deflateRawSync(body));
  const article = shared(structuredClone(photos ? { frontMatter, photos } : { frontMatter })) as Article;
  Object.defineProperty(article, "body", { enumerable: true, get: () => inflateRawSync(packed).toString("utf8") });
  return { ...file, article, slug: article.frontMatter.slug };
}

/**
 * Short strings that many articles repeat (a source's address, title and publisher, a category, a date) are kept
 * once for all of them (front matter here, summaries in published.server.ts): the sources alone were some 20 KB of
 * every article at 2,000 articles (docs/decisions/0058). A
 * string longer than SHARED_MAX_LENGTH (a title, a description) is rarely repeated and stays the article's own; the
 * pool stops growing at SHARED_MAX_ENTRIES, so a long-running process that reads changed files keeps it bounded.
 */
const SHARED_MAX_LENGTH = 300;
const SHARED_MAX_ENTRIES = 100_000;
const SHARED_STRINGS = new Map<string, string>();

export function shared<T>(value: T): T {
  if (typeof value === "string") {
    if (value.length > SHARED_MAX_LENGTH) return value;
    const known = SHARED_STRINGS.get(value);
    if (known !== undefined) return known as T;
    if (SHARED_STRINGS.size < SHARED_MAX_ENTRIES) SHARED_STRINGS.set(value, value);
    return value;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = shared(value[index]);
    return value;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = shared(record[key]);
  }
  return value;
}

/** A checked article with its photos, when it has any. */
function withPhotos(file: CheckedArticleFile, photos: readonly ArticlePhoto[]): CheckedArticleFile {
  return file.article && photos.length > 0 ? { ...file, article: { ...file.article, photos } } : file;
}

/**
 * The photos of the article `slug` (the folder `<dir>/<slug>`): each file with a photo's name, at most
 * PHOTO_MAX_SOURCE_BYTES, and JPEG, PNG, WebP or AVIF by its first bytes; hashed for the photo pipeline.
 * Problems are named `<slug>/<file>`; a photo unchanged since the memo's reading is not read again.
 */
function readPhotoFolder(dir: string, slug: string, problems: ArticleProblem[], seen: Set<string>, memo?: FolderMemo) {
  const photos: ArticlePhoto[] = [];
  for (const name of readdirSync(path.join(dir, slug)).sort()) {
    if (name.startsWith(".")) continue;
    const label = `${slug}/${name}`;
    const full = path.join(dir, slug, name);
    const fail = (message: string) => problems.push({ file: label, message });
    try {
      const stats = statSync(full);
      if (stats.isDirectory()) fail(photoSay.nestedFolder(slug));
      else if (!PHOTO_FILE_NAME.test(name) || name.length > PHOTO_FILE_NAME_MAX) fail(photoSay.fileName(name));
      else if (stats.size > PHOTO_MAX_SOURCE_BYTES) fail(photoSay.tooLarge(label, stats.size));
      else {
        seen.add(label);
        const known = memo?.get(label);
        if (known && "photo" in known && sameStamp(known, stats)) {
          photos.push(known.photo);
          continue;
        }
        const bytes = readFileSync(full);
        const type = sniffPhotoType(bytes.subarray(0, 32));
        if (type === null || type === "heic") {
          fail(type === "heic" ? photoSay.heic(label) : photoSay.type(label));
          continue;
        }
        const photo: ArticlePhoto = { file: name, hash: photoHash(bytes), bytes: bytes.length };
        memo?.set(label, { ...stampOf(stats), photo });
        photos.push(photo);
      }
    } catch (error) {
      fail(say.unreadable((error as Error).message));
    }
  }
  return photos;
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
/** `reads`: what reading the folder read of the fact base, recorded for every page that takes the kept reading. */
type FolderCache = Map<string, { articles: readonly Article[]; memo: FolderMemo; reads?: ReadonlySet<string> }>;

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
    const { value: articles, reads } = readsDuring(() => readArticleFolder(dir, memo));
    entry = { articles, memo, reads };
    cache.set(dir, entry);
    log(say.read(entry.articles.length, shownFolder(dir), Math.round(performance.now() - started)));
  } else replayReads(entry.reads);
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
  const { value: articles, reads } = readsDuring(() => readArticleFolder(dir, memo));
  cache.set(dir, { articles, memo, reads: new Set([...(entry.reads ?? []), ...reads]) });
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
