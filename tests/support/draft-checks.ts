/**
 * What the draft tests check a generated Markdown body for: its plain text and sections as a reader
 * sees them, the numbers it states, claims it must never make and the sentences two drafts share.
 */
import { type Fact, facts } from "~/content/facts";
import { splitSentences } from "~/lib/analysis/sentences";
import { readStructure } from "~/lib/analysis/structure";

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

/**
 * "148.000" or "1 080 000" (de-AT groups with a narrow no-break space) → one number, "14,7" → 14.7,
 * "1 : 72" → [1, 72]: the numbers a German text states.
 */
export function numbersIn(text: string): number[] {
  return (text.match(/\d+(?:[.,\u202f\u00a0]\d+)*/g) ?? []).flatMap((token) => {
    if (/^\d{1,3}(?:[.\u202f\u00a0]\d{3})+(?:,\d+)?$/.test(token))
      return [Number(token.replace(/[.\u202f\u00a0]/g, "").replace(",", "."))];
    // Anything else with a space between digits is two numbers.
    return token.split(/[\u202f\u00a0]/).map((part) => Number(part.replace(",", ".")));
  });
}

/** Every number the fact base states or holds: in its sentences, its values (dates included) and its "Stand". */
export function factNumbers(all: readonly Fact[] = facts): Set<number> {
  const numbers = new Set<number>();
  for (const fact of all) {
    for (const number of numbersIn(fact.statement)) numbers.add(number);
    for (const value of Object.values(fact.values ?? {})) {
      if (typeof value === "number") numbers.add(value);
      else for (const number of numbersIn(value.replaceAll("-", " "))) numbers.add(number);
    }
    if (fact.asOf) for (const number of numbersIn(fact.asOf.replaceAll("-", " "))) numbers.add(number);
  }
  return numbers;
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
];
