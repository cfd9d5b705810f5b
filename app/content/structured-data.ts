import { site } from "~/config/site";
import { marketFacts } from "~/content/market";

/**
 * Inputs for the JSON-LD of the home page (spec §3 "structured-data inputs").
 * Only facts a reader could check: no ratings, no reviews, no marketplace prices.
 */
export const structuredData = {
  organization: {
    description: "Unabhängiges Informations- und Ratgeberportal für Sammlerinnen und Sammler von Labubu-Figuren in Österreich.",
  },
  product: {
    name: `${site.figure} Blindbox-Figur (${site.figureLine})`,
    description:
      "Sammelfigur aus der Reihe „The Monsters“ im Blindbox-Format. Die Preisspanne ist der übliche Ladenpreis einer regulären Blindbox in Österreich (redaktionelle Marktübersicht, kein Angebot dieser Website).",
    brand: "Pop Mart",
    /**
     * Why 12–18 and not 12–148.000: an AggregateOffer describes what the product is offered for.
     * The regular Austrian blindbox price (spec §9) is exactly that; special editions (from € 32)
     * are other products, and € 148.000 was a one-off auction record, not an offer anyone can take.
     */
    // The regular Austrian blindbox range, the same figures the page shows.
    priceRange: { ...marketFacts.blindboxAustria, currency: "EUR" },
  },
  article: {
    headline: "Labubu sammeln in Österreich: Echtheit prüfen, aktuelle Serien, Preise und Shops in Wien",
    description:
      "Der Ratgeber für österreichische Sammlerinnen und Sammler: sechs Merkmale echter Figuren, Serienüberblick, Marktpreise, Zubehör und Einkaufsorte in Wien.",
    /** Update dateModified whenever the landing page's text changes (ISO date). */
    datePublished: "2026-11-21",
    dateModified: "2026-11-21",
  },
  localBusiness: {
    description:
      "Betreiber des Ratgeberportals Labubu Sammler Österreich mit Sitz in Wien. Kein Ladengeschäft: Beratung und Information online.",
  },
} as const;
