import type {
  CollectionFigure,
  CollectionPrice,
  DocumentProblem,
  FigureState,
  ImportProblem,
  StorageNotice,
} from "~/domain/collection";
import { formatCount, formatDecimal, formatNumber, formatOdds, formatPartialDate } from "~/utils/format";
import { isForeign } from "~/utils/euro";
import { priceInEuros, sourcePrice } from "~/content/euro-prices";

/**
 * Copy of "Meine Sammlung" (/sammlung), its trade page (/sammlung/tausch), the export files and the
 * completion chart. The figures it shows come from the series catalogue (app/content/facts/series.ts).
 */

/** The collection's pages and where it links to. */
export const collectionPaths = {
  page: "/sammlung",
  trade: "/sammlung/tausch",
  calculator: "/set-rechner",
  catalogue: "/serien",
} as const;

/** A figure's name as the page shows it: the sourced name, else its number in the set. */
export function figureName(figure: Pick<CollectionFigure, "name" | "number" | "secret">): string {
  if (figure.name) return figure.name;
  return figure.secret ? "Secret-Figur" : `Figur ${formatNumber(figure.number)}`;
}

/** "Sisi (Have a Seat)": names a figure with its series wherever it is read out of context. */
export const figureWithSeries = (figure: Pick<CollectionFigure, "name" | "number" | "secret">, series: string) =>
  `${figureName(figure)} (${series})`;

const stueck = (count: number) => `${formatNumber(count)} Stück`;

/** A figure's state in words: "habe ich, 2 doppelt, gesucht". */
export function figureStateText(state: FigureState): string {
  return [
    state.owned ? "habe ich" : "fehlt",
    ...(state.doubles > 0 ? [`${formatNumber(state.doubles)} doppelt`] : []),
    ...(state.wanted ? ["gesucht"] : []),
  ].join(", ");
}

/** A sourced box price, in euros first where the source gave another currency (docs/decisions/0047). */
function priceLabel(price: CollectionPrice): string {
  return `${priceInEuros(price)} pro Box (${price.where}, Stand ${formatPartialDate(price.asOf)})`;
}

/** An expected cost: "rund € 132", or converted and marked, with the source's currency beside it: "≈ € 165–203 ($ 194–239)". */
function costLabel(currency: string, low: number, high: number): string {
  const cost = { amount: Math.round(low), high: Math.round(high), currency };
  return isForeign(currency) ? priceInEuros(cost) : `rund ${sourcePrice(cost)}`;
}

const boxes = (value: number) => `${formatDecimal(value, 1)} Boxen`;

