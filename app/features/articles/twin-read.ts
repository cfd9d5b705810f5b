import { parse } from "yaml";

import { splitFrontMatter } from "./front-matter";
import { rewriteLinkDestinations } from "./markdown";
import { articlePath } from "./paths";
import { bodyOfTwin } from "./twin";
import type { Article } from "./types";
import { validateArticleFile } from "./validate";

/**
 * A published article read back from its Markdown twin (the hub's "Überarbeiten"): the twin's front
 * matter without its `url` and `photos`, the body with relative links and each photo by its file name
 * again, checked by the build's own validation. Null when the text is not a twin of a valid article.
 */
export function articleFromTwin(text: string, siteUrl: string): (Article & { servedPhotos?: ServedPhoto[] }) | null {
  const split = splitFrontMatter(text);
  if (!split.ok) return null;
  let data: unknown;
  try {
    data = parse(split.yaml, { maxAliasCount: 0 });
  } catch {
    return null;
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return null;
  const { url: _url, photos, ...fields } = data as Record<string, unknown>;
  const slug = typeof fields.slug === "string" ? fields.slug : "";
  const twinBody = bodyOfTwin(text, siteUrl, articlePath(slug));
  if (!slug || twinBody === null) return null;
  const served = twinPhotos(photos, siteUrl);
  const files = new Map(served.map(({ file, path }) => [path, file]));
  const body = rewriteLinkDestinations(twinBody, (destination, kind) =>
    kind === "image" ? (files.get(destination) ?? destination) : destination,
  );
  // JSON is YAML: the fields go back into an article file exactly as they were read.
  const file = ["---", ...Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), "---", "", body].join(
    "\n",
  );
  const photoNames = [...files.values()];
  const article = validateArticleFile({ fileName: `${slug}.md`, bytes: new TextEncoder().encode(file), photoNames }).article;
  return article && served.length > 0 ? { ...article, servedPhotos: served } : article;
}

/** A photo the published article has: its file name, the site path of the WebP the site serves, its size. */
export type ServedPhoto = { file: string; path: string; width: number; height: number };

/** The twin's list of photos (`photos: [{ file, url, width, height }]`), what of it is well formed and this site's. */
function twinPhotos(value: unknown, siteUrl: string): ServedPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Record<string, unknown>) => {
    const { file, url, width, height } = entry ?? {};
    if (typeof file !== "string" || typeof url !== "string" || !url.startsWith(`${siteUrl}/`)) return [];
    if (typeof width !== "number" || typeof height !== "number") return [];
    return [{ file, path: url.slice(siteUrl.length), width, height }];
  });
}
