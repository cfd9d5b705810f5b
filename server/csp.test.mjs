import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import {
  CSP_HASHES_FILE,
  buildCsp,
  headersFile,
  inlineHashes,
  nginxSnippet,
  readBuildCsp,
  siteCsp,
  staticHostRules,
} from "./csp.mjs";
import { baseSecurityHeaders } from "./headers.mjs";
import { LLM_ORIGINS_FILE } from "./llm-origins.mjs";

const hash = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline hashes", () => {
  it("hashes inline scripts (classic and module), not external or JSON data blocks", () => {
    const html = `<script>a()</script><script type="module" async="">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script><SCRIPT>c()</SCRIPT >`;
    expect(inlineHashes(html).script).toEqual([hash("a()"), hash("b()"), hash("c()")]);
  });

  it("hashes style elements and decoded style attributes, ignoring look-alikes inside scripts", () => {
    const html = `<style>body{}</style><div style="color:red;content:&quot;x&quot;"></div><script>x = '<div style="evil">'</script>`;
    const hashes = inlineHashes(html);
    expect(hashes.style).toEqual([hash("body{}")]);
    expect(hashes.styleAttr).toEqual([hash('color:red;content:"x"')]);
  });

  it("counts inline event handlers (which the policy would block)", () => {
    expect(inlineHashes('<button onclick="x()">a</button><img src=x onerror=y>').eventHandlers).toBe(2);
    expect(inlineHashes("<p>one click</p>").eventHandlers).toBe(0);
  });

  it("reads attributes as a browser does: text that looks like one inside an attribute's value is text", () => {
    const page = `<figure><img alt="Labubu online=günstig im Regal" title='Box style="rot" onclick=x()' src="/fotos/a.webp"><figcaption>Preis onload= egal</figcaption></figure>`;
    expect(inlineHashes(page)).toMatchObject({ eventHandlers: 0, styleAttr: [] });
    // Handlers in any spelling and element are still found, SVG's included.
    expect(inlineHashes(`<svg><circle ONLOAD="x()"/></svg><a href="#" onMouseOver='y()'>a</a>`).eventHandlers).toBe(2);
    expect(inlineHashes(`<p style=color:red title="style=blue">a</p>`).styleAttr).toEqual([hash("color:red")]);
  });
});

