// The overview's figures in the editor mode: the site's own published articles (the hub's figures file), in
// place of the sample data the static hub shows. Plain logic; hub-summary.tsx shows it.
import type { PublishedForHub } from "~/features/hub/publishing/published";

export type SiteSummary = {
  articles: number;
  /** Published in the seven days up to `today`, today included. */
  thisWeek: number;
  /** Rounded; 0 without articles. */
  avgSeoScore: number;
  words: number;
  /** Rounded; 0 without articles. */
  avgWords: number;
};

const DAY_MS = 86_400_000;

/** `today` as "YYYY-MM-DD". */
export function siteSummary(articles: readonly PublishedForHub[], today: string): SiteSummary {
  const end = Date.parse(`${today}T00:00:00Z`);
  const thisWeek = articles.filter((article) => {
    const published = Date.parse(`${article.datePublished}T00:00:00Z`);
    return published <= end && published > end - 7 * DAY_MS;
  }).length;
  const words = articles.reduce((sum, article) => sum + article.wordCount, 0);
  const count = articles.length;
  return {
    articles: count,
    thisWeek,
    avgSeoScore: count ? Math.round(articles.reduce((sum, article) => sum + article.seoScore, 0) / count) : 0,
    words,
    avgWords: count ? Math.round(words / count) : 0,
  };
}
