import { Lightbulb } from "lucide-react";

import { AffiliateLink } from "./affiliate-link";
import { sectionLayouts } from "./section-layouts";
import { Badge } from "~/components/ui/badge";
import { series, seriesNote } from "~/content/series";

/** Body of #aktuelle-serien, loaded when the section comes near the viewport. */
export default function SeriesSection() {
  const layout = sectionLayouts.series;
  return (
    <>
      <ul className={layout.grid}>
        {series.map((item) => (
          <li
            key={item.key}
            className={`flex min-w-0 flex-col rounded-card border border-line bg-surface p-6 shadow-card ${layout.card}`}
          >
            <Badge tone="plum" className="self-start whitespace-normal">
              {item.format}
            </Badge>
            <h3 className="mt-3 font-display text-xl font-extrabold">{item.name}</h3>
            <p className="mt-2 text-ink-soft">{item.description}</p>
            <p className="mt-4 flex gap-2 rounded-xl bg-sun-soft p-3 text-sm text-ink">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-critical" />
              <span>
                <strong className="font-semibold">Tipp: </strong>
                {item.tip}
              </span>
            </p>
            <AffiliateLink href={item.link.href} className="mt-auto pt-4">
              {item.link.label}
            </AffiliateLink>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-ink-soft">{seriesNote}</p>
    </>
  );
}
