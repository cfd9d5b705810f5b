import { distinctSentences, repeatedSentences, sentenceSketch, sharedSentences } from "./fingerprints";
import { parseKeyphrase } from "./keyphrase";
import {
  checkFleschReadingEase,
  checkParagraphLength,
  checkPassiveVoice,
  checkSentenceBeginnings,
  checkSentenceLength,
  checkSubheadingDistribution,
  checkTransitionWords,
  countProse,
  fleschAmstad,
  noProseReason,
  penaltyOf,
  readabilityBand,
} from "./readability-checks";
import {
  checkInternalLinks,
  checkKeyphraseDensity,
  checkKeyphraseInIntroduction,
  checkKeyphraseInMetaDescription,
  checkKeyphraseInSlug,
  checkKeyphraseInSubheadings,
  checkKeyphraseInTitle,
  checkKeyphraseLength,
  checkMetaDescriptionLength,
  checkOriginality,
  checkOutboundLinks,
  checkPreviouslyUsedKeyphrase,
  checkSingleH1,
  checkTextLength,
  checkTitleWidth,
  checkTopicCoverage,
  classifyLinks,
  countKeyphraseUses,
  seoBand,
  seoScoreFromPoints,
  usedBeforeResult,
} from "./seo-checks";
import { buildTextModel, type Sentence } from "./text-model";
import { claimsResult } from "./claims-result";
import { splitSentences } from "./sentences";
import { measureTopicCoverage } from "./topic-coverage";
import {
  type AnalysisInput,
  type AnalysisOptions,
  type CheckResult,
  type DraftAnalysis,
  type ReadabilityCheckId,
  readabilityCheckIds,
  seoCheckIds,
} from "./types";
import { readabilityMessages } from "~/features/hub/copy/analysis";
import { site } from "~/config/site";

const defaultSponsoredHosts = [new URL(site.marketplace.baseUrl).hostname.replace(/^www\./, "")];

/** The draft's own sentences as the "Eigenständigkeit" check compares them: each with its prints and concepts. */
function sketchesOfProse(sentences: readonly Sentence[]) {
  return distinctSentences(sentences.map((sentence) => sentenceSketch(sentence.text)));
}

/** Analyses a draft: every SEO and readability check, the SEO score, the readability verdict, Flesch. */
export function analyzeDraft(input: AnalysisInput, options: AnalysisOptions = {}): DraftAnalysis {
  const keyphrase = parseKeyphrase(input.focusKeyphrase);
  const model = buildTextModel(input.content);
  const links = classifyLinks(model.links, options.siteOrigin ?? site.url, options.sponsoredHosts ?? defaultSponsoredHosts);

  const seoChecks = [
    checkKeyphraseLength(keyphrase),
    checkKeyphraseDensity(keyphrase, model),
    checkKeyphraseInIntroduction(keyphrase, model),
    checkKeyphraseInSubheadings(keyphrase, model),
    checkKeyphraseInTitle(keyphrase, input.title),
    checkKeyphraseInSlug(keyphrase, input.slug),
    checkKeyphraseInMetaDescription(keyphrase, input.metaDescription),
    checkMetaDescriptionLength(input.metaDescription),
    checkTitleWidth(input.title),
    checkTextLength(model),
    checkInternalLinks(links),
    checkOutboundLinks(links),
    checkPreviouslyUsedKeyphrase(
      keyphrase,
      options.keyphraseUses ?? countKeyphraseUses(input.focusKeyphrase, options.otherKeyphrases ?? []),
    ),
    checkSingleH1(model),
    checkTopicCoverage(keyphrase, measureTopicCoverage(keyphrase, model)),
    checkOriginality(
      options.corpus ? sharedSentences(sketchesOfProse(model.prose), options.corpus) : undefined,
      repeatedSentences(model.prose.map((sentence) => sentence.text)),
    ),
  ];
  const points = seoChecks.reduce((total, check) => total + check.score, 0);
  const score = seoScoreFromPoints(points, seoCheckIds.length);

  const prose = countProse(model.prose);
  const empty = noProseReason(model);
  let readabilityChecks: CheckResult<ReadabilityCheckId>[];
  let flesch: number | null = null;
  if (empty) {
    const message = readabilityMessages.noProse(empty);
    readabilityChecks = readabilityCheckIds.map((id) => ({ id, rating: "bad", score: 3, message }));
  } else {
    flesch = Math.round(fleschAmstad(prose.words, prose.sentences, prose.syllables) * 10) / 10;
    readabilityChecks = [
      checkSentenceLength(model.prose),
      checkParagraphLength(model),
      checkSubheadingDistribution(model),
      checkPassiveVoice(prose.passive, prose.sentences),
      checkTransitionWords(prose.transitions, prose.sentences, model.wordCount),
      checkSentenceBeginnings(model.prose),
      checkFleschReadingEase(flesch),
    ];
  }
  const penalty = penaltyOf(readabilityChecks);

  return {
    seo: { score, band: seoBand(score), checks: seoChecks },
    claims: claimsResult(
      { description: splitSentences(input.metaDescription), text: model.prose.map((sentence) => sentence.text) },
      options.notes ?? [],
      options.today,
    ),
    readability: { band: readabilityBand(penalty), penalty, fleschReadingEase: flesch, checks: readabilityChecks },
    stats: {
      words: model.wordCount,
      sentences: prose.sentences,
      syllables: prose.syllables,
      paragraphs: model.blocks.filter((block) => block.kind === "paragraph").length,
      subheadings: model.blocks.filter((block) => block.kind === "heading" && block.depth > 1).length,
      passiveSentences: prose.passive,
      transitionSentences: prose.transitions,
      longSentences: model.prose.filter((sentence) => sentence.words.length > 20).length,
    },
  };
}

/** What the SEO score of an analysis needs to be scored again for another number of earlier uses of its keyphrase. */
export type KeyphraseScoring = { rest: number; counts: boolean; fixed: number };

/**
 * The SEO score of an analysis made with `keyphraseUses: 0`, for any number of earlier uses of its keyphrase: the
 * build measures each published article once and scores it again, without analysing its text, when another
 * article takes up or gives up its keyphrase. Keeps two numbers of the analysis, not the analysis (plain data, so
 * the build can keep it between runs).
 */
export function keyphraseScoring(seo: DraftAnalysis["seo"]): KeyphraseScoring {
  const usedBefore = seo.checks.find((check) => check.id === "previouslyUsedKeyphrase");
  const rest = seo.checks.reduce((total, check) => total + (check === usedBefore ? 0 : check.score), 0);
  // Without a keyphrase the check scores "no keyphrase" whatever the uses; with one it scored "never used".
  return { rest, counts: usedBefore?.score === usedBeforeResult(0).score, fixed: usedBefore?.score ?? 0 };
}

/** The SEO score for `uses` earlier uses of the keyphrase (`keyphraseScoring`). */
export function scoreForUses({ rest, counts, fixed }: KeyphraseScoring, uses: number): number {
  return seoScoreFromPoints(rest + (counts ? usedBeforeResult(uses).score : fixed), seoCheckIds.length);
}

/** `scoreForUses` of an analysis, as a function of the uses. */
export function scoreWithKeyphraseUses(seo: DraftAnalysis["seo"]): (uses: number) => number {
  const scoring = keyphraseScoring(seo);
  return (uses) => scoreForUses(scoring, uses);
}
