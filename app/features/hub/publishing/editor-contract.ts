// The contract between the hub and the editor mode's server (docs/decisions/0038): the API's paths and
// methods, the payloads' schemas, the key's form, the slug rule, the characters no field may hold,
// the draft statuses and the version hash, declared once. The hub imports it; the server's .mjs files
// import it directly (Node strips the types), so it and what it imports use relative `.ts` imports
// only and nothing but valibot from outside the app.
import * as v from "valibot";

import { isArticleSlug, RESERVED_SLUGS, SLUG_MAX_LENGTH } from "../../../domain/slug.ts";
import {
  BASE64_PATTERN,
  MAX_PHOTOS_PER_ARTICLE,
  PHOTO_FILE_NAME,
  PHOTO_FILE_NAME_MAX,
  PHOTO_MAX_SOURCE_BYTES,
  sniffPhotoType,
} from "../../../domain/photos.ts";
import { photoChecks } from "../../../content/photo-checks.ts";

export { isArticleSlug, RESERVED_SLUGS, SLUG_MAX_LENGTH };
/** The fact base's change requests: their schemas live beside the editing functions they feed. */
export {
  correctRequest,
  reconfirmRequest,
  SERIES_FIELDS,
  seriesCorrectRequest,
  seriesRequest,
  shopRequest,
  shopRemoveRequest,
  type CorrectRequest,
  type ReconfirmRequest,
  type SeriesCorrectRequest,
  type CorrectableField,
  type SeriesRequest,
  type ShopRequest,
  type ShopRemoveRequest,
} from "../../../content/data/edit-requests.ts";

/** What the hub fetches to learn whether it may publish here; the static build has the same file saying no. */
export const EDITOR_MODE_PATH = "/ai-content/redaktionsmodus.json";
export const EDITOR_API_PREFIX = "/ai-content/api/";

/** Every address of the write API, with its method. */
export const EDITOR_API = {
  publish: { path: "/ai-content/api/veroeffentlichen", method: "POST" },
  // A draft's photo, encoded for the site when the editor adds it (docs/decisions/0057).
  photoPrepare: { path: "/ai-content/api/foto/vorbereiten", method: "POST" },
  withdraw: { path: "/ai-content/api/zurueckziehen", method: "POST" },
  status: { path: "/ai-content/api/status", method: "GET" },
  history: { path: "/ai-content/api/verlauf", method: "GET" },
  drafts: { path: "/ai-content/api/entwuerfe", method: "GET" },
  draftLoad: { path: "/ai-content/api/entwurf/laden", method: "POST" },
  draftSave: { path: "/ai-content/api/entwurf/speichern", method: "POST" },
  draftStatus: { path: "/ai-content/api/entwurf/status", method: "POST" },
  draftLease: { path: "/ai-content/api/entwurf/bearbeiten", method: "POST" },
  draftComment: { path: "/ai-content/api/entwurf/kommentar", method: "POST" },
  // A shared draft's photos, kept on the server for the reviewer (docs/decisions/0087).
  draftPhotoSave: { path: "/ai-content/api/entwurf/foto", method: "POST" },
  draftPhotoLoad: { path: "/ai-content/api/entwurf/foto/laden", method: "POST" },
  // The fact base (docs/decisions/0050): what it holds now, and the four changes an editor makes in the hub.
  factBase: { path: "/ai-content/api/faktenbasis", method: "GET" },
  factReconfirm: { path: "/ai-content/api/faktenbasis/bestaetigen", method: "POST" },
  factCorrect: { path: "/ai-content/api/faktenbasis/korrigieren", method: "POST" },
  shopAdd: { path: "/ai-content/api/faktenbasis/geschaeft", method: "POST" },
  shopRemove: { path: "/ai-content/api/faktenbasis/geschaeft/entfernen", method: "POST" },
  seriesAdd: { path: "/ai-content/api/serienkatalog/neu", method: "POST" },
  seriesCorrect: { path: "/ai-content/api/serienkatalog/korrigieren", method: "POST" },
  // Under four eyes (docs/decisions/0080): the changes waiting for a second person, and the decision on one.
  changes: { path: "/ai-content/api/aenderungen", method: "GET" },
  changeDecide: { path: "/ai-content/api/aenderung/entscheiden", method: "POST" },
} as const satisfies Record<string, { path: `${typeof EDITOR_API_PREFIX}${string}`; method: "GET" | "POST" }>;
export type EditorRoute = keyof typeof EDITOR_API;

