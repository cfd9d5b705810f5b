import { knowledge } from "../data/knowledge-source.ts";
import type { Fact } from "../data/fact-schema.ts";

/** The reference rates behind every price shown in euros (its file: exchange-rates.yaml, docs/decisions/0047). */
export const exchangeRateFacts: readonly Fact[] = knowledge.factFiles["exchange-rates"];
