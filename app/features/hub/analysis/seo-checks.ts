/**
 * The SEO checks (thresholds in docs/decisions/0019 and docs/editors.md, "What the hub's SEO score means"). Each returns a score 0–9 (negative for very short texts
 * and keyword stuffing), the colour that score stands for, and one German sentence.
 */
import type { Repetition, SharedSentences } from "./fingerprints";
import { containsKeyphrase, countPresent, findExact, type Keyphrase, keyphraseKey, slugWords } from "./keyphrase";
import { splitSentences } from "./sentences";
import { allSentences, type TextModel } from "./text-model";
import { TITLE_MAX_PX, titleWidthPx } from "./title-width";
import type { TopicCoverage } from "./topic-coverage";
import type { CheckResult, Rating, SeoCheckId } from "./types";
import { isStopWord, splitWords, wordMatches } from "./words";
import { seoMessages as copy } from "~/features/hub/copy/analysis";
import { characterCount, isolateBidi, truncateText } from "~/utils/text";

type Check = CheckResult<SeoCheckId>;

/**
 * Keyword stuffing (over 4 %) costs so much that nothing else can make up for it: with every other
 * check green the score is 38, "schlecht". Search engines treat stuffing as spam.
 */
export const STUFFED_SCORE = -80;

/**
 * A text that copies a quarter or more of its sentences ("Eigenständigkeit" red) cannot be "gut": with every
 * other check green the score is 66, "okay".
 */
export const OFF_TOPIC_SCORE = -40;

/**
 * A copy (half of its sentences or more from other texts, near copies counted) and a text off its topic
 * ("Thema abgedeckt" red) land in "schlecht" (docs/decisions/0035): with every other check green the score is
 * 38, like keyword stuffing.
 */
export const COPY_SCORE = -80;

/** From this share of shared sentences a text is a copy. */
export const COPY_SHARE = 0.5;

/** ≤ 4 red, 5–7 orange, 8–9 green (negative scores are red). */
export function ratingFor(score: number): Rating {
  return score >= 8 ? "good" : score >= 5 ? "ok" : "bad";
}

function result(id: SeoCheckId, score: number, message: string): Check {
  return { id, rating: ratingFor(score), score, message };
}

/** The keyphrase as quoted in a message: shortened, isolated from the text direction around it. */
function quoted(keyphrase: Keyphrase): string {
  return isolateBidi(truncateText(keyphrase.raw, 60));
}

export function checkKeyphraseLength(keyphrase: Keyphrase): Check {
  const id = "keyphraseLength";
  if (keyphrase.problem === "missing") return result(id, 1, copy.keyphraseLength.missing);
  if (keyphrase.problem === "no-words") return result(id, 1, copy.keyphraseLength.noWords);
  if (keyphrase.onlyStopWords) return result(id, 3, copy.keyphraseLength.onlyStopWords(quoted(keyphrase)));
  const words = keyphrase.contentWords.length;
  if (words <= 4) return result(id, 9, copy.keyphraseLength.good(words));
  if (words <= 8) return result(id, 6, copy.keyphraseLength.long(words));
  return result(id, 3, copy.keyphraseLength.tooLong(words));
}

/**
 * Sentences that contain the keyphrase count one hit each; density = hits / words. There is no floor
 * (docs/decisions/0040): search engines ask for natural use, not a share, so a longer text with the same
 * mentions stays green. Only stuffing costs: over 3 % red, over 4 % "schlecht".
 */
export function checkKeyphraseDensity(keyphrase: Keyphrase, model: TextModel): Check {
  const id = "keyphraseDensity";
  if (keyphrase.problem) return result(id, 4, copy.noKeyphrase);
  const words = model.wordCount;
  if (words === 0) return result(id, 4, copy.keyphraseDensity.emptyText);
  let hits = 0;
  for (const sentence of allSentences(model)) if (containsKeyphrase(keyphrase, sentence.words)) hits++;
  const share = hits / words;
  const max = Math.max(1, Math.floor(words * 0.03));
  if (hits === 0) return result(id, 4, copy.keyphraseDensity.none);
  if (share <= 0.03) return result(id, 9, copy.keyphraseDensity.good(hits, share));
  if (share <= 0.04) return result(id, -10, copy.keyphraseDensity.high(hits, share, max));
  return result(id, STUFFED_SCORE, copy.keyphraseDensity.stuffed(hits, share, max));
}

