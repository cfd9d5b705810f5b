// The schema of a series file, app/content/facts/series/<key>.yaml (docs/decisions/0042): one file per
// series of the catalogue, every field with its sources and confidence, or open ("nicht gesichert"). The
// SeriesEntry type the catalogue, the collection, the calculator and the generator read is inferred from it.
// Read under Node's type stripping too: relative imports with extensions only.
import * as v from "valibot";

import { dataProblems as say } from "./copy.ts";
import { confidences, sourceRef, type Source, type SourceRegistry } from "./fact-schema.ts";
import { at, count, entry, isoDate, kebab, list, text } from "./fields.ts";
import { renderTemplate, templateProblems } from "./template.ts";

/** A field we could source, with how sure we are. */
export type KnownField<T> = {
  value: T;
  confidence: Exclude<(typeof confidences)[number], "uncertain">;
  sources: readonly Source[];
};
/** A field we could not establish: shown as "nicht gesichert"; `reported` says what conflicting reports claim. */
export type OpenField = { value: null; reported?: string; sources?: readonly Source[] };
export type SeriesField<T> = KnownField<T> | OpenField;

const known = ["solid", "medium"] as const;

/**
 * A field of a series: `value` with its `confidence` and `sources`, or `value: null` (or no field at all)
 * for what no source establishes. Conflicting reports of an open field go into `reported`, a template over
 * its own `values` (app/content/data/template.ts).
 */
function field<T extends v.GenericSchema>(name: string, value: T, registry: SourceRegistry) {
  return v.pipe(
    v.optional(
      entry(
        {
          value: v.nullable(value),
          confidence: v.optional(v.picklist(known, say.choice("confidence", known))),
          sources: v.optional(v.pipe(list("sources", sourceRef(registry)), v.readonly())),
          reported: v.optional(text("reported")),
          values: v.optional(v.record(v.string(), v.union([v.number(), v.string()]))),
        },
        `die Angabe „${name}“`,
      ),
      { value: null },
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }): SeriesField<v.InferOutput<T>> => {
      const given = dataset.value;
      const raw = given as unknown as Record<string, unknown>;
      if (given.value !== null) {
        if (!given.confidence) addIssue({ message: say.missing(`${name}.confidence`), path: [at(raw, "value")] });
        if (!given.sources?.length) addIssue({ message: say.missing(`${name}.sources`), path: [at(raw, "value")] });
        if (dataset.issues) return NEVER;
        return { value: given.value, confidence: given.confidence!, sources: given.sources! };
      }
      if (given.reported === undefined) return { value: null, ...(given.sources ? { sources: given.sources } : {}) };
      const problems = templateProblems(given.reported, given.values ?? {});
      for (const message of problems) addIssue({ message, path: [at(raw, "reported")] });
      if (problems.length > 0) return NEVER;
      return {
        value: null,
        reported: renderTemplate(given.reported, given.values ?? {}),
        ...(given.sources ? { sources: given.sources } : {}),
      };
    }),
  );
}

const release = entry(
  {
    /** ISO date at the precision known: "2023-10", "2025-04-25". */
    date: isoDate("date"),
    /** Where this date applies, e.g. "Asien", "USA (online)", "China". */
    market: v.optional(text("market")),
  },
  "ein Erscheinungstermin",
);

const names = entry(
  {
    names: v.pipe(list("names", text("names")), v.readonly()),
    /** True when only some of the set's names could be sourced. */
    partial: v.boolean(say.choice("partial", ["true", "false"])),
  },
  "eine Namensliste",
);

const price = (registry: SourceRegistry) =>
  entry(
    {
      amount: v.number(say.notNumber("amount")),
      /** Upper end when the source gives a range. */
      high: v.optional(v.number(say.notNumber("high"))),
      currency: v.pipe(text("currency"), v.regex(/^[A-Z]{3}$/, say.choice("currency", ["EUR", "USD", "CNY", "…"]))),
      where: text("where"),
      /** "Stand": when the source reported the price. */
      asOf: isoDate("asOf"),
      source: sourceRef(registry),
    },
    "ein Preis",
  );

