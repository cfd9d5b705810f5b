import { siteWords } from "./copy/collector-words.ts";
import { type ExcerptPart, buildExcerpt } from "./excerpt.ts";

/** The part of a Pagefind result's data the page reads (pagefind.js `result.data()`). */
export type PagefindFragment = {
  url: string;
  /** The page's indexed text, plain (no markup). */
  content: string;
  meta: Record<string, string | undefined>;
  /** Word positions of the matches in `content`. */
  locations?: readonly number[];
  /** The page's parts under a heading with an id, each with the matches it holds. */
  sub_results?: readonly { url: string; title: string; locations?: readonly number[] }[];
  /** Every element with an id, where it starts (a word position) and its text. */
  anchors?: readonly { element: string; id: string; text?: string; location: number }[];
};

/** Pages whose hits open the part that matched (the catalogue: the series), not the page's top. */
export const ANCHORED_PAGES: readonly string[] = ["/serien"];

export type SearchHit = {
  /** A path of this site, e.g. "/serien" or "/#faq". */
  url: string;
  title: string;
  /** The section or category the page belongs to ("Ratgeber · Lokales", "Startseite"). */
  section: string;
  excerpt: ExcerptPart[];
};

const ORIGIN = "http://site.invalid";

/**
 * A path on this site from a result URL: the origin dropped, no trailing slash (the site's one
 * address per page, so a hit never links to a redirect). Anything that is not a web address of
 * this kind becomes the home page.
 */
export function sitePath(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, ORIGIN);
  } catch {
    return "/";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "/";
  const path = parsed.pathname.replace(/\/+$/, "") || "/";
  return path + parsed.hash;
}

/** A result as a hit for the words it matched (docs/decisions/0063 `readHit`). */
export function toSearchHit(fragment: PagefindFragment): SearchHit {
  const words = fragment.content.split(/[^\S\uFEFF]+/);
  const matched = [...new Set((fragment.locations ?? []).flatMap((location) => (words[location] ? [words[location]] : [])))];
  return readHit(fragment, matched).hit;
}

/**
 * A word as the relevance check compares it: lower case, accents dropped, ae/oe/ue read as a/o/u and ß as ss
 * (as the index folds them), letters and digits only.
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/([aou])e/g, "$1")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * Whether a word of the page answers a searched word: they share at least half of the searched word's
 * beginning ("Fälschungen" – "Fälschung", "Boxen" – "Box", "Labubus" – "Labubu-Serien"). Pagefind answers a
 * word it does not hold with the longest beginning it does hold, down to one letter: "Zimomo", a figure the
 * site does not cover, came back as the "z" of "z. B.".
 */
export function answersWord(searched: string, found: string): boolean {
  const a = foldWord(searched);
  if (!a) return false;
  // "Acryl-Vitrine" answers "Vitrine" as well as "Acryl".
  const parts = found.split("-");
  return [found, ...(parts.length > 1 ? parts : [])].some((word) => {
    const b = foldWord(word);
    if (!b) return false;
    let shared = 0;
    while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
    // Two letters in common are not an answer unless one word is the other's beginning: "Box" answers "Boxen",
    // "haben" does not answer "have", nor "sechs" "seat".
    return shared >= Math.ceil(a.length / 2) && (shared >= 4 || shared === a.length || shared === b.length);
  });
}

/** A collector's word, folded → the site's word it stands for ("kostet" → "Preis"); the search asks for the site's word. */
export const siteWordOf: ReadonlyMap<string, string> = new Map(
  siteWords.flatMap(({ say, site }) => say.map((word) => [foldWord(word), site] as const)),
);

/**
 * Whether a title's word names a searched word: it answers it, or it is a collector's word for it — the FAQ's "Wie
 * viel kostet …?" names "Preis", which the query "price labubu austria" is asked as.
 */
function namesWord(searched: string, found: string): boolean {
  if (answersWord(searched, found)) return true;
  const site = siteWordOf.get(foldWord(found));
  return site !== undefined && foldWord(site) === foldWord(searched);
}

