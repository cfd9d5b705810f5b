// Node only (the build): the content's Git history, read once per build with three Git commands. Relative
// imports only, so the article folder's reader (load.server.ts, loaded by the route config) may use it too.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The folders whose history is the newsroom's record: the articles and what the site knows. */
export const CONTENT_PATHS = ["app/content/articles", "app/content/facts"] as const;

export type FileChange = {
  status: "added" | "modified" | "deleted";
  /** Relative to the repository's top folder. */
  path: string;
  /**
   * For a modified article: whether a line other than `dateModified` changed (the day every write sets
   * says nothing about the text). Unknown (undefined) for other files.
   */
  textChanged?: boolean;
};

export type HistoryCommit = {
  commit: string;
  /** ISO 8601 with offset: when the author made the change. */
  at: string;
  author: string;
  subject: string;
  files: FileChange[];
};

/**
 * What a build knows of the content's history. "complete": every commit that touched the content;
 * "partial": a shallow clone, only the commits after its cut (the cut itself, which looks as if it added
 * every file, is left out); "unavailable": no history at all (no Git, no repository, Git failed).
 * `pending` is what the working tree changes and no commit holds yet: the editor mode builds a change
 * before it commits it (scripts/editor/publisher.mjs), so the build counts it as made now.
 */
export type ContentHistory = {
  state: "complete" | "partial" | "unavailable";
  reason?: "shallow" | "no-repository" | "failed";
  commits: HistoryCommit[];
  pending: FileChange[];
};

const RECORD = "\x1e";
const FIELD = "\x1f";
const FORMAT = `--format=${RECORD}%H${FIELD}%aI${FIELD}%an${FIELD}%s`;

const STATUS: Record<string, FileChange["status"]> = { A: "added", M: "modified", D: "deleted" };

/** `git log --name-status` output with FORMAT, as commits (merges and renames are asked away). */
export function parseNameStatusLog(output: string): HistoryCommit[] {
  const commits: HistoryCommit[] = [];
  for (const record of output.split(RECORD)) {
    if (!record.trim()) continue;
    const [header = "", ...lines] = record.split("\n");
    const [commit = "", at = "", author = "", subject = ""] = header.split(FIELD);
    const files: FileChange[] = [];
    for (const line of lines) {
      const [code = "", path] = line.split("\t");
      const status = STATUS[code.charAt(0)];
      if (status && path) files.push({ status, path });
    }
    commits.push({ commit, at, author, subject, files });
  }
  return commits;
}

/** Whether a changed line is only the day every write sets. */
const onlyTheDay = (line: string) => /^[+-]dateModified:/.test(line);

/**
 * A `git log -p -U0` (or `git diff -U0`) output: for each commit (or the one diff) the files in which a
 * line other than `dateModified` changed.
 */
export function parseTextChanges(output: string, own: (path: string) => string = (path) => path): Map<string, Set<string>> {
  const changed = new Map<string, Set<string>>();
  let commit = "";
  let file = "";
  let inHunk = false;
  for (const line of output.split("\n")) {
    if (line.startsWith(RECORD)) {
      commit = line.slice(1).split(FIELD)[0] ?? "";
      inHunk = false;
    } else if (line.startsWith("diff --git ")) {
      file = own(/^diff --git a\/(.*) b\/\1$/.exec(line)?.[1] ?? line.slice(line.lastIndexOf(" b/") + 3));
      inHunk = false;
    } else if (line.startsWith("@@")) inHunk = true;
    else if (inHunk && (line.startsWith("+") || line.startsWith("-")) && !onlyTheDay(line)) {
      let files = changed.get(commit);
      if (!files) changed.set(commit, (files = new Set()));
      files.add(file);
    }
  }
  return changed;
}

/** `git status --porcelain=v1 -z` output: the content files the working tree changes. */
export function parseStatus(output: string): FileChange[] {
  const changes: FileChange[] = [];
  for (const entry of output.split("\0")) {
    if (entry.length < 4) continue;
    const code = entry.slice(0, 2);
    const path = entry.slice(3);
    const status: FileChange["status"] =
      code === "??" || code.includes("A") ? "added" : code.includes("D") ? "deleted" : "modified";
    changes.push({ status, path });
  }
  return changes;
}

const isArticleFile = (path: string) => path.startsWith("app/content/articles/") && path.endsWith(".md");

type Run = (args: readonly string[]) => string;

