/**
 * The hub's four fixed topic lists (10 / 10 / 10 / 8 topics), in the order the generator's
 * select shows them. A topic's id is its list and its place ("investment-2"): the briefs in
 * app/features/hub/copy/briefs key by it, so a topic is retitled in place, never moved. Every title states only
 * what the fact base backs (ADR 0009): a figure in a title comes from its fact, and one thing has one
 * term ("Secret-Figur").
 */
import { lazyCopy } from "~/content/data/reads";
import { backgroundFacts } from "../../../content/facts/background";
import { valueIn } from "../../../content/facts/lookup";
import { formatCount, formatEuro, formatYear } from "~/utils/format";
import type { TopicListId } from "~/domain/topics";

export type TopicListCopy = { label: string; titles: readonly string[] };

/** Read where a page reads the titles, never when the module loads (app/content/data/reads.ts). */
export const topicListCopy = lazyCopy(() => {
  const teeth = formatCount(valueIn<number>(backgroundFacts, "background-nine-teeth", "teeth"));
  const recordPrice = formatEuro(valueIn<number>(backgroundFacts, "record-auction-2025", "hammerEurRounded"));
  const monstersSince = formatYear(valueIn<number>(backgroundFacts, "background-kasing-lung", "originYear"));
  return {
    authentizitaet: {
      label: "Authentizität",
      titles: [
        `Labubu-Fälschungen erkennen: die ${teeth} Zähne im Detail`,
        "Die Nase prüfen: Was am „Herz auf der Nasenspitze“ dran ist",
        "QR-Code auf der Verpackung richtig prüfen",
        "Herstellerlogo auf der Fußsohle: Original und Fälschung im Vergleich",
        "Verpackung, Hologramm-Aufkleber und Druck: So prüfen Sie die Echtheit",
        "„Lafufu“: Was hinter den gefälschten Figuren steckt",
        "Fälschungen auf Online-Marktplätzen meiden",
        "Gebrauchte Labubus sicher kaufen: die Checkliste",
        "Fell, Nähte und Farbton: Qualitätsmerkmale echter Figuren",
        "Kaufbeleg und Originalverpackung: Was Sammler aufheben sollten",
      ],
    },
    "wien-lokal": {
      label: "Wien & Lokal",
      titles: [
        "Labubu kaufen in Wien: worauf Sammler achten sollten",
        "Einkaufen auf der Mariahilfer Straße: Tipps für Figuren-Sammler",
        "Sammlertreffen in Wien organisieren",
        "Labubu tauschen in Österreich: sicher und fair",
        "Flohmärkte in Wien: Vorsicht vor Fälschungen",
        "Labubu in Graz, Linz und Salzburg finden",
        "Bestellen aus dem Ausland: Zoll und Gebühren in Österreich",
        "Neue Serien im Blick: So planen Wiener Sammler ihren Einkauf",
        "Labubu-Sammler in Wien: wie Sie Gleichgesinnte finden",
        "Abholen statt Versand: Vorteile beim Kauf vor Ort",
      ],
    },
    investment: {
      label: "Investment",
      titles: [
        "Labubu als Wertanlage: Chancen und Risiken",
        `Rekordpreis von rund ${recordPrice}: Was hinter dem Einzelstück steckt`,
        "Secret-Figuren: Seltenheit, Chancen und Wert",
        "Limitierte Editionen richtig lagern und erhalten",
        "Preisvergleich: Österreich, Asien und die USA",
        "Originalverpackung und Wiederverkaufswert",
        "Die Sammlung versichern: worauf es ankommt",
        "Wann sich der Verkauf einer Figur lohnt",
        "Sondereditionen: Lohnt sich der Kauf?",
        `The Monsters seit ${monstersSince}: was über die Preise belegt ist`,
      ],
    },
    saisonal: {
      label: "Saisonal",
      titles: [
        "Labubu als Weihnachtsgeschenk: Ideen für Sammler",
        "Blindboxen im Advent: die Alternative zum Adventkalender",
        "Valentinstag mit Labubu: Geschenkideen für Paare",
        "Ostern: Labubu für das Osternest richtig auswählen",
        "Sommerurlaub: Figuren sicher auf Reisen mitnehmen",
        "Schulstart: Labubu-Anhänger für die Schultasche",
        "Halloween: Themenfiguren richtig prüfen",
        "Black Friday: Angebote kritisch prüfen",
      ],
    },
  } as const satisfies Record<TopicListId, TopicListCopy>;
});
