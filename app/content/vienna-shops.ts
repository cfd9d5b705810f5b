import { viennaFacts } from "./facts/vienna";

/**
 * Well-known public shopping locations in Vienna. Only facts anyone can verify: the place, its
 * district and public transport, taken from the fact base. No opening hours, phone numbers or shop
 * prices (decisions.md). A place online has no address and no travel information.
 */
export type ViennaSpot = {
  key: "mariahilfer-strasse" | "neubaugasse" | "donau-zentrum" | "naschmarkt-flohmarkt" | "online-secondhand";
  name: string;
  kind: string;
  /** The fact with `address` and `transit` ("Anreise": public transport only). */
  factId: string;
  lookFor: string;
  caution: string;
};

/** Address and travel information of a place, from its fact. */
export function placeOf(spot: ViennaSpot): { address?: string; transit?: string } {
  // The Vienna facts alone, not the whole fact base: this module ships in a lazily loaded section.
  const fact = viennaFacts.find((candidate) => candidate.id === spot.factId);
  if (!fact) throw new Error(`Unknown Vienna fact: ${spot.factId}`);
  const values: Readonly<Record<string, string | number>> = fact.values ?? {};
  return {
    address: typeof values.address === "string" ? values.address : undefined,
    transit: typeof values.transit === "string" ? values.transit : undefined,
  };
}

export const viennaSpots = [
  {
    key: "mariahilfer-strasse",
    name: "Mariahilfer Straße",
    kind: "Einkaufsstraße",
    factId: "vienna-mariahilfer-strasse",
    lookFor:
      "Wiens größte Einkaufsstraße mit Spielwaren-, Geschenk- und Lifestyle-Geschäften. Fragen Sie in Läden, die Designer-Toys führen, nach neuen Lieferungen.",
    caution: "Kaufen Sie Blindboxen nur original verschweißt und lassen Sie sich die Verpackung vor dem Bezahlen zeigen.",
  },
  {
    key: "neubaugasse",
    name: "Neubaugasse und Umgebung",
    kind: "Viertel mit kleinen Läden",
    factId: "vienna-neubaugasse",
    lookFor:
      "Kleine, inhabergeführte Geschäfte und Concept-Stores abseits der großen Ketten. Hier lohnt sich das Gespräch: Viele Händler kennen ihre Bezugsquellen genau.",
    caution: "Fragen Sie ruhig, woher die Ware stammt. Seriöse Händler beantworten das gern.",
  },
  {
    key: "donau-zentrum",
    name: "Westfield Donau Zentrum",
    kind: "Einkaufszentrum",
    factId: "vienna-donau-zentrum",
    lookFor:
      "Eines der größten Einkaufszentren Wiens, mit vielen Handelsketten unter einem Dach – praktisch, um mehrere Geschäfte an einem Nachmittag abzuklappern.",
    caution: "Auch bei Ketten gilt: Prüfen Sie QR-Code und Verpackung, bevor Sie das Geschäft verlassen.",
  },
  {
    key: "naschmarkt-flohmarkt",
    name: "Flohmarkt am Naschmarkt",
    kind: "Flohmarkt, samstags",
    factId: "vienna-flohmarkt-naschmarkt",
    lookFor:
      "Jeden Samstag ein Klassiker für Sammlerinnen und Sammler. Mit Glück finden Sie dort ältere Figuren oder Tauschpartner.",
    caution:
      "Bei privaten Verkäufern haben Sie kein gesetzliches Rücktrittsrecht. Gehen Sie die Prüfmerkmale vor Ort durch und zahlen Sie nichts extra für eine angeblich enthaltene Secret-Figur in ungeöffneten Boxen.",
  },
  {
    key: "online-secondhand",
    name: "Kleinanzeigen in Österreich",
    kind: "Privatverkauf online",
    factId: "vienna-classifieds",
    lookFor:
      "Kleinanzeigen-Plattformen wie willhaben sind eine gute Quelle für vergriffene Serien und für Tausch – und ein beliebter Ort für Fälschungen.",
    caution:
      "Lassen Sie sich Fotos von Zähnen, Fußsohle und QR-Code schicken, treffen Sie sich zur Übergabe an einem belebten, öffentlichen Ort, zahlen Sie nie im Voraus an Unbekannte und nutzen Sie, wo möglich, den Käuferschutz der Plattform.",
  },
] as const satisfies readonly ViennaSpot[];

/** Names of the card parts (the address and transit lines are marked by icons, named for screen readers). */
export const viennaLabels = { address: "Adresse", transit: "Anreise", caution: "Achtung" } as const;

export const viennaNote =
  "Sortiment und Öffnungszeiten ändern sich laufend – prüfen Sie vor dem Besuch die aktuellen Angaben der Geschäfte. Wir nennen bewusst keine Preise einzelner Händler.";
