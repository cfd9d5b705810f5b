import { describe, expect, it } from "vitest";

import { Marked } from "marked";

import {
  classifyHref,
  decodeEntities,
  headingsOf,
  inertMarkdown,
  lexMarkdown,
  linksOf,
  plainText,
  splitStaleMarks,
  staleMarkCount,
} from "./markdown";

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

/** The tags a Markdown renderer makes from Markdown syntax itself; anything else came from raw HTML. */
const MARKDOWN_TAGS = new Set(
  "p a strong em del code pre h1 h2 h3 h4 h5 h6 ul ol li blockquote table thead tbody tr th td br hr img input".split(" "),
);

/**
 * What a renderer that passes raw HTML and any link through (marked's own HTML output, as a CMS or a
 * repository's file view renders) makes of a text: the tags, attributes and link targets it would
 * put into a page that are not Markdown's own or not safe.
 */
function activeInOtherRenderers(markdown: string): string[] {
  const html = new Marked({ gfm: true }).parse(markdown, { async: false });
  const found: string[] = [];
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!MARKDOWN_TAGS.has(name!.toLowerCase())) found.push(`<${name}>`);
    for (const [, attribute, value] of attributes!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      if (/^on/i.test(attribute!)) found.push(`${attribute}=`);
      if ((attribute === "href" || attribute === "src") && classifyHref(value!).kind === "unsafe")
        found.push(`${attribute}=${value}`);
    }
  }
  return found;
}

describe("inertMarkdown", () => {
  const hostile = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "Text <b onclick=alert(1)>fett</b> und <!-- Kommentar --> weiter",
    "<div>\n*hi* [x](javascript:alert(1))\n</div>",
    "<script>\nx\n</script>\nGleich danach ein Absatz.",
    "[Klick](javascript:alert(1)) und [**fett**](JaVaScRiPt:alert(2)) und [x](  javascript:alert(3)  )",
    "[Daten](data:text/html,<script>alert(1)</script>) [vb](vbscript:msgbox) [rel](//evil.example)",
    "[Klick][r] und [r]\n\n[r]: javascript:alert(1)",
    "<javascript:alert(1)> <vbscript:x> <https://labubu.example/ok>",
    "![Bild](javascript:alert(1)) ![Bild2](data:image/svg+xml,<svg onload=alert(1)>)",
    "[x](&#106;avascript:alert(1)) [y](java&#x0A;script:alert(1))",
    '> Zitat mit <span\n> onclick="alert(1)">Text</span> und [Link](javascript:a)',
    "- Punkt <iframe src=javascript:alert(1)></iframe>\n  - innen [x](javascript:b)\n\n1. <svg/onload=alert(1)>",
    "| a | <i onmouseover=alert(1)>b</i> |\n|---|---|\n| [c](javascript:c) | d |",
    '## Überschrift <a href="javascript:alert(1)">hier</a>',
    "[a<b>c](javascript:d) [x](javascript:a)](javascript:b)",
    "Ein Absatz\r\n<script>alert(1)</script>\r\n",
  ];

  it.each(hostile)("leaves nothing a renderer would run or link: %j", (markdown) => {
    expect(activeInOtherRenderers(markdown).length).toBeGreaterThan(0);
    const inert = inertMarkdown(markdown);
    expect(activeInOtherRenderers(inert)).toEqual([]);
    // The site's renderer (the hub's preview) shows the same text before and after.
    const shown = (text: string) => plainText(text).replace(/\s+/g, " ").trim();
    expect(shown(inert)).toBe(shown(markdown));
    // A second pass changes nothing.
    expect(inertMarkdown(inert)).toBe(inert);
  });

  it("reads its own result again: a link that appears once an unsafe one inside it is text becomes text too", () => {
    const inert = inertMarkdown("[[innen](javascript:a)](javascript:b)");
    expect(activeInOtherRenderers(inert)).toEqual([]);
    expect(inert).toBe("innen");
  });

  it("changes nothing in a body without HTML or unsafe links", () => {
    expect(inertMarkdown("```\n<script>im Code bleibt es</script>\n```\n\nUnd `<b>` im Code auch.\n")).toBe(
      "```\n<script>im Code bleibt es</script>\n```\n\nUnd `<b>` im Code auch.\n",
    );
    const body =
      "## Echtheit prüfen\n\nEin **Text** mit [Link](/ratgeber), [extern](https://example.at/a?b=1), <https://example.at>, " +
      "[Mail](mailto:info@example.at), [Anker](#faq) und `Code < 3`.\n\n- a < b > c\n- 3 > 2\n\n> Zitat\n\n```\n<script>\n```\n";
    expect(inertMarkdown(body)).toBe(body);
  });

  it("keeps the code as it is and escapes only what is HTML outside it", () => {
    expect(inertMarkdown("`<b>` und <b>")).toBe("`<b>` und \\<b\\>");
    expect(inertMarkdown("[Klick](javascript:alert(1))")).toBe("Klick");
    expect(inertMarkdown("<javascript:alert(1)>")).toBe("javascript\\:alert\\(1\\)");
    expect(inertMarkdown("Text\n\n[r]: javascript:x\n\n[Link][r]")).toBe("Text\n\n\n\nLink");
  });
});

describe("stale marks", () => {
  const body =
    "Der Shop verkauft ab etwa € 19 (Stand Juli 2025 – nicht neu bestätigt). Die Steuer beträgt 20 % (Stand 2021 – nicht neu bestätigt). Der Markt ist samstags (Stand 21. November 2025).";

  it("counts the figures with 'nicht neu bestätigt' after their Stand, not a Stand alone", () => {
    expect(staleMarkCount(body)).toBe(2);
    expect(staleMarkCount("Ist eine Angabe nicht neu bestätigt, steht ihr Stand im Satz.")).toBe(0);
  });

  it("cuts a text at its markers and keeps each figure's own Stand", () => {
    expect(splitStaleMarks(body)).toEqual([
      "Der Shop verkauft ab etwa € 19 ",
      { stand: "Stand Juli 2025" },
      ". Die Steuer beträgt 20 % ",
      { stand: "Stand 2021" },
      ". Der Markt ist samstags (Stand 21. November 2025).",
    ]);
    expect(splitStaleMarks("ohne Marke")).toEqual(["ohne Marke"]);
  });
});
