// The floor below content and lib: plain types and constants the public pages, the article build and
// the hub share. Loaded by react-router.config.ts and vite.config.ts too: no imports here.

/**
 * The article categories, one row each, in the order the site lists them. A new category is a row here plus its
 * names (app/content/categories.ts), its template copy (app/features/hub/copy/generator.ts) and its briefs; every
 * other table follows from this one. A key is also the category's address, /ratgeber/kategorie/<key>: keys keep the
 * form they were first published under (README, "Map of the code": categories), whatever their language.
 *   generator:  the hub's generator offers it, with a template of its own;
 *   topicLists: the hub's topic lists (app/domain/topics.ts) it offers, in select order;
 *   schedule:   the plan's category (app/domain/hub.ts) an article of it is counted under;
 *   parts:      its template's parts in order (their headings are copy, app/features/hub/copy/generator.ts);
 *   minWords:   the shortest draft its template accepts.
 */
export const categoryTable = {
  guides: {
    generator: true,
    topicLists: ["authentizitaet", "investment"],
    schedule: "guides",
    parts: ["opening", "steps", "details", "mistakes", "conclusion"],
    minWords: 800,
  },
  reviews: {
    generator: true,
    topicLists: ["saisonal", "authentizitaet"],
    schedule: "reviews",
    parts: ["opening", "details", "prosCons", "conclusion"],
    minWords: 600,
  },
  lokal: {
    generator: true,
    topicLists: ["wien-lokal", "saisonal"],
    schedule: "lokal",
    parts: ["opening", "details", "local", "conclusion"],
    minWords: 1000,
  },
  /** A custom topic generated without a category is filed under "allgemein": the brief's own sections only. */
  allgemein: {
    generator: false,
    topicLists: [],
    schedule: "guides",
    parts: ["opening", "details", "conclusion"],
    minWords: 600,
  },
} as const satisfies Record<
  string,
  { generator: boolean; topicLists: readonly string[]; schedule: string; parts: readonly string[]; minWords: number }
>;

/**
 * What a topic is, one row each, and how its template differs from its category's: a part it gets in place of
 * another, or none (null). A brief names its kind (app/features/hub/copy/briefs/<list>/<topic>.yaml, `kind`).
 * A review's strengths and limits weigh a thing or a way of doing something, never a date, an event or a place
 * (docs/decisions/0052): an occasion leaves them out, a place gets its local section instead.
 *   product:  a thing a collector buys or keeps (a figure, an edition, a fake);
 *   method:   a way of doing something (a check, storing, selling, ordering);
 *   occasion: a date or an event (Christmas, Black Friday, the start of school);
 *   place:    a place (a street, a market, a city).
 */
export const topicKindTable = {
  product: { instead: {} },
  method: { instead: {} },
  occasion: { instead: { prosCons: null } },
  place: { instead: { prosCons: "local" } },
} as const satisfies Record<string, { instead: Readonly<Record<string, string | null>> }>;

export type TopicKind = keyof typeof topicKindTable;
export const topicKinds = Object.keys(topicKindTable) as readonly TopicKind[];

/** The part a topic of this kind gets where its category's template names `part`: the same, another, or none. */
export function partForKind<P extends string>(part: P, kind: TopicKind): P | null {
  const instead: Readonly<Record<string, string | null>> = topicKindTable[kind].instead;
  return part in instead ? (instead[part] as P | null) : part;
}

/** The parts of a category's template a topic of this kind gets, in order, each once. */
export function partsOf<C extends ArticleCategory>(category: C, kind: TopicKind): readonly Table[C]["parts"][number][] {
  const parts = categoryTable[category].parts.map((part) => partForKind(part, kind));
  return [...new Set(parts.filter((part) => part !== null))];
}

type Table = typeof categoryTable;

/** The categories an article file may name. */
export type ArticleCategory = keyof Table;
export const articleCategories = Object.keys(categoryTable) as readonly ArticleCategory[];

/** Categories an editor can pick in the generator; each has a template. */
export type HubCategory = { [K in ArticleCategory]: Table[K]["generator"] extends true ? K : never }[ArticleCategory];
export const hubCategories = articleCategories.filter((category) => categoryTable[category].generator) as readonly HubCategory[];

/** The category without a template of its own. */
export const GENERAL_CATEGORY = "allgemein" satisfies ArticleCategory;
