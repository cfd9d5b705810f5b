import { readFileSync, readdirSync } from "node:fs";

import { parse } from "yaml";

import { articleCategories } from "../../app/domain/categories.ts";
import { splitFrontMatter } from "../../app/features/articles/front-matter.ts";
import { lastTextChange, readContentHistory } from "../../app/content/history.server.ts";

export type ArticleHead = { slug: string; title: string; category: string; datePublished: string; dateModified: string };

/** The category pages' order on the site (a category gets a page once it has an article): the category table's. */
const categoryOrder: readonly string[] = articleCategories;

const articleDir = new URL("../../app/content/articles/", import.meta.url);

const history = readContentHistory();

/**
 * The published articles' front matter, read from the folder the build reads, in the order the site
 * lists them: newest first by datePublished, then by dateModified, then by slug. `dateModified` is the
 * site's: the day the article's own text last changed in the content's history, where it has one
 * (docs/decisions/0071).
 */
export const articleHeads: readonly ArticleHead[] = readdirSync(articleDir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const split = splitFrontMatter(readFileSync(new URL(name, articleDir), "utf8"));
    if (!split.ok) throw new Error(`${name} has no front matter`);
    const head = parse(split.yaml) as ArticleHead;
    const revised = lastTextChange(history, `app/content/articles/${name}`);
    if (revised === undefined) return head;
    return { ...head, dateModified: revised === null || revised < head.datePublished ? head.datePublished : revised };
  })
  .sort(
    (a, b) =>
      b.datePublished.localeCompare(a.datePublished) ||
      b.dateModified.localeCompare(a.dateModified) ||
      a.slug.localeCompare(b.slug),
  );

/** The categories that have a page, in the site's order. */
export const articleCategoriesInUse: readonly string[] = categoryOrder.filter((category) =>
  articleHeads.some((article) => article.category === category),
);

/**
 * The site's fixed pages, written down by hand: the tests' own account of the site, so a page the
 * app's page list loses is missed here rather than silently left untested.
 */
export const fixedPages = [
  "/",
  "/ai-content",
  "/impressum",
  "/datenschutz",
  "/serien",
  "/set-rechner",
  "/echtheit-pruefen",
  "/sammlung",
  "/ratgeber",
  "/suche",
] as const;
