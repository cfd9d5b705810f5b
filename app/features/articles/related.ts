type Candidate = { slug: string; category: string; keywords: readonly string[]; focusKeyphrase: string; datePublished: string };

// Every article page compares its article with all others: each article's terms are worked out once.
const termsOf = new WeakMap<Candidate, Set<string>>();
function terms(candidate: Candidate): Set<string> {
  let found = termsOf.get(candidate);
  if (!found) {
    found = new Set([candidate.focusKeyphrase, ...candidate.keywords].map((term) => term.trim().toLowerCase()).filter(Boolean));
    termsOf.set(candidate, found);
  }
  return found;
}

/**
 * Other articles worth reading next: same category first, then the most shared keywords, then the
 * newest. Articles without anything in common still fill the list (newest first), so a reader
 * always finds a way on while there are other articles at all.
 */
export function relatedArticles<T extends Candidate>(article: Candidate, all: readonly T[], limit = 3): T[] {
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
