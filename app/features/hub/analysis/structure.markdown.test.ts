import { describe, expect, it } from "vitest";

import { readStructure } from "./structure";

describe("readStructure", () => {
  it("reads headings, paragraphs and list items as the text a reader sees", () => {
    const { blocks } = readStructure(
      "## Einleitung\n\nEin **fetter** und *schräger* Satz mit `Code`.\nZweite Zeile.\n\n- Erstens\n- Zweitens\n  - Verschachtelt\n\n1. Schritt eins\n2. Schritt zwei\n\n> Ein Zitat.",
    );
    expect(blocks).toEqual([
      { kind: "heading", depth: 2, text: "Einleitung" },
      { kind: "paragraph", text: "Ein fetter und schräger Satz mit Code.\nZweite Zeile." },
      { kind: "item", text: "Erstens" },
      { kind: "item", text: "Zweitens" },
      { kind: "item", text: "Verschachtelt" },
      { kind: "item", text: "Schritt eins" },
      { kind: "item", text: "Schritt zwei" },
      { kind: "paragraph", text: "Ein Zitat." },
    ]);
  });

  it("collects links with their targets and keeps their text", () => {
    const { blocks, links } = readStructure(
      'Siehe [den Ratgeber](/ratgeber "Titel") und https://www.cpsc.gov/ sowie <https://example.org>.',
    );
    expect(links).toEqual([{ href: "/ratgeber" }, { href: "https://www.cpsc.gov/" }, { href: "https://example.org" }]);
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      text: "Siehe den Ratgeber und https://www.cpsc.gov/ sowie https://example.org.",
    });
  });

  it("keeps raw HTML as literal text (the renderer shows it as text) and backslash escapes as their character", () => {
    const { blocks, links } = readStructure('<script>alert("x")</script>\n\nText mit <b>fett</b> und \\<i\\>.');
    expect(blocks).toEqual([
      { kind: "paragraph", text: '<script>alert("x")</script>' },
      { kind: "paragraph", text: "Text mit <b>fett</b> und <i>." },
    ]);
    expect(links).toEqual([]);
  });

  it("leaves out code blocks, images and rules, and reads table cells as items", () => {
    const { blocks } = readStructure(
      "```\nconst x = 1;\n```\n\n![Bild](x.png)\n\n---\n\n| Serie | Jahr |\n|---|---|\n| Have a Seat | 2024 |",
    );
    expect(blocks).toEqual([
      { kind: "item", text: "Serie" },
      { kind: "item", text: "Jahr" },
      { kind: "item", text: "Have a Seat" },
      { kind: "item", text: "2024" },
    ]);
  });
});
