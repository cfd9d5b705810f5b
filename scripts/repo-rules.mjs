// Rules for the whole repository, beside the app's layer rules (scripts/house-rules.mjs):
//   - the repository speaks for itself: no source file or doc cites a document that is not in it
//     (an outside spec's sections, decision or note files, issue numbers); a comment gives the reason
//     itself or points to an ADR in docs/decisions/;
//   - the tools import one way: the server (what `npm start` runs) imports nothing from the build
//     scripts, the measurements or the tests, and no module imports a module of another folder that
//     imports back into the first one's folder;
//   - decision records carry their date and status: an ADR is never edited into another decision, it
//     is superseded by a new one that it names (and that exists);
//   - a comment or a document names only files that exist: a moved file's readers move with it.
// scripts/repo-rules.test.mjs keeps the tree clean.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/** @typedef {{ file: string, line: number, kind: string, text: string }} Finding */

/**
 * Citations of documents that are not in the repository. (The patterns are written so that this
 * file does not match them itself.)
 */
export const DEAD_CITATIONS = [
  { kind: "cites sections of an outside spec", pattern: /\bspec\s*§/i },
  { kind: "cites an outside decisions file", pattern: /\bdecisions\.md\b/ },
  { kind: "cites an outside spec file", pattern: /\bproduct[-]spec\b/ },
  { kind: "cites an outside notes file", pattern: /\bnotes\/[\w-]+\.md\b/ },
  { kind: "cites an outside folder", pattern: /\/work\/shared\b/ },
  { kind: "cites an issue", pattern: /\bissue #?\d+/i },
];

/** What is not the project's own text: dependencies, build output, reports. */
const SKIPPED_FOLDERS = new Set([
  ".git",
  "node_modules",
  "build",
  ".react-router",
  "test-results",
  "playwright-report",
  "coverage",
  "results",
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|css|html|txt|ya?ml)$/;
/** Generated files nobody writes by hand. */
const GENERATED = new Set(["package-lock.json"]);

/**
 * Source files and docs of the repository, relative to its root, sorted.
 * @param {string} projectRoot
 * @param {string} [dir]
 * @returns {string[]}
 */
export function repoTextFiles(projectRoot, dir = "") {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...repoTextFiles(projectRoot, rel));
    } else if (entry.isFile() && TEXT_FILE.test(entry.name) && !GENERATED.has(entry.name)) {
      files.push(rel);
    }
  }
  return files.sort();
}

/**
 * @param {string} text
 * @param {string} file
 * @returns {Finding[]}
 */
export function findDeadCitations(text, file) {
  /** @type {Finding[]} */
  const findings = [];
  text.split("\n").forEach((line, index) => {
    for (const { kind, pattern } of DEAD_CITATIONS) {
      if (pattern.test(line)) findings.push({ file, line: index + 1, kind, text: line.trim().slice(0, 160) });
    }
  });
  return findings;
}

/** The folders of the tools, each a layer of its own. */
const TOOL_FOLDERS = ["server", "scripts", "bench", "tests"];
/** Tests are leaves: nothing imports them, so they may import from anywhere. */
const TEST_MODULE = /\.(?:test|spec)\.[cm]?[jt]s$/;
const LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"']+)["']/g;

/**
 * The local modules each module of the tool folders imports (relative to the project root).
 * @param {string} projectRoot
 * @returns {Map<string, string[]>}
 */
export function toolImports(projectRoot) {
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  const modules = repoTextFiles(projectRoot).filter(
    (file) => TOOL_FOLDERS.includes(file.split("/")[0] ?? "") && /\.[cm]?[jt]sx?$/.test(file),
  );
  for (const file of modules) {
    const text = readFileSync(path.join(projectRoot, file), "utf8");
    graph.set(
      file,
      [...text.matchAll(LOCAL_IMPORT)].map((match) =>
        path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? "")),
      ),
    );
  }
  return graph;
}

