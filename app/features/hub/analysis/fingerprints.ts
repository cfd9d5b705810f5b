/**
 * Sentence fingerprints for the "Eigenständigkeit" check (docs/decisions/0035, 0040). Each sentence of running
 * text with six words or more has
 * - an exact print: the sentence normalised (folded like every comparison of the analysis, punctuation dropped,
 *   white space collapsed), hashed to 32 bits, so Markdown, quotes or letter case around it change nothing;
 * - a near-copy print: its content words in order, each cut to five letters, without function words and
 *   numbers, so changed punctuation, articles, endings, a number or a filler word change nothing;
 * - its concepts (app/features/hub/analysis/claim-language.ts: stems, synonyms as one), each hashed to 16 bits:
 *   a paraphrase keeps most of them whatever the word order or the synonyms it takes. Sentences that quote a
 *   fact's wording have none (every text that states the fact shares them), nor do sentences with fewer than
 *   four concepts.
 * Two sentences are the same when they share a print, or half of their concepts (Jaccard) and at least four.
 * Short sentences ("Das spricht dafür:") recur in any honest text and are not counted.
 */
import { cachedWithReads, type KeptWithReads } from "~/content/data/reads";
import { conceptsOf } from "./claim-language";
import { quotesFactWording } from "./claims";
import { splitSentences } from "./sentences";
import { readStructure } from "./structure";
import { fold, isStopWord, splitWords } from "./words";

/** Sentences with fewer words are formulaic and not fingerprinted. */
export const MIN_FINGERPRINT_WORDS = 6;
/** A sentence has concepts to compare when it has this many. */
const MIN_CONCEPTS = 4;
/** Two sentences say the same in other words from this share of shared concepts (Jaccard) … */
export const PARAPHRASE_SHARE = 0.5;
/** … and this many shared concepts. */
const PARAPHRASE_SHARED = 4;

