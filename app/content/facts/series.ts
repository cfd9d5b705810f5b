import { distinctSources, latestAsOf } from "./lookup";
import { recheckDay } from "./recheck";
import { sources as s } from "./sources";
import { type Confidence, type Fact, type SeriesKey, type Source, defineFact } from "./types";
import { formatMoney, formatMoneyRange, formatNumber, formatOdds, formatPartialDate } from "~/utils/format";
import type { PhotoRef } from "~/domain/photos";

/** A field we could source, with how sure we are. */
export type KnownField<T> = { value: T; confidence: Exclude<Confidence, "uncertain">; sources: readonly Source[] };
/** A field we could not establish: shown as "nicht gesichert"; `reported` says what conflicting reports claim. */
export type OpenField = { value: null; reported?: string; sources?: readonly Source[] };
export type SeriesField<T> = KnownField<T> | OpenField;

/** True for a field we could not establish. */
export function isOpenField<T>(field: SeriesField<T>): field is OpenField {
  return field.value === null;
}

export type SeriesRelease = {
  /** ISO date at the precision known: "2023-10", "2025-04-25". */
  date: string;
  /** Where this date applies, e.g. "Asien", "USA (online)", "China". */
  market?: string;
};

export type SeriesPrice = {
  amount: number;
  /** Upper end when the source gives a range. */
  high?: number;
  currency: string;
  where: string;
  /** "Stand": when the source reported the price. */
  asOf: string;
  source: Source;
};

export type SeriesEntry = {
  key: SeriesKey;
  name: string;
  /** Other names the series is sold under. */
  alsoKnownAs?: string;
  format: SeriesField<string>;
  releases: SeriesField<readonly SeriesRelease[]>;
  regularCount: SeriesField<string>;
  /** Regular figures in one set, for the set calculator (the same sources as `regularCount`). */
  figuresPerSet: number;
  /** Whether one set holds a secret (hidden) figure besides the regulars (the same sources as `regularCount`). */
  hasSecret: boolean;
  /** Regular figures by name; `partial` when only some names could be sourced. */
  regularNames: SeriesField<{ names: readonly string[]; partial: boolean }>;
  secretName: SeriesField<string>;
  /** Odds of the secret figure as "one in n". */
  secretOdds: SeriesField<number>;
  sizeCm: SeriesField<number>;
  prices: readonly SeriesPrice[];
  /** What to check against fakes for this series (German, complete sentences). */
  checks: readonly string[];
  /** Fact ids of the general checks that apply. */
  checkFactIds: readonly string[];
  /**
   * The operator's own photo of the series (a file below app/content/photos, with its alt text;
   * docs/decisions/0048). Never a photo of someone else's: none until the operator takes one.
   */
  photo?: PhotoRef;
  /** The operator's own photos of single figures, by figure id ("1" … figuresPerSet, "secret"), likewise. */
  figurePhotos?: Readonly<Partial<Record<string, PhotoRef>>>;
};

const generalChecks = ["authenticity-teeth", "authenticity-qr", "authenticity-hologram"] as const;

/**
 * The series researched for the fact base (docs/fact-research.md), each field with its sources and confidence. Open fields are
 * shown as "nicht gesichert" rather than guessed (e.g. Exciting Macaron's secret odds, reported
 * both as 1 : 72 and 1 : 144).
 */
