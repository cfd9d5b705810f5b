import { knowledge } from "../data/knowledge-source.ts";
import type { Fact } from "../data/fact-schema.ts";

/** Public facts about well-known shopping places in Vienna: where they are and how to get there. (its file: vienna.yaml) */
export const viennaFacts: readonly Fact[] = knowledge.factFiles["vienna"];
