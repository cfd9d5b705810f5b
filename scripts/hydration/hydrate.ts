// The module script of every page, the same text on all of them (scripts/defer-hydration.mjs injects
// it minified, and the CSP holds its hash). After the first paint it adds the whole stylesheet (the
// inline one holds only what the prerendered markup uses, scripts/critical-css.mjs) and the page's
// modulepreload links, imports the page's modules, waits for the stylesheet (loaded or failed), hands
// the route modules to React Router and starts the entry, as React Router's own script did with
// static imports. What differs per page is read from the JSON block defer-hydration writes before it.

/** The JSON block of a page (`PageModules` in scripts/defer-hydration.mjs). */
interface PageModules {
  preloads: string[];
  imports: string[];
  routeModules: Record<string, number>;
  entry: string;
  stylesheet?: string;
}

/** The global React Router's entry reads the route modules from. */
interface RouterWindow {
  __reactRouterRouteModules: Record<string, unknown>;
}

// Wait until the browser reports the first contentful paint, which it does only once that frame is
// on screen. Waiting for the frame alone (requestAnimationFrame, then a timeout) now and then started
// the modules before the frame was presented, and a trace then counts all of them as needed for the
// largest paint. Browsers without paint timing wait for the frame; a page that never paints (a
// background tab) hydrates after 1 s.
await new Promise<void>((resolve) => {
  const go = () => setTimeout(resolve, 0);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(go);
    return;
  }
  const timer = setTimeout(go, 1000);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    clearTimeout(timer);
    go();
  }).observe({ type: "paint", buffered: true });
});

// The id is MODULES_BLOCK_ID in scripts/defer-hydration.mjs (its unit test checks they agree).
const block = document.getElementById("hydration-modules");
if (!block?.textContent) throw new Error("hydration: the page has no hydration-modules block");
const page = JSON.parse(block.textContent) as PageModules;

const styled = new Promise<void>((done) => {
  if (!page.stylesheet) return done();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = page.stylesheet;
  link.onload = link.onerror = () => done();
  document.head.append(link);
});
for (const href of page.preloads) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
const modules: unknown[] = await Promise.all(page.imports.map((href) => import(href)));
await styled;
(window as unknown as RouterWindow).__reactRouterRouteModules = Object.fromEntries(
  Object.entries(page.routeModules).map(([id, index]) => [id, modules[index]]),
);
void import(page.entry);

export {};
