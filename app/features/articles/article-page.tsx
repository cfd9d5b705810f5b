import { ArrowLeft, CalendarDays, Clock, Info, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";

import { ArticleBody } from "./article-body";
import { ArticleList } from "./article-list";
import { ReviewVerdict } from "./review-verdict";
import { Breadcrumbs } from "./breadcrumbs";
import { articleCopy } from "~/features/articles/copy/article";
import { searchSectionLabels } from "~/content/search-entry";
import type { ArticlePageData } from "./article-pages";
import { ARTICLES_PATH, categoryPath } from "./paths";
import { searchIgnored, searchIndexed } from "~/utils/search-index-markup";
import { keepForOffline } from "~/features/offline";
import { keepTogether } from "~/utils/text";

const copy = articleCopy;
/** The table of contents appears from this many H2 sections on. */
export const TOC_MIN_HEADINGS = 3;
// Ids of the page's own parts use "_", which heading ids (slugs) never contain, so they cannot collide.
const ids = { toc: "article_toc", sources: "article_sources", related: "article_related", notice: "article_notice" };

/** One article: trail, header with dates and reading time, notices, contents, body, sources, more articles. */
export function ArticlePage({ data: { article, related, crumbs } }: { data: ArticlePageData }) {
  // A read article stays readable (and findable by the search) offline: docs/decisions/0032.
  useEffect(() => keepForOffline(article.path), [article.path]);
  return (
    <article className="container-page py-8 md:py-12" {...searchIndexed(searchSectionLabels.article(article.categoryLabel))}>
      <div className="mx-auto max-w-3xl">
        {/* The site search reads the article's own words only: not the trail, notices, sources or other articles. */}
        <div {...searchIgnored}>
          <Breadcrumbs crumbs={crumbs} />
        </div>
        <header className="mt-6">
          <Link
            {...searchIgnored}
            to={categoryPath(article.category)}
            className="inline-flex min-h-6 items-center rounded-pill bg-plum-soft px-3 text-sm font-semibold text-plum hover:underline"
          >
            <span className="sr-only">{copy.category}: </span>
            {article.categoryLabel}
          </Link>
          <h1 className="mt-3 text-title font-extrabold">{article.title}</h1>
          <p className="mt-4 text-xl text-ink-soft">{article.description}</p>
          <ArticleDates article={article} />
        </header>

        {article.hasMarketplaceLink ? (
          <aside
            aria-labelledby={ids.notice}
            className="mt-6 flex gap-3 rounded-card border border-line bg-sun-soft p-4 text-sm"
            {...searchIgnored}
          >
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong id={ids.notice} className="font-semibold">
                {copy.affiliateNoticeLabel}:
              </strong>{" "}
              {copy.affiliateNotice}
            </p>
          </aside>
        ) : null}

        {article.review ? <ReviewVerdict review={article.review} /> : null}

        {article.headings.length >= TOC_MIN_HEADINGS ? (
          <nav aria-labelledby={ids.toc} className="mt-8 rounded-card border border-line bg-surface p-5" {...searchIgnored}>
            <h2 id={ids.toc} className="text-lg font-bold">
              {copy.tocHeading}
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-6">
              {article.headings.map((heading) => (
                <li key={heading.id}>
                  <a
                    href={`#${heading.id}`}
                    className="underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
                  >
                    {keepTogether(heading.text)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className="mt-8">
          <ArticleBody slug={article.slug} photos={article.photos} />
        </div>

        {article.sources.length > 0 ? (
          <section aria-labelledby={ids.sources} className="mt-12 border-t border-line pt-8" {...searchIgnored}>
            <h2 id={ids.sources} className="text-2xl font-extrabold">
              {copy.sourcesHeading}
            </h2>
            <p className="mt-2 text-ink-soft">{copy.sourcesIntro}</p>
            <ol className="mt-4 list-decimal space-y-2 pl-6">
              {article.sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={source.url}
                    rel="noopener noreferrer"
                    className="break-words underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
                  >
                    {keepTogether(source.label)}
                  </a>
                  {source.date ? (
                    <>
                      {" "}
                      (<time dateTime={source.date}>{source.dateLabel}</time>)
                    </>
                  ) : source.accessed ? (
                    <>
                      {" "}
                      (<time dateTime={source.accessed}>{source.accessedLabel}</time>)
                    </>
                  ) : null}{" "}
                  <span className="text-sm text-ink-soft">({new URL(source.url).hostname.replace(/^www\./, "")})</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {related.length > 0 ? (
          <section aria-labelledby={ids.related} className="mt-12" {...searchIgnored}>
            <h2 id={ids.related} className="text-2xl font-extrabold">
              {copy.relatedHeading}
            </h2>
            <ArticleList articles={related} headingLevel={3} className="mt-5" />
          </section>
        ) : null}

        <p className="mt-12" {...searchIgnored}>
          <Link
            to={ARTICLES_PATH}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.back}
          </Link>
        </p>
      </div>
    </article>
  );
}

/** Published, modified (when it differs) and the reading time. */
function ArticleDates({ article }: { article: ArticlePageData["article"] }) {
  const modified = article.dateModified !== article.datePublished;
  return (
    <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ink-soft" {...searchIgnored}>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        {copy.published} <time dateTime={article.datePublished}>{article.datePublishedLabel}</time>
      </li>
      {modified ? (
        <li className="inline-flex items-center gap-1.5">
          <RefreshCw aria-hidden="true" className="size-4" />
          {copy.modified} <time dateTime={article.dateModified}>{article.dateModifiedLabel}</time>
        </li>
      ) : null}
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {copy.readingTime(article.readingMinutes)}
      </li>
    </ul>
  );
}