/** Whether a hit holds an answer to every searched word among its matched words. */
export function answersQuery(query: string, fragment: PagefindFragment): boolean {
  const words = fragment.content.split(/[^\S\uFEFF]+/);
  const found = (fragment.locations ?? []).flatMap((location) => (words[location] === undefined ? [] : [words[location]]));
  return query
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .every((searched) => found.some((word) => answersWord(searched, word)));
}

/** Elements whose id names a part of a page a hit can open: headings, a catalogue row, a check step's title. */
const PART_ELEMENTS = new Set(["h2", "h3", "h4", "dt", "span"]);
const HEADINGS = new Set(["h2", "h3", "h4"]);
/** A part opens when it holds at least 1 / PART_SHARE of the page's matches: spread matches open the page. */
const PART_SHARE = 1.5;
/** A part whose heading names a searched word opens when it holds at least this share of the matches. */
const HEADING_SHARE = 1 / 3;
const WORDS = /[^\S\uFEFF]+/;

type Part = { id: string; element: string; title: string; own: string; start: number; end: number };

/** A landing section's questions: the FAQ's summaries, each with an id. */
const QUESTION_ELEMENTS = new Set(["summary"]);

/** A page's parts, in order: each from its anchor to the next. React's generated ids ("_R_1_") are not addresses. */
function partsOf(fragment: PagefindFragment, total: number, pageTitle: string, elements = PART_ELEMENTS): Part[] {
  const anchors = (fragment.anchors ?? [])
    .filter((anchor) => elements.has(anchor.element) && anchor.id && !anchor.id.startsWith("_") && anchor.location > 1)
    .sort((a, b) => a.location - b.location);
  const parts: Part[] = [];
  let heading = pageTitle;
  for (const [index, anchor] of anchors.entries()) {
    const text = (anchor.text ?? "").replace(/\s+/g, " ").trim();
    const isHeading = HEADINGS.has(anchor.element);
    if (isHeading) heading = text || heading;
    // A check step's title reads "1. Zähne"; its hit is titled "Ist meine Labubu echt? · Zähne".
    const own = text.replace(/^\d+\.\s*/, "");
    parts.push({
      id: anchor.id,
      element: anchor.element,
      title: isHeading ? text : own ? `${heading} · ${own}` : heading,
      own: isHeading ? text : own,
      start: anchor.location,
      end: anchors[index + 1]?.location ?? total,
    });
  }
  return parts.filter((part) => part.end > part.start);
}

/** Where a page's title ends in its text (the text repeats it at the top, after a label such as "Serienkatalog."). */
function titleEnd(words: readonly string[], title: string): number {
  const wanted = title.split(WORDS).map(foldWord).filter(Boolean);
  if (!wanted.length) return 0;
  const limit = Math.min(words.length, 12 + wanted.length);
  for (let start = 0; start + wanted.length <= limit; start++) {
    if (wanted.every((word, offset) => foldWord(words[start + offset] ?? "") === word)) return start + wanted.length;
  }
  return 0;
}

export type ReadHit = {
  hit: SearchHit;
  /** Which of the searched words the hit answers (by index). */
  answered: ReadonlySet<number>;
  /** Which of them its title answers. */
  inTitle: ReadonlySet<number>;
  /** Whether the words it answers stand together, within NEAR_WORDS of each other, somewhere in it. */
  near: boolean;
};

const NEAR_WORDS = 10;

type Match = { location: number; answers: readonly number[] };

/**
 * Where every answered typed word first has a match within one window of NEAR_WORDS words, or null. `slots` maps
 * each searched word to the typed word it stands for: "kostet" and "Preis" both stand for "kostet", and the FAQ's
 * "Wie viel kostet eine Labubu in Österreich?" holds the query together without "Preis".
 */
