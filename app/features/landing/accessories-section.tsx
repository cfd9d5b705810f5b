import { Archive, Box, Frame, Link2, Shield, Sparkles } from "lucide-react";

import { CardList } from "./card-list";
import { sectionLayouts } from "./section-layouts";
import { Disclosure } from "~/ui/disclosure";
import { accessories, accessoriesNote, accessoryTipLabel, type Accessory } from "~/features/landing/copy/accessories";
import { cn } from "~/utils/cn";

const icons = {
  case: Box,
  "shadow-box": Frame,
  "charm-cover": Shield,
  carabiner: Link2,
  "box-storage": Archive,
  care: Sparkles,
} as const satisfies Record<Accessory["key"], unknown>;

/**
 * Body of #zubehoer, loaded when the section comes near the viewport: the six accessories by name, each opening to
 * what it is for and what to look for (docs/decisions/0046: a short page on a phone, like
 * the authenticity features above).
 */
export default function AccessoriesSection() {
  const layout = sectionLayouts.accessories;
  return (
    <CardList layout={layout} note={accessoriesNote}>
      {accessories.map((item) => {
        const Icon = icons[item.key];
        return (
          <li key={item.key} className={cn("rounded-card border border-line bg-surface px-4 shadow-card", layout.card)}>
            <Disclosure
              summaryClassName="min-h-17"
              summary={
                <h3 className="flex flex-1 items-center gap-3 py-2 font-display text-lg leading-snug font-extrabold">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-plum-soft text-plum">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {item.name}
                </h3>
              }
            >
              <div className="pb-3">
                <p className="text-ink-soft">{item.why}</p>
                <p className="mt-2 text-sm text-ink">
                  <strong className="font-semibold">{accessoryTipLabel}: </strong>
                  {item.tip}
                </p>
              </div>
            </Disclosure>
          </li>
        );
      })}
    </CardList>
  );
}
