// Lighthouse's simulated throttling (and a real slow phone link) gives the first paint only the
// bandwidth that is not taken by requests already under way. React Router's markup lets the preload
// scanner start every module of the page (~130 KB gzip) while the HTML is still being parsed, so
// the text paints only after the JavaScript has arrived. This rewrite starts the same modules right
// after the first paint instead: the page paints like plain HTML, then hydrates.
//
// It depends on the exact shape of React Router's markup, so it checks that shape and throws, with
// the file name, whenever a page does not match it: an upgrade that changes the markup fails the
// build instead of silently shipping pages that are no longer rewritten.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const ANY_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const ANY_MODULE_SCRIPT = /<script\b[^>]*\btype=["']?module\b[^>]*>/gi;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;
/** An `import` that is neither `import(…)` nor `import.meta`: a static import the pattern above missed. */
const OTHER_STATIC_IMPORT = /\bimport\b\s*(?![\s(.])/;

/**
 * The first statement of a rewritten script: it waits until the browser reports the first
 * contentful paint, which it does only once that frame is on screen. Waiting for the frame alone
 * (requestAnimationFrame, then a timeout) now and then started the modules before the frame was
 * presented, and a trace then counts all of them as needed for the largest paint. Browsers without
 * paint timing wait for the frame; a page that never paints (a background tab) hydrates after 1 s.
 */
export const AFTER_FIRST_FRAME = [
  "await new Promise((r) => {",
  "const go = () => setTimeout(r, 0);",
  'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(go);',
  "const timer = setTimeout(go, 1000);",
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); clearTimeout(timer); go(); }).observe({ type: "paint", buffered: true });',
  "});",
].join(" ");

/**
 * @param {string} html a prerendered page with React Router's module script and modulepreload links
 * @param {string} [file] the page's name in error messages
 * @returns {string} the page with its modules (and their preloads) started after the first frame
 * @throws {Error} naming the file when the page does not have the markup this rewrite expects
 */
export function deferHydration(html, file = "page") {
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
  if (body.startsWith(AFTER_FIRST_FRAME)) fail("already rewritten (postbuild ran twice on this build; run `npm run build`)");

  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const anyPreloads = html.match(ANY_PRELOAD)?.length ?? 0;
  if (preloads.length === 0) fail('no <link rel="modulepreload" href="…"/> found');
  if (anyPreloads !== preloads.length)
    fail(`${anyPreloads - preloads.length} modulepreload link(s) in a form this rewrite does not know`);

  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) fail("the module script has no static imports to defer");
  const rest = body.replace(STATIC_IMPORT, "").trim();
  if (OTHER_STATIC_IMPORT.test(rest)) fail("the module script has an import statement in a form this rewrite does not know");

  const names = imports.map((m, i) => m[1] ?? `_m${i}`);
  const deferred = [
    AFTER_FIRST_FRAME,
    `for (const href of ${JSON.stringify(preloads)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map((m) => `import(${m[2]})`).join(", ")}]);`,
    rest,
  ].join("\n");

  return html.replace(PRELOAD, "").replace(MODULE_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}
