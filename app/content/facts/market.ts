import { knowledge } from "../data/knowledge-source.ts";
import type { Fact } from "../data/fact-schema.ts";

/** Prices with their Stand, where to buy, events in Vienna's shops and the arithmetic of blind boxes. (its file: market.yaml) */
export const marketFacts: readonly Fact[] = knowledge.factFiles["market"];
