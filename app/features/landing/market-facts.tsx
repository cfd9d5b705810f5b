import { FactSource } from "./fact-source";
import { ArrowLink } from "~/ui/arrow-link";
import { ConversionNote } from "~/ui/conversion-note";
import { market } from "~/features/landing/copy/hero";
import { seriesCatalogueLink } from "~/features/landing/copy/series-link";

/**
 * The static part of #aktuelle-serien, after its lazily loaded series cards: the way into the catalogue, then the
 * market figures, each with its source and "Stand" from the fact base. Outside the lazy body, so it is there
 * without JavaScript and the cards arriving above shift nothing.
 */
export default function MarketFacts() {
  const { prices } = market;
  return (
    <div>
      <ArrowLink href={seriesCatalogueLink.href} className="mt-4">
        {seriesCatalogueLink.label}
      </ArrowLink>
      <h3 className="mt-10 font-display text-xl font-extrabold">{market.heading}</h3>
      {/* The official price is the first row of the comparison below, with the same source and Stand. */}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4 sm:[&>*:last-child:nth-child(odd)]:col-span-2 lg:grid-cols-3 lg:[&>*:last-child:nth-child(odd)]:col-span-1">
        {market.facts.map((fact) => (
          <div key={fact.key} className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
            <dt className="order-2 mt-1 font-semibold text-ink">{fact.label}</dt>
            <dd className="order-1 font-display text-3xl font-extrabold whitespace-nowrap text-accent-strong tabular">
              {/* A real space: the prefix is a word of its own for the search index and screen readers too. */}
              {fact.prefix ? <span className="text-lg font-bold text-ink-soft">{fact.prefix} </span> : null}
              {fact.value}
            </dd>
            <dd className="order-3 mt-1 text-sm text-ink-soft">{fact.note}</dd>
            <dd className="order-4 mt-auto pt-2">
              <FactSource factIds={[fact.factId]} limit={1} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 max-w-3xl rounded-card border border-line bg-surface p-5 shadow-card">
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
                <td className="py-2.5 text-right align-top font-bold whitespace-nowrap tabular">
                  {row.price}
                  {/* The source's own amount beside the converted one. */}
                  {row.original ? <span className="block text-sm font-normal text-ink-soft">{row.original}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ConversionNote currencies={prices.rows.map((row) => row.currency)} className="mt-2" />
        <p className="mt-2 text-sm text-ink-soft">{prices.note}</p>
        <FactSource factIds={prices.noteFactIds} className="mt-1" />
      </div>
    </div>
  );
}
