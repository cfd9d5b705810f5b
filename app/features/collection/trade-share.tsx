import { ClipboardCopy, QrCode, Share2 } from "lucide-react";
import { Suspense, lazy, useId, useState } from "react";

import { Button } from "~/ui/button";
import type { CatalogueAndCollection } from "~/features/collection/state";

import { HandOverResult, useHandOver } from "./hand-over";
import { tradeShareCopy as copy, tradeTextCopy } from "./copy";
import { tradeText } from "./trade-text";
import { cleanSenderName } from "./trade-link";

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
 * classifieds (through the share sheet where the browser has one, else copied, docs/decisions/0046), and as a QR
 * code of the link for meeting in person. The code's module loads when asked for.
 */
export function TradeShare({
  catalogue,
  collection,
  link,
  senderName,
}: CatalogueAndCollection & { link: string; senderName: string }) {
  const id = useId();
  const [qr, setQr] = useState(false);
  const text = tradeText(catalogue, collection, link, senderName);
  const handOver = useHandOver(tradeTextCopy.title(cleanSenderName(senderName)), text);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={handOver.handOver}>
          {handOver.canShare ? <Share2 aria-hidden="true" /> : <ClipboardCopy aria-hidden="true" />}
          {handOver.canShare ? copy.shareText : copy.copyText}
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
      <HandOverResult
        handOver={handOver}
        text={text}
        messages={{ copied: copy.textCopied, copyFailed: copy.textCopyFailed, fieldLabel: copy.textLabel }}
      />
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
