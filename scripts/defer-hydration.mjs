// Lighthouse's simulated throttling (and a real slow phone link) gives the first paint only the
// bandwidth that is not taken by requests already under way. React Router's markup lets the preload
// scanner start every module of the page (~130 KB gzip) while the HTML is still being parsed, so
// the text paints only after the JavaScript has arrived. This rewrite starts the same modules right
// after the first paint instead: the page paints like plain HTML, then hydrates.
//
// It also makes every page's inline scripts the same, so the site-wide Content-Security-Policy holds
// a handful of hashes however many pages there are (React Router writes two scripts per page whose
// text differs: the module script and the loader data). What differs moves into JSON blocks, which
// CSP does not govern: the module list into `<script type="application/json" id="hydration-modules">`
// read by one shared module script, each loader-data chunk into a JSON block right before one shared
// script that hands it to React Router's stream.
//
// It depends on the exact shape of React Router's markup, so it checks that shape and throws, with
// the file name, whenever a page does not match it: an upgrade that changes the markup fails the
// build instead of silently shipping pages that are no longer rewritten.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const ANY_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const ANY_MODULE_SCRIPT = /<script\b[^>]*\btype=["']?module\b[^>]*>/gi;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;
/** What React Router writes after its imports: the route modules by id, then the entry import. */
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{([^}]*)\};\s*import\(("[^"]+")\);$/;
const ROUTE_MODULE = /^("(?:[^"\\]|\\.)+"):(\w+)$/;
const STREAM_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\<]|\\.)*")\);<\/script>/g;
const ANY_STREAM_CHUNK = /streamController\.enqueue\(/g;
const STREAM_CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
/** An `import` that is neither `import(…)` nor `import.meta`: a static import the pattern above missed. */
const OTHER_STATIC_IMPORT = /\bimport\b\s*(?![\s(.])/;

/**
 * The first statement of a rewritten script: it waits until the browser reports the first
 * contentful paint, which it does only once that frame is on screen. Waiting for the frame alone
 * (requestAnimationFrame, then a timeout) now and then started the modules before the frame was
 * presented, and a trace then counts all of them as needed for the largest paint. Browsers without
 * paint timing wait for the frame; a page that never paints (a background tab) hydrates after 1 s.
 */
export const AFTER_FIRST_PAINT = [
  "await new Promise((r) => {",
  "const go = () => setTimeout(r, 0);",
  'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(go);',
  "const timer = setTimeout(go, 1000);",
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); clearTimeout(timer); go(); }).observe({ type: "paint", buffered: true });',
  "});",
].join(" ");

/** The id of the JSON block with a page's modules, which the shared module script reads. */
export const MODULES_BLOCK_ID = "hydration-modules";

/**
 * The module script of every page, the same text on all of them: after the first paint it adds the
 * whole stylesheet (the inline one holds only what the prerendered markup uses, scripts/critical-css.mjs)
 * and the page's modulepreload links, imports its modules, waits for the stylesheet (loaded or failed),
 * hands the route modules to React Router and starts the entry, as React Router's own script did with
 * static imports.
 */
export const HYDRATION_SCRIPT = [
  AFTER_FIRST_PAINT,
  `const page = JSON.parse(document.getElementById("${MODULES_BLOCK_ID}").textContent);`,
  'const styled = new Promise((done) => { if (!page.stylesheet) return done(); const l = document.createElement("link"); l.rel = "stylesheet"; l.href = page.stylesheet; l.onload = l.onerror = done; document.head.append(l); });',
  'for (const href of page.preloads) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }',
  "const modules = await Promise.all(page.imports.map((href) => import(href)));",
  "await styled;",
  "window.__reactRouterRouteModules = Object.fromEntries(Object.entries(page.routeModules).map(([id, index]) => [id, modules[index]]));",
  "import(page.entry);",
].join("\n");

/** The script after each loader-data JSON block, the same text on every page and for every chunk. */
export const STREAM_CHUNK_SCRIPT =
  "window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));";

/**
 * @typedef {{ preloads: string[], imports: string[], routeModules: Record<string, number>, entry: string, stylesheet?: string }} PageModules
 */

/**
 * @param {string} html a prerendered page with React Router's module script and modulepreload links
 * @param {string} [file] the page's name in error messages
 * @param {{ stylesheet?: string }} [options] the whole stylesheet's URL, loaded before hydration
 * @returns {string} the page with its modules (and their preloads) started after the first paint by
 *   the shared module script, and its loader data in JSON blocks read by the shared stream script
 * @throws {Error} naming the file when the page does not have the markup this rewrite expects
 */
