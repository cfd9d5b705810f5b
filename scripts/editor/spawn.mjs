// Starts the editor mode (scripts/editor.mjs) as a process of its own on a copy of the project's
// articles and build, as the bench and the end-to-end tests do: on 127.0.0.1, quiet, with the
// environment the caller adds (keys, editors, remote, clock).
import { execFileSync, spawn } from "node:child_process";
import { cp, mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * Copies every file of the project Git would track (committed or not, ignored ones left out) into `work`: a
 * copy the editor mode can run from, commit to and build in (docs/decisions/0050).
 * @param {string} projectRoot
 * @param {string} work
 */
export async function copyProject(projectRoot, work) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    await mkdir(path.dirname(path.join(work, file)), { recursive: true });
    // A file deleted but not yet committed is listed and missing: it is left out.
    await cp(path.join(projectRoot, file), path.join(work, file)).catch(() => {});
  }
}

/**
 * V8's young generation semi-space of the editor mode's processes, in MB: package.json's `start` and
 * `hub` set the same (docs/decisions/0055).
 */
export const SEMI_SPACE_MB = 4;

/**
 * @param {{
 *   projectRoot: string, port: number, articlesDir: string, buildDir: string,
 *   env?: Record<string, string>, stdio?: import("node:child_process").StdioOptions,
 * }} options
 */
export function spawnEditorMode({
  projectRoot,
  port,
  articlesDir,
  buildDir,
  env = {},
  stdio = ["ignore", "inherit", "inherit"],
}) {
  // As `npm run hub` starts it (package.json): a small young generation keeps its memory flat
  // across publications (docs/decisions/0055).
  return spawn(process.execPath, [`--max-semi-space-size=${SEMI_SPACE_MB}`, path.join(projectRoot, "scripts/editor.mjs")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      QUIET: "1",
      ARTICLES_DIR: articlesDir,
      BUILD_DIR: buildDir,
      ...env,
    },
    stdio,
  });
}
