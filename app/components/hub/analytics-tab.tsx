import { CalendarX, CircleAlert, CircleCheck, Copy, ExternalLink, FileText, Link2Off } from "lucide-react";
import { useMemo } from "react";

import type { HubStore } from "./use-hub-store";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { bandWords } from "~/content/analysis";
import { facts } from "~/content/facts";
import { categoryLabels, generatorCopy } from "~/content/hub";
import { analyticsCopy as copy } from "~/content/hub-analytics";
import { formatDateLong, formatNumber, formatPartialDate, formatPercent } from "~/lib/format";
import { analyticsRows, type AnalyticsWarning, analyticsWarnings, categorySplit } from "~/lib/hub/analytics";
import { hubNow } from "~/lib/hub/clock";
import type { PublishedForHub } from "~/lib/hub/published";
import { viennaDay } from "~/lib/hub/schedule";
import { truncateText } from "~/lib/hub/text";

const bandTone = { good: "authentic", ok: "critical", bad: "fake" } as const;
const warningIcon: Record<AnalyticsWarning["kind"], React.ReactNode> = {
  "duplicate-keyphrase": <Copy aria-hidden="true" />,
  "no-internal-links": <Link2Off aria-hidden="true" />,
  "stale-article": <CalendarX aria-hidden="true" />,
  "stale-fact": <CalendarX aria-hidden="true" />,
};
const day = (iso: string) => viennaDay(new Date(iso));
const dateText = (isoDay: string) => formatDateLong(`${isoDay}T12:00:00Z`);
const short = (title: string) => truncateText(title.trim() || "–", 90);

function warningText(warning: AnalyticsWarning): string {
  switch (warning.kind) {
    case "duplicate-keyphrase":
      return copy.duplicate(warning.keyphrase, warning.titles.map(short));
    case "no-internal-links":
      return copy.noLinks(short(warning.title), warning.rowKind === "draft");
    case "stale-article":
      return copy.staleArticle(short(warning.title), dateText(warning.dateModified));
    case "stale-fact":
      return copy.staleFact(warning.statement, formatPartialDate(warning.asOf));
  }
}

type AnalyticsTabProps = {
  store: HubStore;
  published: readonly PublishedForHub[];
  onOpenDraft: (id: string) => void;
};

/** Content figures of the published articles and the drafts, and what needs attention. No visitor data. */
export function AnalyticsTab({ store, published, onOpenDraft }: AnalyticsTabProps) {
  const articles = store.state.articles;
  const today = viennaDay(hubNow());
  const rows = useMemo(() => analyticsRows(published, articles, day), [published, articles]);
  const split = useMemo(() => categorySplit(rows).filter((entry) => entry.total > 0), [rows]);
  const warnings = useMemo(() => analyticsWarnings(rows, facts, today), [rows, today]);

  return (
    <div className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle id="analytics-tabelle">{copy.tableTitle}</CardTitle>
          <CardDescription>{copy.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {rows.length === 0 ? (
            <p className="text-sm text-ink-soft">{copy.empty}</p>
          ) : (
            <div
              role="region"
              aria-labelledby="analytics-tabelle"
              tabIndex={0}
              className="overflow-x-auto rounded-xl border border-line"
            >
              <table className="w-full min-w-[56rem] text-left text-sm">
                <thead className="bg-sand text-xs text-ink-soft">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {copy.columns.title}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {copy.columns.state}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {copy.columns.category}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {copy.columns.date}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {copy.columns.words}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {copy.columns.seo}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {copy.columns.readability}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {copy.columns.keyphrase}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {rows.map((row) => (
                    <tr key={`${row.kind}-${row.id}`}>
                      <th scope="row" className="max-w-72 px-3 py-2 font-semibold">
                        <span dir="auto" className="block break-words">
                          {short(row.title)}
                        </span>
                        {row.kind === "published" && row.path ? (
                          <a href={row.path} className="mt-0.5 inline-flex items-center gap-1 text-xs font-normal underline">
                            <ExternalLink aria-hidden="true" className="size-3" />
                            {row.path}
                          </a>
                        ) : (
                          <Button size="sm" variant="ghost" className="mt-0.5 -ml-3" onClick={() => onOpenDraft(row.id)}>
                            <FileText aria-hidden="true" />
                            {copy.open}
                            <span className="sr-only"> {generatorCopy.quoted(short(row.title))}</span>
                          </Button>
                        )}
                      </th>
                      <td className="px-3 py-2">
                        <Badge tone={row.kind === "published" ? "authentic" : "info"}>
                          {row.kind === "published" ? <CircleCheck aria-hidden="true" /> : <FileText aria-hidden="true" />}
                          {row.kind === "published" ? copy.published : row.publishedSlug ? copy.publishedDraft : copy.draft}
                        </Badge>
                      </td>
                      <td className="px-3 py-2">{categoryLabels[row.category]}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={row.date}>{dateText(row.date)}</time>
                      </td>
                      <td className="px-3 py-2 text-right tabular">{formatNumber(row.wordCount)}</td>
                      <td className="px-3 py-2 text-right tabular">{formatNumber(row.seoScore)}</td>
                      <td className="px-3 py-2">
                        <Badge tone={bandTone[row.readability]}>{bandWords.readability[row.readability]}</Badge>
                      </td>
                      <td dir="auto" className="px-3 py-2 break-words">
                        {row.focusKeyphrase.trim() ? truncateText(row.focusKeyphrase, 80) : copy.noKeyphrase}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>{copy.categoriesTitle}</CardTitle>
            <CardDescription>{copy.categoriesDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              {split.map((entry) => (
                <li key={entry.category} className="flex items-baseline justify-between gap-3 rounded-xl bg-sand px-3 py-2">
                  <span>
                    <span className="font-semibold">{categoryLabels[entry.category]}</span>
                    <span className="block text-xs text-ink-soft">
                      {copy.categoryCounts(formatNumber(entry.published), formatNumber(entry.drafts))}
                    </span>
                  </span>
                  <span className="font-display text-lg font-extrabold tabular">{formatPercent(entry.share)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle id="analytics-hinweise">{copy.warningsTitle}</CardTitle>
            <CardDescription>{copy.warningsDescription(dateText(today))}</CardDescription>
          </CardHeader>
          <CardContent>
            {warnings.length === 0 ? (
              <p className="flex items-center gap-2 text-sm">
                <CircleCheck aria-hidden="true" className="size-4 text-authentic" />
                {copy.noWarnings}
              </p>
            ) : (
              <ul aria-labelledby="analytics-hinweise" className="grid gap-2 text-sm">
                {warnings.map((warning, index) => (
                  <li key={index} className="flex gap-2.5 rounded-xl border border-line px-3 py-2">
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-critical" />
                    <div className="min-w-0">
                      <Badge tone="critical">
                        {warningIcon[warning.kind]}
                        {copy.warningLabels[warning.kind]}
                      </Badge>
                      <p dir="auto" className="mt-1 leading-snug break-words">
                        {warningText(warning)}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
