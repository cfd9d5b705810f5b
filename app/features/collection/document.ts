import * as v from "valibot";

import { COLLECTION_DOCUMENT_FORMAT, type DocumentProblem } from "~/domain/collection";
import { readDocumentEnvelope } from "~/utils/guards";

import type { CollectionCatalogue } from "./catalogue";
import { type Collection, MAX_DOUBLES, collectionEntries, restrictToCatalogue } from "./state";

/**
 * The collection as a versioned JSON document: what the browser stores and what "Als JSON
 * exportieren" downloads (the same shape, so an export is a complete backup). Reading checks the
 * format, the version and every field with a schema; only figures the catalogue knows are kept.
 *
 * {
 *   "format": "labubu-sammlung", "version": 1, "savedAt": "2026-11-25T09:30:00.000Z",
 *   "series": { "have-a-seat": { "1": { "owned": true, "doubles": 2, "wanted": false }, "secret": … } }
 * }
 */

export const DOCUMENT_FORMAT = COLLECTION_DOCUMENT_FORMAT;
export const DOCUMENT_VERSION = 1;
/** Bounds that keep a tampered store or a hostile file from costing time: far above any real collection. */
export const DOCUMENT_LIMITS = { series: 100, figuresPerSeries: 200, keyLength: 60 } as const;

const figureSchema = v.strictObject({
  owned: v.boolean(),
  doubles: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_DOUBLES)),
  wanted: v.boolean(),
});
const keySchema = v.pipe(v.string(), v.maxLength(DOCUMENT_LIMITS.keyLength));
/** A JSON object (a record schema alone also takes an array) with at most `limit` keys. */
const mapOf = <T extends v.GenericSchema>(value: T, limit: number) =>
  v.pipe(
    v.custom<Record<string, unknown>>((input) => typeof input === "object" && input !== null && !Array.isArray(input)),
    v.record(keySchema, value),
    v.check((map) => Object.keys(map).length <= limit),
  );

const documentSchema = v.strictObject({
  format: v.literal(DOCUMENT_FORMAT),
  version: v.literal(DOCUMENT_VERSION),
  savedAt: v.optional(v.pipe(v.string(), v.maxLength(40))),
  series: mapOf(mapOf(figureSchema, DOCUMENT_LIMITS.figuresPerSeries), DOCUMENT_LIMITS.series),
});

export type { DocumentProblem };
export type ReadDocument =
  | { ok: true; collection: Collection; /** Entries for figures the catalogue does not know. */ dropped: number }
  | {
      ok: false;
      problem: DocumentProblem;
      /** The version found, when it is another one: printable, or null when it is no number or short text. */
      version?: string | null;
    };

/**
 * Reads a document from its text (the stored one, or an import); never throws, whatever the text
 * holds: the envelope is read by the site's one tolerant reader (app/utils/guards.ts).
 */
export function readDocument(text: string, catalogue: CollectionCatalogue): ReadDocument {
  const envelope = readDocumentEnvelope(text, { format: DOCUMENT_FORMAT, versions: [DOCUMENT_VERSION] });
  if (envelope.kind === "not-json" || envelope.kind === "foreign") return { ok: false, problem: envelope.kind };
  if (envelope.kind === "other-version") return { ok: false, problem: "version", version: envelope.version };
  const parsed = v.safeParse(documentSchema, envelope.data);
  if (!parsed.success) return { ok: false, problem: "invalid" };
  const entries = Object.entries(parsed.output.series).flatMap(([series, figures]) =>
    Object.entries(figures).map(([figure, state]) => ({ series, figure, state })),
  );
  return { ok: true, ...restrictToCatalogue(catalogue, entries) };
}

/** The document for a collection (figures in a stable order, so two exports of one state are equal). */
export function writeDocument(collection: Collection, savedAt: Date): string {
  const series: Record<string, Record<string, unknown>> = {};
  for (const entry of collectionEntries(collection).sort(
    (a, b) => a.series.localeCompare(b.series) || a.figure.localeCompare(b.figure, "en", { numeric: true }),
  ))
    (series[entry.series] ??= {})[entry.figure] = { ...entry.state };
  return `${JSON.stringify({ format: DOCUMENT_FORMAT, version: DOCUMENT_VERSION, savedAt: savedAt.toISOString(), series }, null, 2)}\n`;
}
