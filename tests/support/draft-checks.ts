/**
 * What the draft tests check a generated Markdown body for: its plain text and sections as a reader
 * sees them, the numbers it states, claims it must never make and the sentences two drafts share.
 */
import { type Fact, facts } from "~/content/facts";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { readStructure } from "~/features/hub/analysis/structure";
import { factNumbers as numbersOfFacts } from "~/features/hub/generator/fact-numbers";

/** The running text and headings of a Markdown body, block by block, as the reader sees them. */
export function blocksOf(markdown: string): { kind: string; text: string }[] {
  return readStructure(markdown).blocks.map((block) => ({ kind: block.kind, text: block.text }));
}

/** The text of each section: the intro before the first subheading, then each subheading with its text. */
export function sectionsOf(markdown: string): string[] {
  const sections: string[] = [""];
  for (const block of blocksOf(markdown)) {
    if (block.kind === "heading") sections.push(block.text);
    else sections[sections.length - 1] += `\n${block.text}`;
  }
  return sections.filter((section) => section.trim() !== "");
}

/** Every sentence of paragraphs and list items (headings excluded), trimmed. */
export function sentencesOf(markdown: string): string[] {
  return blocksOf(markdown)
    .filter((block) => block.kind !== "heading")
    .flatMap((block) => splitSentences(block.text));
}

/** Shared sentences relative to the shorter draft. */
export function sharedShare(a: readonly string[], b: readonly string[]): number {
  const other = new Set(b);
  const shared = new Set(a.filter((sentence) => other.has(sentence)));
  return shared.size / Math.min(new Set(a).size, other.size);
}

/** The numbers a German text states (one rule with the hub's publish check: app/features/hub/generator/fact-numbers.ts). */
export { numbersIn } from "~/features/hub/generator/fact-numbers";

/** Every number the fact base states or holds: in its sentences, its values (dates included) and its "Stand". */
export function factNumbers(all: readonly Fact[] = facts): Set<number> {
  return numbersOfFacts(all);
}

/**
 * Claims a draft must never make: first-hand tests or experience, community events, a second
 * person other than Sie, words that stand for another term than the site's one ("Secret-Figur",
 * "Blindbox"), lower-cased audience words and the greeting of the old template.
 */
export const forbiddenClaims: readonly RegExp[] = [
  /\bwir\b/i,
  /\bunser(e[mnrs]?)?\b/i,
  /\buns\b/i,
  /\bich\b/i,
  /\bmein(e[mnrs]?)?\b/i,
  /\b(du|dich|dir|dein(e[mnrs]?)?|euch|euer|eure)\b/i,
  /unser(em)? Exemplar/i,
  /im direkten Vergleich/i,
  /getestet haben|haben (wir )?getestet|im Test hat|unser(em)? Test/i,
  /ausprobiert/i,
  /Erfahrungswerte|aus eigener Erfahrung|unsere Erfahrung/i,
  /Community-Treffen|Sammlertreffen finden|treffen sich regelmäßig|regelmäßige[nr]? Treffen|jeden Monat treffen|monatlich treffen/i,
  /Anleitung auf der Rückseite/i,
  /beim Auspacken fällt|Erster Eindruck/i,
  /Servus/i,
  /\bSecret[ -]Figures?\b|geheime Figur|\bChase\b/i,
  /Blind Box|Blind-Box/i,
  /\bkaufinteressierte\b|\blokale sammler\b|\beinsteiger bis\b/,
  /Lieferungen? (kommen |treffen )?(meist )?(am )?Freitag/i,
  /€ ?12[–-]18|€ ?32\b|148\.000|11,50|10,60/,
  // The customs rule before July 2026 (docs/decisions/0035): since then parcels under € 150 pay a flat duty.
  /Zoll\w*\b[^.;]*\berst\b[^.;]*\b150\b/i,
  // "Holidays do not extend it" read as the end of the withdrawal period: holidays inside it count.
  /Feiertage verlängern (sie|die Frist)\b[^.;]*nicht/i,
  // The record is a past event.
  /Den Rekord hält/,
];

/**
 * Words that state one of the fact base's current facts in other words than its own (docs/decisions/0035):
 * a sentence that matches must be a wording of one of the listed facts, so that a fact a re-check could
 * not confirm, or one past its twelve months, carries its Stand in the sentence.
 */
export const factPhrases: readonly (readonly [RegExp, readonly string[]])[] = [
  [/grell/i, ["authenticity-colours"]],
  [/holografisch\w* (Pop-Mart-)?Aufkleber|Hologramm-Aufkleber/i, ["authenticity-hologram"]],
  [/UV-Stempel/i, ["authenticity-uv"]],
  [
    /(starke|große|hohe)n? Rabatt\w*[^.]*(Warnsignal|Fälschung|gefälscht)/i,
    ["authenticity-discount", "help-watchlist-labubu-warning"],
  ],
  [/(Schriftzug|Namen? des Herstellers)[^.]*(beweist|tragen|trägt)/i, ["authenticity-logo-not-proof"]],
  [/(matte|glänzende)\w* Schachtel/i, ["authenticity-packaging"]],
  [/willhaben|eBay|Amazon/i, ["vienna-classifieds"]],
  [/bei der Watchlist Internet|Watchlist Internet[^.]*(meld|Formular|nimmt)/i, ["help-watchlist-internet"]],
  [/Ombudsstelle/i, ["help-internet-ombudsstelle"]],
  [/nur unter popmart|popmarts\.pro|labubuofficials/i, ["authenticity-official-domain"]],
];
