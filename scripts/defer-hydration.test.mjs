import { readFileSync } from "node:fs";

import { transformSync } from "esbuild";
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";

import { HYDRATION_SCRIPT, MODULES_BLOCK_ID, STREAM_CHUNK_SCRIPT, deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7 prerenders (the end-to-end test build-output.spec.ts checks the real build).
const script = `<script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import * as route1 from "/assets/home.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client.js");</script>`;
const preloads = `<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>`;
// React Router's loader data: one escaped JSON string per chunk, then the stream's close.
const chunk = JSON.stringify('[{"_1":2},"loaderData","<b>&</b>"]').replace(/</g, "\\u003c").replace(/&/g, "\\u0026");
const stream = `<script>window.__reactRouterContext.streamController.enqueue(${chunk});</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$-->`;
const page = (head = preloads, body = script, data = stream) =>
  `<html><head>${head}</head><body><p>Text</p>${body}${data}</body></html>`;
const modulesOf = (/** @type {string} */ html) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${MODULES_BLOCK_ID}">([^<]*)</script>`).exec(html)?.[1] ?? "null");

describe("the shared scripts", () => {
  it("are the minified text of the TypeScript modules in scripts/hydration/", () => {
    const source = readFileSync(new URL("./hydration/hydrate.ts", import.meta.url), "utf8");
    expect(source).toContain(`document.getElementById("${MODULES_BLOCK_ID}")`);
    expect(source).toContain("interface PageModules");
    expect(HYDRATION_SCRIPT).toContain(`document.getElementById("${MODULES_BLOCK_ID}")`);
    expect(HYDRATION_SCRIPT).toContain('"first-contentful-paint"');
    expect(HYDRATION_SCRIPT).not.toMatch(/\binterface\b|\bas PageModules\b|\n|\/\/ /);
    expect(HYDRATION_SCRIPT.length).toBeLessThan(source.length / 2);
    // Both parse as what they are injected as: a module script, and a classic script.
    expect(() => transformSync(HYDRATION_SCRIPT, { loader: "js", format: "esm" })).not.toThrow();
    expect(STREAM_CHUNK_SCRIPT).not.toMatch(/\b(?:import|export)\b/);
  });

  it("hand each loader-data chunk to React Router's stream, however many there are on a page", () => {
    const chunks = ['[{"_1":2},"loaderData"]', '"second"'];
    const dom = new JSDOM(
      `<script>window.__reactRouterContext = { streamController: { enqueue: (chunk) => window.received.push(chunk) } }; window.received = [];</script>` +
        chunks
          .map(
            (chunk) => `<script type="application/json">${JSON.stringify(chunk)}</script><script>${STREAM_CHUNK_SCRIPT}</script>`,
          )
          .join(""),
      { runScripts: "dangerously" },
    );
    const errors = vi.fn();
    dom.window.addEventListener("error", errors);
    expect(dom.window.received).toEqual(chunks);
    expect(errors).not.toHaveBeenCalled();
    dom.window.close();
  });
});

describe("deferHydration", () => {
  it("removes the modulepreload links and starts the same modules after the first paint, from a JSON block", () => {
    const out = deferHydration(page());
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).not.toMatch(/^\s*import "/m);
    expect(out).toContain(`<script type="module" async="">${HYDRATION_SCRIPT}</script>`);
    expect(modulesOf(out)).toEqual({
      preloads: ["/assets/a.js", "/assets/b.js"],
      imports: ["/assets/manifest.js", "/assets/root.js", "/assets/home.js"],
      routeModules: { root: 1, "routes/home": 2 },
      entry: "/assets/entry.client.js",
    });
    expect(out.indexOf(MODULES_BLOCK_ID)).toBeLessThan(out.indexOf(HYDRATION_SCRIPT));
    expect(out).toContain("<p>Text</p>");
  });

  it("gives two pages the same scripts: only their JSON blocks differ", () => {
    const other = page(
      '<link rel="modulepreload" href="/assets/c.js"/>',
      script.replace("/assets/home.js", "/assets/other.js").replace("routes/home", "routes/other"),
      stream.replace("loaderData", "actionData"),
    );
    const executable = (/** @type {string} */ html) =>
      [...html.matchAll(/<script(?![^>]*json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(executable(deferHydration(other))).toEqual(executable(deferHydration(page())));
  });

  it("moves each loader-data chunk into a JSON block before the shared script, as the same string", () => {
    const out = deferHydration(page(preloads, script, stream + stream.replace("loaderData", "second")));
    const blocks = [...out.matchAll(/<script type="application\/json">([^<]*)<\/script><script>([^<]*)<\/script>/g)];
    expect(blocks.map((m) => m[2])).toEqual([STREAM_CHUNK_SCRIPT, STREAM_CHUNK_SCRIPT]);
    expect(JSON.parse(blocks[0]?.[1] ?? "")).toBe('[{"_1":2},"loaderData","<b>&</b>"]');
    expect(JSON.parse(blocks[1]?.[1] ?? "")).toBe('[{"_1":2},"second","<b>&</b>"]');
    expect(out).not.toMatch(/enqueue\("/);
    expect(out).toContain("<script>window.__reactRouterContext.streamController.close();</script>");
  });

  it.each([
    ["a page without React Router's module script", page(preloads, ""), /expected one <script type="module" async="">.*found 0/],
    [
      "route modules written another way",
      page(preloads, script.replace('{"root":route0,"routes/home":route1}', '{"root":route0,"routes/home":route9}')),
      /the route module entry "\\"routes\/home\\":route9" names no imported module/,
    ],
    [
      "no entry import after the route modules",
      page(preloads, script.replace('import("/assets/entry.client.js");', "")),
      /is not `window.__reactRouterRouteModules/,
    ],
    ["no loader data", page(preloads, script, ""), /no loader-data script/],
    [
      "loader data in another form",
      page(preloads, script, stream.replace("enqueue(", "enqueue( ")),
      /1 loader-data script\(s\) in a form this rewrite does not know/,
    ],
    [
      "loader data that is not a string",
      page(preloads, script, stream.replace(chunk, '"a" + "b"')),
      /form this rewrite does not know/,
    ],
    [
      "loader data in a JavaScript string that is not JSON",
      page(preloads, script, stream.replace(chunk, '"\\x41"')),
      /is not a JSON string/,
    ],
    ["no close of the loader data", page(preloads, script, stream.replace("close()", "end()")), /no closing loader-data script/],
    ["a module script without async", page(preloads, script.replace(' async=""', "")), /found 1 module script/],
    ["two module scripts", page(preloads, script + script), /found 2 module script/],
    ["no modulepreload links", page(""), /no <link rel="modulepreload"/],
    [
      "a modulepreload link in another form",
      page(preloads + '<link rel="modulepreload" href="/assets/c.js" crossorigin=""/>'),
      /1 modulepreload link\(s\) in a form this rewrite does not know/,
    ],
    [
      "a script without static imports",
      page(preloads, '<script type="module" async="">import("/assets/entry.js");</script>'),
      /no static imports/,
    ],
    [
      "a static import in another form",
      page(preloads, script.replace('import * as route1 from "/assets/home.js";', 'import { x } from "/assets/home.js";')),
      /an import statement in a form this rewrite does not know/,
    ],
  ])("throws with the file name for %s", (_case, html, message) => {
    expect(() => deferHydration(html, "ai-content/index.html")).toThrow(/^defer-hydration: ai-content\/index\.html: /);
    expect(() => deferHydration(html, "ai-content/index.html")).toThrow(message);
  });

  it("refuses to rewrite a page twice", () => {
    const once = deferHydration(page(), "index.html");
    expect(() => deferHydration(once, "index.html")).toThrow(/index\.html: already rewritten/);
  });
});
