import type { MetaDescriptor } from "react-router";

import { ARTICLES_PATH, categoryPath } from "./paths";
import type { ArticleCategory, ArticleSource, TocHeading } from "./types";
import { pages } from "~/content/pages";
import { ratgeberCopy } from "~/content/ratgeber";
import { articleListJsonLd, articlePageJsonLd, type Crumb } from "~/lib/jsonld";
import { buildMeta } from "~/lib/seo";

/**
 * What the article routes render and put in the head. Their build-time loaders
 * (app/lib/articles/article-data.ts) fill these shapes, so the pages' JavaScript carries no article index.
 */
export type ArticleCard = {
  slug: string;
  path: string;
  title: string;
  description: string;
  category: ArticleCategory;
  categoryLabel: string;
  datePublished: string;
  dateModified: string;
  readingMinutes: number;
};

export type ArticleView = ArticleCard & {
  focusKeyphrase: string;
  keywords: string[];
  wordCount: number;
  headings: TocHeading[];
  sources: ArticleSource[];
  hasMarketplaceLink: boolean;
};

export type CategoryChoice = { key: ArticleCategory | "all"; label: string; path: string; count: number };
export type PageHead = { path: string; title: string; description: string };

export type ArticleListData = {
  page: PageHead;
  category: { key: ArticleCategory; label: string } | null;
  articles: ArticleCard[];
  choices: CategoryChoice[];
};

export type ArticlePageData = { article: ArticleView; related: ArticleCard[] };

const home: Crumb = { name: ratgeberCopy.article.home, path: "/" };
const index: Crumb = { name: ratgeberCopy.navLabel, path: ARTICLES_PATH };

export function categoryCrumbs(category: ArticleCategory, label: string): Crumb[] {
  return [home, index, { name: label, path: categoryPath(category) }];
}

export function articleCrumbs(article: ArticleCard): Crumb[] {
  return [...categoryCrumbs(article.category, article.categoryLabel), { name: article.title, path: article.path }];
}

export function notFoundMeta(): MetaDescriptor[] {
  return buildMeta({ ...pages.notFound, noindex: true });
}

/** /ratgeber and the category pages. */
export function articleListMeta(data: ArticleListData | undefined): MetaDescriptor[] {
  if (!data) return notFoundMeta();
  const crumbs = data.category ? categoryCrumbs(data.category.key, data.category.label) : [home, index];
  return buildMeta({ ...data.page, ogType: "website", jsonLd: articleListJsonLd(data.page, crumbs) });
}

export function articleMeta(data: ArticlePageData | undefined): MetaDescriptor[] {
  if (!data) return notFoundMeta();
  const { article } = data;
  const tags = [article.focusKeyphrase, ...article.keywords];
  return buildMeta({
    path: article.path,
    title: article.title,
    description: article.description,
    keywords: tags,
    ogType: "article",
    article: { publishedTime: article.datePublished, modifiedTime: article.dateModified, section: article.categoryLabel, tags },
    jsonLd: articlePageJsonLd({ ...article, section: article.categoryLabel, keywords: tags }, articleCrumbs(article)),
  });
}
