import { site } from "~/config/site";

/** The German and English text of /llms.txt and /robots.txt (app/features/crawlers/machine-texts.ts assembles them). */
export const llmsCopy = {
  summary: `Unabhängiger deutschsprachiger Ratgeber für Sammlerinnen und Sammler der ${site.figure}-Figuren (${site.figureLine}) in Österreich: Echtheitsprüfung, aktuelle Serien, Zubehör, Bezugsquellen in Wien, FAQ und Ratgeber.`,
  rules: [
    {
      heading: "Nutzungsregeln (Deutsch):",
      allowed:
        "Erlaubt: Allgemeine Informationen dieser Website (Echtheitsmerkmale, Sammeltipps, Serienüberblick, Einkaufsorte) dürfen gelesen, zusammengefasst und mit Quellenangabe zitiert werden.",
      notAllowed:
        "Nicht erlaubt: konkrete Preisangaben übernehmen (Preise ändern sich laufend und sind keine Angebote), personenbezogene Kundendaten verarbeiten, Gestaltung und Struktur (Design) dieser Website nachbilden.",
    },
    {
      heading: "Usage rules (English):",
      allowed:
        "Allowed: general information on this site (authenticity features, collecting tips, series overview, places to shop) may be read, summarised and quoted with attribution.",
      notAllowed:
        "Not allowed: reproducing specific prices (they change constantly and are not offers), processing personal customer data, reproducing the design and structure of this site.",
    },
  ],
  sections: { content: "Inhalte", articles: "Ratgeber", optional: "Optional" },
  /** The link from /llms.txt to the full list of articles, and that list's own head (/ratgeber/llms.txt). */
  allArticles: {
    title: "Alle Artikel des Ratgebers",
    note: (count: number) => `Liste aller Artikel (${count}), die neuesten zuerst, jeweils als Markdown`,
    heading: `${site.name}: alle Artikel des Ratgebers`,
    summary: (count: number) =>
      `Alle Artikel (${count}) des Labubu-Ratgebers für Österreich, die neuesten zuerst. Jeder Link führt zur Markdown-Fassung; die Seite selbst hat dieselbe Adresse ohne „.md“. Es gelten die Nutzungsregeln aus ${site.url}/llms.txt.`,
  },
  /** Where each fixed page is listed and what it holds, by path (articles are described by their own description). */
  pages: {
    "/": {
      section: "content",
      note: "Startseite mit Echtheits-Check, aktuellen Serien, Zubehör, Shops in Wien, FAQ, Ratgebern und Vertrauensbereich",
    },
    "/serien": {
      section: "content",
      note: "Serienkatalog mit Erscheinungsdaten, Figuren, Secret-Chancen, Startpreisen und Quellen",
    },
    "/echtheit-pruefen": { section: "content", note: "Interaktiver Echtheits-Check mit Ergebnis und nächsten Schritten" },
    "/set-rechner": { section: "content", note: "Rechner: erwartete Blindboxen und Kosten bis zum vollen Set" },
    "/sammlung": {
      section: "content",
      note: "Sammlungs-Checkliste im Browser: Figuren je Serie, Doppelte, Suchliste, Tauschlink, fehlende Boxen",
    },
    "/ratgeber": { section: "articles", note: "Alle Artikel des Ratgebers, die neuesten zuerst, nach Kategorien filterbar" },
    "/ai-content": {
      section: "optional",
      note: "Internes Redaktionswerkzeug; enthält Beispieldaten, keine redaktionellen Inhalte",
    },
    "/impressum": { section: "optional", note: "Impressum und Offenlegung" },
    "/datenschutz": { section: "optional", note: "Datenschutzerklärung" },
  } as Record<string, { section: "content" | "articles" | "optional"; note: string }>,
  /** In-page sections of the home page, listed under "Inhalte" after the home page itself. */
  homeSections: [
    {
      title: "Echtheit prüfen",
      path: "/#authentizitaet",
      note: "Sechs Merkmale, an denen man echte Figuren von Fälschungen unterscheidet",
    },
    { title: "Shops in Wien", path: "/#shops-wien", note: "Wo man in Wien Designer-Toys findet und worauf man achten sollte" },
    { title: "FAQ", path: "/#faq", note: "Häufige Fragen zu Preisen, Blindboxen und Echtheit" },
  ],
} as const;

export const robotsCopy = {
  comment: `robots.txt für ${site.name}`,
} as const;
