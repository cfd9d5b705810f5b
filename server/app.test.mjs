// The real server on an ephemeral port against a fixture build: everything a browser, a crawler or
// an attacker can ask of it.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer } from "./app.mjs";
import { CROSS_ORIGIN_IMAGES, baseSecurityHeaders } from "./headers.mjs";
import { MAX_TARGET_LENGTH } from "./request-target.mjs";
import { SECRET, headerOf, makeFixture, rawRequest, request, startServer } from "../tests/support/server-fixture.mjs";

/** @type {Awaited<ReturnType<typeof makeFixture>>} */
let fixture;
/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
/** @type {number} */
let port;

beforeAll(async () => {
  fixture = await makeFixture();
  // A small in-memory limit so the streaming path (large files) is exercised too.
  app = await startServer(fixture.root, { memoryLimitPerFile: 256 * 1024 });
  port = app.port;
});

afterAll(async () => {
  await app?.close();
  await fixture?.cleanup();
});

/**
 * @param {import("node:http").IncomingHttpHeaders | string} headers
 * @param {{ crossOrigin?: boolean }} [options] crossOrigin: a file other sites may embed (CROSS_ORIGIN_IMAGES)
 */
function expectSecurityHeaders(headers, { crossOrigin = false } = {}) {
  const get = (/** @type {string} */ name) =>
    typeof headers === "string" ? headerOf(headers, name) : headers[name.toLowerCase()];
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    const expected = name === "Cross-Origin-Resource-Policy" && crossOrigin ? "cross-origin" : value;
    expect(get(name), name).toBe(expected);
  }
  const csp = String(get("Content-Security-Policy"));
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("'unsafe-eval'");
}

describe("start-up", () => {
  it("can listen at once; requests that arrive while the build is being read wait for it", async () => {
    const early = createServer({ root: fixture.root });
    await new Promise((resolve) => early.listen(0, "127.0.0.1", () => resolve(undefined)));
    try {
      const address = early.address();
      const res = await request(typeof address === "object" && address ? address.port : 0, "/robots.txt");
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain("User-agent");
    } finally {
      early.close();
    }
  });
});

