// Shared by the server tests: a small build folder that looks like React Router's output, and
// HTTP clients that send exactly the bytes a test asks for (fetch would normalise hostile paths).
import http from "node:http";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { postbuild } from "../../scripts/postbuild.mjs";
import { createServer } from "../../server/app.mjs";

export const SECRET = "TOP-SECRET-OUTSIDE-THE-BUILD";

/** A page in the shape React Router prerenders (the postbuild's hydration rewrite checks it). */
const page = (
  /** @type {string} */ title,
  /** @type {string} */ extra = "",
) => `<!DOCTYPE html><html lang="de-AT"><head><meta charSet="utf-8"/><title>${title}</title>
<style data-critical-css="">body{color:#222}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"${title}"}</script>
<link rel="modulepreload" href="/assets/app-Ab12Cd34.js"/></head>
<body><header>Kopf</header><main id="main"><h1>${title}</h1>${extra}<p>${"Inhalt für Sammlerinnen und Sammler in Österreich. ".repeat(20)}</p></main>
<footer>Fuß</footer>
<script>window.__context = {"page":${JSON.stringify(title)}};</script>
<script type="module" async="">import "/assets/app-Ab12Cd34.js";
import * as route0 from "/assets/app-Ab12Cd34.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/app-Ab12Cd34.js");</script>
<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify(["loaderData", title]))});</script>
<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

/**
 * Writes a fixture build (pages, 404 page, assets of many types, hidden files, symlinks in and out)
 * into a temporary folder and runs the real postbuild step on it.
 * @returns {Promise<{ dir: string, root: string, cleanup: () => Promise<void> }>}
 */
export async function makeFixture() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "labubu-server-test-"));
  const root = path.join(dir, "client");
  const files = {
    "index.html": page("Startseite"),
    "ai-content/index.html": page("AI Content Hub"),
    "impressum/index.html": page("Impressum", '<div style="margin-top:1rem">Angaben</div>'),
    "ratgeber/index.html": page("Ratgeber"),
    "ratgeber/kategorie/guides/index.html": page("Sammler-Guides"),
    "ratgeber/beispiel-artikel/index.html": page("Beispielartikel"),
    "ratgeber/beispiel-artikel.data": '[{"_1":2},"routes/ratgeber-artikel"]',
    "404/index.html": page("Oops! Page not found"),
    "__spa-fallback.html": page("SPA"),
    "assets/app-Ab12Cd34.js": `export const text = ${JSON.stringify("Labubu ".repeat(200))};\n`,
    "assets/style-Xy98.css": `.card{padding:1rem}\n`.repeat(40),
    "assets/logo-Q1.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<circle cx="5" cy="5" r="4"/>'.repeat(20)}</svg>`,
    "assets/font-Z9.woff2": Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]),
    "assets/photo-P1.webp": Buffer.from("RIFF\0\0\0\0WEBPVP8 "),
    "assets/data-D1.json": JSON.stringify({ list: Array.from({ length: 50 }, (_, i) => i) }),
    // The search index's shape (scripts/search-index.mjs): fixed names beside hashed chunks.
    "pagefind/pagefind.js": `export const search = ${JSON.stringify("Suche ".repeat(100))};\n`,
    "pagefind/pagefind-entry.json": JSON.stringify({
      version: "1.6.0",
      languages: { "de-at": { hash: "de-at_ab12", wasm: "de-at", page_count: 3 } },
    }),
    "pagefind/pagefind.de-at_ab12.pf_meta": Buffer.from([0x1f, 0x8b, 8, 0, 1]),
    "pagefind/wasm.de-at.pagefind": Buffer.from([0x1f, 0x8b, 8, 0, 2]),
    "pagefind/index/de-at_cd34.pf_index": Buffer.from([0x1f, 0x8b, 8, 0, 3]),
    "pagefind/fragment/de-at_ef56.pf_fragment": Buffer.from([0x1f, 0x8b, 8, 0, 4]),
    "robots.txt": "User-agent: *\nAllow: /\n",
    "robots.txt.data": '[{"_1":2},"routes/robots-txt"]',
    "sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${"<url><loc>https://example.at/</loc></url>".repeat(10)}</urlset>`,
    "feed.xml": '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"></feed>',
    "llms.txt": "# Labubu\n\n> Kurz.\n",
    "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
    "og-image.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    "manifest.webmanifest": JSON.stringify({ name: "Labubu" }),
    LICENSE: "Alle Rechte vorbehalten.\n",
    "downloads/archive.gz": Buffer.from([0x1f, 0x8b, 8, 0]),
    "big/video-B1.mp4": Buffer.alloc(300 * 1024, 7),
    ".secret": SECRET,
    ".hidden/inside.txt": SECRET,
    "assets/.env": SECRET,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  await mkdir(path.join(dir, "outside"), { recursive: true });
  await writeFile(path.join(dir, "outside", "secret.txt"), SECRET);
  await writeFile(path.join(dir, "secret.txt"), SECRET);
  await symlink(path.join(dir, "outside", "secret.txt"), path.join(root, "leak.txt"));
  await symlink(path.join(dir, "outside"), path.join(root, "leakdir"));
  await symlink(path.join(root, "robots.txt"), path.join(root, "robots-copy.txt"));
  await postbuild(root, { log: () => {} });
  return { dir, root, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Starts the real server on an ephemeral loopback port.
 * @param {string} root
 * @param {{ hsts?: "always" | "never" | "auto", memoryLimitPerFile?: number, cacheBytes?: number, headersTimeout?: number }} [options]
 */
export async function startServer(root, options = {}) {
  /** @type {string[]} */
  const logs = [];
  const server = createServer({ root, log: (line) => logs.push(line), ...options });
  await server.ready;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    server,
    port,
    logs,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }} Reply
 */

/**
 * One request with Node's client; the path is sent as given (no normalisation).
 * @param {number} port
 * @param {string} requestPath
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [options]
 * @returns {Promise<Reply>}
 */
export function request(port, requestPath, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: requestPath,
        method,
        headers: { "accept-encoding": "identity", ...headers },
        agent: false,
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Sends raw bytes and reads the answer until the server closes the connection.
 * Rejects on a connection reset, so a test can tell a clean answer from a dropped connection.
 * @param {number} port
 * @param {string | Buffer} bytes
 * @returns {Promise<{ status: number, head: string, body: string, raw: string }>}
 */
export function rawRequest(port, bytes) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    /** @type {Buffer[]} */
    const chunks = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const split = raw.indexOf("\r\n\r\n");
      const head = split === -1 ? raw : raw.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0),
        head,
        body: split === -1 ? "" : raw.slice(split + 4),
        raw,
      });
      socket.destroy();
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error("timeout")));
    socket.write(bytes);
  });
}

/** Header value from a raw response head. @param {string} head @param {string} name */
export function headerOf(head, name) {
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