export const collectionPage = {
  eyebrow: "Sammlung",
  title: "Meine Sammlung",
  titleId: "sammlung-title",
  intro:
    "Haken Sie ab, welche Labubu-Figuren Sie haben, zählen Sie Ihre Doppelten und merken Sie sich, was Sie noch suchen. Zu jeder Serie sehen Sie, wie viele Boxen Sie im Schnitt noch brauchen. Alles bleibt in Ihrem Browser – ohne Konto und ohne Server.",
  jumpLabel: "Auf dieser Seite",
  /** The mark on a secret figure's drawn tile (regular figures show their number). */
  secretMark: "S",
  jumps: { series: "Serien", trade: "Tauschen", transfer: "Sichern und übertragen" },
  /** Before the series' hundreds of controls: the way past them for keyboard users, shown when focused. */
  skipToTrade: "Zu Tauschen springen",
  status: {
    loading:
      "Die Sammlung wird geladen. Ohne JavaScript können Sie die Figuren ansehen, aber nicht abhaken; die Felder sind bis dahin gesperrt.",
    ready:
      "Gespeichert nur in diesem Browser – kein Konto, kein Server. Sichern Sie Ihre Sammlung ab und zu mit „Als JSON exportieren“.",
  },
  totals: (owned: number, doubles: number, wanted: number) =>
    `Insgesamt: ${formatNumber(owned)} ${owned === 1 ? "Figur" : "Figuren"}, ${formatNumber(doubles)} Doppelte, ${formatNumber(wanted)} gesucht.`,
  seriesHeading: "Ihre Serien",
  seriesIntro:
    "Jede Serie aus unserem Serienkatalog mit ihren Figuren. „Doppelte“ sind die Stücke, die Sie zusätzlich zu Ihrem eigenen haben – also zum Tauschen. „+“ und „−“ zählen Ihre Exemplare: Das erste „+“ hakt „Habe ich“ an, jedes weitere ist eine Doppelte; „−“ nimmt in umgekehrter Reihenfolge weg.",
  columns: { figure: "Figur", owned: "Habe ich", doubles: "Doppelte", wanted: "Gesucht" },
  secretBadge: "Secret-Figur",
  controls: {
    owned: (figure: string) => `${figure}: habe ich`,
    doubles: (figure: string) => `${figure}: Anzahl Doppelte`,
    // The steppers count copies in hand: the first "+" ticks "Habe ich", the last "−" unticks it.
    fewer: (figure: string) => `${figure}: ein Exemplar weniger`,
    more: (figure: string) => `${figure}: ein Exemplar mehr`,
    wanted: (figure: string) => `${figure}: gesucht`,
    doublesHint: "0 bis 99",
  },
  names: {
    partial: (known: readonly string[]) =>
      `Gesichert sind nur die Namen ${known.join(" und ")}; die übrigen Figuren sind durchnummeriert.`,
    none: (count: number) =>
      `Die Namen der Figuren sind nicht gesichert; sie sind hier durchnummeriert (Figur 1 bis ${formatNumber(count)}).`,
  },
  progress: {
    regulars: (owned: number, total: number) => `${formatNumber(owned)} von ${formatNumber(total)}`,
    regularsLabel: "reguläre Figuren",
    barLabel: (series: string) => `Fortschritt ${series}`,
    secretOwned: "Secret-Figur: vorhanden",
    secretMissing: "Secret-Figur: fehlt noch",
    complete: "Set komplett",
    /** Read out after every change. */
    announce: (series: string, owned: number, total: number, secret: boolean | null) =>
      `${series}: ${formatNumber(owned)} von ${formatNumber(total)} regulären Figuren${
        secret === null ? "" : secret ? ", Secret-Figur vorhanden" : ", Secret-Figur fehlt noch"
      }.`,
  },
  outlook: {
    heading: "Was noch fehlt",
    complete: "Ihr Set ist komplett. Gratulation!",
    regularBoxes: (missing: number, expected: number) =>
      `Für ${missing === 1 ? "die fehlende reguläre Figur" : `die fehlenden ${formatCount(missing)} regulären Figuren`} brauchen Sie im Schnitt noch ${boxes(expected)}.`,
    regularsDone: "Alle regulären Figuren sind da.",
    fullBoxes: (expected: number, oneIn: number) =>
      `Bis auch die Secret-Figur dabei ist (Chance ${formatOdds(oneIn)} pro Box), sind es im Schnitt noch ${boxes(expected)}.`,
    cost: (price: CollectionPrice, regular: { low: number; high: number }, full: { low: number; high: number } | null) =>
      `Bei ${priceLabel(price)}: ${costLabel(price.currency, regular.low, regular.high)} für die regulären Figuren${
        full ? `, ${costLabel(price.currency, full.low, full.high)} mit Secret-Figur` : ""
      }.`,
    costsHeading: "Kosten im Schnitt",
    /** Under costs converted from a foreign price (the rate's day and source follow, docs/decisions/0047). */
    foreignCurrency:
      "Einen Preis in Euro nennt für diese Serie keine Quelle; die Kosten sind aus der Währung der Quelle umgerechnet.",
    noPrice: "Für diese Serie ist kein Preis gesichert – deshalb nennen wir keine Kosten.",
    unknownOdds: (reported: string | null) =>
      `Die Chance auf die Secret-Figur ist für diese Serie nicht gesichert.${reported ? ` ${reported}` : ""} Ohne sie lassen sich Boxen und Kosten nicht seriös schätzen.`,
    calculator: (owned: number, total: number) =>
      `Im Set-Rechner weiterrechnen (${formatNumber(owned)} von ${formatNumber(total)} schon da)`,
    calculatorOwnOdds: "Im Set-Rechner mit einer eigenen Annahme rechnen",
    catalogue: (series: string) => `${series} im Serienkatalog: Angaben und Quellen`,
    method:
      "So rechnen wir: wie im Set-Rechner – die regulären Figuren gelten als gleich häufig, die Secret-Figur kommt mit der angegebenen Chance, jede Box ist unabhängig. Gezählt werden nur die Figuren, die Ihnen noch fehlen.",
  },
  chart: {
    title: (series: string) => `${series}: Chance, alles Fehlende mit so vielen weiteren Boxen zu bekommen`,
  },
  trade: {
    heading: "Tauschen",
    intro:
      "Ihr Tauschlink enthält Ihre Doppelten und Ihre gesuchten Figuren. Wer ihn öffnet, sieht die Liste nur zum Lesen – ohne Konto, und nichts davon wird auf einem Server gespeichert.",
    empty: "Markieren Sie Doppelte oder gesuchte Figuren – dann entsteht hier Ihr Tauschlink.",
    summary: (doubles: number, wanted: number) =>
      `Der Link enthält ${formatNumber(doubles)} ${doubles === 1 ? "Figur" : "Figuren"} mit Doppelten und ${formatNumber(wanted)} gesuchte ${wanted === 1 ? "Figur" : "Figuren"}.`,
    linkLabel: "Ihr Tauschlink",
    copy: "Link kopieren",
    copied: "Link kopiert – Sie können ihn jetzt in eine Nachricht einfügen.",
    copyFailed:
      "Kopieren hat nicht geklappt. Der Link im Feld ist markiert: Kopieren Sie ihn bitte mit Strg+C (am Mac: Befehlstaste+C).",
    open: "Tauschliste ansehen",
    nameLabel: "Ihr Name auf der Tauschliste (freiwillig)",
    nameHint:
      "Damit die andere Person weiß, von wem die Liste ist. Der Name steht im Link und ist für alle sichtbar, die ihn bekommen: Ein Vorname oder Spitzname genügt.",
  },
  transfer: {
    heading: "Sichern und übertragen",
    intro:
      "Ihre Sammlung liegt nur in diesem Browser. Exportieren Sie sie als Sicherung oder um sie auf ein anderes Gerät mitzunehmen. Die CSV-Datei öffnet jede Tabellenkalkulation.",
    exportJson: "Als JSON exportieren",
    exportCsv: "Als CSV exportieren",
    exported: (fileName: string) => `Die Datei „${fileName}“ wurde erstellt.`,
    importLabel: "Datei importieren (JSON oder CSV)",
    importHint: "Eine Datei, die Sie hier exportiert haben. Bevor sich etwas ändert, sehen Sie eine Vorschau.",
    reading: "Die Datei wird gelesen …",
  },
  storage: {
    unavailable:
      "Ihr Browser lässt diese Seite gerade nichts speichern (zum Beispiel im privaten Modus). Die Sammlung bleibt nur, solange die Seite offen ist – sichern Sie sie mit „Als JSON exportieren“.",
    quota:
      "Der Speicher Ihres Browsers ist voll: Ihre letzte Änderung bleibt nur, solange die Seite offen ist. Sichern Sie die Sammlung mit „Als JSON exportieren“.",
    discarded: {
      "not-json":
        "Die gespeicherte Sammlung in diesem Browser war beschädigt und wird nicht verwendet. Sie startet leer; sobald Sie etwas ändern, wird der alte Stand überschrieben. Haben Sie eine Sicherung, importieren Sie sie unten.",
      foreign:
        "In diesem Browser lagen unter dem Namen der Sammlung fremde Daten. Sie werden nicht verwendet; die Sammlung startet leer.",
      version:
        "Die gespeicherte Sammlung stammt aus einer anderen Version dieser Seite und wird nicht verwendet. Haben Sie eine Sicherung, importieren Sie sie unten.",
      invalid:
        "Die gespeicherte Sammlung hatte ungültige Einträge und wird nicht verwendet. Sie startet leer; haben Sie eine Sicherung, importieren Sie sie unten.",
    } satisfies Record<DocumentProblem, string>,
    pruned: (count: number) =>
      `${formatNumber(count)} gespeicherte ${count === 1 ? "Eintrag gehört" : "Einträge gehören"} zu keiner Figur unseres Katalogs mehr und ${count === 1 ? "wurde" : "wurden"} entfernt.`,
  },
} as const;

