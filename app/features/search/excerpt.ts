/**
 * A search hit's excerpt as plain text parts, the matched words marked. Built from the index's
 * plain text and the word positions it reports, never from the index's own HTML excerpt: the page
 * renders the parts as text nodes and wraps the marked ones in <mark> elements it creates itself.
 */
export type ExcerptPart = { text: string; mark: boolean };

/** Words of an excerpt (about two lines on a phone). */
export const EXCERPT_WORDS = 30;
/** Words shown before the first match in the excerpt, so it does not start mid-thought. */
const LEAD_WORDS = 6;
/** How the index splits its text into words (white space, as Pagefind does). */
const WORD_SEPARATORS = /[^\S\uFEFF]+/;
/** Punctuation around a word stays outside its mark: „Zoll“, → „<mark>Zoll</mark>“, */
const WORD_CORE = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;
export const ELLIPSIS = "…";
/** A word that ends a sentence, an entry or a row (a table's rows end in "." in the indexed copy). */
const SENTENCE_END = /\p{L}[.!?][“”»"]?$/u;

/**
 * @param content the page's text as the index holds it
 * @param locations positions of the matched words in that text (word numbers, from 0)
 */
export function buildExcerpt(
  content: string,
  locations: readonly number[],
  length = EXCERPT_WORDS,
  { from = 0, to = Infinity }: { from?: number; to?: number } = {},
): ExcerptPart[] {
  // Split exactly as the index does, so the reported positions point at the same words.
  const all = content.split(WORD_SEPARATORS);
  // Only the part of the text the hit stands for (a section; the page without its title): the words around
  // it are blanked, so positions stay as the index reports them.
  const last = Math.min(all.length, to);
  const words = all.map((word, index) => (index >= from && index < last ? word : ""));
  const matches = [...new Set(locations)]
    .filter((location) => Number.isInteger(location) && location >= from && location < last)
    .sort((a, b) => a - b);
  const shownFrom = matches.length ? from : Math.min(from, last);
  let start = Math.max(shownFrom, windowStart(matches, last, length, shownFrom));
  let end = Math.min(last, start + length);
  // An excerpt starts where a sentence (an entry, a table row) starts and ends where one ends, when one is near:
  // two entries never run together.
  const first = matches.find((match) => match >= start && match < end);
  if (first !== undefined) {
    for (let index = first; index > start; index--) {
      if (SENTENCE_END.test(words[index - 1]!)) {
        start = index;
        break;
      }
    }
    end = Math.min(last, start + length);
    const lastShown = [...matches].reverse().find((match) => match >= start && match < end) ?? first;
    for (let index = end; index > lastShown + 1; index--) {
      if (SENTENCE_END.test(words[index - 1]!)) {
        end = index;
        break;
      }
    }
  }
  const marked = new Set(matches);

  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  let emitted = false;
  let endsInMark = false;
  for (let index = start; index < end; index++) {
    const word = words[index]!;
    if (!word) continue;
    const separator = emitted ? " " : "";
    emitted = true;
    const [, before = "", core = "", after = ""] = marked.has(index) ? (WORD_CORE.exec(word) ?? []) : [];
    if (!core) {
      push(separator + word, false);
      endsInMark = false;
      continue;
    }
    // Two marked words in a row share one mark, the space between them included.
    push(separator, endsInMark && !before);
    push(before, false);
    push(core, true);
    push(after, false);
    endsInMark = !after;
  }
  if (!emitted) return [];
  if (words.slice(0, start).some(Boolean)) {
    const first = parts[0]!;
    if (first.mark) parts.unshift({ text: `${ELLIPSIS} `, mark: false });
    else first.text = `${ELLIPSIS} ${first.text}`;
  }
  if (words.slice(end).some(Boolean)) push(` ${ELLIPSIS}`, false);
  return parts;
}

/** The first word of the window of `length` words that holds the most matches (the earliest such window). */
function windowStart(matches: readonly number[], total: number, length: number, from = 0): number {
  if (total - from <= length || matches.length === 0) return from;
  let best = from;
  let bestCount = -1;
  for (const match of matches) {
    const start = Math.max(from, Math.min(match - LEAD_WORDS, total - length));
    const count = matches.filter((location) => location >= start && location < start + length).length;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  return best;
}
