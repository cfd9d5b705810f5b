import { type BoxesOrSingles, type Comparison } from "./boxes-or-singles";
import { boxesOrSinglesCopy as copy } from "./copy/boxes-or-singles";

function ComparisonLines({ heading, comparison, singlesText }: { heading: string; comparison: Comparison; singlesText: string }) {
  return (
    <div data-comparison={comparison.cheaper}>
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>{copy.boxes(comparison.expectedBoxes, comparison.boxes)}</li>
        <li>{singlesText}</li>
      </ul>
      <p className="mt-1 font-semibold text-accent-strong">
        {comparison.cheaper === "same"
          ? copy.verdict.same
          : copy.verdict[comparison.cheaper](Math.abs(comparison.boxes - comparison.singles))}
      </p>
    </div>
  );
}

/** The comparison's result: for the regular figures, with the secret when it has a price, and the threshold. */
export function BoxesOrSinglesResult({ result, figures }: { result: BoxesOrSingles; figures: number }) {
  if (!result.regulars) return <p>{copy.nothingMissing}</p>;
  return (
    <div className="space-y-3" data-boxes-or-singles="">
      <ComparisonLines
        heading={copy.regularsHeading}
        comparison={result.regulars}
        singlesText={copy.singles(result.missingRegulars, result.regulars.singles)}
      />
      {result.full ? (
        <ComparisonLines
          heading={copy.fullHeading}
          comparison={result.full}
          singlesText={copy.singlesWithSecret(result.missingRegulars, result.full.singles)}
        />
      ) : null}
      <p data-threshold={result.threshold.upTo}>
        {copy.threshold(result.threshold.price, result.threshold.upTo, figures, result.threshold.averaged)}
      </p>
      <p className="text-sm text-ink-soft">{copy.average}</p>
    </div>
  );
}
