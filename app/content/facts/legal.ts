import file from "./legal.yaml" with { type: "text" };
import { sources } from "./sources.ts";
import { dataOf } from "../data/data-module.ts";
import type { Fact } from "../data/fact-schema.ts";
import { readFactsText } from "../data/read-on-load.ts";

/** Consumer rights, import charges and where to get help in Austria. (the facts: legal.yaml) */
export const legalFacts: readonly Fact[] = dataOf(file, (text) => readFactsText(text, sources, "app/content/facts/legal.yaml"));
