// The facts the series catalogue states: one per series, written from its file, and which series is the
// newest. Written by code from the catalogue's data, so a series file is the one place its figures live.
// Read by the content build to check the briefs' references too: relative imports with extensions only.
import { formatMoney, formatMoneyRange, formatNumber, formatOdds, formatPartialDate } from "../../utils/format.ts";
import { distinctSources, latestAsOf } from "../facts/lookup.ts";
import type { Fact, FactTag, Source } from "./fact-schema.ts";
import type { KnownField, OpenField, SeriesEntry, SeriesField, SeriesPrice } from "./series-schema.ts";

/** True for a field we could not establish. */
export function isOpenField<T>(field: SeriesField<T>): field is OpenField {
  return field.value === null;
}

/** Newest first, by the earliest known release date; series without a date go last. */
export function seriesNewestFirst(entries: readonly SeriesEntry[]): SeriesEntry[] {
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

/**
 * One quotable fact per series, written from the catalogue entry (for briefs and the generator). Its
 * wordings are named after the field each one states, so a brief quotes "secret-name" whatever else the
 * series' file holds.
 */
export function seriesFact(entry: SeriesEntry): Fact {
  const name = entry.name;
  const names = entry.regularNames.value && !entry.regularNames.value.partial ? entry.regularNames.value.names : null;
  const release = `Die Serie ${name}${entry.alsoKnownAs ? ` (${entry.alsoKnownAs})` : ""} erschien ${releaseText(entry)}.`;
  const parts = [release];
  const wordings: [string, string][] = [["release", release]];
  if (entry.regularCount.value) {
    parts.push(`Sie umfasst ${entry.regularCount.value}.`);
    wordings.push(["regular-count", `Die Serie ${name} umfasst ${entry.regularCount.value}.`]);
  }
  if (names) {
    parts.push(`Die regulären Figuren heißen ${names.join(", ")}.`);
    wordings.push(["regular-names", `Die regulären Figuren der Serie ${name} heißen ${names.join(", ")}.`]);
  }
  if (entry.secretName.value) {
    parts.push(`Die Secret-Figur heißt ${entry.secretName.value}.`);
    wordings.push(["secret-name", `Die Secret-Figur der Serie ${name} heißt ${entry.secretName.value}.`]);
  }
  if (entry.secretOdds.value) {
    parts.push(`Die Chance auf die Secret-Figur wird mit ${formatOdds(entry.secretOdds.value)} angegeben.`);
    wordings.push([
      "secret-odds",
      `Die Chance auf die Secret-Figur der Serie ${name} wird mit ${formatOdds(entry.secretOdds.value)} angegeben.`,
    ]);
  }
  if (entry.sizeCm.value) {
    parts.push(`Die Figuren sind etwa ${formatNumber(entry.sizeCm.value)} Zentimeter groß.`);
    wordings.push(["size", `Die Figuren der Serie ${name} sind etwa ${formatNumber(entry.sizeCm.value)} Zentimeter groß.`]);
  }
  if (entry.prices.length) parts.push(`Preise: ${entry.prices.map(priceText).join("; ")}.`);
  entry.prices.forEach((price, index) =>
    wordings.push([`price-${index + 1}`, `Preis einer Figur der Serie ${name}: ${priceText(price)}.`]),
  );
  const known = statedFields(entry).filter((field): field is KnownField<unknown> => field.value !== null);
  const asOf = latestAsOf(entry.prices.map((price) => price.asOf));
  const tags: FactTag[] = [
    "series",
    `series:${entry.key}`,
    ...(entry.secretName.value || entry.secretOdds.value ? (["secret"] as const) : []),
  ];
  return {
    id: `series-${entry.key}`,
    sources: citedSources(known, entry.prices),
    // What a series was at its launch: release, figures, odds and launch prices do not go stale.
    lifespan: "historical",
    ...(asOf ? { asOf } : {}),
    confidence: known.some((field) => field.confidence === "medium") ? "medium" : "solid",
    // One series' odds or figure count is not what "die meisten Serien" have: a sentence is about it when it names it.
    subject: name,
    tags,
    statement: parts.join(" "),
    wordings: wordings.map(([, text]) => text),
    wordingNames: wordings.map(([wording]) => wording),
  };
}

/**
 * Which series is the newest the catalogue knows is a current claim: its Stand is the day the catalogue
 * was last checked against dated reports for newer series (docs/fact-research.md).
 */
export function newestSeriesFact(entries: readonly SeriesEntry[], checked: string): Fact {
  const newest = seriesNewestFirst(entries)[0]!;
  return {
    id: "series-catalogue-newest",
    sources: citedSources([newest.releases], []),
    lifespan: "current",
    asOf: checked,
    confidence: newest.releases.value ? newest.releases.confidence : "uncertain",
    tags: ["series"],
    values: { checked },
    statement: `Die neueste Labubu-Serie, zu der wir belastbare Angaben gefunden haben, ist ${newest.name}; sie erschien ${releaseText(newest)}. Neuere Serien nimmt der Katalog erst auf, wenn eine datierte Quelle sie belegt.`,
  };
}

/** The facts of the catalogue: one per series, then which one is the newest. */
export function seriesFactsOf(entries: readonly SeriesEntry[], checked: string): Fact[] {
  return [...entries.map(seriesFact), newestSeriesFact(entries, checked)];
}
