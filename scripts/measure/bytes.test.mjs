import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { accountFirstVisit, classify, fileForUrl, inlineStyleText, summarizeBytes } from "./bytes.mjs";
import { sizes } from "./compress.mjs";

const origin = "http://127.0.0.1:4250";

describe("classify", () => {
  it("uses the browser's resource type, then the file extension", () => {
    expect(classify({ url: `${origin}/`, resourceType: "document" })).toBe("document");
    expect(classify({ url: `${origin}/assets/root-x.js`, resourceType: "script" })).toBe("js");
    expect(classify({ url: `${origin}/assets/root-x.js`, resourceType: "Other" })).toBe("js");
    expect(classify({ url: `${origin}/assets/app.css` })).toBe("css");
    expect(classify({ url: `${origin}/favicon.svg`, resourceType: "other" })).toBe("image");
    expect(classify({ url: `${origin}/robots.txt` })).toBe("other");
  });
});

describe("inlineStyleText", () => {
  it("joins the text of every <style> element", () => {
    expect(inlineStyleText('<style>a{}</style><p>x</p><style media="print">b{}</style>')).toBe("a{}\nb{}");
    expect(inlineStyleText("<p>none</p>")).toBe("");
  });
});

describe("fileForUrl", () => {
  it("maps pages to their index.html and assets to themselves, only on our origin", () => {
    expect(fileForUrl("/srv/client", `${origin}/`, origin)).toBe("/srv/client/index.html");
    expect(fileForUrl("/srv/client", `${origin}/ai-content?x=1`, origin)).toBe("/srv/client/ai-content/index.html");
    expect(fileForUrl("/srv/client", `${origin}/assets/a.js`, origin)).toBe("/srv/client/assets/a.js");
    expect(fileForUrl("/srv/client", "http://example.org/a.js", origin)).toBeNull();
    // An encoded slash survives URL parsing and would climb out of the root after decoding.
    expect(fileForUrl("/srv/client", `${origin}/..%2F..%2Fetc/passwd.txt`, origin)).toBeNull();
  });
});

describe("summarizeBytes", () => {
  it("compresses each response on its own and sums per kind", () => {
    const a = "const a = 1;".repeat(200);
    const b = "export default function(){}".repeat(50);
    const summary = summarizeBytes([
      { url: "a.js", kind: "js", body: a },
      { url: "b.js", kind: "js", body: b },
      { url: "inline", kind: "css", body: "" },
    ]);
    expect(summary.js.raw).toBe(a.length + b.length);
    expect(summary.js.gzip).toBe(gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length);
    expect(summary.js.brotli).toBe(sizes(a).brotli + sizes(b).brotli);
    expect(summary.js.files.map((file) => file.url)).toEqual(["a.js", "b.js"]);
    expect(summary.css).toMatchObject({ raw: 0, gzip: 0, brotli: 0 });
  });
});

describe("accountFirstVisit", () => {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "bytes-test-"));
    await mkdir(path.join(root, "assets"));
    await writeFile(
      path.join(root, "index.html"),
      `<html><head><style>${"h1{color:red}".repeat(30)}</style></head><body>x</body></html>`,
    );
    await writeFile(path.join(root, "assets", "entry.js"), "import './chunk.js';".repeat(20));
    await writeFile(path.join(root, "assets", "lazy.js"), "never requested".repeat(100));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("counts what was requested (once), inline CSS as CSS, and lists what the build lacks", async () => {
    const result = await accountFirstVisit({
      root,
      origin,
      requests: [
        { url: `${origin}/`, resourceType: "document" },
        { url: `${origin}/assets/entry.js`, resourceType: "script" },
        { url: `${origin}/assets/entry.js`, resourceType: "script" },
        { url: `${origin}/assets/missing.js`, resourceType: "script" },
        { url: "data:image/png;base64,AAAA", resourceType: "image" },
      ],
    });
    expect(result.js.files.map((file) => file.url)).toEqual([`${origin}/assets/entry.js`]);
    expect(result.js.raw).toBe("import './chunk.js';".length * 20);
    expect(result.css.raw).toBe("h1{color:red}".length * 30);
    expect(result.css.files[0]?.url).toContain("inline <style>");
    expect(result.document.files).toHaveLength(1);
    expect(result.unresolved).toEqual([`${origin}/assets/missing.js`]);
    expect(result.requests).toBe(3);
  });
});
