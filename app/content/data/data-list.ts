// A module that lists data files by name (docs/decisions/0042): a bundler needs each file imported by name,
// so the catalogue's series (app/content/facts/series-files.ts) and the hub's briefs
// (app/features/hub/copy/briefs/brief-files.ts) are listed in modules written from the files' keys. Adding a
// series writes its list too, so no one edits one by hand; the content build refuses a file a list lacks.
// Relative imports with extensions only.

export type DataList = {
  /** The exported constant: `[key, file]` pairs. */
  name: string;
  /** The folder of the files, relative to the list module ("./series"). */
  folder: string;
  /** How the list module imports the DataModule type. */
  dataModule: string;
  /** What the list holds, for its header comment. */
  says: string;
};

export const seriesList: DataList = {
  name: "seriesFiles",
  folder: "./series",
  dataModule: "../data/data-module.ts",
  says: "Every series of the catalogue, one data file each in series/, in the order they were added.",
};

/** "big-into-energy" → "bigIntoEnergy", "saisonal/saisonal-1" → "saisonal1". */
function identifier(key: string): string {
  const last = key.split("/").at(-1)!;
  return last.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^(\d)/, "file$1");
}

/** The keys a list module names, in its order. */
export function keysInList(module: string, list: DataList): string[] {
  const folder = list.folder.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return [...module.matchAll(new RegExp(`"${folder}/([a-z0-9/-]+)\\.yaml"`, "g"))].map((match) => match[1]!);
}

/** The text of a list module for these keys, in this order. */
export function dataListModule(keys: readonly string[], list: DataList): string {
  return [
    `// ${list.says}`,
    "// Written by app/content/data/data-list.ts; the content build refuses a data file in the folder that is not",
    "// listed here (docs/decisions/0042).",
    ...keys.map((key) => `import ${identifier(key)} from "${list.folder}/${key}.yaml" with { type: "text" };`),
    `import type { DataModule } from "${list.dataModule}";`,
    "",
    `export const ${list.name}: readonly (readonly [key: string, file: DataModule])[] = [`,
    ...keys.map((key) => `  ["${key}", ${identifier(key)}],`),
    "];",
    "",
  ].join("\n");
}
