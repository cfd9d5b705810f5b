// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ARTICLE_PHOTO_SIZES, MarkdownContent } from "./markdown-content";
import { PhotoViews } from "~/ui/photo";
import { MarkdownView } from "~/features/hub/drafts/markdown-view";
import { splitFrontMatter } from "./front-matter";

const html = (markdown: string, props: { headingOffset?: number; idPrefix?: string } = {}) =>
  renderToStaticMarkup(<MarkdownContent markdown={markdown} {...props} />);

/** Parses the output as a browser would and reports anything that could run or load. */
function activeContent(markup: string) {
  const doc = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, "text/html");
  const root = doc.getElementById("root")!;
  return {
    elements: [...root.querySelectorAll("script, img, iframe, svg, object, embed, style, form, input, div[onclick]")].map((el) =>
      el.tagName.toLowerCase(),
    ),
    handlers: [...root.querySelectorAll("*")].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith("on"))),
    hrefs: [...root.querySelectorAll("a")].map((a) => a.getAttribute("href")),
    text: root.textContent,
  };
}

describe("MarkdownContent: token → element", () => {
  it("maps block tokens to their elements", () => {
    expect(html("## Zwei\n\n### Drei\n\nAbsatz")).toBe(
      '<h2 id="zwei" class="pt-4 text-2xl font-extrabold">Zwei</h2><h3 id="drei" class="pt-2 text-xl font-bold">Drei</h3><p>Absatz</p>',
    );
    expect(html("- a\n- b")).toBe('<ul class="space-y-1.5 pl-6 list-disc"><li>a</li><li>b</li></ul>');
    expect(html("3. c\n4. d")).toBe('<ol start="3" class="space-y-1.5 pl-6 list-decimal"><li>c</li><li>d</li></ol>');
    expect(html("> Zitat")).toMatch(/^<blockquote class="[^"]+"><p>Zitat<\/p><\/blockquote>$/);
    expect(html("```\n<b>x</b>\n```")).toMatch(/^<pre tabindex="0" class="[^"]+"><code>&lt;b&gt;x&lt;\/b&gt;<\/code><\/pre>$/);
    expect(html("---")).toBe('<hr class="border-line"/>');
    const table = html("| A | B |\n|:-:|--:|\n| 1 | 2 |");
    expect(table).toMatch(
      /<table[^>]*><thead[^>]*><tr><th scope="col" class="[^"]*text-center">A<\/th><th scope="col" class="[^"]*text-right">B<\/th>/,
    );
    expect(table).toContain("<tbody><tr><td");
  });

  it("maps inline tokens to their elements", () => {
    expect(html("**f** *k* ~~d~~ `c` a  \nb")).toBe(
      '<p><strong>f</strong> <em>k</em> <del>d</del> <code class="rounded bg-sand px-1 py-0.5 text-[0.9em]">c</code> a<br/>b</p>',
    );
    expect(html("A &amp; B &lt;i&gt; \\*x\\*")).toBe("<p>A &amp; B &lt;i&gt; *x*</p>");
  });

  it("shifts heading levels and prefixes ids when asked", () => {
    expect(html("## Teil\n\n#### Tief", { headingOffset: 2, idPrefix: "p-" })).toBe(
      '<h4 id="p-teil" class="pt-2 text-base font-bold">Teil</h4><h6 id="p-tief" class="pt-2 text-base font-bold">Tief</h6>',
    );
    expect(html("[Sprung](#teil)\n\n## Teil", { idPrefix: "p-" })).toContain('href="#p-teil"');
  });

  it("links: internal plain, external with noopener noreferrer, marketplace through the affiliate helper", () => {
    expect(html("[Echtheit](/#authentizitaet)")).toMatch(/^<p><a href="\/#authentizitaet" class="[^"]+">Echtheit<\/a><\/p>$/);
    expect(html("[CPSC](https://www.cpsc.gov/x)")).toMatch(
      /<a href="https:\/\/www\.cpsc\.gov\/x" rel="noopener noreferrer" class/,
    );
    const affiliate = html("[Box](https://www.amazon.de/dp/B0EXAMPLE?tag=fremd-21)");
    expect(affiliate).toMatch(
      /<a href="https:\/\/www\.amazon\.de\/dp\/B0EXAMPLE" target="_blank" rel="sponsored noopener noreferrer" class="[^"]+">Box<span[^>]*>Anzeige<\/span><span class="sr-only"> \(öffnet den Partnershop in einem neuen Tab\)<\/span><\/a>/,
    );
  });

  it("keeps the words of a marketplace search link but not the link: a search lists the sellers of fakes too", () => {
    for (const href of ["https://www.amazon.de/s?k=labubu&tag=fremd-21", "https://www.amazon.de/gp/search?field-keywords=labubu"])
      expect(html(`Siehe [die Suche](${href}) dort.`)).toBe("<p>Siehe die Suche dort.</p>");
  });

  it("keeps every XSS payload of the fixture inert: text stays, nothing runs or loads", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/articles/xss.md"), "utf8");
    const split = splitFrontMatter(source);
    if (!split.ok) throw new Error("fixture has front matter");
    const found = activeContent(html(split.body));
    expect(found.elements).toEqual([]);
    expect(found.handlers).toEqual([]);
    expect(found.hrefs).toEqual(["/#authentizitaet", "#zweiter-abschnitt", "https://example.org/seite"]);
    expect(found.text).toContain(
      '<script>window.__xss=1</script> <img src=x onerror="window.__xss=2"> Klick Daten Versteckt Bild',
    );
    expect(found.text).toContain('<div onclick="alert(5)">Block</div>');
  });

  it.each([
    "[x](javascript:alert(1))",
    "[x](JAVASCRIPT:alert(1))",
    "[x](<javascript:alert(1)>)",
    "[x](&#106;avascript:alert(1))",
    "[x](java&#09;script:alert(1))",
    "[x](data:text/html,<script>alert(1)</script>)",
    "[x]: javascript:alert(1)\n\n[y][x]",
    "<javascript:alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "![x](javascript:alert(1))",
    "<svg onload=alert(1)>",
    "<img src=x onerror=alert(1)>",
    "<iframe src=//evil.example></iframe>",
    "[x](//evil.example)",
  ])("%j renders without a link or an active element", (payload) => {
    const found = activeContent(html(payload));
    expect(found.elements).toEqual([]);
    expect(found.handlers).toEqual([]);
    expect(found.hrefs).toEqual([]);
  });
});

