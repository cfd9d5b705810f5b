import { cn } from "~/utils/cn";

/** A friendly little monster face: the site's own mark (no third-party artwork). */
export function LogoMark({ className, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn("illustration size-9", className)} {...props}>
      <path d="M9 14 6 3l8 7M31 14l3-11-8 7" fill="var(--color-plum)" />
      <ellipse cx="20" cy="23" rx="15" ry="14" fill="var(--color-plum)" />
      <ellipse cx="20" cy="25" rx="11" ry="10" fill="var(--color-sand)" />
      <circle cx="15" cy="21" r="2.4" fill="var(--color-ink)" />
      <circle cx="25" cy="21" r="2.4" fill="var(--color-ink)" />
      <path d="M19 24.5h2l-1 1.6z" fill="var(--color-accent)" />
      <path
        d="M12 28q8 6 16 0l-1.6 2.4-1.4-1.6-1.5 1.8-1.5-1.8-1.5 1.8-1.5-1.8-1.5 1.8-1.4-1.6z"
        fill="var(--color-surface)"
        stroke="var(--color-ink)"
        strokeWidth=".6"
      />
    </svg>
  );
}
