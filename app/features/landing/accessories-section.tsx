import { Archive, Box, Frame, Link2, Shield, Sparkles } from "lucide-react";

import { AffiliateLink } from "./affiliate-link";
import { CardList, CardListItem } from "./card-list";
import { sectionLayouts } from "./section-layouts";
import { Disclosure } from "~/ui/disclosure";
import { accessories, accessoriesNote, accessoryTipLabel, type Accessory } from "~/features/landing/copy/accessories";

const icons = {
  case: Box,
  "shadow-box": Frame,
  "charm-cover": Shield,
  carabiner: Link2,
  "box-storage": Archive,
  care: Sparkles,
} as const satisfies Record<Accessory["key"], unknown>;

/** Body of #zubehoer, loaded when the section comes near the viewport: what it is for, the buying tip on request. */
export default function AccessoriesSection() {
  const layout = sectionLayouts.accessories;
  return (
    <CardList layout={layout} note={accessoriesNote}>
      {accessories.map((item) => {
        const Icon = icons[item.key];
        return (
          <CardListItem key={item.key} layout={layout}>
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-plum-soft text-plum">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-display text-lg leading-snug font-extrabold">{item.name}</h3>
            </div>
            <p className="mt-2 text-ink-soft">{item.why}</p>
            <Disclosure summary={accessoryTipLabel} className="mt-1 text-sm">
              <p className="pb-2 text-ink">{item.tip}</p>
            </Disclosure>
            <AffiliateLink href={item.link.href} className="mt-auto">
              {item.link.label}
            </AffiliateLink>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
