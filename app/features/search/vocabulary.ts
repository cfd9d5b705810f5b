/**
 * The index's own words (`vocabulary.json`, written beside the index by scripts/search-index.mjs): a word a
 * collector typed that the index does not hold is read as one it does — a typo within a small edit distance, or
 * a compound split into words it holds (docs/decisions/0063). Words are folded (hits.ts `foldWord`).
 */
export type Vocabulary = {
  /** How many records the index holds. */
  records: number;
  /** Word → in how many records it is. */
  count: ReadonlyMap<string, number>;
  /** Every word, sorted: prefix look-ups. */
  sorted: readonly string[];
};

export const EMPTY_VOCABULARY: Vocabulary = { records: 0, count: new Map(), sorted: [] };

/** Words shorter than this are never corrected: "set" is not a typo of "sex", nor "qr" of "or". */
export const MIN_TYPO_LENGTH = 4;
/** From this length on two edits are forgiven ("wertanlgae", "hologrmm"), below it one. */
export const TWO_EDITS_LENGTH = 8;
/** A part of a compound is at least this long ("set|rechner", "fuss|stempel"); "qr" only as a whole word. */
const MIN_PART_LENGTH = 3;
/** A word the index holds only as the beginning of longer ones is matched from this length on (Pagefind's prefixes). */
const MIN_PREFIX_LENGTH = 4;
/** Endings that join or inflect German words: "sammlung|s|vitrine", "nase|n|form", "gebühr|en". */
const ENDINGS = ["s", "n", "e", "en", "er", "es"] as const;

/** `vocabulary.json` as read, each index's merged (a publication's index of recent changes adds its words). */
export function readVocabulary(...files: unknown[]): Vocabulary {
  const count = new Map<string, number>();
  let records = 0;
  for (const file of files) {
    if (!file || typeof file !== "object") continue;
    const { records: held, words } = file as { records?: unknown; words?: unknown };
    if (typeof held === "number") records += held;
    if (!words || typeof words !== "object") continue;
    for (const [word, n] of Object.entries(words as Record<string, unknown>)) {
      if (typeof n === "number") count.set(word, (count.get(word) ?? 0) + n);
    }
  }
  return { records, count, sorted: [...count.keys()].sort() };
}

/** Whether a word of the index begins with `start`. */
function hasPrefix(vocabulary: Vocabulary, start: string): boolean {
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < start) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low]!.startsWith(start);
}

/** Whether the index holds the word, an inflected form of it, or (from four letters) words that begin with it. */
export function knows(vocabulary: Vocabulary, word: string): boolean {
  if (vocabulary.count.has(word)) return true;
  if (word.length >= MIN_PREFIX_LENGTH && hasPrefix(vocabulary, word)) return true;
  return ENDINGS.some(
    (ending) =>
      word.endsWith(ending) &&
      word.length - ending.length >= MIN_PART_LENGTH &&
      vocabulary.count.has(word.slice(0, -ending.length)),
  );
}

/** Edits between two words (insert, delete, replace, swap two neighbours), or more than `limit` as limit + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * The index's word nearest to a typo: one edit for words of MIN_TYPO_LENGTH letters, two from TWO_EDITS_LENGTH;
 * among equally near words the one in most records. Null when none is near enough.
 */
export function correction(vocabulary: Vocabulary, word: string): string | null {
  if (word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return null;
  const limit = word.length >= TWO_EDITS_LENGTH ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let bestCount = 0;
  for (const [candidate, n] of vocabulary.count) {
    if (candidate.length < MIN_TYPO_LENGTH) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance < bestDistance || (distance === bestDistance && distance <= limit && n > bestCount)) {
      best = candidate;
      bestDistance = distance;
      bestCount = n;
    }
  }
  return bestDistance <= limit ? best : null;
}

/**
 * A compound as the words the index holds ("zahnanzahl" → "zahn", "anzahl"; "sammlungsvitrine" → "sammlung",
 * "vitrine"): the split whose parts are all known (`isPart`: the index's words or the lexicon's), the right part
 * split again if needed; a joining "s" or "n" is dropped. Splits with longer parts win. Null when none works.
 */
export function splitCompound(word: string, isPart: (part: string, exact?: boolean) => boolean, depth = 2): string[] | null {
  let best: string[] | null = null;
  let bestShortest = 0;
  for (let cut = MIN_PART_LENGTH; cut <= word.length - MIN_PART_LENGTH + 1; cut++) {
    let left = word.slice(0, cut);
    const rest = word.slice(cut);
    if (rest.length < 2) continue;
    // A joining "s" or "n" belongs to neither word: "echtheit|s|prüfung", "nase|n|form".
    const joined = /(?:s|n)$/.test(left) && left.length > MIN_PART_LENGTH ? left.slice(0, -1) : null;
    if (joined && isPart(joined, true)) left = joined;
    else if (!isPart(left)) continue;
    const right = isPart(rest)
      ? [rest]
      : depth > 1 && rest.length >= 2 * MIN_PART_LENGTH
        ? splitCompound(rest, isPart, depth - 1)
        : null;
    if (!right) continue;
    const parts = [left, ...right];
    const shortest = Math.min(...parts.map((part) => part.length));
    if (!best || parts.length < best.length || (parts.length === best.length && shortest > bestShortest)) {
      best = parts;
      bestShortest = shortest;
    }
  }
  return best;
}

/** How much a word tells pages apart: rare words much, words on every page ("labubu") almost nothing. */
export function weight(vocabulary: Vocabulary, word: string): number {
  const n = vocabulary.count.get(word);
  if (!vocabulary.records) return 1;
  const held = n ?? Math.max(1, ...[...ENDINGS].map((ending) => vocabulary.count.get(word + ending) ?? 0));
  return Math.log(1 + vocabulary.records / Math.max(1, held));
}