describe("files and pages", () => {
  it.each([
    ["/", "text/html; charset=utf-8", "index.html"],
    ["/ai-content", "text/html; charset=utf-8", "ai-content/index.html"],
    ["/impressum", "text/html; charset=utf-8", "impressum/index.html"],
    ["/assets/app-Ab12Cd34.js", "text/javascript; charset=utf-8", "assets/app-Ab12Cd34.js"],
    ["/assets/style-Xy98.css", "text/css; charset=utf-8", "assets/style-Xy98.css"],
    ["/assets/logo-Q1.svg", "image/svg+xml; charset=utf-8", "assets/logo-Q1.svg"],
    ["/assets/font-Z9.woff2", "font/woff2", "assets/font-Z9.woff2"],
    ["/assets/photo-P1.webp", "image/webp", "assets/photo-P1.webp"],
    ["/assets/data-D1.json", "application/json; charset=utf-8", "assets/data-D1.json"],
    ["/robots.txt", "text/plain; charset=utf-8", "robots.txt"],
    ["/ratgeber/beispiel-artikel.data", "text/x-script; charset=utf-8", "ratgeber/beispiel-artikel.data"],
    ["/sitemap.xml", "application/xml; charset=utf-8", "sitemap.xml"],
    ["/feed.xml", "application/atom+xml; charset=utf-8", "feed.xml"],
    ["/llms.txt", "text/plain; charset=utf-8", "llms.txt"],
    ["/favicon.svg", "image/svg+xml; charset=utf-8", "favicon.svg"],
    ["/og-image.png", "image/png", "og-image.png"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8", "manifest.webmanifest"],
    ["/LICENSE", "application/octet-stream", "LICENSE"],
    ["/downloads/archive.gz", "application/octet-stream", "downloads/archive.gz"],
    ["/big/video-B1.mp4", "video/mp4", "big/video-B1.mp4"],
    ["/robots-copy.txt", "text/plain; charset=utf-8", "robots.txt"],
  ])("GET %s → 200 %s with the file's exact bytes", async (url, type, file) => {
    const res = await request(port, url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(type);
    const expected = await readFile(path.join(fixture.root, file));
    expect(res.body.equals(expected)).toBe(true);
    expect(Number(res.headers["content-length"])).toBe(expected.length);
    expectSecurityHeaders(res.headers, { crossOrigin: CROSS_ORIGIN_IMAGES.includes(url) });
  });

  it("ignores the query string", async () => {
    const res = await request(port, "/?utm_source=newsletter&q=%C3%A4");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("<h1>Startseite</h1>");
  });

  it("serves percent-encoded spellings of real paths", async () => {
    const res = await request(port, "/%61i-content");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("AI Content Hub");
  });

  it("answers HEAD with the GET headers and no body", async () => {
    for (const url of ["/", "/assets/app-Ab12Cd34.js", "/missing", "/big/video-B1.mp4"]) {
      const get = await request(port, url, { headers: { "accept-encoding": "br" } });
      const head = await request(port, url, { method: "HEAD", headers: { "accept-encoding": "br" } });
      expect(head.status).toBe(get.status);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.headers["content-encoding"]).toBe(get.headers["content-encoding"]);
    }
  });
});

describe("not found", () => {
  it("answers unknown paths with status 404 and the prerendered 404 page, and logs the path", async () => {
    const res = await request(port, "/gibt-es-nicht");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body.toString()).toContain("Oops! Page not found");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers.etag).toBeUndefined();
    expectSecurityHeaders(res.headers);
    expect(app.logs.some((line) => line.includes('"/gibt-es-nicht"'))).toBe(true);
  });

  it.each(["/404", "/404/", "/404/index.html", "/404.html", "/__spa-fallback.html", "/_headers"])(
    "does not serve the build's internal file %s as a page (404)",
    async (url) => {
      const res = await request(port, url);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toContain("Oops! Page not found");
      expect(res.body.toString()).not.toContain("Content-Security-Policy");
    },
  );

  it.each(["/assets", "/assets/", "/ai-content/x", "/downloads/", "/big"])("lists no directory: %s → 404", async (url) => {
    const res = await request(port, url);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain("Oops! Page not found");
    expect(res.body.toString()).not.toMatch(/Index of|style-Xy98|font-Z9|video-B1|archive\.gz/);
  });

  it.each(["/.secret", "/.hidden/inside.txt", "/assets/.env", "/%2esecret", "/leak.txt", "/leakdir/secret.txt", "/secret.txt"])(
    "never serves hidden files or files outside the build: %s",
    async (url) => {
      const res = await request(port, url);
      expect([400, 404]).toContain(res.status);
      expect(res.body.toString()).not.toContain(SECRET);
    },
  );
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"])("%s → 405 with Allow: GET, HEAD", async (method) => {
    const res = await request(port, "/", { method, body: method === "POST" || method === "PUT" ? "a=1" : undefined });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(res.headers);
  });

  it("keeps the connection usable after a rejected request with a large body", async () => {
    const body = "x".repeat(2 * 1024 * 1024);
    const reply = await rawRequest(
      port,
      `POST / HTTP/1.1\r\nHost: a\r\nContent-Length: ${body.length}\r\n\r\n${body}GET /robots.txt HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
    );
    expect(reply.status).toBe(405);
    expect(reply.raw).toContain("HTTP/1.1 200 OK");
    expect(reply.raw).toContain("User-agent: *");
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const reply = await rawRequest(port, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(reply.status).toBe(405);
    expect(headerOf(reply.head, "Allow")).toBe("GET, HEAD");
  });

  it("answers an unknown method with 400", async () => {
    const reply = await rawRequest(port, "FOO / HTTP/1.1\r\nHost: a\r\n\r\n");
    expect(reply.status).toBe(400);
    expectSecurityHeaders(reply.head);
  });
});

describe("bad input catalogue", () => {
  const traversal = [
    "/../../etc/passwd",
    "/../../../../../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    "/..%2f..%2fetc%2fpasswd",
    "/%252e%252e%252f%252e%252e%252fetc%252fpasswd",
    "/..\\..\\etc\\passwd",
    "/..%5c..%5cetc%5cpasswd",
    "/assets/../../secret.txt",
    "/assets/%2e%2e/%2e%2e/secret.txt",
    "/../outside/secret.txt",
    "/%2e%2e/outside/secret.txt",
    "/robots.txt%00.html",
    "/robots.txt%00",
    "//etc/passwd",
    "/./robots.txt",
    "/%c0%ae%c0%ae/etc/passwd",
  ];
  it.each(traversal)("path traversal %s → 400 or 404, nothing from outside the build", async (target) => {
    const reply = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`);
    expect([400, 404]).toContain(reply.status);
    expect(reply.raw).not.toContain(SECRET);
    expect(reply.raw).not.toContain("root:");
    expectSecurityHeaders(reply.head);
  });

  it("rejects invalid percent-encoding with 400", async () => {
    for (const target of ["/%E0%A4%A", "/%", "/%zz", "/ai-content%"]) {
      const res = await request(port, target);
      expect(res.status, target).toBe(400);
      expectSecurityHeaders(res.headers);
    }
  });

  it("rejects control characters and backslashes with 400", async () => {
    for (const target of ["/a%00b", "/a%0d%0aSet-Cookie:%20x=1", "/a%5cb", "/a%7f"]) {
      const res = await request(port, target);
      expect(res.status, target).toBe(400);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers a 64 KB path with 414", async () => {
    const reply = await rawRequest(port, `GET /${"a".repeat(64 * 1024)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`);
    expect(reply.status).toBe(414);
    expectSecurityHeaders(reply.head);
  });

  it("answers a 1 MB header with a clean 431 (no connection reset)", async () => {
    for (let i = 0; i < 5; i++) {
      const reply = await rawRequest(port, `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${"a".repeat(1024 * 1024)}\r\n\r\n`);
      expect(reply.status).toBe(431);
      expectSecurityHeaders(reply.head);
    }
  });

  it("answers a client that sends its request head too slowly with 408 and closes", async () => {
    const slow = await startServer(fixture.root, { headersTimeout: 500 });
    try {
      // rawRequest gives up after 10 s, so the 30 s request timeout cannot be what answers here.
      const reply = await rawRequest(slow.port, "GET / HTTP/1.1\r\nHost: a\r\nX-Langsam: ");
      expect(reply.status).toBe(408);
      expectSecurityHeaders(reply.head);
    } finally {
      await slow.close();
    }
  });

  it("answers a request line it cannot parse with 400", async () => {
    for (const bytes of [
      "GET\r\n\r\n",
      "GET / HTTP/9.9\r\n\r\n",
      "\x00\x01\x02\r\n\r\n",
      "GET / HTTP/1.1\r\nBad Header\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: x\r\n\r\n",
    ]) {
      const reply = await rawRequest(port, bytes);
      expect(reply.status, JSON.stringify(bytes)).toBe(400);
      expectSecurityHeaders(reply.head);
    }
  });

  it("serves absolute-form request targets by their path, whatever the host", async () => {
    const page = await rawRequest(
      port,
      "GET http://evil.example/ai-content HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain("AI Content Hub");
    const root = await rawRequest(port, "GET https://evil.example HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(root.status).toBe(200);
    expect(root.body).toContain("Startseite");
    const other = await rawRequest(port, "GET ftp://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(other.status).toBe(400);
  });

  it("serves any Host, requires one on HTTP/1.1, not on HTTP/1.0", async () => {
    expect((await request(port, "/", { headers: { host: "unbekannt.example:1234" } })).status).toBe(200);
    const missing = await rawRequest(port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(missing.status).toBe(400);
    expectSecurityHeaders(missing.head);
    const old = await rawRequest(port, "GET /robots.txt HTTP/1.0\r\n\r\n");
    expect(old.status).toBe(200);
    expect(old.body).toContain("User-agent");
  });

  it("ignores Range and sends the whole file (Accept-Ranges: none)", async () => {
    const whole = await readFile(path.join(fixture.root, "assets/app-Ab12Cd34.js"));
    for (const range of ["bytes=0-10", "bytes=-5", "bytes=5-", "bytes=0-1,5-9", "bytes=999999-", "items=1-2"]) {
      const res = await request(port, "/assets/app-Ab12Cd34.js", { headers: { range } });
      expect(res.status, range).toBe(200);
      expect(res.headers["accept-ranges"]).toBe("none");
      expect(res.body.equals(whole)).toBe(true);
    }
  });

  it("redirects trailing slashes, /index.html and other letter case to the one address of a page", async () => {
    const cases = [
      ["/ai-content/", "/ai-content"],
      ["/ai-content//", "/ai-content"],
      ["/ai-content/index.html", "/ai-content"],
      ["/index.html", "/"],
      ["/AI-CONTENT", "/ai-content"],
      ["/Ai-Content/", "/ai-content"],
      ["/IMPRESSUM", "/impressum"],
      ["/ROBOTS.TXT", "/robots.txt"],
      ["/ai-content/?tab=planen", "/ai-content?tab=planen"],
    ];
    for (const [from, to] of cases) {
      const res = await request(port, /** @type {string} */ (from));
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
      expectSecurityHeaders(res.headers);
    }
  });

  it("does not redirect to addresses that do not exist, nor case variants of hashed assets", async () => {
    for (const url of [
      "/nicht-da/",
      "/ASSETS/APP-AB12CD34.JS",
      "/assets/APP-Ab12Cd34.js",
      "//evil.example/",
      "/\\evil.example",
    ]) {
      const res = await request(port, url);
      expect([400, 404], url).toContain(res.status);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it("never answers 500 and never shows a stack trace, whatever the target", async () => {
    const targets = [
      "/%",
      "/%%",
      "/%u0041",
      "/%C0%80",
      "/%ED%A0%80",
      "/%F4%90%80%80",
      "/\u00e4",
      "/a?%",
      "/a?\u00ff",
      "/?#",
      "/#x",
      "/a;b",
      "/a,b",
      "/a|b",
      "/~root",
      "/assets/app-Ab12Cd34.js/",
      "/assets/app-Ab12Cd34.js/x",
      "/index.html/",
      "/robots.txt/",
      "*",
      "/" + "é".repeat(2000),
      "/" + "%41".repeat(2000),
      "/.",
      "/..",
      "/...",
      "/%2e",
      `/${"../".repeat(500)}etc/passwd`,
    ];
    for (let i = 0; i < 200; i++) {
      const length = 1 + Math.floor(Math.random() * 40);
      let target = "/";
      for (let j = 0; j < length; j++) target += "%/.aZ9?#\\~-_".charAt(Math.floor(Math.random() * 13));
      targets.push(target);
    }
    for (const target of targets) {
      const reply = await rawRequest(
        port,
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`, "latin1"),
      );
      expect(reply.status, target).toBeGreaterThanOrEqual(200);
      expect(reply.status, target).toBeLessThan(500);
      expect(reply.raw, target).not.toMatch(/\bat .+:\d+:\d+\)|Error:|node:internal/);
    }
  });
});

describe("caching", () => {
  it("caches hashed assets and the search index's hashed chunks for a year, immutable", async () => {
    for (const url of [
      "/assets/app-Ab12Cd34.js",
      "/pagefind/index/de-at_cd34.pf_index",
      "/pagefind/fragment/de-at_ef56.pf_fragment",
    ]) {
      const res = await request(port, url);
      expect(res.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
  });

  it("makes the search index's files with fixed names revalidate", async () => {
    for (const url of [
      "/pagefind/pagefind.js",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.de-at.pagefind",
      "/pagefind/pagefind.de-at_ab12.pf_meta",
    ]) {
      const res = await request(port, url);
      expect(res.status, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("makes pages and other files revalidate, with ETag and Last-Modified", async () => {
    for (const url of ["/", "/ai-content", "/robots.txt", "/favicon.svg"]) {
      const res = await request(port, url);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(Date.parse(String(res.headers["last-modified"]))).toBeGreaterThan(0);
    }
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await request(port, "/", { headers: { "accept-encoding": "br" } });
    const etag = String(first.headers.etag);
    for (const value of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const res = await request(port, "/", { headers: { "if-none-match": value, "accept-encoding": "br" } });
      expect(res.status, value).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers.vary).toBe("Accept-Encoding");
      expectSecurityHeaders(res.headers);
    }
    const stale = await request(port, "/", { headers: { "if-none-match": '"veraltet"' } });
    expect(stale.status).toBe(200);
  });

  it("answers If-Modified-Since with 304 when unchanged, 200 when older; If-None-Match wins", async () => {
    const first = await request(port, "/robots.txt");
    const lastModified = String(first.headers["last-modified"]);
    expect((await request(port, "/robots.txt", { headers: { "if-modified-since": lastModified } })).status).toBe(304);
    expect(
      (await request(port, "/robots.txt", { headers: { "if-modified-since": "Thu, 01 Jan 2015 00:00:00 GMT" } })).status,
    ).toBe(200);
    expect((await request(port, "/robots.txt", { headers: { "if-modified-since": "kein Datum" } })).status).toBe(200);
    const both = await request(port, "/robots.txt", { headers: { "if-modified-since": lastModified, "if-none-match": '"x"' } });
    expect(both.status).toBe(200);
  });

  it("never answers 304 for a missing page", async () => {
    const res = await request(port, "/fehlt", { headers: { "if-none-match": "*" } });
    expect(res.status).toBe(404);
  });
});

describe("compression", () => {
  const original = () => readFile(path.join(fixture.root, "assets/app-Ab12Cd34.js"));

  it("sends the precompressed brotli file when the browser accepts it", async () => {
    const res = await request(port, "/assets/app-Ab12Cd34.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).equals(await original())).toBe(true);
  });

  it("follows q-values", async () => {
    const cases = [
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["br;q=0.5, gzip;q=0.8", "gzip"],
      ["gzip;q=0.5, br;q=0.5", "br"],
      ["*", "br"],
      ["*;q=0.1, gzip;q=0.9", "gzip"],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      ["deflate", undefined],
      ["gzip;q=0.1, identity;q=0.9", undefined],
      ["BR", "br"],
      ["x-gzip", "gzip"],
      ["gzip;q=abc, br;q=0", undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await request(port, "/assets/app-Ab12Cd34.js", {
        headers: { "accept-encoding": /** @type {string} */ (accept) },
      });
      expect(res.headers["content-encoding"], accept).toBe(expected);
      const body = expected === "br" ? brotliDecompressSync(res.body) : expected === "gzip" ? gunzipSync(res.body) : res.body;
      expect(body.equals(await original()), accept).toBe(true);
    }
  });

  it("compresses the 404 page too, and leaves small or binary files alone", async () => {
    const missing = await request(port, "/fehlt", { headers: { "accept-encoding": "br" } });
    expect(missing.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(missing.body).toString()).toContain("Oops! Page not found");
    for (const url of ["/favicon.svg", "/og-image.png", "/assets/photo-P1.webp"]) {
      const res = await request(port, url, { headers: { "accept-encoding": "br, gzip" } });
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(res.headers.vary, url).toBeUndefined();
    }
  });
});

describe("memory", () => {
  it("reads no body at start-up, then keeps at most its cache bytes however many files it serves, with every byte right", async () => {
    const small = await startServer(fixture.root, { cacheBytes: 3000, memoryLimitPerFile: 256 * 1024 });
    try {
      const { cache } = small.server;
      expect(cache.stats()).toMatchObject({ bytes: 0, files: 0, misses: 0 });
      const site = await small.server.ready;
      const twin = { br: ".br", gzip: ".gz" };
      for (let round = 0; round < 2; round++) {
        for (const [urlPath, entry] of site.files) {
          for (const accept of ["identity", "gzip", "br"]) {
            const res = await request(small.port, urlPath, { headers: { "accept-encoding": accept } });
            expect(res.status, urlPath).toBe(200);
            const coding = /** @type {"br" | "gzip" | undefined} */ (res.headers["content-encoding"]);
            const expected = await readFile(coding ? `${entry.file}${twin[coding]}` : entry.file);
            expect(res.body.equals(expected), `${urlPath} ${accept}`).toBe(true);
            expect(cache.stats().bytes).toBeLessThanOrEqual(3000);
          }
        }
      }
      // The second round found the files the first one read only where they were still hot.
      expect(cache.stats().misses).toBeGreaterThan(site.files.size);
      expect(cache.stats().hits).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it("answers HEAD and 304 without reading the file", async () => {
    const lazy = await startServer(fixture.root);
    try {
      const first = await request(lazy.port, "/ratgeber", { method: "HEAD" });
      expect(first.status).toBe(200);
      const again = await request(lazy.port, "/ratgeber", { headers: { "if-none-match": String(first.headers.etag) } });
      expect(again.status).toBe(304);
      expect(lazy.server.cache.stats().misses).toBe(0);
    } finally {
      await lazy.close();
    }
  });
});

describe("security headers", () => {
  it("are sent with every kind of answer", async () => {
    const answers = [
      await request(port, "/"),
      await request(port, "/assets/app-Ab12Cd34.js"),
      await request(port, "/robots.txt"),
      await request(port, "/fehlt"),
      await request(port, "/ai-content/"),
      await request(port, "/", { method: "DELETE" }),
      await request(port, "/%E0%A4%A"),
      await request(port, "/big/video-B1.mp4"),
    ];
    for (const res of answers) expectSecurityHeaders(res.headers);
  });

  it("allow exactly the build's inline scripts and styles by hash", async () => {
    const csp = String((await request(port, "/")).headers["content-security-policy"]);
    const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d]));
    // One context script per fixture page (seven), then the module script, the loader-data script and the stream's
    // close that all pages share; JSON-LD and the JSON blocks are data and need no hash.
    expect(directives["script-src"]?.match(/'sha256-/g)?.length).toBe(10);
    expect(directives["style-src"]).toMatch(/^style-src 'self' 'sha256-[\w+/=]+' 'unsafe-hashes' 'sha256-[\w+/=]+'$/);
    expect(directives["object-src"]).toBe("object-src 'none'");
    expect(directives["base-uri"]).toBe("base-uri 'self'");
    expect(directives["form-action"]).toBe("form-action 'self'");
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  });

  it("add Strict-Transport-Security only when the request came via HTTPS (or HSTS=1)", async () => {
    expect((await request(port, "/")).headers["strict-transport-security"]).toBeUndefined();
    const viaProxy = await request(port, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(viaProxy.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const chain = await request(port, "/fehlt", { headers: { "x-forwarded-proto": "HTTPS, http" } });
    expect(chain.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(
      (await request(port, "/", { headers: { "x-forwarded-proto": "http" } })).headers["strict-transport-security"],
    ).toBeUndefined();

    const always = await startServer(fixture.root, { hsts: "always" });
    const never = await startServer(fixture.root, { hsts: "never" });
    try {
      expect((await request(always.port, "/robots.txt")).headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect((await request(always.port, "/", { method: "POST" })).headers["strict-transport-security"]).toBeDefined();
      const off = await request(never.port, "/", { headers: { "x-forwarded-proto": "https" } });
      expect(off.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await always.close();
      await never.close();
    }
  });

  it("do not reveal the server software", async () => {
    const res = await request(port, "/");
    expect(res.headers.server).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("hardening: protocol details", () => {
  const get = (/** @type {string} */ target, /** @type {string} */ headers = "Host: a\r\n") =>
    rawRequest(port, Buffer.from(`GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`, "latin1"));

  it("applies the 8 KiB target limit to every URL: with or without a query, with or without %", async () => {
    const cases = [
      `/ai-content?q=${"labubu+".repeat(1430)}`,
      `/ai-content?q=${"labubu%20".repeat(1000)}`,
      `/?${"a".repeat(9000)}`,
      `/${"a".repeat(9000)}`,
      `/robots.txt?${"x".repeat(MAX_TARGET_LENGTH)}`,
      `/ratgeber/beispiel-artikel.data?_routes=${"r".repeat(MAX_TARGET_LENGTH)}`,
    ];
    for (const target of cases) {
      const reply = await get(target);
      expect(reply.status, target.slice(0, 40)).toBe(414);
      expectSecurityHeaders(reply.head);
    }
    // At the limit the page is served.
    const longest = `/?${"a".repeat(MAX_TARGET_LENGTH - 2)}`;
    expect(longest).toHaveLength(MAX_TARGET_LENGTH);
    expect((await get(longest)).status).toBe(200);
  });

  it("answers two Host lines or a Host with characters a host cannot have with 400 (RFC 9112 §3.2)", async () => {
    const bad = [
      "Host: a\r\nHost: b\r\n",
      "Host: a\r\nhost: a\r\n",
      "Host: <script>x</script>\r\n",
      "Host: a/b?c\r\n",
      "Host: a b\r\n",
      "Host: user@example.at\r\n",
      'Host: "example.at"\r\n',
      "Host: example.at:80a\r\n",
      "Host: example.at#x\r\n",
      "Host: %zz.example\r\n",
    ];
    for (const headers of bad) {
      const reply = await get("/", headers);
      expect(reply.status, headers).toBe(400);
      expectSecurityHeaders(reply.head);
    }
    const old = await rawRequest(port, "GET /robots.txt HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n");
    expect(old.status).toBe(400);
    for (const headers of [
      "Host: example.at\r\n",
      "Host: www.labubu-sammler.at:8443\r\n",
      "Host: 127.0.0.1:3000\r\n",
      "Host: [::1]:3000\r\n",
      "Host: xn--sterreich-z7a.example\r\n",
      "Host: my%2Dhost\r\n",
      "Host:\r\n",
    ]) {
      expect((await get("/", headers)).status, headers).toBe(200);
    }
  });

  it("answers an Expect it cannot meet with 417 and the security headers (not Node's bare answer)", async () => {
    for (const expectation of ["200-ok", "foo", "100-weiter"]) {
      const reply = await get("/", `Host: a\r\nExpect: ${expectation}\r\n`);
      expect(reply.status, expectation).toBe(417);
      expectSecurityHeaders(reply.head);
      expect(reply.head).toContain("Content-Type: text/plain; charset=utf-8");
    }
    // 100-continue is met: the interim answer, then the page.
    const reply = await get("/robots.txt", "Host: a\r\nExpect: 100-continue\r\n");
    expect(reply.raw).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK/);
  });

  it("ignores an If-Modified-Since that is not an HTTP-date (RFC 9110 §13.1.3)", async () => {
    for (const value of [
      "2099",
      "2099-01-01",
      "1",
      "Mai 2099",
      "Sun, 31 Feb 2099 00:00:00 GMT",
      "Sun, 06 Nov 2099 25:00:00 GMT",
    ]) {
      const res = await request(port, "/robots.txt", { headers: { "if-modified-since": value } });
      expect(res.status, value).toBe(200);
    }
    for (const value of ["Fri, 06 Nov 2099 08:49:37 GMT", "Friday, 06-Nov-99 08:49:37 GMT", "Fri Nov  6 08:49:37 2099"]) {
      const res = await request(port, "/robots.txt", { headers: { "if-modified-since": value } });
      // The two-digit year of the obsolete form is read as 1999, before the file.
      expect(res.status, value).toBe(value.includes("-99 ") ? 200 : 304);
    }
  });

  it("lets other sites show the share image and the icons, and nothing else", async () => {
    for (const url of ["/og-image.png", "/favicon.svg"]) {
      const res = await request(port, url);
      expect(res.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
      const again = await request(port, url, { headers: { "if-none-match": String(res.headers.etag) } });
      expect(again.status).toBe(304);
      expect(again.headers["cross-origin-resource-policy"], `${url} 304`).toBe("cross-origin");
    }
    for (const url of ["/", "/assets/logo-Q1.svg", "/robots.txt", "/fehlt", "/OG-IMAGE.PNG", "/manifest.webmanifest"]) {
      expect((await request(port, url)).headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
  });

  it("serves the data file of a page (client navigations) and no other data file", async () => {
    expect((await request(port, "/ratgeber/beispiel-artikel.data")).status).toBe(200);
    // The postbuild removed the resource route's twin from the fixture build.
    expect((await request(port, "/robots.txt.data")).status).toBe(404);
    // A build that still has such files: the server does not serve them either.
    const extra = {
      "_.data": true,
      "impressum.data": true,
      "llms.txt.data": false,
      "sitemap.xml.data": false,
      "robots.txt.data": false,
      "manifest.webmanifest.data": false,
      "ratgeber/_.data": false,
      "gibt-es-nicht.data": false,
    };
    const written = Object.keys(extra).map((name) => path.join(fixture.root, name));
    await Promise.all(written.map((file) => writeFile(file, '[{"_1":2},"routes/x"]')));
    const fresh = await startServer(fixture.root);
    try {
      for (const [name, served] of Object.entries(extra)) {
        expect((await request(fresh.port, `/${name}`)).status, name).toBe(served ? 200 : 404);
      }
    } finally {
      await fresh.close();
      await Promise.all(written.map((file) => rm(file)));
    }
  });

  it("percent-encodes what a query may not carry when it copies it into a redirect", async () => {
    const reply = await get('/ai-content/?a="<b>"&c={x}|^`[1]\\%zz%41');
    expect(reply.status).toBe(301);
    expect(headerOf(reply.head, "Location")).toBe("/ai-content?a=%22%3Cb%3E%22&c=%7Bx%7D%7C%5E%60%5B1%5D%5C%25zz%41");
    const res = await request(port, "/ai-content/?tab=planen&x=a:b@c/d?e");
    expect(res.headers.location).toBe("/ai-content?tab=planen&x=a:b@c/d?e");
  });
});
