/**
 * The one place for brand, URLs, marketplace partner data and the operator's legal data.
 * Values marked "[…]" are placeholders the site owner must fill before going live: they are shown
 * highlighted on the legal pages, never reach structured data or meta tags, and
 * `npm run check:launch` lists them (docs/operations.md). An operator field marked "falls vorhanden" that does
 * not apply is set to "" and then left out of the Impressum.
 */

import { normaliseSiteUrl } from "./site-url";

export { normaliseSiteUrl };

export const site = {
  name: "Labubu Sammler Österreich",
  shortName: "Labubu Sammler AT",
  figure: "Labubu",
  figureLine: "The Monsters",
  // SITE_URL is read at build time and inlined by vite.config.ts, so prerender and browser agree.
  url: normaliseSiteUrl(import.meta.env.VITE_SITE_URL),
  /** ISO date (YYYY-MM-DD) of the build, fixed by vite.config.ts. */
  buildDate: import.meta.env.VITE_BUILD_DATE ?? "2026-01-01",
  locale: "de-AT",
  language: "de",
  themeColor: "#1f1a3d",
  icon: { path: "/apple-touch-icon.png", size: 180 },
  socialImage: {
    path: "/og-image.png",
    width: 1200,
    height: 630,
    alt: "Labubu Sammler Österreich – Ratgeber für Sammlerinnen und Sammler",
  },
  marketplace: {
    name: "Amazon",
    baseUrl: "https://www.amazon.de",
    /** Partner tag of the owner's Amazon account. Empty until set: links then carry no tag. */
    partnerTag: "",
    /**
     * Path of Pop Mart's official brand store on the marketplace (e.g. "/stores/…/page/…"), copied from the
     * marketplace by the owner. Empty until set: no dated public source gives its address, and the site never
     * guesses one (docs/decisions/0069). While empty, the promos link the official shop below instead.
     */
    brandStorePath: "",
    disclosure: "Als Amazon-Partner verdienen wir an qualifizierten Verkäufen.",
  },
  /** The brand's own web shop, the buying advice of the whole site (promos link it while no brand store is set). */
  officialShop: { name: "popmart.com/at", url: "https://www.popmart.com/at" },
  operator: {
    name: "[Name der Betreiberin / des Betreibers]",
    legalForm: "[Rechtsform, z. B. Einzelunternehmen]",
    street: "[Straße und Hausnummer]",
    postalCode: "[Postleitzahl]",
    city: "[Ort]",
    country: "AT",
    countryName: "Österreich",
    email: "[E-Mail-Adresse]",
    phone: "[Telefonnummer]",
    uid: "[UID-Nummer, falls vorhanden]",
    companyRegister: "[Firmenbuchnummer und -gericht, falls vorhanden]",
    authority: "[Gewerbebehörde: Magistratisches Bezirksamt, falls gewerbepflichtig]",
    chamber: "[Wirtschaftskammer, falls Mitglied]",
    purpose:
      "Betrieb eines Informations- und Ratgeberportals für Sammlerinnen und Sammler von Designer-Toys sowie Vermittlung von Produkten über Partnerlinks",
    editorialLine:
      "Unabhängige Information für Sammlerinnen und Sammler in Österreich: Echtheitsprüfung, Marktüberblick, Bezugsquellen in Wien und Ratgeber – ohne bezahlte Bewertungen.",
    /** "latitude, longitude" of the operator's address, for the LocalBusiness. */
    coordinates: "[Breite, Länge]",
  },
  /**
   * The region the site's content is about, for the home page's geo tags (read by Bing): Vienna, whose shops and
   * news the site covers, whoever runs it and wherever. The city centre's coordinates as Wikipedia gives them for
   * Wien (48° 12′ 30″ N, 16° 22′ 21″ E).
   */
  contentRegion: { code: "AT-9", name: "Wien", latitude: 48.2083, longitude: 16.3725 },
  privacy: {
    /** Processor that serves the site (Art. 28 DSGVO); named in the privacy policy. */
    hostingProvider: "[Hosting-Anbieter: Name und Sitz]",
    /** How long the web server's access logs are kept, in days (a number once known). */
    logRetentionDays: "[Anzahl Tage]" as number | string,
    /**
     * Whether the hosting provider processes personal data outside the EU/EEA: "nein" or "ja".
     * The privacy policy states "no transfer outside the EU" only once this is "nein".
     */
    transfersOutsideEu: "[ja oder nein]" as "ja" | "nein" | string,
    /** With "ja": the safeguard (e.g. EU standard contractual clauses, adequacy decision). */
    transferSafeguard: "[Grundlage der Übermittlung]",
  },
} as const;

export type Site = typeof site;

/** The legal form of a sole trader: a natural person, so the operator is a Person (as article author in JSON-LD). */
export const SOLE_TRADER_LEGAL_FORM = "Einzelunternehmen";

export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ""), site.url + "/").toString();
}

/** True for the "[…]" placeholders above that the owner has not filled yet. */
export function isPlaceholder(value: string | number): boolean {
  return typeof value === "string" && /^\[[^\]]*\]$/.test(value.trim());
}

/** The value once the owner has set it; undefined for a placeholder or an empty value. */
export function configured<T extends string | number>(value: T): T | undefined {
  if (typeof value === "string" && (value.trim() === "" || isPlaceholder(value))) return undefined;
  return value;
}

/** The operator's coordinates once set ("48.2082, 16.3738"); undefined while a placeholder or unreadable. */
export function operatorCoordinates(value: string = site.operator.coordinates): { lat: number; lng: number } | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(configured(value) ?? "");
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/**
 * A brand store's path on the marketplace: "/stores/<brand>/page/<id>" as the marketplace shows it, with no search
 * parameters (docs/decisions/0069: a partner link goes to a product or the brand's store, never to a search).
 */
export function isBrandStorePath(value: string): boolean {
  return /^\/stores\/[^\s?#]+$/.test(value.trim());
}
