import { Lexer, type Token, type Tokens } from "marked";

/**
 * The reader's view of a Markdown body, from marked's tokens (the same tokens the article renderer
 * shows): headings, paragraphs, list items and links, each as the plain text a reader sees. Raw HTML
 * is shown as text by the renderer, so it is text here too; code blocks, images and rules are not prose.
 */
export type Block =
  { kind: "heading"; depth: number; text: string } | { kind: "paragraph"; text: string } | { kind: "item"; text: string };

export type Link = { href: string };

export type Structure = { blocks: Block[]; links: Link[] };

export function readStructure(markdown: string): Structure {
  const structure: Structure = { blocks: [], links: [] };
  walkBlocks(new Lexer({ gfm: true }).lex(markdown), structure);
  return structure;
}

function walkBlocks(tokens: readonly Token[], out: Structure) {
  const push = (block: Block) => {
    // An image alone in a paragraph leaves no text: no block.
    if (block.text.trim() !== "") out.blocks.push(block);
  };
  for (const token of tokens) {
    switch (token.type) {
      case "heading": {
        const heading = token as Tokens.Heading;
        push({ kind: "heading", depth: heading.depth, text: inlineText(heading.tokens, out.links) });
        break;
      }
      case "paragraph":
        push({ kind: "paragraph", text: inlineText((token as Tokens.Paragraph).tokens, out.links) });
        break;
      case "html":
        push({ kind: "paragraph", text: (token as Tokens.HTML).text.trim() });
        break;
      case "text":
        // Loose text at block level (e.g. inside a tight list item).
        push({ kind: "paragraph", text: inlineText((token as Tokens.Text).tokens ?? [token], out.links) });
        break;
      case "blockquote":
        walkBlocks((token as Tokens.Blockquote).tokens, out);
        break;
      case "list":
        for (const item of (token as Tokens.List).items) walkItem(item, out);
        break;
      case "table": {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()])
          push({ kind: "item", text: inlineText(cell.tokens, out.links) });
        break;
      }
      default:
        // code, hr, space, def: no prose.
        break;
    }
  }
}

/** A list item is one block of text; a nested list inside it adds its own items. */
function walkItem(item: Tokens.ListItem, out: Structure) {
  const own: string[] = [];
  for (const child of item.tokens) {
    if (child.type === "list") {
      flush();
      for (const nested of (child as Tokens.List).items) walkItem(nested, out);
    } else if (child.type === "text" || child.type === "paragraph") {
      own.push(inlineText((child as Tokens.Text).tokens ?? [child], out.links));
    } else {
      flush();
      walkBlocks([child], out);
    }
  }
  flush();

  function flush() {
    const text = own.join(" ").trim();
    if (text) out.blocks.push({ kind: "item", text });
    own.length = 0;
  }
}

function inlineText(tokens: readonly Token[], links: Link[]): string {
  let text = "";
  for (const token of tokens) {
    switch (token.type) {
      case "link":
        links.push({ href: (token as Tokens.Link).href });
        text += inlineText((token as Tokens.Link).tokens, links);
        break;
      case "image":
        break;
      case "br":
        text += " ";
        break;
      case "escape":
      case "codespan":
      case "html":
        text += (token as Tokens.Escape).text;
        break;
      default: {
        const nested = "tokens" in token ? (token.tokens as Token[] | undefined) : undefined;
        text += nested ? inlineText(nested, links) : "text" in token ? String(token.text) : "";
      }
    }
  }
  return text;
}
