// Read by the build (react-router.config.ts) and the content build: relative imports with extensions only.
//
// What the live site holds of the article folder, recorded by every build (the full build in its
// buildEnd, each content build with its swap), and what a change of that state makes the content
// build render again (docs/decisions/0034). Per article a fingerprint of its file and what its cards
// show; per list page a signature of what it shows. A page whose signature did not change is not
// rendered again.
import { createHash } from "node:crypto";

import { FIRST_PAGE, listPageNumbers, pageNeighbours, pageSlice, paginationItems } from "./pagination.ts";
import { articlePath, categoriesWithArticles, listPath, markdownPath } from "./paths.ts";
import { relatedArticles } from "./related.ts";
import { newestFirst } from "./summary.ts";
import type { ArticleCategory } from "../../domain/categories.ts";
import type { Article } from "./types.ts";
import { dueAt } from "./publication-time.ts";

/** Where the state of the live site is kept, beside build/client (never served or deployed). */
export const CONTENT_STATE_FILE = "content-state.json";

/** What a card of the article shows (list pages, the home page, related articles). */
export type LiveCard = {
  title: string;
  description: string;
  datePublished: string;
  timePublished?: string;
  readingMinutes: number;
};

/** A published article as the state keeps it. */
export type LiveArticle = {
  slug: string;
  category: ArticleCategory;
  dateModified: string;
  /** What decides which articles an article page recommends (app/features/articles/related.ts). */
  focusKeyphrase: string;
  keywords: string[];
  /** SHA-256 of the article's front matter, body and photos: any change of what its page shows changes it. */
  hash: string;
  card: LiveCard;
  /** The articles its page recommends ("Weiterlesen", app/features/articles/related.ts), by slug. */
  related?: string[];
};

/** An article in the folder that is not due yet. */
export type ScheduledArticle = { slug: string; title: string; category: ArticleCategory; dueAt: number };

export type ContentState = {
  version: 1;
  /** The "now" the state was made at (ms). */
  now: number;
  /** The published articles, newest first. */
  articles: LiveArticle[];
  /** How many child sitemaps (/sitemaps/<n>.xml) the live site has; 0 when /sitemap.xml holds every URL. */
  sitemapChildren: number;
  /** The limits the full build split the sitemap by (SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES), kept for content builds. */
  sitemapLimits: { urls: number; bytes: number };
  /**
   * Article pages whose recommended articles changed and that a content build has not rendered again
   * yet (it does so after the search index); a later run renders them first.
   */
  pendingRelated?: string[];
  /** When the next scheduled article is due (ms), null when none waits: `npm start` builds again from then on. */
  nextDue?: number | null;
};

/** Kept by article object: a content build reads the folder again and keeps the objects of unchanged files. */
const hashes = new WeakMap<Article, string>();

export function contentHash(article: Article): string {
  let hash = hashes.get(article);
  if (!hash) {
    hash = createHash("sha256")
      // An article without photos hashes as it did before it could have any.
      .update(
        JSON.stringify(
          article.photos?.length ? [article.frontMatter, article.body, article.photos] : [article.frontMatter, article.body],
        ),
      )
      .digest("base64url");
    hashes.set(article, hash);
  }
  return hash;
}

/**
 * The state of a set of published articles. `readingMinutes` comes from the caller, which already
 * measured each article (the build's summaries), so nothing is lexed twice.
 */
export function liveArticles(articles: readonly { article: Article; readingMinutes: number }[]): LiveArticle[] {
  const live = articles.map(({ article, readingMinutes }): LiveArticle => {
    const { slug, category, dateModified, title, description, datePublished, timePublished, focusKeyphrase, keywords } =
      article.frontMatter;
    return {
      slug,
      category,
      dateModified,
      focusKeyphrase,
      keywords,
      hash: contentHash(article),
      card: { title, description, datePublished, ...(timePublished ? { timePublished } : {}), readingMinutes },
    };
  });
  const sortable = live.map((item) => ({
    item,
    slug: item.slug,
    dateModified: item.dateModified,
    datePublished: item.card.datePublished,
    timePublished: item.card.timePublished,
  }));
  return newestFirst(sortable).map(({ item }) => item);
}

