import { ArrowRight } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { automationCopy as copy, nextActions, performanceTiles, plannedKeywords } from "~/content/hub";
import { formatNumber, formatPercent } from "~/lib/format";

export function PerformanceCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.performanceTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2">
          {performanceTiles.map((tile) => (
            <div key={tile.id} className="flex flex-col-reverse rounded-xl bg-sand px-3 py-2.5">
              <dt className="text-xs leading-snug font-semibold text-ink-soft">{tile.label}</dt>
              <dd className="font-display text-2xl font-extrabold tabular">
                {tile.kind === "percent" ? formatPercent(tile.value) : formatNumber(tile.value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function PlannedKeywordsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.keywordsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line text-sm">
          {plannedKeywords.map((item) => (
            <li key={item.keyword} className="flex items-baseline justify-between gap-3 py-2 first:pt-0 last:pb-0">
              <span className="font-medium">{item.keyword}</span>
              <span className="shrink-0 text-ink-soft tabular">{copy.keywordsPlanned(formatNumber(item.planned))}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function NextActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.nextTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm">
          {nextActions.map((action) => (
            <li key={action.id} className="flex gap-2.5">
              <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <div>
                <p className="text-xs font-semibold text-ink-soft">{action.when}</p>
                <p className="leading-snug">{action.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
