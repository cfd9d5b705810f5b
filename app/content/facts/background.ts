import { knowledge } from "../data/knowledge-source.ts";
import type { Fact } from "../data/fact-schema.ts";

/** Who made Labubu, how Pop Mart came in, the 2024 surge and the revenue the line makes. (its file: background.yaml) */
export const backgroundFacts: readonly Fact[] = knowledge.factFiles["background"];
