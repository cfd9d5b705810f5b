// What importing a data file gives (docs/decisions/0042). In every Vite build, dev server and test run the
// content build's plugin (./vite-plugin.ts) has read and checked the file and hands over its data; where no
// plugin runs (the editor mode bundles the publish check with esbuild) the import asks for the file's text,
// and the module reads it when it loads (./read-on-load.ts).

export type DataModule<T = unknown> = string | { readonly compiled: T };

/** The data of an imported data file: compiled at build, or read now from its text by `readText`. */
export function dataOf<T>(file: DataModule, readText: (text: string) => T): T {
  return typeof file === "string" ? readText(file) : (file.compiled as T);
}
