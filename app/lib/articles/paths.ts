// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import { type ArticleCategory, articleCategories } from "./types.ts";

/** Where articles live on the site. One place, so routes, links, sitemap and prerender agree. */
export const ARTICLES_PATH = "/ratgeber";

export function articlePath(slug: string): string {
  return `${ARTICLES_PATH}/${slug}`;
}

export function categoryPath(category: ArticleCategory): string {
  return `${ARTICLES_PATH}/kategorie/${category}`;
}

/** The categories that have at least one article, in the fixed category order. Only these get a page. */
export function categoriesWithArticles(articles: readonly { category: ArticleCategory }[]): ArticleCategory[] {
  return articleCategories.filter((category) => articles.some((article) => article.category === category));
}
