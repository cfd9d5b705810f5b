/**
 * The research outline (docs/decisions/0019): what the hub writes for an editor's own topic that no
 * brief covers. Its headings come from the topic and the category template, under each heading the
 * questions the section must answer and the fact base's nearest facts as candidates, all marked
 * "Recherche nötig". It never borrows another topic's text. With research notes (statement, source,
 * "Stand") the same outline becomes a sourced draft: each section states the notes that belong to it,
 * each attributed to its source, and nothing else.
 */
import { deriveSlug } from "../drafts/drafts";
import { collapseWhitespace, escapeMarkdownInline, isolateBidi, truncateText } from "~/utils/text";
import { contentWordsOf, rankBriefs, specificWordsOf, TOPIC_SCAN_MAX } from "./topic-match";
import { templateFor } from "./templates";
import type { DraftFields, ResearchNote, SourceReference } from "../drafts/types";
import { noteSource, sourceHost } from "../drafts/draft-sources";
import type { ArticleCategory } from "~/domain/categories";
import { type Fact, factById, facts } from "~/content/facts";
import type { PartRole } from "~/features/hub/copy/generator";
import {
  intentQuestions,
  intentWords,
  notesDraftCopy,
  outlineCopy,
  outlineQuestions,
  outlineRoles,
  type TopicIntent,
} from "~/features/hub/copy/outline";
import { sitePaths, siteLink } from "~/features/hub/copy/briefs/links";
import { isFormOf } from "~/features/hub/analysis/word-forms";
import { fold, isStopWord, splitWords, type Word } from "~/features/hub/analysis/words";
import { topicGenericWords } from "~/features/hub/copy/analysis-lexicon";
import { formatPartialDate } from "~/utils/format";

/** A custom topic's keyphrase: at most this many content words (the analysis's green range). */
export const KEYPHRASE_MAX_WORDS = 4;
/** Headlines (the topic in headings and frame sentences) are cut at a word to this length. */
export const HEADLINE_MAX = 70;
const META_MIN = 121;
const META_MAX = 156;
const GENERIC_WORDS = new Set(topicGenericWords.map(fold));
/** A note's own section is headed by this many of its first words. */
const NOTE_HEADING_WORDS = 6;
/** Candidate facts per outline, and per section. */
const MAX_FACTS = 6;
const FACTS_PER_SECTION = 2;

export type OutlineSection = { role: PartRole; heading: string; questions: readonly string[]; facts: readonly Fact[] };

export type Outline = {
  /** The editor's topic as typed (trimmed): the draft's title. */
  title: string;
  /** The topic as it stands in headings and sentences: one line, shortened at a word, Markdown escaped. */
  headline: string;
  keyphrase: string;
  /** Related keywords asked for (a planned slot's); none of its own. */
  keywords: readonly string[];
  intent: TopicIntent;
  category: ArticleCategory;
  sections: readonly OutlineSection[];
};

