// A port nobody listens on now, chosen by the system: for servers the tests start, so a port another process holds
// (a server left running, another test's server) cannot break a run.
import { createServer } from "node:net";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
