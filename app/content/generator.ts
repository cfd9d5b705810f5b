/**
 * Copy of the hub's offline generator: the six status texts, the category templates' names and part
 * labels, and the frame a custom topic gets around the content of its closest list topic. The topic
 * content itself is in ./briefs.
 */
import { categoryNames } from "./hub";
import type { HubCategory } from "~/lib/hub/types";

/** Status texts of the six steps, in the order they run. */
export const generationSteps = [
  "Trends werden analysiert …",
  "Österreichische Marktdaten werden gesammelt …",
  "Struktur wird erstellt …",
  "Hauptinhalt wird generiert …",
  "SEO-Optimierung läuft …",
  "Artikel wird finalisiert …",
] as const;

/**
 * The parts a draft is built from. The intro has no subheading (the title is the H1); `opening` is
 * the brief's first section, `details` its others.
 */
export type PartRole = "opening" | "details" | "steps" | "mistakes" | "prosCons" | "local" | "conclusion";

export type TemplateCopy = {
  label: string;
  targetAudience: string;
  /** What each part is for, as an outline for the editor or a language model. */
  roles: Partial<Record<PartRole, string>>;
};

/**
 * Names of the category templates and of their parts. No part asks for first-hand experience: the
 * review's "Erster Eindruck" became "Worum es geht", the local "Community und Treffen" became the
 * local section about places and help.
 */
export const templateCopy = {
  guides: {
    label: categoryNames.guides.one,
    targetAudience: "Einsteiger bis Fortgeschrittene",
    roles: {
      opening: "Grundlagen",
      steps: "Schritt für Schritt",
      details: "Im Detail",
      mistakes: "Häufige Fehler vermeiden",
      conclusion: "Fazit",
    },
  },
  reviews: {
    label: categoryNames.reviews.one,
    targetAudience: "Kaufinteressierte",
    roles: {
      opening: "Worum es geht",
      details: "Merkmale und Preis im Detail",
      prosCons: "Stärken und Grenzen",
      conclusion: "Fazit",
    },
  },
  lokal: {
    label: categoryNames.lokal.one,
    targetAudience: "Lokale Sammler in Wien und Österreich",
    roles: {
      opening: "Sammeln in Österreich",
      details: "Im Detail",
      local: "Vor Ort in Wien und Österreich",
      conclusion: "Fazit",
    },
  },
} as const satisfies Record<HubCategory, TemplateCopy>;

/** A custom topic without a category. */
export const generalTemplateCopy = {
  label: "Allgemeiner Artikel",
  targetAudience: "Sammlerinnen und Sammler in Österreich",
  roles: { opening: "Hintergrund", details: "Im Detail", conclusion: "Fazit" },
} as const satisfies TemplateCopy;

/** The two lines that introduce the lists of a review's strengths and limits. */
export const prosConsCopy = { pros: "Das spricht dafür:", cons: "Hier liegen die Grenzen:" } as const;

/**
 * The frame of a custom topic. `topic` is the editor's topic, shortened, escaped and quoted; `related`
 * the SEO title of the list topic whose facts and content the draft uses.
 */
export const customTopicCopy = {
  /** One of these opens the draft (chosen by the injectable random source). */
  openers: [
    (topic: string) => `Dieser Beitrag widmet sich dem Thema „${topic}“ und stützt sich dabei auf belegte Fakten.`,
    (topic: string) => `Um „${topic}“ geht es in diesem Beitrag, und zwar mit Fakten, die Quellen belegen.`,
    (topic: string) => `„${topic}“: Dieser Beitrag ordnet das Thema ein und nennt dafür seine Quellen.`,
  ],
  related: (topic: string, related: string) =>
    `Für „${topic}“ hilft vor allem das Wissen aus dem verwandten Thema „${related}“, das hier folgt.`,
  general: (topic: string) =>
    `Für „${topic}“ fasst der Beitrag deshalb das Wissen zusammen, das beim Sammeln in Österreich immer hilft.`,
  headings: {
    opening: (topic: string) => `Worum es bei „${topic}“ geht`,
    steps: (topic: string) => `„${topic}“: Schritt für Schritt`,
    prosCons: (topic: string) => `„${topic}“: Stärken und Grenzen`,
    local: (topic: string) => `„${topic}“ in Wien und Österreich`,
    conclusion: (topic: string) => `Fazit zu „${topic}“`,
    /** Further sections, until over a third of all subheadings name the topic. */
    detail: (topic: string, heading: string) => `„${topic}“: ${heading}`,
  },
  closing: (topic: string) => `Kurz gesagt: Bei „${topic}“ zählen belegte Fakten mehr als jedes Versprechen in einem Angebot.`,
  angle: (topic: string, related: string) => `Das Thema „${topic}“ auf Grundlage der Fakten zu „${related}“.`,
  /** Sentences after "<keyphrase>: " for the meta description, longest first; the generator takes the first that fits. */
  metaTails: [
    "Was Sammlerinnen und Sammler in Österreich dazu wissen sollten, mit belegten Fakten, Quellen und Tipps für einen sicheren Kauf.",
    "Was Sammler in Österreich dazu wissen sollten, mit belegten Fakten, Quellen und Tipps für einen sicheren Kauf.",
    "Was Sammler in Österreich wissen sollten: belegte Fakten, Quellen und Tipps für einen sicheren Kauf.",
    "Belegte Fakten, Quellen und Tipps für Sammler in Österreich.",
  ],
} as const;

export const generatorMessages = {
  topicRequired: "Ein Thema ist erforderlich.",
} as const;
