// Serves one directory with the production server (server/app.mjs) on loopback, in its own process
// so load tests and Lighthouse never share an event loop with it. Prints {"port":N} once listening.
// Usage: node scripts/measure/serve.mjs <root> [port]   (port 0 or omitted: any free port)
import { createServer } from "../../server/app.mjs";

const [root, portArg = "0"] = process.argv.slice(2);
if (!root) {
  console.error("usage: node scripts/measure/serve.mjs <root> [port]");
  process.exit(2);
}
const server = createServer({ root });
try {
  await server.ready;
} catch (error) {
  console.error(`serve: ${root}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
server.listen(Number(portArg), "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(JSON.stringify({ port: typeof address === "object" && address ? address.port : null }) + "\n");
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// The parent holds our stdin open; when it goes away (even killed outright), so do we.
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
