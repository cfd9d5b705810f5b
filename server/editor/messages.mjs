// What the editor mode's write API answers, in the editor's language: the hub shows these messages
// as they are. Each says what happened and, where there is something to do, what.
export const editorMessages = {
  notFound: "Diese Schnittstelle gibt es nicht.",
  method: "Diese Methode ist hier nicht erlaubt.",
  host: "Anfrage an eine fremde Adresse abgelehnt: Der Redaktionsmodus antwortet nur unter seiner eigenen Adresse.",
  origin: "Anfrage von einer fremden Seite abgelehnt: Schreiben darf nur der Content Hub dieser Website.",
  rateLimited: (/** @type {number} */ seconds) =>
    `Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
  tokenMissing: "Für diese Aktion ist der Redaktionsschlüssel nötig. Geben Sie ihn im Content Hub ein.",
  tokenWrong:
    "Der Redaktionsschlüssel ist falsch. Prüfen Sie ihn (er steht beim Start von „npm run hub“ im Terminal) und geben Sie ihn erneut ein.",
  contentType: "Die Anfrage muss JSON senden (Content-Type: application/json).",
  tooLarge: (/** @type {number} */ kilobytes) => `Die Anfrage ist zu groß: erlaubt sind höchstens ${kilobytes} KB.`,
  notJson: "Die Anfrage ist kein gültiges JSON.",
  badRequest: "Die Anfrage ist unvollständig: Es fehlt der Entwurf oder die Adresse des Artikels.",
  slug: "Die Adresse des Artikels ist ungültig: erlaubt sind Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, höchstens 80 Zeichen.",
  refused: "Dieser Entwurf kann so nicht veröffentlicht werden. Bitte korrigieren Sie zuerst:",
  publishAt:
    "Der Erscheinungstermin ist ungültig: Geben Sie ein Datum (JJJJ-MM-TT) und eine Uhrzeit (HH:MM, Wiener Zeit) an, die nicht in der Vergangenheit liegen.",
  exists: (/** @type {string} */ path) =>
    `Unter ${path} ist bereits ein Artikel. Soll dieser Entwurf ihn ersetzen? Wählen Sie „Ersetzen und veröffentlichen“, oder ändern Sie die Adresse (Slug) des Entwurfs.`,
  missing: (/** @type {string} */ path) => `Unter ${path} ist kein Artikel, der zurückgezogen werden könnte.`,
  uncommitted: (/** @type {string} */ file) =>
    `Die Datei ${file} hat Änderungen, die noch nicht in Git eingetragen sind (jemand arbeitet daran). Damit nichts verloren geht, wird nichts geschrieben: Bitte committen oder verwerfen Sie diese Änderungen zuerst.`,
  noRepository:
    "Der Artikelordner liegt in keinem Git-Repository: Der Redaktionsmodus speichert jede Veröffentlichung als Commit. Bitte starten Sie ihn in einem Klon des Projekts.",
  busy: "Gerade läuft schon eine Veröffentlichung, und eine weitere wartet. Bitte versuchen Sie es gleich noch einmal.",
  writeFailed: (/** @type {string} */ reason) =>
    `Die Artikeldatei konnte nicht geschrieben werden (${reason}). Es wurde nichts veröffentlicht.`,
  buildFailed: (/** @type {string} */ reason) =>
    `Der Inhalts-Build ist fehlgeschlagen, die Website ist unverändert und die Artikeldatei wie zuvor: ${reason}`,
  commitFailed: (/** @type {string} */ reason) =>
    `Git hat den Commit abgelehnt; die Website und die Artikeldatei sind unverändert: ${reason}`,
  pushFailed: (/** @type {string} */ reason) =>
    `Veröffentlicht und committet, aber das Übertragen (git push) ist fehlgeschlagen: ${reason}. Der nächste Commit überträgt ihn mit.`,
};
