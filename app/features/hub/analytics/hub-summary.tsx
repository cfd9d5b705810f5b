import { FileText, FlaskConical, Gauge, Trophy, Type } from "lucide-react";

import { HubInsights } from "./hub-insights";
import { useEditorOverview } from "./use-site-summary";
import { Card } from "~/ui/card";
import { Progress } from "~/ui/progress";
import { hubStatistics, summaryCopy } from "~/features/hub/copy/hub";
import { cn } from "~/utils/cn";
import { formatNumber, formatThousands } from "~/utils/format";

const stats = hubStatistics;
const topKeyword = [...stats.topKeywords].sort((a, b) => a.position - b.position)[0]!;

export function HubSummary() {
  // In the editor mode the first three cards are the site's own; the rank stays sample data (nothing measures it).
  const site = useEditorOverview().summary;
  const articles = site?.articles ?? stats.totalArticles;
  const seo = site?.avgSeoScore ?? stats.avgSeoScore;
  return (
    <section aria-labelledby="hub-ueberblick" className="mt-8">
      <h2 id="hub-ueberblick" className="sr-only">
        {summaryCopy.heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard card="articles" value={formatNumber(articles)}>
          {site
            ? summaryCopy.articles.siteNote(formatNumber(site.thisWeek))
            : summaryCopy.articles.note(formatNumber(stats.weeklyGenerated))}
        </SummaryCard>
        <SummaryCard card="seo" value={formatNumber(seo)}>
          <Progress
            value={seo}
            aria-label={summaryCopy.seo.progressLabel}
            className="mt-1 mb-1.5"
            indicatorClassName="fill-authentic"
          />
          {summaryCopy.seo.note}
        </SummaryCard>
        <SummaryCard card="words" value={formatThousands(site?.words ?? stats.totalWords)}>
          {summaryCopy.words.note(formatNumber(site?.avgWords ?? Math.round(stats.totalWords / stats.totalArticles)))}
        </SummaryCard>
        <SummaryCard card="rank" value={summaryCopy.rank.value(formatNumber(topKeyword.position))}>
          {summaryCopy.rank.note(topKeyword.keyword)}
        </SummaryCard>
      </ul>
      <p className="mt-3 flex items-start gap-2 text-sm text-ink-soft">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {site ? summaryCopy.siteNote : summaryCopy.sampleNote}
      </p>
      <HubInsights />
    </section>
  );
}

/** Each card's icon and its colours. */
const cardIcons = {
  articles: { icon: <FileText />, tone: "bg-accent-soft text-accent-strong" },
  seo: { icon: <Gauge />, tone: "bg-authentic-soft text-authentic" },
  words: { icon: <Type />, tone: "bg-plum-soft text-plum" },
  rank: { icon: <Trophy />, tone: "bg-sun-soft text-critical" },
} as const;

function SummaryCard({ card, value, children }: { card: keyof typeof cardIcons; value: string; children: React.ReactNode }) {
  const { icon, tone } = cardIcons[card];
  const label = summaryCopy[card].label;
  return (
    <li>
      <Card className="flex h-full flex-col gap-1 p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-semibold text-ink-soft">{label}</p>
          <span
            aria-hidden="true"
            className={cn("inline-flex size-9 shrink-0 items-center justify-center rounded-pill [&_svg]:size-[1.125rem]", tone)}
          >
            {icon}
          </span>
        </div>
        <p className="font-display text-3xl leading-none font-extrabold tabular">{value}</p>
        <div className="mt-auto pt-2 text-sm text-ink-soft">{children}</div>
      </Card>
    </li>
  );
}
