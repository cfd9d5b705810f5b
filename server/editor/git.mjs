// The project's Git repository as the editor mode's store (docs/decisions/0033, 0038): every
// publication, revision and withdrawal is a commit of its files with the editor as its author, pushed
// to a configured remote and branch so a host's CI builds the same change. Git is run as a program (no
// library), always with the paths after "--", so no file name can be read as an option; a call that
// fails or cannot even start is an answer, never a throw.
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";

/**
 * @typedef {{ ok: true, stdout: string } | { ok: false, message: string }} GitResult
 * @typedef {{ name: string, email: string }} Identity  who a commit names as its author (and committer)
 * @typedef {{ commit: string, author: string, email: string, at: string, subject: string }} LogEntry
 */

/**
 * Parses "Name <mail>" (EDITOR_GIT_AUTHOR), or null when it is not of that form.
 * @param {string} text
 * @returns {Identity | null}
 */
export function parseIdentity(text) {
  const match = /^\s*([^<>\n]+?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(text);
  return match ? { name: /** @type {string} */ (match[1]), email: /** @type {string} */ (match[2]) } : null;
}

/**
 * @param {{ dir: string, remote?: string, branch?: string, env?: NodeJS.ProcessEnv }} options
 *   dir: a folder inside the repository (the article folder)
 */
export function createGit({ dir, remote, branch, env = process.env }) {
  /**
   * Runs Git; a failure (or arguments Node refuses, such as a NUL) is `ok: false` with Git's last lines.
   * @param {string[]} args
   * @param {{ author?: Identity, input?: string | Buffer, extraEnv?: NodeJS.ProcessEnv }} [options]
   * @returns {Promise<GitResult>}
   */
  const git = (args, options = {}) =>
    run(args, options).then((result) => (result.ok ? { ok: true, stdout: result.stdout.toString("utf8") } : result));

  /**
   * @param {string[]} args
   * @param {{ author?: Identity, input?: string | Buffer, extraEnv?: NodeJS.ProcessEnv }} [options]
   * @returns {Promise<{ ok: true, stdout: Buffer } | { ok: false, message: string }>} stdout as bytes (what `cat-file --batch` counts)
   */
  const run = (args, { author, input, extraEnv = {} } = {}) =>
    new Promise((resolve) => {
      const who = author
        ? {
            GIT_AUTHOR_NAME: author.name,
            GIT_AUTHOR_EMAIL: author.email,
            GIT_COMMITTER_NAME: author.name,
            GIT_COMMITTER_EMAIL: author.email,
          }
        : {};
      try {
        const child = execFile(
          "git",
          ["-c", "core.quotepath=off", ...args],
          {
            cwd: dir,
            env: { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C", ...who, ...extraEnv },
            maxBuffer: 64 * 1024 * 1024,
            timeout: 60_000,
            encoding: "buffer",
          },
          (error, stdout, stderr) => {
            const said = stderr.toString("utf8");
            if (error) resolve({ ok: false, message: (said || error.message).trim().split("\n").slice(-3).join(" ") });
            else resolve({ ok: true, stdout });
          },
        );
        if (input !== undefined) child.stdin?.end(input);
      } catch (error) {
        resolve({ ok: false, message: error instanceof Error ? error.message : String(error) });
      }
    });

  return {
    run: git,
    runBytes: run,
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
     * The one way the editor mode commits to the checked-out branch: exactly these files as they are
     * on disk now (added, changed or deleted; an article with its photos, or a data file), whatever
     * else is staged, with `author` as author and committer (else Git's own configuration). Whatever
     * happens — Git refuses, the message holds a character Node will not pass on — the index of these
     * files is reset to HEAD, so a failure leaves nothing staged. Returns the new commit's id.
     * @param {readonly string[]} files absolute paths
     * @param {string} message
     * @param {Identity} [author]
     * @returns {Promise<GitResult>}
     */
    async commitFiles(files, message, author) {
      let done = false;
      try {
        const added = await git(["add", "--all", "--", ...files]);
        if (!added.ok) return added;
        const committed = await git(["commit", "--quiet", "--no-verify", "-m", message, "--only", "--", ...files], {
          ...(author ? { author } : {}),
        });
        if (!committed.ok) return committed;
        done = true;
        const head = await git(["rev-parse", "HEAD"]);
        return head.ok ? { ok: true, stdout: head.stdout.trim() } : head;
      } finally {
        if (!done) await git(["reset", "--quiet", "--", ...files]);
      }
    },
    /**
     * The newest commits that touched the folder, newest first.
     * @param {number} limit
     * @returns {Promise<LogEntry[]>}
     */
    async log(limit) {
      const result = await git(["log", `-n${limit}`, "--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1e", "--", "."]);
      if (!result.ok) return [];
      return result.stdout
        .split("\x1e")
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const [commit = "", author = "", email = "", at = "", subject = ""] = line.split("\x1f");
          return { commit, author, email, at, subject };
        });
    },
    /**
     * A branch the checkout never has checked out (the shared drafts, docs/decisions/0039): its files,
     * read without touching the working tree or the index.
     * @param {string} ref e.g. "refs/heads/redaktion-entwuerfe"
     * @returns {Promise<{ commit: string | null, files: Map<string, Buffer> }>}
     */
    async readBranch(ref) {
      const head = await git(["rev-parse", "--verify", "--quiet", ref]);
      const commit = head.ok ? head.stdout.trim() : null;
      /** @type {Map<string, Buffer>} */
      const files = new Map();
      if (!commit) return { commit, files };
      const tree = await git(["ls-tree", "--full-tree", "-z", commit]);
      if (!tree.ok) throw new Error(tree.message);
      const entries = tree.stdout
        .split("\0")
        .filter(Boolean)
        .map((line) => {
          const [meta = "", name = ""] = line.split("\t");
          return { id: meta.split(" ")[2] ?? "", type: meta.split(" ")[1], name };
        })
        .filter((entry) => entry.type === "blob");
      if (entries.length === 0) return { commit, files };
      const batch = await run(["cat-file", "--batch"], { input: `${entries.map((entry) => entry.id).join("\n")}\n` });
      if (!batch.ok) throw new Error(batch.message);
      let at = 0;
      for (const entry of entries) {
        const end = batch.stdout.indexOf(10, at);
        const size = Number(batch.stdout.subarray(at, end).toString("latin1").split(" ")[2]);
        files.set(entry.name, batch.stdout.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
      }
      return { commit, files };
    },
    /**
     * Commits files to a branch the checkout never has checked out, with a temporary index of its own
     * (the checkout's working tree and index are never touched), and moves the branch only if it is
     * still at `parent` (a compare-and-swap: null means the branch must not exist yet).
     * @param {string} ref
     * @param {string | null} parent
     * @param {readonly { name: string, text: string | Buffer | null }[]} files text null: the file goes (a Buffer: bytes)
     * @param {string} message
     * @param {Identity} [author]
     * @returns {Promise<GitResult>} the new commit's id
     */
    async writeBranch(ref, parent, files, message, author) {
      const gitDir = await git(["rev-parse", "--absolute-git-dir"]);
      if (!gitDir.ok) return gitDir;
      const index = path.join(gitDir.stdout.trim(), `redaktion-${process.pid}-${Date.now()}.index`);
      const extraEnv = { GIT_INDEX_FILE: index };
      try {
        const read = await git(parent ? ["read-tree", parent] : ["read-tree", "--empty"], { extraEnv });
        if (!read.ok) return read;
        for (const file of files) {
          if (file.text === null) {
            // By its path from the tree's root (mode 0 removes it): the commands run in the articles' folder, and
            // `--force-remove` would read the name relative to it.
            const removed = await git(["update-index", "--index-info"], {
              extraEnv,
              input: `0 ${"0".repeat(40)}\t${file.name}\n`,
            });
            if (!removed.ok) return removed;
            continue;
          }
          const blob = await git(["hash-object", "-w", "--stdin"], { input: file.text });
          if (!blob.ok) return blob;
          const added = await git(["update-index", "--add", "--cacheinfo", `100644,${blob.stdout.trim()},${file.name}`], {
            extraEnv,
          });
          if (!added.ok) return added;
        }
        const tree = await git(["write-tree"], { extraEnv });
        if (!tree.ok) return tree;
        const commit = await git(["commit-tree", tree.stdout.trim(), ...(parent ? ["-p", parent] : []), "-m", message], {
          ...(author ? { author } : {}),
        });
        if (!commit.ok) return commit;
        const id = commit.stdout.trim();
        const moved = await git(["update-ref", ref, id, parent ?? "0".repeat(40)]);
        return moved.ok ? { ok: true, stdout: id } : moved;
      } finally {
        await rm(index, { force: true });
      }
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
