/**
 * AI Content Hub: sample statistics, automation defaults and the copy of the hub's tools.
 * The figures are illustrative sample data for the internal tool, labelled as such on the page.
 */
import type { HubCategory } from "~/domain/categories";
import { categoryNames } from "~/content/categories";
import type { AutomationSettings, ContentFocus, ScheduleCategory, ScheduleStatus, TriggerId, WeeklyTarget } from "~/domain/hub";

export const hubHeader = {
  eyebrow: "Interner Redaktionsbereich",
  title: "AI Content Hub",
  lead: "SEO-Artikel für österreichische Labubu-Sammler entwerfen, planen und als Markdown exportieren.",
  sampleBadge: "Kennzahlen: Beispieldaten",
  storageBadge: "Entwürfe bleiben in diesem Browser",
  /** In the editor mode drafts can be shared with the newsroom (docs/decisions/0039). */
  editorStorageBadge: "Eigene Entwürfe im Browser, geteilte auf dem Redaktionsserver",
  editorFiguresBadge: "Kennzahlen: veröffentlichte Artikel",
} as const;

export type KeywordRank = { keyword: string; position: number; traffic: number };
export type CategoryShare = { category: HubCategory; name: string; count: number; percentage: number };

export const hubStatistics = {
  totalArticles: 47,
  weeklyGenerated: 8,
  avgSeoScore: 84,
  totalWords: 58_420,
  topKeywords: [
    { keyword: "labubu fake erkennen", position: 2, traffic: 1_900 },
    { keyword: "labubu österreich", position: 3, traffic: 2_400 },
    { keyword: "labubu kaufen wien", position: 4, traffic: 1_300 },
    { keyword: "labubu blindbox preis", position: 6, traffic: 880 },
    { keyword: "labubu sammeln", position: 8, traffic: 590 },
  ],
  contentCategories: [
    { category: "guides", name: categoryNames.guides.many, count: 18, percentage: 0.38 },
    { category: "reviews", name: categoryNames.reviews.many, count: 16, percentage: 0.34 },
    { category: "lokal", name: categoryNames.lokal.many, count: 13, percentage: 0.28 },
  ],
} as const satisfies {
  totalArticles: number;
  weeklyGenerated: number;
  avgSeoScore: number;
  totalWords: number;
  topKeywords: readonly KeywordRank[];
  contentCategories: readonly CategoryShare[];
};

export const summaryCopy = {
  heading: "Überblick",
  sampleNote:
    "Beispieldaten aus der Produktbeschreibung, keine Messwerte: Der Hub erfasst keine Besucher. Echte Zahlen zu Ihren Artikeln und Entwürfen stehen im Tab „Analytics“.",
  siteNote:
    "Artikel, SEO-Score und Wörter: die veröffentlichten Artikel dieser Website. Keyword-Ränge misst der Hub nicht; Rang und Trends darunter sind Beispieldaten.",
  articles: {
    label: "Artikel gesamt",
    note: (weekly: string) => `${weekly} in dieser Woche veröffentlicht`,
    siteNote: (weekly: string) => `${weekly} in den letzten sieben Tagen veröffentlicht`,
  },
  seo: { label: "Ø SEO-Score", note: "von 100 Punkten", progressLabel: "Durchschnittlicher SEO-Score" },
  words: { label: "Wörter gesamt", note: (average: string) => `Ø ${average} Wörter pro Artikel` },
  rank: {
    label: "Bester Keyword-Rang",
    note: (keyword: string) => `„${keyword}“ auf google.at`,
    value: (position: string) => `Platz ${position}`,
  },
} as const;

export const insightsCopy = {
  categories: {
    title: "Kategorien",
    description: "Verteilung aller veröffentlichten Artikel",
    count: (count: string) => `${count} Artikel`,
    total: "Gesamt",
  },
  activity: { title: "Letzte Aktivitäten", description: "Was in der Redaktion zuletzt passiert ist" },
  keywords: {
    title: "Top-Keywords",
    description: "Rang auf google.at und monatliche Suchanfragen",
    columns: { keyword: "Keyword", traffic: "Suchen/Monat", position: "Rang" },
  },
} as const;

export type ActivityItem = { id: string; action: string; title: string; timestamp: string; status: "success" | "scheduled" };

