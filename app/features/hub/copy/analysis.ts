/**
 * The hub's SEO and readability analysis: check names, band words and the one sentence each check
 * says (what is wrong and what to do). Numbers arrive as numbers and are formatted here (de-AT).
 */
import { formatDateLong, formatNumber, formatOneDecimal, formatPercentPrecise, formatWeekday, formatYear } from "~/utils/format";
import type { CalendarDay, NamedDay } from "~/features/hub/analysis/calendar";
import type { Rating, ReadabilityCheckId, SeoCheckId } from "~/domain/analysis";

const n = formatNumber;
const pct = formatPercentPrecise;
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

/** Band words: the SEO score is gut/okay/schlecht; readability gut/okay/schwer (also the export's values). */
export const bandWords = {
  seo: { good: "gut", ok: "okay", bad: "schlecht" },
  readability: { good: "gut", ok: "okay", bad: "schwer" },
} as const satisfies Record<"seo" | "readability", Record<Rating, string>>;

/** Read before each check's sentence by screen readers (the icon shows it visually). */
export const ratingLabels: Record<Rating, string> = { good: "Gut", ok: "Verbesserungswürdig", bad: "Problem" };

export const checkNames: Record<SeoCheckId | ReadabilityCheckId, string> = {
  keyphraseLength: "Länge der Fokus-Keyphrase",
  keyphraseDensity: "Keyphrase-Dichte",
  keyphraseInIntroduction: "Keyphrase in der Einleitung",
  keyphraseInSubheadings: "Keyphrase in Zwischenüberschriften",
  keyphraseInTitle: "Keyphrase im SEO-Titel",
  keyphraseInSlug: "Keyphrase im Slug",
  keyphraseInMetaDescription: "Keyphrase in der Meta-Beschreibung",
  metaDescriptionLength: "Länge der Meta-Beschreibung",
  titleWidth: "Breite des SEO-Titels",
  textLength: "Textlänge",
  internalLinks: "Interne Links",
  outboundLinks: "Externe Links",
  previouslyUsedKeyphrase: "Bereits verwendete Keyphrase",
  singleH1: "Nur eine H1",
  topicCoverage: "Thema abgedeckt",
  originality: "Eigenständigkeit",
  sentenceLength: "Satzlänge",
  paragraphLength: "Absatzlänge",
  subheadingDistribution: "Zwischenüberschriften",
  passiveVoice: "Passiv",
  transitionWords: "Übergangswörter",
  sentenceBeginnings: "Satzanfänge",
  fleschReadingEase: "Flesch-Lesbarkeit",
};

