/**
 * The shape of a topic brief: what one article is about and everything the offline generator writes it from.
 * The category template (app/features/hub/generator/templates.ts) decides the order and which of the category
 * parts (steps, mistakes, strengths and limits, the local section) a draft gets; the brief supplies the
 * topic's headings and the prose under them. Briefs are data files (<list>/<topic>.yaml); their types are
 * inferred from the schema (./brief-schema.ts, docs/decisions/0042).
 *
 * Prose never states a figure, date, price, legal rule or shop status in its own words: it names the fact
 * ({claim:…}), which the generator writes through the `FactKit`, recording the fact so its sources reach the
 * draft.
 */
export type { Item, ListPart, Prose, ProsConsPart, Section, TopicBrief } from "./brief-schema";

/**
 * The fact base as a brief's prose reaches it (docs/decisions/0035). A sentence that states a number, date,
 * price, legal rule or a shop's status is one of the fact's own sentences, taken whole: a brief never
 * splices a fact's value into words of its own. Every call records the fact, so its sources reach the draft.
 */
export type FactKit = {
  /**
   * The fact in its own words: its statement, or the wording of this name. Where the fact must be stated
   * with its Stand (a current fact not re-confirmed or past its twelve months), the first statement of the
   * fact in a draft carries "(Stand … – nicht neu bestätigt)" before its final stop (docs/decisions/0043).
   */
  claim(factId: string, wording?: string): string;
  /** A Markdown link to the fact's first source, its text the source's name ("[Kurier](…)"). */
  source(factId: string): string;
  /**
   * Records a historical fact a paragraph rests on without stating a figure, date, price, rule or status (a
   * design detail, a background). Refused for a current fact: it may expire, and only its own words can then
   * carry its Stand.
   */
  use(factId: string): void;
};
