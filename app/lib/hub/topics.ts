import type { HubCategory } from "./types";

/** The four fixed topic lists (spec §9: 10 / 10 / 10 / 8 topics). */
export const topicListIds = ["authentizitaet", "wien-lokal", "investment", "saisonal"] as const;
export type TopicListId = (typeof topicListIds)[number];

export type Topic = { id: string; title: string; list: TopicListId };
export type TopicList = { id: TopicListId; label: string; topics: readonly Topic[] };

function list(id: TopicListId, label: string, titles: readonly string[]): TopicList {
  return { id, label, topics: titles.map((title, index) => ({ id: `${id}-${index + 1}`, title, list: id })) };
}

export const topicLists: Record<TopicListId, TopicList> = {
  authentizitaet: list("authentizitaet", "Authentizität", [
    "Labubu-Fakes erkennen: die neun Zähne im Detail",
    "Das Herz auf der Nasenspitze: So prüfen Sie das Original",
    "QR-Code auf der Verpackung richtig prüfen",
    "Herstellerlogo auf der Fußsohle: Original und Fälschung im Vergleich",
    "Verpackung, Siegel und Druckqualität als Echtheitsmerkmal",
    "„Lafufu“: Was hinter den gefälschten Figuren steckt",
    "Fälschungen auf Online-Marktplätzen meiden",
    "Gebrauchte Labubu sicher kaufen: die Checkliste",
    "Fell, Nähte und Farbton: Qualitätsmerkmale echter Figuren",
    "Kaufbeleg und Originalverpackung: Was Sammler aufheben sollten",
  ]),
  "wien-lokal": list("wien-lokal", "Wien & Lokal", [
    "Labubu kaufen in Wien: worauf Sammler achten sollten",
    "Einkaufen auf der Mariahilfer Straße: Tipps für Figuren-Sammler",
    "Sammlertreffen in Wien organisieren",
    "Tauschbörsen für Labubu-Sammler in Österreich",
    "Flohmärkte in Wien: Vorsicht vor Fälschungen",
    "Labubu in Graz, Linz und Salzburg finden",
    "Bestellen aus dem Ausland: Zoll und Gebühren in Österreich",
    "Neue Lieferungen am Freitag: So planen Wiener Sammler ihren Einkauf",
    "Die Labubu-Community in Wien: Gruppen und Treffpunkte",
    "Abholen statt Versand: Vorteile beim Kauf vor Ort",
  ]),
  investment: list("investment", "Investment", [
    "Labubu als Wertanlage: Chancen und Risiken",
    "Rekordpreis von € 148.000: Was seltene Figuren so wertvoll macht",
    "Secret Figures und ihre Wertentwicklung",
    "Limitierte Editionen richtig lagern und erhalten",
    "Preisvergleich: Österreich, Thailand und Hongkong",
    "Originalverpackung und Wiederverkaufswert",
    "Die Sammlung versichern: worauf es ankommt",
    "Wann sich der Verkauf einer Figur lohnt",
    "Sondereditionen ab € 32: Lohnt sich der Kauf?",
    "Zehn Jahre The Monsters: die Preisentwicklung seit 2015",
  ]),
  saisonal: list("saisonal", "Saisonal", [
    "Labubu als Weihnachtsgeschenk: Ideen für Sammler",
    "Blindboxen im Advent: die Alternative zum Adventkalender",
    "Valentinstag mit Labubu: Geschenkideen für Paare",
    "Ostern: Frühlingsneuheiten für Sammler",
    "Sommerurlaub: Figuren sicher auf Reisen mitnehmen",
    "Schulstart: Labubu-Anhänger für die Schultasche",
    "Halloween-Editionen im Überblick",
    "Black Friday: Angebote kritisch prüfen",
  ]),
};

/** Which topic lists a category offers, in select order (decisions.md, content hub specifics). */
export const topicListsByCategory: Record<HubCategory, readonly TopicListId[]> = {
  guides: ["authentizitaet", "investment"],
  reviews: ["saisonal", "authentizitaet"],
  lokal: ["wien-lokal", "saisonal"],
};

export function topicGroupsFor(category: HubCategory): TopicList[] {
  return topicListsByCategory[category].map((id) => topicLists[id]);
}

const topicsById = new Map(Object.values(topicLists).flatMap((group) => group.topics.map((topic) => [topic.id, topic] as const)));

export function findTopic(id: string | undefined): Topic | undefined {
  return id === undefined ? undefined : topicsById.get(id);
}

/** Whether the category's groups contain the topic (a topic kept across a category change may not be). */
export function categoryOffersTopic(category: HubCategory, topic: Topic): boolean {
  return topicListsByCategory[category].includes(topic.list);
}