function togetherAt(matches: readonly Match[], answered: ReadonlySet<number>, slots: readonly number[]): number | null {
  const wanted = new Set([...answered].map((index) => slots[index] ?? index));
  if (wanted.size < 2) return null;
  for (const { location } of [...matches].sort((a, b) => a.location - b.location)) {
    const inside = new Set(
      matches
        .filter((match) => match.location >= location && match.location < location + NEAR_WORDS)
        .flatMap((match) => match.answers.map((index) => slots[index] ?? index)),
    );
    if ([...wanted].every((slot) => inside.has(slot))) return location;
  }
  return null;
}

/**
 * Whether a landing section's question is the one a query asks: it names at least two typed words and names, or
 * holds with its answer, every typed word the section answers ("wie viel kostet eine Labubu in Österreich" → "Wie
 * viel kostet eine Labubu in Österreich?", not the question about the shop that also names Österreich).
 */
function asksQuestion(
  part: Part,
  answers: ReadonlySet<number>,
  answered: ReadonlySet<number>,
  slots: readonly number[],
  titled: (title: string) => Set<number>,
): boolean {
  const slotsOf = (indexes: Iterable<number>) => new Set([...indexes].map((index) => slots[index] ?? index));
  const inPart = slotsOf(answers);
  const named = slotsOf(titled(part.own));
  const wanted = [...slotsOf(answered)];
  return named.size >= 2 && (wanted.every((slot) => named.has(slot)) || wanted.every((slot) => inPart.has(slot)));
}

/**
 * Whether a part answers a query of several words as that part (docs/decisions/0091): the words the page's title
 * does not answer — what the query asks of the page — all stand in the part, and its heading names one of them or
 * it holds most of their matches ("was tun, wenn ich eine Fälschung gekauft habe" opens "Was tun, wenn Sie eine
 * Fälschung gekauft haben?" though "Fälschung" stands all over the article).
 */
function answersAsPart(
  part: Part,
  body: readonly Match[],
  answered: ReadonlySet<number>,
  pageInTitle: ReadonlySet<number>,
  titled: (title: string) => Set<number>,
): boolean {
  if (answered.size < 2) return false;
  const asked = [...answered].filter((index) => !pageInTitle.has(index));
  const inPart = (match: Match) => match.location >= part.start && match.location < part.end;
  const held = new Set(body.filter(inPart).flatMap((match) => match.answers));
  if (!asked.length || !asked.every((index) => held.has(index))) return false;
  const heading = titled(part.own);
  if (asked.every((index) => heading.has(index))) return true;
  const ofAsked = body.filter((match) => match.answers.some((index) => asked.includes(index)));
  const share = ofAsked.filter(inPart).length / ofAsked.length;
  if (share * PART_SHARE >= 1) return true;
  // A heading that names some of them opens a part that holds a good share of their matches — not a table's
  // caption on a page whose every paragraph names the words ("Secret-Figur Chance" opens the set calculator).
  if (share < HEADING_SHARE) return false;
  if (asked.some((index) => heading.has(index))) return true;
  // A heading that names a word the page's title names too opens its part when the part holds every word:
  // "Paket … Zoll" opens "Aus dem Ausland bestellen: Steuer und Zoll", though the title names "Zoll".
  return heading.size > 0 && [...answered].every((index) => held.has(index));
}

/**
 * A result as a hit for the searched words (docs/decisions/0063): the whole page when its title answers what
 * it answers or the matches are spread over it; the part that holds them otherwise — an article's section, a
 * series or its secret figure in the catalogue (which always opens a series), a step of the check. The
 * excerpt comes from that part and never repeats the page's title.
 */
