import { Lightbulb } from "lucide-react";

import { AffiliateLink } from "./affiliate-link";
import { Callout } from "./callout";
import { CardList, CardListItem } from "./card-list";
import { sectionLayouts } from "./section-layouts";
import { Badge } from "~/components/ui/badge";
import { series, seriesNote, seriesTipLabel } from "~/content/series";

/** Body of #aktuelle-serien, loaded when the section comes near the viewport. */
export default function SeriesSection() {
  const layout = sectionLayouts.series;
  return (
    <CardList layout={layout} note={seriesNote}>
      {series.map((item) => (
        <CardListItem key={item.key} layout={layout}>
          <Badge tone="plum" className="self-start">
            {item.format}
          </Badge>
          <h3 className="mt-3 font-display text-xl font-extrabold">{item.name}</h3>
          <p className="mt-2 text-ink-soft">{item.description}</p>
          <Callout icon={Lightbulb} label={seriesTipLabel} tone="tip" className="mt-4">
            {item.tip}
          </Callout>
          <AffiliateLink href={item.link.href} className="mt-auto pt-4">
            {item.link.label}
          </AffiliateLink>
        </CardListItem>
      ))}
    </CardList>
  );
}
