import { type ArticleCategory, GENERAL_CATEGORY, type HubCategory } from "./types";
import { categoryNames } from "~/content/hub";

/** Content template per category (spec §3): ordered sections, SEO keywords, minimum length, audience. */
export type ContentTemplate = {
  label: string;
  structure: readonly string[];
  seoKeywords: readonly [string, string, string, string];
  minWords: number;
  targetAudience: string;
};

export const templates = {
  guides: {
    label: categoryNames.guides.one,
    structure: [
      "Einleitung",
      "Grundlagen für Einsteiger",
      "Schritt für Schritt",
      "Tipps von erfahrenen Sammlern",
      "Häufige Fehler vermeiden",
      "Fazit",
    ],
    seoKeywords: ["labubu sammeln", "labubu guide", "labubu österreich", "the monsters figuren"],
    minWords: 800,
    targetAudience: "Einsteiger bis Fortgeschrittene",
  },
  reviews: {
    label: categoryNames.reviews.one,
    structure: ["Einleitung", "Erster Eindruck", "Verarbeitung und Details", "Preis und Leistung", "Vor- und Nachteile", "Fazit"],
    seoKeywords: ["labubu review", "labubu test", "labubu erfahrungen", "labubu blindbox"],
    minWords: 600,
    targetAudience: "Kaufinteressierte",
  },
  lokal: {
    label: categoryNames.lokal.one,
    structure: [
      "Einleitung",
      "Sammeln in Österreich",
      "Anlaufstellen in Wien",
      "Einkaufen vor Ort",
      "Community und Treffen",
      "Fazit",
    ],
    seoKeywords: ["labubu wien", "labubu kaufen wien", "labubu österreich shop", "labubu sammler wien"],
    minWords: 1000,
    targetAudience: "Lokale Sammler in Wien und Österreich",
  },
} as const satisfies Record<HubCategory, ContentTemplate>;

/** Articles from a custom topic without a category: a neutral structure and three generic keywords. */
export const generalStructure = ["Einleitung", "Hintergrund", "Worauf Sammler achten sollten", "Praxistipps", "Fazit"] as const;
export const genericKeywords = ["labubu", "labubu österreich", "labubu sammler"] as const;

export function keywordsFor(category: ArticleCategory): string[] {
  return category === GENERAL_CATEGORY ? [...genericKeywords] : [...templates[category].seoKeywords];
}

export function structureFor(category: ArticleCategory): readonly string[] {
  return category === GENERAL_CATEGORY ? generalStructure : templates[category].structure;
}

/** Word target: 850 plus a random 0–399 (spec), never below the template's minimum. */
export function targetWordsFor(category: ArticleCategory, random: number): number {
  const target = 850 + Math.floor(random * 400);
  return category === GENERAL_CATEGORY ? target : Math.max(templates[category].minWords, target);
}
