import { ArrowRight } from "lucide-react";

import { SourceLinks } from "~/components/landing/source-links";
import { calculatorDefaults as defaults, calculatorPage as copy } from "~/content/calculator";
import { authenticityFacts } from "~/content/facts/authenticity";
import { factIn } from "~/content/facts/lookup";
import { marketFacts } from "~/content/facts/market";
import { formatDecimal, formatPercent } from "~/lib/format";
import { calculateSet, completionCurve } from "~/lib/set-calculator";

/** The common case, computed at build time into the prerendered table. */
function commonCase() {
  const secretChance = 1 / defaults.oneIn;
  const last = Math.max(...defaults.tableBoxes);
  const curve = completionCurve(defaults.figures, secretChance, last);
  return {
    expected: calculateSet({ figures: defaults.figures, secretChance, price: defaults.price }),
    rows: defaults.tableBoxes.map((boxes) => ({ boxes, regular: curve.regular[boxes - 1]!, full: curve.full[boxes - 1]! })),
  };
}

const percent = (value: number) => (value > 0.995 && value < 1 ? `> ${formatPercent(0.99)}` : formatPercent(value));

/** The page's heading and introduction (static). */
export function CalculatorHeader() {
  return (
    <div className="max-w-3xl">
      <header>
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">{copy.eyebrow}</p>
        <h1 id="rechner-title" className="mt-2 text-display font-extrabold">
          {copy.title}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{copy.intro}</p>
      </header>
    </div>
  );
}

/** The usual case as a table, how the figures are calculated, links onward (static, computed at build time). */
export function CalculatorReference() {
  const table = commonCase();
  const facts = [
    factIn(authenticityFacts, "price-austria-warning-threshold"),
    factIn(marketFacts, "secret-odds-typical"),
    factIn(marketFacts, "blindbox-expected-boxes-six"),
  ];
  const sources = [...new Map(facts.flatMap((fact) => fact.sources).map((source) => [source.url, source])).values()];
  return (
    <div className="max-w-4xl">
      <section aria-labelledby="rechner-tabelle" className="mt-10">
        <h2 id="rechner-tabelle" className="font-display text-xl font-extrabold">
          {copy.tableHeading}
        </h2>
        <p className="mt-2 text-ink-soft">
          {copy.tableExpected(formatDecimal(table.expected.regularBoxes, 1), formatDecimal(table.expected.fullBoxes, 1))}
        </p>
        <div className="mt-3 overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line bg-sand">
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  {copy.tableColumns.boxes}
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                  {copy.tableColumns.regular}
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                  {copy.tableColumns.full}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {table.rows.map((row) => (
                <tr key={row.boxes}>
                  <th scope="row" className="px-4 py-2 font-semibold tabular">
                    {row.boxes}
                  </th>
                  <td className="px-4 py-2 text-right tabular">{percent(row.regular)}</td>
                  <td className="px-4 py-2 text-right tabular">{percent(row.full)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <SourceLinks sources={sources} asOf={facts[0]!.asOf} className="mt-2" />
      </section>

      <section aria-labelledby="rechner-erklaerung" className="mt-10 max-w-prose">
        <h2 id="rechner-erklaerung" className="font-display text-xl font-extrabold">
          {copy.explanationHeading}
        </h2>
        {copy.explanation.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-ink-soft">
            {paragraph}
          </p>
        ))}
        <ul className="mt-5 space-y-1">
          {Object.values(copy.links).map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-strong underline underline-offset-4"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
