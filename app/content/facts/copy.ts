import type { Confidence } from "./types";

/** Words shown around facts wherever the site cites them. */
export const factCopy = {
  source: "Quelle",
  sources: "Quellen",
  asOf: "Stand",
  /** An uncertain or unsourced field: said plainly instead of guessed. */
  notEstablished: "nicht gesichert",
  confidence: {
    solid: "gut belegt",
    medium: "Händler- und Medienangaben",
    uncertain: "nicht gesichert",
  } satisfies Record<Confidence, string>,
} as const;
