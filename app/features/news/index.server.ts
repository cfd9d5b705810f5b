// The news feature's build-time face: /neu, /feed.xml and the home page's "Neue Serien" read the history here.
import { anchorOf, newsFrom, type News, type NewsEntry } from "./changes";
import type { NewsItem, NewsPageData } from "./news-page";
import { newsCopy } from "./copy";
import { atomFeed, FEED_ENTRIES } from "./feed";
import { site } from "~/config/site";
import { contentHistory, firstMentions } from "~/content/history.server";
import { facts, seriesCatalogue } from "~/content/facts";
import { publicationNow, publishedArticles } from "~/features/articles/index.server";
import { viennaInstant, viennaWallClock } from "~/features/articles";
import { formatDateLong } from "~/utils/format";

export type { News, NewsEntry } from "./changes";

/** The newsroom's changes at the build's "now". */
export function newsroomChanges(): News {
  const now = publicationNow();
  return newsFrom(
    {
      history: contentHistory(),
      articles: publishedArticles().map((article) => ({
        slug: article.slug,
        path: article.path,
        title: article.title,
        description: article.description,
        datePublished: article.datePublished,
        at: new Date(viennaInstant(article.datePublished, article.timePublished)).toISOString(),
      })),
      series: seriesCatalogue.map((entry) => ({ key: entry.key, name: entry.name, releases: entry.releases.value ?? [] })),
      facts,
      seriesSince: firstMentions(
        seriesCatalogue.map((entry) => entry.key),
        process.cwd(),
        ["app/content/facts"],
      ),
      now: new Date(now).toISOString(),
      today: viennaWallClock(now).day,
      areaOf: (file) => newsCopy.areas[file] ?? file,
    },
    newsCopy.words,
  );
}

/** The Atom feed of the last changes (RFC 4287). */
export function newsFeed(): string {
  const news = newsroomChanges();
  const entries = news.entries.slice(0, FEED_ENTRIES).map((entry) => ({ ...entry, label: newsCopy.kinds[entry.kind] }));
  return atomFeed({
    siteUrl: site.url,
    title: newsCopy.feedTitle,
    subtitle: newsCopy.feedSubtitle,
    author: site.name,
    updated: entries[0]?.at ?? new Date(publicationNow()).toISOString(),
    entries,
  });
}

/** How many changes /neu lists. */
export const PAGE_ENTRIES = 60;

/** What /neu shows, formatted at build time so the page carries no formatting code. */
export function newsPageData(): NewsPageData {
  const news = newsroomChanges();
  const item = (entry: NewsEntry): NewsItem => ({
    anchor: anchorOf(entry.key),
    label: newsCopy.kinds[entry.kind],
    subject: entry.subject,
    detail: entry.detail,
    day: entry.day,
    dayLabel: formatDateLong(entry.day),
    path: entry.path,
  });
  return {
    note: news.state === "complete" ? null : newsCopy.partial(news.since),
    upcoming: news.upcoming.map(item),
    changes: news.entries.slice(0, PAGE_ENTRIES).map(item),
  };
}

/** The day each series entered the catalogue, with its words ("Neue Serien" on /). */
export function seriesAddedDays(): Record<string, { day: string; label: string }> {
  return Object.fromEntries(
    Object.entries(newsroomChanges().seriesAdded).map(([key, day]) => [key, { day, label: formatDateLong(day) }]),
  );
}
