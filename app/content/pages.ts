import { homePage } from "./pages-home";
import { notFoundPage } from "./pages-not-found";

import type { PublicPage } from "./public-page";

export type { PublicPage };

// The home page's and the 404 page's entries live in modules of their own: the home route and the
// root route (which shows the 404 page) import just those, not every page's meta.
export { homePage } from "./pages-home";
export { notFoundPage } from "./pages-not-found";

export const pages = {
  home: homePage,
  aiContent: {
    path: "/ai-content",
    title: "AI Content Hub – Artikel planen | Labubu Sammler AT",
    description:
      "Interner Redaktions-Hub: SEO-Artikel für österreichische Labubu-Sammler entwerfen, exportieren und den Veröffentlichungsplan steuern.",
    changefreq: "monthly",
    priority: 0.8,
    inSitemap: true,
  },
  serien: {
    path: "/serien",
    title: "Labubu-Serien: Figuren, Secret-Chancen und Preise",
    description:
      "Alle Labubu-Serien mit Erscheinungsdatum, Figuren, Secret-Figur und Chance, Größe, Startpreisen mit Stand und Quellen – und worauf Sie bei Fälschungen achten.",
    keywords: ["Labubu Serien", "Labubu Secret Chance", "Big into Energy", "Have a Seat", "Exciting Macaron"],
    changefreq: "monthly",
    priority: 0.7,
    inSitemap: true,
  },
  setRechner: {
    path: "/set-rechner",
    title: "Set-Rechner: Wie viele Labubu-Boxen bis zum vollen Set?",
    description:
      "Wie viele Blindboxen brauchen Sie im Schnitt für ein volles Labubu-Set, mit und ohne Secret-Figur? Was kostet das, und wie wahrscheinlich klappt es?",
    keywords: ["Labubu Blindbox Rechner", "Labubu Set komplett", "Secret-Figur Wahrscheinlichkeit"],
    changefreq: "monthly",
    priority: 0.6,
    inSitemap: true,
  },
  sammlung: {
    path: "/sammlung",
    title: "Meine Labubu-Sammlung: Figuren abhaken, Doppelte tauschen",
    description:
      "Ihre Labubu-Sammlung im Browser: Figuren je Serie abhaken, Doppelte zählen, Suchliste führen, per Link tauschen – und sehen, wie viele Boxen noch fehlen.",
    keywords: ["Labubu Sammlung", "Labubu Checkliste", "Labubu tauschen", "Labubu Doppelte"],
    changefreq: "monthly",
    priority: 0.6,
    inSitemap: true,
  },
  sammlungTausch: {
    path: "/sammlung/tausch",
    title: "Labubu-Tauschliste: Doppelte und gesuchte Figuren",
    description:
      "Eine Labubu-Tauschliste zum Lesen: die Doppelten und die gesuchten Figuren einer Sammlerin oder eines Sammlers, direkt aus dem geteilten Link.",
    changefreq: "yearly",
    priority: 0,
    inSitemap: false,
  },
  echtheitPruefen: {
    path: "/echtheit-pruefen",
    title: "Labubu-Echtheit prüfen: der Check Schritt für Schritt",
    description:
      "Prüfen Sie Ihre Labubu Schritt für Schritt: Zähne, Nase, Logo, Fuß, QR-Code, Hologramm, UV-Stempel, Verpackung, Preis – mit Ergebnis und nächsten Schritten.",
    keywords: ["Labubu echt oder fake", "Labubu Fälschung erkennen", "Lafufu erkennen"],
    changefreq: "monthly",
    priority: 0.7,
    inSitemap: true,
  },
  suche: {
    path: "/suche",
    title: "Suche: Ratgeber, Serien und Echtheits-Check | Labubu Sammler AT",
    description:
      "Durchsuchen Sie Labubu Sammler Österreich: Ratgeber-Artikel, Serienkatalog, Set-Rechner, Echtheits-Check und häufige Fragen – auch ohne Umlaute getippt.",
    changefreq: "monthly",
    priority: 0.4,
    inSitemap: true,
  },
  neu: {
    path: "/neu",
    title: "Neu: was sich bei Labubu Sammler Österreich geändert hat",
    description:
      "Neue und überarbeitete Ratgeber-Artikel, neue Serien im Katalog, neu bestätigte und korrigierte Fakten und kommende Erscheinungstermine – jeweils mit Datum.",
    changefreq: "weekly",
    priority: 0.5,
    inSitemap: true,
  },
  impressum: {
    path: "/impressum",
    title: "Impressum | Labubu Sammler Österreich",
    description: "Impressum und Offenlegung nach § 5 ECG, § 14 UGB und § 25 Mediengesetz von Labubu Sammler Österreich.",
    changefreq: "yearly",
    priority: 0.2,
    inSitemap: false,
  },
  datenschutz: {
    path: "/datenschutz",
    title: "Datenschutzerklärung (DSGVO) | Labubu Sammler Österreich",
    description:
      "Wie Labubu Sammler Österreich mit Ihren Daten umgeht: Verantwortlicher, Zwecke, Rechtsgrundlagen, Speicherdauer und Ihre Rechte nach der DSGVO.",
    changefreq: "yearly",
    priority: 0.2,
    inSitemap: false,
  },
  notFound: notFoundPage,
} as const satisfies Record<string, PublicPage>;