/** The routes whose requests may carry photos (docs/decisions/0048, 0053): up to PUBLISH_BODY_LIMIT, the others BODY_LIMIT. */
export const PHOTO_ROUTES: ReadonlySet<EditorRoute> = new Set(["publish", "photoPrepare", "seriesAdd", "draftPhotoSave"]);

/** Photos an editor may have prepared per minute: three drafts' worth of photos dropped at once. */
export const PHOTO_PREPARE_LIMIT = 3 * MAX_PHOTOS_PER_ARTICLE;

/** A request carries a draft (text up to ~256 KB as a file) with its analysis: 1 MB is ample. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The new photos one publication may carry, together (docs/decisions/0048): the hub sends each photo as it
 * keeps it (upright, at most 2,048 px, a JPEG without metadata, typically 0.3–1.5 MB), so 40 MB is ample; a
 * single photo may be as large as a source photo the build reads (PHOTO_MAX_SOURCE_BYTES).
 */
export const PUBLISH_PHOTOS_MAX_BYTES = 40 * 1024 * 1024;
/** "Veröffentlichen" carries the draft and its new photos in Base64 (4 characters for 3 bytes); so does a new series. */
export const PUBLISH_BODY_LIMIT = BODY_LIMIT + Math.ceil(PUBLISH_PHOTOS_MAX_BYTES / 3) * 4;

/**
 * The slowest upload line a body must get through on (1.5 Mbit/s, a weak mobile or ADSL uplink): a request's body
 * may take as long as its limit needs at this rate, at least 30 s. "Veröffentlichen" with 40 MB of photos
 * (PUBLISH_BODY_LIMIT, about 54 MB in Base64) so has about 5 minutes.
 */
export const UPLOAD_MIN_BITS_PER_SECOND = 1_500_000;
export function bodyTimeoutMs(limit: number): number {
  return Math.max(30_000, Math.ceil(((limit * 8) / UPLOAD_MIN_BITS_PER_SECOND) * 1000));
}

/** An editor's key: 16–200 characters of the URL-safe alphabet (the server makes 256 random bits when none is set). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;
export const KEY_MAX_LENGTH = 200;

/** A schedule further ahead than this is a typing error, not a plan. */
export const SCHEDULE_HORIZON_YEARS = 2;

/** How long "wird gerade von … bearbeitet" holds without the editor's tab renewing it. */
export const LEASE_MS = 2 * 60_000;
/** How often an open editor renews its lease. */
export const LEASE_RENEW_MS = 30_000;

/**
 * A shared draft's status (docs/decisions/0039): "Entwurf", "In Prüfung", "Freigegeben". Their German
 * names are the hub's copy; they do not clash with the plan's "Entwurf bereit".
 */
export const draftStatuses = ["entwurf", "in-pruefung", "freigegeben"] as const;
export type DraftStatus = (typeof draftStatuses)[number];

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const clock = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/));
const draftId = v.pipe(v.string(), v.regex(/^\d{1,16}$/));
const version = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A shared draft at the version the editor saw. */
export const sharedDraftRef = v.object({ id: draftId, version });
export type SharedDraftRef = v.InferOutput<typeof sharedDraftRef>;

/**
 * A new photo of a draft as "Veröffentlichen" sends it: its file name in the article's photo folder (the text
 * shows it by that name) and its bytes in Base64. The server checks size and type itself
 * (`uploadedPhotoProblem`) and writes it beside the article in the article's commit.
 */
