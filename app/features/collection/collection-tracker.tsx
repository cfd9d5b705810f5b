import { Info, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useState } from "react";

import { SeriesCard } from "./series-card";
import { TradePanel } from "./trade-panel";
import { TransferPanel } from "./transfer-panel";
import { useCollection } from "./use-collection";
import { LinkList } from "~/ui/link-list";
import { collectionPage as copy, storageNoticeText } from "./copy";
import type { CollectionCatalogue } from "./catalogue";
import { type FigureState, collectionTotals, followedPhotos, seriesProgress, updateFigure } from "./state";
import { keepPhotosForOffline } from "~/features/offline";

/**
 * The interactive part of /sammlung. Prerendered with the empty collection and its controls disabled
 * (so the page shows every series and figure without JavaScript); after hydration it reads the stored
 * collection and the controls work. One live region reads out each series' progress after a change.
 */
export function CollectionTracker({ catalogue }: { catalogue: CollectionCatalogue }) {
  const { collection, ready, notice, change } = useCollection(catalogue);
  const [announcement, setAnnouncement] = useState("");

  const onFigureChange = useCallback(
    (seriesKey: string, figureId: string, figureChange: Partial<FigureState>) => {
      change((current) => {
        const next = updateFigure(current, seriesKey, figureId, figureChange);
        const series = catalogue.find((entry) => entry.key === seriesKey);
        if (series) {
          const progress = seriesProgress(series, next);
          setAnnouncement(
            copy.progress.announce(
              series.name,
              progress.regularsOwned,
              progress.regulars,
              progress.hasSecret ? progress.secretOwned : null,
            ),
          );
        }
        return next;
      });
    },
    [catalogue, change],
  );

  // The photos of the series the collector follows stay on the device (docs/decisions/0048).
  useEffect(() => {
    if (ready) keepPhotosForOffline(followedPhotos(catalogue, collection));
  }, [ready, catalogue, collection]);

  const totals = collectionTotals(catalogue, collection);
  return (
    <div className="mt-6">
      <p
        data-collection-status={ready ? "ready" : "loading"}
        className="flex min-h-12 max-w-3xl items-start gap-2 rounded-xl bg-sand/60 p-3 text-sm"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {ready ? copy.status.ready : copy.status.loading}
      </p>
      {notice ? (
        <p
          role="alert"
          data-storage-notice={notice.kind}
          className="mt-3 flex max-w-3xl gap-2 rounded-xl bg-critical-soft p-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-critical" />
          {storageNoticeText(notice)}
        </p>
      ) : null}
      <nav aria-label={copy.jumpLabel} className="mt-4">
        <LinkList
          items={[
            ...catalogue.map((series) => ({ href: `#sammlung-${series.key}`, label: series.name })),
            { href: "#tauschen", label: copy.jumps.trade },
            { href: "#sichern", label: copy.jumps.transfer },
          ]}
          className="flex flex-wrap gap-x-5 gap-y-1"
          linkClassName="inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
        />
      </nav>

      <section aria-labelledby="sammlung-serien" className="mt-8">
        <h2 id="sammlung-serien" className="font-display text-2xl font-extrabold">
          {copy.seriesHeading}
        </h2>
        <p className="mt-2 max-w-prose text-ink-soft">{copy.seriesIntro}</p>
        <p className="mt-2 font-semibold" data-totals>
          {copy.totals(totals.owned, totals.doubles, totals.wanted)}
        </p>
        <p className="mt-2 max-w-prose text-sm text-ink-soft">{copy.outlook.method}</p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <a
          href="#tauschen"
          className="sr-only rounded-pill bg-ink px-4 font-semibold text-paper focus:not-sr-only focus:mt-3 focus:inline-flex focus:min-h-11 focus:items-center"
        >
          {copy.skipToTrade}
        </a>
        <div className="mt-5 space-y-6">
          {catalogue.map((series) => (
            <SeriesCard
              key={series.key}
              series={series}
              state={Object.hasOwn(collection, series.key) ? collection[series.key] : undefined}
              disabled={!ready}
              onChange={onFigureChange}
            />
          ))}
        </div>
      </section>

      <div className="mt-12 grid gap-12">
        <TradePanel catalogue={catalogue} collection={collection} ready={ready} />
        <TransferPanel catalogue={catalogue} collection={collection} ready={ready} onReplace={change} />
      </div>
    </div>
  );
}
