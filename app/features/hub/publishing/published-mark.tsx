import { CircleCheck } from "lucide-react";

import { Badge } from "~/ui/badge";
import { publishCopy } from "~/features/hub/copy/hub-publish";
import { cn } from "~/utils/cn";
import type { PublishedForHub } from "./published";
import { truncateText } from "~/utils/text";

/**
 * The published mark and the page's address as a link, for a draft whose slug is published (the
 * preview and the list rows). The caller sets the text size: `cn` does not merge conflicting classes.
 */
export function PublishedMark({ page, className }: { page: Pick<PublishedForHub, "path" | "title">; className: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-2", className)}>
      <Badge tone="authentic">
        <CircleCheck aria-hidden="true" />
        {publishCopy.published}
      </Badge>
      <a href={page.path} className="font-semibold break-all text-authentic underline underline-offset-2">
        {page.path}
        <span className="sr-only"> ({publishCopy.publishedLink(truncateText(page.title, 80))})</span>
      </a>
    </p>
  );
}
