/**
 * Copy of the research outline the hub writes for an editor's own topic that no brief covers
 * (app/features/hub/generator/outline.ts, docs/decisions/0019), and of the draft it writes from the editor's research
 * notes. The outline speaks to the editor; the draft from notes to the reader. Neither states a fact
 * of its own: facts come from the fact base (as candidates) or from the editor's notes.
 */
import type { PartRole } from "./generator";

/** Marks every part that still needs research; the publish check refuses a text that contains it. */
export const RESEARCH_MARKER = "Recherche nötig";

/** What kind of topic the editor typed: it decides the questions the outline asks. */
export type TopicIntent = "howto" | "question" | "review" | "ideas" | "local" | "topic";

/**
 * Words that tell the intent (compared folded, as whole words or compound parts). A topic that ends
 * in an infinitive ("Labubu reinigen") is a how-to; a question word or "?" makes a question.
 */
export const intentWords: Record<Exclude<TopicIntent, "howto" | "topic">, readonly string[]> = {
  question: [
    "wie",
    "wo",
    "was",
    "wann",
    "warum",
    "wieso",
    "welche",
    "welcher",
    "welches",
    "lohnt",
    "darf",
    "kann",
    "ist",
    "sind",
  ],
  review: ["test", "review", "erfahrungen", "bewertung", "vergleich", "serie", "kollektion", "edition"],
  ideas: ["ideen", "idee", "inspiration", "geschenk", "geschenke", "deko", "diy", "basteln", "tattoo", "outfit", "outfits"],
  local: [
    "wien",
    "graz",
    "linz",
    "salzburg",
    "innsbruck",
    "klagenfurt",
    "bregenz",
    "eisenstadt",
    "villach",
    "öffnungszeiten",
    "adresse",
    "geschäft",
    "laden",
    "straße",
    "flohmarkt",
    "markt",
    "börse",
    "stammtisch",
  ],
};

/** Section names of the outline, by category template part. */
export const outlineRoles: Record<PartRole, string> = {
  opening: "Worum es geht",
  details: "Was Leserinnen und Leser wissen müssen",
  steps: "Schritt für Schritt",
  mistakes: "Fehler, die Sie vermeiden sollten",
  prosCons: "Stärken und Grenzen",
  local: "Vor Ort in Österreich",
  conclusion: "Fazit",
};

/** The questions each part must answer; the intent adds its own to the opening and the details. */
export const outlineQuestions: Record<PartRole, readonly string[]> = {
  opening: ["Worum genau geht es, und wer fragt danach?", "Welche Figuren, Serien oder Ausführungen betrifft das Thema?"],
  details: [
    "Welche Angaben belegt eine Quelle mit Datum, welche sind nur Meinungen?",
    "Was unterscheidet sich je nach Serie, Material oder Händler?",
  ],
  steps: [
    "Welche Schritte gehören dazu, und in welcher Reihenfolge?",
    "Was brauchen Leserinnen und Leser dafür?",
    "Wo kann etwas misslingen, und wie merkt man das rechtzeitig?",
  ],
  mistakes: ["Welche Fehler beschreiben Quellen oder Hersteller?", "Was lässt sich nicht mehr rückgängig machen?"],
  prosCons: ["Was spricht belegbar dafür?", "Wo liegen die Grenzen, und für wen passt es nicht?"],
  local: [
    "Welche Orte oder Händler in Österreich nennt eine Quelle, und mit welchem Stand?",
    "Was gilt beim Kauf vor Ort, was beim Kauf online?",
  ],
  conclusion: [
    "Was ist die wichtigste Empfehlung in einem Satz?",
    "Auf welche Seite dieser Website verweist der Artikel zum Weiterlesen?",
  ],
};

