import { articleToMarkdown, exportFileName } from "./export";
import { researchProblems } from "./notes";
import type { GeneratedArticle } from "./types";
import { loadChunk } from "~/lib/load-chunk";

/** A draft as the file of the site's article folder: its name (`<slug>.md`) and its text. */
export type ArticleFile = { fileName: string; text: string };

/**
 * The one file export and publish both make: `today` ("YYYY-MM-DD", Vienna) dates this version
 * (app/lib/hub/export.ts); `time` ("HH:MM", Vienna) schedules a new article for that time of `today`.
 */
export function articleFile(article: GeneratedArticle, today: string, time?: string): ArticleFile {
  return { fileName: exportFileName(article), text: articleToMarkdown(article, today, time) };
}

/**
 * What the site's build would refuse in the file, in the build's own German words: the article
 * validation the build runs (app/lib/articles/validate.ts), loaded on first use so the hub's first
 * visit does not carry the Markdown and YAML readers. Empty when the build would take the file.
 */
export async function articleFileProblems(file: ArticleFile): Promise<string[]> {
  const { validateArticleFile } = await loadChunk(() => import("~/lib/articles/validate"));
  return validateArticleFile({ fileName: file.fileName, bytes: new TextEncoder().encode(file.text) }).problems;
}

/**
 * The hub's publish check: what the build would refuse in the file, then what the draft's research
 * notes and cited facts do not carry (an open research outline, numbers without a source). The
 * publish button and the editor mode's write API (server side) both ask this one function.
 */
export async function publishProblems(article: GeneratedArticle, file: ArticleFile): Promise<string[]> {
  return [...(await articleFileProblems(file)), ...researchProblems(article)];
}
