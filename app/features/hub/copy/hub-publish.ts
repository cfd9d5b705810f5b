/**
 * Copy of the hub's publishing: which drafts are published, "Veröffentlichen" with its three steps,
 * the published articles and "Überarbeiten".
 */
export const publishCopy = {
  published: "veröffentlicht",
  publishedLink: (title: string) => `Veröffentlichte Seite „${title}“ öffnen`,
  publishButton: "Veröffentlichen",
  publishHint:
    "Prüft SEO, Lesbarkeit, Länge, Thema, Eigenständigkeit und Belege des Entwurfs, dann die Datei wie der Build, und lädt sie als Artikeldatei herunter.",
  checking: "Der Entwurf wird geprüft …",
  stepsTitle: (fileName: string) => `„${fileName}“ wurde heruntergeladen. So wird daraus eine Seite:`,
  steps: [
    (fileName: string) => `Legen Sie „${fileName}“ in den Ordner app/content/articles/ des Projekts.`,
    () => "Committen Sie die Datei (z. B. git add und git commit) und übertragen Sie sie in das Repository.",
    () => "Bauen und veröffentlichen Sie die Website neu (npm run build, dann Deploy): Der Artikel erscheint unter /ratgeber.",
  ],
  invalidTitle: "Dieser Entwurf kann so nicht veröffentlicht werden. Bitte korrigieren Sie zuerst:",
  invalidHint: "Mit „Bearbeiten“ ändern Sie Titel, Adresse, Meta-Beschreibung und Text; es ist nichts heruntergeladen worden.",
  checkFailed: "Die Prüfung konnte nicht geladen werden. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.",
  /** After "Exportieren": the file is downloaded either way; the build's check says what it would refuse. */
  exportRefusedTitle: (fileName: string) =>
    `„${fileName}“ wurde heruntergeladen. Als Artikel würde der Build diese Datei aber ablehnen:`,
  exportRefusedHint:
    "Als Arbeitskopie ist die Datei vollständig. Vor dem Veröffentlichen korrigieren Sie diese Punkte mit „Bearbeiten“.",
  exportCheckFailed: (fileName: string) =>
    `„${fileName}“ wurde heruntergeladen. Ob der Build die Datei annimmt, konnte nicht geprüft werden: Bitte prüfen Sie die Verbindung.`,
  revisionSource: "Veröffentlichter Artikel (Überarbeitung)",
  revisionBadge: "Überarbeitung",
  listTitle: "Veröffentlichte Artikel",
  listDescription: "Seiten unter /ratgeber, aus dem letzten Build. „Überarbeiten“ öffnet eine Seite als neuen Entwurf.",
  listEmpty: "Noch keine Artikel veröffentlicht.",
  listPages: "Seiten der veröffentlichten Artikel",
  revise: "Überarbeiten",
  open: "Seite öffnen",
  loading: (title: string) => `„${title}“ wird geladen …`,
  loadFailed: (title: string) =>
    `„${title}“ konnte nicht geladen werden. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.`,
  opened: (title: string) => `„${title}“ ist jetzt ein Entwurf in der Liste und in der Vorschau.`,
  modified: (date: string) => `zuletzt geändert am ${date}`,
  words: (count: string) => `${count} Wörter`,
  /** The list of published articles (/ai-content/veroeffentlicht.json) could not be fetched. */
  keysLoadFailed:
    "Die Liste der veröffentlichten Artikel konnte nicht geladen werden. Bis dahin fehlen die Hinweise „veröffentlicht“, die Prüfung auf bereits verwendete Keyphrases zählt nur Ihre Entwürfe, und die Automatisierung plant nichts. Bitte prüfen Sie die Verbindung.",
  keysRetry: "Erneut laden",
  keysRetrying: "Wird geladen …",
  listUnavailable: "Die veröffentlichten Artikel sind noch nicht geladen.",
  publishFailedLog: "Content Hub: Veröffentlichen fehlgeschlagen",
  loadFailedLog: "Content Hub: Artikel konnte nicht geladen werden",
} as const;

/**
 * The reasons "Veröffentlichen" refuses a draft (app/features/hub/publishing/publish-check.ts), each naming the
 * check line it comes from, so the editor finds it in the analysis beside the draft.
 */
export const publishCheckCopy = {
  seo: (score: number, band: string, red: readonly string[]) =>
    `SEO-Analyse: Der SEO-Score ist ${score} („${band}“); veröffentlicht wird erst ab „gut“ (71 Punkte).${
      red.length > 0 ? ` Rot ${red.length === 1 ? "ist" : "sind"}: ${red.join(", ")}.` : ""
    }`,
  readability: (penalty: number) =>
    `Lesbarkeit: Der Text ist „schwer“ lesbar (${penalty} Strafpunkte); veröffentlicht wird bis „okay“ (höchstens 6).`,
  line: (check: string, message: string) => `${check}: ${message}`,
  moreClaims: (count: number) =>
    `Belegte Aussagen: ${count === 1 ? "eine weitere Aussage ist" : `${count} weitere Aussagen sind`} nicht belegt (siehe „Belegte Aussagen“).`,
  keyphrasePublished: (keyphrase: string, title: string) =>
    `Fokus-Keyphrase: „${keyphrase}“ ist schon die Fokus-Keyphrase des veröffentlichten Artikels „${title}“. Überarbeiten Sie diesen Artikel („Überarbeiten“ unter „Veröffentlichte Artikel“), statt einen zweiten zu veröffentlichen.`,
  notCompared:
    "Eigenständigkeit: Die Sätze der veröffentlichten Artikel konnten nicht geladen werden, der Entwurf ist also nicht mit ihnen verglichen. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.",
  /** Where the reasons point: the analysis beside the draft. */
  toCheck: "zur Prüfung",
} as const;

/** "Änderungen gegenüber der Live-Fassung": a revision compared with the article as it is live. */
export const revisionDiffCopy = {
  title: "Änderungen gegenüber der Live-Fassung",
  loading: "Die Live-Fassung wird geladen …",
  failed: "Die Live-Fassung ließ sich nicht laden. Prüfen Sie die Verbindung und öffnen Sie den Vergleich erneut.",
  none: "Kein Unterschied: Titel, Meta-Beschreibung und Text sind wie live.",
} as const;

/** How two versions of a text read side by side (the comparison with the live article, with the approved version). */
export const textComparisonCopy = {
  fields: { title: "SEO-Titel", metaDescription: "Meta-Beschreibung", content: "Text" } as Record<string, string>,
  counts: (added: string, removed: string) => `${added} Wörter neu, ${removed} entfernt`,
  unchanged: "unverändert",
  added: "neu:",
  removed: "entfernt:",
  legend: "Neu Eingefügtes ist grün unterstrichen, Entferntes rot durchgestrichen.",
} as const;
