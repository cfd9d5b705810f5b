import { Info, Store } from "lucide-react";

import { FactSource } from "./fact-source";
import { hero } from "~/features/landing/copy/hero";

/** The market figures under the hero, each with its source and "Stand" from the fact base. */
export function MarketFacts() {
  const { prices, officialShop, promise } = hero;
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
            <dd className="order-4 mt-auto pt-2">
              <FactSource factIds={[fact.factId]} limit={1} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="rounded-card border border-line bg-surface p-5 shadow-card">
          <table className="w-full text-left">
            <caption className="text-left font-display text-lg font-extrabold">{prices.heading}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{prices.columns.region}</th>
                <th scope="col">{prices.columns.price}</th>
              </tr>
            </thead>
            <tbody>
              {prices.rows.map((row) => (
                <tr key={row.key} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2.5 pr-3 align-top font-medium">
                    {row.region}
                    <FactSource factIds={[row.factId]} limit={1} className="font-normal" />
                  </th>
                  <td className="py-2.5 text-right align-top font-bold whitespace-nowrap tabular">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-ink-soft">{prices.note}</p>
          <FactSource factIds={prices.noteFactIds} className="mt-1" />
        </div>
        <div className="grid gap-4">
          <div className="flex gap-4 rounded-card bg-plum p-5 text-white shadow-card">
            <Store aria-hidden="true" className="size-8 shrink-0 text-sun" />
            <div>
              <p className="font-semibold">{officialShop.label}</p>
              <p className="font-display text-2xl font-extrabold">
                <a href={officialShop.href} className="underline decoration-sun/60 underline-offset-4 hover:decoration-sun">
                  {officialShop.value}
                </a>
              </p>
              <p className="mt-1 text-sm">{officialShop.text}</p>
              <FactSource factIds={[officialShop.factId]} tone="inverse" className="mt-1" />
            </div>
          </div>
          <div className="flex gap-4 rounded-card border border-authentic/25 bg-authentic-soft p-5 text-ink shadow-card">
            <Info aria-hidden="true" className="size-8 shrink-0 text-authentic" />
            <div>
              <p className="font-semibold">{promise.label}</p>
              <p className="font-display text-2xl font-extrabold text-authentic">{promise.value}</p>
              <p className="mt-1 text-sm">{promise.text}</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
