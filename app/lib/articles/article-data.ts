import type { ArticleCard, ArticleListData, ArticlePageData, ArticleView, CategoryChoice } from "./article-pages";
import { ARTICLES_PATH, categoryPath } from "./paths";
import {
  findPublishedArticle,
  type PublishedArticle,
  publishedArticles,
  publishedCategories,
  publishedInCategory,
} from "./published";
import { relatedArticles } from "./related";
import type { ArticleCategory } from "./types";
import { ratgeberCopy } from "~/content/ratgeber";
import { formatDateLong } from "~/lib/format";
import { articleListJsonLd, articlePageJsonLd, type Crumb } from "~/lib/jsonld";
import { categoryLabels } from "~/lib/hub/templates";
import { buildMeta } from "~/lib/seo";
import { articleIndexPage, categoryPage } from "~/lib/site-pages";

/**
 * The data of the article routes, computed by their loaders at build time (ssr: false, prerendered):
 * it travels in the page's HTML and in the route's .data file, never in its JavaScript.
 */

/** The last path segment of a loader's request: the slug or category its route was generated for. */
export function lastSegment(request: Request): string {
  return (
    new URL(request.url).pathname
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? ""
  );
}

const home: Crumb = { name: ratgeberCopy.article.home, path: "/" };
const index: Crumb = { name: ratgeberCopy.navLabel, path: ARTICLES_PATH };

function categoryCrumbs(category: ArticleCategory): Crumb[] {
  return [home, index, { name: categoryLabels[category], path: categoryPath(category) }];
}

export function toCard(article: PublishedArticle): ArticleCard {
  const { slug, path, title, description, category, datePublished, dateModified, readingMinutes } = article;
  return {
    slug,
    path,
    title,
    description,
    category,
    categoryLabel: categoryLabels[category],
    datePublished,
    dateModified,
    datePublishedLabel: formatDateLong(datePublished),
    dateModifiedLabel: formatDateLong(dateModified),
    readingMinutes,
  };
}

function toView(article: PublishedArticle): ArticleView {
  const { focusKeyphrase, keywords, wordCount, headings, sources, hasMarketplaceLink } = article;
  return { ...toCard(article), focusKeyphrase, keywords, wordCount, headings, sources, hasMarketplaceLink };
}

export function categoryChoices(): CategoryChoice[] {
  return [
    { key: "all", label: ratgeberCopy.index.all, path: ARTICLES_PATH, count: publishedArticles.length },
    ...publishedCategories.map((category) => ({
      key: category,
      label: categoryLabels[category],
      path: categoryPath(category),
      count: publishedInCategory(category).length,
    })),
  ];
}

/** /ratgeber (no category) or one category's page; null for a category without articles. */
export function articleListData(category?: string): ArticleListData | null {
  const key = category === undefined ? null : publishedCategories.find((candidate) => candidate === category);
  if (key === undefined) return null;
  const page = key ? categoryPage(key) : articleIndexPage();
  const crumbs = key ? categoryCrumbs(key) : [home, index];
  return {
    head: buildMeta({ ...page, ogType: "website", jsonLd: articleListJsonLd(page, crumbs) }),
    crumbs,
    category: key ? { key, label: categoryLabels[key] } : null,
    articles: (key ? publishedInCategory(key) : publishedArticles).map(toCard),
    choices: categoryChoices(),
  };
}

export function articlePageData(slug: string): ArticlePageData | null {
  const article = findPublishedArticle(slug);
  if (!article) return null;
  const section = categoryLabels[article.category];
  const tags = [article.focusKeyphrase, ...article.keywords];
  const crumbs = [...categoryCrumbs(article.category), { name: article.title, path: article.path }];
  return {
    head: buildMeta({
      path: article.path,
      title: article.title,
      description: article.description,
      keywords: tags,
      ogType: "article",
      article: { publishedTime: article.datePublished, modifiedTime: article.dateModified, section, tags },
      jsonLd: articlePageJsonLd({ ...article, section, keywords: tags }, crumbs),
    }),
    crumbs,
    article: toView(article),
    related: relatedArticles(article, publishedArticles).map(toCard),
  };
}
