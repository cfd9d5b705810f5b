import { FactSources } from "~/ui/source-links";
import { PageHeader } from "~/shell/page-header";
import { ArrowLink } from "~/ui/arrow-link";
import { Table, TableBody, TableCell, TableFrame, TableHead, TableHeader, TableRowHead } from "~/ui/table";
import { calculatorDefaults as defaults, calculatorPage as copy } from "~/features/calculator/copy/calculator";
import { authenticityFacts } from "~/content/facts/authenticity";
import { factIn } from "~/content/facts/lookup";
import { marketFacts } from "~/content/facts/market";
import { formatDecimal, formatPercent } from "~/utils/format";
import { calculateSet, completionCurve } from "./set-calculation";

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
  return <PageHeader eyebrow={copy.eyebrow} title={copy.title} titleId="rechner-title" intro={copy.intro} />;
}

/** The usual case as a table, how the figures are calculated, links onward (static, computed at build time). */
export function CalculatorReference() {
  const table = commonCase();
  const facts = [
    factIn(authenticityFacts, "price-austria-warning-threshold"),
    factIn(marketFacts, "secret-odds-typical"),
    factIn(marketFacts, "blindbox-expected-boxes-six"),
  ];
  return (
    <div className="max-w-4xl">
      <section aria-labelledby="rechner-tabelle" className="mt-10">
        <h2 id="rechner-tabelle" className="font-display text-xl font-extrabold">
          {copy.tableHeading}
        </h2>
        <p className="mt-2 text-ink-soft">
          {copy.tableExpected(formatDecimal(table.expected.regularBoxes, 1), formatDecimal(table.expected.fullBoxes, 1))}
        </p>
        <TableFrame className="mt-3">
          <Table>
            <TableHeader>
              <TableHead>{copy.tableColumns.boxes}</TableHead>
              <TableHead className="text-right">{copy.tableColumns.regular}</TableHead>
              <TableHead className="text-right">{copy.tableColumns.full}</TableHead>
            </TableHeader>
            <TableBody>
              {table.rows.map((row) => (
                <tr key={row.boxes}>
                  <TableRowHead className="py-2 tabular">{row.boxes}</TableRowHead>
                  <TableCell className="py-2 text-right tabular">{percent(row.regular)}</TableCell>
                  <TableCell className="py-2 text-right tabular">{percent(row.full)}</TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
        <FactSources facts={facts} className="mt-2" />
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
              <ArrowLink href={link.href}>{link.label}</ArrowLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
