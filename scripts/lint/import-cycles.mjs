// An ESLint rule that reports an import which closes a cycle between modules of app/, type-only imports
// included (eslint-plugin-import-x's no-cycle skips those, and a type-only cycle still ties two files
// together). The graph of every other file is read from disk once per process; the linted file's own
// imports come from the text being linted, so an editor or a test sees its change at once.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|[\s;(])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s*["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * The app file a module specifier names, or null for a package or a missing file.
 * @param {string} root the project root
 * @param {string} from absolute path of the importing file
 * @param {string} specifier
 */
export function resolveAppImport(root, from, specifier) {
  const bare = specifier.replace(/\?.*$/, "");
  let base;
  if (bare.startsWith("~/")) base = path.join(root, "app", bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) base = path.resolve(path.dirname(from), bare);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** @param {string} text @returns {string[]} */
export function importSpecifiers(text) {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...withoutComments.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(d|test|fixtures)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** @type {Map<string, Map<string, string[]>>} */
const graphs = new Map();

/** @param {string} root @returns {Map<string, string[]>} */
function diskGraph(root) {
  let graph = graphs.get(root);
  if (!graph) {
    graph = new Map();
    for (const file of sourceFiles(path.join(root, "app"))) {
      const targets = importSpecifiers(readFileSync(file, "utf8")).map((spec) => resolveAppImport(root, file, spec));
      graph.set(file, /** @type {string[]} */ (targets.filter(Boolean)));
    }
    graphs.set(root, graph);
  }
  return graph;
}

/**
 * The shortest chain of imports from `start` back to `goal`, or null.
 * @param {(file: string) => string[]} edges
 * @param {string} start
 * @param {string} goal
 * @returns {string[] | null}
 */
export function pathBack(edges, start, goal) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (file === goal) {
      const chain = [];
      for (let at = /** @type {string | null | undefined} */ (file); at; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of edges(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Disallow imports that close a cycle between app modules, type-only imports included." },
    messages: { cycle: "Import cycle: {{chain}}" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    if (!file.startsWith(path.join(root, "app") + path.sep) || /\.(test|fixtures)\.tsx?$/.test(file)) return {};
    const graph = diskGraph(root);
    const own = (/** @type {string} */ spec) => resolveAppImport(root, file, spec);
    const edges = (/** @type {string} */ at) => (at === file ? [] : (graph.get(at) ?? []));
    const relative = (/** @type {string} */ at) => path.relative(root, at);
    /** @param {import("estree").Node & { source?: any }} node */
    const check = (node) => {
      const spec = node.source && typeof node.source.value === "string" ? node.source.value : null;
      if (!spec) return;
      const target = own(spec);
      if (!target || target === file) return;
      const chain = pathBack(edges, target, file);
      if (chain) context.report({ node, messageId: "cycle", data: { chain: [file, ...chain].map(relative).join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { "no-import-cycle": noImportCycle } };
