import file from "./vienna.yaml" with { type: "text" };
import { sources } from "./sources.ts";
import { dataOf } from "../data/data-module.ts";
import type { Fact } from "../data/fact-schema.ts";
import { readFactsText } from "../data/read-on-load.ts";

/** Public facts about well-known shopping places in Vienna: where they are and how to get there. (the facts: vienna.yaml) */
export const viennaFacts: readonly Fact[] = dataOf(file, (text) => readFactsText(text, sources, "app/content/facts/vienna.yaml"));
