import { parse } from "yaml";

import { splitFrontMatter } from "./front-matter";
import { articlePath } from "./paths";
import { bodyOfTwin } from "./twin";
import type { Article } from "./types";
import { validateArticleFile } from "./validate";

/**
 * A published article read back from its Markdown twin (the hub's "Überarbeiten"): the twin's front
 * matter without its `url`, the body with relative links, checked by the build's own validation.
 * Null when the text is not a twin of a valid article.
 */
export function articleFromTwin(text: string, siteUrl: string): Article | null {
  const split = splitFrontMatter(text);
  if (!split.ok) return null;
  let data: unknown;
  try {
    data = parse(split.yaml, { maxAliasCount: 0 });
  } catch {
    return null;
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return null;
  const { url: _url, ...fields } = data as Record<string, unknown>;
  const slug = typeof fields.slug === "string" ? fields.slug : "";
  const body = bodyOfTwin(text, siteUrl, articlePath(slug));
  if (!slug || body === null) return null;
  // JSON is YAML: the fields go back into an article file exactly as they were read.
  const file = ["---", ...Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), "---", "", body].join(
    "\n",
  );
  return validateArticleFile({ fileName: `${slug}.md`, bytes: new TextEncoder().encode(file) }).article;
}
