import { useId, useSyncExternalStore } from "react";

import { useCopyText } from "./use-copy-text";

const noSubscription = () => () => {};

/** Whether this browser offers the Web Share API (phones mostly); false in the prerender and the hydration pass. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
}

/**
 * Hands a text over (docs/decisions/0046): the system's share sheet where the browser has the Web Share API, else the
 * clipboard. Closing the share sheet changes nothing; a share the browser refuses falls back to the clipboard, and
 * where that refuses too, `HandOverResult` shows the text in a field to copy by hand.
 */
export function useHandOver(title: string, text: string) {
  const canShare = useCanShare();
  const { field, copied, copyText } = useCopyText<HTMLTextAreaElement>();
  const handOver = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyText(text);
  };
  return { canShare, handOver, field, copied: copied && copied.text === text ? copied : null };
}

/** What became of a hand-over by clipboard: a status line, and the text in a field when copying failed. */
export function HandOverResult({
  handOver: { field, copied },
  text,
  messages,
}: {
  handOver: ReturnType<typeof useHandOver>;
  text: string;
  messages: { copied: string; copyFailed: string; fieldLabel: string };
}) {
  const id = useId();
  return (
    <>
      <p role="status" className="min-h-6 text-sm font-semibold">
        {copied ? (copied.ok ? messages.copied : messages.copyFailed) : null}
      </p>
      {copied && !copied.ok ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold">
            {messages.fieldLabel}
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
    </>
  );
}