/** The topic words of a keyphrase as a message names them: „reinigen“ or „Zodiac“ und „Test“. */
function topicWords(words: readonly string[]): string {
  const quoted = words.map((word) => `„${word}“`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} und ${quoted[quoted.length - 1]}`;
}

/** Where shared sentences stand: „Titel“, or „Titel“ und 2 weiteren Texten. */
function sharedIn(top: { title: string; shared: number } | undefined, texts: number): string {
  if (!top) return "anderen Texten";
  const others = texts - 1;
  return others > 0
    ? `„${top.title}“ (${n(top.shared)}) und ${plural(others, "weiteren Text", "weiteren Texten")}`
    : `„${top.title}“`;
}

const noKeyphrase = "Ohne Fokus-Keyphrase nicht prüfbar: Tragen Sie zuerst eine Fokus-Keyphrase ein.";

export const seoMessages = {
  noKeyphrase,
  keyphraseLength: {
    missing: "Es ist keine Fokus-Keyphrase gesetzt. Tragen Sie den Suchbegriff ein, unter dem der Artikel gefunden werden soll.",
    noWords: "Die Fokus-Keyphrase enthält nur Satz- oder Anführungszeichen. Geben Sie den Suchbegriff in Wörtern ein.",
    onlyStopWords: (keyphrase: string) =>
      `„${keyphrase}“ besteht nur aus Füllwörtern wie Artikeln und Präpositionen. Ergänzen Sie ein Wort, nach dem gesucht wird, etwa ein Hauptwort.`,
    good: (words: number) => `Die Fokus-Keyphrase hat ${plural(words, "Inhaltswort", "Inhaltswörter")} – gut.`,
    long: (words: number) =>
      `Die Fokus-Keyphrase hat ${n(words)} Inhaltswörter. Kürzen Sie sie auf höchstens 4, so wie Leserinnen und Leser tatsächlich suchen.`,
    tooLong: (words: number) =>
      `Die Fokus-Keyphrase hat ${n(words)} Inhaltswörter und ist viel zu lang. Wählen Sie 1 bis 4 Wörter, nach denen gesucht wird.`,
  },
  keyphraseDensity: {
    emptyText: "Der Text ist leer; die Keyphrase-Dichte lässt sich erst mit Text messen.",
    none: "Die Fokus-Keyphrase kommt im Text nicht vor. Nennen Sie sie dort, wo sie natürlich passt; eine Mindestzahl gibt es nicht.",
    good: (hits: number, share: number) =>
      `Die Fokus-Keyphrase kommt ${n(hits)}-mal vor (${pct(share)}) – gut. Eine Mindestdichte gibt es nicht: Schreiben Sie natürlich und variieren Sie die Wörter.`,
    high: (hits: number, share: number, max: number) =>
      `Die Fokus-Keyphrase kommt ${n(hits)}-mal vor (${pct(share)}), mehr als 3 %. Das wirkt wiederholt: Ersetzen Sie einige Vorkommen durch andere Wörter; bis zu ${n(max)} sind unauffällig.`,
    stuffed: (hits: number, share: number, max: number) =>
      `Die Fokus-Keyphrase kommt ${n(hits)}-mal vor (${pct(share)}): Über 4 % ist Keyword-Stuffing, das Suchmaschinen als Spam werten; so bleibt der Entwurf „schlecht“. Streichen Sie Wiederholungen auf höchstens ${n(max)}.`,
  },
  keyphraseInIntroduction: {
    noParagraph: "Der Text hat noch keinen ersten Absatz. Beginnen Sie mit einer Einleitung, die die Fokus-Keyphrase enthält.",
    good: "Die Fokus-Keyphrase steht im ersten Absatz in einem Satz – gut.",
    scattered:
      "Die Wörter der Fokus-Keyphrase stehen im ersten Absatz, aber nicht gemeinsam in einem Satz. Bringen Sie sie in einem Satz unter.",
    missing:
      "Die Fokus-Keyphrase fehlt im ersten Absatz. Nennen Sie sie gleich in der Einleitung, damit Leser und Suchmaschinen das Thema sofort erkennen.",
  },
  keyphraseInSubheadings: {
    none: "Der Text hat keine Zwischenüberschriften (## oder ###). Gliedern Sie ihn, damit Leser die Abschnitte finden.",
    good: (matching: number, total: number) =>
      `${n(matching)} von ${n(total)} Zwischenüberschriften greifen das Thema der Fokus-Keyphrase auf – gut. Mehr braucht es nicht.`,
    low: (_matching: number, total: number) =>
      `Keine der ${n(total)} Zwischenüberschriften greift das Thema der Fokus-Keyphrase auf. Nennen Sie es in einer Überschrift, wo es natürlich passt – nicht in allen.`,
    high: (matching: number, total: number) =>
      `${n(matching)} von ${n(total)} Zwischenüberschriften enthalten die Fokus-Keyphrase; das wirkt erzwungen. Formulieren Sie die meisten so, wie der Abschnitt es sagt.`,
  },
  keyphraseInTitle: {
    emptyTitle: "Der SEO-Titel fehlt. Schreiben Sie einen Titel, der mit der Fokus-Keyphrase beginnt.",
    good: "Der SEO-Titel beginnt mit der Fokus-Keyphrase – gut.",
    elsewhere: "Die Fokus-Keyphrase steht im SEO-Titel, aber nicht am Anfang. Stellen Sie sie nach vorn.",
    notExact:
      "Der SEO-Titel enthält die Wörter der Fokus-Keyphrase, aber nicht in dieser Form. Übernehmen Sie die Keyphrase wörtlich, am besten am Anfang.",
    missing: "Die Fokus-Keyphrase fehlt im SEO-Titel. Bauen Sie sie ein, am besten am Anfang.",
  },
  keyphraseInSlug: {
    emptySlug: "Der Slug fehlt. Geben Sie eine kurze Adresse ein, die die Fokus-Keyphrase enthält.",
    good: "Der Slug enthält die Fokus-Keyphrase – gut.",
    some: (present: number, total: number) =>
      `Der Slug enthält ${n(present)} von ${n(total)} Wörtern der Fokus-Keyphrase. Ergänzen Sie die fehlenden.`,
    none: "Der Slug enthält kein Wort der Fokus-Keyphrase. Nehmen Sie sie in die Adresse auf.",
  },
  keyphraseInMetaDescription: {
    emptyDescription:
      "Die Meta-Beschreibung fehlt, also kann die Fokus-Keyphrase dort nicht stehen. Schreiben Sie eine Beschreibung mit der Keyphrase.",
    good: "Die Meta-Beschreibung nennt die Fokus-Keyphrase – gut.",
    missing:
      "Die Fokus-Keyphrase fehlt in der Meta-Beschreibung. Nennen Sie sie dort einmal; Google hebt sie im Suchergebnis hervor.",
    tooOften: (sentences: number) =>
      `Die Fokus-Keyphrase steht in ${n(sentences)} Sätzen der Meta-Beschreibung. Ein- oder zweimal genügt; öfter wirkt aufdringlich.`,
  },
  metaDescriptionLength: {
    missing:
      "Es gibt keine Meta-Beschreibung. Fassen Sie den Artikel in 121 bis 156 Zeichen zusammen; sonst wählt Google selbst einen Ausschnitt.",
    short: (chars: number) =>
      `Die Meta-Beschreibung hat ${plural(chars, "Zeichen", "Zeichen")} und ist kurz. Nutzen Sie 121 bis 156 Zeichen, um zum Klicken einzuladen.`,
    good: (chars: number) => `Die Meta-Beschreibung hat ${n(chars)} Zeichen – gut.`,
    long: (chars: number) =>
      `Die Meta-Beschreibung hat ${n(chars)} Zeichen; Google kürzt ab etwa 156. Straffen Sie sie auf 121 bis 156 Zeichen.`,
  },
  titleWidth: {
    emptyTitle: "Der SEO-Titel fehlt. Ohne Titel zeigt Google einen selbst gewählten Text.",
    good: (px: number) => `Der SEO-Titel ist etwa ${n(px)} px breit und passt ins Suchergebnis (bis 600 px).`,
    long: (px: number) => `Der SEO-Titel ist etwa ${n(px)} px breit; Google kürzt ab 600 px. Kürzen Sie ihn.`,
  },
  textLength: {
    empty: "Der Text ist leer. Schreiben Sie mindestens 300 Wörter.",
    good: (words: number) => `Der Text hat ${n(words)} Wörter – gut (mindestens 300).`,
    ok: (words: number) => `Der Text hat ${n(words)} Wörter; empfohlen sind mindestens 300. Ergänzen Sie einen Abschnitt.`,
    short: (words: number) => `Der Text hat nur ${n(words)} Wörter. Für ein gutes Ranking braucht er mindestens 300.`,
    tooShort: (words: number) =>
      `Der Text hat nur ${plural(words, "Wort", "Wörter")} und ist viel zu kurz. Schreiben Sie mindestens 300 Wörter.`,
  },
  internalLinks: {
    good: (links: number) => `Der Text hat ${plural(links, "internen Link", "interne Links")} – gut.`,
    none: "Der Text hat keinen internen Link. Verweisen Sie auf passende Seiten dieser Website, etwa auf einen Ratgeber.",
  },
  outboundLinks: {
    good: (links: number) => `Der Text verweist mit ${plural(links, "Link", "Links")} auf andere Websites – gut.`,
    onlySponsored:
      "Der Text verweist nur über Partnerlinks (gekennzeichnet als „sponsored“) nach außen. Belegen Sie Aussagen zusätzlich mit einer Quelle.",
    none: "Der Text hat keinen Link auf andere Websites. Verlinken Sie die Quellen, auf die Sie sich stützen.",
  },
  previouslyUsedKeyphrase: {
    never: "Diese Fokus-Keyphrase verwenden Sie in keinem anderen Artikel – gut.",
    once: "Diese Fokus-Keyphrase verwenden Sie bereits in einem anderen Artikel oder Entwurf. Wählen Sie eine andere, damit sich die Seiten nicht gegenseitig Konkurrenz machen.",
    often: (others: number) =>
      `Diese Fokus-Keyphrase verwenden Sie bereits in ${n(others)} anderen Artikeln oder Entwürfen. Wählen Sie eine eigene für diesen Artikel.`,
  },
  topicCoverage: {
    noText: "Der Text hat noch keine Absätze; ob er sein Thema behandelt, lässt sich erst mit Text prüfen.",
    good: (sections: number, ofSections: number, paragraphs: number, ofParagraphs: number) =>
      `${n(sections)} von ${n(ofSections)} Abschnitten und ${n(paragraphs)} von ${n(ofParagraphs)} Absätzen behandeln das Thema der Fokus-Keyphrase – gut.`,
    ok: (sections: number, ofSections: number, paragraphs: number, ofParagraphs: number, words: readonly string[]) =>
      `Nur ${n(sections)} von ${n(ofSections)} Abschnitten und ${n(paragraphs)} von ${n(ofParagraphs)} Absätzen greifen das Thema auf (${topicWords(words)}). Schreiben Sie die übrigen Abschnitte auf das Thema hin.`,
    bad: (sections: number, ofSections: number, paragraphs: number, ofParagraphs: number, words: readonly string[]) =>
      `Der Text handelt kaum von seinem Thema: ${n(sections)} von ${n(ofSections)} Abschnitten und ${n(paragraphs)} von ${n(ofParagraphs)} Absätzen verwenden ${topicWords(words)} oder eine Form davon. Ein Text neben seinem Thema ist „schlecht“; schreiben Sie die Abschnitte über das Thema.`,
  },
  originality: {
    notCompared: "Der Text wurde noch mit keinem anderen Text verglichen.",
    repeated: (sentence: string, times: number) =>
      `Der Satz „${sentence}“ steht ${n(times)}-mal im Text. Wiederholte Sätze sind Keyword-Stuffing, das Suchmaschinen als Spam werten, und machen den Entwurf „schlecht“: Lassen Sie jeden Satz nur einmal stehen.`,
    tooShort: "Der Text hat noch keine Sätze mit sechs oder mehr Wörtern, die sich vergleichen ließen.",
    none: (counted: number) =>
      `Keiner der ${n(counted)} Sätze steht so in einem anderen Entwurf oder veröffentlichten Artikel – gut.`,
    good: (shared: number, counted: number, share: number) =>
      `${plural(shared, "Satz", "Sätze")} von ${n(counted)} (${pct(share)}) ${shared === 1 ? "steht" : "stehen"} so auch in einem anderen Text – gut (höchstens 10 %).`,
    ok: (shared: number, counted: number, share: number, top: { title: string; shared: number } | undefined, texts: number) =>
      `${plural(shared, "Satz", "Sätze")} von ${n(counted)} (${pct(share)}) ${shared === 1 ? "steht" : "stehen"} so, fast so oder mit anderen Worten auch in ${sharedIn(top, texts)}. Schreiben Sie sie aus eigener Sicht neu (Ziel: höchstens 10 %).`,
    bad: (shared: number, counted: number, share: number, top: { title: string; shared: number } | undefined, texts: number) =>
      `${plural(shared, "Satz", "Sätze")} von ${n(counted)} (${pct(share)}) ${shared === 1 ? "steht" : "stehen"} so, fast so oder mit anderen Worten auch in ${sharedIn(top, texts)}. Ein kopierter oder nur umformulierter Text kann nicht „gut“ sein: Schreiben Sie ihn eigenständig (Ziel: höchstens 10 %).`,
    passage: (sentences: number, title: string) =>
      `${n(sentences)} aufeinanderfolgende Sätze folgen „${title}“ Satz für Satz in anderen Worten: Ein umformulierter Abschnitt ist eine Kopie und macht den Text „schlecht“. Schreiben Sie ihn aus eigener Sicht neu oder verweisen Sie auf den Artikel.`,
    copy: (shared: number, counted: number, share: number, top: { title: string; shared: number } | undefined, texts: number) =>
      `${plural(shared, "Satz", "Sätze")} von ${n(counted)} (${pct(share)}) ${shared === 1 ? "steht" : "stehen"} so, fast so oder mit anderen Worten auch in ${sharedIn(top, texts)}: Ab der Hälfte ist der Text eine Kopie und „schlecht“. Schreiben Sie ihn eigenständig (Ziel: höchstens 10 %).`,
  },
  singleH1: {
    good: "Der Text enthält keine eigene H1-Überschrift; der Titel ist die H1 – gut.",
    bad: (headings: number) =>
      `Der Text enthält ${plural(headings, "H1-Überschrift", "H1-Überschriften")} („# …“). Der Titel ist bereits die H1: Machen Sie daraus H2 („## …“).`,
  },
} as const;

