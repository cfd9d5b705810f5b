import { type ToolKey, siteWords, toolHits, toolWords } from "./copy/collector-words";
import { type SearchHit, foldWord } from "./hits";

/**
 * Collectors' words (docs/decisions/0045): the query a visitor typed becomes the query the index is
 * asked (each word the site uses for what the collector means: "fake" → "Fälschung"), and the
 * tools whose own words it holds are named, to be shown first.
 */

const siteWordOf = new Map(siteWords.flatMap(({ say, site }) => say.map((word) => [foldWord(word), site] as const)));

const toolsOf = new Map<string, ToolKey[]>();
for (const [tool, words] of Object.entries(toolWords) as [ToolKey, readonly string[]][]) {
  for (const word of words) {
    const folded = foldWord(word);
    toolsOf.set(folded, [...(toolsOf.get(folded) ?? []), tool]);
  }
}

export type CollectorQuery = {
  /** What the index is asked: every word in the site's words, each once. */
  text: string;
  /** The tools the query names, in the order their words come. */
  tools: ToolKey[];
};

export function collectorQuery(query: string): CollectorQuery {
  const typed = query.split(/\s+/).filter(Boolean);
  const words: string[] = [];
  const tools: ToolKey[] = [];
  for (const word of typed) {
    const folded = foldWord(word);
    const site = siteWordOf.get(folded);
    const asked = site ?? word;
    if (!words.some((kept) => foldWord(kept) === foldWord(asked))) words.push(asked);
    for (const key of [folded, ...(site ? [foldWord(site)] : [])]) {
      for (const tool of toolsOf.get(key) ?? []) if (!tools.includes(tool)) tools.push(tool);
    }
  }
  return { text: words.join(" "), tools };
}

/** A tool as a hit: its title, "Werkzeug" and what it does, nothing marked. */
export function toolHit(tool: ToolKey): SearchHit {
  const { url, title, section, text } = toolHits[tool];
  return { url, title, section, excerpt: [{ text, mark: false }] };
}
