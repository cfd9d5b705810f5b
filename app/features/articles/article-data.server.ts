import type {
  ArticleCard,
  ArticleListData,
  ArticlePageData,
  ArticleView,
  CategoryChoice,
  PaginationNav,
  ReviewView,
} from "./article-pages";
import { FIRST_PAGE, hasPage, pageNeighbours, pageSlice, paginationItems, parsePageNumber } from "./pagination";
import { ARTICLES_PATH, categoryPath, listPath, markdownPath } from "./paths";
import { lexMarkdown } from "./markdown";
import { articlePhotoViews } from "./photos.server";
import {
  articleMarkdown,
  articlePhotos,
  findPublishedArticle,
  publishedArticles,
  publishedCategories,
  publishedInCategory,
} from "./published.server";
import { relatedArticles } from "./related";
import type { ArticleReview, PublishedArticle } from "./types";
import type { ArticleCategory } from "~/domain/categories";
import { absoluteUrl } from "~/config/site";
import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import { formatDateLong, formatDecimal, formatPartialDate } from "~/utils/format";
import { sourceTitle } from "./source-title";
import { articleListJsonLd, articlePageJsonLd, type Crumb, type JsonLdPhoto } from "~/shell/seo/jsonld";
import { imagesOf } from "./photo-references";
import type { PhotoView } from "~/domain/photos";
import { categoryLabels } from "~/content/categories";
import { accessedOn } from "~/content/facts";
import { buildMeta } from "~/shell/seo/meta";
import { listPage } from "./page-heads";

/**
 * The data of the article routes, computed by their loaders at build time (ssr: false, prerendered):
 * it travels in the page's HTML and in the route's .data file, never in its JavaScript. Each page
 * gets what it shows and nothing more, so no page grows with the number of articles.
 */

const home: Crumb = { name: ratgeberCopy.article.home, path: "/" };
const index: Crumb = { name: ratgeberCopy.navLabel, path: ARTICLES_PATH };

function categoryCrumbs(category: ArticleCategory): Crumb[] {
  return [home, index, { name: categoryLabels[category], path: categoryPath(category) }];
}

export function toCard(article: PublishedArticle): ArticleCard {
  const { path, title, description, category, datePublished, readingMinutes } = article;
  return {
    path,
    title,
    description,
    categoryLabel: categoryLabels[category],
    datePublished,
    datePublishedLabel: formatDateLong(datePublished),
    readingMinutes,
  };
}

/** A rating as five stars, the whole points filled (the words beside them give the half point). */
function stars(rating: number): string {
  const full = Math.floor(rating);
  return "★".repeat(full) + "☆".repeat(5 - full);
}

function reviewView(review: ArticleReview): ReviewView {
  return {
    ...review,
    ratingLabel: ratgeberCopy.article.review.ratingValue(formatDecimal(review.rating, 1)),
    stars: stars(review.rating),
  };
}

/** "abgerufen am …" for a page without a date of its own, where the fact base records the day it was read. */
function accessedView(url: string): { accessed?: string; accessedLabel?: string } {
  const accessed = accessedOn(url);
  return accessed ? { accessed, accessedLabel: ratgeberCopy.article.sourceAccessed(formatPartialDate(accessed)) } : {};
}

function toView(article: PublishedArticle): ArticleView {
  const { slug, category, dateModified, focusKeyphrase, keywords, wordCount, headings, sources, hasMarketplaceLink } = article;
  const photos = articlePhotos(slug);
  return {
    ...toCard(article),
    slug,
    category,
    dateModified,
    dateModifiedLabel: formatDateLong(dateModified),
    focusKeyphrase,
    keywords,
    wordCount,
    headings,
    sources: sources.map((source) => ({
      url: source.url,
      label: sourceTitle(source),
      ...(source.date ? { date: source.date, dateLabel: formatPartialDate(source.date) } : accessedView(source.url)),
    })),
    hasMarketplaceLink,
    ...(photos.length > 0 ? { photos: articlePhotoViews(slug, photos) } : {}),
    ...(article.review ? { review: reviewView(article.review) } : {}),
  };
}

/**
 * The category filter's choices. `counts` only on a list's first page: an archive page shows nothing
 * that changes when an article is published elsewhere, so a publication does not render it again
 * (docs/decisions/0056).
 */
