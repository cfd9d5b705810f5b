import type { FieldError } from "~/domain/calculator";
import { formatCount, formatDecimal, formatEuro, formatMoney, formatPartialDate } from "~/utils/format";

/**
 * Copy of "Boxen oder einzeln?" (docs/decisions/0032), on the set calculator and for each series of
 * "Meine Sammlung". Amounts in euros as the collector types them; nothing here is a market price.
 */

/** "rund € 132": costs are expectations, shown to the euro. */
const about = (amount: number) => `rund ${formatEuro(Math.round(amount))}`;

export type SinglesErrorKind = FieldError | "count";

/** Sample prices for the hint's example: as many as it asks for, up to four; more are cut short with "…". */
const SAMPLE_PRICES = ["12", "15,50", "40", "18"] as const;
export function singlesExample(missing: number): string {
  return missing <= SAMPLE_PRICES.length
    ? SAMPLE_PRICES.slice(0, missing).join("; ")
    : `${SAMPLE_PRICES.slice(0, 3).join("; ")}; …`;
}

export const boxesOrSinglesCopy = {
  heading: "Boxen oder einzeln kaufen?",
  intro:
    "Geben Sie ein, was einzelne Figuren kosten – etwa am Flohmarkt oder bei einer Tauschbörse. Wir vergleichen mit dem, was weitere Boxen im Schnitt kosten.",
  boxPriceLabel: "Preis pro Box (€)",
  boxPriceHint: "Ein Euro-Preis ist für diese Serie nicht gesichert. Tragen Sie ein, was eine Box bei Ihnen kostet.",
  boxPriceSourced: (amount: number, where: string, asOf: string) =>
    `Gesichert: ${formatEuro(amount)} (${where}, Stand ${formatPartialDate(asOf)}). Sie können einen anderen Preis eintragen.`,
  singlesLabel: "Preis pro fehlender Figur (€)",
  singlesHint: (missing: number) =>
    missing > 1
      ? `Ein Preis für alle – oder ${formatCount(missing)} Preise, einen je fehlender Figur, getrennt durch Strichpunkt (z. B. „${singlesExample(missing)}“).`
      : "Was die fehlende Figur einzeln kostet.",
  singlesHintNamed: (names: readonly string[]) =>
    names.length > 1 ? `Je Figur in dieser Reihenfolge: ${names.join(", ")}.` : "",
  secretLabel: "Preis der Secret-Figur einzeln (€, freiwillig)",
  secretHint: "Leer lassen, wenn Sie die Secret-Figur nicht einzeln kaufen würden.",
  error: (kind: SinglesErrorKind, missing: number) =>
    ({
      count: `Bitte geben Sie einen Preis für alle oder genau ${formatCount(missing)} Preise ein, getrennt durch Strichpunkt.`,
      empty: "Bitte geben Sie einen Preis ein, z. B. 15.",
      format: "Das ist kein Preis. Bitte schreiben Sie ihn wie 15 oder 12,50.",
      "not-whole": "Bitte geben Sie einen Preis ein, z. B. 15.",
      "too-small": "Ein Preis muss größer als € 0 sein.",
      "too-large": "So hohe Preise rechnen wir nicht; bitte höchstens € 10.000.",
      "zero-denominator": "Bitte geben Sie einen Preis ein, z. B. 15.",
      "more-than-set": "Bitte geben Sie einen Preis ein, z. B. 15.",
    })[kind],
  regularsHeading: "Für die fehlenden regulären Figuren",
  fullHeading: "Mit der Secret-Figur",
  boxes: (boxes: number, cost: number) => `Mit Boxen: im Schnitt ${formatDecimal(boxes, 1)} Boxen, ${about(cost)}`,
  singles: (count: number, cost: number) =>
    `Einzeln: ${count === 1 ? "eine Figur" : `${formatCount(count)} Figuren`} für ${formatMoney(cost, "EUR")}`,
  singlesWithSecret: (count: number, cost: number) =>
    `Einzeln: ${formatCount(count)} ${count === 1 ? "Figur" : "Figuren"} und die Secret-Figur für ${formatMoney(cost, "EUR")}`,
  verdict: {
    singles: (difference: number) => `Einzeln kaufen ist im Schnitt um ${about(difference)} günstiger.`,
    boxes: (difference: number) => `Boxen sind im Schnitt um ${about(difference)} günstiger.`,
    same: "Beides kostet im Schnitt gleich viel.",
  },
  threshold: (price: number, upTo: number, figures: number, average: boolean) => {
    const at = `Bei ${formatMoney(price, "EUR")} pro Figur${average ? " (Ihr Durchschnitt)" : ""}`;
    if (upTo === 0) return `${at} sind Boxen im Schnitt günstiger, schon wenn nur eine Figur fehlt.`;
    if (upTo >= figures) return `${at} ist einzeln kaufen immer günstiger, egal wie viele Figuren fehlen.`;
    return `${at} lohnt sich einzeln kaufen, solange höchstens ${formatCount(upTo)} ${upTo === 1 ? "Figur fehlt" : "Figuren fehlen"}; ab ${formatCount(upTo + 1)} fehlenden sind Boxen im Schnitt günstiger.`;
  },
  average:
    "Ein Schnitt, keine Garantie: Mit Boxen kann es deutlich mehr oder weniger kosten – wie viel, zeigen die Chancen oben.",
  nothingMissing: "Alle regulären Figuren sind da – einzeln gibt es nichts mehr zu kaufen.",
  unknownOdds:
    "Für den Vergleich mit Boxen fehlt die gesicherte Chance auf die Secret-Figur. Im Set-Rechner können Sie mit einer eigenen Annahme rechnen.",
  invalidCalculator: "Sobald die Angaben oben stimmen, erscheint hier der Vergleich.",
} as const;
