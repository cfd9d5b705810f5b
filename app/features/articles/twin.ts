// Imported by vite.config.ts (through the articles plugin): relative imports with extensions only.
import type { PhotoView } from "../../domain/photos.ts";
import { frontMatterBlock, splitFrontMatter } from "./front-matter.ts";
import { orderedFrontMatter } from "./front-matter-schema.ts";
import { rewriteLinkDestinations } from "./markdown.ts";
import { articlePath } from "./paths.ts";
import type { Article } from "./types.ts";

/**
 * The Markdown twin of an article, served at /ratgeber/<slug>.md (llmstxt.org): for language models
 * and other readers that want the text without the page around it. YAML front matter with what a
 * reader needs to cite and date it (the front matter's fields, then the page's URL, then its photos: the
 * file each one is in the article's folder, its WebP and its size), then the title as H1 and the body. Links to pages and
 * sections of this site become absolute URLs, and each photo the WebP the site serves of it (`photos`,
 * by file name; docs/decisions/0048), so the file stands on its own.
 */
export function markdownTwin({ frontMatter, body }: Article, siteUrl: string, photos: Record<string, PhotoView> = {}): string {
  const path = articlePath(frontMatter.slug);
  const listed = Object.entries(photos).map(([file, view]) => ({
    file,
    url: siteUrl + view.src,
    width: view.width,
    height: view.height,
  }));
  const yaml = frontMatterBlock({
    ...orderedFrontMatter(frontMatter),
    url: siteUrl + path,
    ...(listed.length > 0 ? { photos: listed } : {}),
  });
  return `${yaml}\n# ${frontMatter.title.replace(/\s+/g, " ")}\n\n${absoluteLinks(body, siteUrl, path, photos)}\n`;
}

/** Site paths ("/…") and anchors ("#…") as absolute URLs of the page at `path`; photos (by file name) as their WebP's URL. */
export function absoluteLinks(markdown: string, siteUrl: string, path: string, photos: Record<string, PhotoView> = {}): string {
  return rewriteLinkDestinations(markdown, (destination, kind) => {
    if (kind === "image") return Object.hasOwn(photos, destination) ? siteUrl + photos[destination]!.src : destination;
    if (destination.startsWith("#")) return siteUrl + path + destination;
    if (destination.startsWith("/") && !destination.startsWith("//")) return siteUrl + destination;
    return destination;
  });
}

/** The inverse of `absoluteLinks`: this site's absolute URLs as site paths, the page's own sections as anchors. */
export function relativeLinks(markdown: string, siteUrl: string, path: string): string {
  const page = siteUrl + path + "#";
  return rewriteLinkDestinations(markdown, (destination) => {
    if (destination.startsWith(page)) return destination.slice(page.length - 1);
    if (destination.startsWith(siteUrl + "/")) return destination.slice(siteUrl.length);
    return destination;
  });
}

/**
 * The article body of a twin, as the article file has it (the page renders it after a client-side
 * navigation): front matter and H1 removed, links relative again; a photo names the site path of its
 * WebP (the page's photos know both). Null when the text is no twin.
 */
export function bodyOfTwin(text: string, siteUrl: string, path: string): string | null {
  const split = splitFrontMatter(text);
  if (!split.ok) return null;
  const rest = split.body.replace(/^\n+/, "");
  const heading = /^# [^\n]*\n/.exec(rest);
  if (!heading) return null;
  return relativeLinks(rest.slice(heading[0].length), siteUrl, path).trim();
}
