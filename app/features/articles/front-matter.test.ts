import { describe, expect, it } from "vitest";

import { splitFrontMatter } from "./front-matter";

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
