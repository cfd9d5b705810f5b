import { affiliateSearchUrl } from "~/utils/affiliate";
import type { PromoLabel } from "~/domain/promos";

/** A promo banner on the landing page. `link` is always a tagged marketplace URL from the affiliate helper. */
export type PromoBanner = {
  mainText: string;
  subtitle: string;
  buttonText: string;
  link: string;
  variant: "new-series" | "start-collection";
  /** Analytics label sent on click (only with consent, app/features/landing/analytics.ts). */
  label: PromoLabel;
};

export const promoBanners = {
  newSeries: {
    mainText: "Neue Serie entdeckt?",
    subtitle:
      "Stöbern Sie in den aktuellen The-Monsters-Serien beim Partnershop – und prüfen Sie jede Figur nach Erhalt mit unserer Checkliste.",
    buttonText: "Neuheiten ansehen",
    link: affiliateSearchUrl("Pop Mart The Monsters Labubu neu"),
    variant: "new-series",
    label: "new_series_banner",
  },
  startCollection: {
    mainText: "Bereit für die erste Figur?",
    subtitle:
      "Eine Blindbox ist der einfachste Einstieg in die Sammlung. Budget festlegen, Box öffnen, Echtheit prüfen – los geht’s.",
    buttonText: "Blindboxen ansehen",
    link: affiliateSearchUrl("Labubu Blindbox Pop Mart"),
    variant: "start-collection",
    label: "start_collection_banner",
  },
} as const satisfies Record<string, PromoBanner>;

export const promoCopy = {
  adLabel: "Anzeige",
  /** Beside every banner: what the site does, and where figures are safest to buy. */
  promise:
    "Wir verkaufen nichts, wir erklären die Prüfung. Beim Partnershop verkaufen auch Dritte: Am sichersten kaufen Sie im offiziellen Shop popmart.com/at oder bei von Pop Mart autorisierten Händlern.",
  newTabHint: "(öffnet den Partnershop in einem neuen Tab)",
} as const;
