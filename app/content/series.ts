import { affiliateSearchUrl } from "~/lib/affiliate";
import { factValue } from "./facts";
import { formatEuro } from "~/lib/format";

/**
 * Series of the "The Monsters" line by their public names. Deliberately without release dates,
 * edition sizes or shop prices: those change and we would be guessing.
 */
export type Series = {
  key: string;
  name: string;
  format: string;
  description: string;
  tip: string;
  link: { label: string; href: string };
};

export const series = [
  {
    key: "exciting-macaron",
    name: "Exciting Macaron",
    format: "Vinyl-Plüsch-Anhänger · Blindbox",
    description:
      "Eine der bekanntesten Anhänger-Serien mit Vinylgesicht: Figuren in zarten Macaron-Pastelltönen, die man an Tasche oder Rucksack trägt.",
    tip: "Gerade von dieser Serie sind viele Kopien im Umlauf. Prüfen Sie Zähne, Nasenherz und QR-Code besonders genau.",
    link: { label: "Exciting Macaron ansehen", href: affiliateSearchUrl("Labubu Exciting Macaron") },
  },
  {
    key: "have-a-seat",
    name: "Have a Seat",
    format: "Vinyl-Plüsch-Anhänger · Blindbox",
    description:
      "Anhänger in sitzender Pose – beliebt bei allen, die ihre Figuren lieber ins Regal setzen als an die Tasche hängen.",
    tip: "Die sitzende Haltung macht die Fußsohlen gut sichtbar: ein guter Moment, das Herstellerlogo zu kontrollieren.",
    link: { label: "Have a Seat ansehen", href: affiliateSearchUrl("Labubu Have a Seat") },
  },
  {
    key: "big-into-energy",
    name: "Big into Energy",
    format: "Vinyl-Plüsch-Anhänger · Blindbox",
    description:
      "Sechs Anhänger, die für Gefühle wie Love oder Hope stehen – zum Start im April 2025 in Asien binnen kurzer Zeit ausverkauft.",
    tip: "Wo die Nachfrage das Angebot übersteigt, tauchen Fälschungen zuerst auf. Kaufen Sie nur bei Händlern, deren Herkunft Sie kennen.",
    link: { label: "Big into Energy ansehen", href: affiliateSearchUrl("Labubu Big into Energy") },
  },
  {
    key: "vinyl-figures",
    name: "Vinyl-Figuren",
    format: "Feste Vinylfiguren · Blindbox",
    description:
      "Die klassischen kleinen Figuren aus Vinyl, ideal für Setzkasten und Vitrine. Sie sind robust und zeigen Details wie Zähne und Logo besonders deutlich.",
    tip: `Unter ${formatEuro(factValue<number>("price-austria-warning-threshold", "suspiciousBelowEur"))} ist ein Labubu vermutlich eine Fälschung: Deutlich billigere Angebote sind ein Warnsignal.`,
    link: { label: "Vinyl-Figuren ansehen", href: affiliateSearchUrl("Pop Mart The Monsters Labubu Figur") },
  },
  {
    key: "special-editions",
    name: "Sondereditionen",
    format: "Einzelfiguren · Limitierungen",
    description:
      "Größere Plüsch- und Vinylfiguren, Jubiläums- und Kooperationsausgaben. Meist als einzelne, sichtbare Figur verkauft – Sie wissen also vorab, was Sie bekommen.",
    tip: "Bewahren Sie Karton und Karte auf: Vollständigkeit zählt beim Wiederverkauf.",
    link: { label: "Sondereditionen ansehen", href: affiliateSearchUrl("Labubu Pop Mart Edition") },
  },
  {
    key: "secret",
    name: "Secret-Figuren",
    format: "Seltene Variante einer Serie",
    description:
      "In den meisten Blindbox-Serien steckt eine seltene Secret-Figur, die nur in einem kleinen Teil der Boxen liegt. Welche Box sie enthält, sieht man von außen nicht.",
    tip: "Angebote wie „Secret garantiert“ oder geöffnete, „geprüfte“ Boxen von Unbekannten sind riskant: Nachweisen lässt sich das vorab nicht.",
    link: { label: "Secret-Figuren ansehen", href: affiliateSearchUrl("Labubu Secret Figur") },
  },
] as const satisfies readonly Series[];

/** Lead-in of each card's buying tip. */
export const seriesTipLabel = "Tipp";

export const seriesNote =
  "Serien, Farbvarianten und Verfügbarkeit ändern sich laufend. Verbindlich sind die Angaben des Herstellers und des jeweiligen Händlers.";
