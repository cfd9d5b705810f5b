// What the editor mode's write API answers, in the editor's language: the hub shows these messages
// as they are. Each says what happened and, where there is something to do, what.
export const editorMessages = {
  notFound: "Diese Schnittstelle gibt es nicht.",
  method: "Diese Methode ist hier nicht erlaubt.",
  host: "Anfrage an eine fremde Adresse abgelehnt: Der Redaktionsmodus antwortet nur unter seiner eigenen Adresse.",
  origin: "Anfrage von einer fremden Seite abgelehnt: Schreiben darf nur der Content Hub dieser Website.",
  rateLimited: (/** @type {number} */ seconds) =>
    `Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
  wrongKeysWait: (/** @type {number} */ seconds) =>
    `Von dieser Adresse kamen zu viele falsche Redaktionsschlüssel. Bitte prüfen Sie den Schlüssel und versuchen Sie es in ${seconds} Sekunden erneut.`,
  tokenMissing: "Für diese Aktion ist der Redaktionsschlüssel nötig. Geben Sie ihn im Content Hub ein.",
  tokenWrong:
    "Der Redaktionsschlüssel ist falsch. Prüfen Sie ihn (er steht beim Start von „npm run hub“ im Terminal) und geben Sie ihn erneut ein.",
  contentType: "Die Anfrage muss JSON senden (Content-Type: application/json).",
  tooLarge: (/** @type {number} */ kilobytes) => `Die Anfrage ist zu groß: erlaubt sind höchstens ${kilobytes} KB.`,
  notJson: "Die Anfrage ist kein gültiges JSON.",
  bodyTimeout: (/** @type {number} */ seconds) =>
    `Die Anfrage kam nicht vollständig an (nach ${seconds} Sekunden fehlte noch ein Teil). Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.`,
  largeBodiesBusy:
    "Gerade werden schon mehrere Fotos oder Veröffentlichungen mit Fotos angenommen, und weitere warten. Bitte versuchen Sie es in einer Minute erneut.",
  badRequest: "Die Anfrage ist unvollständig: Es fehlt der Entwurf oder die Adresse des Artikels.",
  slug: "Die Adresse des Artikels ist ungültig: erlaubt sind Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, höchstens 80 Zeichen, und keiner der Namen der Artikelliste („seite“, „kategorie“). Sie wird nicht umgeschrieben: Bitte tragen Sie sie im Feld „Slug“ so ein.",
  unsafe: (/** @type {string} */ field, /** @type {string} */ character) =>
    `${fieldNames[field] ?? `Das Feld „${field}“`} enthält ein unsichtbares Steuer-, Richtungs- oder Leerzeichen (${character}). Solche Zeichen verfälschen, was Leser sehen, und werden nicht gespeichert: Bitte löschen Sie es (am einfachsten den Text neu tippen statt einfügen).`,
  scheduleTooFar: (/** @type {number} */ years) =>
    `Der Erscheinungstermin liegt mehr als ${years} Jahre in der Zukunft. Bitte prüfen Sie das Datum.`,
  refused: "Dieser Entwurf kann so nicht veröffentlicht werden. Bitte korrigieren Sie zuerst:",
  photosRefused: "Diese Fotos nimmt der Redaktionsmodus nicht an; es wurde nichts veröffentlicht:",
  photosTooLarge: (/** @type {string} */ sent, /** @type {string} */ allowed) =>
    `Die neuen Fotos sind zusammen ${sent} groß; eine Veröffentlichung darf höchstens ${allowed} neue Fotos mitbringen. Veröffentlichen Sie einen Teil jetzt und den Rest mit der nächsten Überarbeitung.`,
  photoRequest: "Die Anfrage nennt kein Foto: Es fehlen der Dateiname oder die Bilddaten.",
  photoTwice: (/** @type {string} */ file) => `Das Foto „${file}“ wurde zweimal gesendet. Entfernen Sie eines davon.`,
  publishAt:
    "Der Erscheinungstermin ist ungültig: Geben Sie ein Datum (JJJJ-MM-TT) und eine Uhrzeit (HH:MM, Wiener Zeit) an, die nicht in der Vergangenheit liegen.",
  exists: (/** @type {string} */ path) =>
    `Unter ${path} ist bereits ein Artikel. Soll dieser Entwurf ihn ersetzen? Wählen Sie „Ersetzen und veröffentlichen“, oder ändern Sie die Adresse (Slug) des Entwurfs.`,
  changedMeanwhile: (/** @type {string} */ path) =>
    `Der Artikel unter ${path} wurde geändert, seit Sie ihn zum Überarbeiten geöffnet haben. Soll Ihre Fassung die neuere ersetzen? Wählen Sie „Ersetzen und veröffentlichen“, oder öffnen Sie den Artikel erneut mit „Überarbeiten“.`,
  missing: (/** @type {string} */ path) => `Unter ${path} ist kein Artikel, der zurückgezogen werden könnte.`,
  withdrawSummary: (/** @type {string} */ title, /** @type {string} */ path) => `„${title}“ zurückziehen (${path})`,
  uncommitted: (/** @type {string} */ file) =>
    `Die Datei ${file} hat Änderungen, die noch nicht in Git eingetragen sind (jemand arbeitet daran). Damit nichts verloren geht, wird nichts geschrieben: Bitte committen oder verwerfen Sie diese Änderungen zuerst.`,
  noRepository:
    "Der Artikelordner liegt in keinem Git-Repository: Der Redaktionsmodus speichert jede Veröffentlichung als Commit. Bitte starten Sie ihn in einem Klon des Projekts.",
  busy: "Gerade läuft schon eine Veröffentlichung, und eine weitere wartet. Bitte versuchen Sie es gleich noch einmal.",
  writeFailed:
    "Die Artikeldatei konnte nicht geschrieben werden (der Artikelordner ist nicht beschreibbar oder voll; Einzelheiten im Protokoll des Servers). Es wurde nichts veröffentlicht.",
  buildFailed: (/** @type {string} */ reason) =>
    `Der Inhalts-Build ist fehlgeschlagen, die Website ist unverändert und die Artikeldatei wie zuvor: ${reason}`,
  buildInternal: "ein interner Fehler des Inhalts-Builds (Einzelheiten im Protokoll des Servers).",
  buildProcessEnded: "Der Inhalts-Build-Prozess wurde unerwartet beendet (Einzelheiten im Protokoll des Servers).",
  internal:
    "Im Redaktionsserver ist ein interner Fehler aufgetreten (Einzelheiten im Protokoll des Servers). Es wurde nichts veröffentlicht.",
  commitFailed:
    "Git hat den Commit abgelehnt (Einzelheiten im Protokoll des Servers); die Website und die Artikeldatei sind unverändert.",
  pushFailed: (/** @type {"behind" | "unreachable" | "other"} */ kind) =>
    `Veröffentlicht und committet, aber das Übertragen (git push) ist fehlgeschlagen: ${
      {
        behind: "Das entfernte Repository hat Commits, die hier fehlen (zuerst „git pull“ im Projekt ausführen)",
        unreachable: "Das entfernte Repository ist nicht erreichbar oder verweigert den Zugriff",
        other: "Git hat das Übertragen abgelehnt (Einzelheiten im Protokoll des Servers)",
      }[kind]
    }. Der nächste Commit überträgt ihn mit.`,
  draftStoreFailed:
    "Der Entwurf konnte nicht auf dem Server gespeichert werden (Einzelheiten im Protokoll des Servers). In diesem Browser ist er erhalten.",
  draftMissing: "Diesen Entwurf gibt es auf dem Server nicht (mehr).",
  draftConflict: (/** @type {string} */ title, /** @type {string} */ editor) =>
    `„${title}“ hat ${editor} inzwischen gespeichert. Nichts ist verloren: Der Entwurf zeigt jetzt die Fassung von ${editor}, Ihre Fassung steht als eigener Entwurf mit demselben Titel daneben. Übernehmen Sie daraus, was fehlt, und löschen Sie dann die Kopie.`,
  draftChanged: (/** @type {string} */ title, /** @type {string} */ editor) =>
    `„${title}“ hat ${editor} inzwischen geändert. Bitte sehen Sie sich die neue Fassung an, bevor Sie den Status ändern.`,
  changeRequested: (/** @type {string} */ summary) =>
    `Zur Freigabe gegeben: ${summary}. Vier-Augen-Prinzip: Live geht die Änderung erst, wenn eine andere Person der Redaktion sie unter „Änderungen zur Freigabe“ freigibt.`,
  changeStoreFailed:
    "Die Änderung konnte nicht zur Freigabe gespeichert werden (Einzelheiten im Protokoll des Servers). Es wurde nichts geändert; bitte versuchen Sie es erneut.",
  changeMissing:
    "Diese Änderung wartet nicht (mehr) auf eine Freigabe: Sie wurde inzwischen freigegeben, abgelehnt oder zurückgenommen.",
  changeOwn:
    "Vier-Augen-Prinzip: Diese Änderung haben Sie selbst zur Freigabe gegeben. Freigeben oder ablehnen muss sie eine andere Person; Sie können sie zurücknehmen.",
  changeNotYours:
    "Zurücknehmen kann eine Änderung nur, wer sie zur Freigabe gegeben hat. Sie können sie freigeben oder ablehnen.",
  changeApproved: (/** @type {string} */ summary) => `Freigegeben und live: ${summary}.`,
  changeTakenBack: (/** @type {string} */ summary) => `Zurückgenommen: ${summary}. Es wurde nichts geändert.`,
  changeRejected: (/** @type {string} */ summary, /** @type {string} */ by) =>
    `Abgelehnt: ${summary} (zur Freigabe gegeben von ${by}). Es wurde nichts geändert.`,
  reasonNeeded:
    "Bitte schreiben Sie dazu, warum der Entwurf zurück an „Entwurf“ geht: Wer ihn zur Prüfung gegeben hat, soll wissen, was zu tun ist.",
  draftPhotoDamaged:
    "Das Foto kam beschädigt an: Seine Bilddaten passen nicht zu seiner Prüfsumme. Es wurde nichts gespeichert; der Content Hub sendet es beim nächsten Abgleich erneut.",
  draftPhotoNotPlain: (/** @type {string} */ file) =>
    `Das Foto „${file}“ enthält mehr als sein Bild (etwa Ort, Kamera, ein Farbprofil, einen Kommentar oder angehängte Daten) oder ist kein JPEG, wie der Content Hub es speichert. Es wurde nichts gespeichert: Fügen Sie das Foto im Content Hub neu hinzu, der Hub entfernt diese Angaben.`,
  draftPhotoStoreFailed: "Das Foto konnte auf dem Server nicht gespeichert werden. In diesem Browser bleibt es erhalten.",
  draftPhotoMissing: "Dieses Foto liegt nicht auf dem Server: Wer den Entwurf geschrieben hat, hat es (noch) nicht geteilt.",
  commentBad: "Der Kommentar ist leer oder zu lang (höchstens 1.000 Zeichen).",
  approveLeased: (/** @type {string} */ editor) =>
    `${editor} ändert diesen Entwurf gerade. Freigeben können Sie ihn, wenn die Änderung gespeichert ist und Sie die neue Fassung geöffnet haben.`,
  approveUnread:
    "Bitte öffnen Sie den Entwurf in dieser Fassung, bevor Sie ihn freigeben: Freigegeben wird, was Sie gelesen haben.",
  approveNeedsReview: "Freigeben lässt sich nur ein Entwurf, der „In Prüfung“ ist.",
  approveOwnRequest:
    "Vier-Augen-Prinzip: Sie haben diesen Entwurf selbst zur Prüfung gegeben. Freigeben muss ihn eine andere Person.",
  draftLeased: (/** @type {string} */ editor) =>
    `Dieser Entwurf wird gerade von ${editor} bearbeitet. Sie können ihn trotzdem ändern; speichern Sie beide, bleiben beide Fassungen erhalten.`,
  publishNeedsApproval:
    "Vier-Augen-Prinzip: Veröffentlicht wird nur ein Entwurf, den eine andere Person in genau dieser Fassung freigegeben hat. Geben Sie ihn unter „Entwürfe der Redaktion“ zur Prüfung.",
  publishOwnApproval:
    "Vier-Augen-Prinzip: Sie haben diesen Entwurf selbst freigegeben. Veröffentlichen muss ihn eine andere Person.",
  approvalUsed:
    "Vier-Augen-Prinzip: Diese Freigabe wurde schon für eine Veröffentlichung verbraucht (oder der Artikel wurde inzwischen zurückgezogen). Jede Veröffentlichung, auch ein Ersetzen, braucht eine neue Freigabe: Geben Sie den Entwurf erneut zur Prüfung.",
  photoNotApproved: (/** @type {string} */ file) =>
    `Vier-Augen-Prinzip: Das Foto „${file}“ ist nicht das, was freigegeben wurde (seine Prüfsumme SHA-256 weicht ab, oder die freigegebene Fassung nennt es nicht). Es wurde nichts veröffentlicht: Geben Sie den Entwurf mit diesem Foto erneut zur Prüfung.`,
  approvedPhotoMissing: (/** @type {string} */ file) =>
    `Vier-Augen-Prinzip: Das freigegebene Foto „${file}“ fehlt in dieser Veröffentlichung. Es wurde nichts veröffentlicht: Öffnen Sie den Entwurf in dem Browser, in dem das Foto hinzugefügt wurde, oder fügen Sie es erneut hinzu und geben Sie den Entwurf erneut zur Prüfung.`,
  unchanged: (/** @type {string} */ path) =>
    `Nichts geändert: Unter ${path} ist genau dieser Text bereits veröffentlicht. Es wurde nichts committet.`,
  notServed: (/** @type {string} */ path, /** @type {readonly ("page" | "data" | "twin")[]} */ parts) =>
    `Committet, aber noch nicht live: ${parts.map((part) => servedParts[part]).join(", ")} unter ${path} zeigt noch nicht den committeten Text. Die Website zeigt damit nicht, was geprüft wurde: Bitte führen Sie „npm run build“ aus und starten Sie „npm run hub“ neu.`,
  stillServed: (/** @type {string} */ path, /** @type {readonly ("page" | "data" | "twin")[]} */ parts) =>
    `Der Rückzug ist committet, aber ${parts.map((part) => servedParts[part]).join(", ")} unter ${path} wird noch ausgeliefert. Bitte führen Sie „npm run build“ aus und starten Sie „npm run hub“ neu.`,
};

/** The draft's fields as the messages name them. */
const fieldNames = /** @type {Record<string, string>} */ ({
  title: "Der SEO-Titel",
  slug: "Der Slug",
  metaDescription: "Die Meta-Beschreibung",
  focusKeyphrase: "Die Fokus-Keyphrase",
  keywords: "Ein verwandtes Keyword",
  content: "Der Text",
  sources: "Eine Quelle",
  notes: "Eine Recherche-Notiz",
  original: "Die erzeugte Fassung des Entwurfs",
  comment: "Der Kommentar",
});

/** The parts of an article page a reader gets, as the messages name them. */
const servedParts = { page: "die Seite", data: "ihre Daten (.data)", twin: "ihre Markdown-Fassung (.md)" };

/** What the write API says about a change to the fact base (docs/decisions/0050). */
export const factBaseMessages = {
  refused: "Diese Änderung der Faktenbasis kann so nicht gespeichert werden. Es wurde nichts geschrieben:",
  buildFailed: (/** @type {string} */ reason) =>
    `Der Build der Website mit dieser Änderung ist fehlgeschlagen. Es wurde nichts committet, die Website und die Faktenbasis sind unverändert: ${reason}`,
  buildReason: "Einzelheiten im Protokoll des Servers.",
  commitFailed:
    "Git hat den Commit abgelehnt (Einzelheiten im Protokoll des Servers); die Website und die Faktenbasis sind unverändert.",
  noRepository:
    "Die Faktenbasis liegt in keinem Git-Repository: Der Redaktionsmodus speichert jede Änderung als Commit. Bitte starten Sie ihn in einem Klon des Projekts.",
  unreadable:
    "Die Faktenbasis kann nicht gelesen werden (Einzelheiten im Protokoll des Servers): Bitte prüfen Sie die Dateien unter app/content/facts.",
  reconfirmed: (/** @type {string} */ id, /** @type {number} */ articles) =>
    `„${id}“ ist neu bestätigt und live${articles ? `; der Hinweis „nicht neu bestätigt“ ist aus ${articles === 1 ? "einem Artikel" : `${articles} Artikeln`} entfernt` : ""}.`,
  corrected: (/** @type {string} */ id, /** @type {number} */ articles) =>
    `Der Wert von „${id}“ ist korrigiert und live.${articles ? ` ${articles === 1 ? "Ein veröffentlichter Artikel nennt" : `${articles} veröffentlichte Artikel nennen`} noch den alten Wert: Bitte überarbeiten Sie ${articles === 1 ? "ihn" : "sie"}.` : ""}`,
  preview: "Vorschau: Noch ist nichts geändert.",
  unsafe: (/** @type {string} */ field, /** @type {string} */ character) =>
    `${factFieldNames[field] ?? `Das Feld „${field}“`} enthält ein unsichtbares Steuer-, Richtungs- oder Leerzeichen (${character}). Solche Zeichen verfälschen, was Leser sehen, und werden nicht gespeichert: Bitte löschen Sie es (am einfachsten den Text neu tippen statt einfügen). Es wurde nichts geschrieben.`,
  seriesAdded: (/** @type {string} */ name) => `Die Serie „${name}“ ist im Serienkatalog und live.`,
  seriesCorrected: (/** @type {string} */ name, /** @type {string} */ field) =>
    `${field} der Serie „${name}“ ist korrigiert und live, mit der neuen Quelle.`,
  shopAdded: (/** @type {string} */ name) => `Das Geschäft „${name}“ ist in der Faktenbasis und live.`,
  shopRemoved: (/** @type {string} */ name) =>
    `Das Geschäft „${name}“ ist aus der Faktenbasis entfernt; die Startseite und die Suche nennen es nicht mehr.`,
  // What the list of changes waiting for a second person says of each (docs/decisions/0080).
  reconfirmSummary: (/** @type {string} */ id, /** @type {string} */ source, /** @type {string} */ published) =>
    `„${id}“ neu bestätigen mit ${source} (${published})`,
  staleMarkRemoved: (/** @type {string} */ title) => `Der Hinweis „nicht neu bestätigt“ geht aus „${title}“.`,
  correctSummary: (/** @type {string} */ id, /** @type {string} */ key, /** @type {string} */ was, /** @type {string} */ value) =>
    `„${id}“ korrigieren: ${key} ${was} → ${value}`,
  before: (/** @type {string} */ statement) => `Bisher: ${statement}`,
  after: (/** @type {string} */ statement) => `Neu: ${statement}`,
  seriesSummary: (/** @type {string} */ name, /** @type {number} */ figures, /** @type {number} */ photos) =>
    `Serie „${name}“ aufnehmen (${figures === 1 ? "eine Figur" : `${figures} Figuren`}, ${photos === 1 ? "ein Foto" : `${photos} Fotos`})`,
  seriesCorrectSummary: (
    /** @type {string} */ name,
    /** @type {string} */ field,
    /** @type {string} */ was,
    /** @type {string} */ value,
  ) => `Serie „${name}“ korrigieren: ${field} ${was} → ${value}`,
  shopSummary: (/** @type {string} */ name, /** @type {string} */ address) => `Geschäft „${name}“ aufnehmen (${address})`,
  shopRemoveSummary: (/** @type {string} */ name) => `Geschäft „${name}“ entfernen`,
};

/** The fields of a change to the fact base as the messages name them. */
const factFieldNames = /** @type {Record<string, string>} */ ({
  name: "Der Name",
  address: "Die Adresse",
  statement: "Der Satz, der die Angabe macht,",
  source: "Die Quelle (Adresse, Titel, Herausgeber oder Datum)",
  figures: "Ein Figurenname",
  secretName: "Der Name der Secret-Figur",
  format: "Das Format",
  market: "Der Markt",
  value: "Der neue Wert",
  photos: "Eine Fotobeschreibung",
});
