import { knowledge } from "../data/knowledge-source.ts";
import type { Fact } from "../data/fact-schema.ts";

/** What tells an original from a fake: the six checks of the landing guide, the CPSC markers, price, and what the fakes risk. (its file: authenticity.yaml) */
export const authenticityFacts: readonly Fact[] = knowledge.factFiles["authenticity"];
