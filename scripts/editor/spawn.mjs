// Starts the editor mode (scripts/editor.mjs) as a process of its own on a copy of the project's
// articles and build, as the bench and the end-to-end tests do: on 127.0.0.1, quiet, with the
// environment the caller adds (keys, editors, remote, clock).
import { spawn } from "node:child_process";
import path from "node:path";

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
  return spawn(process.execPath, [path.join(projectRoot, "scripts/editor.mjs")], {
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
