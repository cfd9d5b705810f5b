/**
 * The house style of the site's German copy (docs/decisions/0021), as checks over raw text: the figure is
 * feminine ("die Labubu", plural "die Labubus"), euro prices are written "€ 20" / "€ 12–18" as Intl de-AT
 * formats them, Austrian words are used, and the slips an editor once found do not come back.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type StyleRule = "figure-gender" | "figure-plural" | "euro-price" | "austrian-usage" | "known-slip";

export type StyleFinding = { rule: StyleRule; line: number; match: string };

/** Determiners that make "Labubu" masculine or neuter whatever comes around them ("einen Labubu", "beim Labubu"). */
const MASCULINE_OR_NEUTER =
  "den|dem|des|das|ein|einen|einem|eines|kein|keinen|keinem|keines|jeden|jedem|jedes|diesen|diesem|dieses|" +
  "ihr|ihren|ihrem|ihres|sein|seinen|seinem|seines|mein|meinen|meinem|unseren|unserem|beim|vom|zum|im";

/** Determiners that are masculine nominative or feminine dative/genitive: "der Labubu" is wrong, "mit der Labubu" right. */
const AMBIGUOUS = "der|dieser|jeder|keiner";

/** Up to two adjectives between determiner and noun ("einen echten Labubu"); a verb ("das macht Labubu") is not one. */
const ADJECTIVES = "(?:\\s+[a-zäöüß]+(?:e|en|er|em|es)){0,2}";

/** "Labubu" as a word of its own: not "Labubus", not the first part of "Labubu-Figur". */
const FIGURE = "Labubu(?![-\\p{L}])";

/** Prepositions with dative or genitive, after which "der Labubu" is feminine. */
const DATIVE_OR_GENITIVE = new Set(
  "mit von bei aus nach zu seit an auf in unter vor hinter über neben zwischen wegen trotz statt während laut samt gegenüber".split(
    " ",
  ),
);

const masculineOrNeuter = new RegExp(`(?<![\\p{L}])(?:${MASCULINE_OR_NEUTER})${ADJECTIVES}\\s+${FIGURE}`, "giu");
const ambiguous = new RegExp(`(?<![\\p{L}])(?:${AMBIGUOUS})${ADJECTIVES}\\s+${FIGURE}`, "giu");

/** A plural without its "-s": "Echte Labubu haben", "vor gefälschten Labubu" (not "eine echte Labubu"). */
const plural = new RegExp(
  `(?<!(?:eine|einer|die|der|jede|jeder|diese|dieser|ihre|ihrer|keine|keiner)\\s)(?<![\\p{L}])(?:gefälschte|gefälschten|gebrauchte|gebrauchten|echte|echten|originale|originalen|viele|vielen|mehrere|mehreren|einige|einigen|alle|allen|tausende|zwei|drei|vier|fünf|sechs)\\s+${FIGURE}`,
  "giu",
);

/** Euro prices other than "€ 20": "20 Euro", "20 €", "1,5 Millionen Euro", "EUR 20", "€20". */
const euroPatterns = [
  /\d(?:[\d.,\u00a0\u202f]*\d)?(?:\s|\u00a0|\u202f)*(?:Euro|EUR)\b/gu,
  /\d(?:[\d.,\u00a0\u202f]*\d)?\s+(?:Millionen|Mio\.|Milliarden|Mrd\.)\s+Euro\b/gu,
  /\d(?:[\d.,\u00a0\u202f]*\d)?(?:\s|\u00a0|\u202f)*€/gu,
  /\bEUR(?:\s|\u00a0)*\d/gu,
  /€\d/gu,
];

/** Words of German German where Austria has its own. */
const austrianUsage = [/\bJanuar\b/gu, /\bKassenbon\w*/gu, /\bKassenzettel\w*/gu];

/** Slips an editorial pass found once; each kind is fixed everywhere and stays fixed. */
const knownSlips = [
  // A date needs its preposition: "warnte am 18. August 2025", also where a template fills it in.
  /\b(?:warnte|erschien|startete|eröffnete|kontrollierte|schloss|versteigerte)\s+(?:\d{1,2}\.\s+(?:Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b|\$\{(?:f\.date|formatPartialDate)\()/gu,
  // A fact's raw transit value is not a sentence.
  /\bEs fahren die (?:U\d|\$\{)/gu,
  /Gefahr zum Ersticken/gu,
  // "Pop-up-Store" is the word.
  /(?:Geschäft|Läden|Laden)\w* auf Zeit/gu,
  // "Prüfen Sie jede Figur mit der Prüfung der Echtheit": a tautology.
  /Prüf\w*[^.]{0,60}mit der \[?Prüfung der Echtheit/gu,
  // No shop owes an exchange; online the withdrawal runs 14 days from delivery.
  /Umtausch[^.]{0,60}jederzeit möglich/gu,
  /beste Versicherung ist ein Schaden/gu,
  // Each new figure makes the next new one less likely; the figures themselves do not get rarer.
  /fehlende Figur seltener/gu,
  /treffen die Zahl der Zähne inzwischen öfter/gu,
];

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** The word before `index`, if any, and whether a sentence begins between it and `index`. */
function wordBefore(text: string, index: number): { word: string; sentenceStart: boolean } {
  const before = text.slice(Math.max(0, index - 80), index);
  const match = /([\p{L}]+)([^\p{L}]*)$/u.exec(before);
  if (!match) return { word: "", sentenceStart: true };
  return { word: match[1]!, sentenceStart: /[.!?:;„"#*\n]/.test(match[2]!) };
}

function all(pattern: RegExp, text: string): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))];
}

/** Every breach of the house style in a text, with its line. */
export function houseStyleFindings(text: string): StyleFinding[] {
  const findings: StyleFinding[] = [];
  const add = (rule: StyleRule, match: RegExpExecArray) =>
    findings.push({ rule, line: lineOf(text, match.index), match: match[0] });

  for (const match of all(masculineOrNeuter, text)) add("figure-gender", match);
  for (const match of all(ambiguous, text)) {
    const { word, sentenceStart } = wordBefore(text, match.index);
    const feminine = !sentenceStart && (DATIVE_OR_GENITIVE.has(word.toLowerCase()) || /^\p{Lu}/u.test(word));
    if (!feminine) add("figure-gender", match);
  }
  for (const match of all(plural, text)) add("figure-plural", match);
  for (const pattern of euroPatterns) for (const match of all(pattern, text)) add("euro-price", match);
  for (const pattern of austrianUsage) for (const match of all(pattern, text)) add("austrian-usage", match);
  for (const pattern of knownSlips) for (const match of all(pattern, text)) add("known-slip", match);
  return findings.sort((a, b) => a.line - b.line);
}

/** The copy files of a content folder: TypeScript and Markdown, without tests and their fixtures. */
export function contentFiles(directory: string, keep: (relative: string) => boolean = () => true): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|md|yaml)$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => keep(path.relative(directory, file).split(path.sep).join("/")))
    .sort();
}

/** The findings of every copy file under `directory` (those `keep` accepts), by path relative to it. */
export function houseStyleOfFolder(directory: string, keep?: (relative: string) => boolean): Map<string, StyleFinding[]> {
  const result = new Map<string, StyleFinding[]>();
  for (const file of contentFiles(directory, keep)) {
    const findings = houseStyleFindings(readFileSync(file, "utf8"));
    if (findings.length) result.set(path.relative(directory, file).split(path.sep).join("/"), findings);
  }
  return result;
}
