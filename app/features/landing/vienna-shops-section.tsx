import { ExternalLink, MapPin, ShieldAlert } from "lucide-react";

import { Callout } from "./callout";
import { CardList, CardListItem } from "./card-list";
import { FactSource } from "./fact-source";
import { sectionLayouts } from "./section-layouts";
import { Badge } from "~/ui/badge";
import { viennaLabels, viennaNote, viennaPlaces } from "~/features/landing/copy/vienna-shops";

/** Body of #shops-wien, loaded when the section comes near the viewport: the places the sources name. */
export default function ViennaShopsSection() {
  const layout = sectionLayouts.viennaShops;
  return (
    <CardList layout={layout} note={viennaNote}>
      {viennaPlaces().map((place) => (
        <CardListItem key={place.key} layout={layout}>
          <Badge tone="accent" className="self-start">
            {place.kind}
          </Badge>
          <h3 className="mt-3 font-display text-xl font-extrabold">{place.name}</h3>
          {place.address ? (
            <p className="mt-2 flex gap-2 text-sm font-semibold">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
              <span>
                <span className="sr-only">{viennaLabels.address}: </span>
                {place.address}
              </span>
            </p>
          ) : null}
          <p className="mt-2 text-ink-soft">{place.text}</p>
          {place.link ? (
            <a
              href={place.link.href}
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-accent-strong underline underline-offset-4"
            >
              {place.link.label}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
          <FactSource factIds={place.factIds} className="mt-2 mb-4" />
          <Callout icon={ShieldAlert} label={viennaLabels.caution} tone="warning" className="mt-auto">
            {place.caution}
          </Callout>
        </CardListItem>
      ))}
    </CardList>
  );
}
