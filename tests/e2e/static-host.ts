import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";

import { contentTypeFor } from "../../server/content-types.mjs";

/**
 * A minimal static host in the manner of Netlify or Cloudflare Pages: files from the folder as they
 * are (a folder's index.html for its path, /404.html with status 404 for anything else), and the
 * headers of every `_headers` rule whose pattern matches the path. No compression, no knowledge of
 * the site: what works here works on any static host that reads `_headers`.
 */
export async function startHeadersHost(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const rules = parseHeadersFile(await readFile(path.join(root, "_headers"), "utf8"));
  const server = http.createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://host").pathname);
      const file = await findFile(root, pathname);
      const headers: Record<string, string> = {};
      for (const rule of rules) {
        const matches = rule.pattern.endsWith("*") ? pathname.startsWith(rule.pattern.slice(0, -1)) : pathname === rule.pattern;
        if (matches)
          for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
      const target = file ?? path.join(root, "404.html");
      res.writeHead(file ? 200 : 404, { ...headers, "Content-Type": contentTypeFor(target) });
      res.end(await readFile(target));
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function findFile(root: string, pathname: string): Promise<string | null> {
  if (pathname.split("/").some((segment) => segment === ".." || segment.startsWith(".") || segment === "_headers")) return null;
  for (const candidate of [path.join(root, pathname), path.join(root, pathname, "index.html")]) {
    if ((await stat(candidate).catch(() => null))?.isFile()) return candidate;
  }
  return null;
}

function parseHeadersFile(text: string) {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}