/** The first block of running text (a paragraph or list item) is the introduction. */
export function checkKeyphraseInIntroduction(keyphrase: Keyphrase, model: TextModel): Check {
  const id = "keyphraseInIntroduction";
  if (keyphrase.problem) return result(id, 3, copy.noKeyphrase);
  const first = model.blocks.find((block) => block.kind !== "heading" && block.sentences.length > 0);
  if (!first) return result(id, 3, copy.keyphraseInIntroduction.noParagraph);
  if (first.sentences.some((sentence) => containsKeyphrase(keyphrase, sentence.words)))
    return result(id, 9, copy.keyphraseInIntroduction.good);
  if (
    !keyphrase.exact &&
    containsKeyphrase(
      keyphrase,
      first.sentences.flatMap((sentence) => sentence.words),
    )
  )
    return result(id, 6, copy.keyphraseInIntroduction.scattered);
  return result(id, 3, copy.keyphraseInIntroduction.missing);
}

/**
 * H2 and H3 ("##", "###") that contain at least half of the keyphrase's content words (docs/decisions/0040): one
 * such heading is enough, where the topic fits; none is a hint (orange), not a fault. More than three in four
 * read as forced and are red.
 */
export function checkKeyphraseInSubheadings(keyphrase: Keyphrase, model: TextModel): Check {
  const id = "keyphraseInSubheadings";
  if (keyphrase.problem) return result(id, 3, copy.noKeyphrase);
  const subheadings = model.blocks.filter((block) => block.kind === "heading" && (block.depth === 2 || block.depth === 3));
  if (subheadings.length === 0) return result(id, 3, copy.keyphraseInSubheadings.none);
  const needed = keyphrase.contentWords.length / 2;
  const matching = subheadings.filter((heading) => {
    const words = heading.sentences.flatMap((sentence) => sentence.words);
    return keyphrase.exact ? findExact(keyphrase, words) >= 0 : countPresent(keyphrase, words) >= needed;
  }).length;
  const share = matching / subheadings.length;
  if (matching === 0) return result(id, 6, copy.keyphraseInSubheadings.low(matching, subheadings.length));
  if (share > 0.75) return result(id, 3, copy.keyphraseInSubheadings.high(matching, subheadings.length));
  return result(id, 9, copy.keyphraseInSubheadings.good(matching, subheadings.length));
}

/** Exact (all words, in order) at the start — function words before it allowed — is best. */
export function checkKeyphraseInTitle(keyphrase: Keyphrase, title: string): Check {
  const id = "keyphraseInTitle";
  if (keyphrase.problem) return result(id, 2, copy.noKeyphrase);
  const words = splitWords(title);
  if (words.length === 0) return result(id, 2, copy.keyphraseInTitle.emptyTitle);
  const at = findExact(keyphrase, words);
  if (at >= 0) {
    const atStart = words.slice(0, at).every((word) => isStopWord(word.key));
    return atStart ? result(id, 9, copy.keyphraseInTitle.good) : result(id, 6, copy.keyphraseInTitle.elsewhere);
  }
  if (!keyphrase.exact && containsKeyphrase(keyphrase, words)) return result(id, 6, copy.keyphraseInTitle.notExact);
  return result(id, 2, copy.keyphraseInTitle.missing);
}

/** All content words (with more than two: more than half) belong in the slug. */
export function checkKeyphraseInSlug(keyphrase: Keyphrase, slug: string): Check {
  const id = "keyphraseInSlug";
  if (keyphrase.problem) return result(id, 3, copy.noKeyphrase);
  const parts = slugWords(slug);
  if (parts.length === 0) return result(id, 3, copy.keyphraseInSlug.emptySlug);
  const total = keyphrase.contentWords.length;
  // A hyphenated keyphrase word ("labubu-fakes") is in the slug when all its parts are.
  const present = keyphrase.contentWords.filter((word) =>
    slugWords(word).every((part) => parts.some((slugPart) => wordMatches(part.key, slugPart))),
  ).length;
  const enough = total > 2 ? present > total / 2 : present === total;
  if (enough) return result(id, 9, copy.keyphraseInSlug.good);
  if (present > 0) return result(id, 6, copy.keyphraseInSlug.some(present, total));
  return result(id, 3, copy.keyphraseInSlug.none);
}

export function checkKeyphraseInMetaDescription(keyphrase: Keyphrase, description: string): Check {
  const id = "keyphraseInMetaDescription";
  if (keyphrase.problem) return result(id, 3, copy.noKeyphrase);
  if (description.trim() === "") return result(id, 3, copy.keyphraseInMetaDescription.emptyDescription);
  const sentences = splitSentences(description).filter((sentence) => containsKeyphrase(keyphrase, splitWords(sentence))).length;
  if (sentences === 0) return result(id, 3, copy.keyphraseInMetaDescription.missing);
  if (sentences > 2) return result(id, 3, copy.keyphraseInMetaDescription.tooOften(sentences));
  return result(id, 9, copy.keyphraseInMetaDescription.good);
}

