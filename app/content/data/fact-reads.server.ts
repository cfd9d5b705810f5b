// The content build's record of what each page reads of the fact base (docs/decisions/0078). The fact base is
// handed out behind proxies that note every property read (./reads.ts); a page renders inside `recordReads`,
// whose record follows its asynchronous work. A read outside any page (a module that works something out when
// it loads, the article folder read before the pages) is every page's: it goes to the global record.
import { AsyncLocalStorage } from "node:async_hooks";

import type { Knowledge } from "./knowledge.ts";
import { installReadStore, noteRead } from "./reads.ts";

/**
 * One record per process, shared by every copy of this module (the bundle's, and the build scripts' that import
 * it): the current page's reads, what was read outside any page, and the prerender's reads by address.
 */
type Recorder = { pages: AsyncLocalStorage<Set<string>>; everyPage: Set<string>; prerendered: Map<string, Set<string>> };
const RECORDER = Symbol.for("labubu-sammler.fact-read-recorder");
const { pages, everyPage, prerendered } = ((globalThis as { [RECORDER]?: Recorder })[RECORDER] ??= {
  pages: new AsyncLocalStorage(),
  everyPage: new Set(),
  prerendered: new Map(),
});

/**
 * Whether this process records reads: the content build's renderer sets it before it loads the bundle, and
 * react-router.config.ts for the prerender of `react-router build`.
 */
export const recordsReads = process.env.RECORD_FACT_READS === "1";

if (recordsReads) installReadStore({ current: () => pages.getStore() ?? everyPage });

/** Beside build/client, never deployed: what each page read when it was last rendered (scripts/content-build/fact-reads.mjs). */
export const FACT_READS_FILE = "fact-reads.json";

/** A request's page: "/ratgeber/x.data" and "/ratgeber/x/" are "/ratgeber/x", "/_.data" is "/". */
export function requestAddress(pathname: string): string {
  return (
    pathname
      .replace(/\/_(?:root)?\.data$/, "/")
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/"
  );
}

/**
 * The root's middleware (app/root.tsx): in React Router's prerender each request's reads go to its page's record
 * (a page's data and its HTML are two requests). Where a page is already recorded (the content build's
 * `recordReads`) or nothing records, it only goes on.
 */
export function recordRequest<T>(request: Request, next: () => Promise<T>): Promise<T> {
  if (!recordsReads || pages.getStore()) return next();
  const address = requestAddress(new URL(request.url).pathname);
  let reads = prerendered.get(address);
  if (!reads) prerendered.set(address, (reads = new Set()));
  return pages.run(reads, next);
}

/** What the prerender recorded, as the content build keeps it (`FACT_READS_FILE`); null when it recorded nothing. */
export function prerenderedReads(): { version: 1; pages: Record<string, string[]> } | null {
  if (prerendered.size === 0) return null;
  const entries = [...prerendered].map(([address, reads]) => [address, [...reads].sort()] as const);
  return { version: 1, pages: Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) };
}

/** What `work` (one page's render) read of the fact base, besides what every page reads (`globalReads`). */
export async function recordReads<T>(work: () => Promise<T>): Promise<{ value: T; reads: string[] }> {
  const reads = new Set<string>();
  const value = await pages.run(reads, work);
  return { value, reads: [...reads].sort() };
}

/** What was read outside any page: every page depends on it. */
export function globalReads(): string[] {
  return [...everyPage].sort();
}

/** One thing of the fact base behind a proxy that notes which of its properties are read. */
function watched<T extends object>(target: T, thing: string): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === "string") noteRead(`${thing}#${property}`);
      return Reflect.get(object, property, receiver);
    },
    has(object, property) {
      if (typeof property === "string") noteRead(`${thing}#${property}`);
      return Reflect.has(object, property);
    },
    ownKeys(object) {
      noteRead(`${thing}#*`);
      return Reflect.ownKeys(object);
    },
  });
}

/**
 * The fact base with each source, fact and series behind a proxy (a fact's or series' cited sources are the
 * registry's proxies, so a source read through a fact is the source's read). Unchanged when nothing records.
 */
export function watchedKnowledge(knowledge: Knowledge): Knowledge {
  if (!recordsReads) return knowledge;
  const proxies = new Map<object, object>();
  const sources = Object.fromEntries(
    Object.entries(knowledge.sources).map(([key, source]) => {
      const proxy = watched(source, `source:${key}`);
      proxies.set(source, proxy);
      return [key, proxy];
    }),
  ) as Knowledge["sources"];
  // A source inside a fact or series is the registry's object: it becomes the registry's proxy.
  const relink = (value: unknown): unknown => {
    if (value === null || typeof value !== "object" || value instanceof RegExp) return value;
    const proxy = proxies.get(value);
    if (proxy) return proxy;
    if (Array.isArray(value)) return value.map(relink);
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, relink(inner)]));
  };
  const factFiles = Object.fromEntries(
    Object.entries(knowledge.factFiles).map(([file, list]) => [
      file,
      list.map((fact) => watched(relink(fact) as typeof fact, `fact:${fact.id}`)),
    ]),
  ) as unknown as Knowledge["factFiles"];
  const series = knowledge.series.map((entry) => watched(relink(entry) as typeof entry, `series:${entry.key}`));
  return { sources: watchedRegistry(sources), factFiles, series };
}

/**
 * The registry behind a proxy: listing its keys is a read of which sources there are ("sources#*"), asking for a
 * key it lacks a read of that source (which a later change may add).
 */
function watchedRegistry(registry: Knowledge["sources"]): Knowledge["sources"] {
  return new Proxy(registry, {
    get(object, property, receiver) {
      if (typeof property === "string" && !Object.hasOwn(object, property)) noteRead(`source:${property}#*`);
      return Reflect.get(object, property, receiver);
    },
    has(object, property) {
      if (typeof property === "string") noteRead(`source:${property}#*`);
      return Reflect.has(object, property);
    },
    ownKeys(object) {
      noteRead("sources#*");
      return Reflect.ownKeys(object);
    },
  });
}
