import { articleMarkdown, publishedArticles } from "../../articles/index.server";
import type { PublishedArticle } from "../../articles/index";
import { keptWork } from "~/content/data/kept-work.server";
import { cachedWithReads, type KeptWithReads } from "~/content/data/reads";
import { analyzeDraft, type KeyphraseScoring, keyphraseScoring, scoreForUses } from "~/features/hub/analysis/analyze";
import { encodeSketches, fingerprintsOf, type PublishedFingerprints } from "~/features/hub/analysis/fingerprints";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";
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
const fingerprintsBySummary = new WeakMap<PublishedArticle, KeptWithReads<string>>();
/** An article's figures but its SEO score, and its score for any number of other articles with its keyphrase. */
const figuresBySummary = new WeakMap<
  PublishedArticle,
  KeptWithReads<{ figures: Omit<PublishedForHub, "seoScore">; scoring: KeyphraseScoring }>
>();

/**
 * The sentence fingerprints of every published article (fingerabdruecke.json), for the hub's
 * "Eigenständigkeit": prints and concepts of each sentence, about 30 characters a sentence (base64), fetched
 * when a draft is first analysed.
 */
export const publishedFingerprints = oncePerBuild((articles): PublishedFingerprints[] =>
  articles.map((summary) => {
    const fingerprints = cachedWithReads(fingerprintsBySummary, summary, () => {
      const body = bodyOf(summary.slug);
      return keptWork("hub-fingerprints", [body], () => encodeSketches(fingerprintsOf(body)));
    });
    return { slug: summary.slug, title: summary.title, fingerprints };
  }),
);

function measure(articles: readonly PublishedArticle[]): PublishedForHub[] {
  // "Keyphrase used before" counts the other articles with the same keyphrase: grouped once, not
  // compared pairwise (each article parsing every other's keyphrase grew with the square of the site).
  // An article's figures depend on its group only through that count, scored apart from its analysis,
  // so an article that joins a group of thousands re-analyses none of them.
  const groupSizes = new Map<string, number>();
  for (const article of articles) {
    const key = keyOf(article);
    groupSizes.set(key, (groupSizes.get(key) ?? 0) + 1);
  }
  return articles.map((summary) => {
    const key = keyOf(summary);
    // Every article of a group has the group's other articles as earlier uses (none without a keyphrase).
    const uses = key === "" ? 0 : (groupSizes.get(key) ?? 1) - 1;
    const known = cachedWithReads(figuresBySummary, summary, () => measureOne(summary));
    const { readability, fleschReadingEase, ...figures } = known.figures;
    return { ...figures, seoScore: scoreForUses(known.scoring, uses), readability, fleschReadingEase };
  });
}

/** An article's keyphrase as "keyphrase used before" compares it, parsed once per summary. */
const keys = new WeakMap<PublishedArticle, string>();
function keyOf(summary: PublishedArticle): string {
  let key = keys.get(summary);
  if (key === undefined) keys.set(summary, (key = keyphraseKey(summary.focusKeyphrase)));
  return key;
}

/**
 * The analysis of one article, made once while its file stays the same (and kept beside the build for the next
 * process, docs/decisions/0079); its keyphrase's uses are scored apart.
 */
function measureOne(summary: PublishedArticle) {
  const body = bodyOf(summary.slug);
  const { title, slug, description, focusKeyphrase } = summary;
  const { band, fleschReadingEase, scoring } = keptWork(
    "hub-figures",
    [JSON.stringify([title, slug, description, focusKeyphrase]), body],
    () => {
      const analysis = analyzeDraft(
        { title, slug, metaDescription: description, focusKeyphrase, content: body },
        { keyphraseUses: 0 },
      );
      const { band, fleschReadingEase } = analysis.readability;
      return { band, fleschReadingEase, scoring: keyphraseScoring(analysis.seo) };
    },
  );
  return {
    figures: {
      slug: summary.slug,
      path: summary.path,
      title: summary.title,
      category: summary.category,
      focusKeyphrase: summary.focusKeyphrase,
      datePublished: summary.datePublished,
      dateModified: summary.dateModified,
      wordCount: summary.wordCount,
      internalLinkCount: summary.internalLinkCount,
      readability: band,
      fleschReadingEase,
    },
    scoring,
  };
}
