// Rules for the whole repository, beside the app's layer rules (scripts/house-rules.mjs):
//   - the repository speaks for itself: no source file or doc cites a document that is not in it
//     (an outside spec's sections, decision or note files, issue numbers); a comment gives the reason
//     itself or points to an ADR in docs/decisions/;
//   - the tools import one way: the server (what `npm start` runs) imports nothing from the build
//     scripts, the measurements or the tests, and no module imports a module of another folder that
//     imports back into the first one's folder;
//   - decision records carry their date and status: an ADR is never edited into another decision, it
//     is superseded by a new one that it names (and that exists).
// scripts/repo-rules.test.mjs keeps the tree clean.
import { readFileSync, readdirSync } from "node:fs";
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
