import { CalendarClock, CircleCheck, CircleX, LoaderCircle } from "lucide-react";

import { PlanArticleDialog } from "./plan-article-dialog";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { automationCopy as copy, scheduleCategoryLabels, scheduleStatusLabels } from "~/content/hub";
import { formatDateLong, formatNumber } from "~/lib/format";
import type { ScheduledArticle, ScheduleStatus } from "~/lib/hub/types";

/** Blue / yellow / green / red (spec §4), always with an icon and a word. */
const statusStyle: Record<ScheduleStatus, { tone: "info" | "critical" | "authentic" | "fake"; icon: React.ReactNode }> = {
  scheduled: { tone: "info", icon: <CalendarClock aria-hidden="true" /> },
  generating: { tone: "critical", icon: <LoaderCircle aria-hidden="true" /> },
  published: { tone: "authentic", icon: <CircleCheck aria-hidden="true" /> },
  failed: { tone: "fake", icon: <CircleX aria-hidden="true" /> },
};

type ScheduleListProps = {
  schedule: readonly ScheduledArticle[];
  announcement: string;
  onPlan: (planned: Omit<ScheduledArticle, "id" | "status">) => void;
};

export function ScheduleList({ schedule, announcement, onPlan }: ScheduleListProps) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="geplante-artikel">{copy.scheduleTitle}</CardTitle>
          <CardDescription>{copy.scheduleDescription}</CardDescription>
        </div>
        <PlanArticleDialog onPlan={onPlan} />
      </CardHeader>
      <CardContent>
        <p role="status" className="text-sm font-semibold text-authentic empty:hidden">
          {announcement}
        </p>
        <ul aria-labelledby="geplante-artikel" className="divide-y divide-line">
          {schedule.map((item) => {
            const status = statusStyle[item.status];
            return (
              <li key={item.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p dir="auto" className="leading-snug font-semibold break-words">
                    {item.title}
                  </p>
                  <p className="mt-0.5 text-sm text-ink-soft">
                    {scheduleCategoryLabels[item.category]} ·{" "}
                    <time dateTime={item.scheduledDate}>{formatDateLong(`${item.scheduledDate}T12:00:00Z`)}</time> ·{" "}
                    <span className="tabular">{copy.targetLength(formatNumber(item.targetLength))}</span>
                  </p>
                  {item.keywords.length > 0 ? (
                    <ul aria-label="Keywords" className="mt-1.5 flex flex-wrap gap-1">
                      {item.keywords.map((keyword, index) => (
                        <li key={`${index}-${keyword}`}>
                          <Badge>{keyword}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <Badge tone={status.tone} className="self-start">
                  {status.icon}
                  {scheduleStatusLabels[item.status]}
                </Badge>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
