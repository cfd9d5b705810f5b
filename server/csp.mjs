// Content-Security-Policy from the prerendered HTML itself: every inline script and style the
// build emitted is allowed by its SHA-256 hash, nothing else inline runs. scripts/postbuild.mjs
// collects the hashes as it rewrites the pages, writes the policy for static hosts and records the
// hashes in the build folder (CSP_HASHES_FILE), from which the server builds the identical policy at
// start-up without reading a page. connect-src adds the language-model origins the build was made
// with (server/llm-origins.mjs).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { parse } from "parse5";

import {
  CROSS_ORIGIN_IMAGES,
  FEED_PATH,
  HSTS_VALUE,
  IMMUTABLE_PREFIXES,
  SERVICE_WORKER_PATH,
  baseSecurityHeaders,
  cachePolicies,
  feedHeaders,
  resourcePolicyFor,
  serviceWorkerHeaders,
} from "./headers.mjs";
import { readBuildLlmOrigins } from "./llm-origins.mjs";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** Text that may hold a style or event-handler attribute; only a page that has it is parsed (most have neither). */
const ATTRIBUTE_HINT = /\s(?:on[a-z]+|style)\s*=/i;
const SRC_ATTR = /\ssrc\s*=/i;
const TYPE_ATTR = /\stype\s*=\s*["']?([^"'\s>]+)/i;

/**
 * The headers of the editor mode's write API (server/editor/api.mjs): its answers are JSON, so the site's headers
 * with a policy that lets them run, load and frame nothing, and no address of the hub in a referrer to anywhere.
 */
export const apiSecurityHeaders = Object.freeze({
  ...baseSecurityHeaders,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "Referrer-Policy": "same-origin",
});

/**
 * Styles are allowed by hash like scripts. Some UI libraries add <style> elements while the page runs
 * (Radix Dialog, Select and other modal parts lock page scrolling through react-remove-scroll, whose
 * CSS holds the measured scrollbar width, so no hash can be known in advance). The browser blocks
 * those and logs "Refused to apply inline style". If the site uses such a component, set this to
 * true: style-src then allows inline styles (hashes dropped, since browsers ignore 'unsafe-inline'
 * next to a hash). Scripts stay strict either way; with img-src and font-src limited to 'self'
 * (CSS cannot use connect-src, which adds only the build's model origins), injected CSS has no
 * channel to send anything elsewhere.
 */
export const ALLOW_RUNTIME_STYLE_ELEMENTS = false;

/**
 * Besides the site's own files and hashed inline scripts, scripts may compile WebAssembly: the site
 * search runs Pagefind's WebAssembly (docs/decisions/0017). 'wasm-unsafe-eval' admits only that,
 * from modules the page could load anyway ('self'); eval() and new Function() of JavaScript stay
 * blocked. Its worker (pagefind-worker.js) is a script of the site, allowed by 'self'.
 */
const SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"];

/** @typedef {{ script: string[], style: string[], styleAttr: string[], eventHandlers: number }} InlineHashes */

/**
 * Hashes of the inline code in one HTML document, as CSP source expressions.
 * JSON data blocks (JSON-LD) are not executed, so CSP does not govern them and they need no hash.
 * @param {string} html
 * @returns {InlineHashes}
 */
export function inlineHashes(html) {
  /** @type {InlineHashes} */
  const hashes = { script: [], style: [], styleAttr: [], eventHandlers: 0 };
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTR.test(attrs)) continue;
    const type = TYPE_ATTR.exec(attrs)?.[1]?.toLowerCase();
    if (type && type.endsWith("json")) continue;
    hashes.script.push(sha256(body));
  }
  for (const [, body = ""] of html.matchAll(STYLE)) hashes.style.push(sha256(body));

  const attributes = styleAndHandlerAttributes(html);
  hashes.styleAttr.push(...attributes.styles.map(sha256));
  hashes.eventHandlers = attributes.handlers;
  return hashes;
}

