import { describe, expect, it } from "vitest";

import { collapseWhitespace, countWords, escapeMarkdownInline, isolateBidi, keepTogether, truncateText } from "./text";

describe("countWords", () => {
  it("counts tokens with letters or digits, not Markdown markers", () => {
    expect(countWords("## Einleitung\n\nDas ist **ein** Test.")).toBe(5);
    expect(countWords("- Punkt eins\n- Punkt zwei")).toBe(4);
    expect(countWords("1. Erster Schritt\n2) Zweiter Schritt")).toBe(4);
    expect(countWords("€ 12–18 und 2025")).toBe(3);
    expect(countWords("🎉 — …")).toBe(0);
    expect(countWords("שלום עולם")).toBe(2);
    expect(countWords("")).toBe(0);
  });
});

describe("truncateText", () => {
  it("leaves short text alone and shortens long text at a word boundary", () => {
    expect(truncateText("kurz", 10)).toBe("kurz");
    expect(truncateText("eins zwei drei vier fünf sechs", 16)).toBe("eins zwei drei…");
  });

  it("never splits an emoji", () => {
    const text = "👩‍👩‍👧‍👦".repeat(10);
    const cut = truncateText(text, 15);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.slice(0, -1)).toBe("👩‍👩‍👧‍👦");
  });

  it("costs nothing extra for huge input", () => {
    expect(truncateText("x".repeat(100_000), 90)).toHaveLength(91);
  });
});

describe("Markdown escaping", () => {
  it("escapes markup and round-trips", () => {
    const input = "<script>alert(1)</script> [a](javascript:x) **b** _c_ `d` ![e](f) | ~ # & \\";
    const escaped = escapeMarkdownInline(input);
    expect(escaped).not.toMatch(/(^|[^\\])[<[*`]/);
    // Undoing the backslash escapes gives the input back: nothing was lost.
    expect(escaped.replace(/\\([!-/:-@[-`{-~])/g, "$1")).toBe(input);
  });
});

describe("bidi and whitespace", () => {
  it("isolates right-to-left text only", () => {
    expect(isolateBidi("Wien")).toBe("Wien");
    expect(isolateBidi("مرحبا Wien")).toBe("\u2068مرحبا Wien\u2069");
  });

  it("collapses whitespace", () => {
    expect(collapseWhitespace("  a \t b\n\nc  ")).toBe("a b c");
  });
});

describe("keepTogether", () => {
  it("joins amounts, ratios and dashes to their neighbours with no-break spaces", () => {
    expect(keepTogether("rund € 130.000 und $ 13–16")).toBe("rund €\u00a0130.000 und $\u00a013–16");
    expect(keepTogether("1 : 72 oder 1 : 144")).toBe("1\u00a0:\u00a072 oder 1\u00a0:\u00a0144");
    expect(keepTogether("50 % und 1,08 Mio. Yuan")).toBe("50\u00a0% und 1,08\u00a0Mio. Yuan");
    expect(keepTogether("Sammlung starten – Schritt für Schritt")).toBe("Sammlung starten\u00a0– Schritt für Schritt");
  });

  it("leaves times, words and already joined text alone", () => {
    for (const text of ["um 14:05 Uhr", "Stand: 2025", "€\u00a020", "Seite 2"]) expect(keepTogether(text)).toBe(text);
  });
});
