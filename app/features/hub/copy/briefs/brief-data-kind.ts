// The briefs' part of the content build (docs/decisions/0042), loaded by vite.config.ts: relative imports with
// extensions only. Each brief file becomes a module of checked data; its references are checked against the
// fact base, so a brief that names a fact it did not declare, a wording the fact lacks or a current fact it
// "rests on" stops the build with its file and line.
import { briefSchema, type KnownFact } from "./brief-schema.ts";
import { listedKeys, type FactBaseFiles } from "../../../../content/data/fact-base.server.ts";
import type { DataList } from "../../../../content/data/data-list.ts";
import { moduleCode } from "../../../../content/data/module-code.ts";
import { readDataFile } from "../../../../content/data/read.ts";
import type { DataKind } from "../../../../content/data/vite-plugin.ts";

const folder = "app/features/hub/copy/briefs";

/** The list module of the briefs: brief-files.ts. */
export const briefList: DataList = {
  name: "briefFiles",
  folder: ".",
  dataModule: "../../../../content/data/data-module.ts",
  says: "Every topic brief of the hub, one data file each in <list>/<topic>.yaml, in the lists' order.",
};

const known = (base: FactBaseFiles): ReadonlyMap<string, KnownFact> => new Map(base.facts.map((fact) => [fact.id, fact]));

export const briefDataKind: DataKind = {
  matches: (file) => file.startsWith(`${folder}/`) && file.endsWith(".yaml"),
  code: (text, file, base) => `export default { compiled: ${moduleCode(readDataFile(briefSchema(known(base)), text, file))} };\n`,
  checkAll: (root) => {
    listedKeys(root, `${folder}/brief-files.ts`, briefList);
  },
};