export const intentQuestions: Record<TopicIntent, { opening: readonly string[]; details: readonly string[] }> = {
  howto: {
    opening: ["Was wollen Leserinnen und Leser tun, und warum?"],
    details: [
      "Was empfiehlt der Hersteller, etwa auf Etikett oder Verpackung?",
      "Was schadet der Figur, dem Fell oder dem Etikett?",
    ],
  },
  question: {
    opening: ["Wie lautet die Antwort in einem Satz, und welche Quelle trägt sie?"],
    details: ["Unter welchen Umständen fällt die Antwort anders aus?"],
  },
  review: {
    opening: ["Wann ist die Serie erschienen, wie viele Figuren hat sie, und was kostet sie – laut welcher Quelle?"],
    details: ["Was steht zur Secret-Figur und ihrer Chance fest?", "Woran erkennt man Originale dieser Serie?"],
  },
  ideas: {
    opening: ["Für wen sind die Ideen gedacht, und zu welchem Anlass?"],
    details: [
      "Welche Ideen lassen sich mit Quellen oder Bildern belegen?",
      "Was ist bei Marken- und Urheberrechten zu beachten?",
    ],
  },
  local: {
    opening: ["Welche Orte sind gemeint, und was genau suchen Leserinnen und Leser dort?"],
    details: ["Welche Angaben (Adresse, Öffnungszeiten, Sortiment) belegt eine aktuelle Quelle?"],
  },
  topic: {
    opening: ["Welche Frage steckt hinter dem Thema?"],
    details: ["Welche Zahlen oder Daten braucht der Artikel, und wo stehen sie?"],
  },
};

export const outlineCopy = {
  /** The first paragraph of every outline: what it is and what to do. */
  intro: `**${RESEARCH_MARKER}:** Zu diesem Thema hat der Hub weder einen Themenplan noch belegte Fakten. Diese Gliederung zeigt, was der Artikel beantworten muss, und schlägt Fakten aus der Faktenbasis vor, die vielleicht passen. Tragen Sie unter „Recherche-Notizen“ belegte Aussagen mit Quelle und Stand ein; daraus schreibt der Hub den Entwurf.`,
  questionsLead: `**${RESEARCH_MARKER}.** Fragen, die dieser Abschnitt beantworten muss:`,
  factsLead: "Mögliche Fakten aus der Faktenbasis (prüfen Sie, ob sie zum Thema passen):",
  noFacts: "In der Faktenbasis steht dazu nichts Belegtes; hier hilft nur eigene Recherche.",
  /** A candidate fact: statement, linked source, "Stand". */
  fact: (statement: string, source: string, url: string, asOf: string | undefined) =>
    `${statement} – Quelle: [${source}](${url})${asOf ? `, Stand: ${asOf}` : ""}`,
  /** The outline's subheadings: the topic leads the opening, the category part and the conclusion. */
  heading: (headline: string, role: string) => `${headline}: ${role}`,
  conclusion: (headline: string) => `Fazit: ${headline}`,
  /** The meta description of an outline or a draft from notes: "<keyphrase>: <tail>". */
  metaTails: [
    "Was belegte Quellen dazu sagen, mit Links und dem Stand jeder Angabe, für Sammlerinnen und Sammler in Österreich.",
    "Was belegte Quellen dazu sagen, mit Links und dem Stand jeder Angabe, für Sammler in Österreich.",
    "Was belegte Quellen dazu sagen, jeweils mit Link und Stand, für Sammler in Österreich.",
    "Belegte Angaben mit Quelle und Stand für Sammler in Österreich.",
  ],
} as const;

/** The draft the hub writes from research notes: frame sentences that state nothing themselves. */
export const notesDraftCopy = {
  /** Opens the draft after the first note; `topic` is the headline, unquoted. */
  openers: [
    (topic: string) =>
      `Rund um das Thema ${topic} stützen sich die folgenden Abschnitte auf recherchierte Quellen, und jede Angabe nennt ihren Stand.`,
    (topic: string) => `Zum Thema ${topic} finden Sie hier, was Quellen belegen, jeweils mit Link und dem Datum der Angabe.`,
  ],
  /** "(vienna.at, Stand: 12. Juli 2025)" after a note's statement, the source linked. */
  attribution: (source: string, url: string, asOf: string) => `([${source}](${url}), Stand: ${asOf})`,
  closing: [
    "Alle Angaben in diesem Beitrag stammen aus den verlinkten Quellen und gelten zum jeweils genannten Stand.",
    "Prüfen Sie vor einer Entscheidung, ob sich daran etwas geändert hat.",
  ],
  /** The internal link of the conclusion. */
  moreLink: (link: string) => `Weitere Ratgeber finden Sie unter ${link}.`,
  moreLinkWords: "Ratgeber für Sammler",
  /** A section of notes added to a draft written from a brief. */
  addedHeading: "Weitere belegte Angaben",
} as const;