/** Why readability cannot be measured yet. */
export type NoProseReason = "empty" | "headingsOnly";

export const readabilityMessages = {
  noProse: (reason: NoProseReason) =>
    reason === "empty"
      ? "Der Text ist leer. Schreiben Sie Absätze, dann wird die Lesbarkeit bewertet."
      : "Der Text besteht nur aus Überschriften. Schreiben Sie Absätze darunter, dann wird die Lesbarkeit bewertet.",
  sentenceLength: {
    good: (share: number) => `${pct(share)} der Sätze haben mehr als 20 Wörter – gut (höchstens 25 %).`,
    ok: (share: number) =>
      `${pct(share)} der Sätze haben mehr als 20 Wörter, etwas viele (Ziel: höchstens 25 %). Teilen Sie lange Sätze.`,
    bad: (share: number) =>
      `${pct(share)} der Sätze haben mehr als 20 Wörter, zu viele (Ziel: höchstens 25 %). Teilen Sie lange Sätze in zwei.`,
  },
  paragraphLength: {
    noParagraphs: "Der Text hat keine Absätze, nur Listen oder Tabellen; zu lange Absätze gibt es daher nicht.",
    good: (longest: number) => `Kein Absatz ist länger als 150 Wörter – gut (der längste hat ${n(longest)}).`,
    ok: (longest: number) =>
      `Der längste Absatz hat ${n(longest)} Wörter, mehr als 150. Teilen Sie ihn, damit er am Handy lesbar bleibt.`,
    bad: (tooLong: number, longest: number) =>
      `${plural(tooLong, "Absatz hat", "Absätze haben")} mehr als 150 Wörter, der längste ${n(longest)}. Teilen Sie sie auf; so lange Absätze liest am Handy kaum jemand.`,
  },
  subheadingDistribution: {
    shortText: (words: number) => `Der Text ist mit ${n(words)} Wörtern kurz genug für einen Abschnitt ohne Zwischenüberschrift.`,
    noSubheadings: (words: number) =>
      `Der Text hat ${n(words)} Wörter, aber keine Zwischenüberschrift. Gliedern Sie ihn mit „## …“ etwa alle 300 Wörter.`,
    good: (longest: number) => `Alle Abschnitte haben weniger als 300 Wörter – gut (der längste hat ${n(longest)}).`,
    ok: (longest: number) =>
      `Ein Abschnitt hat ${n(longest)} Wörter; ab 300 wird es unübersichtlich. Setzen Sie dort eine weitere Zwischenüberschrift.`,
    bad: (tooLong: number, longest: number) =>
      `${plural(tooLong, "Abschnitt hat", "Abschnitte haben")} mehr als 350 Wörter, der längste ${n(longest)}. Setzen Sie weitere Zwischenüberschriften.`,
  },
  passiveVoice: {
    good: (share: number) => `${pct(share)} der Sätze stehen im Passiv – gut (höchstens 10 %).`,
    ok: (share: number) =>
      `${pct(share)} der Sätze stehen im Passiv, etwas viele (Ziel: höchstens 10 %). Sagen Sie, wer handelt.`,
    bad: (share: number) =>
      `${pct(share)} der Sätze stehen im Passiv, zu viele (Ziel: höchstens 10 %). Formulieren Sie aktiv: „Prüfen Sie …“ statt „Es wird geprüft …“.`,
  },
  transitionWords: {
    shortText: (words: number) => `Übergangswörter werden erst ab 200 Wörtern bewertet; der Text hat ${n(words)}.`,
    good: (share: number) =>
      `${pct(share)} der Sätze enthalten ein Übergangswort wie „deshalb“ oder „dagegen“ – gut (mindestens 30 %).`,
    ok: (share: number) =>
      `${pct(share)} der Sätze enthalten ein Übergangswort, etwas wenig (Ziel: mindestens 30 %). Verbinden Sie Sätze mit „deshalb“, „dagegen“ oder „zum Beispiel“.`,
    bad: (share: number) =>
      `Nur ${pct(share)} der Sätze enthalten ein Übergangswort (Ziel: mindestens 30 %). Verbinden Sie Sätze mit Wörtern wie „deshalb“, „dagegen“ oder „zum Beispiel“.`,
  },
  sentenceBeginnings: {
    good: "Nie beginnen drei Sätze hintereinander mit demselben Wort – gut.",
    bad: (word: string, run: number) => `${n(run)} Sätze hintereinander beginnen mit „${word}“. Variieren Sie die Satzanfänge.`,
  },
  fleschReadingEase: {
    good: (value: number, level: string) => `Flesch-Lesbarkeitswert ${formatOneDecimal(value)} (${level}) – gut (ab 60).`,
    ok: (value: number, level: string) =>
      `Flesch-Lesbarkeitswert ${formatOneDecimal(value)} (${level}); ab 60 liest sich der Text leichter. Verwenden Sie kürzere Sätze und Wörter.`,
    bad: (value: number, level: string) =>
      `Flesch-Lesbarkeitswert ${formatOneDecimal(value)} (${level}), schwer zu lesen (Ziel: ab 60). Kürzen Sie Sätze und ersetzen Sie lange Wörter.`,
  },
} as const;

