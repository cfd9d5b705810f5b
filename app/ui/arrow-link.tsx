import { ArrowRight } from "lucide-react";

import { cn } from "~/utils/cn";

/** A link onward to another page or section: underlined accent text with an arrow after it. */
export function ArrowLink({ className, children, ...props }: React.ComponentProps<"a">) {
  return (
    <a
      data-slot="arrow-link"
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-strong underline underline-offset-4",
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
