/**
 * Copy of the hub's offline generator: the six status texts and the category templates' names and
 * part labels. The topic content itself is in ./briefs; the research outline of an own topic in ./outline.
 */
import { categoryNames } from "~/content/categories";
import type { HubCategory } from "~/domain/categories";

/**
 * Status texts of the six steps, in the order they run; each names what the generator does in that step
 * (app/features/hub/generator/generator.ts, `steps`).
 */
export const generationSteps = [
  "Thema wird einem Briefing zugeordnet …",
  "Fakten werden mit Quelle und Stand aus der Faktenbasis geladen …",
  "Gliederung wird nach der Vorlage der Kategorie gebaut …",
  "Text wird aus Briefing, Fakten und Notizen geschrieben …",
  "Quellen werden mit ihrem Stand zusammengestellt …",
  "Entwurf wird geprüft: SEO, Lesbarkeit und Belege …",
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

export const generatorMessages = {
  topicRequired: "Ein Thema ist erforderlich.",
} as const;
