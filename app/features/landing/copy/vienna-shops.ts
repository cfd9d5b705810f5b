import { rememberReads } from "../../../content/data/reads";
import { marketFacts } from "../../../content/facts/market";
import { viennaFacts } from "../../../content/facts/vienna";
import type { Fact } from "../../../content/facts/types";

// What follows reads the fact base where a page reads it, never when the module loads, so each page depends on
// the facts it shows (app/content/data/reads.ts).

/**
 * "Shops Wien": the places the sources name, each with its fact, address and Stand. No opening hours, phone numbers
 * or shop prices: they change without notice and a reader would act on them. What a source reports about the
 * summer of 2025 stays in the past tense, and where it does not say whether a shop still sells Labubus, the card
 * says so. Well-known streets without a source tying them to Labubus are not listed.
 */

// The Vienna and market facts alone, not the whole fact base: this module ships in a lazily loaded section.
function fact(id: string): Fact {
  const found = [...viennaFacts, ...marketFacts].find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown Vienna fact: ${id}`);
  return found;
}

/** A string value of a fact, or undefined. */
function value(id: string, key: string): string | undefined {
  const found = fact(id).values?.[key];
  return typeof found === "string" ? found : undefined;
}

export type ViennaPlace = {
  key: string;
  name: string;
  kind: string;
  /** The facts the card rests on: their sources and Stand are shown. */
  factIds: readonly string[];
  address?: string;
  link?: { label: string; href: string };
  text: string;
  caution: string;
};

/** The places the site describes in its own words, each resting on its facts. */
export const describedPlaces = [
  {
    key: "shanghai-shop",
    get name() {
      return value("vienna-shop-named-2025", "shop") ?? "";
    },
    kind: "In Wiener Medien genannt",
    factIds: ["vienna-shop-named-2025"],
    get address() {
      return value("vienna-shop-named-2025", "address");
    },
    get text() {
      return fact("vienna-shop-named-2025").statement;
    },
    caution: "Fragen Sie vor dem Weg nach, ob es dort gerade Labubus gibt, und prüfen Sie jede Figur vor dem Bezahlen.",
  },
  {
    key: "official-webshop",
    get name() {
      return value("shop-official-austria", "shop") ?? "";
    },
    kind: "Offizieller Webshop",
    factIds: ["shop-official-austria"],
    link: { label: "popmart.com/at", href: "https://www.popmart.com/at" },
    text: "Ein eigenes Pop-Mart-Geschäft gab es in Österreich laut Wiener Medien 2025 nicht; neuere Berichte fehlen. Offizielle Adressen enden auf popmart.com – alles andere ist kein Shop von Pop Mart.",
    caution: "Prüfen Sie die Adresse im Browser genau: Fake-Shops wählen ähnlich klingende Namen.",
  },
  {
    key: "classifieds",
    name: "Kleinanzeigen und Flohmärkte",
    kind: "Privatverkauf",
    factIds: ["vienna-classifieds"],
    text: "Auf Plattformen wie willhaben werden auch gefälschte Labubus angeboten, warnte vienna.at.",
    caution:
      "Bei privaten Verkäufern haben Sie kein gesetzliches Rücktrittsrecht. Lassen Sie sich Fotos von Zähnen, Fußsohle und QR-Code schicken, treffen Sie sich an einem belebten Ort und zahlen Sie nie im Voraus an Unbekannte.",
  },
] as const satisfies readonly ViennaPlace[];

/** What the card of a shop the editors added says to do before going there. */
const addedShopCaution =
  "Fragen Sie vor dem Weg nach, ob es dort gerade Labubus gibt, und prüfen Sie jede Figur vor dem Bezahlen.";

/**
 * A card for every other shop of the fact base (a fact tagged "vienna" and "shop" with a shop's name, as the hub's
 * "Geschäft hinzufügen" writes it): its name, address and statement with the fact's own source and Stand. So a
 * shop the newsroom adds appears where the shops appear, without anyone writing its card.
 */
export function shopPlaces(facts: readonly Fact[], described: readonly ViennaPlace[]): ViennaPlace[] {
  const shown = new Set(described.flatMap((place) => place.factIds));
  return facts
    .filter((candidate) => candidate.tags?.includes("vienna") && candidate.tags.includes("shop") && !shown.has(candidate.id))
    .flatMap((candidate) => {
      const name = candidate.values?.shop;
      if (typeof name !== "string" || !name.trim()) return [];
      const address = candidate.values?.address;
      return [
        {
          key: candidate.id,
          name,
          kind: "In Quellen genannt",
          factIds: [candidate.id],
          address: typeof address === "string" ? address : undefined,
          text: candidate.statement,
          caution: addedShopCaution,
        },
      ];
    });
}

/** The places of "Shops Wien": the described ones first, then every further shop of the fact base. */
export const viennaPlaces = rememberReads((): readonly ViennaPlace[] => [
  ...describedPlaces,
  ...shopPlaces([...viennaFacts, ...marketFacts], describedPlaces),
]);

/** What the sources report about Vienna in 2025, in the past tense: no advice to go there today. */
export const viennaPast = {
  heading: "Was 2025 in Wien geschah",
  items: [
    {
      key: "store-closed",
      place: "Mariahilfer Straße",
      get address() {
        return value("vienna-mariahilfer-strasse", "address");
      },
      get text() {
        return fact("vienna-labubu-store-closed").statement;
      },
      factIds: ["vienna-labubu-store-closed"],
    },
    {
      key: "fake-popups",
      place: "Wiener Innenstadt",
      address: undefined,
      get text() {
        return fact("vienna-fake-popup-stores").statement;
      },
      factIds: ["vienna-fake-popup-stores"],
    },
  ],
} as const;

/**
 * The Vienna article, linked below the section while it is published (its title and address come
 * from the article folder at build time, so no script names it: docs/decisions/0034).
 */
export const viennaArticleSlug = "labubu-kaufen-in-wien";

/** Names of the card parts (the address line is marked by an icon, named for screen readers). */
export const viennaLabels = { address: "Adresse", caution: "Achtung" } as const;

export const viennaNote =
  "Sortiment und Öffnungszeiten ändern sich laufend – prüfen Sie vor dem Besuch die aktuellen Angaben der Geschäfte. Wir nennen bewusst keine Preise einzelner Händler.";
