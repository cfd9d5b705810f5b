import { FilePen } from "lucide-react";

import { QuotedTitle } from "../quoted-title";
import type { PublishedTopic } from "./topic-briefs";
import { Button } from "~/ui/button";
import { BusyIcon } from "~/ui/busy-icon";
import { generatorCopy as copy } from "~/features/hub/copy/hub";
import type { PublishedKey } from "~/features/hub/publishing/published";
import type { RevisionStatus } from "~/features/hub/publishing/use-revision";

/**
 * The list topics of the chosen category that a published article already covers: not offered as new
 * topics (docs/decisions/0035); each article can be opened as a revision instead.
 */
export function PublishedTopics({
  id,
  topics,
  status,
  onRevise,
}: {
  id: string;
  topics: readonly PublishedTopic<PublishedKey>[];
  status: RevisionStatus | undefined;
  onRevise: (article: PublishedKey) => void;
}) {
  if (topics.length === 0) return null;
  return (
    <div className="grid gap-1.5 rounded-xl bg-sand px-3 py-2.5 text-sm">
      <p id={id} className="font-semibold">
        {copy.topic.publishedTitle}
      </p>
      <ul aria-labelledby={id} className="grid gap-1.5">
        {topics.map(({ topic, article }) => (
          <li key={topic.id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 basis-48 break-words">{article.title}</span>
            <Button type="button" size="sm" variant="outline" disabled={status?.busy === true} onClick={() => onRevise(article)}>
              <BusyIcon busy={status?.busy && status.slug === article.slug} icon={FilePen} />
              {copy.topic.revise}
              <QuotedTitle title={article.title} />
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="empty:hidden">
        {status?.message ?? ""}
      </p>
    </div>
  );
}
