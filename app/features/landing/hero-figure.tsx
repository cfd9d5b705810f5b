import { cn } from "~/utils/cn";

/**
 * The site's own illustration of a friendly monster with nine teeth and a heart nose, next to a
 * blind box. Drawn for this site; no third-party artwork. Colours come from the theme tokens.
 */
export function HeroFigure({ className, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 360 380" aria-hidden="true" className={cn("illustration h-auto w-full", className)} {...props}>
      <circle cx="180" cy="200" r="160" fill="var(--color-sun-soft)" />
      <circle cx="180" cy="200" r="120" fill="var(--color-accent-soft)" />
      {/* sparkles */}
      <path d="M52 86l6 14 14 6-14 6-6 14-6-14-14-6 14-6Z" fill="var(--color-sun)" />
      <path d="M310 64l4 9 9 4-9 4-4 9-4-9-9-4 9-4Z" fill="var(--color-sun)" />
      <path d="M320 250l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" fill="var(--color-accent)" />
      {/* ears */}
      <ellipse cx="128" cy="84" rx="24" ry="66" transform="rotate(-14 128 84)" fill="var(--color-plum)" />
      <ellipse cx="128" cy="90" rx="11" ry="46" transform="rotate(-14 128 90)" fill="var(--color-accent-soft)" />
      <ellipse cx="222" cy="84" rx="24" ry="66" transform="rotate(14 222 84)" fill="var(--color-plum)" />
      <ellipse cx="222" cy="90" rx="11" ry="46" transform="rotate(14 222 90)" fill="var(--color-accent-soft)" />
      {/* body, arms and feet */}
      <path d="M112 250c0-40 30-60 63-60s63 20 63 60v58c0 22-18 36-63 36s-63-14-63-36Z" fill="var(--color-plum)" />
      <ellipse cx="106" cy="272" rx="18" ry="30" transform="rotate(18 106 272)" fill="var(--color-plum)" />
      <ellipse cx="244" cy="272" rx="18" ry="30" transform="rotate(-18 244 272)" fill="var(--color-plum)" />
      <ellipse cx="146" cy="346" rx="30" ry="14" fill="var(--color-sand)" stroke="var(--color-plum)" strokeWidth="4" />
      <ellipse cx="204" cy="346" rx="30" ry="14" fill="var(--color-sand)" stroke="var(--color-plum)" strokeWidth="4" />
      <ellipse cx="175" cy="282" rx="34" ry="40" fill="var(--color-plum-soft)" opacity=".35" />
      {/* head */}
      <circle cx="175" cy="168" r="88" fill="var(--color-plum)" />
      <ellipse cx="175" cy="182" rx="68" ry="60" fill="var(--color-sand)" />
      <circle cx="126" cy="198" r="11" fill="var(--color-accent-soft)" />
      <circle cx="224" cy="198" r="11" fill="var(--color-accent-soft)" />
      {/* eyes */}
      <ellipse cx="147" cy="166" rx="13" ry="15" fill="var(--color-ink)" />
      <ellipse cx="203" cy="166" rx="13" ry="15" fill="var(--color-ink)" />
      <circle cx="151" cy="160" r="4.5" fill="var(--color-surface)" />
      <circle cx="207" cy="160" r="4.5" fill="var(--color-surface)" />
      {/* heart nose */}
      <path d="M175 196l-8-7a5 5 0 0 1 8-6 5 5 0 0 1 8 6Z" fill="var(--color-accent)" />
      {/* grin with nine teeth */}
      <path d="M130 206h90c-4 24-22 36-45 36s-41-12-45-36Z" fill="var(--color-ink)" />
      <path
        d="M130 206l5 11 5-11 5 11 5-11 5 11 5-11 5 11 5-11 5 11 5-11 5 11 5-11 5 11 5-11 5 11 5-11 5 11 5-11Z"
        fill="var(--color-surface)"
      />
      {/* blind box */}
      <g transform="translate(262 280)">
        <path d="M0 14 34 0l34 14v44L34 72 0 58Z" fill="var(--color-accent)" />
        <path d="M0 14 34 28v44L0 58Z" fill="var(--color-accent-strong)" />
        <path d="m0 14 34 14 34-14" fill="none" stroke="var(--color-surface)" strokeWidth="2" opacity=".6" />
        <text
          x="51"
          y="54"
          textAnchor="middle"
          fontSize="26"
          fontWeight="800"
          fill="var(--color-surface)"
          fontFamily="system-ui, sans-serif"
        >
          ?
        </text>
      </g>
    </svg>
  );
}