export function checkMetaDescriptionLength(description: string): Check {
  const id = "metaDescriptionLength";
  const chars = characterCount(description);
  if (chars === 0) return result(id, 1, copy.metaDescriptionLength.missing);
  if (chars <= 120) return result(id, 6, copy.metaDescriptionLength.short(chars));
  if (chars <= 156) return result(id, 9, copy.metaDescriptionLength.good(chars));
  return result(id, 6, copy.metaDescriptionLength.long(chars));
}

export function checkTitleWidth(title: string): Check {
  const id = "titleWidth";
  if (title.trim() === "") return result(id, 1, copy.titleWidth.emptyTitle);
  const px = titleWidthPx(title.trim());
  return px <= TITLE_MAX_PX ? result(id, 9, copy.titleWidth.good(px)) : result(id, 3, copy.titleWidth.long(px));
}

export function checkTextLength(model: TextModel): Check {
  const id = "textLength";
  const words = model.wordCount;
  if (words >= 300) return result(id, 9, copy.textLength.good(words));
  if (words >= 250) return result(id, 6, copy.textLength.ok(words));
  if (words >= 200) return result(id, 3, copy.textLength.short(words));
  if (words === 0) return result(id, -20, copy.textLength.empty);
  return result(id, words >= 100 ? -10 : -20, copy.textLength.tooShort(words));
}

export type LinkKinds = { internal: number; outbound: number; sponsored: number };

/**
 * Internal: a path, an anchor or an absolute link to the site. Outbound: http(s) elsewhere; links to
 * a sponsored host (the marketplace, rendered with rel="sponsored") pass no ranking, like nofollow.
 * Other schemes (mailto:, javascript:) are neither.
 */
