// Reads a data file (YAML) through its schema (docs/decisions/0042): what is wrong is reported with the
// file and the line, in German. Used by the content build's Vite plugin, by the modules that read the data
// where no plugin runs (a Node bundle: ./read-on-load.ts) and by the fact base's editing functions:
// relative imports with extensions only.
import * as v from "valibot";
import { LineCounter, parseDocument, type Document } from "yaml";

import { dataProblems as say } from "./copy.ts";

export type DataProblem = { file: string; line: number; message: string };

/** A data file that cannot be used: every problem with its file and line. */
export class DataFileError extends Error {
  readonly problems: readonly DataProblem[];
  constructor(problems: readonly DataProblem[]) {
    super(problems.map((problem) => say.at(problem.file, problem.line, problem.message)).join("\n"));
    this.name = "DataFileError";
    this.problems = problems;
  }
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: DataProblem[] };

/** The line of the deepest node on `path` the document has (1 when none). */
function lineOf(document: Document, lines: LineCounter, path: readonly unknown[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = document.getIn(path.slice(0, depth) as unknown[], true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === "object" && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

/** The YAML of `text` as plain data, or its syntax problems. */
export function parseYaml(text: string, file: string): Checked<{ data: unknown; line: (path: readonly unknown[]) => number }> {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0)
    return {
      ok: false,
      problems: document.errors.map((error) => ({
        file,
        line: error.linePos?.[0].line ?? 1,
        message: say.yaml(error.message.split("\n")[0]!),
      })),
    };
  return { ok: true, value: { data: document.toJS(), line: (path) => lineOf(document, lines, path) } };
}

/** The file's data through `schema`, or every problem with its line. */
export function checkDataFile<S extends v.GenericSchema>(schema: S, text: string, file: string): Checked<v.InferOutput<S>> {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const result = v.safeParse(schema, parsed.value.data);
  if (result.success) return { ok: true, value: result.output };
  const seen = new Set<string>();
  const problems: DataProblem[] = [];
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => item.key);
    const problem = { file, line: parsed.value.line(path), message: issue.message };
    const key = `${problem.line}\0${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
}

/** The file's data through `schema`; throws a DataFileError naming file and line. */
export function readDataFile<S extends v.GenericSchema>(schema: S, text: string, file: string): v.InferOutput<S> {
  const checked = checkDataFile(schema, text, file);
  if (!checked.ok) throw new DataFileError(checked.problems);
  return checked.value;
}