/**
 * The operator's own photo (docs/decisions/0048): a file below app/content/photos and its alt text. Never a
 * photo of someone else's.
 */
const photoRef = (field: string) => entry({ file: text(`${field}.file`), alt: text(`${field}.alt`) }, "ein Foto");

/** The id of a series' secret figure; its regular figures are "1" … figuresPerSet (the collection's ids too). */
export const SECRET_FIGURE_ID = "secret";

/** The fields of a series "Serie korrigieren" changes, each with its own dated source (docs/decisions/0092). */
export const SERIES_FIELDS = ["release", "figures", "secretName", "secretOdds", "sizeCm"] as const;
export type CorrectableField = (typeof SERIES_FIELDS)[number];

/** The ids of a series' figures: "1" … n, then "secret" when it has one. */
export function figureIds(figuresPerSet: number, hasSecret: boolean): string[] {
  return [...Array.from({ length: figuresPerSet }, (_, index) => String(index + 1)), ...(hasSecret ? [SECRET_FIGURE_ID] : [])];
}

export const seriesFileSchema = (registry: SourceRegistry) =>
  v.pipe(
    seriesFields(registry),
    // A figure's photo names one of the series' figures (a photo of a figure it does not have would never show).
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const ids = figureIds(dataset.value.figuresPerSet, dataset.value.hasSecret);
      const raw = dataset.value as unknown as Record<string, unknown>;
      for (const id of Object.keys(dataset.value.figurePhotos ?? {}))
        if (!ids.includes(id)) addIssue({ message: say.figurePhotoId(id, ids), path: [at(raw, "figurePhotos")] });
    }),
  );

const seriesFields = (registry: SourceRegistry) =>
  entry(
    {
      /** The file's name without ".yaml"; the catalogue's anchor (/serien#<key>) and the facts' tag "series:<key>". */
      key: kebab("key"),
      name: text("name"),
      /** Other names the series is sold under. */
      alsoKnownAs: v.optional(text("alsoKnownAs")),
      format: field("format", text("format"), registry),
      releases: field("releases", v.pipe(list("releases", release), v.minLength(1), v.readonly()), registry),
      regularCount: field("regularCount", text("regularCount"), registry),
      /** Regular figures in one set, for the set calculator (the same sources as `regularCount`). */
      figuresPerSet: v.pipe(count("figuresPerSet"), v.minValue(1, say.notNumber("figuresPerSet"))),
      /** Whether one set holds a secret (hidden) figure besides the regulars (the same sources as `regularCount`). */
      hasSecret: v.boolean(say.choice("hasSecret", ["true", "false"])),
      /** Regular figures by name; `partial` when only some names could be sourced. */
      regularNames: field("regularNames", names, registry),
      secretName: field("secretName", text("secretName"), registry),
      /** Odds of the secret figure as "one in n". */
      secretOdds: field("secretOdds", count("secretOdds"), registry),
      sizeCm: field("sizeCm", v.number(say.notNumber("sizeCm")), registry),
      prices: v.pipe(v.optional(list("prices", price(registry)), []), v.readonly()),
      /** What to check against fakes for this series (German, complete sentences). */
      checks: v.pipe(v.optional(list("checks", text("checks")), []), v.readonly()),
      /** Fact ids of the general checks that apply. */
      checkFactIds: v.pipe(list("checkFactIds", kebab("checkFactIds")), v.readonly()),
      /** The operator's own photo of the series; none until the operator takes one. */
      photo: v.optional(photoRef("photo")),
      /** The operator's own photos of single figures, by figure id ("1" … figuresPerSet, "secret"), likewise. */
      figurePhotos: v.optional(v.pipe(v.record(v.string(), photoRef("figurePhotos")), v.readonly())),
    },
    "eine Serie",
  );

export type SeriesEntry = v.InferOutput<ReturnType<typeof seriesFileSchema>>;
export type SeriesRelease = v.InferOutput<typeof release>;
export type SeriesPrice = v.InferOutput<ReturnType<typeof price>>;