export function deferHydration(html, file = "page", { stylesheet } = {}) {
  /** @param {string} problem @returns {never} */
  const fail = (problem) => {
    throw new Error(`defer-hydration: ${file}: ${problem}. Did React Router's markup change? See scripts/defer-hydration.mjs.`);
  };

  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const moduleScripts = html.match(ANY_MODULE_SCRIPT)?.length ?? 0;
  if (scripts.length !== 1 || moduleScripts !== 1) {
    fail(
      `expected one <script type="module" async=""> (React Router's hydration script), found ${moduleScripts} module script(s)`,
    );
  }
  const body = /** @type {string} */ (scripts[0]?.[1]);
  if (body.startsWith(AFTER_FIRST_PAINT) || html.includes(`id="${MODULES_BLOCK_ID}"`))
    fail("already rewritten (postbuild ran twice on this build; run `npm run build`)");

  const preloadLinks = [...html.matchAll(PRELOAD)];
  const preloads = preloadLinks.map((m) => /** @type {string} */ (m[1]));
  const anyPreloads = html.match(ANY_PRELOAD)?.length ?? 0;
  if (preloads.length === 0) fail('no <link rel="modulepreload" href="…"/> found');
  if (anyPreloads !== preloads.length)
    fail(`${anyPreloads - preloads.length} modulepreload link(s) in a form this rewrite does not know`);

  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) fail("the module script has no static imports to defer");
  const rest = body.replace(STATIC_IMPORT, "").trim();
  if (OTHER_STATIC_IMPORT.test(rest)) fail("the module script has an import statement in a form this rewrite does not know");
  const tail = ROUTE_MODULES.exec(rest);
  if (!tail) fail("after its imports the module script is not `window.__reactRouterRouteModules = {…}; import(entry);`");

  const names = imports.map((m) => m[1]);
  /** @type {Record<string, number>} */
  const routeModules = {};
  for (const pair of (tail[1] ?? "").split(",")) {
    const match = ROUTE_MODULE.exec(pair);
    const index = match ? names.indexOf(match[2]) : -1;
    if (!match || index === -1) fail(`the route module entry ${JSON.stringify(pair)} names no imported module`);
    routeModules[JSON.parse(match[1] ?? "")] = index;
  }
  /** @type {PageModules} */
  const modules = {
    preloads,
    imports: imports.map((m) => JSON.parse(m[2] ?? "")),
    routeModules,
    entry: JSON.parse(tail[2] ?? ""),
    ...(stylesheet ? { stylesheet } : {}),
  };
  const block = `<script type="application/json" id="${MODULES_BLOCK_ID}">${jsonForScript(modules)}</script>`;

  /** @type {Edit[]} */
  const edits = [
    ...preloadLinks.map((match) => ({ match, text: "" })),
    {
      match: /** @type {RegExpExecArray} */ (scripts[0]),
      text: `${block}<script type="module" async="">${HYDRATION_SCRIPT}</script>`,
    },
    ...streamChunkEdits(html, fail),
  ];
  return applyEdits(html, edits);
}

/** @typedef {{ match: RegExpMatchArray, text: string }} Edit */

/**
 * Replaces each matched range with its text, building the page once. (Each new copy of a 100 KB page
 * costs about 1.7 ms of CPU here; one replace per kind of edit made three.)
 * @param {string} html
 * @param {Edit[]} edits non-overlapping matches of `html`
 */
function applyEdits(html, edits) {
  const sorted = edits.toSorted((a, b) => (a.match.index ?? 0) - (b.match.index ?? 0));
  const parts = [];
  let at = 0;
  for (const { match, text } of sorted) {
    const start = match.index ?? 0;
    parts.push(html.slice(at, start), text);
    at = start + match[0].length;
  }
  parts.push(html.slice(at));
  return parts.join("");
}

/**
 * Each `enqueue("…")` script of React Router's loader data becomes a JSON block holding the same
 * string literal (React Router escapes `<`, so it stays inside the block) and the shared script.
 * @param {string} html
 * @param {(problem: string) => never} fail
 * @returns {Edit[]}
 */
function streamChunkEdits(html, fail) {
  const chunks = [...html.matchAll(STREAM_CHUNK)];
  const anyChunks = html.match(ANY_STREAM_CHUNK)?.length ?? 0;
  if (anyChunks === 0) fail("no loader-data script (streamController.enqueue) found");
  if (anyChunks !== chunks.length)
    fail(`${anyChunks - chunks.length} loader-data script(s) in a form this rewrite does not know`);
  if (!html.includes(STREAM_CLOSE)) fail("no closing loader-data script (streamController.close) found");
  return chunks.map((match) => {
    const literal = match[1] ?? "";
    let value;
    try {
      value = JSON.parse(literal);
    } catch {
      fail("a loader-data chunk is not a JSON string");
    }
    if (typeof value !== "string") fail("a loader-data chunk is not a JSON string");
    return { match, text: `<script type="application/json">${literal}</script><script>${STREAM_CHUNK_SCRIPT}</script>` };
  });
}

/** JSON for inside a `<script>` element: `<` escaped, so no `</script>` can end it early. */
function jsonForScript(/** @type {unknown} */ value) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
