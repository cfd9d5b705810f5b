/**
 * What the hub says about keeping its data: the backup file (app/features/hub/storage/backup.ts), persistent
 * browser storage, two open tabs (app/features/hub/storage/tab-sync.ts) and the automation lock
 * (app/features/hub/automation/automation-lock.ts). Counts arrive as numbers, dates formatted.
 */
import type { BackupProblem } from "~/domain/hub";
import { formatNumber } from "~/utils/format";

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

export const backupFileName = (day: string) => `labubu-hub-sicherung-${day}.json`;

export const dataCopy = {
  heading: "Daten sichern",
  intro:
    "Ihre Entwürfe, der Plan und die Einstellungen liegen nur in diesem Browser. Eine Sicherung enthält alles davon – den API-Schlüssel nie – und lässt sich in jedem Browser wieder laden.",
  download: "Sicherung herunterladen",
  downloaded: (fileName: string) => `Sicherung „${fileName}“ wurde heruntergeladen.`,
  loadLabel: "Sicherung laden",
  loadHint:
    "Eine Sicherungsdatei (.json) dieses Hubs. Sie sehen zuerst, was sich ändert; übernommen wird erst nach Ihrer Bestätigung.",
  reading: "Die Datei wird geprüft …",
  persist: {
    heading: "Dauerhaft speichern",
    explanation:
      "Wird der Speicherplatz knapp, darf der Browser die Daten von Websites löschen – auch diese Entwürfe. Erlauben Sie dauerhaftes Speichern, löscht er sie nur, wenn Sie selbst die Websitedaten entfernen.",
    request: "Dauerhaftes Speichern anfordern",
    checking: "Wird geprüft …",
    granted: "Dauerhaftes Speichern ist aktiv: Der Browser löscht diese Daten nicht von sich aus.",
    denied:
      "Der Browser hat dauerhaftes Speichern nicht erlaubt (manche Browser erlauben es erst für häufig besuchte oder als Lesezeichen gespeicherte Seiten). Laden Sie regelmäßig eine Sicherung herunter.",
    unsupported: "Dieser Browser kann dauerhaftes Speichern nicht zusichern. Laden Sie regelmäßig eine Sicherung herunter.",
    notYet: "Dauerhaftes Speichern ist noch nicht aktiv.",
  },
} as const;

export const backupPreviewCopy = {
  heading: "Vorschau der Sicherung",
  file: (fileName: string, exportedAt: string) => `Datei „${fileName}“, erstellt am ${exportedAt}.`,
  drafts: (added: number, replaced: number, unchanged: number) =>
    `Entwürfe: ${formatNumber(added)} neu, ${formatNumber(replaced)} ersetzt, ${formatNumber(unchanged)} unverändert.`,
  kept: (count: number) =>
    `${plural(count, "Entwurf gibt", "Entwürfe gibt")} es nur in diesem Browser; ${count === 1 ? "er bleibt" : "sie bleiben"} erhalten.`,
  plan: (after: number, before: number) =>
    `Plan: ${plural(after, "Termin", "Termine")} (bisher ${plural(before, "Termin", "Termine")}).`,
  automation: (enabled: boolean, weeklyTarget: number, triggersOn: number) =>
    `Automatisierung ${enabled ? "aktiv" : "aus"}, ${plural(weeklyTarget, "Artikel", "Artikel")} pro Woche, ${plural(triggersOn, "Trigger", "Trigger")} aktiv.`,
  model: (source: "offline" | "llm", model: string) =>
    source === "llm"
      ? `Textquelle: Sprachmodell${model ? ` „${model}“` : ""} (ein API-Schlüssel ist nie Teil der Sicherung).`
      : "Textquelle: Offline-Generator.",
  noModel: "Die Datei enthält keine Modell-Einstellungen; Ihre bleiben unverändert.",
  newTitles: "Neue Entwürfe",
  replacedTitles: "Ersetzte Entwürfe",
  more: (count: number) => `… und ${plural(count, "weiterer", "weitere")}`,
  skipped: (drafts: number, slots: number) =>
    `Nicht lesbar und nicht übernommen: ${plural(drafts, "Entwurf", "Entwürfe")}, ${plural(slots, "Termin", "Termine")}.`,
  notesHeading: "Hinweise beim Lesen der Datei",
  apply: "Sicherung übernehmen",
  cancel: "Abbrechen",
  cancelled: "Die Sicherung wurde nicht übernommen; nichts hat sich geändert.",
  applied: (added: number, replaced: number, slots: number) =>
    `Sicherung übernommen: ${plural(added, "Entwurf", "Entwürfe")} neu, ${plural(replaced, "Entwurf", "Entwürfe")} ersetzt, Plan mit ${plural(slots, "Termin", "Terminen")}.`,
  failedHeading: "Diese Datei kann nicht geladen werden",
  unchanged: "Es wurde nichts geändert.",
} as const;

export function backupProblemText(problem: BackupProblem): string {
  switch (problem.kind) {
    case "too-large":
      return `Die Datei ist größer als ${problem.limitMb} MB; eine Sicherung dieses Hubs ist viel kleiner.`;
    case "empty":
      return "Die Datei ist leer.";
    case "binary":
      return "Die Datei ist keine Textdatei (etwa ein Bild oder ein Archiv). Wählen Sie die .json-Datei der Sicherung.";
    case "not-json":
      return "Die Datei ist kein gültiges JSON – sie ist beschädigt oder unvollständig.";
    case "foreign":
      return "Die Datei ist keine Sicherung dieses Hubs (etwa ein Artikel-Export oder eine Sammlungs-Datei).";
    case "version":
      return problem.version === null
        ? "Die Datei nennt keine Version einer Sicherung, die dieser Hub kennt (er liest Version 1). Wählen Sie eine Sicherung, die Sie mit „Sicherung herunterladen“ gespeichert haben."
        : `Die Sicherung hat die Version ${problem.version}; dieser Hub liest Version 1. Laden Sie die Sicherung in einer aktuellen Version des Hubs.`;
    case "invalid":
      return "Die Sicherung ist unvollständig oder hat ungültige Angaben (etwa eine Liste, die keine ist).";
    case "unreadable":
      return "Die Datei konnte nicht gelesen werden.";
  }
}

export const tabSyncCopy = {
  conflictEdited: (title: string) =>
    `Der Entwurf „${title}“ wurde gleichzeitig in einem anderen Tab geändert. Beide Fassungen sind erhalten: Ihre steht hier, die aus dem anderen Tab als zweiter Entwurf gleichen Titels in der Liste.`,
  conflictCopied: (title: string) =>
    `Der Entwurf „${title}“ wurde gleichzeitig in einem anderen Tab geändert. Beide Fassungen sind erhalten: Hier steht die aus dem anderen Tab, Ihre als zweiter Entwurf gleichen Titels in der Liste.`,
  conflictDeleted: (title: string) =>
    `Der Entwurf „${title}“ wurde in einem anderen Tab gelöscht, während Sie ihn bearbeitet haben. Er bleibt mit Ihren Änderungen erhalten.`,
  conflictDeletedHere: (title: string) =>
    `Der gelöschte Entwurf „${title}“ wurde in einem anderen Tab bearbeitet. Er bleibt mit diesen Änderungen erhalten.`,
  dismiss: "Hinweis schließen",
  automationElsewhere:
    "Die Automatisierung läuft in einem anderen geöffneten Tab dieses Hubs. Dieser Tab zeigt den Plan und übernimmt, sobald der andere geschlossen wird.",
} as const;