/** The German notice for a storage problem. */
export function storageNoticeText(notice: StorageNotice): string {
  const copy = collectionPage.storage;
  switch (notice.kind) {
    case "unavailable":
      return copy.unavailable;
    case "quota":
      return copy.quota;
    case "discarded":
      return copy.discarded[notice.problem];
    case "pruned":
      return copy.pruned(notice.count);
  }
}

/** The CSV file's columns and values (German, for spreadsheets in Austria). */
export const collectionCsv = {
  columns: ["Serie", "Figur", "Secret-Figur", "Habe ich", "Doppelte", "Gesucht"] as const,
  yes: "ja",
  no: "nein",
} as const;

export const collectionFiles = {
  json: (date: string) => `labubu-sammlung-${date}.json`,
  csv: (date: string) => `labubu-sammlung-${date}.csv`,
} as const;

/** Why an import file is refused. Nothing changes in any of these cases. */
export function importProblemText(problem: ImportProblem): string {
  switch (problem.kind) {
    case "too-large":
      return `Die Datei ist zu groß (mehr als ${formatNumber(problem.limitKb)} KB). Eine exportierte Sammlung ist viel kleiner – bitte wählen Sie die Datei, die Sie hier exportiert haben.`;
    case "empty":
      return "Die Datei ist leer. Bitte wählen Sie die Datei, die Sie hier exportiert haben.";
    case "binary":
      return "Die Datei ist keine Textdatei. Bitte wählen Sie eine JSON- oder CSV-Datei, die Sie hier exportiert haben.";
    case "unreadable":
      return "Die Datei ließ sich nicht lesen. Bitte versuchen Sie es noch einmal.";
    case "not-json":
      return "Die Datei sieht wie JSON aus, ist aber beschädigt. Bitte exportieren Sie die Sammlung noch einmal.";
    case "foreign":
      return "Diese JSON-Datei stammt nicht aus „Meine Sammlung“. Bitte wählen Sie eine Datei, die Sie hier exportiert haben.";
    case "version":
      return problem.version === null
        ? "Die Datei nennt keine Version, die diese Seite kennt (sie liest nur Version 1). Bitte wählen Sie eine Datei, die Sie hier exportiert haben."
        : `Die Datei hat die Version ${problem.version}, diese Seite kennt nur Version 1. Bitte exportieren Sie die Sammlung noch einmal.`;
    case "invalid":
      return "Die Datei hat nicht den erwarteten Aufbau: Jede Figur braucht „owned“ und „wanted“ (true oder false) und „doubles“ (eine ganze Zahl von 0 bis 99).";
    case "csv-header":
      return `Die CSV-Datei hat nicht die erwarteten Spalten: ${collectionCsv.columns.join(", ")} (in der ersten Zeile).`;
    case "csv-structure":
      return `Die CSV-Datei ist ab Zeile ${formatNumber(problem.line)} nicht lesbar (ein Anführungszeichen ist nicht geschlossen oder die Zeile hat zu viele oder zu wenige Spalten).`;
    case "csv-value":
      return `Zeile ${formatNumber(problem.line)} der CSV-Datei: In der Spalte „${collectionCsv.columns[problem.column]}“ steht „${problem.value}“. Erwartet ist ${
        problem.column === 4 ? "eine ganze Zahl von 0 bis 99" : `„${collectionCsv.yes}“ oder „${collectionCsv.no}“`
      }.`;
    case "csv-too-many-rows":
      return `Die CSV-Datei hat mehr als ${formatNumber(problem.limit)} Zeilen. Eine exportierte Sammlung hat eine Zeile pro Figur.`;
    case "nothing-known":
      return "Die Datei enthält keine Figur aus unserem Katalog. Es wurde nichts geändert.";
  }
}

