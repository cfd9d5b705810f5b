// Proves that the headers for static hosts (build/client/_headers, the nginx snippet) are the ones
// the Node server sends: both are generated from server/headers.mjs + server/csp.mjs, and here
// they are compared answer by answer.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { nginxSnippet } from "./csp.mjs";
import { baseSecurityHeaders } from "./headers.mjs";
import { makeFixture, request, startServer } from "../tests/support/server-fixture.mjs";

const buildRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
const SECURITY = [...Object.keys(baseSecurityHeaders), "Content-Security-Policy", "Strict-Transport-Security"];

/**
 * The headers a Cloudflare Pages style host sends for a path: every matching rule applies in order,
 * first removing what it detaches (`! Name`), then adding its headers; values of the same header
 * from several rules are joined with ", " (so a header set twice without a detach shows up here).
 * @param {string} text @param {string} urlPath
 */
function headersFromFile(text, urlPath) {
  /** @type {{ pattern: string, headers: [string, string][], detach: string[] }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push({ pattern: line.trim(), headers: [], detach: [] });
    else if (line.trim().startsWith("!")) rules.at(-1)?.detach.push(line.trim().slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith("*") ? urlPath.startsWith(rule.pattern.slice(0, -1)) : urlPath === rule.pattern;
    if (!matches) continue;
    for (const name of rule.detach) delete result[name];
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] === undefined ? value : `${result[key]}, ${value}`;
    }
  }
  return result;
}

/**
 * The same for a Netlify style host: a `!` line has no colon and is skipped; a header set by a later
 * matching rule replaces the earlier value.
 * @param {string} text @param {string} urlPath
 */
function headersFromFileNetlify(text, urlPath) {
  /** @type {Record<string, string>} */
  const result = {};
  /** @type {boolean} */
  let matches = false;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      const pattern = line.trim();
      matches = pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
    } else if (matches && line.includes(":")) {
      const colon = line.indexOf(":");
      result[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return result;
}

/** @param {string} root @param {string[]} paths */
async function expectHeadersFileMatchesServer(root, paths) {
  const text = await readFile(path.join(root, "_headers"), "utf8");
  const app = await startServer(root);
  try {
    for (const urlPath of paths) {
      // Static hosts serve HTTPS; the server sends HSTS for requests that came via HTTPS.
      const res = await request(app.port, urlPath, { headers: { "x-forwarded-proto": "https" } });
      for (const fromFile of [headersFromFile(text, urlPath), headersFromFileNetlify(text, urlPath)]) {
        for (const name of SECURITY) expect(fromFile[name.toLowerCase()], `${urlPath} ${name} in _headers`).toBeDefined();
        for (const [name, value] of Object.entries(fromFile)) expect(res.headers[name], `${urlPath} ${name}`).toBe(value);
      }
    }
  } finally {
    await app.close();
  }
}

/** @type {Awaited<ReturnType<typeof makeFixture>>} */
let fixture;
beforeAll(async () => {
  fixture = await makeFixture();
});
afterAll(async () => {
  await fixture?.cleanup();
});

describe("_headers for static hosts", () => {
  it("matches what the server sends, path by path (fixture build)", async () => {
    await expectHeadersFileMatchesServer(fixture.root, [
      "/",
      "/ai-content",
      "/impressum",
      "/assets/app-Ab12Cd34.js",
      "/pagefind/pagefind.js",
      "/pagefind/index/de-at_cd34.pf_index",
      "/robots.txt",
      "/ratgeber",
      "/ratgeber/beispiel-artikel",
      "/ratgeber/gibt-es-nicht",
      "/gibt-es-nicht",
      "/og-image.png",
      "/favicon.svg",
      "/manifest.webmanifest",
    ]);
  });

  it.skipIf(!existsSync(path.join(buildRoot, "_headers")))("matches what the server sends for the real build", async () => {
    await expectHeadersFileMatchesServer(buildRoot, [
      "/",
      "/ai-content",
      "/impressum",
      "/datenschutz",
      "/robots.txt",
      "/sitemap.xml",
      "/ratgeber",
      "/ratgeber/kategorie/guides",
      "/ratgeber/labubu-faelschung-erkennen",
      "/ratgeber/labubu-faelschung-erkennen.data",
      "/ratgeber/gibt-es-nicht",
      "/gibt-es-nicht",
      "/suche",
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-worker.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.de-at.pagefind",
      "/og-image.png",
      "/apple-touch-icon.png",
      "/favicon.svg",
      "/site.webmanifest",
      "/_.data",
      "/sw.js",
      "/offline",
    ]);
  });

  it("ships a 404.html for hosts that answer unknown paths with it", async () => {
    expect(await readFile(path.join(fixture.root, "404.html"), "utf8")).toContain("Oops! Page not found");
  });
});

const hasNginx = spawnSync("nginx", ["-v"]).status === 0;

/**
 * Starts nginx with the generated snippet on `root` and compares its answers with the Node server's.
 * @param {string} name @param {() => string} rootOf @param {[string, number][]} cases
 */
function compareWithNginx(name, rootOf, cases) {
  describe(name, () => {
    /** @type {import("node:child_process").ChildProcess | undefined} */
    let nginx;
    let nginxPort = 0;
    /** @type {Awaited<ReturnType<typeof startServer>>} */
    let app;

    beforeAll(async () => {
      const root = rootOf();
      app = await startServer(root);
      nginxPort = await freePort();
      const prefix = path.join(fixture.dir, `nginx-${nginxPort}`);
      await mkdir(path.join(prefix, "logs"), { recursive: true });
      await writeFile(path.join(prefix, "site.conf"), nginxSnippet((await app.server.ready).csp));
      await writeFile(
        path.join(prefix, "nginx.conf"),
        `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr error;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    include ${prefix}/site.conf;
  }
}
`,
      );
      nginx = spawn("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
      await waitForPort(nginxPort);
    });

    afterAll(async () => {
      nginx?.kill("SIGTERM");
      await app?.close();
    });

    it.each(cases)("%s: same status, security headers and caching as the Node server", async (urlPath, status) => {
      const fromNode = await request(app.port, urlPath);
      const fromNginx = await request(nginxPort, urlPath);
      expect(fromNode.status).toBe(status);
      expect(fromNginx.status).toBe(status);
      for (const name of [...Object.keys(baseSecurityHeaders), "Content-Security-Policy", "Cache-Control"]) {
        expect(fromNginx.headers[name.toLowerCase()], name).toBe(fromNode.headers[name.toLowerCase()]);
      }
      if (status === 301) expect(fromNginx.headers.location).toBe(fromNode.headers.location);
      if (status === 404) expect(fromNginx.body.toString()).toBe(fromNode.body.toString());
      if (status === 200) expect(fromNginx.body.equals(fromNode.body)).toBe(true);
      if (urlPath.endsWith(".md") || urlPath === "/sw.js" || urlPath === "/feed.xml")
        expect(fromNginx.headers["content-type"]).toBe(fromNode.headers["content-type"]);
    });

    if (name.includes("fixture"))
      it("sends the precompressed gzip file", async () => {
        const res = await request(nginxPort, "/assets/app-Ab12Cd34.js", { headers: { "accept-encoding": "gzip" } });
        expect(res.headers["content-encoding"]).toBe("gzip");
        expect(res.headers.vary).toBe("Accept-Encoding");
      });
  });
}

describe.skipIf(!hasNginx)("nginx snippet", () => {
  compareWithNginx("fixture build", () => fixture.root, [
    ["/", 200],
    ["/ai-content", 200],
    ["/impressum", 200],
    ["/ratgeber", 200],
    ["/ratgeber/kategorie/guides", 200],
    ["/ratgeber/beispiel-artikel", 200],
    ["/ratgeber/beispiel-artikel.data", 200],
    ["/assets/app-Ab12Cd34.js", 200],
    ["/pagefind/pagefind.js", 200],
    ["/pagefind/pagefind.de-at_ab12.pf_meta", 200],
    ["/pagefind/wasm.de-at.pagefind", 200],
    ["/pagefind/index/de-at_cd34.pf_index", 200],
    ["/pagefind/fragment/de-at_ef56.pf_fragment", 200],
    ["/robots.txt", 200],
    ["/robots.txt.data", 404],
    ["/favicon.svg", 200],
    ["/og-image.png", 200],
    ["/gibt-es-nicht", 404],
    ["/ratgeber/gibt-es-nicht", 404],
    ["/ratgeber/kategorie/gibt-es-nicht", 404],
    ["/ratgeber/beispiel-artikel/mehr", 404],
    ["/.secret", 404],
    ["/_headers", 404],
    ["/404.html", 404],
    ["/ai-content/", 301],
    ["/ratgeber/beispiel-artikel/", 301],
  ]);

  // The real article pages, when there is a build: the same answers from nginx and from our server.
  describe.skipIf(!existsSync(path.join(buildRoot, "ratgeber", "index.html")))("real build", () => {
    compareWithNginx("real build, article pages", () => buildRoot, [
      ["/ratgeber", 200],
      ["/ratgeber/kategorie/guides", 200],
      ["/ratgeber/labubu-faelschung-erkennen", 200],
      ["/ratgeber/labubu-faelschung-erkennen.data", 200],
      ["/ratgeber/labubu-faelschung-erkennen.md", 200],
      ["/ratgeber/gibt-es-nicht", 404],
      ["/ratgeber/gibt-es-nicht.md", 404],
      ["/ratgeber/kategorie/gibt-es-nicht", 404],
      ["/ratgeber/", 301],
      ["/suche", 200],
      ["/pagefind/pagefind.js", 200],
      ["/pagefind/pagefind-worker.js", 200],
      ["/pagefind/pagefind-entry.json", 200],
      ["/og-image.png", 200],
      ["/apple-touch-icon.png", 200],
      ["/_.data", 200],
      ["/robots.txt.data", 404],
      ["/sitemap.xml.data", 404],
      ["/llms.txt.data", 404],
      ["/ai-content/veroeffentlicht.json.data", 404],
      ["/sw.js", 200],
      ["/feed.xml", 200],
      ["/offline", 200],
    ]);
  });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    probe.on("error", reject);
  });
}

/** @param {number} port */
async function waitForPort(port) {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not start on ${port}`);
}
