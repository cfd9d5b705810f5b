import { sources as s } from "./sources";
import { defineFact } from "./types";

/**
 * Public facts about well-known shopping places in Vienna: where they are and how to get there.
 * No opening hours, phone numbers or prices of single shops (decisions.md). `address` and `transit`
 * are what the landing page's Vienna cards show.
 */
export const viennaFacts = [
  defineFact({
    id: "vienna-mariahilfer-strasse",
    values: { address: "1060 und 1070 Wien", transit: "U3 Neubaugasse, Zieglergasse oder Westbahnhof; U2 Museumsquartier" },
    statement: (v) =>
      `Die Mariahilfer Straße ist Wiens größte Einkaufsstraße; ihr innerer Teil trennt die Bezirke Mariahilf und Neubau (${v.address}). Anreise: ${v.transit}.`,
    sources: [s.wikipediaMariahilferStrasse, s.wienEntdeckenMahue],
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-neubaugasse",
    values: { address: "1070 Wien", transit: "U3 Neubaugasse" },
    statement: (v) => `Die Neubaugasse liegt im 7. Bezirk, Neubau (${v.address}). Anreise: ${v.transit}.`,
    sources: [s.wienEntdeckenMahue],
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-donau-zentrum",
    values: { address: "Donaustadtstraße 1, 1220 Wien", transit: "U1 Kagran" },
    statement: (v) => `Das Westfield Donau Zentrum (${v.address}) ist das größte Einkaufszentrum Wiens. Anreise: ${v.transit}.`,
    sources: [s.wienGeschichteWikiDonauzentrum, s.wikipediaDonauZentrum],
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-flohmarkt-naschmarkt",
    values: { address: "zwischen Linker und Rechter Wienzeile, Wien", transit: "U4 Kettenbrückengasse" },
    statement: (v) => `Der Flohmarkt beim Naschmarkt (${v.address}) findet jeden Samstag statt. Anreise: ${v.transit}.`,
    sources: [s.sammelnFlohmarkt, s.oe24Flohmarkt],
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-classifieds",
    statement:
      "Auf Kleinanzeigen- und Handelsplattformen wie willhaben, eBay oder Amazon werden auch gefälschte Labubu angeboten.",
    sources: [s.viennaAt],
    asOf: "2025",
    confidence: "medium",
    tags: ["vienna", "authenticity", "shop"],
  }),
] as const;
