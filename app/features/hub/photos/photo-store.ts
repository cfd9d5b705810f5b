/**
 * The bytes of the drafts' photos (docs/decisions/0048), in this browser's IndexedDB: localStorage holds the
 * drafts and is far too small for photos. One entry per photo, keyed "<draft id>/<file>"; what the draft records
 * of a photo (its name and size) stays with the draft. Every function rejects when IndexedDB is not available
 * (a private window of some browsers, storage blocked): the caller says so and keeps the text.
 */
const DATABASE = "labubu-hub-fotos";
const STORE = "fotos";

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  opened.catch(() => {
    opened = undefined;
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

const key = (draftId: string, file: string) => `${draftId}/${file}`;

export function savePhoto(draftId: string, file: string, blob: Blob): Promise<unknown> {
  return run("readwrite", (store) => store.put(blob, key(draftId, file)));
}

export async function loadPhoto(draftId: string, file: string): Promise<Blob | undefined> {
  const value = await run("readonly", (store) => store.get(key(draftId, file)));
  return value instanceof Blob ? value : undefined;
}

export function deletePhoto(draftId: string, file: string): Promise<unknown> {
  return run("readwrite", (store) => store.delete(key(draftId, file)));
}

/**
 * The stored photos (keys "<draft id>/<file>") of drafts not in `draftIds`: a deleted draft leaves its photos behind
 * otherwise. Keys of another form are not this store's and are left alone.
 */
export function orphanPhotoKeys(keys: readonly IDBValidKey[], draftIds: ReadonlySet<string>): string[] {
  return keys.filter(
    (entry): entry is string =>
      typeof entry === "string" && entry.includes("/") && !draftIds.has(entry.slice(0, entry.indexOf("/"))),
  );
}

/** Deletes the photos of drafts that no longer exist (docs/decisions/0053); how many it deleted. */
export async function prunePhotos(draftIds: ReadonlySet<string>): Promise<number> {
  const orphans = orphanPhotoKeys(await run("readonly", (store) => store.getAllKeys()), draftIds);
  if (orphans.length > 0) await run("readwrite", (store) => orphans.map((orphan) => store.delete(orphan)).at(-1)!);
  return orphans.length;
}
