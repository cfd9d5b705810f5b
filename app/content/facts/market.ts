import file from "./market.yaml" with { type: "text" };
import { sources } from "./sources.ts";
import { dataOf } from "../data/data-module.ts";
import type { Fact } from "../data/fact-schema.ts";
import { readFactsText } from "../data/read-on-load.ts";

/** Prices with their Stand, where to buy, events in Vienna's shops and the arithmetic of blind boxes. (the facts: market.yaml) */
export const marketFacts: readonly Fact[] = dataOf(file, (text) => readFactsText(text, sources, "app/content/facts/market.yaml"));
