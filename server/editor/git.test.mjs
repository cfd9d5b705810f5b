// Git as the editor mode's store, on a real temporary repository with a bare one as its remote.
import { execFileSync } from "node:child_process";
import { mkdtemp, mkdir, rm, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createGit, parseIdentity } from "./git.mjs";

let repo = "";
let remote = "";
let articles = "";
const run = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();

beforeEach(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), "git-store-"));
  remote = `${repo}-remote.git`;
  articles = path.join(repo, "app/content/articles");
  await mkdir(articles, { recursive: true });
  await writeFile(path.join(articles, "alt.md"), "alt\n");
  await writeFile(path.join(repo, "README.md"), "Projekt\n");
  run("init", "--quiet", "--initial-branch=main");
  run("add", ".");
  run("-c", "user.name=T", "-c", "user.email=t@example.at", "commit", "--quiet", "-m", "start");
  execFileSync("git", ["init", "--quiet", "--bare", remote]);
});
afterEach(async () => {
  await Promise.all([rm(repo, { recursive: true, force: true }), rm(remote, { recursive: true, force: true })]);
});

describe("createGit", () => {
  const author = { name: "Redaktion", email: "redaktion@example.at" };

  it("commits exactly the article file, whatever else is staged, and pushes to the configured branch", async () => {
    const git = createGit({ dir: articles, remote, branch: "main" });
    expect(await git.root()).toBe(await import("node:fs/promises").then((fs) => fs.realpath(repo)));
    // Someone else's work in progress, staged: it stays out of the commit.
    await writeFile(path.join(repo, "README.md"), "Projekt, geändert\n");
    run("add", "README.md");
    const file = path.join(articles, "neu.md");
    await writeFile(file, "neu\n");
    const committed = await git.commitFiles([file], 'Publish article "Neu" (/ratgeber/neu)', author);
    expect(committed.ok).toBe(true);
    expect(run("show", "--name-only", "--format=%s|%an <%ae>", "HEAD").split("\n")).toEqual([
      'Publish article "Neu" (/ratgeber/neu)|Redaktion <redaktion@example.at>',
      "",
      "app/content/articles/neu.md",
    ]);
    expect(run("status", "--porcelain")).toBe("M  README.md");
    expect((await git.push()).ok).toBe(true);
    expect(execFileSync("git", ["--git-dir", remote, "log", "--format=%s", "main"], { encoding: "utf8" })).toContain(
      "Publish article",
    );
  });

  it("commits a deletion, and sees changes Git has not committed", async () => {
    const git = createGit({ dir: articles });
    const file = path.join(articles, "alt.md");
    expect(await git.uncommitted(file)).toBe(false);
    await writeFile(file, "geändert\n");
    expect(await git.uncommitted(file)).toBe(true);
    run("checkout", "--", "app/content/articles/alt.md");
    await writeFile(path.join(articles, "fremd.md"), "unversioniert\n");
    expect(await git.uncommitted(path.join(articles, "fremd.md"))).toBe(true);
    await unlink(file);
    expect((await git.commitFiles([file], "Withdraw article", author)).ok).toBe(true);
    expect(run("show", "--name-status", "--format=%s", "HEAD").split("\n")).toEqual([
      "Withdraw article",
      "",
      "D\tapp/content/articles/alt.md",
    ]);
  });

  it("reports a failed push and a folder outside any repository", async () => {
    const git = createGit({ dir: articles, remote: path.join(repo, "gibt-es-nicht.git"), branch: "main" });
    const pushed = await git.push();
    expect(pushed.ok).toBe(false);
    const outside = await mkdtemp(path.join(os.tmpdir(), "kein-repo-"));
    try {
      expect(await createGit({ dir: outside }).root()).toBeNull();
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
    expect(parseIdentity("nur ein Name")).toBeNull();
    expect(parseIdentity(" Anna Berger <anna@example.at> ")).toEqual({ name: "Anna Berger", email: "anna@example.at" });
  });

  it("commits several files as one (an article with its photo), and a commit that fails or cannot start leaves nothing staged", async () => {
    const git = createGit({ dir: articles });
    const article = path.join(articles, "neu.md");
    const photo = path.join(articles, "neu.avif");
    await writeFile(article, "neu\n");
    await writeFile(photo, "bild");
    expect((await git.commitFiles([article, photo], "Publish article", author)).ok).toBe(true);
    expect(run("show", "--name-only", "--format=%an", "HEAD").split("\n")).toEqual([
      "Redaktion",
      "",
      "app/content/articles/neu.avif",
      "app/content/articles/neu.md",
    ]);
    // A NUL in the message: Node refuses to start Git; the file is not left staged.
    await writeFile(article, "geändert\n");
    const refused = await git.commitFiles([article], "Revise article \u0000", author);
    expect(refused.ok).toBe(false);
    expect(run("status", "--porcelain", "--", "app")).toBe("M app/content/articles/neu.md");
    // Git itself refuses (a hook-free failure: an identity Git does not take).
    const failed = await git.commitFiles([article], "Revise article", { name: "", email: "" });
    expect(failed.ok).toBe(false);
    expect(run("status", "--porcelain", "--", "app")).toBe("M app/content/articles/neu.md");
  });

  it("writes and removes files on a branch the checkout never has, by their path from the branch's root", async () => {
    // The commands run in the articles' folder, below the repository's root.
    const git = createGit({ dir: articles });
    const ref = "refs/heads/redaktion-test";
    const first = await git.writeBranch(
      ref,
      null,
      [
        { name: "a.json", text: "{}\n" },
        { name: "b.json", text: "[]\n" },
      ],
      "add",
      author,
    );
    if (!first.ok) throw new Error(first.message);
    const second = await git.writeBranch(ref, first.stdout, [{ name: "a.json", text: null }], "remove", author);
    expect(second.ok).toBe(true);
    expect([...(await git.readBranch(ref)).files.keys()]).toEqual(["b.json"]);
    // Only from the commit it read: a write based on an older one is refused.
    expect((await git.writeBranch(ref, first.stdout, [{ name: "c.json", text: "1\n" }], "stale", author)).ok).toBe(false);
    expect(run("status", "--porcelain")).toBe("");
    expect(run("log", "--format=%s", "main")).toBe("start");
  });

  it("lists the folder's commits with their authors, newest first", async () => {
    const git = createGit({ dir: articles });
    await writeFile(path.join(articles, "neu.md"), "neu\n");
    await git.commitFiles([path.join(articles, "neu.md")], 'Publish article "Neu" (/ratgeber/neu)', author);
    const [newest] = await git.log(5);
    expect(newest).toMatchObject({
      author: "Redaktion",
      email: "redaktion@example.at",
      subject: 'Publish article "Neu" (/ratgeber/neu)',
    });
  });
});
