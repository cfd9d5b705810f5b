import file from "./sources.yaml" with { type: "text" };
import { dataOf } from "../data/data-module.ts";
import type { SourceRegistry } from "../data/fact-schema.ts";
import { readSourcesText } from "../data/read-on-load.ts";

/**
 * Every page the fact base cites, defined once in sources.yaml and named there by its key. Each was found
 * again with a search of stored public pages before it was used (docs/fact-research.md says what each states).
 */
export const sources: SourceRegistry = dataOf(file, (text) => readSourcesText(text, "app/content/facts/sources.yaml"));
