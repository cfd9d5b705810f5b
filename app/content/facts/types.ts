/**
 * The shape of the sourced fact base. Plain data, no React: the landing page, the series catalogue, the
 * authenticity check and the hub's generator and topic briefs all read it. The types are inferred from the
 * data files' schemas (app/content/data/fact-schema.ts, series-schema.ts; docs/decisions/0042).
 */
export {
  confidences,
  lifespans,
  topicTags,
  type Confidence,
  type Fact,
  type FactTag,
  type Lifespan,
  type Source,
  type SourceRegistry,
  type TopicTag,
} from "../data/fact-schema.ts";

/** Structured values of a fact: numbers as numbers, dates as ISO strings, codes as strings. */
export type FactValues = Readonly<Record<string, number | string>>;

/** A series of the catalogue by its key, the name of its file in series/ ("big-into-energy"). */
export type SeriesKey = string;
