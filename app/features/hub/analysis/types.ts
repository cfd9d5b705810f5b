/** The analysis's result types: plain data that survives postMessage and JSON. */
import type { FingerprintCorpus } from "./fingerprints";

import { type Rating, type ReadabilityCheckId, readabilityCheckIds, type SeoCheckId, seoCheckIds } from "~/domain/analysis";

export { type Rating, type ReadabilityCheckId, readabilityCheckIds, type SeoCheckId, seoCheckIds };

export type CheckResult<Id extends string = SeoCheckId | ReadabilityCheckId> = {
  id: Id;
  rating: Rating;
  /** 0–9 (SEO checks can go negative: a very short text or keyword stuffing). */
  score: number;
  /** One German sentence: what is wrong (or right) and what to do. */
  message: string;
};

export type SeoResult = {
  /** 0–100. */
  score: number;
  band: Rating;
  checks: CheckResult<SeoCheckId>[];
};

export type ReadabilityResult = {
  band: Rating;
  /** Penalty points: red check 3, orange 2, green 0. */
  penalty: number;
  /** Amstad's German Flesch reading ease, 0–100, one decimal; null without sentences. */
  fleschReadingEase: number | null;
  checks: CheckResult<ReadabilityCheckId>[];
};

export type TextStats = {
  words: number;
  sentences: number;
  syllables: number;
  paragraphs: number;
  subheadings: number;
  passiveSentences: number;
  transitionSentences: number;
  longSentences: number;
};

/** One line of "Belegte Aussagen": a claim that is wrong (red), or the summary of those that are right (green). */
export type ClaimLine = { rating: Rating; message: string; sentence?: string; factId?: string };

export type ClaimsResult = {
  /** Red when any claim is unsupported, misquoted, contradicted, lacks its Stand or misdates a named day. */
  rating: Rating;
  /** Sentences (text and meta description) that state a number, date, price, legal rule or shop status. */
  claims: number;
  /** Of those, the ones that are the words of a fact or note (with their Stand where it is needed). */
  backed: number;
  /** Backed sentences that carry the Stand of a fact not re-confirmed or past its twelve months. */
  withStand: number;
  lines: ClaimLine[];
  /** The sentences with such a Stand, so the preview can mark them. */
  standSentences: string[];
  /** The facts the text states (in their words or in other words): their sources belong to the draft's. */
  factIds: string[];
};

export type DraftAnalysis = {
  seo: SeoResult;
  readability: ReadabilityResult;
  claims: ClaimsResult;
  stats: TextStats;
};

/** What is analysed: the six editable fields of a draft (related keywords do not enter any check). */
export type AnalysisInput = {
  title: string;
  slug: string;
  metaDescription: string;
  focusKeyphrase: string;
  content: string;
};

export type AnalysisOptions = {
  /** Focus keyphrases of the other drafts and published articles ("keyphrase used before"). */
  otherKeyphrases?: readonly string[];
  /**
   * How many other texts use the draft's keyphrase, counted by the caller instead of `otherKeyphrases` (wins over
   * it): the build measures every published article and counts each keyphrase once, not once per article.
   */
  keyphraseUses?: number;
  /** Origin of the site, so absolute links to it count as internal. */
  siteOrigin?: string;
  /** Hosts whose links are sponsored (rel="sponsored", like nofollow): the marketplace. */
  sponsoredHosts?: readonly string[];
  /**
   * The texts the draft must not copy ("Eigenständigkeit"): the published articles (but the one with
   * the draft's own slug) and the other drafts. Without it the check says it compared nothing.
   */
  corpus?: FingerprintCorpus;
  /** The draft's research notes: a claim may rest on one (docs/decisions/0035). */
  notes?: readonly { id: string; statement: string; asOf: string }[];
  /**
   * "YYYY-MM-DD": the day the claims are checked on; a current fact past its twelve months then needs its
   * Stand in the sentence. Without it only facts a re-check marked need it.
   */
  today?: string;
};
