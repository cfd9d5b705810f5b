import { CalendarClock, CircleCheck } from "lucide-react";

import { PanelCard } from "../panel-card";
import { Badge } from "~/ui/badge";
import { Table, TableBody, TableCell, TableFrame, TableHead, TableHeader, TableRowHead } from "~/ui/table";
import { activityStatusLabels, hubStatistics, insightsCopy, recentActivity } from "~/features/hub/copy/hub";
import { formatNumber, formatPercent } from "~/utils/format";

/** Category breakdown, recent activity and top keywords (sample data, prerendered). */
export function HubInsights() {
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {panels.map(({ copy, Body, ...card }) => (
        <PanelCard key={copy.title} title={copy.title} description={copy.description} {...card}>
          <Body />
        </PanelCard>
      ))}
    </div>
  );
}

function CategoryBreakdown() {
  const copy = insightsCopy.categories;
  return (
    <>
      <ul className="space-y-4">
        {hubStatistics.contentCategories.map((category) => (
          <li key={category.category}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold">{category.name}</span>
              <span className="text-ink-soft tabular">
                {copy.count(formatNumber(category.count))} ·{" "}
                <span className="font-semibold text-ink">{formatPercent(category.percentage)}</span>
              </span>
            </div>
            <svg aria-hidden="true" focusable="false" className="mt-1.5 block h-2 w-full overflow-hidden rounded-pill bg-sand">
              <rect className="fill-plum" height="100%" width={`${category.percentage * 100}%`} rx="4" />
            </svg>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-baseline justify-between gap-3 border-t border-line pt-3 text-sm">
        <span className="font-semibold">{copy.total}</span>
        <span className="text-ink-soft tabular">{copy.count(formatNumber(hubStatistics.totalArticles))}</span>
      </p>
    </>
  );
}

function RecentActivity() {
  return (
    <ul className="divide-y divide-line">
      {recentActivity.map((item) => (
        <li key={item.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
          {item.status === "success" ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-authentic" />
          ) : (
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-snug font-semibold">{item.title}</p>
            <p className="text-xs text-ink-soft">
              {item.action} · {item.timestamp}
            </p>
          </div>
          <Badge tone={item.status === "success" ? "authentic" : "info"}>{activityStatusLabels[item.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}

function TopKeywords() {
  const copy = insightsCopy.keywords;
  return (
    <TableFrame>
      <Table aria-labelledby="top-keywords-title" className="[&_td]:px-3 [&_th]:px-3">
        <TableHeader className="text-xs text-ink-soft">
          <TableHead>{copy.columns.keyword}</TableHead>
          <TableHead className="text-right">{copy.columns.traffic}</TableHead>
          <TableHead className="text-right">{copy.columns.position}</TableHead>
        </TableHeader>
        <TableBody>
          {hubStatistics.topKeywords.map((keyword) => (
            <tr key={keyword.keyword}>
              <TableRowHead className="py-2">{keyword.keyword}</TableRowHead>
              <TableCell className="py-2 text-right tabular">{formatNumber(keyword.traffic)}</TableCell>
              <TableCell className="py-2 text-right font-semibold tabular">{formatNumber(keyword.position)}</TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

/** The three panels, in their order: the keywords' table names its panel by the title's id. */
const panels = [
  { copy: insightsCopy.categories, Body: CategoryBreakdown },
  { copy: insightsCopy.activity, Body: RecentActivity },
  { copy: insightsCopy.keywords, Body: TopKeywords, titleId: "top-keywords-title", className: "md:col-span-2 lg:col-span-1" },
];