function gitIn(root: string): Run {
  return (args) =>
    execFileSync("git", ["-c", "core.quotePath=false", ...args], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 512 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
}

/**
 * Reads the content's history in `root` (the project). Never throws: without Git or a repository the
 * history is "unavailable", and the pages say so instead of guessing.
 */
export function readContentHistory(root: string = process.cwd(), paths: readonly string[] = CONTENT_PATHS): ContentHistory {
  const git = gitIn(root);
  let top: string;
  try {
    top = git(["rev-parse", "--show-toplevel"]).trim();
    git(["rev-parse", "--verify", "--quiet", "HEAD"]);
  } catch {
    return { state: "unavailable", reason: "no-repository", commits: [], pending: [] };
  }
  try {
    // Git names files from the repository's top folder; the project may be a folder inside it.
    const prefix = git(["rev-parse", "--show-prefix"]).trim();
    const scoped = paths.map((path) => `:(top)${prefix}${path}`);
    const own = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : path);
    const cuts = shallowCuts(git, top);
    const log = (extra: readonly string[]) => git(["log", "--no-merges", "--no-renames", FORMAT, ...extra, "--", ...scoped]);
    const commits = parseNameStatusLog(log(["--name-status"]))
      .filter((commit) => !cuts.has(commit.commit))
      .map((commit) => ({ ...commit, files: commit.files.map((file) => ({ ...file, path: own(file.path) })) }));
    const textChanges = parseTextChanges(log(["-p", "-U0", "--diff-filter=M"]), own);
    for (const commit of commits)
      for (const file of commit.files)
        if (file.status === "modified" && isArticleFile(file.path))
          file.textChanged = textChanges.get(commit.commit)?.has(file.path) ?? false;
    const pending = parseStatus(git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ...scoped])).map(
      (file) => ({
        ...file,
        path: own(file.path),
      }),
    );
    if (pending.some((file) => file.status === "modified" && isArticleFile(file.path))) {
      const diff = parseTextChanges(`${RECORD}pending\n${git(["diff", "HEAD", "-U0", "--no-renames", "--", ...scoped])}`, own);
      for (const file of pending)
        if (file.status === "modified" && isArticleFile(file.path))
          file.textChanged = diff.get("pending")?.has(file.path) ?? false;
    }
    return cuts.size > 0 ? { state: "partial", reason: "shallow", commits, pending } : { state: "complete", commits, pending };
  } catch {
    return { state: "unavailable", reason: "failed", commits: [], pending: [] };
  }
}

/** The commits a shallow clone was cut at (their parents are missing), from Git's `shallow` file. */
function shallowCuts(git: Run, top: string): Set<string> {
  if (git(["rev-parse", "--is-shallow-repository"]).trim() !== "true") return new Set();
  const file = git(["rev-parse", "--git-path", "shallow"]).trim();
  try {
    const text = readFileSync(file.startsWith("/") ? file : `${top}/${file}`, "utf8");
    return new Set(text.split("\n").filter(Boolean));
  } catch {
    return new Set(["unknown"]);
  }
}

const HISTORY = Symbol.for("labubu-sammler.content-history");

/**
 * One reading per build process, shared by every copy of this module (the build loads it more than once,
 * as it does the article folder). The content build forgets it before each run (`forgetContentHistory`).
 */
export function contentHistory(root: string = process.cwd()): ContentHistory {
  const holder = globalThis as { [HISTORY]?: Map<string, ContentHistory> };
  const cache = (holder[HISTORY] ??= new Map());
  let history = cache.get(root);
  if (!history) cache.set(root, (history = readContentHistory(root)));
  return history;
}

export function forgetContentHistory(): void {
  (globalThis as { [HISTORY]?: Map<string, ContentHistory> })[HISTORY]?.clear();
  (globalThis as { [MENTIONS]?: Map<string, string | null> })[MENTIONS]?.clear();
}

const viennaDays = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Vienna",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Vienna calendar day ("YYYY-MM-DD") of an ISO 8601 instant. */
export function viennaDay(iso: string): string {
  return viennaDays.format(new Date(iso));
}

/**
 * The fact base's own changes (scripts/editor/fact-publisher.mjs) rewrite articles only to keep their Stand
 * markers true: that is the fact's change, not the article's.
 */
export const FACT_COMMIT = /^(Re-confirm|Correct) fact "/;

/**
 * The day an article's own text last changed, by the history: null when no commit after the one that
 * added it changed a line of it (other than `dateModified`); undefined when the history cannot say (it is
 * not complete, the file is not in it, or the working tree changes it: then the file's own day stands).
 */
export function lastTextChange(history: ContentHistory, file: string): string | null | undefined {
  if (history.state !== "complete" || history.pending.some((change) => change.path === file)) return undefined;
  let known = false;
  for (const commit of history.commits) {
    const change = commit.files.find((candidate) => candidate.path === file);
    if (!change) continue;
    known = true;
    // Newest first: the first revision found is the last one.
    if (change.status === "modified" && change.textChanged && !FACT_COMMIT.test(commit.subject)) return viennaDay(commit.at);
    if (change.status === "added") return null;
  }
  return known ? null : undefined;
}

const MENTIONS = Symbol.for("labubu-sammler.content-mentions");

/**
 * When each of `needles` first appeared in the content (ISO instant of the oldest commit that added it, by Git's
 * pickaxe): a series' key tells when it entered the catalogue, even where its data later moved to another file.
 * Only from a complete history; a needle the history never added is left out.
 */
export function firstMentions(
  needles: readonly string[],
  root: string = process.cwd(),
  paths: readonly string[] = CONTENT_PATHS,
): Record<string, string> {
  const history = contentHistory(root);
  if (history.state !== "complete") return {};
  const holder = globalThis as { [MENTIONS]?: Map<string, string | null> };
  const cache = (holder[MENTIONS] ??= new Map());
  const git = gitIn(root);
  const found: Record<string, string> = {};
  for (const needle of needles) {
    const key = `${root}\n${needle}`;
    if (!cache.has(key)) {
      try {
        const prefix = git(["rev-parse", "--show-prefix"]).trim();
        const lines = git([
          "log",
          "--no-merges",
          "--format=%aI",
          `-S${needle}`,
          "--",
          ...paths.map((path) => `:(top)${prefix}${path}`),
        ])
          .split("\n")
          .filter(Boolean);
        cache.set(key, lines.at(-1) ?? null);
      } catch {
        cache.set(key, null);
      }
    }
    const at = cache.get(key);
    if (at) found[needle] = at;
  }
  return found;
}
