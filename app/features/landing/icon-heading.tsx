import type { LucideIcon } from "lucide-react";

import { cn } from "~/utils/cn";

/** A card's heading with its icon before the words (trust principles, the plum panels): one line of height saved on a phone. */
export function IconHeading({
  icon: Icon,
  iconClassName,
  className,
  children,
}: {
  icon: LucideIcon;
  iconClassName: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <h3 className={cn("flex items-center gap-2.5 font-display text-lg leading-snug font-extrabold", className)}>
      <Icon aria-hidden="true" className={cn("size-6 shrink-0", iconClassName)} />
      {children}
    </h3>
  );
}
