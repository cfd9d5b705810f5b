import { QrCode, ClipboardCopy } from "lucide-react";
import { Suspense, lazy, useId, useState } from "react";

import { Button } from "~/ui/button";
import type { CatalogueAndCollection } from "~/features/collection/state";
import { useCopyText } from "~/features/collection/use-copy-text";

import { tradeShareCopy as copy } from "./copy";
import { tradeText } from "./trade-text";

/** Loaded when asked for; if it cannot load, a message says so instead of the code. */
const TradeQr = lazy(() =>
  import("./trade-qr").catch(() => ({
    default: function QrFailed() {
      return (
        <p role="alert" className="rounded-xl bg-critical-soft p-3">
          {copy.qrFailed}
        </p>
      );
    },
  })),
);

/**
 * Two more ways to hand over a trade list (docs/decisions/0032): as plain text for messengers and
 * classifieds, and as a QR code of the link for meeting in person. The code's module loads when asked for.
 */
export function TradeShare({ catalogue, collection, link }: CatalogueAndCollection & { link: string }) {
  const id = useId();
  const { field, copied, copyText } = useCopyText<HTMLTextAreaElement>();
  const [qr, setQr] = useState(false);
  const text = tradeText(catalogue, collection, link);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => copyText(text)}>
          <ClipboardCopy aria-hidden="true" />
          {copy.copyText}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-expanded={qr}
          aria-controls={`${id}-qr`}
          onClick={() => setQr((shown) => !shown)}
        >
          <QrCode aria-hidden="true" />
          {qr ? copy.hideQr : copy.showQr}
        </Button>
      </div>
      <p role="status" className="min-h-6 text-sm font-semibold">
        {copied && copied.text === text ? (copied.ok ? copy.textCopied : copy.textCopyFailed) : null}
      </p>
      {copied && !copied.ok ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold">
            {copy.textLabel}
          </label>
          <textarea
            id={`${id}-text`}
            rows={8}
            readOnly
            ref={field}
            value={text}
            className="rounded-xl border border-line bg-surface p-3 text-sm"
          />
        </div>
      ) : null}
      <div id={`${id}-qr`}>
        {qr ? (
          <figure className="flex flex-col items-start gap-2">
            <Suspense fallback={<p className="text-ink-soft">{copy.qrLoading}</p>}>
              <TradeQr link={link} />
            </Suspense>
            <figcaption className="max-w-prose text-sm text-ink-soft">{copy.qrCaption}</figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  );
}