export function categoryChoices(counts = true): CategoryChoice[] {
  const count = (articles: readonly unknown[]) => (counts ? { count: articles.length } : {});
  return [
    { key: "all", label: ratgeberCopy.index.all, path: ARTICLES_PATH, ...count(publishedArticles()) },
    ...publishedCategories().map((category) => ({
      key: category,
      label: categoryLabels[category],
      path: categoryPath(category),
      ...count(publishedInCategory(category)),
    })),
  ];
}

/**
 * The links under page `page` of a list of `total` articles, in reading order (newest first):
 * "previous" leads to newer articles, "next" to older ones.
 */
export function paginationNav(category: ArticleCategory | null, page: number, total: number): PaginationNav {
  const { newer, older } = pageNeighbours(page, total);
  return {
    page,
    previous: newer === null ? null : listPath(category, newer),
    next: older === null ? null : listPath(category, older),
    items: paginationItems(page, total).map((item) =>
      item.kind === "gap" ? item : { ...item, path: listPath(category, item.page) },
    ),
  };
}

/**
 * One page of /ratgeber (no category) or of a category's list. `pageSegment` is the number of
 * `/…/seite/<n>` (undefined on the list's own address, the first page). Null for a category without
 * articles, a page that does not exist or a number written otherwise than plainly (see
 * parsePageNumber), so the route answers 404.
 */
export function articleListData(category: string | null, pageSegment?: string): ArticleListData | null {
  const key = category === null ? null : publishedCategories().find((candidate) => candidate === category);
  if (key === undefined) return null;
  const page = pageSegment === undefined ? FIRST_PAGE : parsePageNumber(pageSegment);
  const inList = key ? publishedInCategory(key) : publishedArticles();
  if (page === null || !hasPage(inList.length, page)) return null;
  const seo = listPage(key, page, publishedArticles());
  const own = key ? categoryCrumbs(key) : [home, index];
  const first = page === FIRST_PAGE;
  const crumbs = first ? own : [...own, { name: ratgeberCopy.pagination.page(page), path: seo.path }];
  const articles = pageSlice(inList, page).map(toCard);
  const oldest = articles[articles.length - 1];
  return {
    head: buildMeta({ ...seo, ogType: "website", jsonLd: articleListJsonLd(seo, crumbs) }),
    crumbs,
    category: key ? { key, label: categoryLabels[key] } : null,
    articles,
    choices: categoryChoices(first),
    position:
      first || !oldest
        ? null
        : ratgeberCopy.pagination.position(page, oldest.datePublishedLabel, articles[0]!.datePublishedLabel),
    pagination: paginationNav(key, page, inList.length),
  };
}

/** An article's photos in the order its text shows them, as structured data names them (alt text as caption). */
function photosInText(slug: string, views: Record<string, PhotoView>): JsonLdPhoto[] {
  return imagesOf(lexMarkdown(articleMarkdown(slug) ?? "")).flatMap(({ image }) => {
    const view = Object.hasOwn(views, image.href) ? views[image.href] : undefined;
    return view ? [{ path: view.src, width: view.width, height: view.height, caption: image.text.trim() }] : [];
  });
}

export function articlePageData(slug: string | undefined): ArticlePageData | null {
  const article = findPublishedArticle(slug);
  if (!article) return null;
  const section = categoryLabels[article.category];
  const tags = [article.focusKeyphrase, ...article.keywords];
  const crumbs = [...categoryCrumbs(article.category), { name: article.title, path: article.path }];
  const view = toView(article);
  return {
    head: [
      ...buildMeta({
        path: article.path,
        title: article.title,
        description: article.description,
        keywords: tags,
        ogType: "article",
        article: { publishedTime: article.datePublished, modifiedTime: article.dateModified, section, tags },
        jsonLd: articlePageJsonLd(
          {
            ...article,
            section,
            keywords: tags,
            photos: view.photos ? photosInText(article.slug, view.photos) : undefined,
            review: article.review,
          },
          crumbs,
        ),
      }),
      // The same text as Markdown (llmstxt.org), for language models and other readers.
      { tagName: "link", rel: "alternate", type: "text/markdown", href: absoluteUrl(markdownPath(article.slug)) },
    ],
    crumbs,
    article: view,
    related: relatedArticles(article, publishedArticles()).map(toCard),
  };
}

/** The newest articles as cards, for the home page's guides section. */
export function newestArticleCards(limit = 3): ArticleCard[] {
  return publishedArticles().slice(0, limit).map(toCard);
}

/** The card of one article while it is published; null once it is withdrawn (or scheduled for later). */
export function publishedArticleCard(slug: string): ArticleCard | null {
  const article = publishedArticles().find((candidate) => candidate.slug === slug);
  return article ? toCard(article) : null;
}
