import { COLLECTION_STORAGE_KEY, type StorageNotice } from "~/domain/collection";

import type { CollectionCatalogue } from "./catalogue";
import { readDocument, writeDocument } from "./document";
import { type Collection, EMPTY_COLLECTION } from "./state";

/**
 * The collection in the browser's localStorage, under one key per document version. Reading
 * validates (document.ts); corrupt or foreign data is not used, the page says so and starts empty,
 * and the stored text stays until the collector's next change overwrites it. A storage that cannot
 * be read or written (private mode, blocked, full) is reported, never thrown: the page keeps the
 * collection for the session.
 */

export { COLLECTION_STORAGE_KEY };

export type { StorageNotice };

export type LoadedCollection = { collection: Collection; notice: StorageNotice | null };

/** `localStorage` itself can throw (blocked cookies, sandboxed frames): the getter is called inside a guard. */
export type StorageSource = () => Pick<Storage, "getItem" | "setItem"> | null | undefined;

export function loadCollection(storage: StorageSource, catalogue: CollectionCatalogue): LoadedCollection {
  let raw: string | null;
  try {
    const store = storage();
    if (!store) return { collection: EMPTY_COLLECTION, notice: { kind: "unavailable" } };
    raw = store.getItem(COLLECTION_STORAGE_KEY);
  } catch {
    return { collection: EMPTY_COLLECTION, notice: { kind: "unavailable" } };
  }
  return parseStored(raw, catalogue);
}

/** The stored text (null: nothing stored) as a collection and what to tell the collector. */
export function parseStored(raw: string | null, catalogue: CollectionCatalogue): LoadedCollection {
  if (raw === null) return { collection: EMPTY_COLLECTION, notice: null };
  const read = readDocument(raw, catalogue);
  if (!read.ok) return { collection: EMPTY_COLLECTION, notice: { kind: "discarded", problem: read.problem } };
  return { collection: read.collection, notice: read.dropped > 0 ? { kind: "pruned", count: read.dropped } : null };
}

export type SaveResult = { ok: true } | { ok: false; notice: Extract<StorageNotice, { kind: "unavailable" | "quota" }> };

export function saveCollection(storage: StorageSource, collection: Collection, now: Date = new Date()): SaveResult {
  try {
    const store = storage();
    if (!store) return { ok: false, notice: { kind: "unavailable" } };
    store.setItem(COLLECTION_STORAGE_KEY, writeDocument(collection, now));
    return { ok: true };
  } catch (error) {
    return { ok: false, notice: { kind: isQuotaError(error) ? "quota" : "unavailable" } };
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED");
}
