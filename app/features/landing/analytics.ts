/**
 * Sends an event only when a gtag function exists AND the visitor consented (TKG 2021 §165).
 * The site ships no analytics itself; an owner who adds one also sets the consent flag.
 */
import type { PromoLabel } from "~/domain/promos";

type Gtag = (command: "event", action: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    /** Set to true by the owner's consent banner once the visitor agreed to analytics. */
    analyticsConsent?: boolean;
  }
}

export type { PromoLabel };

export function trackPromoClick(label: PromoLabel, win: Window | undefined = globalThis.window): boolean {
  if (!win || typeof win.gtag !== "function" || win.analyticsConsent !== true) return false;
  win.gtag("event", "click", { event_category: "promo_banner", event_label: label, value: 1 });
  return true;
}
