import { readStructure } from "~/features/hub/analysis/structure";

/** A Markdown body as the reader sees its words: headings and running text, one block per line, link targets left out. */
export function blocksText(markdown: string): string {
  return readStructure(markdown)
    .blocks.map((block) => block.text)
    .join("\n");
}