/**
 * The style attributes (their values, entities decoded) and the number of event-handler attributes of a page, as
 * a browser reads them: by an HTML parser (parse5), so text that looks like an attribute (an alt text
 * "Labubu online=günstig im Regal", a title holding `style="…"`) and the text of scripts and styles are no
 * attributes.
 * @param {string} html
 */
function styleAndHandlerAttributes(html) {
  /** @type {string[]} */
  const styles = [];
  let handlers = 0;
  if (!ATTRIBUTE_HINT.test(html)) return { styles, handlers };
  /** @type {import("parse5").DefaultTreeAdapterMap["parentNode"][]} */
  const open = [parse(html)];
  while (open.length > 0) {
    const node = /** @type {import("parse5").DefaultTreeAdapterMap["parentNode"]} */ (open.pop());
    if ("attrs" in node) {
      for (const attribute of node.attrs) {
        if (attribute.name === "style") styles.push(attribute.value);
        else if (/^on[a-z]+$/.test(attribute.name)) handlers++;
      }
    }
    if ("content" in node) open.push(node.content);
    for (const child of [...node.childNodes].reverse()) if ("childNodes" in child) open.push(child);
  }
  return { styles, handlers };
}

/**
 * One policy for the whole site: the union of every page's hashes. Static hosts merge the headers
 * of all rules matching a path (`/*` plus `/impressum` would send two policies, and browsers then
 * enforce both), and the 404 page is served under any path, so a single policy is the one that
 * works everywhere. The cost is small: a hash only admits that exact script, one of our own.
 * @param {Iterable<string>} htmlDocuments
 * @param {{ connect?: readonly string[] }} [options] origins the hub may call besides the site (validated by server/llm-origins.mjs)
 */
export function siteCsp(htmlDocuments, options = {}) {
  const hashes = createHashUnion();
  for (const html of htmlDocuments) hashes.add(inlineHashes(html));
  return cspFromHashes(hashes.result(), options);
}

/** @typedef {{ script: string[], style: string[], styleAttr: string[] }} SiteHashes */

/** The union of the pages' hashes, sorted, each once. */
export function createHashUnion() {
  const script = new Set();
  const style = new Set();
  const styleAttr = new Set();
  return {
    /** @param {Pick<InlineHashes, "script" | "style" | "styleAttr">} hashes */
    add(hashes) {
      hashes.script.forEach((h) => script.add(h));
      hashes.style.forEach((h) => style.add(h));
      hashes.styleAttr.forEach((h) => styleAttr.add(h));
    },
    /** @returns {SiteHashes} */
    result() {
      return { script: [...script].sort(), style: [...style].sort(), styleAttr: [...styleAttr].sort() };
    },
  };
}

/**
 * @param {SiteHashes} hashes
 * @param {{ connect?: readonly string[] }} [options]
 */
export function cspFromHashes(hashes, { connect = [] } = {}) {
  return buildCsp({ ...hashes, runtimeStyles: ALLOW_RUNTIME_STYLE_ELEMENTS, connect });
}

/** The policy of a build with no page to hash (an empty build): no inline script or style is allowed. */
export const defaultCsp = buildCsp({});

/** Hidden (never served) file in build/client with the build's hashes, written by scripts/postbuild.mjs. */
export const CSP_HASHES_FILE = ".csp-hashes.json";
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The policy of a finished build, from its recorded hashes and language-model origins. Null when
 * the build has no record (postbuild did not run on it).
 * @param {string} root the build/client folder
 * @returns {Promise<string | null>}
 */
