import { ArrowRight } from "lucide-react";
import { use } from "react";

import { NewestArticlesContext } from "./newest-articles-context";
import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import { ARTICLES_PATH } from "./paths";

/** The newest articles, for the landing page's guides section (static markup: plain links). */
export function NewestArticles() {
  const newest = use(NewestArticlesContext);
  if (newest.length === 0) return null;
  return (
    <div className="mt-8 sm:mt-10">
      <h3 className="font-display text-2xl font-extrabold">{ratgeberCopy.landing.heading}</h3>
      <ul className="mt-4 grid gap-3 sm:gap-4 md:grid-cols-3">
        {newest.map((article) => (
          <li key={article.path} className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
            <a href={article.path} className="font-display text-lg leading-snug font-bold underline-offset-4 hover:underline">
              {article.title}
            </a>
            {/* On a phone the title and date are enough to choose; the article page has the rest. */}
            <p className="mt-2 hidden text-sm text-ink-soft sm:block">{article.description}</p>
            <p className="mt-2 text-sm text-ink-soft">
              <time dateTime={article.datePublished}>{article.datePublishedLabel}</time>
            </p>
          </li>
        ))}
      </ul>
      <a
        href={ARTICLES_PATH}
        className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
      >
        {ratgeberCopy.landing.all}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
