import { CalendarDays, Rss } from "lucide-react";

import { newsCopy as copy } from "./copy";
import { FEED_PATH } from "~/content/feed";

/** One line of /neu as its loader sends it: the change with its words and its day already formatted. */
export type NewsItem = {
  anchor: string;
  label: string;
  subject: string;
  detail: string;
  day: string;
  dayLabel: string;
  path: string;
};

export type NewsPageData = { note: string | null; upcoming: NewsItem[]; changes: NewsItem[] };

/** A titled list of /neu: the coming release dates or the last changes. */
function NewsSection({ id, heading, items, empty }: { id: string; heading: string; items: readonly NewsItem[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-2xl font-extrabold">
        {heading}
      </h2>
      <NewsList items={items} empty={empty} />
    </section>
  );
}

function NewsList({ items, empty }: { items: readonly NewsItem[]; empty: string }) {
  if (items.length === 0) return <p className="mt-3 text-ink-soft">{empty}</p>;
  return (
    <ol className="mt-4 grid gap-3">
      {items.map((item) => (
        <li key={item.anchor} id={item.anchor} className="rounded-card border border-line bg-surface p-4 shadow-card">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-accent-strong" />
              <time dateTime={item.day}>{item.dayLabel}</time>
            </span>
            <span className="font-semibold text-plum">{item.label}</span>
          </p>
          {item.subject ? (
            <h3 className="mt-1 font-display text-lg font-extrabold">
              <a href={item.path} className="underline-offset-4 hover:underline">
                {item.subject}
              </a>
            </h3>
          ) : null}
          {item.detail ? <p className="mt-1 text-sm text-ink-soft">{item.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** /neu: what the newsroom changed, newest first, with the dates coming up above. */
export function NewsPage({ data }: { data: NewsPageData }) {
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p className="text-sm font-semibold text-plum">{copy.eyebrow}</p>
      <h1 className="mt-2 text-display font-extrabold tracking-tight">{copy.heading}</h1>
      <p className="mt-4 text-ink-soft sm:text-lg">{copy.lead}</p>
      <p className="mt-4">
        <a
          href={FEED_PATH}
          className="inline-flex items-center gap-2 font-medium text-accent-strong underline underline-offset-4 hover:text-ink"
        >
          <Rss aria-hidden="true" className="size-4" />
          {copy.feedLink}
        </a>
      </p>
      {data.note ? (
        <p role="note" className="mt-6 rounded-card border border-sun bg-sun-soft p-4 text-sm text-ink">
          {data.note}
        </p>
      ) : null}
      <NewsSection id="neu-demnaechst" heading={copy.upcomingHeading} items={data.upcoming} empty={copy.noUpcoming} />
      <NewsSection id="neu-aenderungen" heading={copy.changesHeading} items={data.changes} empty={copy.noChanges} />
    </div>
  );
}
