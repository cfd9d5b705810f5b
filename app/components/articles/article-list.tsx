import { CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";

import { Badge } from "~/components/ui/badge";
import { ratgeberCopy } from "~/content/ratgeber";
import type { ArticleCard } from "~/lib/articles/article-pages";
import { cn } from "~/lib/cn";

/** Articles as cards: category, title (the link), description, date and reading time. */
export function ArticleList({
  articles,
  headingLevel = 2,
  className,
}: {
  articles: readonly ArticleCard[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cn("grid gap-5 md:grid-cols-2", className)}>
      {articles.map((article) => (
        <li key={article.slug} className="relative flex flex-col rounded-card border border-line bg-surface p-6 shadow-card">
          <Badge tone="plum" className="self-start">
            {article.categoryLabel}
          </Badge>
          <Heading className="mt-3 font-display text-xl leading-snug font-extrabold">
            {/* The whole card is the link's target area; the title is its name. */}
            <Link to={article.path} className="after:absolute after:inset-0 after:rounded-card hover:text-accent-strong">
              {article.title}
            </Link>
          </Heading>
          <p className="mt-2 text-ink-soft">{article.description}</p>
          <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-ink-soft">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={article.datePublished}>{article.datePublishedLabel}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {ratgeberCopy.article.readingTime(article.readingMinutes)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
