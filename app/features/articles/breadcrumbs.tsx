import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

import { articleCopy } from "~/features/articles/copy/article";
import type { Crumb } from "~/shell/seo/jsonld";

/** The trail to the current page; the last crumb is the page itself (also in the BreadcrumbList JSON-LD). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={articleCopy.breadcrumbLabel} className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1.5">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0" /> : null}
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="inline-flex min-h-6 items-center underline underline-offset-4 hover:text-ink">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
