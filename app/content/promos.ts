import { brandStoreLink, type ShopLink } from "~/utils/affiliate";
import type { PromoLabel } from "~/domain/promos";

/**
 * A promo banner on the landing page. `link` is the brand's official store on the marketplace (tagged, "Anzeige")
 * or, while the owner has not set that store's address, the brand's own shop: never a marketplace search, which
 * also lists the third-party sellers the site warns of (docs/decisions/0069).
 */
export type PromoBanner = {
  mainText: string;
  subtitle: string;
  buttonText: string;
  link: ShopLink;
  variant: "new-series" | "start-collection";
  /** Analytics label sent on click (only with consent, app/features/landing/analytics.ts). */
  label: PromoLabel;
};

export const promoBanners = {
  newSeries: {
    mainText: "Neue Serie entdeckt?",
    subtitle:
      "Stöbern Sie in den aktuellen The-Monsters-Serien im offiziellen Pop-Mart-Shop – und prüfen Sie jede Figur nach Erhalt mit unserer Checkliste.",
    buttonText: "Neuheiten ansehen",
    link: brandStoreLink(),
    variant: "new-series",
    label: "new_series_banner",
  },
  startCollection: {
    mainText: "Bereit für die erste Figur?",
    subtitle:
      "Eine Blindbox ist der einfachste Einstieg in die Sammlung. Budget festlegen, Box öffnen, Echtheit prüfen – los geht’s.",
    buttonText: "Blindboxen ansehen",
    link: brandStoreLink(),
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
  officialShopHint: "(öffnet den offiziellen Shop popmart.com/at in einem neuen Tab)",
} as const;
