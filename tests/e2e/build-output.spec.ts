import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, test, waitForHydration } from "./fixtures";
import { AFTER_FIRST_FRAME } from "../../scripts/defer-hydration.mjs";

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
const quotedAssets = (text: string) => [...text.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

test("the build holds the prerendered pages, the 404 copy and no SPA fallback", () => {
  expect(pages).toEqual(expect.arrayContaining(["index.html", "ai-content/index.html", "404/index.html", "404.html"]));
  expect(existsSync(path.join(root, "__spa-fallback.html"))).toBe(false);
  expect(readFileSync(path.join(root, "404.html"), "utf8")).toBe(readFileSync(path.join(root, "404", "index.html"), "utf8"));
});

for (const page of pages) {
  test(`${page}: modules start after the first paint, from files in the build, and the page is precompressed`, () => {
    const html = readFileSync(path.join(root, page), "utf8");
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    const scripts = moduleScripts(html);
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.startsWith(AFTER_FIRST_FRAME)).toBe(true);
    expect(script).not.toMatch(/^\s*import\s+["*{\w]/m);
    expect(script).toContain("window.__reactRouterRouteModules");
    const assets = quotedAssets(script);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) expect(existsSync(path.join(root, asset)), asset).toBe(true);
    expect(brotliDecompressSync(readFileSync(path.join(root, `${page}.br`))).toString("utf8")).toBe(html);
    expect(gunzipSync(readFileSync(path.join(root, `${page}.gz`))).toString("utf8")).toBe(html);
  });
}

test("in the browser the deferred script preloads the listed modules and hydrates the page", async ({ page }) => {
  const listed = quotedAssets(moduleScripts(readFileSync(path.join(root, "index.html"), "utf8"))[0]!);
  await page.goto("/");
  await waitForHydration(page);
  const preloaded = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(preloaded.length).toBeGreaterThan(0);
  expect(listed).toEqual(expect.arrayContaining(preloaded));
});
