// `node server/index.mjs` as a process: PORT/HOST from the environment, clean exit on signals.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeFixture, request } from "../tests/support/server-fixture.mjs";

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "index.mjs");

/** @type {Awaited<ReturnType<typeof makeFixture>>} */
let fixture;
beforeAll(async () => {
  fixture = await makeFixture();
});
afterAll(async () => {
  await fixture?.cleanup();
});

/** @param {Record<string, string>} env */
function start(env) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, SITE_ROOT: fixture.root, HOST: "127.0.0.1", PORT: "0", QUIET: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 10_000);
    child.stdout.on("data", () => {
      const match = /http:\/\/([\d.]+):(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[2]));
      }
    });
    child.on("exit", () => {
      clearTimeout(timer);
      reject(new Error(`exited: ${output}`));
    });
  });
  return { child, listening, exited, output: () => output };
}

describe("server process", () => {
  it.each(["SIGTERM", "SIGINT"])(
    "listens on PORT/HOST and exits with 0 soon after %s, even with an idle keep-alive connection",
    async (signal) => {
      const proc = start({});
      const port = /** @type {number} */ (await proc.listening);
      expect((await request(port, "/robots.txt")).status).toBe(200);

      // A browser-like idle keep-alive connection must not hold the shutdown up.
      const agent = new http.Agent({ keepAlive: true });
      await new Promise((resolve, reject) => {
        http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => res.resume().on("end", resolve)).on("error", reject);
      });

      proc.child.kill(/** @type {NodeJS.Signals} */ (signal));
      const { code } = /** @type {{ code: number }} */ (await proc.exited);
      agent.destroy();
      expect(code).toBe(0);
      expect(proc.output()).toContain(`${signal}: Server wird beendet`);
      // Closed when the server closed, not by the fallback that ends requests still open after 5 s.
      expect(proc.output()).not.toContain("nach 5 s abgebrochen");
    },
  );

  it("refuses an invalid PORT, CACHE_MB or HSTS with a message that names the variable and exit code 1", async () => {
    const proc = start({ PORT: "achtzig" });
    await expect(proc.listening).rejects.toThrow(/PORT="achtzig" — erwartet: eine ganze Zahl von 0 bis 65535/);
    expect(/** @type {{ code: number }} */ (await proc.exited).code).toBe(1);
    const cache = start({ CACHE_MB: "viel" });
    await expect(cache.listening).rejects.toThrow(/CACHE_MB="viel" — erwartet: eine ganze Zahl von 0 bis 65536/);
    expect(/** @type {{ code: number }} */ (await cache.exited).code).toBe(1);
    const hsts = start({ HSTS: "ja" });
    await expect(hsts.listening).rejects.toThrow(/HSTS="ja" — erwartet: 1 \(immer\) oder 0 \(nie\)/);
    expect(/** @type {{ code: number }} */ (await hsts.exited).code).toBe(1);
  });

  it("says how much memory it keeps for hot files (CACHE_MB)", async () => {
    const proc = start({ CACHE_MB: "8" });
    const port = /** @type {number} */ (await proc.listening);
    expect((await request(port, "/")).status).toBe(200);
    expect(proc.output()).toMatch(/\(\d+ Dateien, die meistgefragten bis 8 MB im Speicher\)/);
    proc.child.kill("SIGTERM");
    await proc.exited;
  });

  it("says what to do when there is no build", async () => {
    const proc = start({ SITE_ROOT: path.join(fixture.dir, "gibt-es-nicht") });
    await expect(proc.listening).rejects.toThrow(/npm run build/);
    expect(/** @type {{ code: number }} */ (await proc.exited).code).toBe(1);
  });

  it("reports a port in use instead of crashing with a stack trace", async () => {
    const first = start({});
    const port = /** @type {number} */ (await first.listening);
    const second = start({ PORT: String(port) });
    await expect(second.listening).rejects.toThrow(/Port \d+ ist bereits belegt/);
    expect(/** @type {{ code: number }} */ (await second.exited).code).toBe(1);
    first.child.kill("SIGTERM");
    await first.exited;
  });
});
