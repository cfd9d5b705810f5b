import { useEffect, useRef } from "react";

import { draftFieldsOf, sameFields } from "~/features/hub/drafts/drafts";
import type { DraftFields, GeneratedArticle } from "~/features/hub/drafts/types";

/**
 * Open editors register here, so whoever reads a stored draft can have their edits not stored yet
 * (their pause before the analysis) stored first: the store before it merges what another tab wrote
 * (so an edit made in both tabs is seen as the conflict it is, app/features/hub/storage/tab-sync.ts), and the
 * draft list before it exports a draft. Nothing passes an editor's flush up through the components.
 */
const pendingFlushes = new Set<() => void>();

export function flushPendingEdits(): void {
  for (const flush of [...pendingFlushes]) flush();
}

/**
 * Keeps an open editor in step with the stored draft: registers its `flush` for the store, and when
 * the stored draft changes from elsewhere (another tab) while the editor holds no edits of its own,
 * shows the stored version, so the next keystroke does not write over the other tab's text.
 */
export function useDraftTabSync(
  article: GeneratedArticle,
  current: () => DraftFields,
  adopt: (fields: DraftFields) => void,
  flush: () => void,
): void {
  const known = useRef<DraftFields>(draftFieldsOf(article));
  useEffect(() => {
    pendingFlushes.add(flush);
    return () => {
      pendingFlushes.delete(flush);
    };
  }, [flush]);
  useEffect(() => {
    const stored = draftFieldsOf(article);
    if (sameFields(known.current, stored)) return;
    const ownEdits = !sameFields(current(), known.current);
    known.current = stored;
    if (!ownEdits && !sameFields(current(), stored)) adopt(stored);
  }, [article, current, adopt]);
}
