import { BookOpen, Boxes, HandCoins, ListChecks, Sparkles } from "lucide-react";

import { NewestArticles } from "~/features/articles";
import { ArrowLink } from "~/ui/arrow-link";
import { buttonVariants } from "~/ui/button";
import { Disclosure } from "~/ui/disclosure";
import { filledGrid } from "~/ui/filled-grid";
import { guides, guidesCopy, type Guide } from "~/features/landing/copy/guides";

const icons = {
  beginner: BookOpen,
  blindbox: Boxes,
  care: Sparkles,
  selling: HandCoins,
} as const satisfies Record<Guide["key"], unknown>;

/**
 * Body of #guides ("Sammeln"): four short guides, each a summary with its steps one tap away and a link to the tool
 * it needs, the collection tracker, then the newest articles.
 */
export default function GuidesSection() {
  const { collection } = guidesCopy;
  return (
    // One root element: the static island keeps exactly this element (prerendered-lazy.tsx).
    <div>
      <ul className={filledGrid}>
        {guides.map((guide) => {
          const Icon = icons[guide.key];
          return (
            <li key={guide.key} className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-card">
              <div className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-display text-lg leading-snug font-extrabold">{guide.title}</h3>
                  <p className="text-sm font-semibold text-plum dark:text-ink-soft">{guide.audience}</p>
                </div>
              </div>
              <p className="mt-3 text-ink-soft">{guide.summary}</p>
              <Disclosure summary={guidesCopy.stepsLabel(guide.steps.length)} className="mt-1">
                <ol className="list-decimal space-y-1.5 pb-2 pl-6 text-sm marker:font-bold marker:text-plum">
                  {guide.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Disclosure>
              {"link" in guide ? (
                <ArrowLink href={guide.link.href} className="mt-auto">
                  {guide.link.label}
                </ArrowLink>
              ) : null}
            </li>
          );
        })}
        <li className="flex flex-col rounded-card bg-plum p-5 text-white shadow-card">
          <ListChecks aria-hidden="true" className="size-7 text-sun" />
          <h3 className="mt-2 font-display text-lg font-extrabold text-white">{collection.title}</h3>
          <p className="mt-1 text-white/90">{collection.text}</p>
          <a href={collection.link.href} className={`${buttonVariants({ variant: "light", size: "md" })} mt-4 self-start`}>
            {collection.link.label}
          </a>
        </li>
      </ul>
      <NewestArticles />
    </div>
  );
}
