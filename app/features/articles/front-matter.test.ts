import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";

import { frontMatterBlock, splitFrontMatter } from "./front-matter";

describe("splitFrontMatter", () => {
  it("splits at the first line that is exactly ---", () => {
    expect(splitFrontMatter("---\ntitle: a\n---\n\nText\n---\nmehr")).toEqual({
      ok: true,
      yaml: "title: a\n",
      body: "\nText\n---\nmehr",
    });
  });

  it("tolerates a byte-order mark, CRLF line ends and an empty front matter", () => {
    expect(splitFrontMatter("\uFEFF---\r\ntitle: a\r\n---\r\nText")).toEqual({ ok: true, yaml: "title: a\r\n", body: "Text" });
    expect(splitFrontMatter("---\n---\nText")).toEqual({ ok: true, yaml: "", body: "Text" });
  });

  it("refuses a file without the opening or the closing fence", () => {
    expect(splitFrontMatter("title: a\n---\nText")).toEqual({ ok: false, problem: "no-opening-fence" });
    expect(splitFrontMatter(" ---\ntitle: a\n---\n")).toEqual({ ok: false, problem: "no-opening-fence" });
    expect(splitFrontMatter("---\ntitle: a\n\nText")).toEqual({ ok: false, problem: "no-closing-fence" });
    expect(splitFrontMatter("---\ntitle: a\n----\nText")).toEqual({ ok: false, problem: "no-closing-fence" });
  });
});

describe("frontMatterBlock", () => {
  const hostile = [
    'a "b" \\ c',
    "x\n---\ny: 1",
    "\u0000\u0007\u2028\u2029\u0085\ufeff",
    "Ümlaut 🎉 שלום",
    '<script>alert("x")</script>\n<img src=x onerror=alert(1)>',
    "!!js/function 'x'",
    "&anchor *alias",
  ];

  it.each(hostile.map((value) => [value] as const))("keeps %j on one double-quoted line that reads back the same", (value) => {
    const block = frontMatterBlock({ title: value, keywords: [value], sources: [{ name: value, url: "https://example.at/" }] });
    const lines = block.split("\n");
    expect(lines[0]).toBe("---");
    expect(lines.filter((line) => line === "---")).toHaveLength(2);
    expect(lines[1]).toMatch(/^title: ".*"$/);
    expect(block).not.toMatch(/[\u0085\u2028\u2029\ufeff]/);
    const split = splitFrontMatter(`${block}\nText`);
    expect(split.ok && parseYaml(split.yaml)).toEqual({
      title: value,
      keywords: [value],
      sources: [{ name: value, url: "https://example.at/" }],
    });
  });

  it("writes lists as blocks, empty lists inline, numbers and null plain", () => {
    expect(frontMatterBlock({ keywords: ["a"], sources: [], seoScore: 85, fleschReadingEase: null })).toBe(
      '---\nkeywords:\n  - "a"\nsources: []\nseoScore: 85\nfleschReadingEase: null\n---\n',
    );
  });
});
