import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CSP_HASHES_FILE, nginxSnippet } from "../../server/csp.mjs";
import { nginxConfig, residentBytes, startProductionServer, startSiteServer } from "./servers.mjs";

describe("nginxConfig", () => {
  const config = nginxConfig({
    root: "/srv/client",
    port: 4299,
    tmp: "/tmp/bench-nginx-x",
    runAsRoot: false,
    mimeTypes: "/etc/nginx/mime.types",
    csp: "default-src 'self'; script-src 'self' 'sha256-abc='",
  });

  it("serves the precompressed files on loopback from one worker, writing only into the temp dir", () => {
    expect(config).toContain("gzip_static on;");
    expect(config).toContain("gzip off;");
    expect(config).toContain("listen 127.0.0.1:4299;");
    expect(config).toContain("worker_processes 1;");
    expect(config).toContain('pid "/tmp/bench-nginx-x/nginx.pid";');
    expect(config).toContain('error_log "/tmp/bench-nginx-x/error.log" warn;');
    expect(config).not.toContain("user root;");
  });

  it("sends the site's CSP, headers and caching from the shared nginx snippet, like the Node server", () => {
    expect(config).toContain(nginxSnippet("default-src 'self'; script-src 'self' 'sha256-abc='").replace(/^/gm, "    "));
    expect(config).toMatch(/location \^~ \/assets\/ \{[\s\S]*?immutable/);
  });

  it("runs its workers as root only when started as root", () => {
    expect(nginxConfig({ root: "/r", port: 1, tmp: "/t", runAsRoot: true, mimeTypes: null, csp: "default-src 'self'" })).toMatch(
      /^user root;/,
    );
  });
});

describe("startSiteServer and startProductionServer", () => {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "serve-test-"));
    await writeFile(path.join(root, "index.html"), "<h1>Startseite</h1>");
    // What postbuild records for the server: the page has no inline code, so no hashes.
    await writeFile(path.join(root, CSP_HASHES_FILE), JSON.stringify({ script: [], style: [], styleAttr: [] }));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ["startSiteServer", startSiteServer],
    ["startProductionServer", startProductionServer],
  ])("%s serves the given directory with the production server on a free loopback port", async (_name, start) => {
    const server = await start(root);
    try {
      expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(server.origin + "/");
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("<h1>Startseite</h1>");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      if ("pid" in server) expect(residentBytes(/** @type {number} */ (server.pid))).toBeGreaterThan(1024 * 1024);
    } finally {
      await server.stop();
    }
  });

  it("says why a build cannot be served instead of listening on it", async () => {
    const unfinished = await mkdtemp(path.join(os.tmpdir(), "serve-test-"));
    try {
      await writeFile(path.join(unfinished, "index.html"), "<h1>Ohne Nachbearbeitung</h1>");
      await expect(startSiteServer(unfinished)).rejects.toThrow(/server exited early/);
    } finally {
      await rm(unfinished, { recursive: true, force: true });
    }
  });
});
