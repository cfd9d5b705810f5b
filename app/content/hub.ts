/**
 * AI Content Hub: sample statistics (spec §9), automation defaults and the copy of the hub's tools.
 * The figures are illustrative sample data for the internal tool, labelled as such on the page.
 */
import type {
  ArticleCategory,
  AutomationSettings,
  ContentFocus,
  HubCategory,
  ScheduleCategory,
  ScheduledArticle,
  ScheduleStatus,
  TriggerId,
  WeeklyTarget,
} from "~/lib/hub/types";

export const hubHeader = {
  eyebrow: "Interner Redaktionsbereich",
  title: "AI Content Hub",
  lead: "SEO-Artikel für österreichische Labubu-Sammler entwerfen, planen und als Markdown exportieren.",
  sampleBadge: "Kennzahlen: Beispieldaten",
  storageBadge: "Entwürfe bleiben in diesem Browser",
} as const;

/** The hub's categories, named once: `one` for an article's template, `many` for a group of articles. */
export const categoryNames = {
  guides: { one: "Sammler-Guide", many: "Sammler-Guides" },
  reviews: { one: "Produkt-Review", many: "Produkt-Reviews" },
  lokal: { one: "Lokaler Inhalt", many: "Lokale Inhalte" },
} as const satisfies Record<HubCategory, { one: string; many: string }>;

/** The category of a generated article as lists, badges and the category select show it. */
export const categoryLabels: Record<ArticleCategory, string> = {
  guides: categoryNames.guides.many,
  reviews: categoryNames.reviews.many,
  lokal: categoryNames.lokal.many,
  allgemein: "Allgemein",
};

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
  articles: { label: "Artikel gesamt", note: (weekly: string) => `${weekly} in dieser Woche veröffentlicht` },
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
    title: "Labubu-Fakes erkennen: die neun Zähne im Detail",
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
    title: "Preisvergleich: Österreich, Thailand und Hongkong",
    timestamp: "gestern",
    status: "success",
  },
] as const satisfies readonly ActivityItem[];

export const activityStatusLabels = { success: "Erledigt", scheduled: "Geplant" } as const;

export const tabLabels = { generator: "Content Generator", automation: "Automatisierung", analytics: "Analytics" } as const;

export const workspaceCopy = {
  heading: "Werkzeuge",
  loading: "Die Werkzeuge werden geladen …",
  loadFailed: "Die Werkzeuge konnten nicht geladen werden. Bitte prüfen Sie die Verbindung und laden Sie die Seite neu.",
  reload: "Seite neu laden",
  noScript: "Der Content Generator und die Planung benötigen JavaScript. Die Kennzahlen oben sind auch ohne JavaScript lesbar.",
  storage: {
    quota:
      "Der Browserspeicher ist voll: Ihre letzte Änderung ist hier sichtbar, wurde aber nicht gespeichert. Exportieren Sie wichtige Artikel und löschen Sie ältere, um wieder Platz zu schaffen.",
    unavailable:
      "Der Browserspeicher ist nicht verfügbar: Ihre Änderungen sind hier sichtbar, gehen aber beim Neuladen verloren. Exportieren Sie wichtige Artikel.",
    dismiss: "Hinweis schließen",
  },
} as const;

export const generatorCopy = {
  formTitle: "Neuer Artikel",
  formDescription: "Kategorie und Thema wählen oder ein eigenes Thema eingeben.",
  category: { label: "Kategorie", none: "Keine Kategorie (allgemeiner Artikel)" },
  topic: { label: "Thema", none: "Kein Listenthema", kept: "Beibehaltenes Thema" },
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
  idleStatus: "Bereit.",
  failedStatus: "Die Generierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
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
  exportButton: "Exportieren",
  exportHint: "Lädt den Artikel als Markdown-Datei mit Front Matter herunter.",
  viewing: "In Vorschau",
} as const;

export const automationCopy = {
  controlTitle: "Steuerung",
  controlDescription: "Wie viel der Hub automatisch plant und worauf er achtet.",
  master: {
    label: "Automatisierung aktiv",
    on: "Läuft: Trigger planen neue Artikel.",
    off: "Pausiert: Es werden keine Artikel automatisch geplant.",
  },
  weekly: { label: "Artikel pro Woche" },
  focus: { label: "Inhaltlicher Schwerpunkt" },
  austria: {
    title: "Spezialisiert auf Österreich",
    text: "Alle Entwürfe sind auf österreichische Sammler zugeschnitten: österreichisches Deutsch (Jänner, Sackerl), Preise in Euro, Bezüge zu Wien, Graz, Linz und Salzburg und Suchbegriffe von google.at.",
  },
  triggersTitle: "Trigger",
  triggersDescription: "Ereignisse, bei denen der Hub einen Artikel vorschlägt.",
  triggersPaused: "Die Automatisierung ist pausiert; die Trigger greifen erst wieder, wenn sie aktiv ist.",
  frequency: "Häufigkeit",
  on: "An",
  off: "Aus",
  triggerLog: (name: string, enabled: boolean) => `Trigger „${name}“ ${enabled ? "aktiviert" : "deaktiviert"}`,
  scheduleTitle: "Geplante Artikel",
  scheduleDescription: "Der Veröffentlichungsplan, nach Datum sortiert.",
  planButton: "Neuen Artikel planen",
  targetLength: (words: string) => `${words} Wörter`,
  performanceTitle: "Leistung",
  keywordsTitle: "Top-Keywords der Planung",
  keywordsPlanned: (count: string) => `${count} geplant`,
  nextTitle: "Nächste Schritte",
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
    description: "Schlägt einen Artikel vor, sobald eine neue Serie angekündigt wird.",
    frequency: "Bei Ankündigung",
    enabledByDefault: true,
  },
  {
    id: "seasonal-content",
    name: "Saisonale Inhalte",
    description: "Plant Beiträge zu Advent, Valentinstag, Ostern und Schulstart rechtzeitig vor.",
    frequency: "Monatlich",
    enabledByDefault: true,
  },
  {
    id: "weekly-tips",
    name: "Wöchentliche Sammler-Tipps",
    description: "Ein kurzer Tipp-Artikel für Einsteiger, jede Woche.",
    frequency: "Wöchentlich",
    enabledByDefault: false,
  },
  {
    id: "trend-monitoring",
    name: "Trend-Monitoring",
    description: "Beobachtet Suchtrends auf google.at und schlägt passende Themen vor.",
    frequency: "Täglich",
    enabledByDefault: true,
  },
] as const satisfies readonly TriggerCopy[];

