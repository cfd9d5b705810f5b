/**
 * The shape of a topic brief: what one article is about and everything the offline generator writes
 * it from. The category template (app/features/hub/generator/templates.ts) decides the order and which of the
 * category parts (steps, mistakes, strengths and limits, the local section) a draft gets; the brief
 * supplies the topic's headings and the prose under them.
 *
 * Prose never states a figure, date, price, legal rule or shop status in its own words: it quotes the
 * fact through the `FactKit` the generator passes in, which also records the fact so its sources reach
 * the draft.
 */
import type { TopicListId } from "~/domain/topics";

/**
 * The fact base as a brief's prose reaches it (docs/decisions/0035). A sentence that states a number, date,
 * price, legal rule or a shop's status is one of the fact's own sentences, taken whole: a brief never
 * splices a fact's value into words of its own. Every call records the fact, so its sources reach the draft.
 */
export type FactKit = {
  /**
   * The fact in its own words: 0 is its statement, 1 and on its wordings. Where the fact must be stated
   * with its Stand (a current fact not re-confirmed or past its twelve months), each sentence carries
   * "(Stand … – nicht neu bestätigt)" before its final stop.
   */
  claim(factId: string, wording?: number): string;
  /** A Markdown link to the fact's first source, its text the source's name ("[Kurier](…)"). */
  source(factId: string): string;
  /**
   * Records a historical fact a sentence relies on without stating a figure, date, price, rule or status (a
   * design detail, a background); returns "". Refused for a current fact: it may expire, and only its own
   * words can then carry its Stand.
   */
  use(factId: string): string;
};

/** A paragraph (or a list item's text): fixed words, or words with figures from the fact base. */
export type Prose = string | ((facts: FactKit) => string);

/** A list item: a short bold label, then its sentence(s). */
export type Item = { label: string; text: Prose };

export type Section = { heading: string; paragraphs: readonly Prose[] };

/** A list part: a heading, one sentence that introduces the list, the items. */
export type ListPart = { heading: string; lead: Prose; items: readonly Item[] };

export type ProsConsPart = {
  heading: string;
  lead: Prose;
  /** The topic's own line before the strengths ("Für den Zahntest spricht:"), so no two reviews share it. */
  prosLead: string;
  pros: readonly Item[];
  /** The topic's own line before the limits. */
  consLead: string;
  cons: readonly Item[];
};

/** What every brief has, whatever its category. */
export type BriefCore = {
  /** The list topic this brief belongs to ("authentizitaet-1"). */
  topicId: string;
  /** One sentence: the question the article answers and the line it takes. */
  angle: string;
  /** 1–4 content words, unique across all briefs; the SEO title starts with it where natural. */
  focusKeyphrase: string;
  /** 2–4 related search terms that belong to the topic and occur in the text. */
  keywords: readonly string[];
  /** Ids of the facts the prose relies on. */
  facts: readonly string[];
  /** ≤ 600 px in the analysis's width estimate. */
  seoTitle: string;
  /** 121–156 characters, with the keyphrase. */
  metaDescription: Prose;
  /** Paragraphs before the first subheading; the first sentence holds the keyphrase. */
  intro: readonly Prose[];
  /** The topic's own sections, at least two; the template places them. */
  sections: readonly Section[];
  conclusion: Section;
};

/** Sammler-Guide: a numbered way to do it and the mistakes to avoid. */
export type GuideParts = { steps: ListPart; mistakes: ListPart };
/** Produkt-Review: what speaks for it and where it ends, without first-hand claims. */
export type ReviewParts = { prosCons: ProsConsPart };
/** Lokaler Inhalt: the topic in Vienna and Austria. */
export type LocalParts = { local: Section };

/** Each list's briefs carry the parts of every category that offers the list (a topic list can serve several categories). */
export type BriefOfList = {
  authentizitaet: BriefCore & GuideParts & ReviewParts;
  investment: BriefCore & GuideParts;
  "wien-lokal": BriefCore & LocalParts;
  saisonal: BriefCore & ReviewParts & LocalParts;
};

export type TopicBrief = BriefCore & Partial<GuideParts & ReviewParts & LocalParts>;

export type BriefList<L extends TopicListId> = readonly BriefOfList[L][];
