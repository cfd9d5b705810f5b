import { exportSlug } from "../publishing/export";
import type { GeneratedArticle } from "./types";

type DraftKey = Pick<GeneratedArticle, "id" | "title" | "slug">;

/**
 * The drafts that are other articles than `draft`: neither the draft itself nor another draft of the same article
 * (one with the same address, such as the stored draft a revision was made from). "Eigenständigkeit" and
 * "Bereits verwendete Keyphrase" compare a draft with these only: a revision is never a copy of itself.
 */
export function otherArticleDrafts<T extends DraftKey>(drafts: readonly T[], draft: DraftKey): T[] {
  const slug = exportSlug(draft);
  return drafts.filter((item) => item.id !== draft.id && exportSlug(item) !== slug);
}