/** "Eine Labubu unter € 15 …" and "eine labubu unter 15 …" are the same sentence. */
export function normaliseSentence(sentence: string): string {
  return fold(sentence)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** FNV-1a, 32 bits: enough to tell sentences apart (collisions stay below one in a million per pair). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The fingerprint of one sentence, or undefined when it is too short to count. */
export function sentenceFingerprint(sentence: string): number | undefined {
  if (splitWords(sentence).length < MIN_FINGERPRINT_WORDS) return undefined;
  return hashText(normaliseSentence(sentence));
}

/** A near copy keeps at least this many content words of its sentence. */
const MIN_LOOSE_WORDS = 4;
/** Letters of a content word that stand for it in a near copy's print ("Figuren" and "Figur" are one). */
const STEM_LETTERS = 5;

/**
 * A sentence's prints: exact, and as a near copy (where it has enough content words): its content words in
 * order, each cut to its first five letters, without function words and numbers.
 */
export function sentencePrints(sentence: string): number[] {
  const words = splitWords(sentence);
  if (words.length < MIN_FINGERPRINT_WORDS) return [];
  const exact = hashText(normaliseSentence(sentence));
  const stems = words
    .filter((word) => !isStopWord(word.key) && !/^\d/.test(word.key))
    .map((word) => word.key.replace(/[^\p{L}]+/gu, "").slice(0, STEM_LETTERS))
    .filter(Boolean);
  return stems.length < MIN_LOOSE_WORDS ? [exact] : [exact, hashText(`~${stems.join(" ")}`)];
}

/** One counted sentence: its prints (exact first) and its concepts' 16-bit hashes, ascending (none for a fact's wording). */
export type SentenceSketch = { prints: readonly number[]; concepts: readonly number[] };

const sketchMemo = new Map<string, KeptWithReads<SentenceSketch | null>>();

/**
 * A sentence's sketch, or undefined when it is too short to count (worked out once per sentence; whoever takes the
 * kept sketch is recorded as reading the fact base's wordings it was compared with, docs/decisions/0078).
 */
export function sentenceSketch(sentence: string): SentenceSketch | undefined {
  if (sketchMemo.size >= 20_000 && !sketchMemo.has(sentence)) sketchMemo.clear();
  return cachedWithReads(sketchMemo, sentence, () => sketchOf(sentence)) ?? undefined;
}

function sketchOf(sentence: string): SentenceSketch | null {
  const prints = sentencePrints(sentence);
  if (prints.length === 0) return null;
  const concepts = quotesFactWording(sentence)
    ? []
    : [...new Set([...conceptsOf(sentence)].map((concept) => hashText(concept) & 0xffff))].sort((a, b) => a - b);
  return { prints, concepts: concepts.length >= MIN_CONCEPTS ? concepts : [] };
}

/** The prose sentences of a Markdown body (paragraphs and list items; headings are not prose). */
export function proseSentences(markdown: string): string[] {
  return readStructure(markdown).blocks.flatMap((block) => (block.kind === "heading" ? [] : splitSentences(block.text)));
}

/** One sketch per distinct sentence (by its exact print), sentences too short to count left out. */
export function distinctSentences(sketches: readonly (SentenceSketch | undefined)[]): SentenceSketch[] {
  const seen = new Set<number>();
  const out: SentenceSketch[] = [];
  for (const sketch of sketches) {
    const exact = sketch?.prints[0];
    if (exact === undefined || seen.has(exact)) continue;
    seen.add(exact);
    out.push(sketch!);
  }
  return out;
}

/** Each counted sentence of a Markdown body as its sketch (one entry per distinct sentence). */
export function fingerprintsOf(markdown: string): SentenceSketch[] {
  return distinctSentences(proseSentences(markdown).map(sentenceSketch));
}

/**
 * The sketches of a text as one compact string (the file the build writes for the hub): per sentence its
 * exact and near-copy prints (4 bytes each, 0 for none), the number of its concepts (1 byte) and each concept
 * (2 bytes), in base64 — about 30 characters a sentence, the same for any number of articles.
 */
export function encodeSketches(sketches: readonly SentenceSketch[]): string {
  const size = sketches.reduce((total, sketch) => total + 9 + 2 * Math.min(255, sketch.concepts.length), 0);
  const view = new DataView(new ArrayBuffer(size));
  let at = 0;
  for (const sketch of sketches) {
    view.setUint32(at, sketch.prints[0]! >>> 0);
    view.setUint32(at + 4, (sketch.prints[1] ?? 0) >>> 0);
    const concepts = sketch.concepts.slice(0, 255);
    view.setUint8(at + 8, concepts.length);
    at += 9;
    for (const concept of concepts) {
      view.setUint16(at, concept);
      at += 2;
    }
  }
  let binary = "";
  const bytes = new Uint8Array(view.buffer);
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** The sketches `encodeSketches` wrote; null when the text is not such a string. */
export function decodeSketches(text: string): SentenceSketch[] | null {
  const bytes = sketchBytes(text);
  if (!bytes) return null;
  const sketches: SentenceSketch[] = [];
  const whole = walkSketches(bytes, (exact, loose, at, count) => {
    const concepts: number[] = [];
    for (let index = 0; index < count; index++) concepts.push((bytes[at + 2 * index]! << 8) | bytes[at + 2 * index + 1]!);
    sketches.push({ prints: loose === 0 ? [exact] : [exact, loose], concepts });
  });
  return whole ? sketches : null;
}

/** Whether a text is encoded sketches (as decodeSketches reads them), without making them into objects. */
export function sketchesWellFormed(text: string): boolean {
  const bytes = sketchBytes(text);
  return bytes !== null && walkSketches(bytes, () => {});
}

function sketchBytes(text: string): Uint8Array | null {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Calls `visit` with each encoded sentence: its exact and near-copy prints (0 for none), where its concepts
 * start and how many there are (2 bytes each). False when the bytes end inside a sentence.
 */
function walkSketches(
  bytes: Uint8Array,
  visit: (exact: number, loose: number, conceptsAt: number, count: number) => void,
): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at < view.byteLength) {
    if (at + 9 > view.byteLength) return false;
    const count = view.getUint8(at + 8);
    if (at + 9 + 2 * count > view.byteLength) return false;
    visit(view.getUint32(at), view.getUint32(at + 4), at + 9, count);
    at += 9 + 2 * count;
  }
  return true;
}

/** One published article as the hub's "Eigenständigkeit" check compares drafts with it (built at build time): its sentences' sketches, encoded. */
export type PublishedFingerprints = { slug: string; title: string; fingerprints: string };

/** A text the draft is compared with: a published article or another draft. */
export type FingerprintSource = {
  /** What the message names: the title. */
  label: string;
  fingerprints: readonly SentenceSketch[];
};

/**
 * Every compared text's sentences in sorted typed arrays, so a draft's sentences are looked up by binary
 * search: no set to build per analysis, and cheap to send to the analysis worker. `prints`/`owners`: every
 * exact and near-copy print with its text; `concepts`: each sentence's concepts one after another, from
 * `starts[i]` to `starts[i + 1]`, its text `sentenceOwners[i]`; `postings`/`postingSentences`: every concept
 * with the sentence it is in, sorted by concept.
 */
export type FingerprintCorpus = {
  labels: string[];
  prints: Uint32Array;
  owners: Uint32Array;
  concepts: Uint16Array;
  starts: Uint32Array;
  sentenceOwners: Uint32Array;
  postings: Uint16Array;
  postingSentences: Uint32Array;
  /** A text of the corpus the comparison leaves out (withoutText): the draft's own published article. */
  excluded?: ExcludedText;
};

/** A text left out of a comparison, with how many of its sentences hold each of its concepts. */
type ExcludedText = { owner: number; concepts: ReadonlyMap<number, number> };

/** Texts a corpus can hold: a print and its text are sorted as one number, the text in the low 21 bits. */
const OWNER_BITS = 2 ** 21;
/** A concept and its sentence sorted as one number, the sentence in the low 32 bits. */
const SENTENCE_BITS = 2 ** 32;

/**
 * The corpus of `sources`. The pairs to sort (print and text, concept and sentence) are packed into one
 * number each and sorted as a Float64Array, natively: at a thousand published articles, sorting arrays
 * of pairs with a comparison function took most of a second of every publication's check.
 */
export function buildCorpus(sources: readonly FingerprintSource[]): FingerprintCorpus {
  if (sources.length > OWNER_BITS) throw new Error(`buildCorpus: more than ${OWNER_BITS} texts`);
  const pairs: number[] = [];
  const concepts: number[] = [];
  const starts: number[] = [0];
  const sentenceOwners: number[] = [];
  const posting: number[] = [];
  sources.forEach((source, owner) => {
    const prints = new Set<number>();
    for (const sketch of source.fingerprints) {
      for (const print of sketch.prints) prints.add(print >>> 0);
      if (sketch.concepts.length === 0) continue;
      const sentence = sentenceOwners.length;
      sentenceOwners.push(owner);
      for (const concept of sketch.concepts) {
        concepts.push(concept);
        posting.push(concept * SENTENCE_BITS + sentence);
      }
      starts.push(concepts.length);
    }
    for (const print of prints) pairs.push(print * OWNER_BITS + owner);
  });
  return sortedCorpus(
    sources.map((source) => source.label),
    new Float64Array(pairs),
    new Uint16Array(concepts),
    new Uint32Array(starts),
    new Uint32Array(sentenceOwners),
    new Float64Array(posting),
  );
}

/**
 * The corpus of published articles straight from their encoded sketches (the file the build writes), the same
 * as buildCorpus of the decoded ones (a text that cannot be decoded has none), without a million sentence
 * objects on the way: the bytes are read twice, once to size the arrays and once to fill them. At 10,000
 * articles this is what the editor mode's publish check keeps.
 */
export function buildEncodedCorpus(texts: readonly PublishedFingerprints[]): FingerprintCorpus {
  if (texts.length > OWNER_BITS) throw new Error(`buildEncodedCorpus: more than ${OWNER_BITS} texts`);
  let printSlots = 0;
  let conceptSlots = 0;
  let sentences = 0;
  // Sized while checked: a text whose bytes end inside a sentence counts as empty.
  const decoded = texts.map((text) => {
    const bytes = sketchBytes(text.fingerprints);
    const size = { prints: 0, concepts: 0, sentences: 0 };
    const whole =
      bytes !== null &&
      walkSketches(bytes, (_exact, loose, _at, count) => {
        size.prints += loose === 0 ? 1 : 2;
        if (count === 0) return;
        size.sentences++;
        size.concepts += count;
      });
    if (!whole) return new Uint8Array(0);
    printSlots += size.prints;
    conceptSlots += size.concepts;
    sentences += size.sentences;
    return bytes;
  });
  const pairs = new Float64Array(printSlots);
  const concepts = new Uint16Array(conceptSlots);
  const posting = new Float64Array(conceptSlots);
  const starts = new Uint32Array(sentences + 1);
  const sentenceOwners = new Uint32Array(sentences);
  let pairCount = 0;
  let conceptCount = 0;
  let sentence = 0;
  decoded.forEach((bytes, owner) => {
    const prints = new Set<number>();
    walkSketches(bytes, (exact, loose, at, count) => {
      prints.add(exact);
      if (loose !== 0) prints.add(loose);
      if (count === 0) return;
      sentenceOwners[sentence] = owner;
      for (let index = 0; index < count; index++) {
        const concept = (bytes[at + 2 * index]! << 8) | bytes[at + 2 * index + 1]!;
        concepts[conceptCount] = concept;
        posting[conceptCount++] = concept * SENTENCE_BITS + sentence;
      }
      starts[++sentence] = conceptCount;
    });
    for (const print of prints) pairs[pairCount++] = print * OWNER_BITS + owner;
  });
  return sortedCorpus(
    texts.map((text) => text.title),
    pairs.subarray(0, pairCount),
    concepts,
    starts,
    sentenceOwners,
    posting,
  );
}

/** A corpus from its packed pairs (print and text, concept and sentence), sorted in place. */
function sortedCorpus(
  labels: string[],
  pairs: Float64Array,
  concepts: Uint16Array,
  starts: Uint32Array,
  sentenceOwners: Uint32Array,
  posting: Float64Array,
): FingerprintCorpus {
  const [prints, owners] = sortedUnpacked(pairs, OWNER_BITS, new Uint32Array(pairs.length));
  const [postings, postingSentences] = sortedUnpacked(posting, SENTENCE_BITS, new Uint16Array(posting.length));
  return { labels, prints, owners, concepts, starts, sentenceOwners, postings, postingSentences };
}

/**
 * The corpus as a comparison sees it with text `owner` left out: the same arrays, no copy. A draft compared with
 * this finds what it would find in a corpus built without that text, down to which concepts count as common
 * (their sentences are counted without the text's own), so a corpus of every published article is built once
 * and serves every draft, a revision of one of them too.
 */
export function withoutText(corpus: FingerprintCorpus, owner: number): FingerprintCorpus {
  const concepts = new Map<number, number>();
  // The text's sentences are one run: sentences are numbered text after text.
  for (let sentence = lowerBound(corpus.sentenceOwners, owner); corpus.sentenceOwners[sentence] === owner; sentence++) {
    for (let index = corpus.starts[sentence]!; index < corpus.starts[sentence + 1]!; index++) {
      const concept = corpus.concepts[index]!;
      concepts.set(concept, (concepts.get(concept) ?? 0) + 1);
    }
  }
  return { ...corpus, excluded: { owner, concepts } };
}

/** Numbers packed as `high * base + low`, sorted, and split into `high` and a new array of the lows. */
function sortedUnpacked<High extends Uint16Array | Uint32Array>(
  packed: Float64Array,
  base: number,
  high: High,
): [High, Uint32Array] {
  const sorted = packed.sort();
  const low = new Uint32Array(sorted.length);
  for (let index = 0; index < sorted.length; index++) {
    const value = sorted[index]!;
    high[index] = Math.floor(value / base);
    low[index] = value % base;
  }
  return [high, low];
}

/** First index whose value is ≥ `value`. */
function lowerBound(values: Uint32Array | Uint16Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type SharedSentences = {
  /** Sentences long enough to count. */
  counted: number;
  /** Of those, how many another text has too. */
  shared: number;
  /** The text that shares the most, with how many. */
  top?: { label: string; shared: number };
  /** How many texts share at least one sentence. */
  texts: number;
  /** The longest run of the draft's sentences that follows one text in other words (docs/decisions/0066). */
  passage?: { label: string; sentences: number };
};

/** A draft's passage of this many sentences, its concepts taken together … */
const PASSAGE_WINDOW = 3;
/** … is compared with this many neighbouring sentences of a text, in any order … */
const PASSAGE_REACH = 2;
/** … and follows it when it shares half of its concepts with them, and at least this many. */
const PASSAGE_SHARE = 0.6;
const PASSAGE_SHARED = 8;
/**
 * This many neighbouring sentences that follow one text, at least `PASSAGE_REWORDED` of them in other words (not
 * exact or near copies), are a passage reworded from it (a run of copied sentences the share counts already).
 */
export const PASSAGE_SENTENCES = 7;
const PASSAGE_REWORDED = 3;

/** Sorted unique concepts of several sentences. */
function unionOf(lists: readonly (readonly number[] | Uint16Array)[]): number[] {
  const set = new Set<number>();
  for (const list of lists) for (const concept of list) set.add(concept);
  return [...set].sort((a, b) => a - b);
}

/**
 * The texts each window of the draft's sentences follows in other words (docs/decisions/0066): the concepts of
 * three neighbouring sentences taken together, against those of up to five neighbouring sentences of a text, in
 * any order. A sentence-by-sentence paraphrase shares few concepts per sentence (the words are new) but keeps
 * the passage's: what it speaks of, in what company.
 */
function passagesIn(sentences: readonly SentenceSketch[], corpus: FingerprintCorpus): Set<number>[] {
  const followed = sentences.map(() => new Set<number>());
  if (corpus.postings.length === 0) return followed;
  const conceptsAt = (sentence: number) => corpus.concepts.subarray(corpus.starts[sentence]!, corpus.starts[sentence + 1]!);
  for (let start = 0; start + PASSAGE_WINDOW <= sentences.length; start++) {
    const window = unionOf(sentences.slice(start, start + PASSAGE_WINDOW).map((sketch) => sketch.concepts));
    if (window.length < PASSAGE_SHARED) continue;
    const hits = new Map<number, number>();
    for (const concept of window) {
      const from = lowerBound(corpus.postings, concept);
      const to = lowerBound(corpus.postings, concept + 1);
      if (to - from - (corpus.excluded?.concepts.get(concept) ?? 0) > COMMON_CONCEPT) continue;
      for (let index = from; index < to; index++) {
        const sentence = corpus.postingSentences[index]!;
        hits.set(sentence, (hits.get(sentence) ?? 0) + 1);
      }
    }
    const mine = new Set(window);
    const owners = new Set<number>();
    for (const [sentence, count] of hits) {
      if (count < 2) continue;
      const owner = corpus.sentenceOwners[sentence]!;
      if (owners.has(owner) || owner === corpus.excluded?.owner) continue;
      const around: Uint16Array[] = [];
      for (let other = sentence - PASSAGE_REACH; other <= sentence + PASSAGE_REACH; other++)
        if (other >= 0 && other < corpus.sentenceOwners.length && corpus.sentenceOwners[other] === owner)
          around.push(conceptsAt(other));
      let shared = 0;
      for (const concept of unionOf(around)) if (mine.has(concept)) shared++;
      if (shared >= PASSAGE_SHARED && shared / window.length >= PASSAGE_SHARE) owners.add(owner);
    }
    for (let index = start; index < start + PASSAGE_WINDOW; index++) for (const owner of owners) followed[index]!.add(owner);
  }
  return followed;
}

/** A concept in more sentences than this says little (a word every text uses): it finds no candidates. */
const COMMON_CONCEPT = 2000;

/** The texts that hold a sentence in other words: its concepts shared with one of theirs, half and at least four. */
function paraphrasedIn(concepts: readonly number[], corpus: FingerprintCorpus, owners: Set<number>): void {
  if (concepts.length < MIN_CONCEPTS || corpus.postings.length === 0) return;
  const candidates = new Set<number>();
  for (const concept of concepts) {
    const from = lowerBound(corpus.postings, concept);
    const to = lowerBound(corpus.postings, concept + 1);
    if (to - from - (corpus.excluded?.concepts.get(concept) ?? 0) > COMMON_CONCEPT) continue;
    for (let index = from; index < to; index++) candidates.add(corpus.postingSentences[index]!);
  }
  for (const sentence of candidates) {
    const owner = corpus.sentenceOwners[sentence]!;
    if (owners.has(owner) || owner === corpus.excluded?.owner) continue;
    const start = corpus.starts[sentence]!;
    const end = corpus.starts[sentence + 1]!;
    let shared = 0;
    for (let index = start, own = 0; index < end && own < concepts.length;) {
      const theirs = corpus.concepts[index]!;
      const mine = concepts[own]!;
      if (theirs === mine) {
        shared++;
        index++;
        own++;
      } else if (theirs < mine) index++;
      else own++;
    }
    const union = concepts.length + (end - start) - shared;
    if (shared >= PARAPHRASE_SHARED && shared / union >= PARAPHRASE_SHARE) owners.add(owner);
  }
}

/**
 * How many of a draft's counted sentences stand in the corpus too — exactly, as near copies or in other words —
 * and where most of them stand.
 */
export function sharedSentences(sentences: readonly SentenceSketch[], corpus: FingerprintCorpus): SharedSentences {
  const perOwner = new Map<number, number>();
  let shared = 0;
  let counted = 0;
  const seen = new Set<number>();
  const withConcepts = sentences.filter((sketch) => sketch.concepts.length > 0);
  const followed = new Map(zip(withConcepts, passagesIn(withConcepts, corpus)));
  /** The sentences another text has exactly or as a near copy. */
  const copied = new Set<SentenceSketch>();
  for (const sketch of sentences) {
    const [exact] = sketch.prints;
    if (exact === undefined || seen.has(exact)) continue;
    seen.add(exact);
    counted++;
    const owners = new Set<number>();
    for (const print of sketch.prints) {
      let index = lowerBound(corpus.prints, print >>> 0);
      for (; index < corpus.prints.length && corpus.prints[index] === print >>> 0; index++)
        if (corpus.owners[index] !== corpus.excluded?.owner) owners.add(corpus.owners[index]!);
    }
    if (owners.size > 0) copied.add(sketch);
    paraphrasedIn(sketch.concepts, corpus, owners);
    if (owners.size === 0) continue;
    shared++;
    for (const owner of owners) perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
  }
  let top: SharedSentences["top"];
  for (const [owner, count] of perOwner)
    if (!top || count > top.shared) top = { label: corpus.labels[owner] ?? "", shared: count };
  const passage = longestPassage(
    withConcepts.map((sketch) => ({ owners: followed.get(sketch)!, copied: copied.has(sketch) })),
    corpus.labels,
  );
  return { counted, shared, texts: perOwner.size, ...(top ? { top } : {}), ...(passage ? { passage } : {}) };
}

const zip = <A, B>(left: readonly A[], right: readonly B[]): [A, B][] => left.map((item, index) => [item, right[index]!]);

/** The longest run of neighbouring sentences that follow one text, if it is a reworded passage. */
function longestPassage(
  followed: readonly { owners: ReadonlySet<number>; copied: boolean }[],
  labels: readonly string[],
): SharedSentences["passage"] {
  let best: { owner: number; sentences: number } | undefined;
  const runs = new Map<number, { sentences: number; copied: number }>();
  for (const { owners, copied } of followed) {
    for (const owner of [...runs.keys()]) if (!owners.has(owner)) runs.delete(owner);
    for (const owner of owners) {
      const run = runs.get(owner) ?? { sentences: 0, copied: 0 };
      run.sentences++;
      if (copied) run.copied++;
      runs.set(owner, run);
      if (
        run.sentences >= PASSAGE_SENTENCES &&
        run.sentences - run.copied >= PASSAGE_REWORDED &&
        (!best || run.sentences > best.sentences)
      )
        best = { owner, sentences: run.sentences };
    }
  }
  return best ? { label: labels[best.owner] ?? "", sentences: best.sentences } : undefined;
}

/** A sentence the text repeats: how often it stands there, and the sentence (its first occurrence). */
export type Repetition = { repeats: number; counted: number; top?: { sentence: string; times: number } };

/**
 * The sentences a text says more than once, exactly or as a near copy: fifteen copies of one sentence pushed
 * into a draft are keyword stuffing however they are spread (docs/decisions/0040). A lead-in that ends in a colon
 * ("Fragen, die dieser Abschnitt beantworten muss:") introduces the list after it, like a label; it may open every
 * section of an outline.
 */
export function repeatedSentences(sentences: readonly string[]): Repetition {
  const times = new Map<number, { sentence: string; times: number }>();
  const byLoose = new Map<number, number>();
  let counted = 0;
  let repeats = 0;
  for (const sentence of sentences) {
    if (sentence.trimEnd().endsWith(":")) continue;
    const [exact, loose] = sentenceSketch(sentence)?.prints ?? [];
    if (exact === undefined) continue;
    counted++;
    const key = times.has(exact) ? exact : loose !== undefined && byLoose.has(loose) ? byLoose.get(loose)! : exact;
    const entry = times.get(key);
    if (entry) {
      entry.times++;
      repeats++;
    } else {
      times.set(key, { sentence, times: 1 });
      if (loose !== undefined) byLoose.set(loose, key);
    }
  }
  let top: Repetition["top"];
  for (const entry of times.values()) if (entry.times > 1 && (!top || entry.times > top.times)) top = entry;
  return { repeats, counted, ...(top ? { top } : {}) };
}