export const seriesCatalogue: readonly SeriesEntry[] = [
  {
    key: "exciting-macaron",
    name: "Exciting Macaron",
    format: {
      value: "Vinyl-Plüsch-Anhänger mit Vinylgesicht, stehend · Blindbox",
      confidence: "medium",
      sources: [s.theBeatLisa],
    },
    releases: { value: [{ date: "2023-10" }], confidence: "medium", sources: [s.wikipediaLabubu, s.theBeatLisa] },
    regularCount: { value: "sechs reguläre Figuren und eine Secret-Figur", confidence: "medium", sources: [s.geekChicSecrets] },
    figuresPerSet: 6,
    hasSecret: true,
    regularNames: {
      value: { names: ["Soymilk", "Green Grape"], partial: true },
      confidence: "medium",
      sources: [s.theBeatLisa],
    },
    secretName: { value: "Chestnut Cocoa", confidence: "medium", sources: [s.theBeatLisa, s.feltifyMacaron, s.geekChicSecrets] },
    secretOdds: {
      value: null,
      reported: `Händlerseiten nennen ${formatOdds(72)} und ${formatOdds(144)}.`,
      sources: [s.geekChicSecrets, s.feltifyMacaron],
    },
    sizeCm: { value: 17, confidence: "medium", sources: [s.theBeatLisa] },
    prices: [],
    checks: [
      "Die Nase der regulären Figuren hat die Farbe des Fells; nur die Secret-Figur Chestnut Cocoa hat eine rote Nase. Ein „Chestnut Cocoa“ mit fellfarbener Nase ist verdächtig.",
      "Von dieser frühen Serie sind besonders viele Kopien im Umlauf: Kaufen Sie gebrauchte Figuren nur mit Fotos von Zähnen, linkem Fuß und Etikett.",
    ],
    checkFactIds: [...generalChecks, "authenticity-nose", "authenticity-sole"],
  },
  {
    key: "have-a-seat",
    name: "Have a Seat",
    format: {
      value: "Vinyl-Plüsch-Anhänger in sitzender Pose · Blindbox",
      confidence: "medium",
      sources: [s.theBeatLisa, s.feltifyHaveASeat],
    },
    releases: { value: [{ date: "2024-07" }], confidence: "medium", sources: [s.theBeatLisa, s.feltifyHaveASeat] },
    regularCount: { value: "sechs reguläre Figuren und eine Secret-Figur", confidence: "medium", sources: [s.feltifyHaveASeat] },
    figuresPerSet: 6,
    hasSecret: true,
    regularNames: {
      value: { names: ["Sisi", "Ququ", "Dada", "Zizi", "Baba", "Hehe"], partial: false },
      confidence: "medium",
      sources: [s.feltifyHaveASeat],
    },
    secretName: { value: "Duoduo", confidence: "medium", sources: [s.feltifyHaveASeat] },
    secretOdds: { value: 72, confidence: "medium", sources: [s.feltifyHaveASeat] },
    sizeCm: { value: 15, confidence: "medium", sources: [s.theBeatLisa, s.feltifyHaveASeat] },
    prices: [{ amount: 21.99, currency: "USD", where: "Pop Mart USA, online", asOf: "2025-06-05", source: s.goldseaKasingLung }],
    checks: [
      "Die sitzende Haltung zeigt die Fußsohlen: Prüfen Sie den Pop-Mart-Aufdruck am linken Fuß.",
      "Die Secret-Figur Duoduo wird oft „garantiert“ angeboten. Das lässt sich bei einer ungeöffneten Box nicht nachweisen.",
    ],
    checkFactIds: [...generalChecks, "authenticity-sole", "authenticity-uv"],
  },
  {
    key: "big-into-energy",
    name: "Big into Energy",
    format: { value: "Vinyl-Plüsch-Anhänger · Blindbox", confidence: "solid", sources: [s.cnnBigIntoEnergy] },
    releases: {
      value: [{ date: "2025-04-25", market: "Asien" }],
      confidence: "solid",
      sources: [s.cnnBigIntoEnergy],
    },
    regularCount: {
      value: "sechs reguläre Figuren und eine Secret-Figur",
      confidence: "solid",
      sources: [s.cnnBigIntoEnergy, s.gameProBigIntoEnergy],
    },
    figuresPerSet: 6,
    hasSecret: true,
    regularNames: {
      value: { names: ["Love", "Happiness", "Loyalty", "Serenity", "Hope", "Luck"], partial: false },
      confidence: "solid",
      sources: [s.gameProBigIntoEnergy, s.cnnBigIntoEnergy],
    },
    secretName: { value: null },
    secretOdds: { value: 72, confidence: "medium", sources: [s.labubuBlogAbc7, s.geekChicSecrets] },
    sizeCm: { value: null },
    prices: [
      { amount: 13, high: 16, currency: "USD", where: "Asien, zum Start", asOf: "2025-04-25", source: s.cnnBigIntoEnergy },
      { amount: 27.99, currency: "USD", where: "Pop Mart USA", asOf: "2025-04", source: s.labubuBlogAbc7 },
    ],
    checks: [
      "Die Serie war zum Start in Minuten ausverkauft; Angebote deutlich unter dem Ladenpreis sind daher ein Warnsignal.",
      "Die sechs Figuren stehen für Gefühle wie Love oder Hope und haben eigene Farben: Vergleichen Sie die Farbe mit den offiziellen Produktbildern – zu grelle Töne deuten auf eine Fälschung.",
    ],
    checkFactIds: [...generalChecks, "authenticity-colours", "authenticity-discount"],
  },
  {
    key: "pin-for-love",
    name: "Pin for Love",
    alsoKnownAs: "in China: Heart Code",
    format: {
      value: "Mini-Anhänger, etwa für Handy oder Tasche · Blindbox",
      confidence: "solid",
      sources: [s.g4mediaPinForLove, s.chinaDailyMini],
    },
    releases: {
      value: [
        { date: "2025-08-28", market: "China" },
        { date: "2025-08-29", market: "USA" },
      ],
      confidence: "solid",
      sources: [s.chinaDailyMini, s.g4mediaPinForLove],
    },
    regularCount: {
      value: "in China zwei Sets mit je 14 Figuren und je einer Secret-Figur",
      confidence: "solid",
      sources: [s.chinaDailyMini],
    },
    figuresPerSet: 14,
    hasSecret: true,
    regularNames: { value: null },
    secretName: { value: "Heart (Set in China)", confidence: "medium", sources: [s.chinaDailyMini] },
    secretOdds: { value: null },
    sizeCm: { value: 10, confidence: "solid", sources: [s.g4mediaPinForLove] },
    prices: [
      { amount: 79, currency: "CNY", where: "China, zum Start", asOf: "2025-08-28", source: s.chinaDailyMini },
      { amount: 22.99, currency: "USD", where: "USA, zum Start", asOf: "2025-08-23", source: s.g4mediaPinForLove },
    ],
    checks: [
      "Die Mini-Figur ist nur etwa 10 Zentimeter groß. Gefälschte Anhänger können laut CPSC zerbrechen und Kleinteile freigeben: Prüfen Sie Ring und Nähte besonders genau, wenn Kinder im Haushalt sind.",
    ],
    checkFactIds: [...generalChecks, "safety-lafufu-cpsc"],
  },
  {
    key: "wacky-mart",
    name: "Wacky Mart",
    format: {
      value: "Serie mit mehreren Produkten (Blindbox-Figuren, Anhänger, Magnete) im Supermarkt-Thema",
      confidence: "medium",
      sources: [s.macaoNewsWackyMart],
    },
    releases: { value: [{ date: "2025-06" }], confidence: "medium", sources: [s.macaoNewsWackyMart] },
    regularCount: { value: "zwölf Figuren und eine versteckte Figur", confidence: "medium", sources: [s.macaoNewsWackyMart] },
    figuresPerSet: 12,
    hasSecret: true,
    regularNames: { value: null },
    secretName: { value: null },
    secretOdds: { value: null },
    sizeCm: { value: null },
    prices: [{ amount: 83, currency: "MOP", where: "Macao, zum Start", asOf: "2025-06", source: s.macaoNewsWackyMart }],
    checks: [
      "Die Figuren wurden teils per Verlosung vergeben: Vorsicht bei Angeboten, die sofortige Lieferung großer Mengen versprechen.",
    ],
    checkFactIds: [...generalChecks],
  },
];

