import { Download, Eye, Trash2, Undo2 } from "lucide-react";
import { memo, useEffect, useRef } from "react";

import { ExportNotice } from "../publishing/draft-publish";
import { PublishedMark } from "../publishing/published-mark";
import type { ExportCheck } from "../publishing/use-article-export";
import { QuotedTitle } from "../quoted-title";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { draftEditorCopy as editorCopy } from "~/features/hub/copy/analysis-editor";
import { generatorCopy as copy } from "~/features/hub/copy/hub";
import { categoryLabels } from "~/content/categories";
import { cn } from "~/utils/cn";
import { formatDateTime, formatNumber } from "~/utils/format";
import { type PublishedKey, publishedFor } from "~/features/hub/publishing/published";
import { truncateText } from "~/utils/text";
import type { GeneratedArticle } from "./types";

type ArticleListProps = {
  articles: readonly GeneratedArticle[];
  /** The published articles: a row whose slug is published says so and links the page. */
  published: readonly PublishedKey[];
  previewId: string | undefined;
  removed: GeneratedArticle | undefined;
  onView: (article: GeneratedArticle) => void;
  onExport: (article: GeneratedArticle) => void;
  /** What the build would refuse in the file a row exported last, while that draft is unchanged. */
  exportNotice?: ExportCheck | undefined;
  onRemove: (article: GeneratedArticle) => void;
  onUndo: () => void;
};

/** Titles shown in rows and button names are shortened; a 100,000-character title stays cheap to render. */
const ROW_TITLE_MAX = 120;

export const ArticleList = memo(function ArticleList({
  articles,
  published,
  previewId,
  removed,
  onView,
  onExport,
  exportNotice,
  onRemove,
  onUndo,
}: ArticleListProps) {
  const undoButton = useRef<HTMLButtonElement>(null);
  // After a delete the row (and the focused button) is gone: move focus to the undo action.
  useEffect(() => {
    if (removed) undoButton.current?.focus();
  }, [removed]);

  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between">
        <CardTitle id="erstellte-artikel">{copy.listTitle}</CardTitle>
        <span className="text-sm text-ink-soft tabular">{formatNumber(articles.length)}</span>
      </CardHeader>
      <CardContent>
        <div role="status" className={cn((removed || exportNotice) && "mb-3 grid gap-2")}>
          <ExportNotice check={exportNotice} />
          {removed ? (
            <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand px-3 py-2 text-sm">
              <span dir="auto">{copy.removed(truncateText(removed.title.trim() || editorCopy.untitled, 80))}</span>
              <Button ref={undoButton} size="sm" variant="outline" onClick={onUndo}>
                <Undo2 aria-hidden="true" />
                {copy.undo}
              </Button>
            </p>
          ) : null}
        </div>
        {articles.length === 0 ? (
          <p className="text-sm text-ink-soft">{copy.listEmpty}</p>
        ) : (
          <ul aria-labelledby="erstellte-artikel" className="-mx-2 max-h-[30rem] divide-y divide-line overflow-y-auto px-2">
            {articles.map((article) => {
              const title = truncateText(article.title.trim() || editorCopy.untitled, ROW_TITLE_MAX);
              const current = article.id === previewId;
              const publishedPage = publishedFor(article, published);
              return (
                <li key={article.id} aria-current={current ? "true" : undefined} className="py-3">
                  <div className="flex items-start justify-between gap-2">
                    <p dir="auto" className="min-w-0 text-sm leading-snug font-semibold break-words">
                      {title}
                    </p>
                    {current ? <Badge tone="accent">{copy.viewing}</Badge> : null}
                  </div>
                  <p className="mt-0.5 text-xs text-ink-soft tabular">
                    {categoryLabels[article.category]} · {formatNumber(article.wordCount)} {copy.metrics.words} ·{" "}
                    {copy.rowSeo(formatNumber(article.seoScore))} · {formatDateTime(article.createdAt)}
                  </p>
                  {publishedPage ? <PublishedMark page={publishedPage} className="mt-1.5 text-xs" /> : null}
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <Button size="sm" variant={current ? "ghost" : "outline"} onClick={() => onView(article)}>
                      <Eye aria-hidden="true" />
                      {copy.viewLabel}
                      <QuotedTitle title={title} />
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => onExport(article)}>
                      <Download aria-hidden="true" />
                      {copy.exportLabel}
                      <QuotedTitle title={title} />
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => onRemove(article)}>
                      <Trash2 aria-hidden="true" />
                      {copy.removeLabel}
                      <QuotedTitle title={title} />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
});
