import { rememberReads } from "~/content/data/reads";
import { factIn } from "../../content/facts/lookup";
import { type SeriesEntry, seriesFacts, seriesNewestFirst } from "../../content/facts/series";
import { formatCount, formatNumber, formatOdds, formatPartialDate } from "~/utils/format";

/**
 * Copy of the series catalogue (/serien) and of the landing page's series section. The data —
 * dates, figures, odds, prices, sources — comes from the fact base (app/content/facts/series.ts).
 */

export const seriesPaths = {
  catalogue: "/serien",
  calculator: "/set-rechner",
  check: "/echtheit-pruefen",
} as const;

/** "25. April 2025 (Asien) bzw. 29. August 2025 (USA)"; null while not established. */
export function releaseLabel(entry: SeriesEntry): string | null {
  if (!entry.releases.value) return null;
  return entry.releases.value.map((r) => `${formatPartialDate(r.date)}${r.market ? ` (${r.market})` : ""}`).join(" bzw. ");
}

/** The short line under a series' name: how many figures and how rare the secret is, where known. */
export function seriesSummary(entry: SeriesEntry): string {
  const parts = [entry.regularCount.value ?? null];
  if (entry.secretOdds.value) parts.push(`Chance auf die Secret-Figur ${formatOdds(entry.secretOdds.value)}`);
  return parts.filter(Boolean).join(" · ");
}

/**
 * When the catalogue was last checked for newer series: the Stand of its current fact "series-catalogue-newest".
 * Worked out where a page reads it, so the page depends on it (app/content/data/reads.ts), as is all that follows.
 */
const catalogueAsOf = rememberReads(() => factIn(seriesFacts, "series-catalogue-newest").asOf!);

/** "Stand der Serienliste: 24. November 2026 – …", shown with the series on the landing page and the catalogue. */
export const catalogueStand = {
  label: "Stand der Serienliste",
  get asOf() {
    return catalogueAsOf();
  },
  get date() {
    return formatPartialDate(catalogueAsOf());
  },
  after: "neuere Serien kommen dazu, sobald eine datierte Quelle sie belegt.",
} as const;

/** The landing page's series section: newest first, each card links into the catalogue. */
const teaserCards = rememberReads(() =>
  seriesNewestFirst().map((entry) => ({
    key: entry.key,
    name: entry.name,
    alsoKnownAs: entry.alsoKnownAs,
    format: entry.format.value ?? null,
    released: releaseLabel(entry),
    summary: seriesSummary(entry),
    href: `${seriesPaths.catalogue}#${entry.key}`,
    linkLabel: `${entry.name} im Serienkatalog`,
  })),
);

export const seriesTeaser = {
  get cards() {
    return teaserCards();
  },
  releasedLabel: "Erschienen",
  unknown: "nicht gesichert",
  /** After the list's Stand; short, so the note keeps the one line the placeholder reserves on wide screens. */
  note: "Verbindlich sind die Angaben von Pop Mart und der Händler.",
} as const;

/** The catalogue page's introduction, with the number of series it lists. */
const introOf = (count: number) =>
  `Alle ${formatCount(count)} Serien, zu denen wir belastbare Angaben gefunden haben – die neueste zuerst: wann sie erschienen sind, welche Figuren dazugehören, wie selten die Secret-Figur ist, was sie zum Start kostete und worauf Sie bei Fälschungen achten. Jede Angabe nennt ihre Quelle; was sich nicht belegen lässt, steht als „nicht gesichert“ da.`;

/** The catalogue page. */
export const seriesPage = {
  eyebrow: "Serienkatalog",
  title: "Labubu-Serien im Überblick",
  get intro() {
    return introOf(seriesNewestFirst().length);
  },
  navLabel: "Serien auf dieser Seite",
  fields: {
    released: "Erschienen",
    format: "Format",
    scope: "Umfang",
    regulars: "Reguläre Figuren",
    secret: "Secret-Figur",
    odds: "Chance auf die Secret-Figur",
    size: "Größe",
    prices: "Preise zum Start",
  },
  unknown: "nicht gesichert",
  partialNames: "weitere Namen nicht gesichert",
  reported: "Gemeldet:",
  noPrices: "Keine belegten Preise.",
  sizeUnit: "cm",
  about: "etwa",
  asOf: "Stand",
  checksHeading: "Darauf achten",
  generalChecksLabel: "Bei jeder Figur dieser Serie",
  sourcesHeading: "Quellen dieser Serie",
  figuresHeading: "Die Figuren",
  /** How wide the series' own photo is shown: the card's column up to 28rem. */
  photoSizes: "(min-width: 40rem) 28rem, calc(100vw - 4.5rem)",
  /** Why every tile looks the same: the site draws them, and no source names a figure's colour. */
  tilesNote: "Von uns gezeichnet, ohne Farben: Welche Farbe eine Figur hat, nennt keine Quelle, die wir gefunden haben.",
  /** The same when some figures have the operator's own photo (docs/decisions/0048). */
  tilesWithPhotosNote:
    "Fotos: eigene Aufnahmen der Redaktion. Die übrigen Figuren sind von uns gezeichnet, ohne Farben: Welche Farbe sie haben, nennt keine Quelle, die wir gefunden haben.",
  figureNumber: (number: number) => `Figur ${formatNumber(number)}`,
  secretFigure: "Secret-Figur",
  secretMark: "S",
  calculatorLink: (name: string) => `Set-Rechner für ${name} öffnen`,
  checkLink: "Figur Schritt für Schritt prüfen",
  /** The official shop, where a collector compares with Pop Mart's own product photos. */
  officialLink: (shop: string) => `Offizielle Produktbilder im Shop von Pop Mart (${shop})`,
  officialLinkNote:
    "Die Adresse einer eigenen Produktseite dieser Serie nennt keine Quelle, die wir gefunden haben: Der Link führt zum offiziellen Shop, suchen Sie dort nach dem Seriennamen.",
  disclaimer:
    "Angaben ohne Gewähr. Preise gelten zum jeweiligen Stand und ändern sich; verbindlich sind die Angaben von Pop Mart und der Händler. Wir verkaufen keine Figuren.",
} as const;
