import { ChevronDown } from "lucide-react";

import { FactSource } from "./fact-source";
import { faq } from "~/features/landing/copy/faq";

/** Body of #faq: native disclosure widgets, so the answers open with or without JavaScript. */
export default function FaqSection() {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-card border border-line bg-surface shadow-card">
      {faq.map((entry) => (
        <details key={entry.key} className="group px-5 sm:px-6">
          <summary
            id={`faq-${entry.key}`}
            className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-display text-lg font-bold [&::-webkit-details-marker]:hidden"
          >
            {entry.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-accent-strong transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="pb-5">
            <p className="text-ink-soft">{entry.answer}</p>
            {entry.factIds.length ? <FactSource factIds={entry.factIds} className="mt-2" /> : null}
          </div>
        </details>
      ))}
    </div>
  );
}
