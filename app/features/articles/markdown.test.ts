import { describe, expect, it } from "vitest";

import { classifyHref, decodeEntities, headingsOf, lexMarkdown, linksOf, plainText } from "./markdown";

describe("classifyHref", () => {
  it.each([
    ["/ratgeber", "internal"],
    ["/#authentizitaet", "internal"],
    ["#zweiter-abschnitt", "anchor"],
    ["https://www.cpsc.gov/Newsroom", "external"],
    ["http://example.org", "external"],
    ["mailto:kontakt@example.at", "mail"],
  ])("%s is %s", (href, kind) => {
    expect(classifyHref(href).kind).toBe(kind);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "https:\\\\evil.example",
    "file:///etc/passwd",
    "relative/path",
    "#",
    "",
    "mailto:",
    "https://",
  ])("%j is unsafe", (href) => {
    expect(classifyHref(href).kind).toBe("unsafe");
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric references once and leaves unknown ones", () => {
    expect(decodeEntities("a &amp; b &lt;i&gt; &#228; &#xE4; &bdquo;x&ldquo; &nope; &amp;lt;")).toBe(
      "a & b <i> ä ä „x“ &nope; &lt;",
    );
    expect(decodeEntities("&#0; &#xD800; &#1114112;")).toBe("\ufffd \ufffd \ufffd");
  });
});

describe("plainText", () => {
  it("is the text a reader sees: no markers, link texts, raw HTML as typed", () => {
    const text = plainText(
      "## Titel &amp; mehr\n\nEin **fetter** Satz mit [Link](/x) und `code`.\n\n- eins\n- zwei\n\n1. drei\n\n> Zitat\n\n<b>roh</b>\n\n| A | B |\n|---|---|\n| 1 | 2 |",
    );
    expect(text).toBe(
      "Titel & mehr\n\nEin fetter Satz mit Link und code.\n\neins\nzwei\n\ndrei\n\nZitat\n\n<b>roh</b>\n\nA B\n1 2",
    );
  });
});

describe("headingsOf", () => {
  it("gives stable, unique ids from the heading text", () => {
    const headings = headingsOf(
      lexMarkdown("## Echtheit prüfen\n\n### Größe & Süße\n\n## Echtheit prüfen\n\n## 🎉\n\n- ## In der Liste"),
    );
    expect(headings).toEqual([
      { depth: 2, text: "Echtheit prüfen", id: "echtheit-pruefen" },
      { depth: 3, text: "Größe & Süße", id: "groesse-suesse" },
      { depth: 2, text: "Echtheit prüfen", id: "echtheit-pruefen-2" },
      { depth: 2, text: "🎉", id: "section-4" },
      { depth: 2, text: "In der Liste", id: "in-der-liste" },
    ]);
  });
});

describe("linksOf", () => {
  it("finds links in paragraphs, lists, quotes and tables, in order", () => {
    const links = linksOf(lexMarkdown("[a](/a)\n\n- [b](https://b.example)\n\n> [c](#c)\n\n| x |\n|---|\n| [d](javascript:d) |"));
    expect(links.map((link) => link.kind)).toEqual(["internal", "external", "anchor", "unsafe"]);
  });
});
