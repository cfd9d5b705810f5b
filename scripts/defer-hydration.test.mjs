import { describe, expect, it } from "vitest";

import { deferHydration } from "./defer-hydration.mjs";

const page = `<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head><body><p>Text</p><script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import * as route1 from "/assets/home.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client.js");</script></body></html>`;

describe("deferHydration", () => {
  it("removes the modulepreload links and starts the same modules after the first frame", () => {
    const out = deferHydration(page);
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).not.toMatch(/^\s*import "/m);
    expect(out).toContain('["/assets/a.js","/assets/b.js"]');
    expect(out).toContain(
      'const [_m0, route0, route1] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js"), import("/assets/home.js")]);',
    );
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(out).toContain('import("/assets/entry.client.js");');
    expect(out.indexOf("requestAnimationFrame")).toBeLessThan(out.indexOf("Promise.all"));
    expect(out).toContain("<p>Text</p>");
  });

  it("leaves pages without a module script alone", () => {
    expect(deferHydration("<p>x</p>")).toBe("<p>x</p>");
  });
});
