/**
 * Copy of the automation that plans and drafts: slot origins, statuses and actions, the figures
 * computed from the plan and the drafts, and the next steps.
 */
import type { SlotOrigin } from "~/domain/hub";

export const slotOriginLabels: Record<SlotOrigin, string> = {
  automation: "Automatisch",
  manual: "Manuell",
  sample: "Beispieldaten",
};

export const slotCopy = {
  /** The topic a new-product slot drafts: a custom topic naming the series. */
  seriesTopic: (series: string) => `Labubu-Serie ${series}: was Sammler wissen sollten`,
  /** The section a series draft gets with the series' sourced fact. */
  seriesFactHeading: (series: string) => `Die Serie ${series} im Überblick`,
  byTrigger: (trigger: string) => `Automatisch (${trigger})`,
  sampleNote: "Beispielzeile aus einer früheren Version: Dieser Status ist nicht wirklich eingetreten. Sie können sie löschen.",
  failedReason: (reason: string) => `Grund: ${reason}`,
  retry: "Erneut versuchen",
  openDraft: "Entwurf öffnen",
  openPage: "Seite öffnen",
  edit: "Bearbeiten",
  remove: "Löschen",
  removed: (title: string) => `„${title}“ wurde aus dem Plan gelöscht.`,
  edited: (title: string) => `„${title}“ wurde geändert.`,
  drafted: (title: string) => `„${title}“: Entwurf bereit.`,
  outlined: (title: string) => `„${title}“: Gliederung bereit.`,
  failed: (title: string) => `„${title}“: Entwurf fehlgeschlagen.`,
  empty: "Keine Artikel geplant.",
  emptyPaused: "Die Automatisierung ist pausiert: Es wird nichts geplant und nichts entworfen.",
  emptyNoTriggers: "Kein Trigger ist aktiv: Die Automatisierung plant erst wieder, wenn mindestens einer eingeschaltet ist.",
  planNote: (weekly: string, source: string) =>
    `Die nächsten vier Wochen mit ${weekly} Artikeln pro Woche. Fällige Artikel werden entworfen, solange der Hub geöffnet ist (Textquelle: ${source}).`,
  editTitle: "Geplanten Artikel bearbeiten",
  editDescription: "Geänderte automatische Artikel gehören danach Ihnen: Die Automatisierung plant sie nicht mehr um.",
  editSubmit: "Änderungen speichern",
  keywordsLabel: "Keywords",
  draftFailedLog: "Content Hub: Automatischer Entwurf fehlgeschlagen",
} as const;

/** The automation after the topic lists run dry (docs/decisions/0020), and how long the lists last. */
export const supplyCopy = {
  reviseTitle: (title: string) => `Überarbeiten: ${title}`,
  outlineTitle: (topic: string) => `Recherche-Gliederung: ${topic}`,
  /** An own topic from a brief's related keyword that does not name the figure. */
  outlineTopic: (keyword: string) => `Labubu ${keyword}`,
  byKind: {
    "revise-article": "Automatisch (Überarbeitung)",
    "revise-draft": "Automatisch (Entwurf überarbeiten)",
    outline: "Automatisch (Recherche-Gliederung)",
  },
  readyLabel: {
    "revise-article": "Überarbeitung bereit",
    "revise-draft": "Zum Überarbeiten",
    outline: "Gliederung bereit",
  },
  outlineNote:
    "Eine Gliederung, kein fertiger Artikel: Recherchieren Sie, tragen Sie Notizen ein und schreiben Sie den Entwurf daraus.",
  reviseDraftNote:
    "Dieser Entwurf wartet seit Wochen: Lesen Sie ihn gegen, aktualisieren Sie Fakten und veröffentlichen oder löschen Sie ihn.",
  draftMissing: "Der Entwurf wurde inzwischen gelöscht.",
  articleMissing: "Der Artikel ist nicht mehr veröffentlicht.",
  title: "Themenvorrat",
  supply: (topics: string, weekly: string, weeks: string) =>
    `Noch ${topics} Themen aus den Themenlisten und Serien: Bei ${weekly} Artikeln pro Woche reichen sie für etwa ${weeks} Wochen.`,
  supplyShort: (topics: string) =>
    `Nur noch ${topics} Themen aus den Themenlisten und Serien: Sie reichen keine volle Woche mehr.`,
  empty: "Die Themenlisten und Serien sind aufgebraucht.",
  after: (revisions: string, outlines: string) =>
    `Danach plant die Automatisierung Überarbeitungen (jetzt ${revisions} fällig: Artikel ab sechs Monaten, Entwürfe ab zwei Monaten) und Recherche-Gliederungen (${outlines} Themen), die als solche gekennzeichnet sind: keine fertigen Artikel.`,
} as const;

export const automationFigures = {
  title: "Leistung",
  description: "Aus Ihrem Plan und Ihren Entwürfen in diesem Browser berechnet.",
  planned: "Geplant (nächste 4 Wochen)",
  ready: "Entwürfe bereit",
  successRate: "Erfolgsquote der Entwürfe",
  averageWords: "Ø Wörter pro Entwurf",
  averageSeo: "Ø SEO-Score der Entwürfe",
  none: "–",
  keywordsTitle: "Keyphrases im Plan",
  keywordsDescription: "Fokus-Keyphrases der geplanten Artikel, die noch nicht entworfen sind.",
  keywordsEmpty: "Noch keine geplanten Keyphrases.",
  keywordsPlanned: (count: string) => `${count} geplant`,
  nextTitle: "Nächste Schritte",
  nextEmpty: "Nichts zu tun: Der Plan ist leer.",
} as const;

/** The next actions, computed from the plan. */
export const nextActionCopy = {
  turnOn: { when: "Jetzt", text: "Automatisierung einschalten, damit der Hub plant und entwirft." },
  failed: (title: string) => ({ when: "Jetzt", text: `„${title}“ ist fehlgeschlagen: Grund prüfen und erneut versuchen.` }),
  ready: (title: string) => ({
    when: "Jetzt",
    text: `„${title}“ gegenlesen, Quellen prüfen und veröffentlichen.`,
  }),
  scheduled: (date: string, title: string) => ({ when: date, text: `„${title}“ wird automatisch entworfen.` }),
  manual: (date: string, title: string) => ({ when: date, text: `„${title}“ ist für diesen Tag geplant.` }),
} as const;
