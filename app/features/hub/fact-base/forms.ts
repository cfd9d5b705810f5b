// What the hub's "Faktenbasis" and "Serienkatalog" forms send (docs/decisions/0050): the fields as typed, turned
// into the contract's requests. Nothing here refuses: the server checks every request with the build's schemas
// and answers in German, so the form says what the server says.
import type { FactEntry } from "./fact-base-client";
import type { SeriesRequest } from "~/features/hub/publishing/editor-contract";

/** A source as the form holds it. */
export type SourceFields = { url: string; title: string; name: string; published: string };
export const emptySource: SourceFields = { url: "", title: "", name: "", published: "" };

/** The source as sent: each field trimmed (an empty one is refused by the server, with its reason). */
export function sourceOf(fields: SourceFields): SourceFields {
  return {
    url: fields.url.trim(),
    title: fields.title.trim(),
    name: fields.name.trim(),
    published: fields.published.trim(),
  };
}

/** The facts the Faktenbasis lists: the stale ones first (oldest Stand first), then the rest as the files order them. */
export function factsInOrder(facts: readonly FactEntry[]): FactEntry[] {
  const stale = facts.filter((fact) => fact.stale).sort((a, b) => (a.asOf ?? "").localeCompare(b.asOf ?? ""));
  return [...stale, ...facts.filter((fact) => !fact.stale)];
}

/**
 * A corrected value as typed: a number stays a number when the fact's value is one ("21", "21,5" → 21.5), text
 * stays text.
 */
export function typedValue(current: string | number, typed: string): string | number {
  if (typeof current !== "number") return typed.trim();
  const normalised = typed
    .trim()
    .replace(/\s/gu, "")
    .replace(/\.(?=\d{3}(?:\D|$))/gu, "")
    .replace(",", ".");
  const number = Number(normalised);
  return normalised !== "" && Number.isFinite(number) ? number : typed.trim();
}

/** A series as the form holds it. */
export type SeriesFields = {
  key: string;
  name: string;
  release: string;
  market: string;
  /** One figure per line. */
  figures: string;
  secretName: string;
  /** "1 zu N": N. */
  secretOdds: string;
  sizeCm: string;
  confidence: "solid" | "medium";
  source: SourceFields;
  /** Own photos by subject (`seriesPhotoSubjects`' keys): prepared on this device, in Base64, with what they show. */
  photos: Readonly<Record<string, SeriesPhotoFields>>;
};

/** A photo as the form holds it: a JPEG without metadata (prepared on this device), its size and its description. */
export type SeriesPhotoFields = { data: string; width: number; height: number; alt: string };

/**
 * What of the series the form offers a photo of (docs/decisions/0053): the series, each regular figure it lists (by
 * its line), and the secret figure once one is named or has odds. `key` is where the form keeps the photo; `figure` the
 * figure's id in the catalogue ("1" … n, "secret"), none for the series.
 */
export type SeriesPhotoSubject =
  { key: "serie"; kind: "series"; name: string } | { key: string; kind: "figure" | "secret"; figure: string; name: string };

export function seriesPhotoSubjects(fields: SeriesFields): SeriesPhotoSubject[] {
  const figures = figureLines(fields.figures);
  const hasSecret = fields.secretName.trim() !== "" || fields.secretOdds.trim() !== "";
  return [
    { key: "serie", kind: "series", name: fields.name.trim() },
    ...figures.map((name, index) => ({ key: String(index + 1), kind: "figure" as const, figure: String(index + 1), name })),
    ...(hasSecret ? [{ key: "secret", kind: "secret" as const, figure: "secret", name: fields.secretName.trim() }] : []),
  ];
}

const figureLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** "Big into Energy" → "big-into-energy": the key a name suggests (umlauts spelled out). */
export function keyFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/gu, "ae")
    .replace(/ö/gu, "oe")
    .replace(/ü/gu, "ue")
    .replace(/ß/gu, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/gu, "")
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-+|-+$/gu, "");
}

const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
};

/** The series request of the form: figures one per line (empty lines dropped), numbers read as typed, its photos. */
export function seriesRequestOf(fields: SeriesFields): SeriesRequest {
  const odds = numberOf(fields.secretOdds.replace(/^1\s*(?:zu|:)\s*/iu, ""));
  const size = numberOf(fields.sizeCm);
  // The photos of what the form still lists: a photo of a figure line removed since stays in the form, unsent.
  const photos = seriesPhotoSubjects(fields).flatMap((subject) => {
    const photo = fields.photos[subject.key];
    if (!photo) return [];
    return [{ ...(subject.kind === "series" ? {} : { figure: subject.figure }), data: photo.data, alt: photo.alt.trim() }];
  });
  return {
    key: fields.key.trim() || keyFromName(fields.name),
    name: fields.name.trim(),
    release: fields.release.trim(),
    ...(fields.market.trim() ? { market: fields.market.trim() } : {}),
    figures: figureLines(fields.figures),
    ...(fields.secretName.trim() ? { secretName: fields.secretName.trim() } : {}),
    ...(odds !== undefined ? { secretOdds: odds } : {}),
    ...(size !== undefined ? { sizeCm: size } : {}),
    source: sourceOf(fields.source),
    confidence: fields.confidence,
    ...(photos.length > 0 ? { photos } : {}),
  };
}
