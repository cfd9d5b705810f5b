import type { PublicPage } from "~/content/pages";
import { categoryLabels } from "~/content/categories";
import { ratgeberCopy } from "./copy/ratgeber";
import { FIRST_PAGE, pageSlice } from "./pagination";
import { articleSitePages, listPath, markdownPath } from "./paths";
import type { PublishedArticle } from "./types";
import type { ArticleCategory } from "~/domain/categories";

/** The newest of some dates ("YYYY-MM-DD"), or undefined when there are none. */
function newest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((max, date) => (!max || date > max ? date : max), undefined);
}

/**
 * Page `page` of /ratgeber (category null) or of a category's list. `articles` are all published
 * articles, newest first. A list page changes when an article on it changes or comes to it: the first
 * page with every new article, an archive page only with its own articles (docs/decisions/0056). Its
 * lastmod is the newest date of its articles. `inList`: the list's articles, when the caller has them.
 */
export function listPage(
  category: ArticleCategory | null,
  page: number,
  articles: readonly PublishedArticle[],
  inList: readonly PublishedArticle[] = category ? articles.filter((article) => article.category === category) : articles,
): PublicPage {
  const shown = pageSlice(inList, page);
  const lastmod = newest(shown.flatMap((article) => [article.datePublished, article.dateModified]));
  const path = listPath(category, page);
  const first = page === FIRST_PAGE;
  if (!category) {
    const head = first
      ? ratgeberCopy.page
      : { title: ratgeberCopy.laterPage.title(page), description: ratgeberCopy.laterPage.description(page) };
    return {
      path,
      ...head,
      changefreq: "weekly",
      priority: first ? 0.9 : 0.5,
      inSitemap: true,
      lastmod,
      ...(first ? { llms: "articles" as const } : {}),
    };
  }
  const label = categoryLabels[category];
  return {
    path,
    title: first ? ratgeberCopy.category.title(label) : ratgeberCopy.category.laterTitle(label, page),
    description: first ? ratgeberCopy.category.description(label) : ratgeberCopy.category.laterDescription(label, page),
    changefreq: "weekly",
    priority: first ? 0.6 : 0.4,
    inSitemap: true,
    lastmod,
  };
}

export function articlePage(article: PublishedArticle): PublicPage {
  return {
    path: article.path,
    title: article.title,
    description: article.description,
    keywords: [article.focusKeyphrase, ...article.keywords],
    changefreq: "monthly",
    priority: 0.7,
    inSitemap: true,
    lastmod: article.dateModified,
    llms: "articles",
    markdown: markdownPath(article.slug),
  };
}

/**
 * The head of every page the article folder makes (lists with their further pages, categories,
 * articles), in the order of the prerender list: both come from `articleSitePages`. `articles` are
 * the published articles, newest first.
 */
export function articlePageHeads(articles: readonly PublishedArticle[]): PublicPage[] {
  let heads = headsOf.get(articles);
  if (!heads) headsOf.set(articles, (heads = pageHeads(articles)));
  return heads;
}

/** The heads of a list of articles, worked out once: the sitemap and both llms.txt files read them. */
const headsOf = new WeakMap<readonly PublishedArticle[], PublicPage[]>();

function pageHeads(articles: readonly PublishedArticle[]): PublicPage[] {
  // Each category's articles once, not once per page: at 10,000 articles that is 800 pages.
  const byCategory = new Map<ArticleCategory, PublishedArticle[]>();
  for (const article of articles) {
    const list = byCategory.get(article.category);
    if (list) list.push(article);
    else byCategory.set(article.category, [article]);
  }
  return articleSitePages(articles).map((page) =>
    page.kind === "list"
      ? listPage(page.category, page.page, articles, page.category ? (byCategory.get(page.category) ?? []) : articles)
      : articlePage(page.article),
  );
}
