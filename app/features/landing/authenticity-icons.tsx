import type { AuthenticityFeature } from "~/features/landing/copy/authenticity";
import { cn } from "~/utils/cn";

type IconProps = React.ComponentProps<"svg">;

function Frame({ className, children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn("size-12", className)}
      {...props}
    >
      {children}
    </svg>
  );
}

/** Own line drawings for the six checks (no third-party artwork). */
export const featureIcons = {
  teeth: (props: IconProps) => (
    <Frame {...props}>
      <path d="M6 18h36c0 12-8 20-18 20S6 30 6 18Z" />
      <path d="m6 18 2 5 2-5 2 5 2-5 2 5 2-5 2 5 2-5 2 5 2-5 2 5 2-5 2 5 2-5 2 5 2-5 2 5 2-5" strokeWidth="1.6" />
    </Frame>
  ),
  nose: (props: IconProps) => (
    <Frame {...props}>
      <path d="M24 38 10 24a8 8 0 0 1 14-9 8 8 0 0 1 14 9Z" fill="currentColor" fillOpacity=".15" />
      <path d="M17 20a3 3 0 0 1 3-2" strokeWidth="2" />
    </Frame>
  ),
  logo: (props: IconProps) => (
    <Frame {...props}>
      <rect x="9" y="14" width="30" height="20" rx="4" />
      <path d="M15 21h18M15 27h10" />
      <path d="M24 6v5M24 37v5M4 24h3M41 24h3" strokeWidth="2" strokeDasharray="2 3" />
    </Frame>
  ),
  sole: (props: IconProps) => (
    <Frame {...props}>
      <path d="M24 5c8 0 12 7 12 17s-4 21-12 21-12-11-12-21S16 5 24 5Z" />
      <path d="M18 21h12M19 26h10" strokeWidth="2" />
    </Frame>
  ),
  qr: (props: IconProps) => (
    <Frame {...props}>
      <rect x="7" y="7" width="12" height="12" rx="2" />
      <rect x="29" y="7" width="12" height="12" rx="2" />
      <rect x="7" y="29" width="12" height="12" rx="2" />
      <path d="M12 12h2v2h-2zM34 12h2v2h-2zM12 34h2v2h-2z" fill="currentColor" strokeWidth="1" />
      <path d="M29 29h4v4M41 29v4M29 41h4M37 37h4v4M33 37v4" />
    </Frame>
  ),
  packaging: (props: IconProps) => (
    <Frame {...props}>
      <path d="M24 5 41 13v22L24 43 7 35V13Z" />
      <path d="m7 13 17 8 17-8M24 21v22" />
      <path d="m15.5 9 17 8" strokeWidth="2" />
    </Frame>
  ),
} as const satisfies Record<AuthenticityFeature["key"], (props: IconProps) => React.ReactNode>;

/** A magnifier over a little monster face: the section's illustration. */
export function MagnifierIllustration({ className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={cn("size-40", className)} {...props}>
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
