import { knowledge } from "../data/knowledge-source.ts";
import type { Fact } from "../data/fact-schema.ts";

/** Consumer rights, import charges and where to get help in Austria. (its file: legal.yaml) */
export const legalFacts: readonly Fact[] = knowledge.factFiles["legal"];
