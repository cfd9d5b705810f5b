// Which pages a change of the fact base touches (docs/decisions/0078). Every page the content build renders
// records what it read of the fact base (app/content/data/fact-reads.server.ts): keys such as
// "fact:<id>#values" or "source:<key>#title". The record is kept beside the build (FACT_READS_FILE); a change of
// the fact base is compared, property by property, between the resource the site serves and the one rendered
// now (/daten/wissen.json), and only the pages that read a changed property render anew.

import { sourcePageRead } from "../../app/content/data/page-key.ts";

/** The record beside build/client: `{ version: 1, pages: { [address]: string[] } }` (the prerender writes it too). */
export { FACT_READS_FILE } from "../../app/content/data/fact-reads.server.ts";

/**
 * @typedef {{ version: 1, pages: Record<string, string[]> }} FactReads
 * @typedef {{ sources: Record<string, Record<string, unknown>>, factFiles: Record<string, Record<string, unknown>[]>, series: Record<string, unknown>[] }} KnowledgeJson
 */

/** @returns {FactReads} */
export function emptyFactReads() {
  return { version: 1, pages: {} };
}

/**
 * The record after some addresses rendered anew (their reads replace what they read before) and some left.
 * @param {FactReads | null} before
 * @param {Map<string, string[]>} rendered
 * @param {Iterable<string>} removed
 * @returns {FactReads}
 */
export function nextFactReads(before, rendered, removed = []) {
  const pages = { ...(before?.version === 1 ? before.pages : {}) };
  for (const address of removed) delete pages[address];
  for (const [address, reads] of rendered) pages[address] = reads;
  return { version: 1, pages: Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) };
}

/**
 * The properties that differ between two texts of the fact base's resource, as read keys ("fact:x#values" and
 * "fact:x#*", "source-page:<address>" for what the registry says of a cited page); null when its shape changed (a
 * fact or series added, removed or moved), which every page that lists them may show: then every page renders anew.
 * A source added or removed is no change of shape: listing the registry reads "sources#*".
 * @param {string} before
 * @param {string} after
 * @returns {Set<string> | null}
 */
export function changedReads(before, after) {
  /** @type {KnowledgeJson} */
  const old = JSON.parse(before);
  /** @type {KnowledgeJson} */
  const now = JSON.parse(after);
  const shape = (/** @type {KnowledgeJson} */ base) =>
    JSON.stringify([
      Object.entries(base.factFiles).map(([file, facts]) => [file, facts.map((fact) => fact.id)]),
      base.series.map((entry) => entry.key),
    ]);
  if (shape(old) !== shape(now)) return null;
  /** @type {Set<string>} */
  const changed = new Set();
  /**
   * @param {string} thing
   * @param {Record<string, unknown>} a
   * @param {Record<string, unknown>} b
   */
  const compare = (thing, a, b) => {
    for (const property of new Set([...Object.keys(a), ...Object.keys(b)]))
      if (JSON.stringify(a[property]) !== JSON.stringify(b[property])) {
        changed.add(`${thing}#${property}`);
        changed.add(`${thing}#*`);
      }
  };
  // Sources may come and go without a page's shape changing: the pages that list them, or look up one, read that.
  if (JSON.stringify(Object.keys(old.sources)) !== JSON.stringify(Object.keys(now.sources))) changed.add("sources#*");
  for (const key of new Set([...Object.keys(old.sources), ...Object.keys(now.sources)])) {
    const [a, b] = [old.sources[key], now.sources[key]];
    compare(`source:${key}`, a ?? {}, b ?? {});
    // What the registry says of a page (its day read) changes with a source of it added, removed or re-dated.
    const dated = (/** @type {Record<string, unknown> | undefined} */ source) =>
      JSON.stringify([source?.url, source?.accessed, source?.published]);
    if (dated(a) !== dated(b))
      for (const source of [a, b]) if (typeof source?.url === "string") changed.add(sourcePageRead(source.url));
  }
  for (const [file, facts] of Object.entries(now.factFiles))
    facts.forEach((fact, index) => compare(`fact:${fact.id}`, old.factFiles[file]?.[index] ?? {}, fact));
  now.series.forEach((entry, index) => compare(`series:${entry.key}`, old.series[index] ?? {}, entry));
  return changed;
}

/**
 * The addresses to render anew for a change of the fact base: every one when the change is of its shape, when
 * every page reads a changed property, or for an address without a record; otherwise those that read one.
 * @param {{ addresses: readonly string[], record: FactReads | null, changed: Set<string> | null, global: readonly string[] }} input
 * @returns {{ every: boolean, addresses: string[] }}
 */
export function pagesReading({ addresses, record, changed, global }) {
  if (!changed || !record || global.some((key) => changed.has(key))) return { every: true, addresses: [...addresses] };
  return {
    every: false,
    addresses: addresses.filter((address) => {
      const reads = record.pages[address];
      return !reads || reads.some((key) => changed.has(key));
    }),
  };
}