export function readHit(
  fragment: PagefindFragment,
  searched: readonly string[],
  slots: readonly number[] = searched.map((_, index) => index),
): ReadHit {
  const words = fragment.content.split(WORDS);
  const page = sitePath(fragment.url);
  const pageTitle = fragment.meta.title?.trim() || page;
  const section = fragment.meta.section?.trim() ?? "";
  const lead = titleEnd(words, pageTitle);
  const matches = [...new Set(fragment.locations ?? [])]
    .filter((location) => Number.isInteger(location) && location >= 0 && location < words.length)
    .map((location) => ({
      location,
      answers: searched.flatMap((word, index) => (answersWord(word, words[location]!) ? [index] : [])),
    }))
    .filter((match) => match.answers.length > 0);
  const answered = new Set(matches.flatMap((match) => match.answers));
  const titled = (title: string) => {
    const titleWords = title.split(WORDS);
    return new Set(searched.flatMap((word, index) => (titleWords.some((found) => namesWord(word, found)) ? [index] : [])));
  };
  const pageInTitle = titled(pageTitle);
  const body = matches.filter((match) => match.location >= lead);

  let chosen: { part: Part; answers: Set<number>; named: number; count: number } | null = null;
  // A landing section is a record of its own already: it opens as it is, at the question the query asks, if any.
  const landing = page.includes("#");
  for (const part of partsOf(fragment, words.length, pageTitle, landing ? QUESTION_ELEMENTS : PART_ELEMENTS)) {
    const inside = body.filter((match) => match.location >= part.start && match.location < part.end);
    const answers = new Set(inside.flatMap((match) => match.answers));
    if (!inside.length) continue;
    // More of the searched words first, then the part whose title names more of them — a row's title with its
    // series ("Have a Seat · Secret-Figur" for "secret have a seat") —, then the first: "Exciting Macaron" opens
    // the series, not its secret figure's row that names the series again.
    // A question: the one that names more of the words first.
    const named = titled(landing ? part.own : part.title).size;
    const better = landing
      ? !chosen || named > chosen.named || (named === chosen.named && answers.size > chosen.answers.size)
      : !chosen || answers.size > chosen.answers.size || (answers.size === chosen.answers.size && named > chosen.named);
    if (better) chosen = { part, answers, named, count: inside.length };
  }
  const anchored = ANCHORED_PAGES.includes(page);
  const titleAnswers = [...answered].every((index) => pageInTitle.has(index));
  // One word opens a part only where the part's own title names it ("Strasse" opens the Vienna article,
  // though its streets stand in one section).
  const specific = chosen !== null && (answered.size > 1 || titled(chosen.part.own).size > 0);
  const opensPart =
    chosen !== null &&
    !landing &&
    (anchored ||
      (specific && !titleAnswers && chosen.answers.size === answered.size && chosen.count * PART_SHARE >= body.length) ||
      answersAsPart(chosen.part, body, answered, pageInTitle, titled));
  // A question of the FAQ that names every typed word the section answers: the hit is titled and excerpted by it.
  const question =
    landing && chosen !== null && asksQuestion(chosen.part, chosen.answers, answered, slots, titled) ? chosen.part : null;
  const shownPart = opensPart ? chosen!.part : question;
  // A part's excerpt starts after its heading, as the page's starts after its title.
  const headingWords =
    shownPart && (HEADINGS.has(shownPart.element) || QUESTION_ELEMENTS.has(shownPart.element))
      ? shownPart.own.split(WORDS).length
      : 0;
  const from = shownPart ? shownPart.start + headingWords : lead;
  const to = shownPart ? shownPart.end : words.length;
  const inside = shownPart ? body.filter((match) => match.location >= from && match.location < to) : body;
  // The excerpt shows where the searched words stand together, when they do somewhere.
  const together = togetherAt(inside, answered, slots);
  const shown = (together === null ? inside : inside.filter((match) => match.location >= together)).map(
    (match) => match.location,
  );
  const title = opensPart ? chosen!.part.title : question ? `${pageTitle} · ${question.own}` : pageTitle;
  return {
    hit: {
      url: opensPart ? `${page.replace(/#.*$/, "")}#${chosen!.part.id}` : page,
      title,
      section,
      excerpt: buildExcerpt(fragment.content, shown, undefined, { from, to }),
    },
    answered,
    inTitle: titled(title),
    // A question that names the typed words holds them together, as its answer need not repeat them.
    near: question !== null || togetherAt(body, answered, slots) !== null,
  };
}
