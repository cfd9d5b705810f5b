import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import {
  decisionRecordProblems,
  findDeadCitations,
  findImportCycles,
  findMissingPaths,
  findRecordProblems,
  formatFinding,
  repoPathExists,
  repoTextFiles,
  toolImports,
} from "./repo-rules.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Temporary: files whose citations are being replaced in a change of their own. Printed on every
 * run; remove each entry once its file is clean (the test says which ones are).
 */

// Written in pieces so that this file does not cite anything itself.
const section = ["spec", "§5"].join(" ");
const decisions = ["decisions", "md"].join(".");
const notes = ["notes", "hub-engine.md"].join("/");

describe("findDeadCitations", () => {
  it("finds citations of an outside spec, its decisions and notes, outside folders and issues", () => {
    const text = [
      `// The custom topic wins (${section}).`,
      `/** No opening hours (${decisions} "Operator data"). */`,
      `See ${notes} §1 and ${["product", "spec"].join("-")}.md.`,
      `confidence as in \`${["", "work", "shared"].join("/")}/facts.md\``,
      `The target of ${["issue", "9"].join(" ")}.`,
      "Fine: RFC 9110 §12.5.3, § 5 ECG, docs/decisions/0009, tests/e2e/seo.spec.ts, the spec file runs alone.",
    ].join("\n");
    expect(findDeadCitations(text, "a.ts").map((finding) => `${finding.line} ${finding.kind}`)).toEqual([
      "1 cites sections of an outside spec",
      "2 cites an outside decisions file",
      "3 cites an outside spec file",
      "3 cites an outside notes file",
      "4 cites an outside folder",
      "5 cites an issue",
    ]);
  });
});

describe("findMissingPaths", () => {
  const exists = (/** @type {string} */ file) => ["app/utils/text.ts", "docs/decisions", "scripts/editor"].includes(file);
  it("reports a file a comment or a document names that does not exist, with the line", () => {
    const code = [
      'import { words } from "~/utils/text";',
      "// Moved to app/utils/text.ts; the old app/features/hub/text.ts is gone.",
      "/* The loader (app/content/data/load.ts)",
      " * reads scripts/editor/ and scripts/editor/jobs.mjs. */",
      'const fixture = "app/content/articles/neu.md"; // a path in a string is no citation',
    ].join("\n");
    expect(findMissingPaths(code, "a.ts", exists).map((finding) => `${finding.line} ${finding.kind}`)).toEqual([
      "2 names a file that does not exist: app/features/hub/text.ts",
      "3 names a file that does not exist: app/content/data/load.ts",
      "4 names a file that does not exist: scripts/editor/jobs.mjs",
    ]);
  });
  it("reads a document whole and leaves globs and placeholders alone", () => {
    const doc = "See [the guide](docs/site.md), `app/features/<feature>/index.ts`, `tests/e2e/*.spec.ts` and app/utils/text.ts.";
    expect(findMissingPaths(doc, "a.md", exists).map((finding) => finding.kind)).toEqual([
      "names a file that does not exist: docs/site.md",
    ]);
  });
});

describe("findImportCycles", () => {
  it("reports the server importing from a tool's folder (not the app's modules) and a module whose import imports back", () => {
    const graph = new Map([
      ["server/test-support.mjs", ["scripts/postbuild.mjs", "server/app.mjs"]],
      ["server/editor/api.mjs", ["app/features/hub/publishing/editor-contract.ts"]],
      ["scripts/postbuild.mjs", ["server/csp.mjs"]],
      ["scripts/budgets.mjs", ["bench/format.mjs"]],
      ["bench/run.mjs", ["scripts/budgets.mjs", "bench/format.mjs"]],
      ["bench/format.mjs", []],
      ["server/app.test.mjs", ["tests/support/server-fixture.mjs"]],
      ["tests/support/server-fixture.mjs", ["scripts/postbuild.mjs", "server/app.mjs"]],
    ]);
    expect(findImportCycles(graph).map(formatFinding)).toEqual([
      "server/test-support.mjs server imports from a tool's folder: scripts/postbuild.mjs",
      "bench/run.mjs imports a module that imports back: scripts/budgets.mjs → bench/format.mjs",
    ]);
  });
});