describe("MarkdownView (the hub preview)", () => {
  it("keeps its props: markdown, headingOffset (default 2) and div props", () => {
    const markup = renderToStaticMarkup(<MarkdownView markdown={"## Teil\n\nText"} aria-label="Artikeltext" className="extra" />);
    expect(markup).toMatch(
      /^<div data-slot="markdown" class="space-y-3 leading-relaxed extra" aria-label="Artikeltext"><h4 id="[^"]+-teil"/,
    );
    expect(renderToStaticMarkup(<MarkdownView markdown="# Eins" headingOffset={0} />)).toMatch(/<h1 id="[^"]+-eins"/);
  });
});

describe("MarkdownContent: the article's photos (docs/decisions/0048)", () => {
  const view = (id: string) => ({
    width: 2048,
    height: 1536,
    src: `/fotos/${id}-1280.webp`,
    avif: `/fotos/${id}-640.avif 640w, /fotos/${id}-1280.avif 1280w`,
    webp: `/fotos/${id}-640.webp 640w, /fotos/${id}-1280.webp 1280w`,
    thumb: `/fotos/${id}-thumb.webp`,
  });
  const views: Record<string, ReturnType<typeof view>> = { "box.jpg": view("a"), "figur.jpg": view("b") };
  const rendered = (markdown: string) => {
    const markup = renderToStaticMarkup(
      <PhotoViews value={(name) => views[name]}>
        <MarkdownContent markdown={markdown} />
      </PhotoViews>,
    );
    return new DOMParser().parseFromString(`<div id="root">${markup}</div>`, "text/html").getElementById("root")!;
  };

  it("shows a photo alone in its paragraph as AVIF and WebP in several widths, with width and height", () => {
    const root = rendered('Text.\n\n![Die Box von vorne](box.jpg)\n\nMehr Text.\n\n![](figur.jpg "dekorativ")');
    const [first, second] = [...root.querySelectorAll("figure picture")];
    expect([...first!.querySelectorAll("source")].map((source) => [source.type, source.srcset, source.sizes])).toEqual([
      ["image/avif", views["box.jpg"]!.avif, ARTICLE_PHOTO_SIZES],
      ["image/webp", views["box.jpg"]!.webp, ARTICLE_PHOTO_SIZES],
    ]);
    const image = first!.querySelector("img")!;
    expect([image.getAttribute("src"), image.width, image.height, image.alt]).toEqual([
      "/fotos/a-1280.webp",
      2048,
      1536,
      "Die Box von vorne",
    ]);
    // The first photo may be the largest paint: loaded at once, first; the others when they come near.
    expect([image.getAttribute("loading"), image.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    const decorative = second!.querySelector("img")!;
    expect([decorative.alt, decorative.getAttribute("loading"), decorative.getAttribute("fetchpriority")]).toEqual([
      "",
      "lazy",
      null,
    ]);
    expect(root.querySelectorAll("p img")).toHaveLength(0);
  });

  it("shows the description where the page has no such photo, or the image stands in a sentence", () => {
    expect(rendered("![Ein fremdes Bild](https://example.org/x.jpg)").querySelector("img")).toBeNull();
    const inline = rendered("Davor ![Die Box](box.jpg) danach.");
    expect(inline.querySelector("img")).toBeNull();
    expect(inline.textContent).toBe("Davor Die Box danach.");
  });
});

describe("MarkdownContent: figures not re-confirmed", () => {
  // Short words are kept with the next by no-break spaces: read as spaces here.
  const parse = (markup: string) =>
    new DOMParser().parseFromString(`<div id="root">${markup.replace(/\u00a0|&nbsp;/g, " ")}</div>`, "text/html");
  const two =
    "Im Webshop ab etwa € 19 (Stand Juli 2025 – nicht neu bestätigt).\n\n- Steuer 20 % (Stand 2021 – nicht neu bestätigt)\n- Markt samstags";

  it("says 'nicht neu bestätigt' once, in a note after the text, and marks each figure with a link to it", () => {
    const doc = parse(html(two, { idPrefix: "a-" }));
    const root = doc.getElementById("root")!;
    const note = doc.getElementById("a-hinweis-nicht-neu-bestaetigt")!;
    expect(note.textContent).toMatch(/^\* Nicht neu bestätigt: Für die so markierten Angaben/);
    expect(root.lastElementChild).toBe(note);
    // Each figure keeps its own Stand; its mark is a link a screen reader hears as "nicht neu bestätigt".
    expect(root.querySelector("p")!.textContent).toBe("Im Webshop ab etwa € 19 (Stand Juli 2025* nicht neu bestätigt).");
    expect(root.querySelector("li")!.textContent).toBe("Steuer 20 % (Stand 2021* nicht neu bestätigt)");
    const marks = [...root.querySelectorAll("sup a")];
    expect(marks.map((mark) => mark.getAttribute("href"))).toEqual([
      "#a-hinweis-nicht-neu-bestaetigt",
      "#a-hinweis-nicht-neu-bestaetigt",
    ]);
    expect(marks.map((mark) => mark.querySelector("[aria-hidden]")?.textContent)).toEqual(["*", "*"]);
    // Seen (without the screen reader's words), the phrase stands once: in the note.
    for (const hidden of root.querySelectorAll(".sr-only")) hidden.remove();
    expect(root.textContent!.match(/nicht neu bestätigt/gi)).toHaveLength(1);
  });

  it("leaves a single such figure as it is written", () => {
    const markup = html("Im Webshop ab etwa € 19 (Stand Juli 2025 – nicht neu bestätigt).");
    expect(markup).not.toContain("hinweis-nicht-neu-bestaetigt");
    expect(parse(markup).getElementById("root")!.textContent).toBe(
      "Im Webshop ab etwa € 19 (Stand Juli 2025 – nicht neu bestätigt).",
    );
  });
});
