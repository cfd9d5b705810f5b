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
    wordings: [
      "Unter der Mariahilfer Straße halten die U3 in der Neubaugasse und in der Zieglergasse; an ihrem Ende liegt der Westbahnhof.",
      "Die Mariahilfer Straße erreichen Sie mit der U3 (Neubaugasse, Zieglergasse, Westbahnhof) oder an ihrem Anfang mit der U2 beim Museumsquartier.",
      "In ihrem inneren Teil trennt die Mariahilfer Straße die Bezirke Mariahilf und Neubau, also den 6. und den 7. Bezirk.",
      "Zur Mariahilfer Straße fahren die U3 bis Neubaugasse oder Zieglergasse und die U2 bis Museumsquartier.",
      "Die U3 hält unter der Mariahilfer Straße in der Neubaugasse und in der Zieglergasse.",
    ],
    sources: [s.wikipediaMariahilferStrasse, s.wienEntdeckenMahue],
    lifespan: "historical",
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-neubaugasse",
    values: { address: "1070 Wien", transit: "U3 Neubaugasse" },
    statement: "Die Neubaugasse liegt im 7. Bezirk, Neubau, und hat eine eigene U3-Station.",
    wordings: ["Die Neubaugasse im 7. Bezirk hat eine eigene U3-Station."],
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
    wordings: (v) => [
      "Das Westfield Donau Zentrum liegt im 22. Bezirk bei der U1-Station Kagran.",
      `Mit der U1 bis Kagran erreichen Sie das Westfield Donau Zentrum (${v.address}).`,
      "Das Einkaufszentrum Westfield Donau Zentrum im 22. Bezirk hat die U1-Station Kagran vor der Tür.",
    ],
    sources: [s.wienGeschichteWikiDonauzentrum, s.wikipediaDonauZentrum],
    lifespan: "historical",
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-flohmarkt-naschmarkt",
    values: { address: "zwischen Linker und Rechter Wienzeile, Wien", transit: "U4 Kettenbrückengasse" },
    statement: (v) =>
      `Der Flohmarkt beim Naschmarkt (${v.address}) findet samstags statt, bei der U4-Station Kettenbrückengasse; unter der Woche ist das Gelände ein Parkplatz.`,
    wordings: [
      "Samstags findet beim Naschmarkt ein Flohmarkt statt, bei der U4-Station Kettenbrückengasse.",
      "Der Flohmarkt beim Naschmarkt ist samstags; unter der Woche dient das Gelände als Parkplatz.",
    ],
    sources: [s.newsAtFlohmarkt, s.sammelnFlohmarkt, s.oe24Flohmarkt],
    lifespan: "current",
    asOf: "2025-11-21",
    notReconfirmed: recheckDay,
    confidence: "solid",
    tags: ["vienna"],
  }),
  defineFact({
    id: "vienna-classifieds",
    statement:
      "Auf Kleinanzeigen- und Handelsplattformen wie willhaben, eBay oder Amazon werden auch gefälschte Labubus angeboten.",
    wordings: [
      "Laut vienna.at werden auf willhaben, eBay oder Amazon auch gefälschte Labubus angeboten.",
      "Auch auf Plattformen wie willhaben, eBay oder Amazon tauchen gefälschte Labubus auf.",
      "Gefälschte Labubus gibt es laut vienna.at auch auf Kleinanzeigen-Plattformen wie willhaben.",
    ],
    sources: [s.viennaAt],
    lifespan: "current",
    asOf: "2025",
    notReconfirmed: recheckDay,
    confidence: "medium",
    tags: ["vienna", "authenticity", "shop"],
  }),
] as const;
