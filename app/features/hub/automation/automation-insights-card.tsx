import { ArrowRight } from "lucide-react";

import { PanelCard } from "../panel-card";
import { automationFigures as copy } from "~/features/hub/copy/hub-automation";
import { formatNumber, formatPercent } from "~/utils/format";
import type { AutomationFigures, NextAction } from "./automation-insights";

export function PerformanceCard({ figures }: { figures: AutomationFigures }) {
  const value = (number: number | null, percent = false) =>
    number === null ? copy.none : percent ? formatPercent(number) : formatNumber(number);
  const tiles = [
    { id: "planned", label: copy.planned, value: value(figures.planned) },
    { id: "ready", label: copy.ready, value: value(figures.ready) },
    { id: "success", label: copy.successRate, value: value(figures.successRate, true) },
    { id: "words", label: copy.averageWords, value: value(figures.averageWords) },
    { id: "seo", label: copy.averageSeo, value: value(figures.averageSeo) },
  ];
  return (
    <PanelCard title={copy.title} description={copy.description}>
      <dl className="grid grid-cols-2 gap-2">
        {tiles.map((tile) => (
          <div key={tile.id} className="flex flex-col-reverse rounded-xl bg-sand px-3 py-2.5">
            <dt className="text-xs leading-snug font-semibold text-ink-soft">{tile.label}</dt>
            <dd className="font-display text-2xl font-extrabold tabular">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </PanelCard>
  );
}

export function PlannedKeywordsCard({ keyphrases }: { keyphrases: readonly { keyphrase: string; planned: number }[] }) {
  return (
    <PanelCard title={copy.keywordsTitle} description={copy.keywordsDescription}>
      {keyphrases.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.keywordsEmpty}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {keyphrases.map((item) => (
            <li key={item.keyphrase} className="flex items-baseline justify-between gap-3 py-2 first:pt-0 last:pb-0">
              <span dir="auto" className="font-medium break-words">
                {item.keyphrase}
              </span>
              <span className="shrink-0 text-ink-soft tabular">{copy.keywordsPlanned(formatNumber(item.planned))}</span>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

export function NextActionsCard({ actions }: { actions: readonly NextAction[] }) {
  return (
    <PanelCard title={copy.nextTitle}>
      {actions.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.nextEmpty}</p>
      ) : (
        <ol className="grid gap-3 text-sm">
          {actions.map((action) => (
            <li key={action.id} className="flex gap-2.5">
              <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <div className="min-w-0">
                <p className="text-xs font-semibold text-ink-soft">{action.when}</p>
                <p dir="auto" className="leading-snug break-words">
                  {action.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </PanelCard>
  );
}
