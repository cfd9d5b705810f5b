import { cn } from "~/utils/cn";

type IconProps = React.ComponentProps<"svg">;

/** A magnifier over a little monster face: the section's illustration. */
export function MagnifierIllustration({ className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={cn("illustration size-40", className)} {...props}>
      <circle cx="68" cy="68" r="52" fill="var(--color-surface)" stroke="var(--color-plum)" strokeWidth="10" />
      <path d="m106 106 36 36" stroke="var(--color-plum)" strokeWidth="16" strokeLinecap="round" />
      <ellipse cx="68" cy="74" rx="30" ry="26" fill="var(--color-sand)" />
      <circle cx="56" cy="66" r="5" fill="var(--color-ink)" />
      <circle cx="80" cy="66" r="5" fill="var(--color-ink)" />
      <path d="M64 76a4 4 0 0 1 4 2 4 4 0 0 1 4-2c2 0 3 3 0 5l-4 3-4-3c-3-2-2-5 0-5Z" fill="var(--color-accent)" />
      <path d="M50 86h36c-3 8-10 11-18 11s-15-3-18-11Z" fill="var(--color-ink)" />
      <path d="m50 86 2 4 2-4 2 4 2-4 2 4 2-4 2 4 2-4 2 4 2-4 2 4 2-4 2 4 2-4 2 4 2-4 2 4 2-4Z" fill="var(--color-surface)" />
    </svg>
  );
}