export async function readBuildCsp(root) {
  let raw;
  try {
    raw = await readFile(path.join(root, CSP_HASHES_FILE), "utf8");
  } catch {
    return null;
  }
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  const list = (/** @type {string} */ key) => {
    const value = data && typeof data === "object" ? /** @type {Record<string, unknown>} */ (data)[key] : undefined;
    // Re-validated: the file feeds the security policy.
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string" && HASH_SOURCE.test(item))) {
      throw new Error(`${CSP_HASHES_FILE} im Build ist ungültig: zuerst \`npm run build\` ausführen.`);
    }
    return /** @type {string[]} */ (value);
  };
  const hashes = { script: list("script"), style: list("style"), styleAttr: list("styleAttr") };
  return cspFromHashes(hashes, { connect: await readBuildLlmOrigins(root) });
}

/**
 * The policy, built here and nowhere else: the Node server, the static hosts' header files and the
 * content build all take it from this function (a test fails on a directive written anywhere else).
 * @param {{ script?: string[], style?: string[], styleAttr?: string[], runtimeStyles?: boolean, connect?: readonly string[] }} hashes
 */
export function buildCsp({ script = [], style = [], styleAttr = [], runtimeStyles = false, connect = [] }) {
  // style="" attributes in the prerendered HTML can only be allowed by hash with 'unsafe-hashes'
  // (which, despite its name, admits exactly those attribute values and nothing else).
  const styleSources = runtimeStyles
    ? ["'unsafe-inline'"]
    : [...style, ...(styleAttr.length ? ["'unsafe-hashes'", ...styleAttr] : [])];
  return [
    "default-src 'self'",
    ["script-src", ...SCRIPT_SOURCES, ...script].join(" "),
    ["style-src 'self'", ...styleSources].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(" "),
    // The service worker and the search's worker are files of the site; nothing else may start one.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * All headers a static host should send, by path pattern. A rule never sets a header another
 * matching rule sets, except where it first detaches it (`detach`): the cross-origin images replace
 * the site-wide Cross-Origin-Resource-Policy. Cloudflare Pages joins the values of a header set by
 * two matching rules into a comma list, and `! Name` removes what the earlier rules set; Netlify
 * ignores the `!` line (it has no colon) and takes the later rule's value.
 * @param {string} csp
 * @returns {{ pattern: string, headers: Record<string, string>, detach?: string[] }[]}
 */
export function staticHostRules(csp) {
  return [
    {
      pattern: "/*",
      headers: { ...baseSecurityHeaders, "Content-Security-Policy": csp, "Strict-Transport-Security": HSTS_VALUE },
    },
    ...IMMUTABLE_PREFIXES.map((prefix) => ({ pattern: `${prefix}*`, headers: { "Cache-Control": cachePolicies.immutable } })),
    ...CROSS_ORIGIN_IMAGES.map((urlPath) => ({
      pattern: urlPath,
      detach: ["Cross-Origin-Resource-Policy"],
      headers: { "Cross-Origin-Resource-Policy": resourcePolicyFor(urlPath) },
    })),
    { pattern: SERVICE_WORKER_PATH, headers: { ...serviceWorkerHeaders } },
    { pattern: FEED_PATH, headers: { ...feedHeaders } },
  ];
}

/**
 * Netlify / Cloudflare Pages `_headers` file.
 * @param {string} csp
 */
export function headersFile(csp) {
  const lines = [
    "# Generated from server/headers.mjs and server/csp.mjs by scripts/postbuild.mjs. Do not edit.",
    "# Static hosts (Netlify, Cloudflare Pages) send these with the files of this folder; they are served",
    "# over HTTPS, hence Strict-Transport-Security. HTML caching is left to the host (it revalidates).",
    "# `! Name` (Cloudflare Pages) removes the value earlier rules set; Netlify skips that line and takes",
    "# the later rule's value. Either way the share image and the icons get their own policy.",
    "",
  ];
  for (const { pattern, headers, detach = [] } of staticHostRules(csp)) {
    lines.push(pattern);
    for (const name of detach) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
    lines.push("");
  }
  return lines.join("\n");
}

/**
 * An nginx snippet for the `server { }` block that serves build/client: same headers, same caching,
 * 404 page with status 404, precompressed gzip files, hidden files refused.
 * @param {string} csp
 */
export function nginxSnippet(csp) {
  const headerLines = (/** @type {string} */ cache, /** @type {string} */ indent, /** @type {string} */ urlPath = "") =>
    [
      ...Object.entries({ ...baseSecurityHeaders, "Cross-Origin-Resource-Policy": resourcePolicyFor(urlPath) }).map(
        ([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
      ),
      `${indent}add_header Content-Security-Policy ${quote(csp)} always;`,
      `${indent}# HTTPS server blocks only:`,
      `${indent}# add_header Strict-Transport-Security ${quote(HSTS_VALUE)} always;`,
      `${indent}add_header Cache-Control ${quote(cache)} always;`,
    ].join("\n");
  return `# Generated by \`node scripts/static-headers.mjs nginx\` from server/headers.mjs and server/csp.mjs
# after \`npm run build\` (the policy holds hashes of this build's inline scripts). Do not edit.
# Use inside the server { } block, next to: root /path/to/build/client;
# add_header in a location replaces every inherited one, so each location repeats the full set.

index index.html;
charset utf-8;
charset_types text/css text/plain text/markdown text/xml application/xml application/atom+xml application/javascript text/javascript application/json application/manifest+json image/svg+xml;
absolute_redirect off;
server_tokens off;
gzip_static on;
gzip_vary on;
# brotli_static on;  # when the ngx_brotli module is installed
error_page 404 /404/index.html;

location = /404/index.html {
  internal;
${headerLines(cachePolicies.none, "  ")}
}

${IMMUTABLE_PREFIXES.map(
  (prefix) => `location ^~ ${prefix} {
${headerLines(cachePolicies.immutable, "  ")}
  try_files $uri =404;
}
`,
).join("\n")}
# The service worker: always revalidated, so a new build is found on the next visit.
location = ${SERVICE_WORKER_PATH} {
  types { }
  default_type text/javascript; # charset utf-8 from charset_types above
${headerLines(serviceWorkerHeaders["Cache-Control"], "  ")}
  try_files $uri =404;
}

# Hidden files, the static-host header file and the prerendered 404 route are never served directly.
location ~ (?:^|/)(?:\\.|_headers$|404(?:/|\\.html$)) {
  return 404;
}

# One address per page: /impressum/ -> /impressum.
location ~ ^(?<canonical>/.+?)/+$ {
${headerLines(cachePolicies.redirect, "  ")}
  return 301 $canonical;
}

# The share image and the icons: other sites may show them (Cross-Origin-Resource-Policy: cross-origin).
${CROSS_ORIGIN_IMAGES.map(
  (urlPath) => `location = ${urlPath} {
${headerLines(cachePolicies.revalidate, "  ", urlPath)}
  try_files $uri =404;
}
`,
).join("\n")}
# The Atom feed of /neu: its own media type, not nginx's text/xml for ".xml".
location = ${FEED_PATH} {
  types { }
  default_type application/atom+xml; # charset utf-8 from charset_types above
${headerLines(cachePolicies.revalidate, "  ")}
  try_files $uri =404;
}

# The articles' Markdown twins (/ratgeber/<slug>.md): nginx's mime.types has no type for .md.
location ~ \\.md$ {
  types { text/markdown md; }
${headerLines(cachePolicies.revalidate, "  ")}
  try_files $uri =404;
}

location / {
${headerLines(cachePolicies.revalidate, "  ")}
  try_files $uri $uri/index.html =404;
}
`;
}

/** @param {string} value */
function quote(value) {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * The CSP source expression that admits exactly this inline text.
 * @param {string} text
 */
export function sha256(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The text of an HTML attribute value: character references (named, decimal, hex) decoded.
 * @param {string} value
 */
export function decodeEntities(value) {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (whole, hex, dec, named) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(parseInt(dec, 10));
    return { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }[/** @type {"amp"} */ (named.toLowerCase())] ?? whole;
  });
}