/**
 * Imports that make the tools' folders depend on each other both ways: a server module importing
 * from scripts/, bench/ or tests/ (the app's plain TypeScript modules it may import: Node runs them
 * directly, so a rule such as the editor contract is written once), and a module importing a module of another folder that itself imports from
 * the first module's folder (say server/ → scripts/postbuild.mjs → server/csp.mjs). Tests are left
 * out: they sit on top and import what they test.
 * @param {Map<string, string[]>} graph from toolImports
 * @returns {Finding[]}
 */
export function findImportCycles(graph) {
  const folderOf = (/** @type {string} */ file) => file.split("/")[0] ?? "";
  /** @type {Finding[]} */
  const findings = [];
  for (const [file, imports] of graph) {
    if (TEST_MODULE.test(file)) continue;
    for (const target of imports) {
      if (folderOf(target) === folderOf(file)) continue;
      if (folderOf(file) === "server" && folderOf(target) !== "app") {
        findings.push({ file, line: 0, kind: "server imports from a tool's folder", text: target });
        continue;
      }
      const back = (graph.get(target) ?? []).find((next) => folderOf(next) === folderOf(file));
      if (back) findings.push({ file, line: 0, kind: "imports a module that imports back", text: `${target} → ${back}` });
    }
  }
  return findings;
}

/** @param {Finding} finding */
export const formatFinding = (finding) =>
  `${finding.file}${finding.line ? `:${finding.line}` : ""} ${finding.kind}: ${finding.text}`;

/** The folder of the decision records (Context / Decision / Consequences, one file each). */
export const DECISIONS_DIR = "docs/decisions";

/** The status line of an ADR: accepted (perhaps amended by later ones), superseded, or proposed. */
const STATUS = /^Status: (?:Accepted|Proposed|Superseded by ADR \d{4})\b/;

/**
 * What is wrong with the head of one decision record: a title line, then `Date: YYYY-MM-DD` and a
 * `Status:` line; every ADR its status names must exist.
 * @param {string} text
 * @param {string} file
 * @param {ReadonlySet<string>} numbers the four-digit numbers of the records that exist
 * @returns {Finding[]}
 */
export function findRecordProblems(text, file, numbers) {
  const lines = text.split("\n").slice(0, 6);
  /** @type {Finding[]} */
  const findings = [];
  const at = (/** @type {RegExp} */ pattern) => lines.findIndex((line) => pattern.test(line));
  if (!/^# \d{4} — \S/.test(lines[0] ?? ""))
    findings.push({ file, line: 1, kind: "has no title line '# NNNN — …'", text: lines[0] ?? "" });
  const date = at(/^Date: /);
  if (date < 0 || !/^Date: \d{4}-\d{2}-\d{2}\s*$/.test(lines[date] ?? ""))
    findings.push({ file, line: date + 1, kind: "has no 'Date: YYYY-MM-DD' under its title", text: lines[date] ?? "" });
  const status = at(/^Status: /);
  const statusLine = lines[status] ?? "";
  if (status < 0 || !STATUS.test(statusLine)) {
    findings.push({
      file,
      line: status + 1,
      kind: "has no 'Status: Accepted | Proposed | Superseded by ADR NNNN'",
      text: statusLine,
    });
  } else {
    for (const [, number] of statusLine.matchAll(/ADR (\d{4})/g))
      if (!numbers.has(/** @type {string} */ (number)))
        findings.push({ file, line: status + 1, kind: "names an ADR that does not exist", text: statusLine });
  }
  return findings;
}

/**
 * Every decision record's problems (findRecordProblems).
 * @param {string} projectRoot
 * @returns {Finding[]}
 */
export function decisionRecordProblems(projectRoot) {
  const files = readdirSync(path.join(projectRoot, DECISIONS_DIR)).filter((name) => /^\d{4}-.*\.md$/.test(name));
  const numbers = new Set(files.map((name) => name.slice(0, 4)));
  return files.flatMap((name) =>
    findRecordProblems(readFileSync(path.join(projectRoot, DECISIONS_DIR, name), "utf8"), `${DECISIONS_DIR}/${name}`, numbers),
  );
}

/** The repository's own top folders: a path that starts with one of them names a file of the repository. */
const OWN_FOLDERS = ["app", "server", "scripts", "tests", "bench", "docs", "public", ".ci"];
const OWN_PATH = new RegExp(
  String.raw`(?<![\w./@~-])((?:${OWN_FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|")})/[\w./+-]*[\w/])`,
  "g",
);
/** A path that stands for many (a glob, a placeholder, a template) names no single file. */
const PATTERN_PATH = /[*<>{}$]|\.\.\.|…/;
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Where a line's comment starts: the first `//` or `/*` outside a string (an odd count of one kind of quote
 * before it means it stands inside one), or -1.
 * @param {string} line
 */