export const importPreview = {
  heading: "Vorschau des Imports",
  file: (name: string, figures: number, series: number) =>
    `„${name}“ enthält Angaben zu ${formatNumber(figures)} ${figures === 1 ? "Figur" : "Figuren"} aus ${formatNumber(series)} ${series === 1 ? "Serie" : "Serien"}.`,
  skipped: (count: number) =>
    `${formatNumber(count)} ${count === 1 ? "Eintrag gehört" : "Einträge gehören"} zu keiner Figur unseres Katalogs und ${count === 1 ? "wird" : "werden"} übersprungen.`,
  modeLegend: "Wie soll die Datei übernommen werden?",
  modes: {
    merge: {
      label: "Zusammenführen",
      hint: "Ihre Sammlung bleibt; was die Datei zusätzlich hat, kommt dazu (bei Doppelten zählt die höhere Zahl).",
    },
    replace: { label: "Ersetzen", hint: "Ihre Sammlung wird durch die Datei ersetzt." },
  },
  counts: (added: number, removed: number, changed: number) =>
    `${formatNumber(added)} neu, ${formatNumber(removed)} entfernt, ${formatNumber(changed)} geändert.`,
  groups: { added: "Neu", removed: "Entfernt", changed: "Geändert" },
  change: (figure: string, before: string | null, after: string | null) =>
    before && after ? `${figure}: ${before} → ${after}` : `${figure}: ${after ?? before ?? ""}`,
  more: (count: number) => `… und ${formatNumber(count)} weitere`,
  nothing: "Der Import ändert nichts an Ihrer Sammlung.",
  apply: "Übernehmen",
  cancel: "Abbrechen",
  applied: (added: number, removed: number, changed: number) =>
    `Import übernommen: ${formatNumber(added)} neu, ${formatNumber(removed)} entfernt, ${formatNumber(changed)} geändert.`,
  cancelled: "Import abgebrochen – an Ihrer Sammlung hat sich nichts geändert.",
  failedHeading: "Import nicht möglich",
  unchanged: "An Ihrer Sammlung hat sich nichts geändert.",
} as const;

