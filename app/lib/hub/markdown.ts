/**
 * A deliberately tiny Markdown reader for the article preview: headings, paragraphs, lists, bold and
 * backslash escapes. It produces plain data that the preview turns into React elements, so no text
 * is ever interpreted as HTML, and links or images stay literal text.
 */

export type Inline = { text: string; strong: boolean };
export type Block =
  | { type: "heading"; level: number; inlines: Inline[] }
  | { type: "paragraph"; inlines: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] | null = null;
  let list: { ordered: boolean; items: string[] } | null = null;

  const close = () => {
    if (paragraph) blocks.push({ type: "paragraph", inlines: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = null;
    list = null;
  };

  for (const line of markdown.split(/\r?\n/)) {
    if (line.trim() === "") {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      blocks.push({ type: "heading", level: heading[1]!.length, inlines: parseInline(heading[2]!.trim()) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (!list || list.ordered !== ordered) {
        close();
        list = { ordered, items: [] };
      }
      list.items.push(item[1]!);
      continue;
    }
    if (list) close();
    paragraph ??= [];
    paragraph.push(line.trim());
  }
  close();
  return blocks;
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Splits a line into plain and bold runs; an unclosed "**" stays literal. */
export function parseInline(text: string): Inline[] {
  const runs: Inline[] = [];
  let buffer = "";
  let strong = false;
  let openedAt = -1;

  const flush = () => {
    if (buffer) runs.push({ text: buffer, strong });
    buffer = "";
  };

  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (char === "\\" && next !== undefined && ASCII_PUNCTUATION.test(next)) {
      buffer += next;
      index++;
    } else if (char === "*" && next === "*") {
      flush();
      strong = !strong;
      openedAt = strong ? runs.length : -1;
      index++;
    } else {
      buffer += char;
    }
  }
  flush();

  if (strong) {
    runs.splice(openedAt, 0, { text: "**", strong: false });
    for (let index = openedAt; index < runs.length; index++) runs[index] = { text: runs[index]!.text, strong: false };
  }
  return mergeRuns(runs);
}

function mergeRuns(runs: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && last.strong === run.strong) last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

/** The text a reader sees, for word counts and tests. */
export function plainText(blocks: readonly Block[]): string {
  const line = (inlines: readonly Inline[]) => inlines.map((run) => run.text).join("");
  return blocks.map((block) => (block.type === "list" ? block.items.map(line).join("\n") : line(block.inlines))).join("\n\n");
}
