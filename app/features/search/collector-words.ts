import { type ToolKey, fillerWords, questionWords, toolHits, toolMentions, toolWords } from "./copy/collector-words";
import { type SearchHit, foldWord, siteWordOf } from "./hits";
import { EMPTY_VOCABULARY, type Vocabulary, correction, knows, splitCompound } from "./vocabulary";

/**
 * Collectors' words (docs/decisions/0045, 0063): the query a visitor typed becomes the words the index is
 * asked — fillers left out, each word in the site's words ("fake" → "Fälschung"), a typo read as the index's
 * nearest word, a compound as its parts — and the tools whose words outweigh the rest are named, to be shown first.
 */

const fillers = new Set(fillerWords.map(foldWord));
const questionOf = new Map(
  Object.entries(questionWords).flatMap(([heading, typed]) => typed.map((word) => [foldWord(word), foldWord(heading)] as const)),
);

function wordsByTool(words: Readonly<Record<ToolKey, readonly string[]>>) {
  const tools = new Map<string, ToolKey[]>();
  for (const [tool, list] of Object.entries(words) as [ToolKey, readonly string[]][]) {
    for (const word of list) {
      const folded = foldWord(word);
      tools.set(folded, [...(tools.get(folded) ?? []), tool]);
    }
  }
  return tools;
}
const toolsOf = wordsByTool(toolWords);
const mentionsOf = wordsByTool(toolMentions);

/** The tools a folded word belongs to, as typed or inflected ("Fälschungen", "Serien", "Boxen" → their tool). */
function lookUp(map: ReadonlyMap<string, ToolKey[]>, folded: string): ToolKey[] {
  for (const form of [
    folded,
    ...["en", "n", "e", "s"].filter((end) => folded.endsWith(end)).map((end) => folded.slice(0, -end.length)),
  ]) {
    const tools = map.get(form);
    if (tools) return tools;
  }
  return [];
}

export type CollectorQuery = {
  /** What the index is asked: every word in the site's words, each once. */
  text: string;
  /** The same words, one by one. */
  words: string[];
  /** For each word, which typed word it stands for: a collector's word is asked as typed too, where the index holds it ("kostet" beside "Preis"). */
  slots: number[];
  /** For each word, how much it counts: 1, or MODIFIER_SHARE for a compound's parts before its last. */
  shares: number[];
  /** The tools the query names, in the order their words come. */
  tools: ToolKey[];
  /** The word that opens the question, as the site's headings write it ("warum"), or null. */
  question: string | null;
};

/**
 * How much a compound's modifier counts against its head (docs/decisions/0091): the last part carries the compound's
 * meaning ("Sammlungsvitrine" is a Vitrine), the parts before it narrow it down.
 */
export const MODIFIER_SHARE = 0.75;

/** How a typed word was read: the words to ask for it ([] for a filler), or null when the index holds nothing like it. */
function readWord(word: string, vocabulary: Vocabulary): string[] | null {
  const folded = foldWord(word);
  if (!folded) return [];
  if (fillers.has(folded)) return [];
  const site = siteWordOf.get(folded);
  // The site's word, and the word as typed where the pages hold it too ("kostet": the FAQ asks "Wie viel kostet …?").
  if (site)
    return vocabulary !== EMPTY_VOCABULARY && vocabulary.count.has(folded) && foldWord(site) !== folded ? [site, word] : [site];
  // Without a vocabulary (it did not load) every word is asked as typed, as before.
  if (vocabulary === EMPTY_VOCABULARY || knows(vocabulary, folded) || toolsOf.has(folded)) return [word];
  const isPart = (part: string, exact = false) =>
    siteWordOf.has(part) || toolsOf.has(part) || (exact ? vocabulary.count.has(part) : knows(vocabulary, part));
  const parts = splitCompound(folded, isPart);
  if (parts) return parts.map((part) => siteWordOf.get(part) ?? part).filter((part) => !fillers.has(foldWord(part)));
  const near = correction(vocabulary, folded);
  if (near) return [siteWordOf.get(near) ?? near];
  return null;
}

export function collectorQuery(query: string, vocabulary: Vocabulary = EMPTY_VOCABULARY): CollectorQuery {
  const typed = query.split(/\s+/).filter(Boolean);
  const question = questionOf.get(foldWord(typed[0] ?? "")) ?? null;
  const words: string[] = [];
  const slots: number[] = [];
  const shares: number[] = [];
  let unknown = 0;
  let slot = 0;
  for (const word of typed) {
    const read = readWord(word, vocabulary);
    if (read === null) {
      unknown++;
      continue;
    }
    if (read.length === 0) continue;
    // A compound's parts are words of their own; a collector's word and the site's word are one.
    const alternatives = siteWordOf.has(foldWord(word)) && read.length > 1;
    for (const [index, asked] of read.entries()) {
      if (words.some((kept) => foldWord(kept) === foldWord(asked))) continue;
      words.push(asked);
      slots.push(slot);
      shares.push(!alternatives && index < read.length - 1 ? MODIFIER_SHARE : 1);
      if (!alternatives) slot++;
    }
    if (alternatives) slot++;
  }
  // Nothing left (only fillers, or only words the index holds nothing like): ask what was typed, so a query
  // that finds nothing says so.
  if (words.length === 0) {
    const asked = typed.filter((word) => !fillers.has(foldWord(word)));
    const kept = asked.length ? asked : typed;
    return {
      text: kept.join(" "),
      words: kept,
      slots: kept.map((_, index) => index),
      shares: kept.map(() => 1),
      tools: [],
      question,
    };
  }
  return { text: words.join(" "), words, slots, shares, tools: namedTools(words, slots, unknown), question };
}

/**
 * The tools to show first: those with at least one of their own words in the query, whose own words outnumber
 * the words that are neither theirs nor shared ("Fälschung erkennen" → the check; "was tun, wenn Fälschung
 * gekauft" → not: the article answers that). A word the index holds nothing like counts against every tool.
 */
function namedTools(words: readonly string[], slots: readonly number[], unknown: number): ToolKey[] {
  const tools: ToolKey[] = [];
  for (const word of words) {
    for (const tool of lookUp(toolsOf, foldWord(word))) if (!tools.includes(tool)) tools.push(tool);
  }
  // Each typed word once: a collector's word asked as typed and as the site's word is one word.
  const typed = [...new Set(slots)].map((slot) => words.filter((_, index) => slots[index] === slot).map(foldWord));
  return tools.filter((tool) => {
    let own = 0;
    let other = unknown;
    for (const alternatives of typed) {
      if (alternatives.some((folded) => lookUp(toolsOf, folded).includes(tool))) own++;
      else if (!alternatives.some((folded) => lookUp(mentionsOf, folded).includes(tool) || GENERIC.has(folded))) other++;
    }
    return own > other;
  });
}

/** Words every page is about: they neither name a tool nor count against one. */
const GENERIC = new Set(["labubu", "figur", "figuren", "pop", "mart", "popmart"].map(foldWord));

/** A tool as a hit: its title, "Werkzeug" and what it does, nothing marked. */
export function toolHit(tool: ToolKey): SearchHit {
  const { url, title, section, text } = toolHits[tool];
  return { url, title, section, excerpt: [{ text, mark: false }] };
}
