import { CalendarClock, CircleCheck } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { activityStatusLabels, hubStatistics, insightsCopy, recentActivity } from "~/content/hub";
import { formatNumber, formatPercent } from "~/lib/format";

/** Category breakdown, recent activity and top keywords (sample data, prerendered). */
export function HubInsights() {
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      <CategoryBreakdown />
      <RecentActivity />
      <TopKeywords />
    </div>
  );
}

function CategoryBreakdown() {
  const copy = insightsCopy.categories;
  return (
    <InsightCard title={copy.title} description={copy.description}>
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
    </InsightCard>
  );
}

function RecentActivity() {
  const copy = insightsCopy.activity;
  return (
    <InsightCard title={copy.title} description={copy.description}>
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
    </InsightCard>
  );
}

function TopKeywords() {
  const copy = insightsCopy.keywords;
  return (
    <InsightCard
      title={copy.title}
      description={copy.description}
      titleId="top-keywords-title"
      className="md:col-span-2 lg:col-span-1"
    >
      <table className="w-full text-sm" aria-labelledby="top-keywords-title">
        <thead>
          <tr className="text-left text-xs text-ink-soft">
            <th scope="col" className="pb-2 font-semibold">
              {copy.columns.keyword}
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              {copy.columns.traffic}
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-semibold">
              {copy.columns.position}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {hubStatistics.topKeywords.map((keyword) => (
            <tr key={keyword.keyword}>
              <th scope="row" className="py-2 pr-2 text-left font-medium">
                {keyword.keyword}
              </th>
              <td className="py-2 text-right tabular">{formatNumber(keyword.traffic)}</td>
              <td className="py-2 pl-3 text-right font-semibold tabular">{formatNumber(keyword.position)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </InsightCard>
  );
}

/** The frame every insight shares: a card with a title, a one-line description and the content. */
function InsightCard({
  title,
  description,
  titleId,
  className,
  children,
}: {
  title: string;
  description: string;
  titleId?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