export const recentActivity = [
  {
    id: "act-1",
    action: "Veröffentlicht",
    title: "Labubu-Fälschungen erkennen: die neun Zähne im Detail",
    timestamp: "vor 2 Stunden",
    status: "success",
  },
  {
    id: "act-2",
    action: "SEO-optimiert",
    title: "Labubu kaufen in Wien: worauf Sammler achten sollten",
    timestamp: "vor 5 Stunden",
    status: "success",
  },
  {
    id: "act-3",
    action: "Geplant",
    title: "Weihnachtsgeschenke für Labubu-Sammler",
    timestamp: "in 7 Tagen",
    status: "scheduled",
  },
  {
    id: "act-4",
    action: "Generiert",
    title: "Preisvergleich: Österreich, Asien und die USA",
    timestamp: "gestern",
    status: "success",
  },
] as const satisfies readonly ActivityItem[];

export const activityStatusLabels = { success: "Erledigt", scheduled: "Geplant" } as const;

export const tabLabels = {
  generator: "Content Generator",
  automation: "Automatisierung",
  analytics: "Analytics",
  facts: "Faktenbasis",
  series: "Serienkatalog",
} as const;

export const workspaceCopy = {
  heading: "Werkzeuge",
  loading: "Die Werkzeuge werden geladen …",
  loadFailed: "Die Werkzeuge konnten nicht geladen werden. Bitte prüfen Sie die Verbindung und laden Sie die Seite neu.",
  /** An error of the tools themselves, not of the loading: the connection is not to blame. */
  crashed: "In den Werkzeugen ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu.",
  reload: "Seite neu laden",
  noScript: "Der Content Generator und die Planung benötigen JavaScript. Die Kennzahlen oben sind auch ohne JavaScript lesbar.",
  storage: {
    quota:
      "Der Browserspeicher ist voll: Ihre letzte Änderung ist hier sichtbar, wurde aber nicht gespeichert. Exportieren Sie wichtige Artikel und löschen Sie ältere, um wieder Platz zu schaffen.",
    unavailable:
      "Der Browserspeicher ist nicht verfügbar: Ihre Änderungen sind hier sichtbar, gehen aber beim Neuladen verloren. Exportieren Sie wichtige Artikel.",
    damaged:
      "Ein Teil der gespeicherten Hub-Daten war beschädigt oder stammt aus einer anderen Version und wurde nicht geladen. Die ursprünglichen Daten sind unverändert im Browserspeicher erhalten (Schlüssel „labubu-hub:gerettet:…“); alles Lesbare sehen Sie hier.",
    damagedNotKept:
      "Ein Teil der gespeicherten Hub-Daten war beschädigt oder stammt aus einer anderen Version und wurde nicht geladen. Der Browserspeicher ist voll oder gesperrt, daher konnte keine Kopie der ursprünglichen Daten angelegt werden: Laden Sie jetzt eine Sicherung herunter, bevor Sie etwas ändern.",
    dismiss: "Hinweis schließen",
  },
} as const;

