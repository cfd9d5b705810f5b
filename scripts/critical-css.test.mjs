import { describe, expect, it } from "vitest";

import { EMPTY_INLINE_STYLE, createCriticalCss, fillInlineStylesheet, readMarkup } from "./critical-css.mjs";

// The real build is checked in a browser by tests/e2e/critical-css.spec.ts (every page looks the same
// with the inline stylesheet alone as with the whole one); these cases pin the rules of the step.
const css = [
  "*,:before{box-sizing:border-box}",
  ".flex{display:flex}",
  ".hidden{display:none}",
  "@media (width>=80rem){.xl\\:flex{display:flex}}",
  ".bg-paper\\/95{background:#fbf7f2f2}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  "details[open] .open-rotate{rotate:180deg}",
  "[aria-expanded=true] .menu{display:block}",
  ".hub-only{color:red}",
  "#main{outline:none}",
  "summary{cursor:pointer}",
  "table{border-collapse:collapse}",
].join("\n");
const page = (/** @type {string} */ body) =>
  `<html><head><style data-critical-css="">${css}</style></head><body>${body}</body></html>`;

/**
 * The pages through both steps, as postbuild runs them.
 * @param {{ file: string, html: string }[]} pages
 */
async function split(pages) {
  const step = createCriticalCss();
  const emptied = pages.map(({ file, html }) => ({ file, html: step.take(file, html) }));
  const critical = await step.reduce();
  return {
    emptied,
    critical,
    stylesheet: step.stylesheet(),
    pages: emptied.map(({ file, html }) => ({
      file,
      html: fillInlineStylesheet(Buffer.from(html), Buffer.from(critical)).toString(),
    })),
  };
}

describe("createCriticalCss", () => {
  it("keeps the rules the markup of all pages can use, with Tailwind's class names as written, and the whole sheet as a file", async () => {
    const { pages, stylesheet, critical, emptied } = await split([
      {
        file: "index.html",
        html: page(
          '<main id="main" class="flex xl:flex bg-paper/95"><a class="[&amp;&gt;svg]:size-4"><svg></svg></a><details><summary class="open-rotate">?</summary></details><button aria-expanded="false" class="menu">≡</button></main>',
        ),
      },
      { file: "impressum/index.html", html: page('<p class="hidden">t</p>') },
    ]);
    for (const kept of [
      "box-sizing",
      ".flex{",
      "xl\\:flex",
      "bg-paper\\/95",
      "size-4",
      "open-rotate",
      "aria-expanded",
      "#main",
      "summary",
    ])
      expect(critical, kept).toContain(kept);
    // Only on the second page: the reduction reads every page, not the first.
    expect(critical).toContain(".hidden");
    expect(critical).not.toContain("hub-only");
    expect(critical).not.toContain("table");
    expect(stylesheet).toEqual({ name: expect.stringMatching(/^assets\/site-[\w-]{10}\.css$/), css });
    for (const { html } of emptied) expect(html).toContain(EMPTY_INLINE_STYLE);
    for (const { html } of pages) {
      expect(html).toContain(`<style data-critical-css="">${critical}</style>`);
      expect(html.match(/<style/g)).toHaveLength(1);
    }
  });

  it("reads markup that repeats from page to page once, and what differs on every page", async () => {
    const pages = Array.from({ length: 30 }, (_, n) => ({
      file: `p${n}/index.html`,
      html: page(`<nav class="flex"><a href="/">Start</a></nav><p class="${n === 29 ? "hidden" : "flex"}">${n}</p>`),
    }));
    const { critical } = await split(pages);
    expect(critical).toContain(".hidden");
  });

  it("names the page without the inline stylesheet, with two, or with another one", async () => {
    await expect(split([{ file: "a/index.html", html: "<p>x</p>" }])).rejects.toThrow(
      /^critical-css: a\/index\.html: expected one <style data-critical-css="">.*found 0/,
    );
    await expect(split([{ file: "b/index.html", html: page("") + '<style data-critical-css="">p{}</style>' }])).rejects.toThrow(
      /b\/index\.html: .*found 2/,
    );
    await expect(
      split([
        { file: "index.html", html: page("") },
        { file: "c/index.html", html: page("").replace("summary{", "summary {") },
      ]),
    ).rejects.toThrow(/c\/index\.html: its inline stylesheet differs/);
    await expect(createCriticalCss().reduce()).rejects.toThrow("critical-css: no pages");
  });

  it("fills only a page that still has the emptied stylesheet", () => {
    expect(() => fillInlineStylesheet(Buffer.from("<p>x</p>"), Buffer.from("p{}"))).toThrow(/no emptied inline stylesheet/);
  });
});

describe("readMarkup", () => {
  it("reads tags, ids, attributes and class names with their entities decoded", () => {
    const found = readMarkup('<div id="x" data-state="open" class="a [&amp;_p]:mt-2  b"><svg viewBox="0 0 1 1"/></div>');
    expect(found.tags).toEqual(["div", "svg"]);
    expect(found.ids).toEqual(["x"]);
    expect(found.classes).toEqual(["a", "[&_p]:mt-2", "b"]);
    expect(found.attributes.names).toEqual(expect.arrayContaining(["data-state", "class", "viewBox"]));
    expect(found.attributes.values).toContain("open");
  });
});