function commentStart(line) {
  for (const match of line.matchAll(/\/\*|(?<![:\w])\/\//g)) {
    const before = line.slice(0, match.index);
    if ([/"/g, /'/g, /`/g].every((quote) => (before.match(quote)?.length ?? 0) % 2 === 0)) return match.index;
  }
  return -1;
}

/**
 * The comments of a source file, line by line (other text blanked), so that a path in a string — a test's
 * fixture, a file the code is about to write — is not taken for a citation. Markdown is read whole.
 * @param {string} text
 * @param {string} file
 * @returns {string[]}
 */
function commentLines(text, file) {
  if (!CODE_FILE.test(file)) return text.split("\n");
  let inBlock = false;
  return text.split("\n").map((line) => {
    if (inBlock) {
      const end = line.indexOf("*/");
      if (end < 0) return line;
      inBlock = false;
      return line.slice(0, end);
    }
    const start = commentStart(line);
    if (start < 0) return "";
    if (line.startsWith("/*", start)) {
      const end = line.indexOf("*/", start + 2);
      if (end < 0) inBlock = true;
      return line.slice(start, end < 0 ? undefined : end);
    }
    return line.slice(start);
  });
}

/**
 * Files and folders of the repository that a comment or a document names but that do not exist (a moved or
 * deleted file that its readers still point to). An ADR may be named by its number alone (docs/decisions/0042).
 * @param {string} text
 * @param {string} file
 * @param {(relative: string) => boolean} exists
 * @returns {Finding[]}
 */
export function findMissingPaths(text, file, exists) {
  /** @type {Finding[]} */
  const findings = [];
  commentLines(text, file).forEach((line, index) => {
    for (const match of line.matchAll(OWN_PATH)) {
      const named = match[1]?.replace(/[.]+$/, "") ?? "";
      if (!named || PATTERN_PATH.test(line.slice(match.index, match.index + named.length + 1))) continue;
      if (exists(named) || exists(named.replace(/\/$/, ""))) continue;
      findings.push({
        file,
        line: index + 1,
        kind: `names a file that does not exist: ${named}`,
        text: line.trim().slice(0, 160),
      });
    }
  });
  return findings;
}

/**
 * Folders the project writes and Git does not keep (results of the bench, the photos the editor mode adds):
 * a document may name what is written there.
 */
const WRITTEN_FOLDERS = ["bench/results", "app/content/photos"];

/**
 * Whether a path named in the repository exists, an ADR also by its number.
 * @param {string} projectRoot
 * @returns {(relative: string) => boolean}
 */
export function repoPathExists(projectRoot) {
  const records = readdirSync(path.join(projectRoot, "docs/decisions"));
  return (relative) => {
    if (WRITTEN_FOLDERS.some((folder) => relative === folder || relative.startsWith(`${folder}/`))) return true;
    const record = /^docs\/decisions\/(\d{4})$/.exec(relative);
    if (record) return records.some((name) => name.startsWith(`${record[1]}-`));
    return existsSync(path.join(projectRoot, relative));
  };
}
