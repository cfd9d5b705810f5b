import { Suspense, lazy, useMemo, useSyncExternalStore } from "react";

import { ArrowLink } from "~/ui/arrow-link";
import { useStoredItem } from "~/ui/use-stored-item";
import { collectionPaths, tradePage as copy } from "./copy";
import type { CollectionCatalogue } from "./catalogue";
import { type TradeItem, decodeTrade } from "./trade-link";
import { TradeFigure } from "./trade-figure";
import { COLLECTION_STORAGE_KEY } from "~/domain/collection";

/** What fits a collection in this browser: its code (the stored collection's reader among it) loads only where one is stored. */
const TradeMatches = lazy(() => import("./trade-matches").then((m) => ({ default: m.TradeMatches })));

function subscribe(listener: () => void) {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
}

/** The fragment after hydration; null in the prerender and the hydration pass, so they match the HTML. */
function useLocationHash(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => null,
  );
}

function Items({ items, withCount, empty }: { items: TradeItem[]; withCount: boolean; empty: string }) {
  if (items.length === 0) return <p className="mt-2 text-ink-soft">{empty}</p>;
  // Grouped by series, in the catalogue's order; every word shown comes from the catalogue, none from the link.
  const groups = items.reduce<{ series: TradeItem["series"]; items: TradeItem[] }[]>((list, item) => {
    const last = list.at(-1);
    if (last?.series.key === item.series.key) last.items.push(item);
    else list.push({ series: item.series, items: [item] });
    return list;
  }, []);
  return (
    <dl className="mt-3 space-y-3">
      {groups.map((group) => (
        <div key={group.series.key}>
          <dt className="font-semibold">{group.series.name}</dt>
          <dd>
            <ul className="mt-1 flex flex-wrap gap-2">
              {group.items.map((item) => (
                <TradeFigure key={item.figure.id} figure={item.figure}>
                  {withCount ? copy.count(item.count) : null}
                </TradeFigure>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The read-only trade list of /sammlung/tausch, read from the address's fragment; needs no storage. With
 * a collection in this browser, what fits it comes first (docs/decisions/0032).
 */
export function TradeList({ catalogue }: { catalogue: CollectionCatalogue }) {
  const hash = useLocationHash();
  const list = useMemo(() => (hash === null ? null : decodeTrade(hash, catalogue)), [hash, catalogue]);
  // Whether this browser stores a collection; false in the prerender and the hydration pass, and where storage is blocked.
  const stored = useStoredItem(COLLECTION_STORAGE_KEY) !== null;
  return (
    <div className="mt-8 max-w-3xl" data-trade={list === null ? "loading" : list.ok ? "ok" : list.problem}>
      <noscript>
        <p className="rounded-xl bg-sun-soft p-3">{copy.noScript}</p>
      </noscript>
      {list === null ? <p className="text-ink-soft">{copy.loading}</p> : null}
      {list && !list.ok ? (
        <p role="alert" className="rounded-xl bg-critical-soft p-4">
          {list.problem === "too-long" ? copy.tooLong : list.problem === "version" ? copy.otherVersion : copy.empty}
        </p>
      ) : null}
      {list?.ok ? (
        <div className="space-y-8">
          <p className="text-lg font-semibold" data-trade-from={list.from ? "name" : "none"}>
            {copy.from(list.from)}
          </p>
          {stored ? (
            <Suspense>
              <TradeMatches catalogue={catalogue} theirs={list} />
            </Suspense>
          ) : null}
          <section aria-labelledby="tausch-doppelt">
            <h2 id="tausch-doppelt" className="font-display text-2xl font-extrabold">
              {copy.doublesHeading}
            </h2>
            <Items items={list.doubles} withCount empty={copy.noDoubles} />
          </section>
          <section aria-labelledby="tausch-gesucht">
            <h2 id="tausch-gesucht" className="font-display text-2xl font-extrabold">
              {copy.wantedHeading}
            </h2>
            <Items items={list.wanted} withCount={false} empty={copy.noWanted} />
          </section>
          {list.ignored > 0 ? <p className="text-sm text-ink-soft">{copy.ignored(list.ignored)}</p> : null}
        </div>
      ) : null}
      <ul className="mt-8 flex flex-col gap-x-6 sm:flex-row">
        <li>
          <ArrowLink href={collectionPaths.page}>{stored ? copy.openCollection : copy.ownCollection}</ArrowLink>
        </li>
        <li>
          <ArrowLink href={collectionPaths.catalogue}>{copy.catalogue}</ArrowLink>
        </li>
      </ul>
    </div>
  );
}
