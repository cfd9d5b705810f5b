import { MapPin, ShieldAlert, TrainFront } from "lucide-react";

import { sectionLayouts } from "./section-layouts";
import { Badge } from "~/components/ui/badge";
import { viennaNote, viennaSpots } from "~/content/vienna-shops";

/** Body of #shops-wien, loaded when the section comes near the viewport. */
export default function ViennaShopsSection() {
  const layout = sectionLayouts.viennaShops;
  return (
    <>
      <ul className={layout.grid}>
        {viennaSpots.map((spot) => (
          <li
            key={spot.key}
            className={`flex min-w-0 flex-col rounded-card border border-line bg-surface p-6 shadow-card ${layout.card}`}
          >
            <Badge tone="accent" className="self-start whitespace-normal">
              {spot.kind}
            </Badge>
            <h3 className="mt-3 font-display text-xl font-extrabold">{spot.name}</h3>
            <dl className="mt-3 grid gap-1.5 text-sm">
              <div className="flex gap-2">
                <dt>
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
                  <span className="sr-only">Adresse</span>
                </dt>
                <dd>{spot.address}</dd>
              </div>
              <div className="flex gap-2">
                <dt>
                  <TrainFront aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
                  <span className="sr-only">Anreise</span>
                </dt>
                <dd>{spot.transit}</dd>
              </div>
            </dl>
            <p className="mt-4 mb-4 text-ink-soft">{spot.lookFor}</p>
            <p className="mt-auto flex gap-2 rounded-xl bg-critical-soft p-3 text-sm text-ink">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-critical" />
              <span>
                <strong className="font-semibold">Achtung: </strong>
                {spot.caution}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-ink-soft">{viennaNote}</p>
    </>
  );
}
