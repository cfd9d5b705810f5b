import { site } from "~/config/site";
import { formatCount, formatNumber } from "~/utils/format";

/** Copy of the site search page (/suche); its entry in the header and the index labels: search-entry.ts. */

/** Searches offered when a query finds nothing; each of them finds pages of this site. */
const suggestions = ["Fälschung erkennen", "Secret-Figur", "Big into Energy", "Wien"] as const;

export const searchPage = {
  eyebrow: "Suche",
  title: "Website durchsuchen",
  intro: `Finden Sie Ratgeber-Artikel, Serien, den Echtheits-Check und Antworten auf der Startseite von ${site.shortName}. Die Suche erkennt auch gebeugte Formen und Schreibweisen ohne Umlaut – „Faelschungen“ findet „Fälschung“.`,
  form: {
    label: "Suche auf dieser Website",
    inputLabel: "Suchbegriff",
    placeholder: "z. B. Fälschungen, Wacky Mart, Zoll",
    submit: "Suchen",
  },
  noScript: {
    text: "Die Suche braucht JavaScript: Sie durchsucht einen Index, der in Ihrem Browser geladen wird. Ohne JavaScript finden Sie die Inhalte hier:",
    links: [
      { label: "Ratgeber: alle Artikel", href: "/ratgeber" },
      { label: "Serienkatalog", href: "/serien" },
      { label: "Echtheit prüfen", href: "/echtheit-pruefen" },
    ],
  },
  resultsLabel: "Suchergebnisse",
  loading: "Suche läuft …",
  /** In digits, whatever the count: "1 Treffer", "11 Treffer" (a list of hits is counted, not told). */
  found: (count: number, query: string) => `${formatNumber(count)} Treffer für „${query}“`,
  shown: (shown: number, count: number) => `${formatCount(shown)} von ${formatCount(count)} angezeigt`,
  more: "Weitere Treffer anzeigen",
  /** The query was cut to what the search reads (its first characters and words). */
  truncated: (chars: number, words: number) =>
    `Ihre Suchanfrage war sehr lang: Gesucht wird nach den ersten ${formatCount(words)} Wörtern (höchstens ${formatCount(chars)} Zeichen).`,
  noWords:
    "Bitte geben Sie mindestens einen Buchstaben oder eine Ziffer ein – Satzzeichen und Symbole allein findet die Suche nicht.",
  noHits: {
    title: (query: string) => `Keine Treffer für „${query}“`,
    tipsHeading: "So finden Sie eher etwas",
    tips: [
      "Prüfen Sie die Schreibweise – Umlaute dürfen Sie als ae, oe, ue und ß als ss schreiben.",
      "Verwenden Sie weniger oder allgemeinere Wörter, etwa „Fälschung“ statt eines ganzen Satzes.",
    ],
    suggestionsHeading: "Versuchen Sie zum Beispiel:",
    suggestions,
    pagesHeading: "Oder stöbern Sie hier:",
  },
  error: {
    title: "Die Suche konnte nicht geladen werden.",
    text: "Vermutlich war die Verbindung kurz unterbrochen. Ihre Eingabe bleibt erhalten – versuchen Sie es bitte noch einmal.",
    retry: "Erneut versuchen",
  },
  /** Logged (a console warning) with the cause when the index or a result could not be loaded. */
  errorLog: "Suche: Index oder Treffer konnten nicht geladen werden:",
} as const;
