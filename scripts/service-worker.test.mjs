import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { ARTICLE_PATH, OFFLINE_COPY, OFFLINE_PATH, PRECACHED_PAGES, precacheEntries, withoutScripts } from "./service-worker.mjs";

const buildRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");

describe("the offline page without scripts", () => {
  it("drops every script and module preload, keeps JSON-LD", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><script type="application/ld+json">{"@type":"WebPage"}</script></head>' +
      '<body><p>Offline</p><script type="application/json" id="hydration-modules">{}</script><script type="module" async="">import "/a.js";</script><script>x()</script></body>';
    const page = withoutScripts(html, "offline/index.html");
    expect(page).toBe('<head><script type="application/ld+json">{"@type":"WebPage"}</script></head><body><p>Offline</p></body>');
  });

  it("refuses a page that has nothing to strip (React Router's markup changed)", () => {
    expect(() => withoutScripts("<p>Offline</p>", "offline/index.html")).toThrow("offline/index.html");
  });
});

describe("article addresses", () => {
  it("are the slugs, not the lists, their pages or the files beside them", () => {
    expect(ARTICLE_PATH.test("/ratgeber/labubu-faelschung-erkennen")).toBe(true);
    for (const other of ["/ratgeber", "/ratgeber/seite/2", "/ratgeber/kategorie/guides", "/ratgeber/llms.txt", "/ratgeber/a.md"])
      expect(ARTICLE_PATH.test(other), other).toBe(false);
  });
});

describe.skipIf(!existsSync(path.join(buildRoot, "sw.js")))("the real build's precache", () => {
  it("holds the offline pages' copies with their data and every module they load, never the hub, never the search index", async () => {
    const entries = await precacheEntries(buildRoot);
    const urls = entries.map((entry) => entry.url);
    const copies = PRECACHED_PAGES.filter((page) => page !== OFFLINE_PATH).map((page) => `${page}?${OFFLINE_COPY}`);
    expect(urls).toEqual(
      expect.arrayContaining([...copies, OFFLINE_PATH, `/sammlung.data?${OFFLINE_COPY}`, `/_.data?${OFFLINE_COPY}`]),
    );
    // The pages themselves are answered network first, never from the precache.
    expect(urls.filter((url) => PRECACHED_PAGES.includes(url))).toEqual([OFFLINE_PATH]);
    expect(urls.some((url) => /^\/assets\/site-[\w-]+\.css$/.test(url))).toBe(true);
    // Chunks that load later: the QR code, the offline screen for client-side navigations.
    expect(urls.some((url) => /^\/assets\/trade-qr-[\w-]+\.js$/.test(url))).toBe(true);
    /** @type {Record<string, { file: string }>} */
    const manifest = JSON.parse(await readFile(path.join(buildRoot, ".vite", "manifest.json"), "utf8"));
    expect(urls).toContain(`/${manifest["app/features/offline/lazy.ts"]?.file}`);
    expect(urls.filter((url) => /ai-content|hub-tools|analysis\.worker/.test(url))).toEqual([]);
    // The search engine, not its index (content, kept by the page: app/features/offline/keep-offline.ts).
    expect(urls.filter((url) => url.startsWith("/pagefind/")).sort()).toEqual([
      "/pagefind/pagefind-worker.js",
      "/pagefind/pagefind.js",
      "/pagefind/wasm.de-at.pagefind",
    ]);
    // Hashed names carry no revision; everything else is revised.
    for (const entry of entries) expect(entry.revision === null, entry.url).toBe(entry.url.startsWith("/assets/"));
  });

  it("does not change when a publication changes the pages' text: a new worker only for new code", async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), "precache-"));
    try {
      await cp(buildRoot, copy, { recursive: true });
      const before = await precacheEntries(copy);
      for (const rel of ["index.html", "_.data", "suche/index.html"]) {
        const file = path.join(copy, rel);
        await writeFile(file, (await readFile(file, "utf8")).replace(/Labubu/, "Labubu – neu"));
      }
      expect((await precacheEntries(copy)).map(({ url, revision }) => ({ url, revision }))).toEqual(
        before.map(({ url, revision }) => ({ url, revision })),
      );
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
