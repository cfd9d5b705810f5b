import { useId } from "react";

import { MarkdownContent } from "~/features/articles";
import { cn } from "~/utils/cn";

/**
 * The hub's article preview: the site's one Markdown renderer (the same as the article pages), so
 * the editor sees what readers will see. Raw HTML stays text, unsafe links stay text.
 */
export function MarkdownView({
  markdown,
  headingOffset = 2,
  className,
  ...props
}: React.ComponentProps<"div"> & { markdown: string; headingOffset?: number }) {
  // Heading ids must not collide with the hub's own ids (or a second preview's).
  const idPrefix = `${useId()}-`;
  return (
    <div data-slot="markdown" className={cn("space-y-3 leading-relaxed", className)} {...props}>
      <MarkdownContent markdown={markdown} headingOffset={headingOffset} idPrefix={idPrefix} />
    </div>
  );
}
