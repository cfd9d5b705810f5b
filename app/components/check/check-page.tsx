import { ArrowRight } from "lucide-react";

import { AuthenticityCheck } from "./authenticity-check";
import { checkPage as copy } from "~/content/check";

/** /echtheit-pruefen: the introduction, then the interactive checklist with its verdict. */
export function CheckPage() {
  return (
    <article className="container-page py-10 md:py-14" aria-labelledby="check-title">
      <header className="max-w-3xl">
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
      <div className="mt-8">
        <AuthenticityCheck />
      </div>
    </article>
  );
}
