import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { makeTwin, stripScripts } from "./twin.mjs";

const page = `<!DOCTYPE html><html lang="de-AT"><head><meta charSet="utf-8"/><style>body{color:red}</style>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="modulepreload" href="/assets/entry.client-abc.js"/>
<link rel="preload" as="script" href="/assets/x.js"/><link rel="preload" as="font" href="/f.woff2" crossorigin=""/>
<script type="application/ld+json">{"@type":"WebSite"}</script></head>
<body><h1>Labubu</h1><script>window.__ctx = {"a":"<\\/b>"};</script>
<script type="module" async="">import "/assets/manifest.js";</script><script src="/assets/x.js" defer></script></body></html>`;

describe("stripScripts", () => {
  const { html, removedScripts, removedPreloads } = stripScripts(page);

  it("removes inline, module and external scripts", () => {
    expect(html).not.toMatch(/__ctx|import "|src="\/assets\/x\.js"/);
    expect(removedScripts).toBe(3);
  });

  it("removes the links that only fetch JavaScript, keeps the others", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('as="script"');
    expect(removedPreloads).toBe(2);
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    expect(html).toContain('as="font"');
  });

  it("keeps the content, the inline CSS and the JSON-LD", () => {
    expect(html).toContain("<h1>Labubu</h1>");
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
  });
});

describe("makeTwin", () => {
  /** @type {string | undefined} */
  let dir;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("copies the build, strips every HTML file and re-compresses it; other files stay as they are", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "twin-test-"));
    const source = path.join(dir, "client");
    await mkdir(path.join(source, "ai-content"), { recursive: true });
    await mkdir(path.join(source, "assets"));
    const longPage = page.replace("<h1>Labubu</h1>", `<h1>Labubu</h1><p>${"Sammeln in Wien. ".repeat(40)}</p>`);
    await writeFile(path.join(source, "index.html"), longPage);
    await writeFile(path.join(source, "index.html.gz"), "stale");
    await writeFile(path.join(source, "index.html.br"), "stale");
    await writeFile(path.join(source, "ai-content", "index.html"), "<p>kurz</p><script>x()</script>");
    await writeFile(path.join(source, "ai-content", "index.html.gz"), "stale");
    await writeFile(path.join(source, "assets", "entry.client-abc.js"), "console.log(1)");

    const totals = await makeTwin(source, path.join(dir, "twin"));

    expect(totals).toEqual({ files: 2, removedScripts: 4, removedPreloads: 2 });
    const twinHtml = await readFile(path.join(dir, "twin", "index.html"), "utf8");
    expect(twinHtml).toBe(stripScripts(longPage).html);
    expect(gunzipSync(await readFile(path.join(dir, "twin", "index.html.gz"))).toString("utf8")).toBe(twinHtml);
    expect((await readFile(path.join(dir, "twin", "index.html.br"))).toString()).not.toBe("stale");
    // Too small to be worth compressing (as in postbuild): the stale copy must not survive.
    await expect(stat(path.join(dir, "twin", "ai-content", "index.html.gz"))).rejects.toThrow();
    expect(await readFile(path.join(dir, "twin", "assets", "entry.client-abc.js"), "utf8")).toBe("console.log(1)");
    // The source build is untouched.
    expect(await readFile(path.join(source, "index.html"), "utf8")).toBe(longPage);
  });
});