/** Amstad's bands for the German Flesch value, from the top. */
export const fleschLevels: readonly { min: number; label: string }[] = [
  { min: 90, label: "sehr leicht" },
  { min: 80, label: "leicht" },
  { min: 70, label: "mittelleicht" },
  { min: 60, label: "mittel" },
  { min: 50, label: "mittelschwer" },
  { min: 30, label: "schwer" },
  { min: 0, label: "sehr schwer" },
];

/** A sentence as a message quotes it: whole, in quotes (an editor must find it in the text). */
const sentenceQuote = (sentence: string) => `„${sentence}“`;

/** The named days whose date the claim check computes (app/features/hub/analysis/calendar.ts), as a sentence names them. */
const namedDayNames: Record<NamedDay, string> = {
  blackFriday: "der Black Friday",
  cyberMonday: "der Cyber Monday",
  mothersDay: "der Muttertag",
  fathersDay: "der Vatertag",
  valentine: "der Valentinstag",
  halloween: "Halloween",
  nicholas: "der Nikolaustag",
  christmasEve: "der Heilige Abend",
  christmasDay: "der Christtag",
  stephen: "der Stefanitag",
  newYearsEve: "Silvester",
  newYear: "Neujahr",
  epiphany: "der Dreikönigstag",
  easter: "der Ostersonntag",
  easterMonday: "der Ostermontag",
  goodFriday: "der Karfreitag",
  ascension: "Christi Himmelfahrt",
  whitsun: "der Pfingstsonntag",
  whitMonday: "der Pfingstmontag",
  corpusChristi: "Fronleichnam",
  assumption: "Mariä Himmelfahrt",
  nationalDay: "der Nationalfeiertag",
  allSaints: "Allerheiligen",
  immaculate: "Mariä Empfängnis",
  labourDay: "der Staatsfeiertag",
  firstAdvent: "der erste Adventsonntag",
  singlesDay: "der Singles' Day",
};

