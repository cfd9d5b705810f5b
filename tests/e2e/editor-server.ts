// The editor mode (`npm run hub`) on a temporary copy of the project for end-to-end tests: the article
// folder in a Git repository of its own (and, when asked, a bare repository as its remote), the build
// of this checkout, and scripts/editor.mjs started on it with the environment a test gives.
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { spawnEditorMode } from "../../scripts/editor/spawn.mjs";
import { expect } from "./fixtures";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export type EditorServer = {
  origin: string;
  /** The copy's root: the repository. */
  work: string;
  articles: string;
  /** The bare remote, when the test asked for one. */
  remote: string | null;
  git: (...args: string[]) => string;
  stop: () => Promise<void>;
};

/**
 * Starts the editor mode on a fresh copy and waits until it answers. `env` is added to the server's
 * environment (keys, editors' file, clock file …); `remote` adds a bare repository as its remote.
 */
export async function startEditorServer({
  port,
  env,
  remote = false,
}: {
  port: number;
  env: (work: string) => Record<string, string> | Promise<Record<string, string>>;
  remote?: boolean;
}): Promise<EditorServer> {
  const work = await mkdtemp(path.join(os.tmpdir(), "redaktion-"));
  const articles = path.join(work, "app/content/articles");
  const bare = remote ? `${work}-remote.git` : null;
  await mkdir(path.dirname(articles), { recursive: true });
  await cp(path.join(projectRoot, "app/content/articles"), articles, { recursive: true });
  // The build of this checkout, as `npm test` made it before the end-to-end tests.
  await cp(path.join(projectRoot, "build"), path.join(work, "build"), { recursive: true });
  await symlink(path.join(projectRoot, "node_modules"), path.join(work, "node_modules"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work, encoding: "utf8" }).trim();
  git("init", "--quiet", "--initial-branch=main");
  git("add", "app");
  git("-c", "user.name=Test", "-c", "user.email=test@example.at", "commit", "--quiet", "-m", "Articles");
  if (bare) execFileSync("git", ["init", "--quiet", "--bare", bare]);
  const extra = await env(work);
  const server = spawnEditorMode({
    projectRoot,
    port,
    articlesDir: articles,
    buildDir: path.join(work, "build"),
    env: { ...(bare ? { EDITOR_GIT_REMOTE: bare, EDITOR_GIT_BRANCH: "main" } : {}), ...extra },
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/ai-content/redaktionsmodus.json`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  return {
    origin,
    work,
    articles,
    remote: bare,
    git,
    stop: async () => {
      server.kill();
      await Promise.all([
        rm(work, { recursive: true, force: true }),
        rm(`${work}-redaktion.json`, { force: true }),
        bare ? rm(bare, { recursive: true, force: true }) : null,
      ]);
    },
  };
}

/** Writes the editors' file (docs/decisions/0038) beside the copy, outside its repository. */
export async function writeEditorsFile(work: string, data: unknown): Promise<string> {
  const file = `${work}-redaktion.json`;
  await writeFile(file, JSON.stringify(data));
  return file;
}