export function classifyLinks(
  links: readonly { href: string }[],
  siteOrigin: string | undefined,
  sponsoredHosts: readonly string[],
): LinkKinds {
  const kinds: LinkKinds = { internal: 0, outbound: 0, sponsored: 0 };
  const siteHost = hostOf(siteOrigin ?? "");
  for (const { href } of links) {
    const target = href.trim();
    if (/^(\/(?!\/)|#|\.{1,2}\/)/.test(target)) {
      kinds.internal++;
      continue;
    }
    const host = /^https?:\/\//i.test(target) ? hostOf(target) : null;
    if (host === null) continue;
    if (siteHost !== null && host === siteHost) kinds.internal++;
    else if (sponsoredHosts.some((sponsored) => host === sponsored || host.endsWith(`.${sponsored}`))) kinds.sponsored++;
    else kinds.outbound++;
  }
  return kinds;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

export function checkInternalLinks(kinds: LinkKinds): Check {
  const id = "internalLinks";
  return kinds.internal > 0 ? result(id, 9, copy.internalLinks.good(kinds.internal)) : result(id, 3, copy.internalLinks.none);
}

export function checkOutboundLinks(kinds: LinkKinds): Check {
  const id = "outboundLinks";
  if (kinds.outbound > 0) return result(id, 9, copy.outboundLinks.good(kinds.outbound));
  if (kinds.sponsored > 0) return result(id, 7, copy.outboundLinks.onlySponsored);
  return result(id, 3, copy.outboundLinks.none);
}

/** How many other drafts or articles use the same keyphrase (compared by `keyphraseKey`). */
export function countKeyphraseUses(keyphrase: string, others: readonly string[]): number {
  const key = keyphraseKey(keyphrase);
  if (key === "") return 0;
  let uses = 0;
  for (const other of others) if (keyphraseKey(other) === key) uses++;
  return uses;
}

export function checkPreviouslyUsedKeyphrase(keyphrase: Keyphrase, uses: number): Check {
  const id = "previouslyUsedKeyphrase";
  if (keyphrase.problem) return result(id, 1, copy.noKeyphrase);
  return usedBeforeResult(uses);
}

export function usedBeforeResult(uses: number): Check {
  const id = "previouslyUsedKeyphrase";
  if (uses === 0) return result(id, 9, copy.previouslyUsedKeyphrase.never);
  if (uses === 1) return result(id, 6, copy.previouslyUsedKeyphrase.once);
  return result(id, 1, copy.previouslyUsedKeyphrase.often(uses));
}

export function checkSingleH1(model: TextModel): Check {
  const id = "singleH1";
  const h1 = model.blocks.filter((block) => block.kind === "heading" && block.depth === 1).length;
  return h1 === 0 ? result(id, 9, copy.singleH1.good) : result(id, 1, copy.singleH1.bad(h1));
}

/**
 * "Thema abgedeckt" (app/features/hub/analysis/topic-coverage.ts): green when at least half of the sections
 * and a quarter of the paragraphs use the topic words, orange from 30 % and 10 %, else red (and "schlecht").
 */
export function checkTopicCoverage(keyphrase: Keyphrase, coverage: TopicCoverage): Check {
  const id = "topicCoverage";
  if (keyphrase.problem) return result(id, COPY_SCORE, copy.noKeyphrase);
  if (coverage.sections === 0) return result(id, COPY_SCORE, copy.topicCoverage.noText);
  const sections = coverage.coveredSections / coverage.sections;
  const paragraphs = coverage.paragraphs === 0 ? sections : coverage.coveredParagraphs / coverage.paragraphs;
  const words = coverage.topicWords.map((word) => isolateBidi(truncateText(word, 40)));
  const counts = [coverage.coveredSections, coverage.sections, coverage.coveredParagraphs, coverage.paragraphs] as const;
  if (sections >= 0.5 && paragraphs >= 0.25) return result(id, 9, copy.topicCoverage.good(...counts));
  if (sections >= 0.3 && paragraphs >= 0.1) return result(id, 6, copy.topicCoverage.ok(...counts, words));
  return result(id, COPY_SCORE, copy.topicCoverage.bad(...counts, words));
}

/** A sentence that stands this often in one text is stuffing, and so is a text of which this share repeats itself. */
export const STUFFING_TIMES = 3;
export const STUFFING_SHARE = 0.1;

/**
 * "Eigenständigkeit": the share of the draft's sentences (six words or more) that another draft or a
 * published article has too, exactly, as a near copy or in other words. Up to 10 % green (a quoted fact, a
 * legal sentence), up to 25 % orange, more is red, and from half on the text is a copy ("schlecht"). A text
 * that repeats one sentence three times or more, or repeats a tenth of its sentences, is keyword stuffing
 * ("schlecht") whatever it was compared with (docs/decisions/0040). Without a corpus nothing was compared,
 * and the check says so.
 */
export function checkOriginality(shared: SharedSentences | undefined, repetition?: Repetition): Check {
  const id = "originality";
  if (
    repetition?.top &&
    (repetition.top.times >= STUFFING_TIMES || repetition.repeats / Math.max(1, repetition.counted) > STUFFING_SHARE)
  )
    return result(id, STUFFED_SCORE, copy.originality.repeated(isolateBidi(repetition.top.sentence), repetition.top.times));
  if (!shared) return result(id, 9, copy.originality.notCompared);
  if (shared.counted === 0) return result(id, 9, copy.originality.tooShort);
  const share = shared.shared / shared.counted;
  const top = shared.top ? { title: isolateBidi(truncateText(shared.top.label, 80)), shared: shared.top.shared } : undefined;
  if (shared.shared === 0) return result(id, 9, copy.originality.none(shared.counted));
  // A passage that follows one text sentence by sentence in new words is a copy, however long the rest is.
  if (shared.passage)
    return result(
      id,
      COPY_SCORE,
      copy.originality.passage(shared.passage.sentences, isolateBidi(truncateText(shared.passage.label, 80))),
    );
  if (share <= 0.1) return result(id, 9, copy.originality.good(shared.shared, shared.counted, share));
  if (share <= 0.25) return result(id, 6, copy.originality.ok(shared.shared, shared.counted, share, top, shared.texts));
  if (share < COPY_SHARE)
    return result(id, OFF_TOPIC_SCORE, copy.originality.bad(shared.shared, shared.counted, share, top, shared.texts));
  return result(id, COPY_SCORE, copy.originality.copy(shared.shared, shared.counted, share, top, shared.texts));
}

/** round(sum ÷ (checks × 9) × 100), clamped to 0–100. */
export function seoScoreFromPoints(points: number, checks: number): number {
  return Math.min(100, Math.max(0, Math.round((points / (checks * 9)) * 100)));
}

/** 1–40 schlecht, 41–70 okay, 71–100 gut (0 is schlecht too). */
export function seoBand(score: number): Rating {
  return score > 70 ? "good" : score > 40 ? "ok" : "bad";
}
