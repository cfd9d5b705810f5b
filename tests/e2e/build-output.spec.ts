import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { type PageModules, expect, pageModules, test, waitForHydration } from "./fixtures";
import { KNOWLEDGE_PATH } from "../../app/content/data/knowledge";
import { readFactBase } from "../../app/content/data/fact-base.server";
import { readBuildComplete } from "../../scripts/build-inputs.mjs";
import { HYDRATION_SCRIPT, STREAM_CHUNK_SCRIPT } from "../../scripts/defer-hydration.mjs";
import { STATIC_PAGES } from "../../scripts/service-worker.mjs";

// The postbuild rewrites React Router's real output (scripts/postbuild.mjs). Its unit tests use
// hand-made pages; these check the build the server actually serves, so a React Router upgrade
// that the rewrite no longer matches fails here too, not only in a fixture.
const root = path.resolve(process.env.SITE_ROOT ?? "build/client");

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

const pages = filesBelow(root)
  .filter((file) => file.endsWith(".html"))
  .map((file) => path.relative(root, file));

const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

const assetsOf = (modules: PageModules) => [...modules.preloads, ...modules.imports, modules.entry];

test("the build holds the prerendered pages, the 404 copy, no SPA fallback and the completion marker", () => {
  expect(readBuildComplete(root)?.inputs).toMatch(/^[0-9a-f]{64}$/);
  expect(existsSync(path.join(root, "_headers"))).toBe(true);
  expect(pages).toEqual(expect.arrayContaining(["index.html", "ai-content/index.html", "404/index.html", "404.html"]));
  expect(existsSync(path.join(root, "__spa-fallback.html"))).toBe(false);
  expect(readFileSync(path.join(root, "404.html"), "utf8")).toBe(readFileSync(path.join(root, "404", "index.html"), "utf8"));
});

// The offline page is static: the service worker shows it at any address (docs/decisions/0032).
const staticPages = pages.filter((page) => STATIC_PAGES.includes(page.split(path.sep).join("/")));
const hydratingPages = pages.filter((page) => !staticPages.includes(page));

test("the offline page has no script and no module preload, and is precompressed", () => {
  expect(staticPages).toEqual(["offline/index.html"]);
  for (const page of staticPages) {
    const html = readFileSync(path.join(root, page), "utf8");
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).not.toMatch(/modulepreload/);
    expect(html).toContain("data-offline-screen");
    expect(brotliDecompressSync(readFileSync(path.join(root, `${page}.br`))).toString("utf8")).toBe(html);
  }
});