export const photoUpload = v.object({
  file: v.pipe(v.string(), v.maxLength(PHOTO_FILE_NAME_MAX), v.regex(PHOTO_FILE_NAME)),
  data: v.pipe(v.string(), v.regex(BASE64_PATTERN)),
});
export type PhotoUpload = v.InferOutput<typeof photoUpload>;

const photoHash = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** A shared draft's photo as the hub keeps it (upright, without metadata), by the SHA-256 of its bytes (docs/decisions/0087). */
/** Without `data` it asks whether the server holds the photo (404 when not): the hub sends the bytes only then. */
export const draftPhotoSaveRequest = v.object({
  file: photoUpload.entries.file,
  sha256: photoHash,
  data: v.optional(photoUpload.entries.data),
});
export const draftPhotoLoadRequest = v.object({ sha256: photoHash });

/**
 * What the server says about a photo's bytes before anything is written, in the build's own words
 * (app/content/photo-checks.ts): over the source limit, HEIC, or no JPEG, PNG, WebP or AVIF by its first
 * bytes (the ending can lie). Null when the pipeline can read it.
 */
export function uploadedPhotoProblem(file: string, bytes: Uint8Array): string | null {
  if (bytes.length > PHOTO_MAX_SOURCE_BYTES) return photoChecks.tooLarge(file, bytes.length);
  const type = sniffPhotoType(bytes.subarray(0, 32));
  if (type === "heic") return photoChecks.heic(file);
  if (type === null) return photoChecks.type(file);
  return null;
}

/**
 * "Veröffentlichen": the draft as the hub stores it (read with the hub's storage reader and checked by
 * the publish check on the server), an optional date and time (Vienna), the editor's confirmation to
 * overwrite an article, and the shared draft it comes from.
 */
export const publishRequest = v.object({
  article: v.looseObject({}),
  publishAt: v.optional(v.object({ day, time: clock })),
  replace: v.optional(v.boolean()),
  shared: v.optional(sharedDraftRef),
  /** The draft's photos this browser holds and the site does not have yet; those it has stay where they are. */
  photos: v.optional(v.pipe(v.array(photoUpload), v.maxLength(MAX_PHOTOS_PER_ARTICLE))),
});
export type PublishRequest = v.InferOutput<typeof publishRequest>;

export const withdrawRequest = v.object({ slug: v.string() });

/** What under four eyes waits for a second person (docs/decisions/0080): every change that is not an article's publication. */
export const REVIEWED_CHANGE_KINDS = [
  "reconfirm",
  "correct",
  "series",
  "seriesCorrect",
  "shop",
  "shopRemove",
  "withdraw",
] as const;
export type ReviewedChangeKind = (typeof REVIEWED_CHANGE_KINDS)[number];
/** "freigeben" applies another person's change, "ablehnen" drops it, "zuruecknehmen" drops one's own. */
export const changeDecisionRequest = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]{1,24}$/)),
  decision: v.picklist(["freigeben", "ablehnen", "zuruecknehmen"]),
});
export type ChangeDecision = v.InferOutput<typeof changeDecisionRequest>["decision"];

/** Saving a shared draft: the draft and the version it was based on (0 for a new one). */
export const draftSaveRequest = v.object({ draft: v.looseObject({ id: draftId }), baseVersion: version });
/** `opened`: the editor opens the draft to read it (the approval asks for that); the hub's background sync leaves it out. */
export const draftLoadRequest = v.object({ id: draftId, opened: v.optional(v.literal(true)) });
/** A note on a shared draft (a comment, or why it goes back): one paragraph, as an editor writes it to a colleague. */
export const DRAFT_NOTE_MAX = 1000;
const draftNote = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(DRAFT_NOTE_MAX));
/** `reason`: why a draft in review or approved goes back to "Entwurf" (needed when someone other than its sender does it). */
export const draftStatusRequest = v.object({
  id: draftId,
  version,
  status: v.picklist(draftStatuses),
  reason: v.optional(draftNote),
});
/** A comment on a shared draft, on the version the editor read. */
export const draftCommentRequest = v.object({ id: draftId, version, text: draftNote });
/**
 * A comment as the server keeps it with the draft; `reason` marks the one given when the draft went back, `to` whom it
 * went back (who had sent it to review).
 */
