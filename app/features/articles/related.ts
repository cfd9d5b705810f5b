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
  const score = (candidate: Candidate) => {
    let shared = 0;
    for (const term of terms(candidate)) if (own.has(term)) shared++;
    return (candidate.category === article.category ? 10 : 0) + shared;
  };
  // The best `limit` in the order of a stable sort by score, then date (newest first), kept as they come: a
  // publication works the recommendations of many articles out again, each against every other (10,000 at scale).
  const before = (a: Ranked<T>, b: Ranked<T>) =>
    a.score !== b.score ? a.score > b.score : b.candidate.datePublished.localeCompare(a.candidate.datePublished) < 0;
  const best: Ranked<T>[] = [];
  if (limit <= 0) return [];
  for (const candidate of all) {
    if (candidate.slug === article.slug) continue;
    const entry = { candidate, score: score(candidate) };
    if (best.length === limit && !before(entry, best[limit - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(entry, best[at - 1]!)) at--;
    best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map(({ candidate }) => candidate);
}

type Ranked<T> = { candidate: T; score: number };
