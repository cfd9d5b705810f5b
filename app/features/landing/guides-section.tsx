import { BookOpen, Boxes, HandCoins, Sparkles } from "lucide-react";

import { NewestArticles } from "~/features/articles";
import { ArrowLink } from "~/ui/arrow-link";
import { guides, type Guide } from "~/features/landing/copy/guides";

const icons = {
  beginner: BookOpen,
  blindbox: Boxes,
  care: Sparkles,
  selling: HandCoins,
} as const satisfies Record<Guide["key"], unknown>;

/** Body of #guides: four short guides, each a summary and concrete steps, then the newest articles. */
export default function GuidesSection() {
  return (
    // One root element: the static island keeps exactly this element (prerendered-lazy.tsx).
    <div>
      <ul className="grid gap-5 md:grid-cols-2">
        {guides.map((guide) => {
          const Icon = icons[guide.key];
          return (
            <li key={guide.key} className="rounded-card border border-line bg-surface p-6 shadow-card">
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent-strong">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="font-display text-xl font-extrabold">{guide.title}</h3>
                  <p className="text-sm font-semibold text-plum">{guide.audience}</p>
                </div>
              </div>
              <p className="mt-4 text-ink-soft">{guide.summary}</p>
              <ol className="mt-4 space-y-2.5">
                {guide.steps.map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span
                      className="flex size-6 shrink-0 items-center justify-center rounded-pill bg-plum text-xs font-bold text-white tabular"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
              {"link" in guide ? (
                <ArrowLink href={guide.link.href} className="mt-4">
                  {guide.link.label}
                </ArrowLink>
              ) : null}
            </li>
          );
        })}
      </ul>
      <NewestArticles />
    </div>
  );
}
