import { COLLECTION_STORAGE_KEY, storedCollectionHasFigures } from "~/domain/collection";

/** Whether this browser keeps a collection with at least one figure (false where storage is blocked). */
export function storedCollection(): boolean {
  try {
    return storedCollectionHasFigures(window.localStorage.getItem(COLLECTION_STORAGE_KEY));
  } catch {
    return false;
  }
}