const dayText = (day: CalendarDay) =>
  formatDateLong(`${String(day.year).padStart(4, "0")}-${pad(day.month)}-${pad(day.day)}T12:00:00Z`);
const weekdayText = (day: CalendarDay) =>
  formatWeekday(`${String(day.year).padStart(4, "0")}-${pad(day.month)}-${pad(day.day)}T12:00:00Z`);
const pad = (value: number) => String(value).padStart(2, "0");

/**
 * "Belegte Aussagen" (app/features/hub/analysis/claims.ts): a line per claim that does not rest on its fact or
 * note, quoting the whole sentence and, where there is one, the fact it is about in the fact's own words, and
 * saying what to do; then one line on the claims that do. No line names an internal id.
 */
export const claimMessages = {
  title: "Belegte Aussagen",
  summary: (backed: number, claims: number) =>
    claims === 0
      ? "Der Text nennt keine Zahl, kein Datum, keinen Preis, keine Rechtsregel, kein Geschäft und kein Echtheitsversprechen."
      : `${n(backed)} von ${plural(claims, "Aussage", "Aussagen")} mit Zahl, Datum, Preis, Rechtsregel, Geschäft oder Versprechen belegt`,
  good: (claims: number, withStand: number) =>
    `${claims === 1 ? "Die Aussage stützt sich" : `Alle ${n(claims)} Aussagen stützen sich`} auf einen Fakt oder eine Recherche-Notiz${
      withStand > 0
        ? `; ${plural(withStand, "Satz nennt", "Sätze nennen")} den Stand eines Fakts, der nicht neu bestätigt ist`
        : ""
    } – gut.`,
  none: "Keine Aussage, die einen Beleg braucht – gut.",
  unsupported: (sentence: string) =>
    `Der Satz ${sentenceQuote(sentence)} nennt eine Zahl, ein Datum, einen Preis oder eine Regel, die weder ein Fakt noch eine Ihrer Recherche-Notizen belegt. Belegen Sie die Aussage mit einer Recherche-Notiz (Aussage, Quelle, Stand) oder streichen Sie sie.`,
  unsupportedShop: (sentence: string, name: string | undefined) =>
    `Der Satz ${sentenceQuote(sentence)} nennt ${name ? `„${name}“ als Geschäft oder Ort` : "ein bestimmtes Geschäft oder einen Ort"}, den weder ein Fakt noch eine Ihrer Recherche-Notizen nennt. Ein Geschäft, das niemand belegt hat, darf nicht im Artikel stehen: Belegen Sie es mit einer Recherche-Notiz oder streichen Sie den Satz.`,
  unsupportedPromise: (sentence: string, promise: string) =>
    `Der Satz ${sentenceQuote(sentence)} verspricht Echtheit oder Qualität („${promise}“). Das belegt weder ein Fakt noch eine Ihrer Recherche-Notizen, und keine Seite kann es für eine Figur zusichern: Streichen Sie das Versprechen.`,
  misquote: (sentence: string, fact: string) =>
    `Der Satz ${sentenceQuote(sentence)} sagt etwas anderes als der Fakt, auf den er sich bezieht: ${sentenceQuote(fact)} Schreiben Sie, was der Fakt sagt – in seinen oder in eigenen Worten, mit seinen Zahlen –, oder streichen Sie den Satz.`,
  misquoteNote: (sentence: string, note: string) =>
    `Der Satz ${sentenceQuote(sentence)} sagt etwas anderes als Ihre Recherche-Notiz: ${sentenceQuote(note)} Schreiben Sie, was die Notiz sagt, oder ergänzen Sie die Notiz.`,
  contradiction: (sentence: string, fact: string) =>
    `Der Satz ${sentenceQuote(sentence)} widerspricht dem, was belegt ist: ${sentenceQuote(fact)} Streichen Sie den Satz oder schreiben Sie, was der Fakt sagt.`,
  contradictionNote: (sentence: string, note: string) =>
    `Der Satz ${sentenceQuote(sentence)} widerspricht Ihrer Recherche-Notiz: ${sentenceQuote(note)} Streichen Sie den Satz oder schreiben Sie, was die Notiz sagt.`,
  noStand: (sentence: string, stand: string, fact: string) =>
    `Der Satz ${sentenceQuote(sentence)} nennt zum ersten Mal im Text einen Fakt, der nicht neu bestätigt oder älter als zwölf Monate ist: ${sentenceQuote(fact)} Ergänzen Sie hier „(${stand})“; spätere Sätze brauchen den Stand nicht mehr.`,
  repeatedStand: (sentence: string) =>
    `Der Satz ${sentenceQuote(sentence)} wiederholt einen Stand, den der Text schon beim ersten Nennen des Fakts angibt. Einmal genügt: Sie können ihn hier streichen.`,
  calendar: (sentence: string, right: CalendarDay, day: NamedDay | undefined) =>
    day
      ? `Der Satz ${sentenceQuote(sentence)} nennt ein falsches Datum: ${namedDayNames[day]} fällt ${formatYear(right.year)} auf ${weekdayText(right)}, den ${dayText(right)}. Korrigieren Sie das Datum.`
      : `Der Satz ${sentenceQuote(sentence)} nennt einen falschen Wochentag: Der ${dayText(right)} ist ein ${weekdayText(right)}. Korrigieren Sie den Wochentag.`,
} as const;

