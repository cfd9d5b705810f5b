import type { TilePhoto } from "~/domain/photos";
import { cn } from "~/utils/cn";

/**
 * A figure as the site shows it (docs/decisions/0036, 0048): the operator's own photo of it where there is one,
 * otherwise the mascot's head drawn by the site in neutral colours (no source names a figure's colour), with the
 * figure's number or mark beside it. Never a photo of someone else's. The drawing is decorative (the figure's
 * name is always written next to it); a photo says what it shows in its alt text.
 */
export function FigureTile({
  mark,
  size = "md",
  photo,
  className,
}: {
  mark?: string;
  size?: "sm" | "md";
  photo?: TilePhoto;
  className?: string;
}) {
  return (
    <span
      aria-hidden={photo ? undefined : "true"}
      data-slot="figure-tile"
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center rounded-xl border border-line bg-sand",
        size === "sm" ? "size-10" : "size-12",
        className,
      )}
    >
      {photo ? (
        <img
          src={photo.src}
          alt={photo.alt}
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-full rounded-xl object-cover"
        />
      ) : (
        <svg viewBox="0 0 40 40" className="illustration size-4/5">
          <path d="M11 15 8 2l8 8M29 15l3-13-8 8" fill="var(--color-ink-soft)" />
          <ellipse cx="20" cy="23" rx="15" ry="14" fill="var(--color-ink-soft)" />
          <ellipse cx="20" cy="25" rx="11" ry="10" fill="var(--color-surface)" />
          <circle cx="15.5" cy="21.5" r="2.2" fill="var(--color-ink)" />
          <circle cx="24.5" cy="21.5" r="2.2" fill="var(--color-ink)" />
          <path d="M13 28q7 5 14 0l-1.5 2-1.3-1.4-1.4 1.6-1.4-1.6-1.4 1.6-1.4-1.6-1.4 1.6-1.3-1.4z" fill="var(--color-ink)" />
        </svg>
      )}
      {mark ? (
        <span
          aria-hidden="true"
          className="absolute -right-1 -bottom-1 min-w-5 rounded-pill bg-ink px-1 text-center text-xs leading-5 font-bold text-paper tabular"
        >
          {mark}
        </span>
      ) : null}
    </span>
  );
}
