import { MapPin, ShieldAlert, TrainFront } from "lucide-react";

import { Callout } from "./callout";
import { CardList, CardListItem } from "./card-list";
import { sectionLayouts } from "./section-layouts";
import { Badge } from "~/ui/badge";
import { placeOf, viennaLabels, viennaNote, viennaSpots } from "~/features/landing/copy/vienna-shops";

/** Body of #shops-wien, loaded when the section comes near the viewport. */
export default function ViennaShopsSection() {
  const layout = sectionLayouts.viennaShops;
  return (
    <CardList layout={layout} note={viennaNote}>
      {viennaSpots.map((spot) => {
        const place = placeOf(spot);
        const facts = [
          { label: viennaLabels.address, icon: MapPin, value: place.address },
          { label: viennaLabels.transit, icon: TrainFront, value: place.transit },
        ].filter((fact) => fact.value);
        return (
          <CardListItem key={spot.key} layout={layout}>
            <Badge tone="accent" className="self-start">
              {spot.kind}
            </Badge>
            <h3 className="mt-3 font-display text-xl font-extrabold">{spot.name}</h3>
            {facts.length ? (
              <dl className="mt-3 grid gap-1.5 text-sm">
                {facts.map(({ label, icon: Icon, value }) => (
                  <div key={label} className="flex gap-2">
                    <dt>
                      <Icon aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
                      <span className="sr-only">{label}</span>
                    </dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className="mt-4 mb-4 text-ink-soft">{spot.lookFor}</p>
            <Callout icon={ShieldAlert} label={viennaLabels.caution} tone="warning" className="mt-auto">
              {spot.caution}
            </Callout>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