export const analysisPanelCopy = {
  seoTitle: "SEO-Analyse",
  readabilityTitle: "Lesbarkeit",
  seoScore: (score: number, band: string) => `SEO-Score ${n(score)} von 100: ${band}`,
  seoProgressLabel: "SEO-Score",
  readabilitySummary: (band: string, penalty: number) =>
    `Lesbarkeit: ${band} (${plural(penalty, "Strafpunkt", "Strafpunkte")}; ab 5 okay, ab 7 schwer)`,
  fleschProgressLabel: "Flesch-Lesbarkeitswert (0–100)",
  fleschValue: (value: number | null) => (value === null ? "nicht messbar" : formatOneDecimal(value)),
  checksLabel: (title: string) => `Prüfungen: ${title}`,
  empty: "Sobald ein Artikel in der Vorschau ist, erscheint hier seine Analyse.",
  analysing: "Die Analyse wird aktualisiert …",
  upToDate: "Die Analyse ist aktuell.",
  tooLongLive: (characters: number) =>
    `Der Text ist mit ${n(characters)} Zeichen zu lang für die Live-Analyse (ab ${n(100_000)} Zeichen). Die Bewertung wird erst nach 2 Sekunden Tipp-Pause aktualisiert und zeigt bis dahin den vorigen Stand.`,
  tooLong: (characters: number) =>
    `Der Text ist mit ${n(characters)} Zeichen zu lang, um analysiert zu werden (Grenze: 2 Millionen Zeichen). Kürzen oder teilen Sie ihn; die Bewertung zeigt den letzten gemessenen Stand.`,
  failed: "Die Analyse ist fehlgeschlagen. Laden Sie die Seite neu; Ihre Änderungen sind gespeichert.",
  /** Written to the console with the error. */
  failedLog: "Content Hub: Analyse fehlgeschlagen",
  fingerprintsFailedLog:
    "Content Hub: Die Sätze der veröffentlichten Artikel konnten nicht geladen werden; „Eigenständigkeit“ vergleicht nur mit den Entwürfen.",
} as const;
