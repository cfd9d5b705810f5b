import { articleMarkdown, publishedArticles } from "../../articles/index.server";
import type { PublishedArticle } from "../../articles/index";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { encodeSketches, fingerprintsOf, type PublishedFingerprints } from "~/features/hub/analysis/fingerprints";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";
import { KEYPHRASE_USES_SCORED } from "~/features/hub/analysis/seo-checks";
import type { PublishedForHub, PublishedKey } from "~/features/hub/publishing/published";

/**
 * The hub's files about the published articles, written at build time (the resource routes under
 * /ai-content/). The hub fetches them when it needs them, so its HTML and first JavaScript stay the
 * same size however many articles there are.
 */

/** What the generator and the automation need: which slugs and keyphrases are published (veroeffentlicht.json). */
export function publishedKeys(): PublishedKey[] {
  return publishedArticles().map(({ slug, path, title, category, focusKeyphrase, dateModified, wordCount }) => ({
    slug,
    path,
    title,
    category,
    focusKeyphrase,
    dateModified,
    wordCount,
  }));
}

/**
 * The analytics tab's figures (kennzahlen.json): the index's metadata plus words, SEO score and
 * readability measured with the same analysis the hub runs on drafts. Never a body.
 */
export const publishedFigures = oncePerBuild(measure);

/**
 * A file computed from the published articles once per reading of the article folder: the prerender
 * calls a resource route's loader twice (its .data file and the file itself).
 */
function oncePerBuild<T>(compute: (articles: readonly PublishedArticle[]) => T): () => T {
  const computed = new WeakMap<readonly PublishedArticle[], T>();
  return () => {
    const articles = publishedArticles();
    if (!computed.has(articles)) computed.set(articles, compute(articles));
    return computed.get(articles)!;
  };
}

function bodyOf(slug: string): string {
  const body = articleMarkdown(slug);
  if (body === undefined) throw new Error(`Published article ${slug} has no body`);
  return body;
}

/**
 * What is worked out per article is kept by its summary object, which stays the same while its file
 * does (published.server.ts): the content build, which reads the folder before each run, measures
 * only new and changed articles again.
 */
const fingerprintsBySummary = new WeakMap<PublishedArticle, string>();
/** `uses`: the other articles with its keyphrase the figures were measured with, counted up to KEYPHRASE_USES_SCORED (measure). */
const figuresBySummary = new WeakMap<PublishedArticle, { uses: number; figures: PublishedForHub }>();

/**
 * The sentence fingerprints of every published article (fingerabdruecke.json), for the hub's
 * "Eigenständigkeit": prints and concepts of each sentence, about 30 characters a sentence (base64), fetched
 * when a draft is first analysed.
 */
export const publishedFingerprints = oncePerBuild((articles): PublishedFingerprints[] =>
  articles.map((summary) => {
    let fingerprints = fingerprintsBySummary.get(summary);
    if (!fingerprints) {
      fingerprints = encodeSketches(fingerprintsOf(bodyOf(summary.slug)));
      fingerprintsBySummary.set(summary, fingerprints);
    }
    return { slug: summary.slug, title: summary.title, fingerprints };
  }),
);

function measure(articles: readonly PublishedArticle[]): PublishedForHub[] {
  // "Keyphrase used before" counts the other articles with the same keyphrase: grouped once, not
  // compared pairwise. Its score only tells never, once and more often apart, so an article's figures
  // are measured again only when its count crosses one of those steps — not each time an article with
  // its keyphrase is published, which would measure the whole group again (docs/decisions/0056).
  const byKey = new Map<string, string[]>();
  for (const article of articles) {
    const key = keyphraseKey(article.focusKeyphrase);
    const group = byKey.get(key);
    if (group) group.push(article.focusKeyphrase);
    else byKey.set(key, [article.focusKeyphrase]);
  }
  const othersByKey = new Map([...byKey].map(([key, group]) => [key, group.slice(1)]));
  return articles.map((summary) => {
    const others = othersByKey.get(keyphraseKey(summary.focusKeyphrase)) ?? [];
    const uses = Math.min(others.length, KEYPHRASE_USES_SCORED);
    const known = figuresBySummary.get(summary);
    if (known && known.uses === uses) return known.figures;
    const figures = measureOne(summary, others);
    figuresBySummary.set(summary, { uses, figures });
    return figures;
  });
}

function measureOne(summary: PublishedArticle, others: string[]): PublishedForHub {
  const body = bodyOf(summary.slug);
  const analysis = analyzeDraft(
    {
      title: summary.title,
      slug: summary.slug,
      metaDescription: summary.description,
      focusKeyphrase: summary.focusKeyphrase,
      content: body,
    },
    { otherKeyphrases: others },
  );
  return {
    slug: summary.slug,
    path: summary.path,
    title: summary.title,
    category: summary.category,
    focusKeyphrase: summary.focusKeyphrase,
    datePublished: summary.datePublished,
    dateModified: summary.dateModified,
    wordCount: summary.wordCount,
    internalLinkCount: summary.internalLinkCount,
    seoScore: analysis.seo.score,
    readability: analysis.readability.band,
    fleschReadingEase: analysis.readability.fleschReadingEase,
  };
}
