/**
 * The hub's language-model text source: the settings form, the six stages of a model run, every
 * error with what to do about it, the prompt the model gets, and the facts it may use.
 */
import { site } from "~/config/site";
import type { DraftSource } from "~/domain/hub";
import type { LlmErrorDetails, LlmErrorKind } from "~/domain/llm";

export const textSourceCopy = {
  legend: "Textquelle",
  offline: { label: "Offline-Vorlage", hint: "Schreibt den Entwurf im Browser aus den Vorlagen des Hubs, ohne Netzwerk." },
  llm: {
    label: "Sprachmodell (OpenAI-kompatibel)",
    hint: "Ein Sprachmodell schreibt den Entwurf, z. B. ein lokales Ollama oder LM Studio. Thema, Vorlage und Fakten gehen als Auftrag an den eingetragenen Server.",
  },
  endpoint: {
    label: "Endpunkt",
    placeholder: "http://localhost:11434/v1",
    allowed: (origins: string) => `Erlaubte Server dieses Builds (LLM_ORIGINS): ${origins}.`,
    noneAllowed: "Dieser Build erlaubt keinen Sprachmodell-Server (LLM_ORIGINS=none).",
    browserNote:
      "Hinweis: Läuft der Hub auf einer öffentlichen HTTPS-Adresse, fragt Chrome einmal nach der Erlaubnis für den Zugriff auf das lokale Netzwerk; Safari blockiert Aufrufe an http://localhost ganz.",
  },
  model: { label: "Modell", placeholder: "z. B. llama3.2", hint: "Der Name, unter dem der Server das Modell führt." },
  key: {
    label: "API-Schlüssel (optional)",
    hint: "Lokale Server brauchen meist keinen. Der Schlüssel geht nur an den eingetragenen Endpunkt und wird nie exportiert.",
    remember: "Auf diesem Gerät merken",
    rememberWarning:
      "Achtung: Gemerkte Schlüssel liegen unverschlüsselt im Browserspeicher dieses Geräts. Jedes Skript, das auf dieser Seite läuft, könnte sie lesen. Ohne Häkchen gilt der Schlüssel nur, bis Sie den Tab schließen.",
    remove: "Schlüssel entfernen",
    removed: "Der Schlüssel wurde aus diesem Browser entfernt.",
  },
  testButton: "Verbindung testen",
  testing: "Verbindung wird geprüft …",
  testOk: (count: string) => `Verbindung steht: Der Server antwortet und führt das Modell. (${count} Modelle verfügbar.)`,
  testOkNoModel: (models: string) =>
    `Verbindung steht. Tragen Sie noch ein Modell ein; der Server führt: ${models || "keine Modelle"}.`,
  testOkByCompletion: "Verbindung steht: Das Modell hat auf eine Probeanfrage geantwortet.",
  cancel: "Abbrechen",
  storageFailed: "Die Einstellungen konnten nicht im Browser gespeichert werden; sie gelten nur, bis Sie die Seite schließen.",
  /** Console warning when the stored settings do not fit (app/features/hub/model/settings.ts). */
  settingsReset: "Content Hub: Gespeicherte Sprachmodell-Einstellungen waren ungültig und wurden zurückgesetzt.",
} as const;

/** Status texts of a model run, one per real stage (the offline generator has its own six). */
export const modelStages = {
  prompt: "Auftrag aus Thema, Vorlage und Fakten wird erstellt …",
  connecting: "Verbindung zum Sprachmodell wird aufgebaut …",
  waiting: "Warten auf die ersten Wörter des Modells …",
  receiving: "Text wird empfangen …",
  analysing: "Entwurf wird geprüft …",
  saving: "Entwurf wird gespeichert …",
} as const;

export const modelRunCopy = {
  done: (title: string) => `Fertig: „${title}“ vom Sprachmodell steht oben in der Liste und in der Vorschau.`,
  truncated: (title: string) =>
    `Das Modell hat seine Längengrenze erreicht: „${title}“ ist als unvollständiger Entwurf gespeichert. Ergänzen Sie den Schluss oder generieren Sie erneut.`,
  keptPartial: "Der bis dahin empfangene Text ist als unvollständiger Entwurf gespeichert.",
  failedLog: "Content Hub: Sprachmodell-Generierung fehlgeschlagen",
  streamingTitle: "Das Sprachmodell schreibt …",
  streamingBody: "Text, der gerade vom Sprachmodell eintrifft",
  streamingWaiting: "Noch kein Text angekommen.",
  streamingWords: (words: string) => `${words} Wörter empfangen`,
} as const;

export const draftSourceCopy = {
  offline: "Offline-Vorlage",
  llm: (model: string) => `Sprachmodell (${model})`,
  incomplete: "unvollständig",
  incompleteHint: "Dieser Entwurf wurde abgebrochen oder nicht fertig empfangen.",
} as const;

/** The front matter's `source`: who wrote the draft. */
export function draftSourceLabel(source: DraftSource | undefined): string {
  return source?.kind === "llm" ? draftSourceCopy.llm(source.model) : draftSourceCopy.offline;
}