export const tradePage = {
  eyebrow: "Tauschliste",
  title: "Tauschliste einer Sammlerin oder eines Sammlers",
  titleId: "tausch-title",
  intro:
    "Diese Liste hat Ihnen jemand geschickt: die Labubu-Figuren, die sie oder er doppelt hat, und die, die noch gesucht werden. Die Liste steht nur im Link – gespeichert wird nichts, auch nicht auf unserem Server.",
  loading: "Die Tauschliste wird aus dem Link gelesen …",
  noScript: "Die Tauschliste steht im Link und wird mit JavaScript angezeigt. Bitte erlauben Sie JavaScript für diese Seite.",
  doublesHeading: "Doppelt – zum Tauschen",
  wantedHeading: "Gesucht",
  noDoubles: "Keine Doppelten in dieser Liste.",
  noWanted: "Keine gesuchten Figuren in dieser Liste.",
  count: (count: number) => (count > 1 ? ` (${stueck(count)})` : ""),
  empty: "Dieser Link enthält keine Tauschliste. Bitte lassen Sie sich den Link noch einmal schicken.",
  tooLong:
    "Dieser Link ist zu lang für eine Tauschliste und wird nicht angezeigt. Bitte lassen Sie sich den Link noch einmal schicken.",
  otherVersion: "Dieser Tauschlink stammt aus einer anderen Version dieser Seite und lässt sich nicht lesen.",
  ignored: (count: number) =>
    `${formatNumber(count)} ${count === 1 ? "Eintrag" : "Einträge"} im Link ${count === 1 ? "passt" : "passen"} zu keiner Figur unseres Katalogs und ${count === 1 ? "wird" : "werden"} nicht angezeigt.`,
  /** Who the list is from: the name the sender gave, or plainly that none was given. */
  from: (name: string | null) =>
    name
      ? `Diese Tauschliste ist von ${name}.`
      : "Diese Tauschliste ist von einer Sammlerin oder einem Sammler, ohne Namen geschickt.",
  ownCollection: "Eigene Sammlung anlegen",
  /** For a visitor whose browser already keeps a collection. */
  openCollection: "Zu meiner Sammlung",
  catalogue: "Alle Serien im Serienkatalog",
} as const;

/**
 * Copy of the trade matching on /sammlung/tausch, the trade list as text and the QR code of the
 * trade link on /sammlung (docs/decisions/0032).
 */

const figuren = (count: number) => `${formatNumber(count)} ${count === 1 ? "Figur" : "Figuren"}`;