for (const page of hydratingPages) {
  test(`${page}: modules start after the first paint, from files in the build, and the page is precompressed`, () => {
    const html = readFileSync(path.join(root, page), "utf8");
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(moduleScripts(html)).toEqual([HYDRATION_SCRIPT]);
    const modules = pageModules(html);
    expect(modules.imports.length).toBeGreaterThan(2);
    expect(Object.keys(modules.routeModules)).toContain("root");
    for (const index of Object.values(modules.routeModules)) expect(modules.imports[index]).toBeDefined();
    for (const asset of assetsOf(modules)) expect(existsSync(path.join(root, asset)), asset).toBe(true);
    expect(modules.stylesheet).toMatch(/^\/assets\/site-[\w-]+\.css$/);
    for (const copy of ["", ".br", ".gz"]) expect(existsSync(path.join(root, `${modules.stylesheet}${copy}`)), copy).toBe(true);
    expect(html).toContain(`<script>${STREAM_CHUNK_SCRIPT}</script>`);
    expect(html).not.toMatch(/streamController\.enqueue\("/);
    expect(brotliDecompressSync(readFileSync(path.join(root, `${page}.br`))).toString("utf8")).toBe(html);
    expect(gunzipSync(readFileSync(path.join(root, `${page}.gz`))).toString("utf8")).toBe(html);
  });
}

test("every page runs the same few inline scripts, so the policy's hashes do not grow with the pages", () => {
  const distinct = new Set(pages.flatMap((page) => inlineScripts(readFileSync(path.join(root, page), "utf8"))));
  expect(pages.length).toBeGreaterThan(10);
  // Scroll restoration, React Router's context, the shared module script, the loader-data script and the stream's close.
  expect(distinct.size).toBeLessThanOrEqual(5);
  const policy = readFileSync(path.join(root, "_headers"), "utf8").match(/Content-Security-Policy: (.*)/)![1]!;
  expect(policy.match(/'sha256-/g)!.length).toBeLessThanOrEqual(8);
});

test("in the browser the deferred script preloads the listed modules and hydrates the page", async ({ page }) => {
  const listed = assetsOf(pageModules(readFileSync(path.join(root, "index.html"), "utf8")));
  await page.goto("/");
  await waitForHydration(page);
  const preloaded = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(preloaded.length).toBeGreaterThan(0);
  expect(listed).toEqual(expect.arrayContaining(preloaded));
});

test.describe("the client router's data files", () => {
  // The 404 page's own status is what Chromium logs here.
  test.use({ allowConsoleErrors: [[/status of 404/], { scope: "test" }] });

  test("a page's twin is served: the router fetches it when a link navigates there, / included (/_.data)", async ({ page }) => {
    const fetched: { path: string; status: number }[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith(".data")) fetched.push({ path: pathname, status: response.status() });
    });
    await page.goto("/gibt-es-nicht");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
    expect(fetched).toEqual([{ path: "/_.data", status: 200 }]);
  });

  test("a resource route's twin is neither in the build nor served", async ({ request }) => {
    const twins = filesBelow(root)
      .filter((file) => file.endsWith(".data"))
      .map((file) => `/${path.relative(root, file).split(path.sep).join("/")}`);
    expect(twins).toContain("/_.data");
    for (const twin of twins) {
      const owner = twin === "/_.data" ? "/" : twin.slice(0, -".data".length);
      expect(existsSync(path.join(root, owner === "/" ? "index.html" : `${owner}/index.html`)), twin).toBe(true);
    }
    for (const url of [
      "/robots.txt.data",
      "/sitemap.xml.data",
      "/llms.txt.data",
      "/ratgeber/llms.txt.data",
      "/ai-content/veroeffentlicht.json.data",
      "/ai-content/kennzahlen.json.data",
      "/ai-content/fingerabdruecke.json.data",
    ]) {
      expect(twins, url).not.toContain(url);
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });
});

// No chunk states what the site knows (docs/decisions/0076): a correction changes /daten/wissen.json and the pages
// that show it, never the code. Bare home pages are links of the site's own copy, not citations.
test("no JavaScript file of the build holds a fact's statement or wording, or a source's title or address", () => {
  const { facts, sources } = readFactBase(process.cwd());
  const texts = [
    ...facts.flatMap((fact) => [fact.statement, ...(fact.wordings ?? [])]),
    ...Object.values(sources).flatMap((source) => [
      // A title of a few words is a name the copy uses too ("Mariahilfer Straße", "Exciting Macaron").
      ...(source.title && source.title.split(" ").length >= 4 ? [source.title] : []),
      ...(new URL(source.url).pathname.replace(/\/+$/, "").length > 3 ? [source.url] : []),
    ]),
  ];
  expect(texts.length).toBeGreaterThan(200);
  const chunks = filesBelow(root).filter((file) => file.endsWith(".js"));
  expect(chunks.length).toBeGreaterThan(20);
  const found = chunks.flatMap((file) => {
    const code = readFileSync(file, "utf8");
    return texts
      .filter((text) => code.includes(text) || code.includes(JSON.stringify(text).slice(1, -1)))
      .map((text) => `${path.relative(root, file)}: ${text.slice(0, 80)}`);
  });
  expect(found).toEqual([]);
  const knowledge = JSON.parse(readFileSync(path.join(root, KNOWLEDGE_PATH), "utf8")) as { factFiles: object };
  expect(Object.keys(knowledge.factFiles)).toContain("market");
});
