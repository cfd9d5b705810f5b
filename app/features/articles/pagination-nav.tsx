import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import type { PaginationNav as Pagination } from "./article-pages";
import { FIRST_PAGE } from "./pagination";
import { cn } from "~/utils/cn";

const copy = ratgeberCopy.pagination;
const item = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-pill border px-3 font-semibold";
const idle = "border-line bg-surface text-ink hover:bg-sand";

/**
 * The pages of an article list as plain links (prerendered, they work without JavaScript), in reading
 * order: newer and older articles, the first page ("Neueste"), the archive pages around the current
 * one and page 1 (the oldest articles; docs/decisions/0056).
 */
export function PaginationNav({ pagination }: { pagination: Pagination }) {
  if (pagination.items.length <= 1) return null;
  return (
    <nav aria-label={copy.label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {pagination.previous ? (
          <li>
            <Link to={pagination.previous} rel="prev" className={cn(item, idle)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {copy.previous}
            </Link>
          </li>
        ) : null}
        {pagination.items.map((entry) =>
          entry.kind === "gap" ? (
            <li key={entry.key} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={entry.path}
                aria-current={entry.current ? "page" : undefined}
                aria-label={entry.page === FIRST_PAGE ? copy.firstName : copy.page(entry.page)}
                className={cn(item, "tabular", entry.current ? "border-plum bg-plum text-white" : idle)}
              >
                {entry.page === FIRST_PAGE ? copy.first : entry.page}
              </Link>
            </li>
          ),
        )}
        {pagination.next ? (
          <li>
            <Link to={pagination.next} rel="next" className={cn(item, idle)}>
              {copy.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
