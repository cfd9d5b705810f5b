// The photos an article's text shows (docs/decisions/0048): found, checked and edited by the same rules in the
// build (validate.ts) and the hub (its photo panel and publish check). Imported by react-router.config.ts and
// vite.config.ts (through the article validation): relative imports with extensions only.
import type { Token, Tokens } from "marked";

import { photoChecks } from "../../content/photo-checks.ts";
import { DECORATIVE_MARK, MAX_ALT_LENGTH, MAX_PHOTOS_PER_ARTICLE, PHOTO_FILE_NAME } from "../../domain/photos.ts";
import { lexMarkdown, walkInline } from "./markdown.ts";

const snippet = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** A body's images: each alone in a top-level paragraph or not, in document order. */
export function imagesOf(tokens: readonly Token[]): { image: Tokens.Image; alone: boolean }[] {
  const alone = new Set<Token>();
  for (const token of tokens) {
    if (token.type !== "paragraph") continue;
    const inline = (token as Tokens.Paragraph).tokens.filter((part) => !(part.type === "text" && part.raw.trim() === ""));
    if (inline.length === 1 && inline[0]!.type === "image") alone.add(inline[0]!);
  }
  const images: { image: Tokens.Image; alone: boolean }[] = [];
  walkInline(tokens, (token) => {
    if (token.type === "image") images.push({ image: token as Tokens.Image, alone: alone.has(token) });
  });
  return images;
}

/**
 * The photos of a body (docs/decisions/0048): each one a file of the article's photo folder, alone in its
 * paragraph, described by its alt text or marked decorative; every file of the folder shown.
 */
export function photoProblems(body: string, photoNames: readonly string[]): string[] {
  const say = photoChecks;
  const problems: string[] = [];
  const inFolder = new Set(photoNames);
  const shown = new Set<string>();
  for (const { image, alone } of imagesOf(lexMarkdown(body))) {
    const name = image.href.trim();
    if (!PHOTO_FILE_NAME.test(name)) {
      problems.push(say.notLocal(snippet(name)));
      continue;
    }
    shown.add(name);
    if (!inFolder.has(name)) problems.push(say.notFound(name));
    if (!alone) problems.push(say.ownParagraph(name));
    problems.push(...altProblems(name, image.text, image.title));
  }
  if (photoNames.length > MAX_PHOTOS_PER_ARTICLE) problems.push(say.tooMany(photoNames.length));
  for (const name of photoNames) if (!shown.has(name)) problems.push(say.unused(name));
  return problems;
}

/** What is wrong with a photo's alt text and title: missing without the decorative mark, both, too long, only the file name. */
export function altProblems(name: string, alt: string, title: string | null | undefined): string[] {
  const say = photoChecks;
  const text = alt.replace(/\s+/g, " ").trim();
  const decorative = title?.trim() === DECORATIVE_MARK;
  if (title && !decorative) return [say.title(name)];
  if (decorative) return text ? [say.decorativeWithAlt(name)] : [];
  if (!text) return [say.altMissing(name)];
  if (text.length > MAX_ALT_LENGTH) return [say.altTooLong(name, text.length)];
  const bare = (value: string) =>
    value
      .toLowerCase()
      .replace(/\.[a-z]+$/, "")
      .replace(/[\s_-]+/g, "");
  if (bare(text) === bare(name)) return [say.altIsFileName(name)];
  return [];
}

/** What a text says about one of its photos: its alt text, or that it is decorative. */
export type PhotoText = { alt: string; decorative: boolean };

/** Each photo file the text shows, with what its first image says (by file name, in document order). */
export function photoTexts(body: string): Map<string, PhotoText> {
  const texts = new Map<string, PhotoText>();
  for (const { image } of imagesOf(lexMarkdown(body))) {
    const file = image.href.trim();
    if (!texts.has(file))
      texts.set(file, { alt: image.text.replace(/\s+/g, " ").trim(), decorative: image.title?.trim() === DECORATIVE_MARK });
  }
  return texts;
}

/** An alt text as Markdown image text: on one line, with brackets and backslashes escaped. */
function imageText(alt: string): string {
  return alt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]]/g, "\\$&");
}

/** The image a photo becomes in the text: with its alt text, or marked decorative. */
export function photoImage(file: string, text: PhotoText): string {
  return text.decorative ? `![](${file} "${DECORATIVE_MARK}")` : `![${imageText(text.alt)}](${file})`;
}

/** Every image of `file` in the text, as its raw source, in document order. */
function imageRaws(body: string, file: string): string[] {
  const raws: string[] = [];
  walkInline(lexMarkdown(body), (token) => {
    if (token.type === "image" && (token as Tokens.Image).href.trim() === file) raws.push(token.raw);
  });
  return raws;
}

/** Replaces each image of `file` (found in document order) with `replacement(raw)`. */
function replaceImages(body: string, file: string, replacement: (raw: string) => string): string {
  let out = "";
  let cursor = 0;
  for (const raw of imageRaws(body, file)) {
    const at = body.indexOf(raw, cursor);
    if (at < 0) continue;
    out += body.slice(cursor, at) + replacement(raw);
    cursor = at + raw.length;
  }
  return out + body.slice(cursor);
}

/** The text with every image of `file` saying `text` (the hub's alt-text field and "dekorativ" box write here). */
export function withPhotoText(body: string, file: string, text: PhotoText): string {
  return replaceImages(body, file, () => photoImage(file, text));
}

/** The text with `file` shown in a paragraph of its own at `offset` (the end when not given), without alt text yet. */
export function withPhoto(body: string, file: string, offset: number = body.length): string {
  const at = Math.max(0, Math.min(offset, body.length));
  const before = body.slice(0, at).replace(/\s+$/, "");
  const after = body.slice(at).replace(/^\s+/, "");
  const image = photoImage(file, { alt: "", decorative: false });
  return [before, image, after].filter((part) => part !== "").join("\n\n") + (after === "" ? "\n" : "");
}

/** The text without `file`: a paragraph that was only its image goes with it. */
export function withoutPhoto(body: string, file: string): string {
  const mark = `\uFFFF${file}\uFFFF`;
  const marked = replaceImages(body, file, () => mark);
  return marked
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== mark)
    .join("\n\n")
    .split(mark)
    .join("");
}
