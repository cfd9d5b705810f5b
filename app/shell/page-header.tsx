import { cn } from "~/utils/cn";

/**
 * The head of a page of its own (calculator, check, series catalogue, legal pages): eyebrow, H1 and
 * introduction, then whatever the page adds below them (a note, a link, a date).
 */
export function PageHeader({
  eyebrow,
  title,
  titleId,
  intro,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"header">, "title"> & {
  eyebrow: string;
  title: string;
  /** The H1's id, for an `aria-labelledby` around the page. */
  titleId: string;
  /** Left out where the page's own content must come first (the search's results on a phone). */
  intro?: string;
}) {
  return (
    <header className={cn("max-w-3xl", className)} {...props}>
      <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">{eyebrow}</p>
      <h1 id={titleId} className="mt-2 text-display font-extrabold">
        {title}
      </h1>
      {intro ? <p className="mt-4 max-w-prose text-lg text-ink-soft">{intro}</p> : null}
      {children}
    </header>
  );
}
