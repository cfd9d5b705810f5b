import file from "./authenticity.yaml" with { type: "text" };
import { sources } from "./sources.ts";
import { dataOf } from "../data/data-module.ts";
import type { Fact } from "../data/fact-schema.ts";
import { readFactsText } from "../data/read-on-load.ts";

/** What tells an original from a fake: the six checks of the landing guide, the CPSC markers, price, and what the fakes risk. (the facts: authenticity.yaml) */
export const authenticityFacts: readonly Fact[] = dataOf(file, (text) =>
  readFactsText(text, sources, "app/content/facts/authenticity.yaml"),
);
