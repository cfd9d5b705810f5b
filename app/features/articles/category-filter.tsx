import { Check } from "lucide-react";
import { Link } from "react-router";

import { ratgeberCopy } from "~/features/articles/copy/ratgeber";
import type { CategoryChoice } from "./article-pages";
import { cn } from "~/utils/cn";

/**
 * The category filter as plain links: every choice is its own prerendered, crawlable page. On an
 * archive page of a list the current choice is marked as the current one of the set, not as this
 * page, and no counts are shown (they would change the page with every publication, docs/decisions/0056).
 */
export function CategoryFilter({
  choices,
  current,
  firstPage = true,
}: {
  choices: readonly CategoryChoice[];
  current: CategoryChoice["key"];
  firstPage?: boolean;
}) {
  return (
    <nav aria-label={ratgeberCopy.index.filterLabel} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const active = choice.key === current;
          return (
            <li key={choice.key}>
              <Link
                to={choice.path}
                aria-current={active ? (firstPage ? "page" : "true") : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1.5 rounded-pill border px-4 font-semibold",
                  active ? "border-plum bg-plum text-white" : "border-line bg-surface text-ink hover:bg-sand",
                )}
              >
                {/* The current choice is marked by more than its colour. */}
                {active ? <Check aria-hidden="true" className="size-4" /> : null}
                {choice.label}
                {choice.count === undefined ? null : (
                  <span className={active ? "text-white/85" : "text-ink-soft"}>({ratgeberCopy.index.count(choice.count)})</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
