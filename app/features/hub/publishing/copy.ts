/**
 * Copy of publishing through the editor mode (`npm run hub`, docs/decisions/0033): the key, sending
 * a draft, scheduling it, withdrawing an article, and why the static site downloads instead.
 */
export const editorCheckCopy = {
  unreadableDraft:
    "Der gesendete Entwurf ist unvollständig oder beschädigt. Laden Sie den Content Hub neu und versuchen Sie es erneut.",
} as const;

export const editorAccessCopy = {
  title: "Redaktionsmodus",
  description:
    "Diese Website läuft im Redaktionsmodus (npm run hub): „Veröffentlichen“ schreibt den Artikel in das Projekt, committet ihn mit Git und stellt die Seite in Sekunden online.",
  label: "Redaktionsschlüssel",
  tokenHint:
    "Steht beim Start von „npm run hub“ im Terminal (oder ist als EDITOR_TOKEN gesetzt). Er bleibt in diesem Tab und kommt nie in eine Sicherung.",
  remember: "Schlüssel auf diesem Gerät merken",
  rememberWarning:
    "Gemerkt liegt der Schlüssel im Browser dieses Geräts, bis Sie ihn entfernen. Nur auf einem eigenen Gerät ankreuzen.",
  remove: "Schlüssel entfernen",
  removed: "Der Schlüssel ist entfernt.",
  missing: "Ohne Schlüssel kann nichts veröffentlicht werden.",
  storageFailed: "Der Browser speichert den Schlüssel nicht; er gilt nur, solange diese Seite offen ist.",
  signedIn: (name: string) => `Angemeldet als ${name}: Ihre Veröffentlichungen tragen Ihren Namen als Autor in Git.`,
  fourEyes: "Vier-Augen-Prinzip: Veröffentlicht wird nur ein Entwurf, den eine andere Person freigegeben hat.",
} as const;

/** "Letzte Änderungen": who published, revised, scheduled or withdrew which article. */
export const editorHistoryCopy = {
  title: "Letzte Änderungen",
  empty: "Noch keine Veröffentlichung über den Redaktionsmodus.",
  actions: { published: "veröffentlicht", revised: "überarbeitet", scheduled: "eingeplant", withdrawn: "zurückgezogen" },
  /** "Anna Berger hat „…“ überarbeitet" */
  entry: (editor: string, action: string) => ({ before: `${editor} hat`, after: action }),
  /** Beside a published article: the newest change and who made it. */
  latest: (action: string, editor: string) => `${action} von ${editor}`,
} as const;

export const editorPublishCopy = {
  refused: "Dieser Entwurf kann so nicht veröffentlicht werden. Bitte korrigieren Sie zuerst:",
  scheduleLegend: "Erscheinungstermin (optional, Wiener Zeit)",
  scheduleHint: "Leer lassen, um sofort zu veröffentlichen. Bis zum Termin erscheint der Artikel nirgends auf der Website.",
  dateLabel: "Datum",
  timeLabel: "Uhrzeit",
  publishButton: "Veröffentlichen",
  scheduleButton: "Einplanen",
  hint: "Prüft den Entwurf wie der Build, speichert ihn als Artikeldatei in der Versionsgeschichte der Website (Git) und stellt die Seite online.",
  sending: "Wird veröffentlicht: Prüfung, Commit und Inhalts-Build laufen …",
  checkingLive: "Veröffentlicht, die Seite wird geprüft …",
  live: (title: string) => `Live: „${title}“ ist veröffentlicht.`,
  unchanged: (title: string) => `Nichts geändert: „${title}“ ist in genau dieser Fassung bereits veröffentlicht.`,
  openPage: "Seite öffnen",
  scheduled: (title: string, when: string) => `Eingeplant: „${title}“ erscheint am ${when} (Wiener Zeit) und bis dahin nirgends.`,
  commit: (id: string) => `Commit ${id}`,
  pushed: "an das Repository übertragen",
  replaceButton: "Ersetzen und veröffentlichen",
  noToken: "Bitte geben Sie zuerst oben unter „Redaktionsmodus“ den Redaktionsschlüssel ein.",
  unreachable: "Der Redaktionsserver antwortet nicht. Läuft „npm run hub“ noch? Es wurde nichts veröffentlicht.",
  notLive:
    "Der Server meldet die Veröffentlichung, aber die Seite antwortet noch nicht. Bitte laden Sie sie in einigen Sekunden neu.",
  incompleteDate: "Für einen Termin braucht es Datum und Uhrzeit.",
  failedLog: "Content Hub: Veröffentlichen im Redaktionsmodus fehlgeschlagen",
} as const;

export const withdrawCopy = {
  button: "Zurückziehen",
  confirm: (title: string) =>
    `„${title}“ wirklich zurückziehen? Die Seite antwortet danach mit 404 und verschwindet aus Listen, Sitemap und Suche; die Datei wird mit einem Commit entfernt (in Git bleibt sie erhalten).`,
  confirmButton: "Ja, zurückziehen",
  cancel: "Abbrechen",
  sending: (title: string) => `„${title}“ wird zurückgezogen …`,
  done: (title: string) => `„${title}“ ist zurückgezogen: Die Seite antwortet nun mit 404.`,
} as const;

export const slotPublishCopy = {
  button: "Zum Termin veröffentlichen",
  /** The time of day a slot's article is published at, when the slot's day has not begun. */
  at: (when: string) => `am ${when} (Wiener Zeit)`,
  scheduled: (when: string) => `Eingeplant: erscheint am ${when} (Wiener Zeit)`,
} as const;

/** After a download on a site without the editor mode: why it was a download. */
export const staticPublishCopy = {
  why: "Warum ein Download? Diese Website läuft ohne Redaktionsmodus: Der statische Build und statische Hosts haben keinen Schreibzugriff. Mit „npm run hub“ veröffentlicht dieser Knopf direkt (Commit, Inhalts-Build, live in Sekunden).",
} as const;
