// What a Vite build loads for ./read-on-load.ts (app/content/data/vite-plugin.ts): every brief was compiled
// at build, so nothing is read at run time.
import type * as onLoad from "./read-on-load.ts";

export const readBriefText: typeof onLoad.readBriefText = () => {
  throw new Error("Brief files are compiled at build in a Vite build (app/content/data/vite-plugin.ts).");
};
