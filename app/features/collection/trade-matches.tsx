import { Reply } from "lucide-react";
import { useMemo } from "react";

import { Button } from "~/ui/button";
import { ArrowLink } from "~/ui/arrow-link";
import { useCollection } from "~/features/collection/use-collection";
import { TradeFigure } from "~/features/collection/trade-figure";
import type { CollectionCatalogue } from "~/features/collection/catalogue";
import { type TradeItem, cleanSenderName, tradeUrl } from "~/features/collection/trade-link";
import type { Collection } from "~/features/collection/state";

import { collectionPaths, tradeMatchCopy as copy, tradeShareCopy, tradeTextCopy } from "./copy";
import { useSenderName } from "./sender-name";
import { HandOverResult, useHandOver } from "./hand-over";
import { tradeText } from "./trade-text";
import { type MatchGroup, figureCount, hasCollection, matchTrade } from "./trade-match";

/** Both directions of a match: what the collector can give, what they can get. */
const sides = {
  give: { id: "tausch-geben", heading: copy.giveHeading, intro: copy.giveIntro, empty: copy.noGive, count: copy.giveCount },
  get: { id: "tausch-bekommen", heading: copy.getHeading, intro: copy.getIntro, empty: copy.noGet, count: copy.getCount },
};

function MatchList({
  id,
  heading,
  intro,
  groups,
  empty,
  count,
}: {
  id: string;
  heading: string;
  intro: string;
  groups: MatchGroup[];
  empty: string;
  count: (value: number) => string;
}) {
  return (
    <section aria-labelledby={id} data-match={id}>
      <h3 id={id} className="font-display text-xl font-extrabold">
        {heading}
        {groups.length ? (
          <span className="text-base font-semibold text-ink-soft"> ({copy.total(figureCount(groups))})</span>
        ) : null}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      {groups.length === 0 ? (
        <p className="mt-2">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {groups.map((group) => (
            <li key={group.series.key} data-match-series={group.series.key}>
              <p className="font-semibold">
                {group.series.name} <span className="font-normal text-ink-soft">· {copy.groupCount(group.items.length)}</span>
              </p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <TradeFigure key={item.figure.id} figure={item.figure}>
                    <span className="text-sm text-ink-soft"> · {count(item.count)}</span>
                  </TradeFigure>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * On another collector's trade list: what fits the collection in this browser, both ways
 * (docs/decisions/0032). Nothing is shown before the stored collection is read, or when this browser
 * holds none.
 */
export function TradeMatches({
  catalogue,
  theirs,
}: {
  catalogue: CollectionCatalogue;
  theirs: { doubles: TradeItem[]; wanted: TradeItem[] };
}) {
  const { collection, ready } = useCollection(catalogue);
  const match = useMemo(() => matchTrade(theirs, collection), [theirs, collection]);
  if (!ready || !hasCollection(catalogue, collection)) return null;
  const nothing = match.give.length === 0 && match.get.length === 0;
  return (
    <section
      aria-labelledby="tausch-passt"
      className="rounded-card border border-line bg-sand/40 p-5 sm:p-7"
      data-trade-match={nothing ? "none" : "some"}
    >
      <h2 id="tausch-passt" className="font-display text-2xl font-extrabold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-ink-soft">{copy.intro}</p>
      {nothing ? (
        <p className="mt-4 font-semibold">{copy.noMatch}</p>
      ) : (
        <div className="mt-5 grid gap-6 md:grid-cols-2">
          <MatchList {...sides.give} groups={match.give} />
          <MatchList {...sides.get} groups={match.get} />
        </div>
      )}
      <SendBack catalogue={catalogue} collection={collection} />
    </section>
  );
}

/**
 * "Meine Liste zurückschicken" (docs/decisions/0046): the visitor's own trade list, text and link, back to the person
 * whose link this is, through the share sheet where the browser has one, else copied for a reply.
 */
function SendBack({ catalogue, collection }: { catalogue: CollectionCatalogue; collection: Collection }) {
  const [senderName] = useSenderName();
  const link = tradeUrl(window.location.origin, catalogue, collection, senderName);
  const text = link ? tradeText(catalogue, collection, link, senderName) : "";
  const handOver = useHandOver(tradeTextCopy.title(cleanSenderName(senderName)), text);
  return (
    <section aria-labelledby="tausch-zurueck" className="mt-6 border-t border-line pt-5" data-send-back="">
      <h3 id="tausch-zurueck" className="font-display text-xl font-extrabold">
        {copy.sendBackHeading}
      </h3>
      {link ? (
        <>
          <p className="mt-1 text-sm text-ink-soft">{copy.sendBackIntro}</p>
          <Button type="button" className="mt-3" onClick={handOver.handOver}>
            <Reply aria-hidden="true" />
            {copy.sendBack}
          </Button>
          <HandOverResult
            handOver={handOver}
            text={text}
            messages={{
              copied: copy.sendBackCopied,
              copyFailed: tradeShareCopy.textCopyFailed,
              fieldLabel: tradeShareCopy.textLabel,
            }}
          />
        </>
      ) : (
        <>
          <p className="mt-1">{copy.sendBackNothing}</p>
          <ArrowLink href={collectionPaths.page}>{copy.sendBackOpen}</ArrowLink>
        </>
      )}
    </section>
  );
}
