import { ExternalLink, FilePen } from "lucide-react";
import { memo } from "react";

import { PanelCard } from "../panel-card";
import { QuotedTitle } from "../quoted-title";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Pager, usePages } from "~/ui/pager";
import { BusyIcon } from "~/ui/busy-icon";
import { categoryLabels } from "~/content/categories";
import { publishCopy as copy } from "~/features/hub/copy/hub-publish";
import { formatDateLong, formatNumber } from "~/utils/format";
import type { PublishedKey } from "./published";
import { useRevision } from "./use-revision";
import type { GeneratedArticle } from "~/features/hub/drafts/types";
import { WithdrawButton } from "./withdraw-button";
import { LatestChange } from "./editor-history";

/** Published articles per page of the list. */
const PER_PAGE = 10;

type PublishedListProps = {
  /** Null while the list of published articles is not loaded (HubTools says why). */
  published: readonly PublishedKey[] | null;
  drafts: readonly GeneratedArticle[];
  onRevision: (draft: GeneratedArticle) => void;
};

/**
 * The published articles of the last build, page by page. The revise button loads that one
 * article's Markdown twin (only on this click) and opens it as a new draft.
 */
export const PublishedList = memo(function PublishedList({ published, drafts, onRevision }: PublishedListProps) {
  const { status, revise, setStatus } = useRevision(published, drafts, onRevision);
  const pages = usePages(published ?? [], PER_PAGE);

  return (
    <PanelCard title={copy.listTitle} description={copy.listDescription} titleId="veroeffentlichte-artikel">
      <p role="status" className="mb-2 text-sm font-semibold empty:hidden">
        {status?.message ?? ""}
      </p>
      {published === null ? (
        <p className="text-sm text-ink-soft">{copy.listUnavailable}</p>
      ) : published.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.listEmpty}</p>
      ) : (
        <ul aria-labelledby="veroeffentlichte-artikel" className="divide-y divide-line">
          {pages.shown.map((article) => (
            <li key={article.slug} className="py-3 first:pt-0 last:pb-0">
              <a
                href={article.path}
                className="text-sm leading-snug font-semibold break-words underline-offset-2 hover:underline"
              >
                {article.title}
              </a>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-soft tabular">
                <Badge tone="authentic">{copy.published}</Badge>
                {categoryLabels[article.category]} · {copy.words(formatNumber(article.wordCount))} ·{" "}
                {copy.modified(formatDateLong(`${article.dateModified}T12:00:00Z`))} <LatestChange slug={article.slug} />
              </p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Button size="sm" variant="outline" disabled={status?.busy === true} onClick={() => void revise(article)}>
                  <BusyIcon busy={status?.busy && status.slug === article.slug} icon={FilePen} />
                  {copy.revise}
                  <QuotedTitle title={article.title} />
                </Button>
                <Button asChild size="sm" variant="ghost">
                  <a href={article.path}>
                    <ExternalLink aria-hidden="true" />
                    {copy.open}
                    <QuotedTitle title={article.title} />
                  </a>
                </Button>
                <WithdrawButton
                  slug={article.slug}
                  title={article.title}
                  onDone={(message) => setStatus({ slug: article.slug, message, busy: false })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={pages.page} count={pages.count} onPage={pages.setPage} label={copy.listPages} className="mt-4" />
    </PanelCard>
  );
});
