// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import { Lexer, type Token, type Tokens } from "marked";

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
 * Rewrites the destination of every inline link and reference definition of a Markdown text, as
 * marked reads them; all other characters stay exactly as written. Used for the Markdown twins of
 * the articles (site paths become absolute URLs) and to read them back.
 */
export function rewriteLinkDestinations(markdown: string, rewrite: (destination: string) => string): string {
  const tokens = lexMarkdown(markdown);
  const definitions: string[] = [];
  const links: string[] = [];
  walkBlocks(tokens, (token) => {
    if (token.type === "def") definitions.push(token.raw);
  });
  walkInline(tokens, (token) => {
    if (token.type === "link") links.push(token.raw);
  });
  // Each kind is found in document order, each raw text searched from the end of the one before, so
  // equal links each change once.
  const located: { at: number; raw: string; span: { start: number; end: number } }[] = [];
  for (const [kind, raws] of [
    ["def", definitions],
    ["link", links],
  ] as const) {
    let from = 0;
    for (const raw of raws) {
      const span = destinationSpan(raw, kind);
      const at = span ? markdown.indexOf(raw, from) : -1;
      if (!span || at < 0) continue;
      located.push({ at, raw, span });
      from = at + raw.length;
    }
  }
  located.sort((a, b) => a.at - b.at);
  let out = "";
  let cursor = 0;
  for (const { at, raw, span } of located) {
    if (at < cursor) continue;
    out += markdown.slice(cursor, at + span.start) + rewrite(raw.slice(span.start, span.end));
    cursor = at + span.end;
  }
  return out + markdown.slice(cursor);
}
