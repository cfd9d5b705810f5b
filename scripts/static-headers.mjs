// Prints the site's response headers for serving build/client without the Node server:
//   node scripts/static-headers.mjs nginx     an nginx snippet for the server { } block
//   node scripts/static-headers.mjs headers   the Netlify / Cloudflare Pages `_headers` file
// Run after `npm run build`: the CSP carries hashes of that build's inline scripts. The values come
// from server/headers.mjs and server/csp.mjs, exactly as the Node server computes them.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { headersFile, nginxSnippet } from "../server/csp.mjs";
import { loadSite } from "../server/site-files.mjs";

const [format, rootArg] = process.argv.slice(2);
const root = path.resolve(rootArg ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client"));

if (format !== "nginx" && format !== "headers") {
  console.error("Aufruf: node scripts/static-headers.mjs nginx|headers [build-ordner]");
  process.exit(2);
}
let site;
try {
  site = await loadSite(root);
} catch {
  console.error(`Kein Build in ${root}: zuerst \`npm run build\` ausführen.`);
  process.exit(1);
}
process.stdout.write(format === "nginx" ? nginxSnippet(site.csp) : headersFile(site.csp));
