// Lists the operator values in app/config/site.ts that are still placeholders, one line each. `npm run check:launch` exits 1 while anything is missing; the
// build calls it with --report, which prints the same list and never fails the build.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Loads the TypeScript modules through Vite (the "~" alias and TS need its transform). @param {string} id @returns {Promise<any>} */
async function load(id) {
  const { module } = await runnerImport(id, { configFile: false, root, resolve: { tsconfigPaths: true }, logLevel: "silent" });
  return module;
}

/**
 * @param {{ report?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<number>} the exit code
 */
export async function checkLaunch({ report = false, log = console.log } = {}) {
  const [{ site }, { launchReport, missingLaunchValues }] = await Promise.all([
    load("/app/config/site.ts"),
    load("/app/config/launch-check.ts"),
  ]);
  const missing = missingLaunchValues(site);
  if (missing.length === 0) {
    log("check:launch: every operator value is set.");
    return 0;
  }
  log(`check:launch: ${missing.length} value(s) in app/config/site.ts still to fill in before going live:`);
  for (const line of launchReport(missing)) log(`  ${line}`);
  return report ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await checkLaunch({ report: process.argv.includes("--report") });
}
