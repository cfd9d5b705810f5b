import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { nginxSnippet } from "../server/csp.mjs";
import { nginxConfig, startSiteServer } from "./servers.mjs";

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

describe("startSiteServer", () => {
  let root = "";
  /** @type {Awaited<ReturnType<typeof startSiteServer>> | undefined} */
  let server;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "serve-test-"));
    await writeFile(path.join(root, "index.html"), "<h1>Startseite</h1>");
    server = await startSiteServer(root);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it("serves the given directory with the production server on a free loopback port", async () => {
    const origin = server?.origin ?? "";
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(origin + "/");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>Startseite</h1>");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
