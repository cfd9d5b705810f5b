// The module that lists the catalogue's series files (app/content/facts/series-files.ts), written from their
// keys: a bundler needs each file imported by name, and adding a series writes this list too, so no one edits
// it by hand (docs/decisions/0042). Relative imports with extensions only.

/** "big-into-energy" → "bigIntoEnergy". */
function identifier(key: string): string {
  return key.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^(\d)/, "series$1");
}

/** The text of app/content/facts/series-files.ts for these series keys, in this order. */
export function seriesListModule(keys: readonly string[]): string {
  const imports = keys.map((key) => `import ${identifier(key)} from "./series/${key}.yaml" with { type: "text" };`);
  const entries = keys.map((key) => `  ["${key}", ${identifier(key)}],`);
  return [
    "// Every series of the catalogue, one data file each in series/, in the order they were added. Written by",
    "// app/content/data/series-list.ts when a series is added; the content build refuses a file in series/ that is",
    "// not listed here (docs/decisions/0042).",
    ...imports,
    'import type { DataModule } from "../data/data-module.ts";',
    "",
    "export const seriesFiles: readonly (readonly [key: string, file: DataModule])[] = [",
    ...entries,
    "];",
    "",
  ].join("\n");
}
