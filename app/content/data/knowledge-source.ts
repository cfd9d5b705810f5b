// The fact base where Node renders or tests the site: read from its files when this module loads, checked
// by the build's schemas (a file that fails stops the build with its file and line). The browser loads
// ./knowledge-source.client.ts instead (./vite-plugin.ts). FACT_BASE_ROOT names another project folder.
// In the content build every read of it is recorded for the page that makes it (./fact-reads.server.ts).
import { readFactBase } from "./fact-base.server.ts";
import { watchedKnowledge } from "./fact-reads.server.ts";
import type { Knowledge } from "./knowledge.ts";

const { sources, factFiles, series } = readFactBase(process.env.FACT_BASE_ROOT || process.cwd());

export const knowledge: Knowledge = watchedKnowledge({ sources, factFiles, series });
