import { Bot, CircleDashed, FileSearch } from "lucide-react";

import { Badge } from "~/ui/badge";
import { notesCopy } from "~/features/hub/copy/hub-notes";
import { draftSourceCopy as copy, draftSourceLabel } from "~/features/hub/copy/llm";
import { isOutline } from "~/features/hub/generator/notes";
import type { GeneratedArticle } from "./types";

/** Which source wrote a draft (shown for model drafts), whether it is incomplete, and whether it is still a research outline. */
export function DraftSourceBadges({ article }: { article: Pick<GeneratedArticle, "source" | "incomplete" | "content"> }) {
  return (
    <>
      {isOutline(article) ? (
        <Badge tone="critical">
          <FileSearch aria-hidden="true" />
          {notesCopy.outlineBadge}
        </Badge>
      ) : null}
      {article.source?.kind === "llm" ? (
        <Badge tone="info">
          <Bot aria-hidden="true" />
          {draftSourceLabel(article.source)}
        </Badge>
      ) : null}
      {article.incomplete ? (
        <Badge tone="critical" title={copy.incompleteHint}>
          <CircleDashed aria-hidden="true" />
          {copy.incomplete}
        </Badge>
      ) : null}
    </>
  );
}
