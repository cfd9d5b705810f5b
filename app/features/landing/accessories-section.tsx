import { Archive, Box, Frame, Link2, Shield, Sparkles } from "lucide-react";

import { AffiliateLink } from "./affiliate-link";
import { CardList, CardListItem } from "./card-list";
import { sectionLayouts } from "./section-layouts";
import { accessories, accessoriesNote, accessoryTipLabel, type Accessory } from "~/features/landing/copy/accessories";

const icons = {
  case: Box,
  "shadow-box": Frame,
  "charm-cover": Shield,
  carabiner: Link2,
  "box-storage": Archive,
  care: Sparkles,
} as const satisfies Record<Accessory["key"], unknown>;

/** Body of #zubehoer, loaded when the section comes near the viewport. */
export default function AccessoriesSection() {
  const layout = sectionLayouts.accessories;
  return (
    <CardList layout={layout} note={accessoriesNote}>
      {accessories.map((item) => {
        const Icon = icons[item.key];
        return (
          <CardListItem key={item.key} layout={layout}>
            <span className="flex size-11 items-center justify-center rounded-xl bg-plum-soft text-plum">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-display text-lg font-extrabold">{item.name}</h3>
            <p className="mt-2 text-ink-soft">{item.why}</p>
            <p className="mt-3 text-sm text-ink">
              <strong className="font-semibold">{accessoryTipLabel}: </strong>
              {item.tip}
            </p>
            <AffiliateLink href={item.link.href} className="mt-auto pt-3">
              {item.link.label}
            </AffiliateLink>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