/** The articles not due at `now`, soonest first. */
export function scheduledArticles(articles: readonly Article[], now: number): ScheduledArticle[] {
  return articles
    .map(({ frontMatter }) => ({
      slug: frontMatter.slug,
      title: frontMatter.title,
      category: frontMatter.category,
      dueAt: dueAt(frontMatter),
    }))
    .filter((article) => article.dueAt > now)
    .sort((a, b) => a.dueAt - b.dueAt || a.slug.localeCompare(b.slug));
}

/** The number of articles per category, in the fixed category order: what a list's first page's filter shows. */
function choiceCounts(articles: readonly LiveArticle[]): string {
  return JSON.stringify([
    articles.length,
    ...categoriesWithArticles(articles).map((category) => [
      category,
      articles.filter((article) => article.category === category).length,
    ]),
  ]);
}

/**
 * Every list page with a signature of what it shows: its cards (with their category), its links to
 * the list's other pages and the filter — with the counts on a first page, the categories alone on an
 * archive page (docs/decisions/0056). An archive page's signature depends on its own articles only
 * (and, on the few archive pages next to the newest, on how many there are), so a publication changes
 * the same few list pages at any size of the site.
 */
export function listPageSignatures(articles: readonly LiveArticle[]): Map<string, string> {
  const counts = choiceCounts(articles);
  const categories = JSON.stringify(categoriesWithArticles(articles));
  const signatures = new Map<string, string>();
  const addList = (category: ArticleCategory | null) => {
    const inList = category ? articles.filter((article) => article.category === category) : articles;
    for (const page of listPageNumbers(inList.length)) {
      const cards = pageSlice(inList, page).map((article) => [article.slug, article.category, article.card]);
      const links = [paginationItems(page, inList.length), pageNeighbours(page, inList.length)];
      signatures.set(listPath(category, page), JSON.stringify([cards, links, page === FIRST_PAGE ? counts : categories]));
    }
  };
  addList(null);
  for (const category of categoriesWithArticles(articles)) addList(category);
  return signatures;
}

/** The home page's newest articles. */
export const HOME_NEWEST = 3;

/** What a change of the published articles makes the content build do. */
export type ContentPlan = {
  /** Articles new on the site, changed, and gone (slugs). */
  added: string[];
  changed: string[];
  removed: string[];
  /** Pages to render (the articles' and the list pages whose signature changed, "/" when its newest articles or an article it links did). */
  pages: string[];
  /** Pages to delete: gone articles and list pages past the new end. */
  removedPages: string[];
  /** Markdown twins to write and to delete (site paths). */
  twins: string[];
  removedTwins: string[];
  /** True when anything public changes (else the content build writes nothing). */
  changes: boolean;
};

/**
 * What changes on the site when its published articles go from `before` to `after` (both newest
 * first). `homeLinks`: articles the home page links besides its newest; "/" is rendered again when
 * one of them comes, goes or changes its card.
 */
export function planContent(
  before: readonly LiveArticle[],
  after: readonly LiveArticle[],
  homeLinks: readonly string[] = [],
): ContentPlan {
  const old = new Map(before.map((article) => [article.slug, article]));
  const now = new Map(after.map((article) => [article.slug, article]));
  const added = after.filter((article) => !old.has(article.slug)).map((article) => article.slug);
  const changed = after
    .filter((article) => old.has(article.slug) && old.get(article.slug)!.hash !== article.hash)
    .map((article) => article.slug);
  const removed = before.filter((article) => !now.has(article.slug)).map((article) => article.slug);

  const oldLists = listPageSignatures(before);
  const newLists = listPageSignatures(after);
  const lists = [...newLists].filter(([path, signature]) => oldLists.get(path) !== signature).map(([path]) => path);
  const goneLists = [...oldLists.keys()].filter((path) => !newLists.has(path));

  const newest = (articles: readonly LiveArticle[]) =>
    JSON.stringify(articles.slice(0, HOME_NEWEST).map((article) => [article.slug, article.category, article.card]));
  const card = (articles: ReadonlyMap<string, LiveArticle>, slug: string) => JSON.stringify(articles.get(slug)?.card ?? null);
  const home = newest(before) !== newest(after) || homeLinks.some((slug) => card(old, slug) !== card(now, slug));

  const touched = [...added, ...changed];
  const pages = [...(home ? ["/"] : []), ...lists, ...touched.map(articlePath)];
  return {
    added,
    changed,
    removed,
    pages,
    removedPages: [...goneLists, ...removed.map(articlePath)],
    twins: touched.map(markdownPath),
    removedTwins: removed.map(markdownPath),
    changes: pages.length > 0 || removed.length > 0 || goneLists.length > 0,
  };
}

