import type { ReactNode } from "react";

import { cn } from "~/utils/cn";
import { searchIndexed } from "~/utils/search-index-markup";

/**
 * A tool's page (authenticity check, set calculator): its prerendered header, the tool that hydrates
 * below it, and what follows; the whole page is one hit in the site search under `section`.
 */
export function ToolPage({
  section,
  header,
  className,
  after,
  children,
}: {
  section: string;
  header: ReactNode;
  /** Classes of the tool's frame beside its top margin. */
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-10 md:py-14" {...searchIndexed(section)}>
      {header}
      <div className={cn("mt-8", className)}>{children}</div>
      {after}
    </div>
  );
}
