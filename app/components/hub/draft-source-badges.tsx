import { Bot, CircleDashed } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { draftSourceCopy as copy, draftSourceLabel } from "~/content/llm";
import type { GeneratedArticle } from "~/lib/hub/types";

/** Which source wrote a draft (shown for model drafts) and whether it is incomplete. */
export function DraftSourceBadges({ article }: { article: Pick<GeneratedArticle, "source" | "incomplete"> }) {
  return (
    <>
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
