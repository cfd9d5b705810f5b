import { SeriesEntryView } from "./series-entry";
import { PageHeader } from "~/shell/page-header";
import { seriesNewestFirst } from "~/content/facts/series";
import { searchSectionLabels } from "~/content/search-entry";
import { catalogueStand, releaseLabel, seriesPage as copy } from "./copy";
import { searchIgnored, searchIndexed } from "~/utils/search-index-markup";

/** /serien: every series of the fact base, newest first, each field with its source. */
export function SeriesCatalogue() {
  const entries = seriesNewestFirst();
  return (
    // The outer <div> is what a static island keeps (tag and class only); the article's attributes live inside it.
    <div className="container-page py-10 md:py-14">
      <article aria-labelledby="serien-title" {...searchIndexed(searchSectionLabels.series)}>
        <PageHeader eyebrow={copy.eyebrow} title={copy.title} titleId="serien-title" intro={copy.intro} />
        <p className="mt-3 max-w-prose text-sm text-ink-soft">
          {catalogueStand.label}: <time dateTime={catalogueStand.asOf}>{catalogueStand.date}</time> – {catalogueStand.after}
        </p>
        <nav aria-labelledby="serien-nav" className="mt-8 rounded-card border border-line bg-sand/60 p-5" {...searchIgnored}>
          <h2 id="serien-nav" className="text-base font-bold">
            {copy.navLabel}
          </h2>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.key}>
                <a
                  href={`#${entry.key}`}
                  className="inline-flex min-h-11 flex-wrap items-baseline gap-x-2 py-1 underline-offset-4 hover:underline"
                >
                  <span className="font-semibold text-accent-strong">{entry.name}</span>
                  <span className="text-sm text-ink-soft">{releaseLabel(entry) ?? copy.unknown}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10">
          {entries.map((entry) => (
            <SeriesEntryView key={entry.key} entry={entry} />
          ))}
        </div>
        <p className="mt-10 max-w-prose text-sm text-ink-soft">{copy.disclaimer}</p>
      </article>
    </div>
  );
}
