import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

import { shippedMissingPaths } from "../app/config/launch-check.fixtures.ts";

const run = promisify(execFile);
const script = fileURLToPath(new URL("./check-launch.mjs", import.meta.url));
const root = fileURLToPath(new URL("..", import.meta.url));

/** Runs the real command and returns its exit code and output. */
async function checkLaunch(/** @type {string[]} */ args) {
  try {
    const { stdout } = await run(process.execPath, [script, ...args], { cwd: root });
    return { code: 0, stdout };
  } catch (error) {
    const failed = /** @type {{ code: number, stdout: string }} */ (error);
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe("npm run check:launch", () => {
  it("is the package script that runs this file", async () => {
    const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));
    expect(pkg.scripts["check:launch"]).toBe("node scripts/check-launch.mjs");
    // The build (scripts/build.mjs) ends with the report, cold or warm.
    expect(pkg.scripts.build).toBe("node scripts/build.mjs");
    expect(await readFile(new URL("./build.mjs", import.meta.url), "utf8")).toContain('["scripts/check-launch.mjs", "--report"]');
  });

  it("exits non-zero and lists every missing operator value", async () => {
    const { code, stdout } = await checkLaunch([]);
    expect(code).toBe(1);
    for (const path of shippedMissingPaths) expect(stdout).toMatch(new RegExp(`^  missing: ${path.replace(".", "\\.")} = `, "m"));
    expect(stdout.match(/^ {2}missing: /gm)).toHaveLength(shippedMissingPaths.length);
  }, 30_000);

  it("only reports, with exit code 0, when the build calls it with --report", async () => {
    const { code, stdout } = await checkLaunch(["--report"]);
    expect(code).toBe(0);
    expect(stdout).toContain("still to fill in before going live");
  }, 30_000);
});
