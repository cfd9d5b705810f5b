import type { LucideIcon } from "lucide-react";

import { cn } from "~/utils/cn";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card" className={cn("rounded-card border border-line bg-surface shadow-card", className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-5 pb-0", className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 data-slot="card-title" className={cn("font-display text-lg leading-snug font-bold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-ink-soft", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("p-5", className)} {...props} />;
}

/** A card's heading with its icon before the words (the landing page's trust cards and plum panels). */
export function CardIconTitle({
  icon: Icon,
  iconClassName,
  className,
  children,
}: React.ComponentProps<"h3"> & { icon: LucideIcon; iconClassName: string }) {
  return (
    <h3
      data-slot="card-title"
      className={cn("flex items-center gap-2.5 font-display text-lg leading-snug font-extrabold", className)}
    >
      <Icon aria-hidden="true" className={cn("size-6 shrink-0", iconClassName)} />
      {children}
    </h3>
  );
}
