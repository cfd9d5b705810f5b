// The content build's part for data files (docs/decisions/0042), loaded by vite.config.ts: relative imports
// with extensions only. Every YAML file of the fact base and the hub's briefs becomes a module of checked data
// when it is imported, in the build, the dev server and the tests alike; a file that fails its schema stops
// the build with its file and line. No page ships a YAML parser: the modules hold plain data.
import { readFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { readFactBase, factBasePaths, factFileNames, type FactBaseFiles } from "./fact-base.server.ts";
import { factFileSchema, sourcesFileSchema, type SourceRegistry } from "./fact-schema.ts";
import { moduleCode } from "./module-code.ts";
import { readDataFile } from "./read.ts";
import { seriesFileSchema } from "./series-schema.ts";

/** A kind of data file: which files it covers and the module each one becomes. */
export type DataKind = {
  /** Whether a file (relative to the project, with "/") is of this kind. */
  matches: (file: string) => boolean;
  /** The module's JavaScript; throws a DataFileError for a file that cannot be used. */
  code: (text: string, file: string, base: FactBaseFiles) => string;
  /** Checks every file of the kind at the start of a build (what one file's module cannot see alone). */
  checkAll?: (root: string, base: FactBaseFiles) => void;
};

/** The module of a file whose data cites the registry: its sources as references to the registry's module. */
function citingModule(value: unknown, sources: SourceRegistry, root: string): string {
  const references = new Map<object, string>(
    Object.entries(sources).map(([key, source]) => [source, `s[${JSON.stringify(key)}]`]),
  );
  const registry = JSON.stringify(path.join(root, factBasePaths.sources));
  return `import sourcesFile from ${registry};\nconst s = sourcesFile.compiled;\nexport default { compiled: ${moduleCode(value, references)} };\n`;
}

/** The fact base's own files: the source registry, the fact files and one file per series. */
function factBaseKinds(root: string): DataKind[] {
  const factFiles = new Set(factFileNames.map((name) => `${factBasePaths.folder}/${name}.yaml`));
  return [
    {
      matches: (file) => file === factBasePaths.sources,
      code: (text, file) => `export default { compiled: ${moduleCode(readDataFile(sourcesFileSchema, text, file))} };\n`,
    },
    {
      matches: (file) => factFiles.has(file),
      code: (text, file, base) => citingModule(readDataFile(factFileSchema(base.sources), text, file), base.sources, root),
    },
    {
      matches: (file) => path.posix.dirname(file) === factBasePaths.series && file.endsWith(".yaml"),
      code: (text, file, base) => citingModule(readDataFile(seriesFileSchema(base.sources), text, file), base.sources, root),
    },
  ];
}

/** Which imports of a stub module a Vite build replaces: the readers for bundles made without this plugin. */
const READ_ON_LOAD = /(^|\/)read-on-load(\.ts)?$/;

/** The fact base's module (./knowledge-source.ts): the browser's build loads the resource instead of the files. */
const KNOWLEDGE_SOURCE = /(^|\/)knowledge-source(\.ts)?$/;

/**
 * @param more further kinds of data file (the hub's briefs), given the project's root.
 */
export function contentDataPlugin(more: (root: string) => DataKind[] = () => []): Plugin {
  let root = process.cwd();
  let kinds: DataKind[] = [];
  let base: FactBaseFiles | undefined;
  const factBase = () => (base ??= readFactBase(root));
  const relative = (id: string) => path.relative(root, id.split("?")[0]!).split(path.sep).join("/");

  return {
    name: "labubu-content-data",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      kinds = [...factBaseKinds(root), ...more(root)];
    },
    buildStart() {
      base = undefined;
      const files = factBase();
      for (const kind of kinds) kind.checkAll?.(root, files);
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (KNOWLEDGE_SOURCE.test(source)) {
        // The tests run in Node whatever their environment; the browser's builds and dev server read the resource.
        if (process.env.VITEST || this.environment?.config.consumer === "server") return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved ? { ...resolved, id: resolved.id.replace(/knowledge-source\.ts$/, "knowledge-source.client.ts") } : null;
      }
      if (!READ_ON_LOAD.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: resolved.id.replace(/read-on-load\.ts$/, "read-on-load.stub.ts") } : null;
    },
    load(id) {
      if (!id.split("?")[0]!.endsWith(".yaml")) return null;
      const file = relative(id);
      const kind = kinds.find((candidate) => candidate.matches(file));
      if (!kind) return null;
      // A fact file is checked against the registry and a brief against the facts: a change there rebuilds it.
      this.addWatchFile(path.join(root, factBasePaths.sources));
      return kind.code(readFileSync(path.join(root, file), "utf8"), file, factBase());
    },
    watchChange(id) {
      if (id.endsWith(".yaml")) base = undefined;
    },
  };
}
