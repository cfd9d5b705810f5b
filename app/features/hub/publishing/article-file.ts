import { articleToMarkdown, exportFileName } from "./export";
import type { GeneratedArticle } from "../drafts/types";
import { loadChunk } from "~/utils/load-chunk";

/**
 * A draft as the file of the site's article folder: its name (`<slug>.md`), its text (the body inert
 * in any Markdown renderer), and the same file with the body as the editor wrote it (`asWritten`).
 */
export type ArticleFile = { fileName: string; text: string; asWritten: string };

/**
 * The one file export and publish both make: `today` ("YYYY-MM-DD", Vienna) dates this version
 * (app/features/hub/publishing/export.ts); `time` ("HH:MM", Vienna) schedules a new article for that time of `today`.
 */
export function articleFile(article: GeneratedArticle, today: string, time?: string): ArticleFile {
  return {
    fileName: exportFileName(article),
    text: articleToMarkdown(article, today, { time }),
    asWritten: articleToMarkdown(article, today, { time, body: "as-written" }),
  };
}

/**
 * What the site's build would refuse in the file, in the build's own German words: the article
 * validation the build runs (app/features/articles/validate.ts), loaded on first use so the hub's first
 * visit does not carry the Markdown and YAML readers. Empty when the build would take the file. It
 * reads the body as the editor wrote it: raw HTML or a javascript: link is named and refused, even
 * though the downloaded file carries it only as inert text. `photoNames`: the files of the article's photo
 * folder once it is written (docs/decisions/0048).
 */
export async function articleFileProblems(file: ArticleFile, photoNames: readonly string[] = []): Promise<string[]> {
  const { validateArticleFile } = await loadChunk(() => import("~/features/articles/lazy"));
  return validateArticleFile({ fileName: file.fileName, bytes: new TextEncoder().encode(file.asWritten), photoNames }).problems;
}
