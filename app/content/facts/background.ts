import file from "./background.yaml" with { type: "text" };
import { sources } from "./sources.ts";
import { dataOf } from "../data/data-module.ts";
import type { Fact } from "../data/fact-schema.ts";
import { readFactsText } from "../data/read-on-load.ts";

/** Who made Labubu, how Pop Mart came in, the 2024 surge and the revenue the line makes. (the facts: background.yaml) */
export const backgroundFacts: readonly Fact[] = dataOf(file, (text) =>
  readFactsText(text, sources, "app/content/facts/background.yaml"),
);
