// Lighthouse's simulated throttling (and a real slow phone link) gives the first paint only the
// bandwidth that is not taken by requests already under way. React Router's markup lets the preload
// scanner start every module of the page (~130 KB gzip) while the HTML is still being parsed, so
// the text paints only after the JavaScript has arrived. This rewrite starts the same modules right
// after the first frame instead: the page paints like plain HTML, then hydrates.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;

/** @param {string} html a prerendered page; returned unchanged when it has no React Router module script */
export function deferHydration(html) {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const body = /** @type {string} */ (script[1]);

  const imports = [...body.matchAll(STATIC_IMPORT)];
  // Already deferred (postbuild run twice): nothing to do.
  if (imports.length === 0) return html;
  const names = imports.map((m, i) => m[1] ?? `_m${i}`);
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const deferred = [
    // After the first frame is painted: rAF runs before that paint, the timeout after it.
    "await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));",
    `for (const href of ${JSON.stringify(preloads)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); }`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map((m) => `import(${m[2]})`).join(", ")}]);`,
    rest,
  ].join("\n");

  return html.replace(PRELOAD, "").replace(MODULE_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}
