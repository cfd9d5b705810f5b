import { CalendarDays, Clock } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import { articleCopy } from "~/features/articles/copy/article";
import type { ArticleCard } from "./article-pages";
import { cn } from "~/utils/cn";

/**
 * Articles as cards: category, title (the link), description, date and reading time.
 *
 * A list page shows 24 cards, so what each card repeats is kept short (docs/decisions/0030): the two
 * icons are drawn once per list and referenced with `<use>`, and the card's longer class strings
 * are the `article-card*` utilities of app.css.
 */
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
  const id = useId();
  const icons = { date: `${id}d`, time: `${id}t` };
  return (
    <>
      <svg aria-hidden="true" className="hidden">
        <symbol id={icons.date} viewBox="0 0 24 24">
          <CalendarDays />
        </symbol>
        <symbol id={icons.time} viewBox="0 0 24 24">
          <Clock />
        </symbol>
      </svg>
      <ul className={cn("grid gap-5 md:grid-cols-2", className)}>
        {articles.map((article) => (
          <li key={article.path} className="article-card">
            <span className="article-card-category">{article.categoryLabel}</span>
            <Heading className="article-card-title">
              {/* The whole card is the link's target area; the title is its name. */}
              <Link to={article.path}>{article.title}</Link>
            </Heading>
            <p className="article-card-text">{article.description}</p>
            <p className="article-card-facts">
              <span>
                <CardIcon href={icons.date} />
                <time dateTime={article.datePublished}>{article.datePublishedLabel}</time>
              </span>
              <span>
                <CardIcon href={icons.time} />
                {articleCopy.readingTime(article.readingMinutes)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function CardIcon({ href }: { href: string }) {
  return (
    <svg aria-hidden="true">
      <use href={`#${href}`} />
    </svg>
  );
}
