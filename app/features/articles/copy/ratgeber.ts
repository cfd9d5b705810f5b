import { site } from "~/config/site";
import { articleCopy } from "./article";

/** Copy of the article pages (/ratgeber, its category pages, each article) and of their links elsewhere. */
export const ratgeberCopy = {
  navLabel: "Ratgeber",
  /** Head of /ratgeber (its sitemap and llms.txt entry too). */
  page: {
    title: "Ratgeber: Artikel für Labubu-Sammler | Labubu Sammler AT",
    description:
      "Alle Artikel des Labubu-Ratgebers für Österreich: Fälschungen erkennen, Serien, Preise und Einkauf in Wien – mit Quellen, die neuesten zuerst.",
  },
  /** Head of the archive pages /ratgeber/seite/1, /ratgeber/seite/2, … (counted from the oldest articles). */
  laterPage: {
    title: (page: number) => `Ratgeber: ältere Artikel für Labubu-Sammler, Seite ${page} | ${site.shortName}`,
    description: (page: number) =>
      `Seite ${page} des Archivs im Labubu-Ratgeber für Österreich (Seite 1 mit den ältesten Artikeln): Fälschungen, Serien, Preise und Einkauf in Wien, jeweils mit Quellen.`,
  },
  index: {
    eyebrow: "Ratgeber",
    heading: "Artikel für Labubu-Sammler in Österreich",
    intro:
      "Ausführliche Anleitungen und Hintergründe, geschrieben aus überprüfbaren Quellen. Jeder Artikel nennt seine Quellen; die neuesten stehen oben.",
    filterLabel: "Artikel nach Kategorie",
    all: "Alle Artikel",
    count: (count: number) => (count === 1 ? "1 Artikel" : `${count} Artikel`),
  },
  category: {
    eyebrow: "Ratgeber · Kategorie",
    title: (label: string) => `${label} – Labubu-Ratgeber | ${site.shortName}`,
    description: (label: string) =>
      `Alle Artikel der Kategorie „${label}“ im Labubu-Ratgeber für Österreich: Anleitungen mit Quellen für Sammlerinnen und Sammler, neueste zuerst.`,
    intro: (label: string) => `Alle Artikel der Kategorie „${label}“, die neuesten zuerst.`,
    laterTitle: (label: string, page: number) => `${label} – Labubu-Ratgeber, ältere Artikel, Seite ${page} | ${site.shortName}`,
    laterDescription: (label: string, page: number) =>
      `Seite ${page} des Archivs der Kategorie „${label}“ im Labubu-Ratgeber für Österreich (Seite 1 mit den ältesten Artikeln): Anleitungen mit Quellen für Sammlerinnen und Sammler.`,
  },
  /** The page links under a list: the first page (newest articles), then the archive pages from the newest to page 1. */
  pagination: {
    label: "Seiten der Artikelliste",
    previous: "Neuere Artikel",
    next: "Ältere Artikel",
    /** The first page's link: its text and its name. */
    first: "Neueste",
    firstName: "Neueste Artikel",
    page: (page: number) => `Seite ${page}`,
    /** An archive page's line under the heading: its number and the dates of its oldest and newest article. */
    position: (page: number, oldest: string, newest: string) =>
      oldest === newest ? `Seite ${page}: Artikel vom ${newest}` : `Seite ${page}: Artikel vom ${oldest} bis ${newest}`,
  },
  article: articleCopy,
  landing: {
    heading: "Neu im Ratgeber",
    all: "Alle Artikel im Ratgeber",
  },
} as const;
