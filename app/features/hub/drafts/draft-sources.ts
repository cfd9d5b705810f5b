/**
 * A draft's sources as the reader gets them (docs/decisions/0041): each page once, with its publisher, its
 * title and its own date — the date the page was published, not the Stand of a fact it backs (that Stand
 * stands in the sentence that states the fact). The list is the draft's own sources, the pages of its
 * research notes, and for every fact the text states (in its words or in other words) one of the fact's
 * pages, if none is listed yet. The editor can remove a source unless the text states a fact that only it
 * backs, and adds one through a research note. Plain data: the preview shows it, the export writes it.
 */
import { rememberReads } from "~/content/data/reads";
import type { GeneratedArticle, ResearchNote, SourceReference } from "./types";
import { factById, pageKey, type Source, sources as factSources } from "~/content/facts";

export type DraftSource = SourceReference & {
  /** Where it comes from: the draft's list, a research note, or a fact the text states. */
  origin: "draft" | "note" | "fact";
  /** The text states a fact that no other listed page backs: the source stays while it does. */
  required: boolean;
};

/** The form two addresses of one page share: no "www.", no trailing slash, no fragment, host in lower case. */
export const sourceKey = pageKey;

/** Worked out on first use: a page that asks depends on every source's address (app/content/data/reads.ts). */
const known = rememberReads(
  () => new Map<string, Source>(Object.values(factSources).map((source) => [sourceKey(source.url), source])),
);

/** A source with what the fact base knows about its page: publisher, title, date. */
export function describeSource(reference: SourceReference): SourceReference {
  const page = known().get(sourceKey(reference.url));
  const title = reference.title ?? page?.title;
  const published = reference.published ?? page?.published;
  const accessed = published ? undefined : (reference.accessed ?? page?.accessed);
  return {
    name: page?.name ?? reference.name,
    url: reference.url,
    ...(title ? { title } : {}),
    ...(published ? { published } : {}),
    ...(accessed ? { accessed } : {}),
  };
}

/** The site a page is on, as readers know it: "vienna.at", "kurier.at". */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** A research note's page as a source: its site, and the title and date the editor noted. */
export function noteSource(note: ResearchNote): SourceReference {
  return {
    name: sourceHost(note.url),
    url: note.url,
    ...(note.title ? { title: note.title } : {}),
    ...(note.published ? { published: note.published } : {}),
  };
}

/** The draft's sources, each page once; `statedFacts` are the facts its text states (the claim check's). */
export function draftSources(
  article: Pick<GeneratedArticle, "sources" | "notes">,
  statedFacts: readonly string[],
): DraftSource[] {
  const list: DraftSource[] = [];
  const byKey = new Map<string, DraftSource>();
  const add = (reference: SourceReference, origin: DraftSource["origin"]) => {
    const key = sourceKey(reference.url);
    const described = describeSource(reference);
    const listed = byKey.get(key);
    if (listed) {
      // The same page twice: one entry, with whatever either knew.
      if (!listed.title && described.title) listed.title = described.title;
      if (!listed.published && described.published) {
        listed.published = described.published;
        delete listed.accessed;
      }
      if (!listed.published && !listed.accessed && described.accessed) listed.accessed = described.accessed;
      if (origin === "note") listed.origin = "note";
      return;
    }
    const entry: DraftSource = { ...described, origin, required: false };
    byKey.set(key, entry);
    list.push(entry);
  };
  for (const reference of article.sources) add(reference, "draft");
  for (const note of article.notes ?? []) add(noteSource(note), "note");
  const facts = statedFacts.map((id) => factById(id));
  for (const fact of facts) {
    const [first] = fact.sources;
    if (first && !fact.sources.some((source) => byKey.has(sourceKey(source.url)))) add(first, "fact");
  }
  for (const fact of facts) {
    const listed = fact.sources.map((source) => byKey.get(sourceKey(source.url))).filter((entry) => entry !== undefined);
    if (listed.length === 1) listed[0]!.required = true;
  }
  return list;
}

/** The draft without one of its own sources (a note's source goes with its note). */
export function withoutSource(article: GeneratedArticle, url: string): GeneratedArticle {
  const key = sourceKey(url);
  return { ...article, sources: article.sources.filter((source) => sourceKey(source.url) !== key) };
}
