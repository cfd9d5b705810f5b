// Work kept beside the build from one process to the next (docs/decisions/0079): what is worked out from a file's
// text — an article's check, its figures and fingerprints for the hub — by a digest of that text, with what the work
// read of the fact base (./reads.ts). The content builder loads the store before it renders, dropping every entry
// that read something of the fact base that changed since, and saves it after (scripts/content-build/build.mjs), so
// a kept result is what working it out again would give. Where no store is loaded (React Router's prerender, the dev
// server, the tests) the work is done as before. Relative imports only: Node scripts import the article folder.
import { createHash } from "node:crypto";

import { readsDuring, readsRecorded, replayReads } from "./reads.ts";

type Entry = { value: unknown; reads: readonly string[] };

/**
 * What a process loaded and what it used or worked out, by key ("<kind>:<digest>"); how many entries it worked out
 * anew and how many of the earlier file it dropped.
 */
type Store = { loaded: Map<string, Entry>; used: Map<string, Entry>; fresh: number; dropped: number };

/** The store's file: the entries and the fact base they were worked out with. */
export type KeptWorkFile = { version: 1; entries: Record<string, Entry> };

/**
 * One set of reads per entry, made the first time it is replayed: the replay skips a set it already gave a page
 * (./reads.ts), which it knows by the set itself, so a fresh set on every hit would be given again and again.
 */
const readSets = new WeakMap<Entry, ReadonlySet<string>>();
const readSetOf = (entry: Entry) => {
  let reads = readSets.get(entry);
  if (!reads) readSets.set(entry, (reads = new Set(entry.reads)));
  return reads;
};

const STORE = Symbol.for("labubu-sammler.kept-work");
const holder = globalThis as { [STORE]?: Store };

/**
 * The result of `compute` for `input` (the texts and bytes it is worked out from, with anything else it depends on
 * but the fact base): kept from an earlier process when one worked it out, else worked out and kept. The reads of the
 * fact base it made are recorded for the caller either way. The result must be plain data (JSON). Nothing is kept
 * where reads are not recorded.
 */
export function keptWork<T>(kind: string, input: readonly (string | Uint8Array)[], compute: () => T): T {
  const store = holder[STORE];
  // Without a record of what the work reads, a kept result could outlive the facts it was worked out from.
  if (!store || !readsRecorded()) return compute();
  const hash = createHash("sha256");
  // Each part with its length first, so no two inputs run together into the same bytes.
  for (const part of input) hash.update(`${typeof part === "string" ? `s${part.length}` : `b${part.length}`}:`).update(part);
  const key = `${kind}:${hash.digest("base64url")}`;
  const known = store.used.get(key) ?? store.loaded.get(key);
  if (known) {
    store.used.set(key, known);
    replayReads(readSetOf(known));
    return known.value as T;
  }
  const { value, reads } = readsDuring(compute);
  const entry = { value, reads: [...reads] };
  readSets.set(entry, reads);
  store.used.set(key, entry);
  store.fresh++;
  return value;
}

/**
 * Starts keeping work in this process, with the entries of an earlier one (none for null) but those that read
 * something of the fact base in `changed` (every one that read anything of it when `changed` is null: its shape
 * changed). Returns how many entries were taken and how many dropped.
 */
export function loadKeptWork(file: KeptWorkFile | null, changed: ReadonlySet<string> | null): { kept: number; dropped: number } {
  const loaded = new Map<string, Entry>();
  let dropped = 0;
  for (const [key, entry] of Object.entries(file?.version === 1 ? file.entries : {})) {
    const stale = changed === null ? entry.reads.length > 0 : entry.reads.some((read) => changed.has(read));
    if (stale) dropped++;
    else loaded.set(key, entry);
  }
  holder[STORE] = { loaded, used: new Map(), fresh: 0, dropped: file?.version === 1 ? dropped : 1 };
  return { kept: loaded.size, dropped };
}

/**
 * The store to save: every entry this process used or worked out, and the loaded ones of kinds it did not use at
 * all (a run that renders no hub file keeps the hub's figures); `changed` is false where that is exactly the file
 * loaded (nothing worked out anew, nothing dropped), so it need not be written again. Null when no store was loaded.
 */
export function savedKeptWork(): { file: KeptWorkFile; changed: boolean } | null {
  const store = holder[STORE];
  if (!store) return null;
  const kindOf = (key: string) => key.slice(0, key.indexOf(":"));
  const usedKinds = new Set([...store.used.keys()].map(kindOf));
  const entries: Record<string, Entry> = {};
  for (const [key, entry] of store.loaded) if (!usedKinds.has(kindOf(key))) entries[key] = entry;
  for (const [key, entry] of store.used) entries[key] = entry;
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)));
  const changed = store.fresh > 0 || store.dropped > 0 || Object.keys(sorted).length !== store.loaded.size;
  return { file: { version: 1, entries: sorted }, changed };
}
