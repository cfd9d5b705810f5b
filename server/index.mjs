// `npm start`: serves the prerendered build on PORT (3000) / HOST (0.0.0.0).
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createServer } from "./app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const quiet = process.env.QUIET === "1";

const server = createServer({
  root,
  hsts: process.env.HSTS === "1",
  log: quiet ? () => {} : (line) => console.log(line),
});

server.listen(port, host, () => {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Labubu Sammler AT läuft auf http://${shown}:${port}`);
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: server wird beendet`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Give in-flight requests a moment, then stop regardless.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
