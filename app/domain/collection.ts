// What the collection tracker (app/features/collection) reads, keeps and refuses, as the copy
// (app/features/collection/copy.ts) words it: a catalogue figure and price, a figure's state and the
// reasons a stored or imported collection is refused.

/** The localStorage key of the collection's document (one key per document version, ADR 0018). */
export const COLLECTION_STORAGE_KEY = "labubu-sammlung:v1";

export type CollectionFigure = {
  id: string;
  /** 1 … n for regular figures, 0 for the secret. */
  number: number;
  /** The sourced name, or null where the catalogue has none. */
  name: string | null;
  secret: boolean;
  /** The operator's own photo of the figure, where there is one: its thumbnail and alt text (docs/decisions/0048). */
  photo?: { src: string; alt: string };
};

export type CollectionPrice = {
  amount: number;
  high?: number;
  currency: string;
  where: string;
  /** "Stand" of the price (ISO date at its precision). */
  asOf: string;
};

export type FigureState = { owned: boolean; doubles: number; wanted: boolean };

/** Why a stored or imported collection document is refused. */
export type DocumentProblem = "not-json" | "foreign" | "version" | "invalid";

/** Why the page shows a notice about the stored collection. */
export type StorageNotice =
  | { kind: "unavailable" }
  | { kind: "quota" }
  | { kind: "discarded"; problem: DocumentProblem }
  | { kind: "pruned"; count: number };

export type ImportProblem =
  | { kind: "too-large"; limitKb: number }
  | { kind: "empty" | "binary" | "unreadable" | "nothing-known" }
  | { kind: Exclude<DocumentProblem, "version"> }
  /** version: the one the file names, or null when it names none a message could show. */
  | { kind: "version"; version: string | null }
  | { kind: "csv-header" }
  | { kind: "csv-structure"; line: number }
  | { kind: "csv-value"; line: number; column: number; value: string }
  | { kind: "csv-too-many-rows"; limit: number };

/** The `format` field of the collection's document (stored and exported). */
export const COLLECTION_DOCUMENT_FORMAT = "labubu-sammlung";

/**
 * Whether a stored text is a collection with at least one marked figure: what makes the header say "Meine
 * Sammlung" instead of "Sammlung starten" (docs/decisions/0046). A quick look at the envelope, not the full check
 * (the collection page validates every field); anything unreadable counts as no collection.
 */
export function storedCollectionHasFigures(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null || !("format" in data) || !("series" in data)) return false;
    const { format, series } = data;
    return (
      format === COLLECTION_DOCUMENT_FORMAT &&
      typeof series === "object" &&
      series !== null &&
      Object.values(series).some((figures) => typeof figures === "object" && figures !== null && Object.keys(figures).length > 0)
    );
  } catch {
    return false;
  }
}
