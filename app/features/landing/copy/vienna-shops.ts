import { standText } from "../../../content/facts/copy";
import { standOf } from "../../../content/facts/lookup";
import { viennaFacts } from "../../../content/facts/vienna";

/**
 * Well-known public shopping locations in Vienna. Only facts anyone can verify: the place, its
 * district and public transport, taken from the fact base. No opening hours, phone numbers or shop
 * prices: they change without notice and a reader would act on them. A place online has no address and no travel information.
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

/** The Vienna fact of a place. */
function viennaFact(id: string) {
  // The Vienna facts alone, not the whole fact base: this module ships in a lazily loaded section.
  const fact = viennaFacts.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(`Unknown Vienna fact: ${id}`);
  return fact;
}

/** "Stand März 2021 – nicht neu bestätigt": the Stand of a current Vienna fact, for a card's text. */
const standOfPlace = (id: string) => standText(standOf([viennaFact(id)])!);

/** Address and travel information of a place, from its fact. */
export function placeOf(spot: ViennaSpot): { address?: string; transit?: string } {
  const fact = viennaFact(spot.factId);
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
      "Laut Kurier sperrte hier im September 2025 ein Labubu-Geschäft zu; Nutzer auf TikTok bezweifelten, dass es Originale verkaufte.",
    caution: "Kaufen Sie Blindboxen nur original verschweißt und lassen Sie sich die Verpackung vor dem Bezahlen zeigen.",
  },
  {
    key: "neubaugasse",
    name: "Neubaugasse und Umgebung",
    kind: "Viertel mit kleinen Läden",
    factId: "vienna-neubaugasse",
    lookFor:
      "Eine Einkaufsstraße im 7. Bezirk mit eigener U3-Station. Welche Geschäfte hier Labubus führen, nennen die Quellen nicht – fragen Sie vor Ort.",
    caution: "Fragen Sie, woher die Ware stammt und ob der Laden umtauscht – ein Recht darauf haben Sie nicht.",
  },
  {
    key: "donau-zentrum",
    name: "Westfield Donau Zentrum",
    kind: "Einkaufszentrum",
    factId: "vienna-donau-zentrum",
    lookFor:
      "Ein Einkaufszentrum im 22. Bezirk, direkt bei der U1. Ob und wo es dort Labubus gibt, nennen die Quellen nicht – fragen Sie in den Geschäften nach.",
    caution: "Auch bei Ketten gilt: Prüfen Sie QR-Code und Verpackung, bevor Sie das Geschäft verlassen.",
  },
  {
    key: "naschmarkt-flohmarkt",
    name: "Flohmarkt am Naschmarkt",
    kind: "Flohmarkt",
    factId: "vienna-flohmarkt-naschmarkt",
    lookFor: `Jeden Samstag (${standOfPlace("vienna-flohmarkt-naschmarkt")}). Ob es dort Labubus gibt, nennen die Quellen nicht.`,
    caution:
      "Bei privaten Verkäufern haben Sie kein gesetzliches Rücktrittsrecht. Gehen Sie die Prüfmerkmale vor Ort durch und zahlen Sie nichts extra für eine angeblich enthaltene Secret-Figur in ungeöffneten Boxen.",
  },
  {
    key: "online-secondhand",
    name: "Kleinanzeigen in Österreich",
    kind: "Privatverkauf online",
    factId: "vienna-classifieds",
    lookFor: `Auf Plattformen wie willhaben werden auch gefälschte Labubus angeboten, warnte vienna.at (${standOfPlace("vienna-classifieds")}).`,
    caution:
      "Lassen Sie sich Fotos von Zähnen, Fußsohle und QR-Code schicken, treffen Sie sich zur Übergabe an einem belebten, öffentlichen Ort, zahlen Sie nie im Voraus an Unbekannte und nutzen Sie, wo möglich, den Käuferschutz der Plattform.",
  },
] as const satisfies readonly ViennaSpot[];

/** Names of the card parts (the address and transit lines are marked by icons, named for screen readers). */
export const viennaLabels = { address: "Adresse", transit: "Anreise", caution: "Achtung" } as const;

export const viennaNote =
  "Sortiment und Öffnungszeiten ändern sich laufend – prüfen Sie vor dem Besuch die aktuellen Angaben der Geschäfte. Wir nennen bewusst keine Preise einzelner Händler.";
