import type { SourceRegistry } from "../data/fact-schema.ts";
import { knowledge } from "../data/knowledge-source.ts";
import { pageKey, sourcePageRead } from "../data/page-key.ts";
import { noteRead, onceUnrecorded } from "../data/reads.ts";

export { pageKey };

/**
 * Every page the fact base cites, defined once in sources.yaml and named there by its key. Each was found
 * again with a search of stored public pages before it was used (docs/fact-research.md says what each states).
 */
export const sources: SourceRegistry = knowledge.sources;

/**
 * Worked out once, without recording: a page that asks depends only on what the registry says of the page it asks
 * about (`sourcePageRead`, app/content/data/reads.ts), not on every source.
 */
const accessedByPage = onceUnrecorded(
  () =>
    new Map(
      Object.values(sources).flatMap((source) =>
        source.accessed && !source.published ? [[pageKey(source.url), source.accessed] as const] : [],
      ),
    ),
);

/**
 * The day a page without a date of its own was last read ("abgerufen am …"), where the registry records it;
 * undefined for a page with its own date or one the registry does not know.
 */
export function accessedOn(url: string): string | undefined {
  noteRead(sourcePageRead(url));
  return accessedByPage().get(pageKey(url));
}
