import { describe, expect, it } from "vitest";

import { AFTER_FIRST_FRAME, deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7 prerenders (the end-to-end test build-output.spec.ts checks the real build).
const script = `<script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import * as route1 from "/assets/home.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client.js");</script>`;
const preloads = `<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>`;
const page = (head = preloads, body = script) => `<html><head>${head}</head><body><p>Text</p>${body}</body></html>`;

describe("deferHydration", () => {
  it("removes the modulepreload links and starts the same modules after the first frame", () => {
    const out = deferHydration(page());
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).not.toMatch(/^\s*import "/m);
    expect(out).toContain(`<script type="module" async="">${AFTER_FIRST_FRAME}`);
    expect(out).toContain('["/assets/a.js","/assets/b.js"]');
    expect(out).toContain(
      'const [_m0, route0, route1] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js"), import("/assets/home.js")]);',
    );
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(out).toContain('import("/assets/entry.client.js");');
    expect(out.indexOf("first-contentful-paint")).toBeLessThan(out.indexOf("Promise.all"));
    expect(out).toContain("<p>Text</p>");
  });

  it.each([
    ["a page without React Router's module script", page(preloads, ""), /expected one <script type="module" async="">.*found 0/],
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
