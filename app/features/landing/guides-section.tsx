import { BookOpen, Boxes, HandCoins, ListChecks, Sparkles } from "lucide-react";

import { CardIconTitle } from "~/ui/card";
import { NewestArticles } from "~/features/articles";
import { ArrowLink } from "~/ui/arrow-link";
import { buttonVariants } from "~/ui/button";
import { Disclosure } from "~/ui/disclosure";
import { guides, guidesCopy, type Guide } from "~/features/landing/copy/guides";

const icons = {
  beginner: BookOpen,
  blindbox: Boxes,
  care: Sparkles,
  selling: HandCoins,
} as const satisfies Record<Guide["key"], unknown>;

/**
 * Body of #guides ("Sammeln"): four short guides by name and audience, each opening to its summary, its steps and
 * the tool it needs (docs/decisions/0046: a short page on a phone), the collection tracker, then the newest articles.
 */
export default function GuidesSection() {
  const { collection } = guidesCopy;
  return (
    // One root element: the static island keeps exactly this element (prerendered-lazy.tsx).
    <div>
      <ul className="grid items-start gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {guides.map((guide) => {
          const Icon = icons[guide.key];
          return (
            <li key={guide.key} className="min-w-0 rounded-card border border-line bg-surface px-4 shadow-card">
              <Disclosure
                summary={
                  // Title and audience are one heading: a summary holds phrasing content and headings only.
                  <h3 className="flex flex-1 items-center gap-3 py-2.5 font-display text-lg leading-snug font-extrabold">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span>
                      {guide.title}
                      <span className="block font-sans text-sm font-semibold text-plum dark:text-ink-soft">{guide.audience}</span>
                    </span>
                  </h3>
                }
              >
                <div className="pb-3">
                  <p className="text-ink-soft">{guide.summary}</p>
                  <p className="mt-3 text-sm font-semibold">{guidesCopy.stepsLabel(guide.steps.length)}</p>
                  <ol className="mt-1.5 list-decimal space-y-1.5 pl-6 text-sm marker:font-bold marker:text-plum">
                    {guide.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  {"link" in guide ? <ArrowLink href={guide.link.href}>{guide.link.label}</ArrowLink> : null}
                </div>
              </Disclosure>
            </li>
          );
        })}
      </ul>
      <div className="focus-on-deep mt-4 flex flex-col gap-3 rounded-card bg-plum p-4 text-white shadow-card sm:flex-row sm:items-center sm:gap-5 sm:p-5">
        <div className="flex-1">
          <CardIconTitle icon={ListChecks} iconClassName="text-sun" className="text-white">
            {collection.title}
          </CardIconTitle>
          <p className="mt-1 text-white/90">{collection.text}</p>
        </div>
        <a
          href={collection.link.href}
          className={`${buttonVariants({ variant: "light", size: "md" })} self-start sm:self-center`}
        >
          {collection.link.label}
        </a>
      </div>
      <NewestArticles />
    </div>
  );
}
