import { ArrowRight } from "lucide-react";

import { checkPage as copy } from "~/content/check";

/** The page's heading and introduction (static). */
export function CheckHeader() {
  return (
    <div className="max-w-3xl">
      <header>
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">{copy.eyebrow}</p>
        <h1 id="check-title" className="mt-2 text-display font-extrabold">
          {copy.title}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{copy.intro}</p>
        <p className="mt-2 max-w-prose text-sm text-ink-soft">{copy.privacy}</p>
        <a
          href={copy.related.href}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-strong underline underline-offset-4"
        >
          {copy.related.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </header>
    </div>
  );
}
