import { Table, TableBody, TableCell, TableFrame, TableHead, TableHeader, TableRowHead } from "~/ui/table";
import { chartCopy as copy } from "~/features/calculator/copy/chart";
import { cn } from "~/utils/cn";
import type { ChartModel } from "./completion-chart-model";
import { formatChance, formatNumber, formatPercent } from "~/utils/format";

// Lines in the colours the page draws with: 3 : 1 against the card in both themes (docs/decisions/0046).
const lineClass = { regular: "stroke-accent-strong", full: "stroke-plum-strong [stroke-dasharray:6_4]" } as const;

function LegendLine({ kind }: { kind: "regular" | "full" }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 28 8" className="mr-1.5 inline-block h-2 w-7 align-middle">
      <path d="M1 4 L27 4" data-legend={kind} className={cn("fill-none stroke-[3]", lineClass[kind])} />
    </svg>
  );
}

/**
 * The chance to complete a set within N boxes, drawn as SVG from the calculator's curve (at build
 * time in the prerendered page, at render time after that). The picture has an accessible name;
 * its numbers are a table in a native disclosure that works without JavaScript.
 */
export function CompletionChart({ model, title, className }: { model: ChartModel; title: string; className?: string }) {
  const { plot } = model;
  const withSecret = model.lines.some((line) => line.key === "full");
  return (
    <figure className={cn("max-w-md", className)} data-chart="completion">
      {/* Named by aria-label, not an SVG <title>: crawlers and head checks would read that as a second page title. */}
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${model.width} ${model.height}`}
        className="h-auto w-full overflow-visible text-[11px]"
      >
        {model.yTicks.map((tick) => (
          <g key={tick.value}>
            <path d={`M${plot.left} ${tick.y} H${plot.right}`} className="stroke-line" />
            <text x={plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end" className="fill-ink-soft">
              {formatPercent(tick.value)}
            </text>
          </g>
        ))}
        {model.xTicks.map((tick) => (
          <text key={tick.value} x={tick.x} y={plot.bottom + 15} textAnchor="middle" className="fill-ink-soft tabular">
            {formatNumber(tick.value)}
          </text>
        ))}
        <path d={`M${plot.left} ${plot.top} V${plot.bottom} H${plot.right}`} className="fill-none stroke-ink-soft" />
        <text x={(plot.left + plot.right) / 2} y={model.height - 4} textAnchor="middle" className="fill-ink">
          {copy.xAxis}
        </text>
        {model.lines.map((line) => (
          <path
            key={line.key}
            d={line.path}
            data-line={line.key}
            className={cn("fill-none stroke-[2.5] [stroke-linejoin:round]", lineClass[line.key])}
          />
        ))}
      </svg>
      <figcaption className="mt-2 space-y-1 text-sm text-ink-soft">
        <span className="block">
          <LegendLine kind="regular" />
          {copy.lines.regular} ({copy.legendSolid})
        </span>
        {withSecret ? (
          <span className="block">
            <LegendLine kind="full" />
            {copy.lines.full} ({copy.legendDashed})
          </span>
        ) : null}
        <span className="block">{copy.note}</span>
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent-strong underline underline-offset-2">
            {copy.tableSummary}
          </summary>
          <TableFrame className="mt-2">
            <Table>
              <caption className="sr-only">{title}</caption>
              <TableHeader>
                <TableHead>{copy.columns.boxes}</TableHead>
                <TableHead className="text-right">{copy.columns.regular}</TableHead>
                {withSecret ? <TableHead className="text-right">{copy.columns.full}</TableHead> : null}
              </TableHeader>
              <TableBody>
                {model.rows.map((row) => (
                  <tr key={row.boxes}>
                    <TableRowHead className="py-1.5 tabular">{formatNumber(row.boxes)}</TableRowHead>
                    <TableCell className="py-1.5 text-right tabular">{formatChance(row.regular)}</TableCell>
                    {row.full === null ? null : (
                      <TableCell className="py-1.5 text-right tabular">{formatChance(row.full)}</TableCell>
                    )}
                  </tr>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
        </details>
      </figcaption>
    </figure>
  );
}
