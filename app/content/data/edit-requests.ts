// The requests that change the fact base through the editor mode's write API (docs/decisions/0050): their
// schemas, with German messages, and how a series request becomes the catalogue entry `addSeries` writes.
// The contract (app/features/hub/publishing/editor-contract.ts) declares them for the hub and the server; the
// server imports this file directly under Node's type stripping: relative imports with extensions only.
import * as v from "valibot";

import { editRequestProblems as say, seriesFormCopy } from "./edit-copy.ts";
import type { NewSeries, NewShop } from "./edit.ts";

export { SERIES_FIELDS, type CorrectableField } from "./series-schema.ts";
import { newSourceSchema } from "./fact-schema.ts";
import { SECRET_FIGURE_ID, SERIES_FIELDS } from "./series-schema.ts";
import { BASE64_PATTERN, MAX_ALT_LENGTH, PHOTO_ENDINGS, type PhotoRef, type PhotoType } from "../../domain/photos.ts";
import { SLUG_PATTERN } from "../../domain/slug.ts";

const text = (message: string, max = 300) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
const optionalText = (message: string, max = 300) => v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)));
const confidence = v.picklist(["solid", "medium"], say.confidence);

/** A dated source as the editor gives it: every field, or the whole request is refused and nothing written. */
export const sourceRequest = v.object(newSourceSchema.entries, say.source);

/** A fact's id as the fact files write it: kebab-case, the form of a slug (app/domain/slug.ts). */
const factId = v.pipe(v.string(say.factId), v.regex(SLUG_PATTERN, say.factId), v.maxLength(80, say.factId));

/** "Neu bestätigen": a current fact and the newer dated source that states it. */
export const reconfirmRequest = v.object({ factId, source: sourceRequest }, say.request);
export type ReconfirmRequest = v.InferOutput<typeof reconfirmRequest>;

/**
 * "Wert korrigieren": one value of a fact, optionally with the source that states it. Without `commit` the
 * server only answers what would change and which published articles state the old value.
 */
export const correctRequest = v.object(
  {
    factId,
    key: v.pipe(v.string(say.valueKey), v.regex(/^[A-Za-z][A-Za-z0-9]*$/, say.valueKey)),
    value: v.union([v.pipe(v.number(say.value), v.finite(say.value)), text(say.value)], say.value),
    source: v.optional(sourceRequest),
    commit: v.optional(v.boolean()),
  },
  say.request,
);
export type CorrectRequest = v.InferOutput<typeof correctRequest>;

/**
 * An own photo sent with a new series (docs/decisions/0053): of a figure ("1" … n, "secret") or, without `figure`,
 * of the series itself; its bytes in Base64 and what it shows. The server checks the bytes as it checks an
 * article's photos and names the file itself (`seriesPhotoFile`).
 */
export const seriesPhotoRequest = v.object(
  {
    figure: v.optional(
      v.pipe(v.string(say.photoFigure), v.regex(new RegExp(`^(?:[1-9]\\d?|${SECRET_FIGURE_ID})$`), say.photoFigure)),
    ),
    data: v.pipe(v.string(say.photoData), v.regex(BASE64_PATTERN, say.photoData)),
    alt: text(say.photoAlt(MAX_ALT_LENGTH), MAX_ALT_LENGTH),
  },
  say.photoData,
);
export type SeriesPhotoRequest = v.InferOutput<typeof seriesPhotoRequest>;

/** A series as the hub's form gives it: its figures by name, one dated source for every field it fills. */
export const seriesRequest = v.object(
  {
    key: v.pipe(v.string(say.seriesKey), v.regex(SLUG_PATTERN, say.seriesKey), v.maxLength(60, say.seriesKey)),
    name: text(say.seriesName, 80),
    format: optionalText(say.seriesName),
    release: v.pipe(v.string(say.release), v.trim(), v.regex(/^\d{4}-\d{2}(?:-\d{2})?$/, say.release)),
    market: optionalText(say.release, 60),
    figures: v.pipe(v.array(text(say.figures, 60), say.figures), v.minLength(1, say.figures), v.maxLength(24, say.figures)),
    secretName: optionalText(say.figures, 60),
    secretOdds: v.optional(v.pipe(v.number(say.odds), v.integer(say.odds), v.minValue(2, say.odds))),
    sizeCm: v.optional(v.pipe(v.number(say.size), v.minValue(1, say.size), v.maxValue(100, say.size))),
    source: sourceRequest,
    confidence,
    /** At most one photo of the series and one of each figure. */
    photos: v.optional(
      v.pipe(
        v.array(seriesPhotoRequest, say.photoData),
        v.maxLength(26, say.photoTwice),
        v.check((photos) => new Set(photos.map((photo) => photo.figure ?? "")).size === photos.length, say.photoTwice),
      ),
    ),
  },
  say.request,
);
export type SeriesRequest = v.InferOutput<typeof seriesRequest>;