export const generatorCopy = {
  formTitle: "Neuer Artikel",
  formDescription: "Kategorie und Thema wählen oder ein eigenes Thema eingeben.",
  category: { label: "Kategorie", none: "Keine Kategorie (allgemeiner Artikel)" },
  topic: {
    label: "Thema",
    none: "Kein Listenthema",
    kept: "Beibehaltenes Thema",
    /** List topics a published article already covers (its keyphrase): offered for revision instead. */
    publishedTitle: "Schon veröffentlicht – statt eines zweiten Artikels überarbeiten:",
    revise: "Überarbeiten",
  },
  customTopic: {
    label: "Eigenes Thema",
    hint: "Optional. Ein eigenes Thema hat Vorrang vor dem Listenthema und wird zum Titel.",
    placeholder: "z. B. Labubu-Tauschbörse in Linz",
  },
  templateInfo: (label: string, minWords: string, audience: string) =>
    `Vorlage ${label}: mindestens ${minWords} Wörter, für ${audience}.`,
  generalInfo: "Ohne Kategorie entsteht ein allgemeiner Artikel; die Keyphrase kommt aus Ihrem Thema.",
  submit: "Artikel generieren",
  generating: "Wird generiert …",
  needTopic: "Wählen Sie ein Thema aus der Liste oder geben Sie ein eigenes Thema ein.",
  progressLabel: "Fortschritt der Generierung",
  /** Beside a full bar once the draft is done. */
  progressDone: "Fertig",
  idleStatus: "Bereit.",
  failedStatus: "Die Generierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  failedLog: "Content Hub: Generierung fehlgeschlagen",
  doneStatus: (title: string) => `Fertig: „${title}“ steht oben in der Liste und in der Vorschau.`,
  statsTitle: "Statistik",
  stats: { count: "Erstellte Artikel", words: "Wörter gesamt", last: "Zuletzt erstellt", none: "noch keiner" },
  listTitle: "Erstellte Artikel",
  listEmpty: "Noch keine Artikel. Generieren Sie Ihren ersten Entwurf.",
  viewLabel: "Ansehen",
  exportLabel: "Export",
  removeLabel: "Löschen",
  /** Appended (visually hidden) to the row buttons, so each button names its article. */
  quoted: (title: string) => `„${title}“`,
  removed: (title: string) => `„${title}“ wurde gelöscht.`,
  undo: "Rückgängig",
  previewEyebrow: "Vorschau",
  previewEmpty: "Hier erscheint der zuletzt generierte oder ausgewählte Artikel.",
  previewTitleShortened: (length: string) => `Titel gekürzt angezeigt (${length} Zeichen); der Export enthält ihn vollständig.`,
  previewBody: "Artikeltext",
  metrics: { words: "Wörter", seo: "SEO-Score", keywords: "Keywords" },
  /** A list row's score: "SEO 84". */
  rowSeo: (score: string) => `SEO ${score}`,
  exportButton: "Exportieren",
  exportHint: "Lädt den Artikel als Markdown-Datei mit Front Matter herunter.",
  viewing: "In Vorschau",
} as const;

export const automationCopy = {
  controlTitle: "Steuerung",
  controlDescription: "Wie viel der Hub automatisch plant und worauf er achtet.",
  master: {
    label: "Automatisierung aktiv",
    on: "Läuft: Trigger planen neue Artikel für die nächsten vier Wochen; fällige werden entworfen, solange der Hub geöffnet ist.",
    off: "Pausiert: Es werden keine Artikel automatisch geplant oder entworfen.",
  },
  weekly: { label: "Artikel pro Woche" },
  focus: { label: "Inhaltlicher Schwerpunkt" },
  austria: {
    title: "Spezialisiert auf Österreich",
    text: "Alle Entwürfe sind auf österreichische Sammler zugeschnitten: österreichisches Deutsch (Jänner, Sackerl, Kassabon), Preise als „€ 20“, Bezüge zu Wien und den Bundesländern. Suchdaten von google.at liest der Hub nicht.",
  },
  triggersTitle: "Trigger",
  triggersDescription: "Woher die automatisch geplanten Themen kommen. Jeder aktive Trigger steuert Themen bei.",
  triggersPaused: "Die Automatisierung ist pausiert; die Trigger greifen erst wieder, wenn sie aktiv ist.",
  frequency: "Häufigkeit",
  on: "An",
  off: "Aus",
  triggerLog: (name: string, enabled: boolean) => `Trigger „${name}“ ${enabled ? "aktiviert" : "deaktiviert"}`,
  scheduleTitle: "Geplante Artikel",
  scheduleDescription: "Der Veröffentlichungsplan, nach Datum sortiert: automatisch geplante und Ihre eigenen Artikel.",
  planButton: "Neuen Artikel planen",
  targetLength: (words: string) => `${words} Wörter`,
} as const;

export const weeklyOptions: readonly { value: WeeklyTarget; label: string }[] = [
  { value: 1, label: "1 Artikel pro Woche" },
  { value: 2, label: "2 Artikel pro Woche" },
  { value: 3, label: "3 Artikel pro Woche" },
  { value: 5, label: "5 Artikel pro Woche" },
];

export const focusOptions: readonly { value: ContentFocus; label: string }[] = [
  { value: "balanced", label: "Ausgewogen" },
  { value: "seo", label: "SEO-Reichweite" },
  { value: "seasonal", label: "Saisonale Themen" },
  { value: "trending", label: "Trend-Themen" },
];

