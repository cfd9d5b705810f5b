// Where the fact base's data files live, relative to the project (docs/decisions/0042). No imports: read by the
// content build, the editing functions and server modules alike.

export const factBasePaths = {
  folder: "app/content/facts",
  sources: "app/content/facts/sources.yaml",
  series: "app/content/facts/series",
  /** The module that lists every series file: the build refuses a file it does not list. */
  seriesList: "app/content/facts/series-files.ts",
} as const;

/** The fact files beside the registry, one per group of facts. */
export const factFileNames = ["background", "authenticity", "market", "legal", "vienna", "exchange-rates"] as const;
export type FactFileName = (typeof factFileNames)[number];

/** A fact file's path. */
export const factFilePath = (name: FactFileName) => `${factBasePaths.folder}/${name}.yaml`;

/** A series file's path. */
export const seriesFilePath = (key: string) => `${factBasePaths.series}/${key}.yaml`;
