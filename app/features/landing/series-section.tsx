import { CalendarDays, Sparkles } from "lucide-react";
import { useContext } from "react";

import { CardList, CardListItem } from "./card-list";
import { sectionLayouts } from "./section-layouts";
import { ArrowLink } from "~/ui/arrow-link";
import { FigureTile } from "~/ui/figure-tile";
import { SeriesAddedContext } from "./series-added-context";
import { catalogueStand, seriesTeaser } from "~/features/series";
import { newsCopy } from "~/features/news";

/**
 * Body of #aktuelle-serien (Trends): the series the catalogue took in last first (by the content's history, as on
 * /neu), then by release, dated, each linking into the catalogue.
 */
export default function SeriesSection() {
  const layout = sectionLayouts.series;
  const added = useContext(SeriesAddedContext);
  // A stable sort keeps the release order among series added on the same day (or without a known day).
  const cards = [...seriesTeaser.cards].sort((a, b) => (added[b.key]?.day ?? "").localeCompare(added[a.key]?.day ?? ""));
  return (
    <CardList
      layout={layout}
      note={
        <>
          {catalogueStand.label}: <time dateTime={catalogueStand.asOf}>{catalogueStand.date}</time>. {seriesTeaser.note}
        </>
      }
    >
      {cards.slice(0, layout.count).map((card) => (
        <CardListItem key={card.key} layout={layout}>
          <div className="flex items-center gap-3">
            <FigureTile />
            <div>
              <h3 className="font-display text-xl font-extrabold">{card.name}</h3>
              {card.alsoKnownAs ? <p className="text-sm text-ink-soft">{card.alsoKnownAs}</p> : null}
            </div>
          </div>
          <p className="mt-3 flex gap-2 text-sm">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
            <span>
              <span className="font-semibold">{seriesTeaser.releasedLabel}: </span>
              {card.released ?? seriesTeaser.unknown}
            </span>
          </p>
          {added[card.key] ? (
            <p className="mt-1 flex gap-2 text-sm">
              <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
              <span>
                <span className="font-semibold">{newsCopy.seriesAddedLabel}: </span>
                <time dateTime={added[card.key]!.day}>{added[card.key]!.label}</time>
              </span>
            </p>
          ) : null}
          {card.summary ? <p className="mt-2 text-sm text-ink-soft">{card.summary}</p> : null}
          <ArrowLink href={card.href} className="mt-auto pt-3 pb-0">
            {card.linkLabel}
          </ArrowLink>
        </CardListItem>
      ))}
    </CardList>
  );
}
