import type { SourceRegistry } from "../data/fact-schema.ts";
import { knowledge } from "../data/knowledge-source.ts";

/**
 * Every page the fact base cites, defined once in sources.yaml and named there by its key. Each was found
 * again with a search of stored public pages before it was used (docs/fact-research.md says what each states).
 */
export const sources: SourceRegistry = knowledge.sources;

/** The form two addresses of one page share: no "www.", no trailing slash, no fragment, host in lower case. */
export function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.toLowerCase().replace(/^www\./, "")}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
  } catch {
    return url.trim();
  }
}

let accessedByPage: ReadonlyMap<string, string> | undefined;

/**
 * The day a page without a date of its own was last read ("abgerufen am …"), where the registry records it;
 * undefined for a page with its own date or one the registry does not know.
 */
export function accessedOn(url: string): string | undefined {
  accessedByPage ??= new Map(
    Object.values(sources).flatMap((source) =>
      source.accessed && !source.published ? [[pageKey(source.url), source.accessed] as const] : [],
    ),
  );
  return accessedByPage.get(pageKey(url));
}
