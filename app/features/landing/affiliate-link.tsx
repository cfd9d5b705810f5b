import { ExternalLink } from "lucide-react";

import { promoCopy } from "~/content/promos";
import { affiliateLinkProps } from "~/utils/affiliate";
import { cn } from "~/utils/cn";

/** A text link to the marketplace, visibly marked as an ad and opening in a new tab. */
export function AffiliateLink({
  href,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & { href: string }) {
  return (
    <a
      {...affiliateLinkProps(href)}
      className={cn("group inline-flex min-h-11 flex-col justify-center font-semibold text-accent-strong", className)}
      {...props}
    >
      <span className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{promoCopy.adLabel}</span>
      <span className="underline decoration-accent/40 underline-offset-4 group-hover:decoration-accent">
        {children}
        <ExternalLink aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.15em]" />
      </span>
      <span className="sr-only">{promoCopy.newTabHint}</span>
    </a>
  );
}
