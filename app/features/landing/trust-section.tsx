import { BadgeCheck, Ban, FileSearch, Handshake, Mail } from "lucide-react";

import { CardIconTitle } from "~/ui/card";
import { ConfigText } from "~/features/legal";
import { filledGrid } from "~/ui/filled-grid";
import { cn } from "~/utils/cn";
import { configured } from "~/config/site";
import { trustContact, trustPrinciples, type TrustPrinciple } from "~/features/landing/copy/trust";

const icons = {
  independent: BadgeCheck,
  affiliate: Handshake,
  "no-paid-reviews": Ban,
  sources: FileSearch,
} as const satisfies Record<TrustPrinciple["key"], unknown>;

/** Body of #vertrauen: how the site works and how to reach us about mistakes, five cards that fill their rows. */
export default function TrustSection() {
  return (
    <ul className={cn(filledGrid, "gap-3 sm:gap-5")}>
      {trustPrinciples.map((principle) => {
        const Icon = icons[principle.key];
        return (
          <li key={principle.key} className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
            <CardIconTitle icon={Icon} iconClassName="text-authentic">
              {principle.title}
            </CardIconTitle>
            <p className="mt-2 text-ink-soft">{principle.text}</p>
          </li>
        );
      })}
      <li className="focus-on-deep flex flex-col rounded-card bg-plum p-4 text-white shadow-card sm:p-5">
        <CardIconTitle icon={Mail} iconClassName="text-sun" className="text-white">
          {trustContact.heading}
        </CardIconTitle>
        <p className="mt-2 text-white/90">{trustContact.text}</p>
        {configured(trustContact.email) ? (
          <a
            href={`mailto:${trustContact.email}`}
            className="mt-4 inline-flex min-h-11 items-center font-semibold break-all text-sun underline underline-offset-4 hover:text-white"
          >
            {trustContact.email}
          </a>
        ) : (
          <p className="mt-4 text-sm">
            <ConfigText value={trustContact.email} />
          </p>
        )}
      </li>
    </ul>
  );
}
