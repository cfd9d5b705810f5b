import { type VariantProps, cva } from "class-variance-authority";

import { cn } from "~/utils/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-pill border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5",
  {
    variants: {
      tone: {
        neutral: "border-line bg-sand text-ink",
        accent: "border-transparent bg-accent-soft text-accent-strong",
        plum: "border-transparent bg-plum-soft text-plum",
        authentic: "border-transparent bg-authentic-soft text-authentic",
        fake: "border-transparent bg-fake-soft text-fake",
        critical: "border-critical/30 bg-critical-soft text-critical",
        info: "border-transparent bg-info-soft text-info",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

/** A small label; `icon` (a lucide icon, hidden from assistive technology) stands before its text. */
export function Badge({
  className,
  tone,
  icon: Icon,
  children,
  ...props
}: React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & { icon?: React.ComponentType<{ "aria-hidden": "true" }> }) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
