import { LoaderCircle } from "lucide-react";
import { memo, useId } from "react";

import type { AnalysisStatus } from "../drafts/use-draft-editor";
import { BandIcon, toneText } from "./band-icon";
import { ClaimsPanel } from "./claims-panel";
import { checkLineId } from "../publishing/check-lines";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Progress } from "~/ui/progress";
import { Skeleton } from "~/ui/skeleton";
import { analysisPanelCopy as copy, bandWords, checkNames, ratingLabels } from "~/features/hub/copy/analysis";
import type { CheckResult, DraftAnalysis, Rating } from "./types";
import { cn } from "~/utils/cn";
import { formatNumber } from "~/utils/format";

const ORDER: Record<Rating, number> = { bad: 0, ok: 1, good: 2 };

const toneFill: Record<Rating, string> = { good: "fill-authentic", ok: "fill-critical", bad: "fill-fake" };

type PanelsProps = { draftId: string; analysis: DraftAnalysis | undefined; status: AnalysisStatus; characters: number };

/** Check lines a publish reason can point at (docs/decisions/0035). */
const LINKED_CHECKS: ReadonlySet<string> = new Set(["textLength", "topicCoverage", "originality", "previouslyUsedKeyphrase"]);

/**
 * "SEO-Analyse", "Lesbarkeit" and "Belegte Aussagen": verdict, bar, then every check as a line with icon,
 * word and sentence. Panels and the lines a publish reason names carry ids (`checkLineId`).
 */
export const AnalysisPanels = memo(function AnalysisPanels({ draftId, analysis, status, characters }: PanelsProps) {
  const notice = statusNotice(status, characters);
  return (
    <div className="grid gap-3">
      {/* Only lasting states are announced; "being updated" would be read out at every pause in typing. */}
      <p role="status" className="text-sm text-ink empty:hidden">
        {notice ? <span className="block rounded-xl bg-sun-soft px-3 py-2">{notice}</span> : null}
      </p>
      <p aria-hidden="true" className="flex min-h-4 items-center gap-1.5 text-xs text-ink-soft">
        {status === "analysing" ? (
          <>
            <LoaderCircle className="size-3.5 shrink-0 animate-spin motion-reduce:animate-none" />
            {copy.analysing}
          </>
        ) : null}
      </p>
      <div className="grid gap-5 xl:grid-cols-2 xl:items-start">
        <Panel
          id={checkLineId(draftId, "seo")}
          lineId={(check) => (LINKED_CHECKS.has(check) ? checkLineId(draftId, check as "topicCoverage") : undefined)}
          title={copy.seoTitle}
          summary={analysis ? copy.seoScore(analysis.seo.score, bandWords.seo[analysis.seo.band]) : undefined}
          band={analysis?.seo.band}
          bar={analysis ? { label: copy.seoProgressLabel, value: analysis.seo.score } : undefined}
          checks={analysis?.seo.checks}
        />
        <Panel
          id={checkLineId(draftId, "readability")}
          title={copy.readabilityTitle}
          summary={
            analysis
              ? copy.readabilitySummary(bandWords.readability[analysis.readability.band], analysis.readability.penalty)
              : undefined
          }
          band={analysis?.readability.band}
          bar={
            analysis
              ? {
                  label: copy.fleschProgressLabel,
                  value: analysis.readability.fleschReadingEase ?? 0,
                  text: copy.fleschValue(analysis.readability.fleschReadingEase),
                }
              : undefined
          }
          checks={analysis?.readability.checks}
        />
        <ClaimsPanel id={checkLineId(draftId, "claims")} claims={analysis?.claims} />
      </div>
    </div>
  );
});

type PanelProps = {
  id: string;
  /** The id of a check's line, where a publish reason points at it. */
  lineId?: (check: string) => string | undefined;
  title: string;
  summary: string | undefined;
  band: Rating | undefined;
  bar: { label: string; value: number; text?: string } | undefined;
  checks: readonly CheckResult[] | undefined;
};

function Panel({ id: anchor, lineId, title, summary, band, bar, checks }: PanelProps) {
  const id = useId();
  const sorted = checks ? [...checks].sort((a, b) => ORDER[a.rating] - ORDER[b.rating]) : undefined;
  return (
    <Card id={anchor} tabIndex={-1} role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="gap-3">
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {summary && band && bar ? (
          <>
            <p className={cn("flex items-center gap-2 font-semibold", toneText[band])}>
              <BandIcon rating={band} />
              {summary}
            </p>
            <div className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-xs text-ink-soft">
                <span id={`${id}-bar`}>{bar.label}</span>
                <span aria-hidden="true" className="tabular">
                  {bar.text ?? formatNumber(bar.value)}
                </span>
              </div>
              <Progress value={bar.value} aria-labelledby={`${id}-bar`} indicatorClassName={toneFill[band]} />
            </div>
          </>
        ) : (
          <Skeleton className="h-14" />
        )}
      </CardHeader>
      <CardContent>
        {sorted ? (
          <ul aria-label={copy.checksLabel(title)} className="grid gap-3">
            {sorted.map((check) => (
              <li
                key={check.id}
                id={lineId?.(check.id)}
                tabIndex={lineId?.(check.id) ? -1 : undefined}
                className="flex items-start gap-2.5 text-sm leading-snug"
              >
                <BandIcon rating={check.rating} className="mt-0.5" />
                <p>
                  <span className="sr-only">{ratingLabels[check.rating]}: </span>
                  <span className="font-semibold">{checkNames[check.id]}:</span> <span dir="auto">{check.message}</span>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function statusNotice(status: AnalysisStatus, characters: number): string | null {
  switch (status) {
    case "long":
      return copy.tooLongLive(characters);
    case "too-long":
      return copy.tooLong(characters);
    case "failed":
      return copy.failed;
    default:
      return null;
  }
}
