import { exportSlug } from "../publishing/export";
import { fetchPublishedFingerprints } from "../publishing/published-files";
import { otherArticleDrafts } from "../drafts/same-article";
import type { GeneratedArticle } from "../drafts/types";
import {
  buildCorpus,
  buildEncodedCorpus,
  decodeSketches,
  type FingerprintCorpus,
  type FingerprintSource,
  fingerprintsOf,
  type PublishedFingerprints,
  type SentenceSketch,
  withoutText,
} from "./fingerprints";

/**
 * What a draft is compared with for "Eigenständigkeit": the other articles' drafts in the hub and the
 * published articles, except the article with the draft's own slug and its other drafts (a revision is that article).
 * The published articles' fingerprints are a file the build writes (/ai-content/fingerabdruecke.json),
 * fetched the first time a draft is analysed, so no script grows with the articles; the drafts' fingerprints are computed here and kept
 * while a draft's text is unchanged, so typing in one draft never re-reads the others.
 */

let published: Promise<PublishedFingerprints[]> | undefined;

/** The published articles' fingerprints (loaded once). A failed load is retried on the next call. */
export function loadPublishedFingerprints(): Promise<PublishedFingerprints[]> {
  published ??= fetchPublishedFingerprints().then((file) => {
    if (file.ok) return file.items;
    published = undefined;
    throw new Error("The published articles' fingerprints could not be loaded");
  });
  return published;
}

const draftPrints = new Map<string, { content: string; prints: SentenceSketch[] }>();
const publishedSketches = new WeakMap<PublishedFingerprints, SentenceSketch[]>();

/** A published article's sentences, decoded once per loaded file (an unreadable entry compares as empty). */
function sketchesOfPublished(article: PublishedFingerprints): SentenceSketch[] {
  let sketches = publishedSketches.get(article);
  if (!sketches) {
    sketches = decodeSketches(article.fingerprints) ?? [];
    publishedSketches.set(article, sketches);
  }
  return sketches;
}

/** A draft's fingerprints, computed once per text. */
export function draftFingerprints(article: Pick<GeneratedArticle, "id" | "content">): SentenceSketch[] {
  const cached = draftPrints.get(article.id);
  if (cached && cached.content === article.content) return cached.prints;
  const prints = fingerprintsOf(article.content);
  draftPrints.set(article.id, { content: article.content, prints });
  return prints;
}

/** Forgets drafts that are no longer in the hub. */
export function pruneFingerprints(ids: ReadonlySet<string>): void {
  for (const id of draftPrints.keys()) if (!ids.has(id)) draftPrints.delete(id);
}

/** The corpus one draft is compared with. */
export function corpusFor(
  draft: Pick<GeneratedArticle, "id" | "title" | "slug">,
  drafts: readonly GeneratedArticle[],
  publishedArticles: readonly PublishedFingerprints[],
): FingerprintCorpus {
  const ownSlug = exportSlug(draft);
  pruneFingerprints(new Set(drafts.map((item) => item.id)));
  const sources: FingerprintSource[] = [
    ...publishedArticles
      .filter((article) => article.slug !== ownSlug)
      .map((article) => ({ label: article.title, fingerprints: sketchesOfPublished(article) })),
    ...otherArticleDrafts(drafts, draft).map((item) => ({ label: item.title, fingerprints: draftFingerprints(item) })),
  ];
  return buildCorpus(sources);
}

const publishedCorpora = new WeakMap<
  readonly PublishedFingerprints[],
  { corpus: FingerprintCorpus; owners: ReadonlyMap<string, number> }
>();

/**
 * The corpus a draft is compared with when there are no other drafts (the editor mode's check): the published
 * articles except the draft's own, as `corpusFor(draft, [], publishedArticles)` finds them. The corpus of every
 * published article is built once per list and the draft's own article is left out of the comparison
 * (withoutText), so checking the next draft against the same list costs no new corpus: at 10,000 articles,
 * building one takes seconds.
 */
export function publishedCorpusFor(
  draft: Pick<GeneratedArticle, "id" | "title" | "slug">,
  publishedArticles: readonly PublishedFingerprints[],
): FingerprintCorpus {
  const built = publishedCorpus(publishedArticles);
  const own = built.owners.get(exportSlug(draft));
  return own === undefined ? built.corpus : withoutText(built.corpus, own);
}

/** The corpus of every published article in a list, with each slug's text: built once per list. */
export function publishedCorpus(publishedArticles: readonly PublishedFingerprints[]): {
  corpus: FingerprintCorpus;
  owners: ReadonlyMap<string, number>;
} {
  let built = publishedCorpora.get(publishedArticles);
  if (!built) {
    built = {
      corpus: buildEncodedCorpus(publishedArticles),
      owners: new Map(publishedArticles.map((article, owner) => [article.slug, owner])),
    };
    publishedCorpora.set(publishedArticles, built);
  }
  return built;
}

/**
 * A corpus builder for one open draft: the corpus is rebuilt only when another draft or the
 * published list changed, not while the editor types in this one.
 */
export function corpusCache(): (
  draft: Pick<GeneratedArticle, "id" | "title" | "slug">,
  drafts: readonly GeneratedArticle[],
  publishedArticles: readonly PublishedFingerprints[],
) => FingerprintCorpus {
  let last: { others: GeneratedArticle[]; published: readonly PublishedFingerprints[]; slug: string; corpus: FingerprintCorpus };
  return (draft, drafts, publishedArticles) => {
    const others = otherArticleDrafts(drafts, draft);
    const slug = exportSlug(draft);
    if (
      last &&
      last.published === publishedArticles &&
      last.slug === slug &&
      last.others.length === others.length &&
      last.others.every((item, index) => item === others[index])
    )
      return last.corpus;
    last = { others, published: publishedArticles, slug, corpus: corpusFor(draft, drafts, publishedArticles) };
    return last.corpus;
  };
}
