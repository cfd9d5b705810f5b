import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";

import { Button } from "./button";
import { uiCopy } from "./copy";
import { formatNumber } from "~/utils/format";
import { cn } from "~/utils/cn";

/** A list shown `perPage` items at a time; the page stays within range when the list shrinks. */
export function usePages<T>(items: readonly T[], perPage: number) {
  const [page, setPage] = useState(1);
  const count = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, count);
  return { page: current, count, shown: items.slice((current - 1) * perPage, current * perPage), setPage };
}

/** "Vorherige Seite · Seite 2 von 40 · Nächste Seite" under a list; nothing while the list fits on one page. */
export function Pager({
  page,
  count,
  onPage,
  label,
  className,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  /** Names the navigation, e.g. the list it pages through. */
  label: string;
  className?: string;
}) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-between gap-2", className)}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {uiCopy.pager.previous}
      </Button>
      <p aria-live="polite" className="text-sm text-ink-soft tabular">
        {uiCopy.pager.position(formatNumber(page), formatNumber(count))}
      </p>
      <Button size="sm" variant="outline" disabled={page >= count} onClick={() => onPage(page + 1)}>
        {uiCopy.pager.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
