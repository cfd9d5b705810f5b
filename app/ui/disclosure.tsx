import { ChevronRight } from "lucide-react";

import { cn } from "~/utils/cn";

/**
 * A native disclosure (`<details>`) whose summary shows that it opens: a chevron that turns when open. A summary
 * styled as flex loses the browser's own triangle, and "Quellen dieser Serie" then read as an empty heading.
 */
export function Disclosure({
  summary,
  className,
  summaryClassName,
  children,
  ...props
}: React.ComponentProps<"details"> & { summary: React.ReactNode; summaryClassName?: string }) {
  return (
    <details className={cn("group", className)} {...props}>
      <summary
        className={cn(
          "flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        <ChevronRight
          aria-hidden="true"
          data-slot="disclosure-marker"
          className="size-4 shrink-0 text-accent-strong transition-transform group-open:rotate-90 motion-reduce:transition-none"
        />
        {summary}
      </summary>
      {children}
    </details>
  );
}
