import { useState } from "react";

import { type PublishedKey, revisionDraft } from "./published";
import { loadPublishedArticle } from "./published-article";
import { hubNow } from "~/features/hub/automation/clock";
import { publishCopy as copy } from "~/features/hub/copy/hub-publish";
import { otherKeyphrases } from "~/features/hub/drafts/drafts";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

export type RevisionStatus = { slug: string; message: string; busy: boolean };

/**
 * "Überarbeiten": loads one published article's Markdown twin (only on this click) and hands it on as a
 * new draft that remembers its first publication date; the status says what happened.
 */
export function useRevision(
  published: readonly PublishedKey[] | null,
  drafts: readonly GeneratedArticle[],
  onRevision: (draft: GeneratedArticle) => void,
) {
  const [status, setStatus] = useState<RevisionStatus>();
  const revise = async (article: PublishedKey) => {
    setStatus({ slug: article.slug, message: copy.loading(article.title), busy: true });
    try {
      const full = await loadPublishedArticle(article.slug);
      const now = hubNow();
      const others = [
        ...otherKeyphrases(drafts, { id: "", title: article.title, slug: article.slug }),
        ...(published ?? []).filter((item) => item.slug !== article.slug).map((item) => item.focusKeyphrase),
      ];
      onRevision(revisionDraft(full, String(now.getTime()), now, others));
      setStatus({ slug: article.slug, message: copy.opened(article.title), busy: false });
    } catch (error) {
      console.warn(copy.loadFailedLog, error);
      setStatus({ slug: article.slug, message: copy.loadFailed(article.title), busy: false });
    }
  };
  return { status, revise, setStatus };
}
