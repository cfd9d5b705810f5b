// The names of the draft analysis's checks and its colours: the analysis (app/features/hub/analysis) computes
// them, the copy (app/features/hub/copy/analysis.ts) words them.

/** A check's colour: green, orange, red. */
export type Rating = "good" | "ok" | "bad";

export const seoCheckIds = [
  "keyphraseLength",
  "keyphraseDensity",
  "keyphraseInIntroduction",
  "keyphraseInSubheadings",
  "keyphraseInTitle",
  "keyphraseInSlug",
  "keyphraseInMetaDescription",
  "metaDescriptionLength",
  "titleWidth",
  "textLength",
  "internalLinks",
  "outboundLinks",
  "previouslyUsedKeyphrase",
  "singleH1",
  "topicCoverage",
  "originality",
] as const;
export type SeoCheckId = (typeof seoCheckIds)[number];

export const readabilityCheckIds = [
  "sentenceLength",
  "paragraphLength",
  "subheadingDistribution",
  "passiveVoice",
  "transitionWords",
  "sentenceBeginnings",
  "fleschReadingEase",
] as const;
export type ReadabilityCheckId = (typeof readabilityCheckIds)[number];
