/**
 * What the visitor typed, made safe to search. The search reads at most MAX_QUERY_WORDS words and
 * MAX_QUERY_CHARS characters: a question's fillers ("wie", "ich") are left out before the index is
 * asked (docs/decisions/0063), but each further word loads more of the index. Longer input is cut and says so; nothing typed is ever run as markup.
 */
export const MAX_QUERY_CHARS = 100;
export const MAX_QUERY_WORDS = 10;

export type SearchQuery =
  /** Nothing but white space. */
  | { kind: "empty" }
  /** Only punctuation, symbols or emoji: nothing the index holds (`text` is kept for the address). */
  | { kind: "no-words"; text: string; truncated: boolean }
  | { kind: "search"; text: string; truncated: boolean };

const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const SPACE = /\s+/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

export function parseQuery(raw: string): SearchQuery {
  const words = raw.normalize("NFC").replace(CONTROL, " ").split(SPACE).filter(Boolean);
  if (words.length === 0) return { kind: "empty" };
  // Tokens without a letter or digit ("–", "&", "!!!") match nothing; the index drops them too.
  const searchable = words.filter((word) => WORD_CHARACTER.test(word));
  if (searchable.length === 0) {
    const { text, truncated } = capped(words);
    return { kind: "no-words", text, truncated };
  }
  return { kind: "search", ...capped(searchable) };
}

/** The first MAX_QUERY_WORDS words, within MAX_QUERY_CHARS characters. */
function capped(words: readonly string[]): { text: string; truncated: boolean } {
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    if (kept.length === MAX_QUERY_WORDS) break;
    const room = MAX_QUERY_CHARS - length - (kept.length ? 1 : 0);
    if (room <= 0) break;
    // Code points, not UTF-16 units: a cut never splits an emoji or an accented letter in two.
    const points = Array.from(word);
    kept.push(points.slice(0, room).join(""));
    length += (kept.length > 1 ? 1 : 0) + Math.min(points.length, room);
  }
  const text = kept.join(" ");
  return { text, truncated: text !== words.join(" ") };
}

/** The query in a page address (`?q=…`), "" when there is none. Malformed escapes are read as they stand. */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get("q") ?? "";
}

/** The address's query string for a search, "" for no search (so the address is the bare page). */
export function searchFromQuery(text: string): string {
  return text ? `?${new URLSearchParams({ q: text }).toString()}` : "";
}
