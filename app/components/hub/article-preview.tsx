import { Download, FileText } from "lucide-react";
import { memo, useId } from "react";

import { MarkdownView } from "./markdown-view";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { categoryLabels, generatorCopy as copy } from "~/content/hub";
import { formatDateTime, formatNumber } from "~/lib/format";
import { truncateText } from "~/lib/hub/text";
import type { GeneratedArticle } from "~/lib/hub/types";

const PREVIEW_TITLE_MAX = 300;

export const ArticlePreview = memo(function ArticlePreview({
  article,
  onExport,
}: {
  article: GeneratedArticle | undefined;
  onExport: (article: GeneratedArticle) => void;
}) {
  const id = useId();
  if (!article) {
    return (
      <Card className="flex min-h-72 flex-col items-center justify-center gap-3 p-8 text-center">
        <FileText aria-hidden="true" className="size-8 text-ink-soft" />
        <h3 className="font-display text-lg font-bold">{copy.previewEyebrow}</h3>
        <p className="max-w-sm text-sm text-ink-soft">{copy.previewEmpty}</p>
      </Card>
    );
  }

  const title = truncateText(article.title, PREVIEW_TITLE_MAX);
  const shortened = title !== article.title;
  const metrics = [
    { label: copy.metrics.words, value: formatNumber(article.wordCount) },
    { label: copy.metrics.seo, value: formatNumber(article.seoScore) },
    { label: copy.metrics.keywords, value: formatNumber(article.keywords.length) },
  ];

  return (
    <Card aria-labelledby={`${id}-title`} role="region" className="lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
          <span className="font-semibold tracking-wide text-accent-strong uppercase">{copy.previewEyebrow}</span>
          <Badge tone="plum">{categoryLabels[article.category]}</Badge>
          <span>{formatDateTime(article.createdAt)}</span>
        </div>
        <CardTitle id={`${id}-title`} dir="auto" className="text-xl break-words">
          {title}
        </CardTitle>
        {shortened ? (
          <p className="text-xs text-ink-soft">{copy.previewTitleShortened(formatNumber(article.title.length))}</p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2">
          {metrics.map((metric) => (
            <div key={metric.label} className="rounded-xl bg-sand px-3 py-2">
              <dt className="text-xs font-semibold text-ink-soft">{metric.label}</dt>
              <dd className="font-display text-xl font-extrabold tabular">{metric.value}</dd>
            </div>
          ))}
        </dl>
        <ul aria-label={copy.metrics.keywords} className="flex flex-wrap gap-1.5">
          {article.keywords.map((keyword, index) => (
            <li key={`${index}-${keyword}`}>
              <Badge>{keyword}</Badge>
            </li>
          ))}
        </ul>
        <MarkdownView
          markdown={article.content}
          role="region"
          aria-label={copy.previewBody}
          tabIndex={0}
          className="max-h-[36rem] overflow-y-auto rounded-xl border border-line bg-paper p-4"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => onExport(article)} aria-describedby={`${id}-export`}>
            <Download aria-hidden="true" />
            {copy.exportButton}
          </Button>
          <p id={`${id}-export`} className="text-xs text-ink-soft">
            {copy.exportHint}
          </p>
        </div>
      </CardContent>
    </Card>
  );
});
