import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { firstMentions, lastTextChange, parseTextChanges, readContentHistory } from "./history.server";

const article = (day: string, body: string) =>
  `---\ntitle: "Test"\ndatePublished: 2026-11-01\ndateModified: ${day}\n---\n\n${body}\n`;

let root: string;
const git = (cwd: string, args: string[], date?: string) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Eva Redaktion",
      GIT_AUTHOR_EMAIL: "eva@example.at",
      GIT_COMMITTER_NAME: "Eva Redaktion",
      GIT_COMMITTER_EMAIL: "eva@example.at",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const commit = (message: string, date: string) => {
  git(root, ["add", "-A"]);
  git(root, ["commit", "-q", "-m", message], date);
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-history-"));
  git(root, ["init", "-q", "-b", "main"]);
  write("app/content/articles/a.md", article("2026-11-01", "Erster Text."));
  write("app/content/facts/series/pin-for-love.yaml", "key: pin-for-love\n");
  write("README.md", "not content\n");
  commit('Publish article "Test" (/ratgeber/a)', "2026-11-01T10:00:00+01:00");
  write("app/content/articles/a.md", article("2026-11-10", "Zweiter Text."));
  commit('Revise article "Test" (/ratgeber/a)', "2026-11-10T23:30:00Z");
  // Only the day changes: not a revision of the text.
  write("app/content/articles/a.md", article("2026-11-20", "Zweiter Text."));
  commit("Re-date", "2026-11-20T09:00:00+01:00");
  // A fact's re-confirmation rewrites the article's Stand marker: the fact's change, not the article's.
  write("app/content/articles/a.md", article("2026-11-25", "Zweiter Text (Stand neu)."));
  write("app/content/facts/market.yaml", "- id: price\n");
  commit('Re-confirm fact "price" with Kurier, 2026-11-24 (https://kurier.at/x)', "2026-11-25T09:00:00+01:00");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("readContentHistory", () => {
  it("lists the commits touching content, newest first, with the files and their changes", () => {
    const history = readContentHistory(root);
    expect(history.state).toBe("complete");
    expect(history.pending).toEqual([]);
    expect(history.commits.map((entry) => entry.subject)).toEqual([
      'Re-confirm fact "price" with Kurier, 2026-11-24 (https://kurier.at/x)',
      "Re-date",
      'Revise article "Test" (/ratgeber/a)',
      'Publish article "Test" (/ratgeber/a)',
    ]);
    expect(history.commits.at(-1)!.files.map((file) => `${file.status} ${file.path}`)).toEqual([
      "added app/content/articles/a.md",
      "added app/content/facts/series/pin-for-love.yaml",
    ]);
    expect(history.commits[0]!.author).toBe("Eva Redaktion");
    expect(history.commits[1]!.files).toEqual([{ status: "modified", path: "app/content/articles/a.md", textChanged: false }]);
  });

  it("dates an article by the last change of its own text, in Vienna", () => {
    // 23:30 UTC on 10 November is already the 11th in Vienna; the re-dating and the fact's marker do not count.
    expect(lastTextChange(readContentHistory(root), "app/content/articles/a.md")).toBe("2026-11-11");
    expect(lastTextChange(readContentHistory(root), "app/content/articles/unknown.md")).toBeUndefined();
  });

  it("finds when a series' key first appeared in the content", () => {
    expect(firstMentions(["pin-for-love", "never-there"], root)).toEqual({ "pin-for-love": "2026-11-01T10:00:00+01:00" });
  });

  it("counts what the working tree changes as pending, and then leaves the day to the file", () => {
    write("app/content/articles/a.md", article("2026-12-01", "Dritter Text."));
    write("app/content/articles/b.md", article("2026-12-01", "Neu."));
    try {
      const history = readContentHistory(root);
      expect(history.pending).toEqual([
        { status: "modified", path: "app/content/articles/a.md", textChanged: true },
        { status: "added", path: "app/content/articles/b.md" },
      ]);
      expect(lastTextChange(history, "app/content/articles/a.md")).toBeUndefined();
    } finally {
      git(root, ["checkout", "-q", "--", "app/content/articles/a.md"]);
      rmSync(path.join(root, "app/content/articles/b.md"));
    }
  });

  it("reads a shallow clone as partial, without the cut that looks as if it added every file", () => {
    const clone = mkdtempSync(path.join(tmpdir(), "content-history-shallow-"));
    try {
      git(tmpdir(), ["clone", "-q", "--depth", "2", `file://${root}`, clone]);
      const history = readContentHistory(clone);
      expect(history.state).toBe("partial");
      expect(history.reason).toBe("shallow");
      expect(history.commits.map((entry) => entry.subject)).toEqual([
        'Re-confirm fact "price" with Kurier, 2026-11-24 (https://kurier.at/x)',
      ]);
      expect(lastTextChange(history, "app/content/articles/a.md")).toBeUndefined();
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it("says the history is unavailable outside a repository, without throwing", () => {
    const bare = mkdtempSync(path.join(tmpdir(), "content-history-none-"));
    try {
      const history = readContentHistory(bare);
      expect(history).toEqual({ state: "unavailable", reason: "no-repository", commits: [], pending: [] });
      expect(lastTextChange(history, "app/content/articles/a.md")).toBeUndefined();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe("parseTextChanges", () => {
  it("ignores the dateModified line and the diff headers", () => {
    const output = [
      "\x1eabc\x1f2026-11-01T00:00:00Z\x1fEva\x1fRe-date",
      "diff --git a/app/content/articles/a.md b/app/content/articles/a.md",
      "--- a/app/content/articles/a.md",
      "+++ b/app/content/articles/a.md",
      "@@ -4 +4 @@",
      "-dateModified: 2026-11-01",
      "+dateModified: 2026-11-02",
      "\x1edef\x1f2026-11-03T00:00:00Z\x1fEva\x1fEdit",
      "diff --git a/app/content/articles/b.md b/app/content/articles/b.md",
      "--- a/app/content/articles/b.md",
      "+++ b/app/content/articles/b.md",
      "@@ -7 +7 @@",
      "-Alt.",
      "+Neu.",
    ].join("\n");
    const changes = parseTextChanges(output);
    expect(changes.get("abc")).toBeUndefined();
    expect([...changes.get("def")!]).toEqual(["app/content/articles/b.md"]);
  });
});
