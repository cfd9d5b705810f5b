// A real repository for the editor mode's unit tests: one committed article under app/content/articles, on main.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * Makes the repository in a new temporary folder; `run` runs Git in it and returns its output, trimmed.
 * @param {string} prefix the temporary folder's name starts with it
 */
export async function articleRepository(prefix) {
  const repo = await mkdtemp(path.join(os.tmpdir(), prefix));
  const run = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  const articles = path.join(repo, "app/content/articles");
  await mkdir(articles, { recursive: true });
  await writeFile(path.join(articles, "alt.md"), "alt\n");
  run("init", "--quiet", "--initial-branch=main");
  run("add", ".");
  run("-c", "user.name=T", "-c", "user.email=t@example.at", "commit", "--quiet", "-m", "start");
  return { repo, articles, run };
}
