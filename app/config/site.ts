/**
 * The one place for brand, URLs, marketplace partner data and the operator's legal data.
 * Values marked "[…]" are placeholders the site owner must fill before going live (see README).
 * An operator field marked "falls vorhanden" that does not apply is set to "" and then left out
 * of the Impressum; placeholders never reach the structured data (see isPlaceholder).
 */

const DEFAULT_SITE_URL = "https://www.labubu-sammler.at";

/** SITE_URL as given at build time → an origin (plus optional base path) without trailing slash; anything unusable → the default. */
export function normaliseSiteUrl(raw: string | undefined): string {
  const value = (raw ?? "").trim();
  if (!value) return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return DEFAULT_SITE_URL;
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    return DEFAULT_SITE_URL;
  }
}

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
    partnerTag: "labubusammler-21",
    disclosure: "Als Amazon-Partner verdienen wir an qualifizierten Verkäufen.",
  },
  operator: {
    name: "[Name der Betreiberin / des Betreibers]",
    legalForm: "Einzelunternehmen",
    street: "[Straße und Hausnummer]",
    postalCode: "1010",
    city: "Wien",
    country: "AT",
    countryName: "Österreich",
    email: "kontakt@labubu-sammler.at",
    phone: "[Telefonnummer]",
    uid: "[UID-Nummer, falls vorhanden]",
    companyRegister: "[Firmenbuchnummer und -gericht, falls vorhanden]",
    authority: "[Gewerbebehörde: Magistratisches Bezirksamt, falls gewerbepflichtig]",
    chamber: "[Wirtschaftskammer Wien, falls Mitglied]",
    purpose:
      "Betrieb eines Informations- und Ratgeberportals für Sammlerinnen und Sammler von Designer-Toys sowie Vermittlung von Produkten über Partnerlinks",
    editorialLine:
      "Unabhängige Information für Sammlerinnen und Sammler in Österreich: Echtheitsprüfung, Marktüberblick, Bezugsquellen in Wien und Ratgeber – ohne bezahlte Bewertungen.",
    geo: { lat: 48.2082, lng: 16.3738 },
  },
  privacy: {
    /** Processor that serves the site (Art. 28 DSGVO); named in the privacy policy. */
    hostingProvider: "[Hosting-Anbieter: Name und Sitz]",
    /** How long the web server's access logs are kept, in days. */
    logRetentionDays: 14,
  },
} as const;

export type Site = typeof site;

export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ""), site.url + "/").toString();
}

/** True for the "[…]" placeholders above that the owner has not filled yet. */
export function isPlaceholder(value: string): boolean {
  return /^\[[^\]]*\]$/.test(value.trim());
}