/** Newest first, by the earliest known release date; series without a date go last. */
export function seriesNewestFirst(entries: readonly SeriesEntry[] = seriesCatalogue): SeriesEntry[] {
  const first = (entry: SeriesEntry) =>
    entry.releases.value ? ([...entry.releases.value].map((r) => r.date).sort()[0] ?? "") : "";
  return [...entries].sort((a, b) => first(b).localeCompare(first(a)));
}

/** "2023" / "im Oktober 2023" / "am 25. April 2025", as German running text needs it. */
export function datePhrase(iso: string): string {
  if (/^\d{4}$/.test(iso)) return formatPartialDate(iso);
  return `${/^\d{4}-\d{2}$/.test(iso) ? "im" : "am"} ${formatPartialDate(iso)}`;
}

function releaseText(entry: SeriesEntry): string {
  if (!entry.releases.value) return "";
  return entry.releases.value.map((r) => `${datePhrase(r.date)}${r.market ? ` (${r.market})` : ""}`).join(" und ");
}

/** A price, or the range a source gives, in its currency. */
export function priceAmount(price: SeriesPrice): string {
  return price.high === undefined
    ? formatMoney(price.amount, price.currency)
    : formatMoneyRange(price.amount, price.high, price.currency);
}

function priceText(price: SeriesPrice): string {
  return `${priceAmount(price)} (${price.where}, Stand ${formatPartialDate(price.asOf)})`;
}

/** The fields an entry's fact states, in the catalogue's order (the format is shown, not stated). */
export function statedFields(entry: SeriesEntry): readonly SeriesField<unknown>[] {
  return [entry.releases, entry.regularCount, entry.regularNames, entry.secretName, entry.secretOdds, entry.sizeCm];
}