describe("findRecordProblems", () => {
  const numbers = new Set(["0001", "0002"]);
  it("accepts a record with its date and status, also one superseded by a record that exists", () => {
    expect(
      findRecordProblems("# 0001 — A choice\n\nDate: 2026-11-21  \nStatus: Accepted\n\n## Context", "a.md", numbers),
    ).toEqual([]);
    expect(
      findRecordProblems("# 0001 — A choice\n\nDate: 2026-11-21\nStatus: Superseded by ADR 0002 (why)\n", "a.md", numbers),
    ).toEqual([]);
  });
  it("reports a missing date or status, a status of its own words and a superseding ADR that does not exist", () => {
    const kinds = (/** @type {string} */ text) => findRecordProblems(text, "a.md", numbers).map((finding) => finding.kind);
    expect(kinds("# 0001 — A choice\n\n## Context")).toEqual([
      "has no 'Date: YYYY-MM-DD' under its title",
      "has no 'Status: Accepted | Proposed | Superseded by ADR NNNN'",
    ]);
    expect(kinds("# 0001 — A choice\n\nDate: 21.11.2026\nStatus: mostly still true\n")).toEqual([
      "has no 'Date: YYYY-MM-DD' under its title",
      "has no 'Status: Accepted | Proposed | Superseded by ADR NNNN'",
    ]);
    expect(kinds("# 0001 — A choice\n\nDate: 2026-11-21\nStatus: Superseded by ADR 0099\n")).toEqual([
      "names an ADR that does not exist",
    ]);
  });
});

describe("the repository", () => {
  it("dates every decision record and gives its status (superseded records name their successor)", () => {
    expect(decisionRecordProblems(projectRoot).map(formatFinding)).toEqual([]);
  });

  const files = repoTextFiles(projectRoot);

  it("reads every source file and doc, and no dependency or build output", () => {
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/decisions/0009-sourced-fact-base.md", "app/root.tsx"]));
    expect(files).toContain("scripts/hydration/hydrate.ts");
    expect(files.filter((file) => /^(node_modules|build)\/|package-lock\.json$/.test(file))).toEqual([]);
  });

  it("cites no document outside itself: comments give the reason or point to an ADR in docs/decisions/", () => {
    const findings = files.flatMap((file) => findDeadCitations(readFileSync(path.join(projectRoot, file), "utf8"), file));
    expect(findings.map(formatFinding)).toEqual([]);
  });

  it("names only files that exist in comments and documents (a moved file's readers move with it)", () => {
    const exists = repoPathExists(projectRoot);
    const findings = files.flatMap((file) => findMissingPaths(readFileSync(path.join(projectRoot, file), "utf8"), file, exists));
    expect(findings.map(formatFinding)).toEqual([]);
  });

  it("writes the article slug rule once, in app/domain/slug.ts: the build, the hub, the server and the worker import it", () => {
    // Written in pieces so that this test does not write the rule itself.
    const rule = ["^[a-z0-9]+", "(?:-[a-z0-9]+)*$"].join("");
    const writers = files.filter(
      (file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && readFileSync(path.join(projectRoot, file), "utf8").includes(rule),
    );
    expect(writers).toEqual(["app/domain/slug.ts"]);
  });

  it("imports one way between server/, scripts/, bench/ and tests/", () => {
    const graph = toolImports(projectRoot);
    expect(graph.get("bench/run.mjs")).toContain("scripts/measure/article-page.mjs");
    expect(graph.get("scripts/postbuild.mjs")).toContain("server/csp.mjs");
    expect(findImportCycles(graph).map(formatFinding)).toEqual([]);
  });
});
