/**
 * The shape of the sourced fact base. Plain data, no React: the landing page, the series
 * catalogue, the authenticity check and the hub's generator and topic briefs all read it.
 */

/** How sure we are: several independent reports or an official body / agreeing retail and fan sources / conflicting or single weak source. */
export type Confidence = "solid" | "medium" | "uncertain";

export type Source = {
  /** Publisher, short enough to show beside a figure: "CNN", "Watchlist Internet". */
  name: string;
  /** Title of the page, where it helps to tell two pages of one publisher apart. */
  title?: string;
  /** https URL of the page that states the fact. */
  url: string;
  /** ISO date (YYYY, YYYY-MM or YYYY-MM-DD) the page was published, where known. */
  published?: string;
};

export const seriesKeys = ["exciting-macaron", "have-a-seat", "big-into-energy", "pin-for-love", "wacky-mart"] as const;
export type SeriesKey = (typeof seriesKeys)[number];

export const topicTags = [
  "background",
  "authenticity",
  "teeth",
  "heart",
  "logo",
  "sole",
  "qr",
  "hologram",
  "uv",
  "packaging",
  "price",
  "safety",
  "market",
  "record",
  "series",
  "secret",
  "legal",
  "withdrawal",
  "import",
  "vat",
  "vienna",
  "shop",
  "fake-shop",
  "help",
  "care",
] as const;
export type TopicTag = (typeof topicTags)[number];

/** Topic tags let briefs select facts: a plain topic or one series. */
export type FactTag = TopicTag | `series:${SeriesKey}`;

/**
 * How a fact ages (docs/decisions/0022). "historical": it reports what happened or was settled at a date
 * (an event, a launch and its launch price, a record, a warning issued, a closed period's revenue, the
 * character's design, arithmetic, where a street lies) and never goes stale. "current": it states how
 * things are now (prices, where to buy, legal and tax rules, help services, what to check on a figure,
 * schedules, the newest series) and expires twelve months after its Stand.
 */
export const lifespans = ["historical", "current"] as const;
export type Lifespan = (typeof lifespans)[number];

/** Structured values of a fact: numbers as numbers, dates as ISO strings, codes as strings. */
export type FactValues = Readonly<Record<string, number | string>>;

export type Fact = {
  /** Stable id (kebab-case); briefs and tests refer to it. */
  id: string;
  /** A complete, neutral German sentence a generator can quote (Sie-form where it addresses the reader). */
  statement: string;
  /**
   * Further complete sentences that state this fact, each no more than its sources state (docs/decisions/0035). A
   * draft states a number, date, price, legal rule or a shop's status only in the fact's own words: one
   * sentence of its statement or one of these. Several wordings let drafts on different topics say it
   * differently; each one is written from the fact's values, like the statement.
   */
  wordings?: readonly string[];
  /**
   * Claims that contradict the fact and were written before (the customs threshold before July 2026): a
   * sentence that matches one is a contradiction the claim check names, whatever else it quotes.
   */
  contradictedBy?: readonly RegExp[];
  /** The figures the statement states; the statement is built from these through ~/utils/format. */
  values?: FactValues;
  sources: readonly Source[];
  lifespan: Lifespan;
  /**
   * ISO date (YYYY, YYYY-MM or YYYY-MM-DD). A current fact's "Stand": the publication date of the newest
   * dated source that states it. A historical fact may carry the date of its event here.
   */
  asOf?: string;
  /**
   * ISO day a current fact whose Stand was over twelve months old was re-checked without finding a newer
   * dated source: the pages then show "Stand … – nicht neu bestätigt" next to it.
   */
  notReconfirmed?: string;
  confidence: Confidence;
  tags: readonly FactTag[];
};

/** Builds a fact whose statement is written from its own values, so text and figures cannot drift apart. */
export function defineFact<V extends FactValues>(
  spec: Omit<Fact, "statement" | "values" | "wordings"> & {
    values: V;
    statement: (values: V) => string;
    wordings?: readonly string[] | ((values: V) => readonly string[]);
  },
): Fact & { values: V };
export function defineFact(spec: Fact): Fact;
export function defineFact(
  spec: Omit<Fact, "statement" | "wordings"> & {
    statement: string | ((values: FactValues) => string);
    wordings?: readonly string[] | ((values: FactValues) => readonly string[]);
  },
): Fact {
  const values = spec.values ?? {};
  const statement = typeof spec.statement === "function" ? spec.statement(values) : spec.statement;
  const wordings = typeof spec.wordings === "function" ? spec.wordings(values) : spec.wordings;
  const { wordings: _written, ...rest } = spec;
  return { ...rest, statement, ...(wordings ? { wordings } : {}) };
}
