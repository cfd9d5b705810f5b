import type { Stand } from "./lookup";
import type { Confidence } from "./types";
import { formatPartialDate } from "~/utils/format";

/** Words shown around facts wherever the site cites them. */
export const factCopy = {
  source: "Quelle",
  sources: "Quellen",
  asOf: "Stand",
  /** After the Stand of a current fact that a re-check could not confirm with a newer dated source. */
  notReconfirmed: "nicht neu bestätigt",
  /** An uncertain or unsourced field: said plainly instead of guessed. */
  notEstablished: "nicht gesichert",
  confidence: {
    solid: "gut belegt",
    medium: "Händler- und Medienangaben",
    uncertain: "nicht gesichert",
  } satisfies Record<Confidence, string>,
} as const;

/** "Stand Juli 2025" or "Stand Juli 2025 – nicht neu bestätigt", for running text. */
export function standText(stand: Stand): string {
  const text = `${factCopy.asOf} ${formatPartialDate(stand.asOf)}`;
  return stand.notReconfirmed ? `${text} – ${factCopy.notReconfirmed}` : text;
}