export const scheduleCategoryLabels: Record<ScheduleCategory, string> = {
  seasonal: "Saisonal",
  guides: categoryNames.guides.one,
  reviews: categoryNames.reviews.one,
};

export const scheduleStatusLabels: Record<ScheduleStatus, string> = {
  scheduled: "Geplant",
  generating: "Wird generiert",
  published: "Veröffentlicht",
  failed: "Fehlgeschlagen",
};

/** The schedule a fresh hub starts with (sample data). */
export const sampleSchedule: readonly ScheduledArticle[] = [
  {
    id: "plan-sample-1",
    title: "Neue Serie im Test: der erste Eindruck",
    category: "reviews",
    scheduledDate: "2026-11-18",
    status: "published",
    keywords: ["labubu review", "labubu blindbox"],
    targetLength: 800,
  },
  {
    id: "plan-sample-2",
    title: "Blindboxen im Advent: die Alternative zum Adventkalender",
    category: "seasonal",
    scheduledDate: "2026-11-20",
    status: "failed",
    keywords: ["labubu advent", "blindbox österreich"],
    targetLength: 900,
  },
  {
    id: "plan-sample-3",
    title: "Labubu-Fakes erkennen: das Update zur Echtheitsprüfung",
    category: "guides",
    scheduledDate: "2026-11-24",
    status: "generating",
    keywords: ["labubu fake erkennen", "labubu echt"],
    targetLength: 1000,
  },
  {
    id: "plan-sample-4",
    title: "Weihnachtsgeschenke für Labubu-Sammler",
    category: "seasonal",
    scheduledDate: "2026-11-28",
    status: "scheduled",
    keywords: ["labubu weihnachten", "labubu geschenk"],
    targetLength: 1200,
  },
  {
    id: "plan-sample-5",
    title: "Valentinstag mit Labubu: Geschenkideen für Paare",
    category: "seasonal",
    scheduledDate: "2027-01-29",
    status: "scheduled",
    keywords: ["labubu valentinstag"],
    targetLength: 900,
  },
];

export const performanceTiles = [
  { id: "weekly", value: 24, kind: "number", label: "Artikel diese Woche generiert" },
  { id: "success", value: 0.96, kind: "percent", label: "Erfolgsquote" },
  { id: "words", value: 1_240, kind: "number", label: "Ø Wörter pro Artikel" },
  { id: "seo", value: 82, kind: "number", label: "Ø SEO-Score" },
] as const satisfies readonly { id: string; value: number; kind: "number" | "percent"; label: string }[];

export const plannedKeywords = [
  { keyword: "labubu weihnachten", planned: 3 },
  { keyword: "labubu fake erkennen", planned: 2 },
  { keyword: "labubu wien", planned: 2 },
  { keyword: "labubu blindbox preis", planned: 1 },
] as const satisfies readonly { keyword: string; planned: number }[];

export const nextActions = [
  { id: "next-1", when: "Heute", text: "Fehlgeschlagenen Artikel „Blindboxen im Advent“ prüfen und neu planen" },
  { id: "next-2", when: "Montag", text: "Echtheits-Update fertigstellen und Keywords gegenlesen" },
  { id: "next-3", when: "In 7 Tagen", text: "Weihnachtsartikel veröffentlichen und intern verlinken" },
  { id: "next-4", when: "Dezember", text: "Trend-Report für die Wintersaison erstellen" },
] as const satisfies readonly { id: string; when: string; text: string }[];

export const analyticsCopy = {
  title: "Analytics",
  description:
    "Hier sollen später Zugriffe, Suchanfragen und Rankings jedes veröffentlichten Artikels stehen. Dafür braucht es eine Anbindung an die Search Console und eine Einwilligungslösung; beides gibt es noch nicht.",
  button: "Analytics öffnen",
  unavailable: "Noch nicht verfügbar: Analytics ist in Vorbereitung. Bis dahin zeigen die Kennzahlen oben Beispieldaten.",
  planned: [
    "Zugriffe und Verweildauer pro Artikel",
    "Rankings der Keywords auf google.at im Zeitverlauf",
    "Klicks auf Partnerlinks (nur mit Einwilligung)",
  ],
} as const;

export const planDialogCopy = {
  title: "Neuen Artikel planen",
  description: "Der Artikel erscheint mit Status „Geplant“ im Veröffentlichungsplan.",
  fields: {
    title: { label: "Titel" },
    category: { label: "Kategorie" },
    date: { label: "Veröffentlichung am" },
    targetLength: { label: "Ziellänge (Wörter)" },
    keywords: { label: "Keywords", hint: "Optional, durch Kommas getrennt." },
  },
  submit: "Artikel planen",
  cancel: "Abbrechen",
  close: "Dialog schließen",
  errorSummary: "Bitte prüfen Sie die markierten Felder.",
  added: (title: string) => `„${title}“ wurde eingeplant.`,
} as const;
