import type { ReviewView } from "./article-pages";
import { articleCopy } from "~/features/articles/copy/article";
import { searchIgnored } from "~/utils/search-index-markup";

const copy = articleCopy.review;
const ids = { heading: "article_verdict" };

/**
 * A product review's verdict (docs/decisions/0049): the product, the editor's rating and the pros and cons, as
 * the page's structured data states them (Google shows a rating and pros and cons only when the page shows them).
 * Plain markup: the article page's code stays as small as the home page's.
 */
export function ReviewVerdict({ review }: { review: ReviewView }) {
  return (
    <section aria-labelledby={ids.heading} className="mt-8 rounded-card border border-line bg-surface p-5" {...searchIgnored}>
      <h2 id={ids.heading} className="text-lg font-bold">
        {copy.heading}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">{copy.product}</dt>
        <dd>{review.product}</dd>
        <dt className="font-semibold">{copy.rating}</dt>
        <dd>
          <span aria-hidden="true" className="mr-2 text-accent-strong">
            {review.stars}
          </span>
          <span className="font-semibold tabular">{review.ratingLabel}</span>
        </dd>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(["pros", "cons"] as const).map((side) =>
          review[side].length > 0 ? (
            <div key={side}>
              <h3 className="font-semibold">{copy[side]}</h3>
              <ul className={`mt-1.5 space-y-1.5 pl-5 ${side === "pros" ? "list-[square]" : "list-[circle]"}`}>
                {review[side].map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
      </div>
    </section>
  );
}
