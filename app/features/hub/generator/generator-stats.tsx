import { memo } from "react";

import { PanelCard } from "../panel-card";
import { draftEditorCopy as editorCopy } from "~/features/hub/copy/analysis-editor";
import { generatorCopy as copy } from "~/features/hub/copy/hub";
import { formatDateTime, formatNumber } from "~/utils/format";
import { truncateText } from "~/utils/text";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

export const GeneratorStats = memo(function GeneratorStats({ articles }: { articles: readonly GeneratedArticle[] }) {
  const totalWords = articles.reduce((sum, article) => sum + article.wordCount, 0);
  const averageScore =
    articles.length === 0 ? null : Math.round(articles.reduce((sum, article) => sum + article.seoScore, 0) / articles.length);
  const last = articles.reduce<GeneratedArticle | undefined>(
    (newest, article) => (!newest || article.createdAt > newest.createdAt ? article : newest),
    undefined,
  );
  return (
    <PanelCard title={copy.statsTitle}>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-3">
        <div>
          <dt className="text-xs font-semibold text-ink-soft">{copy.stats.count}</dt>
          <dd className="font-display text-2xl font-extrabold tabular">{formatNumber(articles.length)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-soft">{copy.stats.words}</dt>
          <dd className="font-display text-2xl font-extrabold tabular">{formatNumber(totalWords)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-soft">{editorCopy.averageScore}</dt>
          <dd className="font-display text-2xl font-extrabold tabular">
            {averageScore === null ? editorCopy.noScore : formatNumber(averageScore)}
          </dd>
        </div>
        <div className="col-span-3">
          <dt className="text-xs font-semibold text-ink-soft">{copy.stats.last}</dt>
          <dd className="text-sm">
            {last ? (
              <>
                <span dir="auto" className="font-semibold break-words">
                  {truncateText(last.title.trim() || editorCopy.untitled, 120)}
                </span>{" "}
                <span className="text-ink-soft">· {formatDateTime(last.createdAt)}</span>
              </>
            ) : (
              <span className="text-ink-soft">{copy.stats.none}</span>
            )}
          </dd>
        </div>
      </dl>
    </PanelCard>
  );
});
