import { ArrowRight } from "lucide-react";

import { cn } from "~/utils/cn";

/**
 * A link onward to another page or section: underlined accent text with an arrow after its last word. The text
 * and the arrow flow inline, so a label that wraps keeps its arrow beside the last word (a flex link pushed the
 * arrow to the far right of a wrapped label); the last word and the arrow never part.
 */
export function ArrowLink({ className, children, ...props }: React.ComponentProps<"a">) {
  const text = typeof children === "string" ? children : null;
  const cut = text ? text.lastIndexOf(" ") + 1 : 0;
  const arrow = <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-middle" />;
  return (
    <a
      data-slot="arrow-link"
      className={cn("inline-block py-2.5 font-semibold text-accent-strong underline underline-offset-4", className)}
      {...props}
    >
      {text ? (
        <>
          {text.slice(0, cut)}
          <span className="whitespace-nowrap">
            {text.slice(cut)}
            {arrow}
          </span>
        </>
      ) : (
        <>
          {children}
          {arrow}
        </>
      )}
    </a>
  );
}
