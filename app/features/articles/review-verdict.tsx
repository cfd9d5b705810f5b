import { Minus, Plus, Star } from "lucide-react";

import type { ArticleReview } from "./types";
import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import { formatDecimal } from "~/utils/format";
import { searchIgnored } from "~/utils/search-index-markup";

const copy = ratgeberCopy.article.review;
const ids = { heading: "article_verdict" };

/**
 * A product review's verdict (docs/decisions/0049): the product, the editor's rating and the pros and cons, as
 * the page's structured data states them (Google shows a rating and pros and cons only when the page shows them).
 */
export function ReviewVerdict({ review }: { review: ArticleReview }) {
  const rating = formatDecimal(review.rating, 1);
  return (
    <section aria-labelledby={ids.heading} className="mt-8 rounded-card border border-line bg-surface p-5" {...searchIgnored}>
      <h2 id={ids.heading} className="text-lg font-bold">
        {copy.heading}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">{copy.product}</dt>
        <dd>{review.product}</dd>
        <dt className="font-semibold">{copy.rating}</dt>
        <dd className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex text-accent-strong">
            {Array.from({ length: 5 }, (_, index) => (
              <Star
                key={index}
                className="size-4"
                fill={index + 1 <= review.rating ? "currentColor" : "none"}
              />
            ))}
          </span>
          <span className="font-semibold tabular">{copy.ratingValue(rating)}</span>
        </dd>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Notes title={copy.pros} notes={review.pros} icon="plus" />
        <Notes title={copy.cons} notes={review.cons} icon="minus" />
      </div>
    </section>
  );
}

function Notes({ title, notes, icon }: { title: string; notes: readonly string[]; icon: "plus" | "minus" }) {
  if (notes.length === 0) return null;
  const Icon = icon === "plus" ? Plus : Minus;
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-1.5 space-y-1.5">
        {notes.map((note) => (
          <li key={note} className="flex gap-2">
            <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-ink-soft" />
            <span>{note}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
