import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect } from "react";

import { slotted } from "./slotted";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Modal dialog content (focus trap, Escape, outside click, aria-modal by Radix). The backdrop is a
 * plain element instead of Radix's Overlay: the Overlay's scroll lock injects a <style> element that
 * this site's CSP blocks. Scrolling is locked through the CSSOM instead, which CSP allows.
 */
const DialogSurface = slotted(
  DialogPrimitive.Content,
  "dialog-content",
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-card border border-line bg-surface p-6 shadow-card",
);

export function DialogContent({
  children,
  closeLabel,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  return (
    <DialogPrimitive.Portal>
      <div data-slot="dialog-backdrop" aria-hidden="true" className="fixed inset-0 z-50 bg-ink/50" />
      <DialogSurface {...props}>
        <ScrollLock />
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-pill text-ink-soft hover:bg-sand hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogSurface>
    </DialogPrimitive.Portal>
  );
}

/** Mounted inside the content, so the page is locked exactly while the dialog is open. */
function ScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, []);
  return null;
}

export const DialogHeader = slotted("div", "dialog-header", "flex flex-col gap-1.5 pr-10");

export const DialogFooter = slotted("div", "dialog-footer", "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end");

export const DialogTitle = slotted(DialogPrimitive.Title, "dialog-title", "font-display text-xl font-bold text-ink");

export const DialogDescription = slotted(DialogPrimitive.Description, "dialog-description", "text-sm text-ink-soft");
