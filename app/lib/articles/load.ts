// Node only (the build): reads the article folder. Relative imports only (see react-router.config.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { articleChecks as say } from "../../content/article-checks.ts";
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
  if (problems.length > 0) {
    const relative = path.relative(process.cwd(), dir);
    throw new ArticleValidationError(problems, relative && !relative.startsWith("..") ? relative : dir);
  }
  return result.articles;
}