/** The distinct sources of some fields of an entry and of its prices, in order. */
export function citedSources(fields: readonly SeriesField<unknown>[], prices: readonly SeriesPrice[]): Source[] {
  return distinctSources([...fields.flatMap((field) => field.sources ?? []), ...prices.map((price) => price.source)]);
}

/** One quotable fact per series, written from the catalogue entry (for briefs and the generator). */
function seriesFact(entry: SeriesEntry): Fact {
  const parts = [`Die Serie ${entry.name}${entry.alsoKnownAs ? ` (${entry.alsoKnownAs})` : ""} erschien ${releaseText(entry)}.`];
  if (entry.regularCount.value) parts.push(`Sie umfasst ${entry.regularCount.value}.`);
  if (entry.regularNames.value && !entry.regularNames.value.partial)
    parts.push(`Die regulären Figuren heißen ${entry.regularNames.value.names.join(", ")}.`);
  if (entry.secretName.value) parts.push(`Die Secret-Figur heißt ${entry.secretName.value}.`);
  if (entry.secretOdds.value)
    parts.push(`Die Chance auf die Secret-Figur wird mit ${formatOdds(entry.secretOdds.value)} angegeben.`);
  if (entry.sizeCm.value) parts.push(`Die Figuren sind etwa ${formatNumber(entry.sizeCm.value)} Zentimeter groß.`);
  if (entry.prices.length) parts.push(`Preise: ${entry.prices.map(priceText).join("; ")}.`);
  // Each part on its own, naming the series, so a draft can state one of them (docs/decisions/0035).
  const name = entry.name;
  const wordings = [
    parts[0]!,
    ...(entry.regularCount.value ? [`Die Serie ${name} umfasst ${entry.regularCount.value}.`] : []),
    ...(entry.regularNames.value && !entry.regularNames.value.partial
      ? [`Die regulären Figuren der Serie ${name} heißen ${entry.regularNames.value.names.join(", ")}.`]
      : []),
    ...(entry.secretName.value ? [`Die Secret-Figur der Serie ${name} heißt ${entry.secretName.value}.`] : []),
    ...(entry.secretOdds.value
      ? [`Die Chance auf die Secret-Figur der Serie ${name} wird mit ${formatOdds(entry.secretOdds.value)} angegeben.`]
      : []),
    ...(entry.sizeCm.value
      ? [`Die Figuren der Serie ${name} sind etwa ${formatNumber(entry.sizeCm.value)} Zentimeter groß.`]
      : []),
    ...entry.prices.map((price) => `Preis einer Figur der Serie ${name}: ${priceText(price)}.`),
  ];
  const known = statedFields(entry).filter((field): field is KnownField<unknown> => field.value !== null);
  const sources = citedSources(known, entry.prices);
  const asOf = latestAsOf(entry.prices.map((price) => price.asOf));
  return defineFact({
    id: `series-${entry.key}`,
    statement: parts.join(" "),
    wordings,
    sources,
    // What a series was at its launch: release, figures, odds and launch prices do not go stale.
    lifespan: "historical",
    ...(asOf ? { asOf } : {}),
    confidence: known.some((f) => f.confidence === "medium") ? "medium" : "solid",
    tags: ["series", `series:${entry.key}`, ...(entry.secretName.value || entry.secretOdds.value ? (["secret"] as const) : [])],
  });
}

/**
 * Which series is the newest the catalogue knows is a current claim: its Stand is the day the catalogue
 * was last checked against dated reports for newer series (docs/fact-research.md).
 */
function newestSeriesFact(): Fact {
  const newest = seriesNewestFirst()[0]!;
  return defineFact({
    id: "series-catalogue-newest",
    values: { checked: recheckDay },
    statement: `Die neueste Labubu-Serie, zu der wir belastbare Angaben gefunden haben, ist ${newest.name}; sie erschien ${releaseText(newest)}. Neuere Serien nimmt der Katalog erst auf, wenn eine datierte Quelle sie belegt.`,
    sources: citedSources([newest.releases], []),
    lifespan: "current",
    asOf: recheckDay,
    confidence: newest.releases.value ? newest.releases.confidence : "uncertain",
    tags: ["series"],
  });
}

export const seriesFacts: readonly Fact[] = [...seriesCatalogue.map(seriesFact), newestSeriesFact()];

/** The operator's own photos a series names: its own, then its figures' (docs/decisions/0048). */
export function seriesPhotoRefs(entry: SeriesEntry): PhotoRef[] {
  return [entry.photo, ...Object.values(entry.figurePhotos ?? {})].filter((ref): ref is PhotoRef => ref !== undefined);
}