type Candidate = LiveArticle & { datePublished: string };
const candidateOf = (article: LiveArticle): Candidate => ({ ...article, datePublished: article.card.datePublished });

/**
 * Every article with the articles its page recommends, worked out with the site's own
 * `relatedArticles`: the full build records them, so a content build knows which pages a change
 * touches without comparing every article with every other.
 */
export function withRelated(articles: readonly LiveArticle[]): LiveArticle[] {
  const candidates = articles.map(candidateOf);
  return articles.map((article, index) => ({
    ...article,
    related: relatedArticles(candidates[index]!, candidates).map((related) => related.slug),
  }));
}

/** The terms an article's recommendations are scored by, as app/features/articles/related.ts counts them. */
function termsOf(article: LiveArticle): Set<string> {
  return new Set([article.focusKeyphrase, ...article.keywords].map((term) => term.trim().toLowerCase()).filter(Boolean));
}

/** related.ts's score of `candidate` for `article`: the same category first, then the shared terms. */
function relatedScore(article: LiveArticle, candidate: LiveArticle): number {
  const own = termsOf(article);
  return (candidate.category === article.category ? 10 : 0) + [...termsOf(candidate)].filter((term) => own.has(term)).length;
}

/**
 * The new state's recommendations, and the article pages (other than the added and changed ones,
 * `touched`, which are rendered anyway) whose recommendations differ from before: an article they
 * recommended changed or went, or a new or changed article now ranks among their three. Only pages
 * that could be affected are worked out again — those recommending a changed article, and those for
 * which a changed article scores at least as high as their third recommendation — so a publication
 * costs what the pages it touches cost, not every article against every other. The content build
 * renders these pages after the search index (docs/decisions/0034).
 */
export function updateRelated(
  before: readonly LiveArticle[],
  after: readonly LiveArticle[],
  touched: ReadonlySet<string>,
): { articles: LiveArticle[]; pages: string[] } {
  const previous = before.every((article) => article.related) ? before : withRelated(before);
  const old = new Map(previous.map((article) => [article.slug, article]));
  const now = new Map(after.map((article) => [article.slug, article]));
  const changedOrGone = new Set([
    ...previous.filter((article) => !now.has(article.slug)).map((article) => article.slug),
    ...[...touched].filter((slug) => old.has(slug)),
  ]);
  const entering = after.filter((article) => touched.has(article.slug));
  const candidates = after.map(candidateOf);
  const shown = (slugs: readonly string[], source: ReadonlyMap<string, LiveArticle>) =>
    JSON.stringify(slugs.map((slug) => [slug, source.get(slug)?.category, source.get(slug)?.card]));
  const pages: string[] = [];
  const articles = after.map((article, index) => {
    const earlier = old.get(article.slug);
    const kept = earlier?.related;
    if (!touched.has(article.slug) && kept) {
      const third = kept.length >= 3 ? old.get(kept[2]!) : undefined;
      const affected =
        kept.some((slug) => changedOrGone.has(slug)) ||
        entering.some(
          (other) => other.slug !== article.slug && (!third || relatedScore(article, other) >= relatedScore(article, third)),
        );
      if (!affected) return { ...article, related: kept };
    }
    const related = relatedArticles(candidates[index]!, candidates).map((item) => item.slug);
    if (!touched.has(article.slug) && kept && shown(kept, old) !== shown(related, now)) pages.push(articlePath(article.slug));
    return { ...article, related };
  });
  return { articles, pages };
}