const retryTime = new Intl.DateTimeFormat("de-AT", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Vienna" });

function quoteServer(details: LlmErrorDetails): string {
  return details.serverMessage ? ` Meldung des Servers: „${details.serverMessage}“.` : "";
}

function retryHint(seconds: number | undefined, now: Date): string {
  if (seconds === undefined) return "Warten Sie etwa eine Minute und versuchen Sie es dann erneut.";
  const at = retryTime.format(new Date(now.getTime() + seconds * 1000));
  const wait = seconds < 120 ? `${seconds} Sekunden` : `${Math.ceil(seconds / 60)} Minuten`;
  return `Versuchen Sie es in ${wait} erneut (ab ${at} Uhr).`;
}

/**
 * What went wrong and what to do, for every kind of failure. `pageOrigin` (the hub's own address)
 * makes the CORS advice concrete.
 */
export function llmErrorMessage(
  kind: LlmErrorKind,
  details: LlmErrorDetails,
  { now = new Date(), pageOrigin }: { now?: Date; pageOrigin?: string } = {},
): string {
  switch (kind) {
    case "endpoint-missing":
      return "Bitte tragen Sie den Endpunkt des Sprachmodell-Servers ein, z. B. http://localhost:11434/v1 für Ollama.";
    case "endpoint-invalid":
      return "Der Endpunkt ist keine gültige Adresse. Geben Sie ihn vollständig mit http:// oder https:// an, ohne Benutzername, Passwort oder Parameter, z. B. http://localhost:11434/v1.";
    case "endpoint-not-allowed":
      return `${details.origin ?? "Dieser Server"} ist in diesem Build nicht freigegeben; es wurde keine Anfrage gesendet. Wählen Sie einen der erlaubten Server oder bauen Sie die Website mit LLM_ORIGINS="default ${details.origin ?? "https://…"}" neu (siehe docs/operations.md, „Configuration“).`;
    case "model-missing":
      return "Bitte tragen Sie den Namen des Modells ein, z. B. llama3.2. Mit „Verbindung testen“ sehen Sie, welche Modelle der Server führt.";
    case "network":
      return `Der Server hat nicht geantwortet oder die Antwort nicht für diese Seite freigegeben; ein Browser kann beides nicht unterscheiden. Entweder läuft dort kein Server (prüfen Sie Adresse und Port und starten Sie ihn), oder er verweigert Aufrufe von dieser Seite (CORS): Starten Sie Ollama mit ${pageOrigin ? `OLLAMA_ORIGINS=${pageOrigin}` : "OLLAMA_ORIGINS=<Adresse dieser Seite>"} ollama serve, LM Studio mit „lms server start --cors“.`;
    case "unauthorized":
      return `Der Server hat den Zugriff abgelehnt (HTTP ${details.status ?? 401}): Der API-Schlüssel fehlt oder ist falsch. Tragen Sie den richtigen Schlüssel ein.${quoteServer(details)}`;
    case "model-not-found":
      return details.available
        ? `Der Server führt das Modell nicht. Verfügbar sind: ${details.available.join(", ") || "keine Modelle"}. Tragen Sie eines davon ein oder laden Sie das Modell (Ollama: ollama pull <Modell>).`
        : `Der Server kennt dieses Modell nicht. Prüfen Sie den Namen mit „Verbindung testen“ oder laden Sie das Modell (Ollama: ollama pull <Modell>).${quoteServer(details)}`;
    case "not-found":
      return "Unter dieser Adresse gibt es keine OpenAI-kompatible Schnittstelle (HTTP 404). Prüfen Sie den Endpunkt: Er endet meist auf /v1, z. B. http://localhost:11434/v1.";
    case "rate-limited":
      return `Der Server nimmt gerade keine weiteren Anfragen an (HTTP 429). ${retryHint(details.retryAfterSeconds, now)}${quoteServer(details)}`;
    case "server":
      return `Der Sprachmodell-Server hat einen Fehler gemeldet${details.status ? ` (HTTP ${details.status})` : ""}. Prüfen Sie, ob das Modell geladen werden kann (z. B. genug Arbeitsspeicher), und versuchen Sie es erneut.${quoteServer(details)}`;
    case "http":
      return `Der Server hat die Anfrage abgelehnt (HTTP ${details.status ?? "?"}). Prüfen Sie Endpunkt und Modell und versuchen Sie es erneut.${quoteServer(details)}`;
    case "malformed":
      return "Die Antwort des Servers war nicht lesbar (keine gültigen OpenAI-Daten). Prüfen Sie, ob der Endpunkt wirklich eine OpenAI-kompatible Schnittstelle ist, und versuchen Sie es erneut.";
    case "empty":
      return "Das Modell hat geantwortet, aber keinen Text geliefert. Versuchen Sie es erneut oder wählen Sie ein anderes Modell.";
    case "first-token-timeout":
      return `Das Modell hat nach ${Math.round((details.timeoutMs ?? 0) / 1000)} Sekunden noch kein Wort geliefert; die Anfrage wurde beendet. Große Modelle brauchen beim ersten Laden länger: Versuchen Sie es erneut oder wählen Sie ein kleineres Modell.`;
    case "interrupted":
      return "Die Verbindung ist abgebrochen, bevor das Modell fertig war. Prüfen Sie, ob der Server noch läuft, und versuchen Sie es erneut.";
    case "aborted":
      return "Sie haben die Generierung abgebrochen.";
  }
}

/** The prompt, in the language and register the article must have. */
export const promptCopy = {
  system: [
    `Sie schreiben Entwürfe für „${site.name}“, einen unabhängigen Ratgeber für Sammlerinnen und Sammler von ${site.figure}-Figuren („${site.figureLine}“) in Österreich.`,
    "Schreiben Sie auf Deutsch für Österreich (de-AT, z. B. „Jänner“, „heuer“, „Sackerl“), in der Sie-Form, sachlich und freundlich.",
    "Regeln:",
    "- Verwenden Sie nur die Fakten aus dem Auftrag. Erfinden Sie keine Zahlen, Preise, Daten, Adressen, Öffnungszeiten, Geschäfte, Zitate, Bewertungen oder Testergebnisse.",
    "- Jeder Satz mit einer Zahl, einem Datum, einem Preis, einer Rechtsregel oder dem Status eines Geschäfts ist wörtlich einer der Sätze eines Fakts, samt einem „(Stand …)“ darin; formulieren Sie solche Aussagen nicht um. Ihre eigenen Sätze davor und danach enthalten keine Zahlen und keine Rechtsregeln.",
    "- Behaupten Sie nie, selbst etwas getestet, gekauft, besucht oder erlebt zu haben, und erfinden Sie keine Treffen oder Veranstaltungen.",
    "- Wo ein Fakt fehlt, bleiben Sie allgemein und ehrlich (z. B. „fragen Sie im Geschäft nach“), statt etwas zu behaupten.",
    `- Die Figur ist weiblich: „die ${site.figure}“, „eine ${site.figure}“, Mehrzahl „die ${site.figure}s“. Schreiben Sie Euro-Preise wie „€ 20“ oder „€ 12–18“: das Zeichen vor der Zahl, nie das Wort „Euro“ oder das Zeichen dahinter.`,
    "- Verlinken Sie bei jeder Zahl die Quelle aus der Faktenliste als Markdown-Link [Name](URL).",
    "- Antworten Sie nur mit dem Artikeltext in Markdown: keine Titelzeile, keine #-Überschrift, Abschnitte als ##-Überschriften, keine Vorbemerkung, kein Codeblock.",
  ].join("\n"),
  topic: (title: string) => `Schreiben Sie einen Artikel zum Thema „${title}“.`,
  angle: (angle: string) => `Blickwinkel: ${angle}`,
  audience: (audience: string) => `Zielgruppe: ${audience}.`,
  length: (minWords: string) => `Länge: mindestens ${minWords} Wörter, aber ohne Füllsätze; die Länge kommt aus dem Inhalt.`,
  keyphrase: (keyphrase: string, from: string, to: string) =>
    `Fokus-Keyphrase: „${keyphrase}“. Verwenden Sie sie natürlich formuliert im ersten Absatz, in etwa der Hälfte der ##-Überschriften und insgesamt ${from}- bis ${to}-mal.`,
  related: (keywords: string) => `Verwandte Keywords (jedes mindestens einmal): ${keywords}.`,
  outline: "Gliederung (diese Abschnitte in dieser Reihenfolge; formulieren Sie jede Überschrift passend zum Thema):",
  facts: "Fakten (nur diese verwenden, mit Quelle):",
  noFacts: "Fakten: keine. Nennen Sie keine Zahlen, Preise oder Daten.",
  fact: (statement: string, sourceName: string, url: string, asOf: string | undefined, alternatives: readonly string[] = []) =>
    `${statement}${alternatives.length > 0 ? ` Oder wörtlich: ${alternatives.map((text) => `„${text}“`).join(" / ")}` : ""} (Quelle: [${sourceName}](${url})${asOf ? `, ${asOf}` : ""})`,
  /** The one-token request "Verbindung testen" sends to a server without a model list. */
  probe: "Hallo",
  research:
    "Zu diesem Thema gibt es keinen Themenplan, nur die recherchierten Notizen unten: Schreiben Sie ausschließlich, was sie belegen, nennen Sie bei jeder Aussage ihre Quelle und ihren Stand, und lassen Sie Abschnitte weg, zu denen keine Notiz etwas sagt.",
  readability:
    "Lesbarkeit: Sätze unterschiedlicher Länge (die meisten unter 20 Wörtern), Absätze unter 150 Wörtern, aktive statt passive Sätze. Verbinden Sie Sätze, wo der Gedanke es verlangt, aber nicht mit immer denselben Wörtern wie „deshalb“ oder „außerdem“.",
} as const satisfies Record<string, string | ((...args: never[]) => string)>;

export type PromptCopy = typeof promptCopy;
