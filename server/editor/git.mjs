// The project's Git repository as the editor mode's store (docs/decisions/0033): every publication,
// revision and withdrawal is a commit of one article file, pushed to a configured remote and branch
// so a host's CI builds the same change. Git is run as a program (no library), always with the
// paths after "--", so no file name can be read as an option.
import { execFile } from "node:child_process";
import path from "node:path";

/**
 * @typedef {{ ok: true, stdout: string } | { ok: false, message: string }} GitResult
 */

/**
 * @param {{ dir: string, remote?: string, branch?: string, author?: string, env?: NodeJS.ProcessEnv }} options
 *   dir: a folder inside the repository (the article folder); author: "Name <mail>" who commits
 *   (else Git's own configuration)
 */
export function createGit({ dir, remote, branch, author, env = process.env }) {
  const identity = author ? /^\s*(.+?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(author) : null;
  if (author && !identity) throw new Error(`EDITOR_GIT_AUTHOR muss „Name <E-Mail>“ lauten, nicht ${JSON.stringify(author)}.`);
  const who = identity ? ["-c", `user.name=${identity[1]}`, "-c", `user.email=${identity[2]}`] : [];
  /**
   * @param {string[]} args
   * @returns {Promise<GitResult>}
   */
  const git = (args) =>
    new Promise((resolve) => {
      execFile(
        "git",
        ["-c", "core.quotepath=off", ...who, ...args],
        { cwd: dir, env: { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" }, maxBuffer: 4 * 1024 * 1024, timeout: 60_000 },
        (error, stdout, stderr) => {
          if (error) resolve({ ok: false, message: (stderr || error.message).trim().split("\n").slice(-3).join(" ") });
          else resolve({ ok: true, stdout });
        },
      );
    });

  return {
    /** The repository's top folder, or null when the folder is in none. */
    async root() {
      const result = await git(["rev-parse", "--show-toplevel"]);
      return result.ok ? result.stdout.trim() : null;
    },
    /** The commit checked out now, or null outside a repository. */
    async head() {
      const result = await git(["rev-parse", "--verify", "--quiet", "HEAD"]);
      return result.ok ? result.stdout.trim() : null;
    },
    /**
     * The file as the commit checked out holds it, or null when it holds none.
     * @param {string} file absolute path inside `dir`
     */
    async committedText(file) {
      const result = await git(["show", `HEAD:./${path.relative(dir, file).split(path.sep).join("/")}`]);
      return result.ok ? result.stdout : null;
    },
    /**
     * Whether the file has changes Git has not committed (modified, staged, deleted or untracked):
     * someone else's work, which a publication must not commit along or overwrite.
     * @param {string} file absolute path
     */
    async uncommitted(file) {
      const result = await git(["status", "--porcelain", "--untracked-files=all", "--", file]);
      if (!result.ok) throw new Error(result.message);
      return result.stdout.trim() !== "";
    },
    /**
     * Commits exactly this file as it is on disk now (added, changed or deleted), whatever else is
     * staged. Returns the new commit's id.
     * @param {string} file absolute path
     * @param {string} message
     * @returns {Promise<GitResult>}
     */
    async commitFile(file, message) {
      const added = await git(["add", "--all", "--", file]);
      if (!added.ok) return added;
      const committed = await git(["commit", "--quiet", "--no-verify", "-m", message, "--only", "--", file]);
      if (!committed.ok) {
        await git(["reset", "--quiet", "--", file]);
        return committed;
      }
      const head = await git(["rev-parse", "HEAD"]);
      return head.ok ? { ok: true, stdout: head.stdout.trim() } : head;
    },
    /** Whether pushing is configured. */
    pushes: Boolean(remote && branch),
    /**
     * Pushes HEAD to the configured remote and branch.
     * @returns {Promise<GitResult>}
     */
    async push() {
      if (!remote || !branch) return { ok: true, stdout: "" };
      return git(["push", "--quiet", remote, `HEAD:refs/heads/${branch}`]);
    },
    /** @param {string} file @returns {string} the file's path as Git shows it, relative to the repository */
    relative(file) {
      return path.relative(dir, file);
    },
  };
}
