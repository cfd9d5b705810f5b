// What a page read of the fact base while it rendered (docs/decisions/0078): the content build renders a page
// inside a record (./fact-reads.server.ts) and keeps the keys it read, so that a later change of the fact base
// renders only the pages that read what changed. A key names one property of one thing: "fact:<id>#values",
// "series:<key>#figures", "source:<key>#title"; "<thing>#*" stands for all of them (the thing was enumerated).
// Outside a build, and in the browser, nothing records and these functions cost nothing. Relative imports only.

/** Where a read goes: the current page's record, or none. One per process, shared by every copy of this module. */
type ReadStore = { current(): Set<string> | undefined };

const STORE = Symbol.for("labubu-sammler.fact-reads");
const holder = globalThis as { [STORE]?: ReadStore };

/** Installs where reads are recorded (./fact-reads.server.ts does, in the content build). */
export function installReadStore(store: ReadStore | undefined): void {
  holder[STORE] = store;
}

/** Whether reads are recorded in this process (the content build): only then is a value's dependence on the fact base known. */
export function readsRecorded(): boolean {
  return holder[STORE] !== undefined;
}

/** Notes that the page being rendered read `key`; nothing when no page is being recorded. */
export function noteRead(key: string): void {
  holder[STORE]?.current()?.add(key);
}

/**
 * Which kept reads each record already holds: a record only grows, so a set of reads replayed into it once (every
 * sentence of a text replaying the fact base's wordings, say) need not be replayed again.
 */
const replayed = new WeakMap<Set<string>, WeakSet<ReadonlySet<string>>>();

/** Notes every read of `reads` for the page being rendered (what working out a kept value read). */
function replay(reads: ReadonlySet<string>): void {
  const target = holder[STORE]?.current();
  if (!target || reads.size === 0) return;
  let done = replayed.get(target);
  if (!done) replayed.set(target, (done = new WeakSet()));
  if (done.has(reads)) return;
  done.add(reads);
  for (const key of reads) target.add(key);
}

/** Runs `work` with its reads recorded into `reads` as well as the caller's (for a value kept for later calls). */
function recordInto<T>(reads: Set<string>, work: () => T): T {
  const store = holder[STORE];
  if (!store) return work();
  const outer = store.current();
  const previous = holder[STORE];
  const inner: ReadStore = { current: () => reads };
  holder[STORE] = inner;
  try {
    return work();
  } finally {
    holder[STORE] = previous;
    if (outer) for (const key of reads) outer.add(key);
  }
}

/**
 * A value worked out once from the fact base and kept: every later caller is recorded as having read what
 * the first one read, so a page that takes the kept value depends on the same facts as the one that made it.
 */
export function rememberReads<T>(compute: () => T): () => T {
  let kept: { value: T; reads: Set<string> } | undefined;
  return () => {
    if (!kept) {
      const reads = new Set<string>();
      kept = { value: recordInto(reads, compute), reads };
    } else replay(kept.reads);
    return kept.value;
  };
}

/**
 * Things worked out from the fact base when a module loads (a fact per series, say): each is behind a proxy that
 * notes, whenever a page reads it, what working it out read. Its `id` is stable and notes nothing, so indexing the
 * things by id when a module loads does not make every page depend on them. As they are where nothing records.
 */
export function derivedWithReads<T extends object>(compute: () => readonly T[]): readonly T[] {
  if (!holder[STORE]) return compute();
  const reads = new Set<string>();
  const store = holder[STORE];
  holder[STORE] = { current: () => reads };
  let values: readonly T[];
  try {
    values = compute();
  } finally {
    holder[STORE] = store;
  }
  const replayFor = (property: string | symbol) => {
    if (property !== "id") replay(reads);
  };
  return values.map(
    (value) =>
      new Proxy(value, {
        get(object, property, receiver) {
          replayFor(property);
          return Reflect.get(object, property, receiver);
        },
        has(object, property) {
          replayFor(property);
          return Reflect.has(object, property);
        },
        ownKeys(object) {
          replayFor("*");
          return Reflect.ownKeys(object);
        },
      }),
  );
}

/**
 * Copy worked out from the fact base, as an object its module exports: worked out where a page first reads it and
 * kept, every page that reads it recorded as reading what working it out read (`rememberReads`). Where nothing
 * records (the browser, the tests, React Router's prerender) it is the plain object, worked out when the module loads.
 */
export function lazyCopy<T extends object>(compute: () => T, list = false): T {
  if (!holder[STORE]) return compute();
  const value = rememberReads(compute);
  // A plain placeholder: every property is the worked-out value's (which are configurable, as in any literal).
  return new Proxy((list ? [] : {}) as T, {
    get: (_target, property) => Reflect.get(value(), property),
    has: (_target, property) => Reflect.has(value(), property),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, property) => Reflect.getOwnPropertyDescriptor(value(), property),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}

/** `lazyCopy` for a list. */
export function lazyList<T>(compute: () => readonly T[]): readonly T[] {
  return lazyCopy(compute as () => T[], true);
}

/** What `work` reads, recorded for the caller too: to keep beside a value worked out once (`replayReads` later). */
export function readsDuring<T>(work: () => T): { value: T; reads: ReadonlySet<string> } {
  const reads = new Set<string>();
  return { value: recordInto(reads, work), reads };
}

/** Records, for the page being rendered, what working out a kept value read (`readsDuring`). */
export function replayReads(reads: ReadonlySet<string> | undefined): void {
  if (reads) replay(reads);
}

/**
 * A value worked out once with nothing recorded: for a value whose callers note themselves what they depend on
 * (a lookup by key that notes its key). Use only where that holds.
 */
export function onceUnrecorded<T>(compute: () => T): () => T {
  let kept: { value: T } | undefined;
  return () => {
    if (!kept) {
      const store = holder[STORE];
      holder[STORE] = undefined;
      try {
        kept = { value: compute() };
      } finally {
        holder[STORE] = store;
      }
    }
    return kept.value;
  };
}

/** A value kept with what working it out read (`cachedWithReads`). */
export type KeptWithReads<T> = { value: T; reads: Set<string> };

/** `rememberReads` per key, in `cache` (a Map or a WeakMap of values derived from the fact base per article, say). */
export function cachedWithReads<K, T>(
  cache: { get(key: K): KeptWithReads<T> | undefined; set(key: K, value: KeptWithReads<T>): unknown },
  key: K,
  compute: () => T,
): T {
  const kept = cache.get(key);
  if (kept) {
    replay(kept.reads);
    return kept.value;
  }
  const reads = new Set<string>();
  const value = recordInto(reads, compute);
  cache.set(key, { value, reads });
  return value;
}
