// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import { FIRST_PAGE, listPageNumbers } from "./pagination.ts";
import { type ArticleCategory, articleCategories } from "../../domain/categories.ts";

/** Where articles live on the site. One place, so routes, links, sitemap and prerender agree. */
export const ARTICLES_PATH = "/ratgeber";

export function articlePath(slug: string): string {
  return `${ARTICLES_PATH}/${slug}`;
}

export function categoryPath(category: ArticleCategory): string {
  return `${ARTICLES_PATH}/kategorie/${category}`;
}

/** The path segment before a list page's number: `/ratgeber/seite/2`. */
export const PAGE_SEGMENT = "seite";

/**
 * Page `page` of /ratgeber (no category) or of a category's list: the first page (FIRST_PAGE) is the
 * list's own address, archive page n (counted from the oldest articles, docs/decisions/0056) is `/seite/<n>`.
 */
export function listPath(category: ArticleCategory | null, page: number = FIRST_PAGE): string {
  const base = category ? categoryPath(category) : ARTICLES_PATH;
  return page === FIRST_PAGE ? base : `${base}/${PAGE_SEGMENT}/${page}`;
}

/** The article as Markdown (llmstxt.org: the page's address plus ".md"). */
export function markdownPath(slug: string): string {
  return `${articlePath(slug)}.md`;
}

/** One page the article folder makes: a page of a list (/ratgeber when `category` is null) or an article. */
export type ArticleSitePage<A> =
  { kind: "list"; category: ArticleCategory | null; page: number; path: string } | { kind: "article"; article: A; path: string };

/**
 * Every page the article folder makes, in the order of the sitemap: /ratgeber and its archive pages (newest first),
 * each category in use with its pages, then each article (in the order given, newest first on the
 * site). The prerender list (react-router.config.ts, `articleSitePaths`) and the sitemap
 * (`articlePageHeads` in page-heads.ts) both come from here, so a page cannot be built without being
 * listed, or listed without being built.
 */
export function articleSitePages<A extends { slug: string; category: ArticleCategory }>(
  articles: readonly A[],
): ArticleSitePage<A>[] {
  const lists = (category: ArticleCategory | null, total: number) =>
    listPageNumbers(total).map((page) => ({ kind: "list" as const, category, page, path: listPath(category, page) }));
  return [
    ...lists(null, articles.length),
    ...categoriesWithArticles(articles).flatMap((category) =>
      lists(category, articles.filter((article) => article.category === category).length),
    ),
    ...articles.map((article) => ({ kind: "article" as const, article, path: articlePath(article.slug) })),
  ];
}

/** The addresses of `articleSitePages`: what the build prerenders. */
export function articleSitePaths(articles: readonly { slug: string; category: ArticleCategory }[]): string[] {
  return articleSitePages(articles).map((page) => page.path);
}

/** The categories that have at least one article, in the fixed category order. Only these get a page. */
export function categoriesWithArticles(articles: readonly { category: ArticleCategory }[]): ArticleCategory[] {
  return articleCategories.filter((category) => articles.some((article) => article.category === category));
}
