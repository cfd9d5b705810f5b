type Candidate = { slug: string; category: string; keywords: readonly string[]; focusKeyphrase: string; datePublished: string };

/**
 * Other articles worth reading next: same category first, then the most shared keywords, then the
 * newest. Articles without anything in common still fill the list (newest first), so a reader
 * always finds a way on while there are other articles at all.
 */
export function relatedArticles<T extends Candidate>(article: Candidate, all: readonly T[], limit = 3): T[] {
  const terms = (candidate: Candidate) =>
    new Set([candidate.focusKeyphrase, ...candidate.keywords].map((term) => term.trim().toLowerCase()).filter(Boolean));
  const own = terms(article);
  const score = (candidate: Candidate) =>
    (candidate.category === article.category ? 10 : 0) + [...terms(candidate)].filter((term) => own.has(term)).length;
  return all
    .filter((candidate) => candidate.slug !== article.slug)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => b.score - a.score || b.candidate.datePublished.localeCompare(a.candidate.datePublished))
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate);
}