describe("site policy", () => {
  it("is the union of every page's hashes, sorted, without unsafe-inline", () => {
    const csp = siteCsp(["<script>a()</script><style>s</style>", "<script>a()</script><script>b()</script>"]);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${[hash("a()"), hash("b()")].sort().join(" ")};`);
    expect(csp).toContain(`style-src 'self' ${hash("s")};`);
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/);
  });

  it("is read back from the build's record (no page read), with the build's model origins; a forged record is refused", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "labubu-csp-"));
    try {
      expect(await readBuildCsp(dir)).toBeNull();
      const pages = ["<script>a()</script><style>s</style>", '<div style="margin:0"></div>'];
      const hashes = { script: [hash("a()")], style: [hash("s")], styleAttr: [hash("margin:0")] };
      await writeFile(path.join(dir, CSP_HASHES_FILE), JSON.stringify(hashes));
      await writeFile(path.join(dir, LLM_ORIGINS_FILE), JSON.stringify(["https://llm.example.at"]));
      expect(await readBuildCsp(dir)).toBe(siteCsp(pages, { connect: ["https://llm.example.at"] }));
      for (const forged of [
        { ...hashes, script: ["'unsafe-inline'"] },
        { ...hashes, script: [`${hash("a()")} https://evil.example`] },
        { script: hashes.script, style: hashes.style },
        "not json",
      ]) {
        await writeFile(path.join(dir, CSP_HASHES_FILE), typeof forged === "string" ? forged : JSON.stringify(forged));
        await expect(readBuildCsp(dir)).rejects.toThrow(`${CSP_HASHES_FILE} im Build ist ungültig`);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("allows inline styles (and only styles) when a component adds <style> elements at run time", () => {
    const csp = buildCsp({ script: [hash("a()")], style: [hash("s")], runtimeStyles: true });
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash("a()")};`);
    expect(csp.match(/unsafe-inline/g)).toHaveLength(1);
  });

  it("has the required directives", () => {
    const csp = buildCsp({});
    for (const directive of [
      "default-src 'self'",
      // The service worker and the search's worker: files of the site only (docs/decisions/0032).
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });
});

describe("static host outputs", () => {
  const csp = buildCsp({ script: [hash("a()")] });

  it("_headers: security headers for every path, immutable caching for hashed files only, no header set twice for one path", () => {
    const text = headersFile(csp);
    expect(text).toContain(`/*\n  X-Content-Type-Options: nosniff\n`);
    expect(text).toContain(`  Content-Security-Policy: ${csp}\n`);
    for (const folder of ["/assets/", "/pagefind/index/", "/pagefind/fragment/", "/pagefind/filter/", "/fotos/"])
      expect(text).toContain(`${folder}*\n  Cache-Control: public, max-age=31536000, immutable\n`);
    // The search's loader, worker and WebAssembly keep their names: never cached as immutable.
    expect(text).not.toMatch(/^\/pagefind\/\*$/m);
    const [all, ...cached] = staticHostRules(csp);
    for (const rule of cached) {
      // A header the site-wide rule sets is only set again after detaching it.
      const overlap = Object.keys(all?.headers ?? {}).filter((name) => name in rule.headers && !rule.detach?.includes(name));
      expect(overlap).toEqual([]);
    }
    // The share image and the icons: the site-wide policy is detached, then replaced.
    expect(text).toContain("/og-image.png\n  ! Cross-Origin-Resource-Policy\n  Cross-Origin-Resource-Policy: cross-origin\n");
  });

  it.each([
    [
      "the service worker, revalidated, as JavaScript",
      "/sw.js",
      "Cache-Control: no-cache\n  Content-Type: text/javascript; charset=utf-8",
      ["default_type text/javascript;", 'add_header Cache-Control "no-cache" always;'],
    ],
    [
      "the feed as Atom",
      "/feed.xml",
      "Content-Type: application/atom+xml; charset=utf-8",
      ["default_type application/atom+xml;"],
    ],
  ])("serves %s from _headers and from nginx", (_, urlPath, headerLines, nginxLines) => {
    expect(headersFile(csp)).toContain(`${urlPath}\n  ${headerLines}\n`);
    const block = nginxSnippet(csp)
      .split(/\nlocation /)
      .find((entry) => entry.startsWith(`= ${urlPath}`));
    for (const line of nginxLines) expect(block).toContain(line);
  });

  it("nginx: every location that answers repeats the full header set", () => {
    const snippet = nginxSnippet(csp);
    const locations = snippet.split(/\nlocation /).slice(1);
    const answering = locations.filter((block) => !block.includes("return 404"));
    // /, the five immutable folders (the photos among them), the trailing-slash redirect, .md, the three cross-origin images, the service worker and the feed.
    expect(answering.length).toBe(14);
    expect(snippet).toMatch(/location = \/og-image\.png \{[^}]*add_header Cross-Origin-Resource-Policy "cross-origin" always;/);
    for (const block of answering) {
      for (const name of Object.keys(baseSecurityHeaders)) expect(block).toContain(`add_header ${name} `);
      expect(block).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      expect(block).toContain("add_header Cache-Control ");
    }
  });
});

describe("one home for the policy", () => {
  it("builds the Content-Security-Policy only in server/csp.mjs: no other file of the project writes a directive", async () => {
    const { readFileSync } = await import("node:fs");
    const { repoTextFiles } = await import("../scripts/repo-rules.mjs");
    const projectRoot = path.resolve(import.meta.dirname, "..");
    // A directive as a policy writes it: its name followed by a source ('self', 'none', a hash, a scheme).
    const directive = /\b(?:default|script|style|img|font|connect|worker|object|frame|child|media|manifest)-src\s+'/;
    const writers = repoTextFiles(projectRoot)
      .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !/\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file))
      .filter((file) => file !== "server/csp.mjs" && directive.test(readFileSync(path.join(projectRoot, file), "utf8")));
    expect(writers).toEqual([]);
  });
});
