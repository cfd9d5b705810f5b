// Reads the fact base's data files when a module loads them: only where no Vite plugin compiled them at
// build (a bundle esbuild makes for Node, such as the editor mode's publish check). Vite builds, the dev
// server and tests load ./read-on-load.stub.ts instead (./vite-plugin.ts), so no page ships a YAML parser.
import { factFileSchema, sourcesFileSchema, type Fact, type SourceRegistry } from "./fact-schema.ts";
import { readDataFile } from "./read.ts";
import { seriesFileSchema, type SeriesEntry } from "./series-schema.ts";

export function readSourcesText(text: string, file: string): SourceRegistry {
  return readDataFile(sourcesFileSchema, text, file);
}

export function readFactsText(text: string, sources: SourceRegistry, file: string): readonly Fact[] {
  return readDataFile(factFileSchema(sources), text, file);
}

export function readSeriesText(text: string, sources: SourceRegistry, file: string): SeriesEntry {
  return readDataFile(seriesFileSchema(sources), text, file);
}