export type DraftComment = { by: string; at: string; version: number; text: string; reason?: true; to?: string };
/** Takes (or renews) the lease on a draft being edited; `release` gives it back. */
export const draftLeaseRequest = v.object({ id: draftId, release: v.optional(v.boolean()) });

/**
 * Characters no field of a draft may hold: control characters (a NUL breaks Git's commit), bidi
 * controls that show text in another order than it is stored, and invisible ones that make two equal-
 * looking words differ. Line breaks and tabs only where a field has lines (the text, a note).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const UNSAFE_IN_A_LINE = /[\t\n\r]/;

/** The first character a field must not hold, as "U+XXXX", or null. */
export function unsafeCharacter(text: string, multiline: boolean): string | null {
  const found = UNSAFE.exec(text) ?? (multiline ? null : UNSAFE_IN_A_LINE.exec(text));
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : null;
}

/** The fields of a draft that have lines (the text, also as generated, and a note's statement); every other text is one line. */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set(["content", "statement"]);

function firstUnsafe(value: unknown, key: string): string | null {
  if (typeof value === "string") return unsafeCharacter(value, MULTILINE_FIELDS.has(key));
  const items = Array.isArray(value)
    ? value.map((item) => [key, item] as const)
    : value !== null && typeof value === "object"
      ? Object.entries(value)
      : [];
  for (const [name, item] of items) {
    const found = firstUnsafe(item, name);
    if (found) return found;
  }
  return null;
}

/**
 * The first field of a draft (its texts, lists and nested objects searched) that holds a character
 * no field may: the draft's field name and the character, or null when every text is clean.
 */
export function unsafeField(draft: Record<string, unknown>): { field: string; character: string } | null {
  for (const [field, value] of Object.entries(draft)) {
    const character = firstUnsafe(value, field);
    if (character) return { field, character };
  }
  return null;
}

/**
 * What makes a draft's text: the fields an editor writes and what the article is made of. A save that
 * changes none of them is no new version (a re-measured score, or the note of which live version a
 * draft revises, is not a change).
 */
export const DRAFT_CONTENT_FIELDS = [
  "title",
  "slug",
  "metaDescription",
  "focusKeyphrase",
  "keywords",
  "content",
  "category",
  "sources",
  "notes",
] as const;

/** JSON with every object's keys sorted: the same value gives the same text on both sides. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What a draft's photos add to its version (docs/decisions/0060): each photo's file name and the SHA-256 of its
 * bytes, so other photo bytes are another version and need another review. Their sizes and addresses are not.
 */
function photoPart(draft: Record<string, unknown>): unknown[] {
  const photos = Array.isArray(draft.photos) ? (draft.photos as unknown[]) : [];
  return photos.length === 0
    ? []
    : [
        photos.map((photo) => {
          const { file, sha256 } = (photo !== null && typeof photo === "object" ? photo : {}) as Record<string, unknown>;
          return [file ?? null, sha256 ?? null];
        }),
      ];
}

/** What a draft's text is, for a stamp or a hash: its content fields and its photos' hashes, as stable JSON. */
export function draftContent(draft: Record<string, unknown>): string {
  return stableJson([...DRAFT_CONTENT_FIELDS.map((field) => draft[field]), ...photoPart(draft)]);
}

/** The version stamp of a draft's text (draftContent), the same in the hub and on the server. */
export function draftFingerprint(draft: Record<string, unknown>): string {
  return textVersion(draftContent(draft));
}

/**
 * A short version stamp of a text (53-bit hash, hex): "Überarbeiten" records the stamp of the article's
 * Markdown twin it opened, and the server takes a revision without asking again only when the live twin
 * still has that stamp. Not a security measure: the key is.
 */
export function textVersion(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}
