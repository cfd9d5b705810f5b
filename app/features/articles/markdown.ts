// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import { Lexer, type Token, type Tokens } from "marked";

import { staleMarker } from "../../content/data/copy.ts";
import { PHOTO_FILE_NAME } from "../../domain/photos.ts";
import { slugify } from "./slug.ts";

/**
 * The one Markdown reading of the site: marked's lexer (GitHub-flavoured) turns a body into tokens;
 * the renderer (app/features/articles/markdown-content.tsx) maps them to React elements, and the
 * helpers here derive what the build and the hub need from the same tokens (text, words, headings,
 * links). Nothing is ever turned into HTML from a string.
 */
export function lexMarkdown(markdown: string): Token[] {
  return new Lexer({ gfm: true, breaks: false }).lex(markdown);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
  sbquo: "‚",
  lsquo: "‘",
  rsquo: "’",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  deg: "°",
  times: "×",
  middot: "·",
  bull: "•",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  szlig: "ß",
  eacute: "é",
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z]{2,8}));/g;

/** Character references as a browser reads them in HTML text; unknown names stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (match, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? match;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex!, 16);
    // NUL, surrogates and out-of-range code points become U+FFFD, as in HTML.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
    return String.fromCodePoint(code);
  });
}

/** What a link target is, judged by its syntax alone (marketplace links are a kind of "external"). */
export type LinkTarget =
  | { kind: "internal"; href: string }
  | { kind: "anchor"; href: string }
  | { kind: "external"; href: string }
  | { kind: "mail"; href: string }
  | { kind: "unsafe"; href: string };

/** Spaces, control characters and line separators: browsers strip some of them from URLs, hiding a scheme. */
function hasControlOrSpace(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/**
 * An allow-list: site paths ("/…"), in-page anchors ("#…"), absolute http(s) and mailto links.
 * Everything else — javascript:, data:, vbscript:, protocol-relative "//host", backslash tricks,
 * relative paths, hidden control characters — is "unsafe" and is rendered as plain text.
 */
export function classifyHref(raw: string): LinkTarget {
  const href = decodeEntities(raw).trim();
  if (href === "" || hasControlOrSpace(href) || href.includes("\\")) return { kind: "unsafe", href };
  if (href.startsWith("#")) return href.length > 1 ? { kind: "anchor", href } : { kind: "unsafe", href };
  if (href.startsWith("/")) return href.startsWith("//") ? { kind: "unsafe", href } : { kind: "internal", href };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: "unsafe", href };
  }
  if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname) return { kind: "external", href: url.href };
  if (url.protocol === "mailto:" && url.pathname.includes("@")) return { kind: "mail", href };
  return { kind: "unsafe", href };
}

/** The nested tokens of a token, where it has any. */
function childrenOf(token: Token): Token[] | undefined {
  return "tokens" in token ? (token.tokens as Token[] | undefined) : undefined;
}

/** The text a reader sees in a run of inline tokens (link texts, image alt texts, raw HTML as text). */
export function inlineText(tokens: readonly Token[]): string {
  let out = "";
  for (const token of tokens) {
    switch (token.type) {
      case "text":
        out += token.tokens ? inlineText(token.tokens) : decodeEntities(token.text);
        break;
      case "escape":
      case "codespan":
      case "html":
        out += token.text;
        break;
      case "br":
        out += "\n";
        break;
      case "checkbox":
      case "space":
        break;
      default: {
        const children = childrenOf(token);
        if (children) out += inlineText(children);
      }
    }
  }
  return out;
}

/** Plain text of a whole body, blocks separated by blank lines (for word counts and analysis). */
export function plainText(source: string | readonly Token[]): string {
  const tokens = typeof source === "string" ? lexMarkdown(source) : source;
  return tokens
    .map(blockText)
    .filter((text) => text !== "")
    .join("\n\n");
}

