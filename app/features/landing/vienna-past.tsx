import { History } from "lucide-react";

import { FactSource } from "./fact-source";
import { Disclosure } from "~/ui/disclosure";
import { viennaPast } from "~/features/landing/copy/vienna-shops";

/**
 * The static part of #shops-wien, after its lazily loaded cards: what the sources report about Vienna in 2025, in
 * the past tense, one tap away (history, not where to go today). There without JavaScript.
 */
export default function ViennaPast() {
  return (
    <Disclosure
      className="mt-8 max-w-3xl sm:mt-10"
      summary={
        <h3 className="flex items-center gap-2 font-display text-xl font-extrabold">
          <History aria-hidden="true" className="size-5 text-accent-strong" />
          {viennaPast.heading}
        </h3>
      }
    >
      <ul className="mt-2 space-y-4 pb-2">
        {viennaPast.items.map((item) => (
          <li key={item.key} className="border-l-4 border-line pl-4">
            <p className="font-semibold">
              {item.place}
              {item.address ? <span className="font-normal text-ink-soft"> ({item.address})</span> : null}
            </p>
            <p className="mt-1 text-ink-soft">{item.text}</p>
            <FactSource factIds={item.factIds} className="mt-1" />
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
