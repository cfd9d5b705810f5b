import type { LucideIcon } from "lucide-react";

import { cn } from "~/utils/cn";

const tones = {
  tip: { box: "bg-sun-soft", icon: "text-critical" },
  warning: { box: "bg-critical-soft", icon: "text-critical" },
} as const;

/** A small boxed hint inside a card: icon, bold lead word, text. */
export function Callout({
  icon: Icon,
  label,
  tone,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  tone: keyof typeof tones;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p className={cn("flex gap-2 rounded-xl p-3 text-sm text-ink", tones[tone].box, className)}>
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", tones[tone].icon)} />
      <span>
        <strong className="font-semibold">{label}: </strong>
        {children}
      </span>
    </p>
  );
}