export const tradeMatchCopy = {
  heading: "Passt das zu Ihrer Sammlung?",
  intro: "Verglichen mit der Sammlung in diesem Browser – nichts davon verlässt Ihr Gerät.",
  giveHeading: "Das können Sie geben",
  giveIntro: "Gesucht von der anderen Person, bei Ihnen doppelt.",
  getHeading: "Das können Sie bekommen",
  getIntro: "Bei der anderen Person doppelt, bei Ihnen gesucht oder noch nicht vorhanden.",
  groupCount: (count: number) => figuren(count),
  total: (count: number) => `${figuren(count)} insgesamt`,
  giveCount: (count: number) => `${formatNumber(count)} doppelt bei Ihnen`,
  getCount: (count: number) => `${formatNumber(count)} doppelt angeboten`,
  wanted: "gesucht",
  missing: "fehlt Ihnen",
  noGive: "Nichts davon: Keine Figur, die die andere Person sucht, haben Sie doppelt.",
  noGet: "Nichts davon: Die Doppelten der anderen Person haben Sie schon alle.",
  noMatch:
    "Leider passt nichts zusammen: Sie haben keine gesuchte Figur doppelt, und die Doppelten der anderen Person haben Sie schon.",
  /** After the match: the visitor's own list, back to the person whose link this is. */
  sendBackHeading: "Ihre Liste für die andere Person",
  sendBackIntro: "Schicken Sie Ihre eigene Tauschliste zurück: Dann sieht die andere Person, was bei Ihnen zu ihr passt.",
  sendBack: "Meine Liste zurückschicken",
  sendBackCopied: "Ihre Liste ist kopiert – fügen Sie sie in Ihre Antwort an die andere Person ein.",
  sendBackNothing:
    "Ihre Sammlung hat noch keine Doppelten und keine gesuchten Figuren – markieren Sie sie in „Meine Sammlung“, dann gibt es eine Liste zum Zurückschicken.",
  sendBackOpen: "Meine Sammlung öffnen",
} as const;

export const tradeShareCopy = {
  /** Where the browser has a share sheet (the Web Share API); elsewhere the list is copied. */
  shareText: "Tauschliste teilen",
  shareTitle: "Meine Labubu-Tauschliste",
  copyText: "Tauschliste als Text kopieren",
  textCopied: "Tauschliste kopiert – Sie können sie in eine Nachricht oder Anzeige einfügen.",
  textCopyFailed:
    "Kopieren hat nicht geklappt. Markieren Sie den Text im Feld und kopieren Sie ihn mit Strg+C (am Mac: Befehlstaste+C).",
  textLabel: "Ihre Tauschliste als Text",
  showQr: "QR-Code zeigen",
  hideQr: "QR-Code ausblenden",
  qrLabel: "QR-Code Ihres Tauschlinks",
  qrCaption:
    "Zum Abscannen beim Tauschtreffen: Der Code enthält Ihren Tauschlink. Er wird auf Ihrem Gerät erzeugt, ohne Internet.",
  qrLoading: "QR-Code wird erzeugt …",
  qrFailed: "Der QR-Code ließ sich nicht laden. Kopieren Sie bitte den Link oder laden Sie die Seite neu.",
} as const;

/** The trade list as plain text for messengers and classifieds: doubles, wanted figures, the link. */
export const tradeTextCopy = {
  title: (name: string) => (name ? `Labubu-Tauschliste von ${name}` : tradeShareCopy.shareTitle),
  doublesHeading: "Doppelt (zum Tauschen):",
  wantedHeading: "Gesucht:",
  none: "keine",
  figure: (figure: Pick<CollectionFigure, "name" | "number" | "secret">, count: number) =>
    count > 1 ? `${figureName(figure)} (${formatNumber(count)}×)` : figureName(figure),
  line: (series: string, figures: readonly string[]) => `${series}: ${figures.join(", ")}`,
  link: (url: string) => `Liste ansehen und mit Ihrer Sammlung vergleichen: ${url}`,
} as const;

/**
 * The words of the folded "Boxen oder einzeln?" panel on /sammlung, apart from its form's copy
 * (the calculator's boxes-or-singles copy), which loads only when the panel is opened (docs/decisions/0032).
 */
export const seriesSinglesCopy = {
  summary: "Boxen oder einzeln kaufen? Preise eingeben und vergleichen",
  loading: "Wird geladen …",
  failed: "Der Vergleich ließ sich nicht laden. Bitte laden Sie die Seite neu.",
} as const;
