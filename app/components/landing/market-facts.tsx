import { BadgeCheck, CalendarClock } from "lucide-react";

import { hero } from "~/content/hero";
import { cn } from "~/lib/cn";

const callouts = [
  { ...hero.restock, icon: CalendarClock, box: "bg-plum text-white", iconClass: "text-sun", valueClass: "" },
  {
    ...hero.promise,
    icon: BadgeCheck,
    box: "border border-authentic/25 bg-authentic-soft text-ink",
    iconClass: "text-authentic",
    valueClass: "text-authentic",
  },
] as const;

/** The spec's market figures under the hero, formatted de-AT by the content module. */
export function MarketFacts() {
  return (
    <div className="container-page mt-12">
      <h2 className="font-display text-xl font-extrabold">{hero.factsHeading}</h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {hero.facts.map((fact) => (
          <div key={fact.key} className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
            <dt className="order-2 mt-1 font-semibold text-ink">{fact.label}</dt>
            <dd className="order-1 font-display text-3xl font-extrabold whitespace-nowrap text-accent-strong tabular">
              {fact.prefix ? <span className="mr-1.5 text-lg font-bold text-ink-soft">{fact.prefix}</span> : null}
              {fact.value}
            </dd>
            <dd className="order-3 mt-1 text-sm text-ink-soft">{fact.note}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="rounded-card border border-line bg-surface p-5 shadow-card">
          <table className="w-full text-left">
            <caption className="text-left">
              <span className="block font-display text-lg font-extrabold">{hero.prices.heading}</span>
              <span className="block text-sm font-semibold text-ink-soft">{hero.prices.asOf}</span>
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{hero.prices.columns.region}</th>
                <th scope="col">{hero.prices.columns.price}</th>
              </tr>
            </thead>
            <tbody>
              {hero.prices.rows.map((row) => (
                <tr key={row.key} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2.5 font-medium">
                    {row.region}
                  </th>
                  <td className="py-2.5 text-right font-bold tabular">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-ink-soft">{hero.prices.note}</p>
        </div>
        <div className="grid gap-4">
          {callouts.map((callout) => (
            <div key={callout.label} className={cn("flex gap-4 rounded-card p-5 shadow-card", callout.box)}>
              <callout.icon aria-hidden="true" className={cn("size-8 shrink-0", callout.iconClass)} />
              <div>
                <p className="font-semibold">{callout.label}</p>
                <p className={cn("font-display text-2xl font-extrabold tabular", callout.valueClass)}>{callout.value}</p>
                <p className="mt-1 text-sm">{callout.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