export const defaultAutomation: AutomationSettings = { enabled: true, weeklyTarget: 3, focus: "balanced" };

export type TriggerCopy = { id: TriggerId; name: string; description: string; frequency: string; enabledByDefault: boolean };

export const triggers = [
  {
    id: "product-announcement",
    name: "Neue Produktankündigung",
    description: "Plant Artikel zu den Serien der Faktenbasis, die neueste zuerst, mit ihren belegten Daten.",
    frequency: "Bei Ankündigung",
    enabledByDefault: true,
  },
  {
    id: "seasonal-content",
    name: "Saisonale Inhalte",
    description:
      "Plant Advent und Weihnachten ab Mitte November, Valentinstag in der ersten Februarhälfte, Sommer im Juni und Juli und Schulbeginn im August und September.",
    frequency: "Zur Saison",
    enabledByDefault: true,
  },
  {
    id: "weekly-tips",
    name: "Wöchentliche Sammler-Tipps",
    description: "Plant Sammler-Guides zu Echtheit und Wertanlage.",
    frequency: "Wöchentlich",
    enabledByDefault: false,
  },
  {
    id: "trend-monitoring",
    name: "Trend-Monitoring",
    description:
      "Plant Themen, deren Keyphrase noch kein veröffentlichter Artikel und kein Entwurf nutzt. Suchdaten von google.at liest der Hub nicht.",
    frequency: "Bei jeder Planung",
    enabledByDefault: true,
  },
] as const satisfies readonly TriggerCopy[];

export const scheduleCategoryLabels: Record<ScheduleCategory, string> = {
  seasonal: "Saisonal",
  guides: categoryNames.guides.one,
  reviews: categoryNames.reviews.one,
  lokal: categoryNames.lokal.one,
};

export const scheduleStatusLabels: Record<ScheduleStatus, string> = {
  scheduled: "Geplant",
  generating: "Wird generiert",
  ready: "Entwurf bereit",
  published: "Veröffentlicht",
  failed: "Fehlgeschlagen",
};

export const planDialogCopy = {
  title: "Neuen Artikel planen",
  description: "Der Artikel erscheint mit Status „Geplant“ im Veröffentlichungsplan.",
  fields: {
    title: { label: "Titel" },
    category: { label: "Kategorie" },
    date: { label: "Veröffentlichung am" },
    targetLength: {
      label: "Ziellänge (Wörter)",
      hint: "Nur zur Orientierung: Die Länge eines Entwurfs ergibt sich aus seinem Inhalt, mit mindestens so vielen Wörtern, wie die Vorlage der Kategorie verlangt.",
    },
    keywords: {
      label: "Keywords",
      hint: "Optional, durch Kommas getrennt. Sie werden zu den verwandten Keywords des Entwurfs; die Fokus-Keyphrase kommt aus dem Thema.",
    },
  },
  submit: "Artikel planen",
  cancel: "Abbrechen",
  close: "Dialog schließen",
  errorSummary: "Bitte prüfen Sie die markierten Felder.",
  /** One message per field (app/features/hub/automation/schedule.ts); numbers arrive formatted. */
  errors: {
    titleMissing: "Bitte geben Sie einen Titel ein.",
    titleTooLong: (max: string) => `Der Titel darf höchstens ${max} Zeichen lang sein.`,
    categoryMissing: "Bitte wählen Sie eine Kategorie.",
    dateMissing: "Bitte wählen Sie ein Datum.",
    dateInvalid: "Bitte geben Sie ein gültiges Datum ein.",
    datePast: "Das Datum darf nicht in der Vergangenheit liegen.",
    targetLengthMissing: "Bitte geben Sie die Ziellänge in Wörtern an.",
    targetLengthRange: (min: string, max: string) =>
      `Die Ziellänge muss eine ganze Zahl zwischen ${min} und ${max} Wörtern sein.`,
    tooManyKeywords: (max: string) => `Bitte geben Sie höchstens ${max} Keywords an.`,
    keywordTooLong: (max: string) => `Ein Keyword darf höchstens ${max} Zeichen lang sein.`,
  },
  added: (title: string) => `„${title}“ wurde eingeplant.`,
} as const;
