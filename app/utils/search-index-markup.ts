/**
 * The attributes that tell the build's search index (scripts/search-index.mjs, Pagefind) what to
 * read from the prerendered pages. A page is indexed only where it says so; everything else (the
 * hub, legal pages, lists of articles, 404) stays out.
 */

/** This element is the page's searchable text; `section` is the label its hits show. */
export function searchIndexed(section: string) {
  return { "data-pagefind-body": "", "data-pagefind-meta": `section:${section}` } as const;
}

/**
 * Each `<section id>` inside this element becomes a hit of its own (`/#id`, titled by the
 * section's heading); the rest is not indexed. For the landing page, whose sections answer
 * different questions.
 */
export function searchIndexedSections(section: string) {
  return { "data-search-sections": "", "data-pagefind-meta": `section:${section}` } as const;
}

/**
 * A lazily loaded section body: the build renders the body and puts it here before indexing, so
 * its text is found although the prerendered page holds only placeholders.
 */
export function searchLazyBody(id: string) {
  return { "data-search-lazy": id } as const;
}

/** Part of an indexed page that is not its content (navigation, sources, related lists, notices). */
export const searchIgnored = { "data-pagefind-ignore": "" } as const;
