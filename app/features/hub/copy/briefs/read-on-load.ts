// Reads a brief file when its module loads: only where no Vite plugin compiled it at build (a bundle esbuild
// makes for Node). Vite builds, the dev server and tests load ./read-on-load.stub.ts instead
// (app/content/data/vite-plugin.ts), so the hub does not ship a YAML parser.
import { briefSchema, type TopicBrief } from "./brief-schema.ts";
import { readDataFile } from "../../../../content/data/read.ts";

export function readBriefText(text: string, file: string): TopicBrief {
  return readDataFile(briefSchema(), text, file);
}
