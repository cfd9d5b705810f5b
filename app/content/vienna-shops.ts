/**
 * Well-known public shopping locations in Vienna. Only facts anyone can verify: the place, its
 * district and public transport. No opening hours, phone numbers or shop prices (decisions.md).
 */
export type ViennaSpot = {
  key: "mariahilfer-strasse" | "neubaugasse" | "donau-zentrum" | "naschmarkt-flohmarkt" | "online-secondhand";
  name: string;
  kind: string;
  address: string;
  transit: string;
  lookFor: string;
  caution: string;
};

export const viennaSpots = [
  {
    key: "mariahilfer-strasse",
    name: "Mariahilfer Straße",
    kind: "Einkaufsstraße",
    address: "1060 und 1070 Wien",
    transit: "U3 Neubaugasse, Zieglergasse oder Westbahnhof",
    lookFor:
      "Wiens größte Einkaufsstraße mit Spielwaren-, Geschenk- und Lifestyle-Geschäften. Fragen Sie in Läden, die Designer-Toys führen, nach neuen Lieferungen.",
    caution: "Kaufen Sie Blindboxen nur original verschweißt und lassen Sie sich die Verpackung vor dem Bezahlen zeigen.",
  },
  {
    key: "neubaugasse",
    name: "Neubaugasse und Umgebung",
    kind: "Viertel mit kleinen Läden",
    address: "1070 Wien (Neubau)",
    transit: "U3 Neubaugasse",
    lookFor:
      "Kleine, inhabergeführte Geschäfte und Concept-Stores abseits der großen Ketten. Hier lohnt sich das Gespräch: Viele Händler kennen ihre Bezugsquellen genau.",
    caution: "Fragen Sie ruhig, woher die Ware stammt. Seriöse Händler beantworten das gern.",
  },
  {
    key: "donau-zentrum",
    name: "Westfield Donau Zentrum",
    kind: "Einkaufszentrum",
    address: "Wagramer Straße 94, 1220 Wien",
    transit: "U1 Kagran",
    lookFor:
      "Eines der größten Einkaufszentren Wiens, mit vielen Handelsketten unter einem Dach – praktisch, um mehrere Geschäfte an einem Nachmittag abzuklappern.",
    caution: "Auch bei Ketten gilt: Prüfen Sie QR-Code und Verpackung, bevor Sie das Geschäft verlassen.",
  },
  {
    key: "naschmarkt-flohmarkt",
    name: "Flohmarkt am Naschmarkt",
    kind: "Flohmarkt, samstags",
    address: "Beim Naschmarkt, Höhe Kettenbrückengasse, Wien",
    transit: "U4 Kettenbrückengasse",
    lookFor:
      "Jeden Samstag ein Klassiker für Sammlerinnen und Sammler. Mit Glück finden Sie dort ältere Figuren oder Tauschpartner.",
    caution:
      "Auf dem Flohmarkt gibt es kein Rückgaberecht. Gehen Sie unsere sechs Merkmale vor Ort durch und zahlen Sie nicht für ungeöffnete „Secret“-Versprechen.",
  },
  {
    key: "online-secondhand",
    name: "Kleinanzeigen in Österreich",
    kind: "Privatverkauf online",
    address: "Übergabe in Wien oder Versand",
    transit: "Treffen am besten an einem belebten, öffentlichen Ort",
    lookFor:
      "Kleinanzeigen-Plattformen wie willhaben sind eine gute Quelle für vergriffene Serien und für Tausch – und ein beliebter Ort für Fälschungen.",
    caution:
      "Lassen Sie sich Fotos von Zähnen, Fußsohle und QR-Code schicken, zahlen Sie nie im Voraus an Unbekannte und nutzen Sie, wo möglich, den Käuferschutz der Plattform.",
  },
] as const satisfies readonly ViennaSpot[];

/** Names of the card parts (the address and transit lines are marked by icons, named for screen readers). */
export const viennaLabels = { address: "Adresse", transit: "Anreise", caution: "Achtung" } as const;

export const viennaNote =
  "Sortiment und Öffnungszeiten ändern sich laufend – prüfen Sie vor dem Besuch die aktuellen Angaben der Geschäfte. Wir nennen bewusst keine Preise einzelner Händler.";
