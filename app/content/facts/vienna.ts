import { recheckDay } from "./recheck";
import { sources as s } from "./sources";
import { defineFact } from "./types";
import { formatPartialDate } from "~/utils/format";

/**
 * Public facts about well-known shopping places in Vienna: where they are and how to get there.
 * No opening hours, phone numbers or prices of single shops: they change without notice and a reader
 * would act on them. `address` and `transit`
 * are what the landing page's Vienna cards show. Where a street lies and which U-Bahn stations serve
 * it is settled geography (historical); a market's schedule and where fakes are sold are current.
 */
export const viennaFacts = [
  defineFact({
    id: "vienna-mariahilfer-strasse",
    values: {
      address: "1060 und 1070 Wien",
      transit: "U3 Neubaugasse, Zieglergasse oder Westbahnhof; U2 Museumsquartier",
      u3Opened: "1993-09-04",
    },
    statement: (v) =>
      `Der innere Teil der Mariahilfer Straße trennt die Bezirke Mariahilf und Neubau (${v.address}). Unter ihr liegen seit ${formatPartialDate(v.u3Opened)} die U3-Stationen Neubaugasse und Zieglergasse, an ihrem Ende der Westbahnhof; an ihrem Anfang hält die U2 beim Museumsquartier.`,
    sources: [s.wikipediaMariahilferStrasse, s.wienEntdeckenMahue],
    lifespan: "historical",
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-neubaugasse",
    values: { address: "1070 Wien", transit: "U3 Neubaugasse" },
    statement: "Die Neubaugasse liegt im 7. Bezirk, Neubau, und hat eine eigene U3-Station.",
    sources: [s.wienEntdeckenMahue],
    lifespan: "historical",
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-donau-zentrum",
    values: { address: "Donaustadtstraße 1, 1220 Wien", transit: "U1 Kagran" },
    statement: (v) =>
      `Das Westfield Donau Zentrum (${v.address}) ist ein Einkaufszentrum im 22. Bezirk bei der U1-Station Kagran.`,
    sources: [s.wienGeschichteWikiDonauzentrum, s.wikipediaDonauZentrum],
    lifespan: "historical",
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-flohmarkt-naschmarkt",
    values: { address: "zwischen Linker und Rechter Wienzeile, Wien", transit: "U4 Kettenbrückengasse" },
    statement: (v) =>
      `Der Flohmarkt beim Naschmarkt (${v.address}) findet jeden Samstag statt; er liegt bei der U4-Station Kettenbrückengasse.`,
    sources: [s.sammelnFlohmarkt, s.oe24Flohmarkt, s.wienWirdWowFlohmarkt],
    lifespan: "current",
    asOf: "2021-03-31",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-classifieds",
    statement:
      "Auf Kleinanzeigen- und Handelsplattformen wie willhaben, eBay oder Amazon werden auch gefälschte Labubus angeboten.",
    sources: [s.viennaAt],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["vienna", "authenticity", "shop"],
  }),
] as const;
