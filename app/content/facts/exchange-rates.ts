import file from "./exchange-rates.yaml" with { type: "text" };
import { sources } from "./sources.ts";
import { dataOf } from "../data/data-module.ts";
import type { Fact } from "../data/fact-schema.ts";
import { readFactsText } from "../data/read-on-load.ts";

/** The reference rates behind every price shown in euros (the facts: exchange-rates.yaml, docs/decisions/0047). */
export const exchangeRateFacts: readonly Fact[] = dataOf(file, (text) =>
  readFactsText(text, sources, "app/content/facts/exchange-rates.yaml"),
);