/** The topic as a headline: white space collapsed, closing punctuation and quotes dropped, first letter capital. */
export function headlineOf(topic: string): string {
  const line = collapseWhitespace(topic.slice(0, TOPIC_SCAN_MAX))
    .replace(/^["„“”‚‘’'»«]+|["„“”‚‘’'»«]+$/gu, "")
    .replace(/[\s.!?:;,…]+$/u, "");
  const short = truncateText(line, HEADLINE_MAX).replace(/…$/u, "");
  const capital = short.charAt(0).toLocaleUpperCase("de-AT") + short.slice(1);
  return isolateBidi(escapeMarkdownInline(capital));
}

/**
 * The keyphrase of a custom topic: its first content words (function words dropped, German and
 * English), each once by the analysis's folding, at most four; only words the headline keeps whole.
 */
export function deriveKeyphrase(topic: string): string {
  const collapsed = collapseWhitespace(topic.slice(0, TOPIC_SCAN_MAX));
  const head = truncateText(collapsed, HEADLINE_MAX);
  const kept = head === collapsed ? head : head.slice(0, -1);
  // A shortened head may end in half a word: only whole words become the keyphrase.
  const halfWord = kept !== collapsed && /\S/.test(collapsed.charAt(kept.length)) && kept.includes(" ");
  const whole = halfWord ? kept.slice(0, kept.lastIndexOf(" ")) : kept;
  const words = contentWordsOf(whole);
  const chosen = (words.length > 0 ? words : splitWords(whole)).slice(0, KEYPHRASE_MAX_WORDS);
  return chosen.map((word) => word.text).join(" ");
}

const INTENT_SETS = Object.fromEntries(
  Object.entries(intentWords).map(([intent, words]) => [intent, new Set(words.map(fold))]),
) as Record<keyof typeof intentWords, Set<string>>;

function hasIntentWord(words: readonly Word[], intent: keyof typeof intentWords): boolean {
  return words.some((word) => word.parts.some((part) => INTENT_SETS[intent].has(part)) || INTENT_SETS[intent].has(word.key));
}

/** What kind of topic it is, by its words: a question, a review, ideas, a place, a how-to, else a topic. */
export function intentOf(topic: string): TopicIntent {
  const text = collapseWhitespace(topic.slice(0, TOPIC_SCAN_MAX));
  const words = splitWords(text);
  if (text.endsWith("?") || (words[0] && INTENT_SETS.question.has(words[0].key))) return "question";
  if (hasIntentWord(words, "review")) return "review";
  if (hasIntentWord(words, "ideas")) return "ideas";
  if (hasIntentWord(words, "local")) return "local";
  // "Labubu reinigen": a lower-case infinitive at the end.
  const last = words.at(-1)?.text ?? "";
  if (/^\p{Ll}+(?:en|ern|eln)$/u.test(last)) return "howto";
  return "topic";
}

function factWords(fact: Fact): Word[] {
  return splitWords([fact.statement, ...fact.sources.map((source) => source.title ?? "")].join(" "));
}

/**
 * The fact base's facts nearest to the topic: facts whose sentence uses one of the topic's specific
 * words (in some form), then facts of a brief that covers more than half of those words. None when
 * nothing is near: an unrelated fact is no candidate.
 */
export function candidateFacts(topic: string): Fact[] {
  const words = specificWordsOf(topic);
  if (words.length === 0) return [];
  const scores = new Map<Fact, number>();
  for (const fact of facts) {
    const own = factWords(fact);
    const hits = words.filter((word) => own.some((known) => isFormOf(word.key, known) || isFormOf(known.key, word))).length;
    if (hits > 0) scores.set(fact, hits);
  }
  for (const match of rankBriefs(topic)) {
    if (match.coverage <= 0.5) break;
    for (const id of match.brief.facts) {
      const fact = factById(id);
      scores.set(fact, (scores.get(fact) ?? 0) + match.coverage / 2);
    }
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || facts.indexOf(a[0]) - facts.indexOf(b[0]))
    .slice(0, MAX_FACTS)
    .map(([fact]) => fact);
}

/** The roles whose heading names the topic: the opening, the category's own part and the conclusion. */
const NAMED_ROLES: ReadonlySet<PartRole> = new Set(["opening", "steps", "prosCons", "local"]);

/** The outline of a topic in a category's template. */
export function buildOutline(topic: string, category: ArticleCategory): Outline {
  const title = topic.trim();
  const headline = headlineOf(title);
  const intent = intentOf(title);
  const candidates = candidateFacts(title);
  const roles = templateFor(category).parts;
  const sections = roles.map((role, index): OutlineSection => {
    const extra = role === "opening" || role === "details" ? intentQuestions[intent][role] : [];
    return {
      role,
      heading:
        role === "conclusion"
          ? outlineCopy.conclusion(headline)
          : NAMED_ROLES.has(role)
            ? outlineCopy.heading(headline, outlineRoles[role])
            : outlineRoles[role],
      questions: [...extra, ...outlineQuestions[role]],
      facts: role === "conclusion" ? [] : candidates.slice(index * FACTS_PER_SECTION, (index + 1) * FACTS_PER_SECTION),
    };
  });
  return { title, headline, keyphrase: deriveKeyphrase(title), keywords: [], intent, category, sections };
}

/** "<keyphrase>: <tail>" with the longest tail that keeps it within 121–156 characters. */
export function metaDescriptionFor(keyphrase: string): string {
  const length = (text: string) => [...text].length;
  const candidates = outlineCopy.metaTails.map((tail) => (keyphrase ? `${keyphrase}: ${tail}` : tail));
  const fitting = candidates.find((candidate) => length(candidate) >= META_MIN && length(candidate) <= META_MAX);
  if (fitting) return fitting;
  const shortest = candidates[candidates.length - 1]!;
  return length(shortest) > META_MAX ? truncateText(shortest, META_MAX - 1) : candidates[0]!;
}

function factLine(fact: Fact): string {
  const [source] = fact.sources;
  if (!source) return fact.statement;
  return outlineCopy.fact(fact.statement, source.name, source.url, fact.asOf ? formatPartialDate(fact.asOf) : undefined);
}

/** The sources of the candidate facts, each page once. */
function sourcesOfFacts(list: readonly Fact[]): SourceReference[] {
  const byUrl = new Map<string, SourceReference>();
  for (const fact of list) {
    const [source] = fact.sources;
    if (source && !byUrl.has(source.url)) byUrl.set(source.url, { name: source.name, url: source.url });
  }
  return [...byUrl.values()];
}

export type Written = { fields: DraftFields; sources: SourceReference[] };

/** A draft written from the outline: its title, slug, meta description and keyphrases, the blocks as its text. */
function written(outline: Outline, id: string, blocks: readonly string[], sources: SourceReference[]): Written {
  return {
    fields: {
      title: outline.title,
      slug: deriveSlug(outline.title, id),
      metaDescription: metaDescriptionFor(outline.keyphrase),
      focusKeyphrase: outline.keyphrase,
      keywords: [...outline.keywords],
      content: blocks.join("\n\n"),
    },
    sources,
  };
}

/** The outline as the draft's fields: the research notice, then each section with its questions and candidate facts. */
export function writeOutline(outline: Outline, id: string): Written {
  const blocks: string[] = [outlineCopy.intro];
  for (const section of outline.sections) {
    blocks.push(
      `## ${section.heading}`,
      outlineCopy.questionsLead,
      section.questions.map((question) => `- ${question}`).join("\n"),
    );
    if (section.role === "conclusion") continue;
    blocks.push(
      ...(section.facts.length > 0
        ? [outlineCopy.factsLead, section.facts.map((fact) => `- ${factLine(fact)}`).join("\n")]
        : [outlineCopy.noFacts]),
    );
  }
  const shown = outline.sections.flatMap((section) => section.facts);
  return written(outline, id, blocks, sourcesOfFacts(shown));
}

/** A note's statement with its attribution before the closing punctuation. */
export function attributed(note: ResearchNote): string {
  const statement = collapseWhitespace(note.statement);
  const attribution = notesDraftCopy.attribution(
    escapeMarkdownInline(sourceHost(note.url)),
    note.url,
    formatPartialDate(note.asOf),
  );
  const match = /([.!?…]+)$/u.exec(statement);
  const body = escapeMarkdownInline(match ? statement.slice(0, match.index) : statement);
  return `${body} ${attribution}${match ? match[1] : "."}`;
}

/** The notes as the export's sources: each page once. */
export function notesAsSources(notes: readonly ResearchNote[]): SourceReference[] {
  const byUrl = new Map<string, SourceReference>();
  for (const note of notes) if (!byUrl.has(note.url)) byUrl.set(note.url, noteSource(note));
  return [...byUrl.values()];
}

/**
 * Which section a note answers: the one whose heading and questions share the most words with it, not
 * counting the topic's own words (every heading names the topic). A note that answers none gets a section
 * of its own (docs/decisions/0035), so no note stands under a heading it does not fit.
 */
function assignNotes(
  outline: Outline,
  notes: readonly ResearchNote[],
): { assigned: Map<OutlineSection, ResearchNote[]>; own: ResearchNote[] } {
  const body = outline.sections.filter((section) => section.role !== "conclusion");
  const assigned = new Map<OutlineSection, ResearchNote[]>(body.map((section) => [section, []]));
  const topicWords = contentWordsOf(outline.title);
  // Words every section shares (the topic's, the site's generic ones) say nothing about where a note fits.
  const specific = (words: readonly Word[]) =>
    words.filter(
      (word) =>
        !GENERIC_WORDS.has(word.key) &&
        !word.parts.some((part) => GENERIC_WORDS.has(part)) &&
        !topicWords.some((topic) => isFormOf(topic.key, word) || isFormOf(word.key, topic)),
    );
  const sectionWords = body.map((section) => specific(contentWordsOf([section.heading, ...section.questions].join(" "))));
  const own: ResearchNote[] = [];
  for (const note of notes) {
    const words = specific(contentWordsOf(note.statement));
    let best = -1;
    let bestHits = 0;
    sectionWords.forEach((known, sectionIndex) => {
      const hits = words.filter((word) => known.some((other) => isFormOf(word.key, other))).length;
      if (hits > bestHits) {
        best = sectionIndex;
        bestHits = hits;
      }
    });
    if (best < 0) own.push(note);
    else assigned.get(body[best]!)!.push(note);
  }
  return { assigned, own };
}

/** The heading of a note's own section: its first words (up to the last content word among them), as a headline. */
export function noteHeading(note: Pick<ResearchNote, "statement">): string {
  const words = splitWords(collapseWhitespace(note.statement)).slice(0, NOTE_HEADING_WORDS);
  while (words.length > 1 && isStopWord(words.at(-1)!.key)) words.pop();
  return headlineOf(words.map((word) => word.text).join(" "));
}

/**
 * A sourced draft from the outline and the editor's notes: the first note opens the text, each section
 * states the notes that answer it (sections without notes are left out), a note that answers no section
 * gets one of its own, each note with its source and "Stand"; nothing but the notes is stated, and the
 * conclusion adds no fact. `pick` chooses the frame sentence.
 */
export function writeFromNotes(outline: Outline, notes: readonly ResearchNote[], id: string, pick = 0): Written {
  const [first, ...rest] = notes;
  if (!first) return writeOutline(outline, id);
  const opener = notesDraftCopy.openers[pick % notesDraftCopy.openers.length]!(outline.headline);
  const blocks: string[] = [`${attributed(first)} ${opener}`];
  const { assigned, own } = assignNotes(outline, rest);
  for (const section of outline.sections) {
    if (section.role === "conclusion") continue;
    const answers = assigned.get(section) ?? [];
    if (answers.length === 0) continue;
    blocks.push(`## ${section.heading}`, answers.map(attributed).join(" "));
  }
  for (const note of own) blocks.push(`## ${noteHeading(note)}`, attributed(note));
  const conclusion = outline.sections.find((section) => section.role === "conclusion");
  blocks.push(
    `## ${conclusion?.heading ?? outlineCopy.conclusion(outline.headline)}`,
    [...notesDraftCopy.closing, notesDraftCopy.moreLink(siteLink(sitePaths.guidesPage, notesDraftCopy.moreLinkWords))].join(" "),
  );
  return written(outline, id, blocks, notesAsSources(notes));
}

/** A section of notes for a draft written from a brief, placed before its conclusion. */
export function notesSection(notes: readonly ResearchNote[]): string[] {
  return notes.length === 0 ? [] : [`## ${notesDraftCopy.addedHeading}`, notes.map(attributed).join(" ")];
}
