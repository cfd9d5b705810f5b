// What a Vite build loads for ./read-on-load.ts (./vite-plugin.ts): the plugin compiled every data file at
// build, so nothing is read at run time and no page ships the YAML parser and the schemas.
import type * as onLoad from "./read-on-load.ts";

function compiledAtBuild(): never {
  throw new Error("Data files are compiled at build in a Vite build (app/content/data/vite-plugin.ts).");
}

export const readSourcesText: typeof onLoad.readSourcesText = compiledAtBuild;
export const readFactsText: typeof onLoad.readFactsText = compiledAtBuild;
export const readSeriesText: typeof onLoad.readSeriesText = compiledAtBuild;
