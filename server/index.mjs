// `npm start`: serves the prerendered build on PORT (3000) / HOST (0.0.0.0).
// Environment (server/environment.mjs): PORT, HOST, HSTS, QUIET, SITE_ROOT, CACHE_MB.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createServer } from "./app.mjs";
import { environmentOrExit } from "./environment.mjs";
import { DEFAULT_CACHE_BYTES } from "./file-cache.mjs";
import { exitOnServerError } from "./listen.mjs";

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
const settings = environmentOrExit("server");
const root = settings.SITE_ROOT ? path.resolve(settings.SITE_ROOT) : defaultRoot;
const port = settings.PORT ?? 3000;
const host = settings.HOST ?? "0.0.0.0";
const quiet = settings.QUIET === true;
const hsts = settings.HSTS ?? "auto";
const cacheMb = settings.CACHE_MB ?? DEFAULT_CACHE_BYTES / 2 ** 20;

const server = createServer({
  root,
  hsts,
  cacheBytes: cacheMb * 2 ** 20,
  log: quiet ? () => {} : (line) => console.log(line),
});
let site;
try {
  site = await server.ready;
} catch (error) {
  console.error(
    `Kein Build in ${root} (${error instanceof Error ? error.message : String(error)}). Zuerst \`npm run build\` ausführen.`,
  );
  process.exit(1);
}
if (!site.notFound)
  console.warn(`Warnung: ${path.join(root, "404", "index.html")} fehlt; unbekannte Pfade bekommen eine Textantwort.`);

exitOnServerError(server, port);

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  console.log(
    `Labubu Sammler AT läuft auf http://${shown}:${actualPort} (${site.files.size} Dateien, die meistgefragten bis ${cacheMb} MB im Speicher)`,
  );
});

let closing = false;
/** Stops accepting, lets requests in flight finish (at most 5 s), then exits with 0. */
function shutdown(/** @type {string} */ signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: Server wird beendet`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    console.log("Offene Anfragen nach 5 s abgebrochen");
    server.closeAllConnections();
    process.exit(0);
  }, 5_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