/**
 * Where a photo sent with a series is written, below app/content/photos: "<key>/serie.jpg" for the series,
 * "<key>/figur-<id>.jpg" for a figure, the ending by the photo's type.
 */
export function seriesPhotoFile(key: string, figure: string | undefined, type: PhotoType): string {
  return `${key}/${figure ? `figur-${figure}` : "serie"}.${PHOTO_ENDINGS[type]}`;
}

/**
 * "Serie korrigieren": one field of a catalogue series, as the form gives it (a date, a name, a number, the figures'
 * names one per line), with the dated source that states the new value.
 */
export const seriesCorrectRequest = v.object(
  {
    key: v.pipe(v.string(say.seriesKey), v.regex(SLUG_PATTERN, say.seriesKey), v.maxLength(60, say.seriesKey)),
    field: v.picklist(SERIES_FIELDS, say.seriesField),
    value: v.pipe(v.string(say.value), v.trim(), v.nonEmpty(say.value), v.maxLength(24 * 61, say.value)),
    source: sourceRequest,
    confidence,
  },
  say.request,
);
export type SeriesCorrectRequest = v.InferOutput<typeof seriesCorrectRequest>;

/** "Geschäft entfernen": a shop the newsroom added, and why it goes (the commit and the review list say it). */
export const shopRemoveRequest = v.object({ factId, reason: text(say.removeReason, 400) }, say.request);
export type ShopRemoveRequest = v.InferOutput<typeof shopRemoveRequest>;

/** A shop a source names, with its address and the sentence that states it ({shop}, {address}). */
export const shopRequest = v.object(
  {
    name: text(say.shopName, 80),
    address: text(say.address, 120),
    statement: text(say.statement, 400),
    source: sourceRequest,
    confidence,
  },
  say.request,
);
export type ShopRequest = v.InferOutput<typeof shopRequest>;

/** What a missing field of a request means: valibot says a missing key with its object's message, the request's. */
const missing: Readonly<Record<string, string>> = {
  factId: say.factId,
  field: say.seriesField,
  reason: say.removeReason,
  source: say.source,
  key: say.valueKey,
  value: say.value,
  release: say.release,
  figures: say.figures,
  confidence: say.confidence,
  address: say.address,
  statement: say.statement,
};

type Issue = { message: string; received?: string; path?: readonly { key?: unknown }[] | undefined };

/** The German problems of a request that does not fit its schema (each once; a missing field by its name). */
export function requestProblems(issues: readonly Issue[]): string[] {
  return [
    ...new Set(
      issues.map((issue) => {
        const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
        return issue.received === "undefined" && typeof key === "string" && Object.hasOwn(missing, key)
          ? missing[key]!
          : issue.message;
      }),
    ),
  ];
}

/**
 * The catalogue entry of a series request: every field it fills names the request's source; `photos` are the
 * request's photos as written (file below app/content/photos, and the figure they show).
 */
export function newSeriesFrom(
  request: SeriesRequest,
  photos: readonly (PhotoRef & { figure?: string | undefined })[] = [],
): NewSeries {
  const ref = ({ file, alt }: PhotoRef): PhotoRef => ({ file, alt });
  const seriesPhoto = photos.find((photo) => !photo.figure);
  const figurePhotos = photos.flatMap((photo) => (photo.figure ? [[photo.figure, ref(photo)] as const] : []));
  const field = <T>(value: T) => ({ value, confidence: request.confidence, sources: [request.source] });
  const figures = request.figures.filter(Boolean);
  const hasSecret = Boolean(request.secretName) || request.secretOdds !== undefined;
  return {
    key: request.key,
    name: request.name,
    ...(request.format ? { format: field(request.format) } : {}),
    releases: field([{ date: request.release, ...(request.market ? { market: request.market } : {}) }]),
    regularCount: field(seriesFormCopy.regularCount(figures.length, hasSecret)),
    figuresPerSet: figures.length,
    hasSecret,
    regularNames: field({ names: figures, partial: false }),
    ...(request.secretName ? { secretName: field(request.secretName) } : {}),
    ...(request.secretOdds !== undefined ? { secretOdds: field(request.secretOdds) } : {}),
    ...(request.sizeCm !== undefined ? { sizeCm: field(request.sizeCm) } : {}),
    ...(seriesPhoto ? { photo: ref(seriesPhoto) } : {}),
    ...(figurePhotos.length > 0 ? { figurePhotos: Object.fromEntries(figurePhotos) } : {}),
  };
}

/** The shop `addShop` writes from a shop request. */
export function newShopFrom(request: ShopRequest): NewShop {
  return { ...request };
}
