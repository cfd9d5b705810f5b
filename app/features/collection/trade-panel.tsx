import { Copy } from "lucide-react";
import { useId } from "react";

import { Button } from "~/ui/button";
import { fieldClassName } from "~/ui/input";
import { collectionPage } from "./copy";
import { type CatalogueAndCollection, collectionTotals, figureState } from "./state";
import { PanelIntro } from "./panel-intro";
import { SENDER_NAME_MAX, tradeUrl } from "./trade-link";
import { useSenderName } from "./sender-name";
import { TradeShare } from "./trade-share";
import { useCopyText } from "./use-copy-text";

const copy = collectionPage.trade;

/** The trade link for the current doubles and wanted list, with a copy button and its confirmation. */
export function TradePanel({ catalogue, collection, ready }: CatalogueAndCollection & { ready: boolean }) {
  const id = useId();
  const { field, copied, copyText } = useCopyText<HTMLInputElement>();
  // The origin is known only in the browser; the prerendered page shows no link (nothing is marked there).
  const [senderName, setSenderName] = useSenderName();
  const link = ready ? tradeUrl(window.location.origin, catalogue, collection, senderName) : null;
  const totals = collectionTotals(catalogue, collection);
  const doubleFigures = catalogue.reduce(
    (count, series) =>
      count + series.figures.filter((figure) => figureState(collection, series.key, figure.id).doubles > 0).length,
    0,
  );

  return (
    <section id="tauschen" aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <PanelIntro headingId={`${id}-heading`} heading={copy.heading} intro={copy.intro} />
      {link ? (
        <div className="mt-4 max-w-2xl space-y-3">
          <p>{copy.summary(doubleFigures, totals.wanted)}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-name`} className="text-sm font-semibold">
              {copy.nameLabel}
            </label>
            <input
              id={`${id}-name`}
              type="text"
              autoComplete="nickname"
              maxLength={SENDER_NAME_MAX}
              value={senderName}
              onChange={(event) => setSenderName(event.target.value)}
              aria-describedby={`${id}-name-hint`}
              className={fieldClassName}
            />
            <p id={`${id}-name-hint`} className="text-sm text-ink-soft">
              {copy.nameHint}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-link`} className="text-sm font-semibold">
              {copy.linkLabel}
            </label>
            <input
              ref={field}
              id={`${id}-link`}
              type="text"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className={fieldClassName}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={() => copyText(link)}>
              <Copy aria-hidden="true" />
              {copy.copy}
            </Button>
            <a
              href={link}
              className="inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
            >
              {copy.open}
            </a>
          </div>
          <TradeShare catalogue={catalogue} collection={collection} link={link} senderName={senderName} />
        </div>
      ) : (
        <p className="mt-4 max-w-prose rounded-xl bg-sand/60 p-3">{copy.empty}</p>
      )}
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold">
        {copied && copied.text === link ? (copied.ok ? copy.copied : copy.copyFailed) : null}
      </p>
    </section>
  );
}