function blockText(token: Token): string {
  switch (token.type) {
    case "heading":
    case "paragraph":
      return inlineText(token.tokens ?? []);
    case "text":
      return token.tokens ? inlineText(token.tokens) : decodeEntities(token.text);
    case "list":
      return (token as Tokens.List).items.map((item) => plainText(item.tokens)).join("\n");
    case "blockquote":
      return plainText((token as Tokens.Blockquote).tokens);
    case "code":
    case "html":
      return token.text;
    case "table": {
      const table = token as Tokens.Table;
      return [table.header, ...table.rows].map((row) => row.map((cell) => inlineText(cell.tokens)).join(" ")).join("\n");
    }
    default:
      return "";
  }
}

export type MarkdownHeading = { depth: number; text: string; id: string };

/**
 * Every heading with a stable element id: the slug of its text ("Echtheit prüfen" →
 * "echtheit-pruefen"), numbered from the second use on ("…-2"), "section-N" when the text has no
 * letters. The renderer and the table of contents both take their ids from here.
 */
export function headingsOf(tokens: readonly Token[]): MarkdownHeading[] {
  const used = new Map<string, number>();
  const headings: MarkdownHeading[] = [];
  walkBlocks(tokens, (token) => {
    if (token.type !== "heading") return;
    const text = inlineText(token.tokens ?? []).trim();
    const base = slugify(text) || `section-${headings.length + 1}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    headings.push({ depth: (token as Tokens.Heading).depth, text, id: count === 1 ? base : `${base}-${count}` });
  });
  return headings;
}

/** Calls `visit` for every block token, depth first, in document order (lists and quotes included). */
export function walkBlocks(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if (token.type === "list") for (const item of (token as Tokens.List).items) walkBlocks(item.tokens, visit);
    else if (token.type === "blockquote") walkBlocks((token as Tokens.Blockquote).tokens, visit);
  }
}

/** Calls `visit` for every inline token of every block, in document order. */
export function walkInline(tokens: readonly Token[], visit: (token: Token) => void): void {
  const inline = (list: readonly Token[]) => {
    for (const token of list) {
      visit(token);
      const children = childrenOf(token);
      if (children && token.type !== "list" && token.type !== "blockquote") inline(children);
    }
  };
  walkBlocks(tokens, (block) => {
    if (block.type === "table") {
      const table = block as Tokens.Table;
      for (const row of [table.header, ...table.rows]) for (const cell of row) inline(cell.tokens);
    } else if (block.type !== "list" && block.type !== "blockquote") inline(childrenOf(block) ?? []);
  });
}

/** Every link of a body with its classified target, in document order. */
export function linksOf(tokens: readonly Token[]): LinkTarget[] {
  const links: LinkTarget[] = [];
  walkInline(tokens, (token) => {
    if (token.type === "link") links.push(classifyHref((token as Tokens.Link).href));
  });
  return links;
}

/**
 * Where a link's destination starts and ends in the raw text of an inline link ("[text](dest …)")
 * or a reference definition ("[label]: dest …"); null for other links (autolinks, reference uses).
 */
function destinationSpan(raw: string, kind: "link" | "def"): { start: number; end: number } | null {
  let depth = 0;
  let index = raw.indexOf("[");
  if (index < 0) return null;
  for (; index < raw.length; index++) {
    const char = raw[index];
    if (char === "\\") index++;
    else if (char === "[") depth++;
    else if (char === "]" && --depth === 0) break;
  }
  const opener = kind === "link" ? "(" : ":";
  if (raw[index + 1] !== opener) return null;
  let start = index + 2;
  while (start < raw.length && /[ \t\r\n]/.test(raw[start]!)) start++;
  if (raw[start] === "<") {
    const close = raw.indexOf(">", start);
    return close < 0 ? null : { start: start + 1, end: close };
  }
  let end = start;
  let parens = 0;
  for (; end < raw.length; end++) {
    const char = raw[end]!;
    if (char === "\\") end++;
    else if (/\s/.test(char)) break;
    else if (char === "(") parens++;
    else if (char === ")" && parens-- === 0) break;
  }
  return end > start ? { start, end } : null;
}

/**
 * Rewrites the destination of every inline link, image and reference definition of a Markdown text,
 * as marked reads them; all other characters stay exactly as written. Used for the Markdown twins of
 * the articles (site paths become absolute URLs, photos the WebP the site serves) and to read them back.
 */
export function rewriteLinkDestinations(
  markdown: string,
  rewrite: (destination: string, kind: "link" | "image") => string,
): string {
  const tokens = lexMarkdown(markdown);
  const definitions: string[] = [];
  const links: string[] = [];
  const images: string[] = [];
  walkBlocks(tokens, (token) => {
    if (token.type === "def") definitions.push(token.raw);
  });
  walkInline(tokens, (token) => {
    if (token.type === "link") links.push(token.raw);
    if (token.type === "image") images.push(token.raw);
  });
  // Each kind is found in document order, each raw text searched from the end of the one before, so
  // equal links each change once.
  const located: { at: number; raw: string; span: { start: number; end: number }; kind: "link" | "image" }[] = [];
  for (const [kind, raws] of [
    ["def", definitions],
    ["link", links],
    ["image", images],
  ] as const) {
    let from = 0;
    for (const raw of raws) {
      const span = destinationSpan(raw, kind === "def" ? "def" : "link");
      const at = span ? markdown.indexOf(raw, from) : -1;
      if (!span || at < 0) continue;
      located.push({ at, raw, span, kind: kind === "image" ? "image" : "link" });
      from = at + raw.length;
    }
  }
  located.sort((a, b) => a.at - b.at);
  let out = "";
  let cursor = 0;
  for (const { at, raw, span, kind } of located) {
    if (at < cursor) continue;
    out += markdown.slice(cursor, at + span.start) + rewrite(raw.slice(span.start, span.end), kind);
    cursor = at + span.end;
  }
  return out + markdown.slice(cursor);
}

/** Every ASCII punctuation character backslash-escaped: CommonMark shows each as itself, never as markup. */
function escapePunctuation(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, "\\$&");
}

type Edit = { start: number; end: number; replacement: string };

/** A token's raw text as it stands in the source, continuation lines prefixed or not. */
const sourcePattern = (raw: string, flags: "g" | "y") =>
  new RegExp(
    raw
      .split("\n")
      .map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\n[ \\t>]*"),
    flags,
  );

/** Applies `change` to the content of each line of a source span, never to a line's prefix. */
const perLine = (span: string, change: (text: string) => string) =>
  span
    .split(/(\n[ \t>]*)/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join("");

/**
 * What makes a body unsafe in other Markdown renderers, located in the source: raw HTML (escaped),
 * links and images whose target the site would not link (their text instead), reference definitions
 * with such targets (dropped). Tokens are found by their raw text in document order, each searched
 * from the end of the one before (as rewriteLinkDestinations does); inside a quote or a list a token
 * that spans lines is found with the prefixes of its continuation lines, which stay as they are.
 * `unsafe` counts what was found, located or not.
 */
function unsafeSpans(markdown: string): { edits: Edit[]; unsafe: number } {
  const edits: Edit[] = [];
  let unsafe = 0;
  let cursor = 0;
  const locate = (raw: string): { at: number; span: string } | null => {
    if (!raw) return null;
    const at = markdown.indexOf(raw, cursor);
    if (at >= 0 || !raw.includes("\n")) return at >= 0 ? { at, span: raw } : null;
    const pattern = sourcePattern(raw, "g");
    pattern.lastIndex = cursor;
    const match = pattern.exec(markdown);
    return match ? { at: match.index, span: match[0] } : null;
  };
  const replace = (raw: string, replacement: (span: string) => string, topLevelBlock = false) => {
    unsafe++;
    const found = locate(raw);
    if (!found) return;
    const { at, span } = found;
    const end = at + span.length;
    let text = replacement(span);
    // An HTML block may start or end on a line a paragraph touches; as text it would join that
    // paragraph, so it gets the blank lines a paragraph of its own needs.
    if (topLevelBlock) {
      if (at > 1 && markdown[at - 1] === "\n" && markdown[at - 2] !== "\n") text = `\n${text}`;
      const after = span.endsWith("\n") ? end : end + 1;
      if (markdown[after - 1] === "\n" && markdown[after] !== undefined && markdown[after] !== "\n") text += "\n";
    }
    edits.push({ start: at, end, replacement: text });
    cursor = end;
  };
  /** A link's or image's text as it stands in the source span (prefixes kept), without the rest. */
  const linkText = (span: string, link: Tokens.Link | Tokens.Image) => {
    if (span.startsWith("<")) return escapePunctuation(link.text);
    // The text starts right after "[" ("![" for an image).
    const label = sourcePattern(link.text, "y");
    label.lastIndex = link.type === "image" ? 2 : 1;
    return label.exec(span)?.[0] ?? link.text;
  };
  const visit = (tokens: readonly Token[], depth: number) => {
    for (const token of tokens) {
      if (token.type === "html") {
        replace(token.raw, (span) => perLine(span, escapePunctuation), depth === 0 && (token as Tokens.HTML).block);
        continue;
      }
      if (token.type === "def" && classifyHref((token as Tokens.Def).href).kind === "unsafe") {
        replace(token.raw, () => "");
        continue;
      }
      if (
        (token.type === "link" || token.type === "image") &&
        classifyHref((token as Tokens.Link).href).kind === "unsafe" &&
        // A photo beside the article, by its file name: every renderer shows that file (docs/decisions/0048).
        !(token.type === "image" && PHOTO_FILE_NAME.test((token as Tokens.Image).href.trim()))
      ) {
        // What the site's renderer shows: the link's text (an autolink's text is its address).
        replace(token.raw, (span) => linkText(span, token as Tokens.Link | Tokens.Image));
        continue;
      }
      const found = locate(token.raw);
      if (found) cursor = found.at;
      if (token.type === "list") for (const item of (token as Tokens.List).items) visit(item.tokens, depth + 1);
      else if (token.type === "table") {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) for (const cell of row) visit(cell.tokens, depth + 1);
      } else {
        const children = childrenOf(token);
        if (children) visit(children, depth + 1);
      }
      if (found) cursor = Math.max(cursor, found.at + found.span.length);
    }
  };
  visit(lexMarkdown(markdown), 0);
  return { edits, unsafe };
}

/**
 * The body as any Markdown renderer shows it inert, the way the site's own renderer shows it (the
 * hub's preview): raw HTML (blocks, inline tags, comments) becomes the text it is, every ASCII
 * punctuation character of it backslash-escaped; a link or image whose target the site would not
 * link (javascript:, data:, vbscript:, protocol-relative, …) becomes its text, and a reference
 * definition with such a target is dropped. Everything else stays exactly as written. Escaping can
 * reveal structure the lexer read differently before, so the result is read again until nothing is
 * left; a body that still has something after a few passes is escaped as a whole, line by line.
 */
export function inertMarkdown(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, "\n");
  for (let pass = 0; pass < 4; pass++) {
    const { edits, unsafe } = unsafeSpans(text);
    if (unsafe === 0) return text;
    let out = "";
    let from = 0;
    for (const edit of edits) {
      out += text.slice(from, edit.start) + edit.replacement;
      from = edit.end;
    }
    text = out + text.slice(from);
  }
  if (unsafeSpans(text).unsafe === 0) return text;
  return text
    .split("\n")
    .map((line) => escapePunctuation(line.trim()))
    .join("\n");
}

/**
 * A figure's stale Stand in running text, "(Stand Juli 2025 – nicht neu bestätigt)" (docs/decisions/0043): the Stand
 * is the figure's own, the words after the dash the same each time.
 */
const STALE_MARKER = new RegExp(`\\((${staleMarker.asOf}\\s[^()]*?)\\s+–\\s+${staleMarker.notReconfirmed}\\)`, "gu");

/** How many figures of a body carry "nicht neu bestätigt" after their Stand. */
export function staleMarkCount(markdown: string): number {
  return markdown.match(STALE_MARKER)?.length ?? 0;
}

/**
 * A body reads "nicht neu bestätigt" once, in one note, where it marks more figures than this; each figure keeps its
 * Stand with a compact mark that leads to the note (docs/decisions/0081).
 */
export const STALE_NOTE_FROM = 2;

/** A text run cut at its stale markers: the text between them, and each marker's Stand ("Stand Juli 2025"). */
export function splitStaleMarks(text: string): (string | { stand: string })[] {
  const parts: (string | { stand: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(STALE_MARKER)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ stand: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
