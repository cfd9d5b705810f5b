import { describe, expect, it } from "vitest";

import { parseInline, parseMarkdown, plainText } from "./markdown";

describe("parseMarkdown", () => {
  it("reads headings, paragraphs and both list kinds", () => {
    const blocks = parseMarkdown("## Titel\n\nErster Satz.\nZweiter Satz.\n\n- a\n- b\n\n1. eins\n2. zwei");
    expect(blocks).toEqual([
      { type: "heading", level: 2, inlines: [{ text: "Titel", strong: false }] },
      { type: "paragraph", inlines: [{ text: "Erster Satz. Zweiter Satz.", strong: false }] },
      { type: "list", ordered: false, items: [[{ text: "a", strong: false }], [{ text: "b", strong: false }]] },
      { type: "list", ordered: true, items: [[{ text: "eins", strong: false }], [{ text: "zwei", strong: false }]] },
    ]);
  });

  it("keeps HTML, links and images as literal text", () => {
    const source = "<img src=x onerror=alert(1)> [klick](javascript:alert(1)) ![bild](x.png)";
    expect(plainText(parseMarkdown(source))).toBe(source);
  });
});

describe("parseInline", () => {
  it("reads bold runs and escapes", () => {
    expect(parseInline("**Tipp:** Text")).toEqual([
      { text: "Tipp:", strong: true },
      { text: " Text", strong: false },
    ]);
    expect(parseInline("\\*\\*kein fett\\*\\* \\<b\\>")).toEqual([{ text: "**kein fett** <b>", strong: false }]);
  });

  it("leaves an unclosed bold marker literal", () => {
    expect(parseInline("a **b c")).toEqual([{ text: "a **b c", strong: false }]);
  });
});
