import { CalendarDays } from "lucide-react";

import { CardList, CardListItem } from "./card-list";
import { sectionLayouts } from "./section-layouts";
import { ArrowLink } from "~/ui/arrow-link";
import { Badge } from "~/ui/badge";
import { catalogueStand, seriesTeaser } from "~/features/series";

/** Body of #aktuelle-serien: the newest series first, with dates, each linking into the catalogue. */
export default function SeriesSection() {
  const layout = sectionLayouts.series;
  return (
    <CardList
      layout={layout}
      note={
        <>
          {catalogueStand.label}: <time dateTime={catalogueStand.asOf}>{catalogueStand.date}</time>. {seriesTeaser.note}
        </>
      }
    >
      {seriesTeaser.cards.map((card) => (
        <CardListItem key={card.key} layout={layout}>
          {card.format ? (
            <Badge tone="plum" className="self-start">
              {card.format}
            </Badge>
          ) : null}
          <h3 className="mt-3 font-display text-xl font-extrabold">{card.name}</h3>
          {card.alsoKnownAs ? <p className="text-sm text-ink-soft">{card.alsoKnownAs}</p> : null}
          <p className="mt-3 flex gap-2 text-sm">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
            <span>
              <span className="font-semibold">{seriesTeaser.releasedLabel}: </span>
              {card.released ?? seriesTeaser.unknown}
            </span>
          </p>
          {card.summary ? <p className="mt-2 text-ink-soft">{card.summary}</p> : null}
          <ArrowLink href={card.href} className="mt-auto pt-4">
            {card.linkLabel}
          </ArrowLink>
        </CardListItem>
      ))}
    </CardList>
  );
}
