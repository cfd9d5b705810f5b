/**
 * The editor's research notes on a draft (docs/decisions/0019): checking what the editor typed,
 * adding, changing and removing notes, writing the draft from them, and the publish check that
 * holds a draft to its notes and the fact base.
 */
import { buildDraft, draftFieldsOf } from "../drafts/drafts";
import { buildOutline, notesAsSources, notesSection, writeFromNotes } from "./outline";
import { NOTE_STATEMENT_MAX, NOTE_TITLE_MAX, MAX_NOTES, isCalendarDate } from "../storage/storage";
import type { GeneratedArticle, ResearchNote, SourceReference } from "../drafts/types";
import { blocksText } from "./text-blocks";
import { facts } from "~/content/facts";
import { notesCopy, researchCheckCopy } from "~/features/hub/copy/hub-notes";
import { notesDraftCopy, RESEARCH_MARKER } from "~/features/hub/copy/outline";
import { dateNumbers, factNumbers, factsCitedBy, numbersIn } from "./fact-numbers";
import { claimNumbers } from "~/features/hub/analysis/claims";
import { keepsValue } from "~/features/hub/analysis/claim-language";
import { splitSentences } from "~/features/hub/analysis/sentences";

/** A note as typed: statement, page and Stand, and optionally the page's title and its date of publication. */
export type NoteInput = { statement: string; url: string; asOf: string; title?: string; published?: string };
export type NoteErrors = Partial<Record<keyof NoteInput, string>>;
export type NoteCheck = { ok: true; note: Omit<ResearchNote, "id"> } | { ok: false; errors: NoteErrors };

const URL_MAX = 2000;

/** Checks a note as typed; `today` ("YYYY-MM-DD", Vienna) bounds the "Stand". The URL is kept as the browser normalises it. */
export function checkNote(input: NoteInput, today: string): NoteCheck {
  const errors: NoteErrors = {};
  const statement = input.statement.trim();
  if (!statement) errors.statement = notesCopy.errors.statementMissing;
  else if (statement.length > NOTE_STATEMENT_MAX) errors.statement = notesCopy.errors.statementTooLong(NOTE_STATEMENT_MAX);

  const rawUrl = input.url.trim();
  let url = "";
  if (!rawUrl) errors.url = notesCopy.errors.urlMissing;
  else if (rawUrl.length > URL_MAX) errors.url = notesCopy.errors.urlTooLong;
  else {
    try {
      const parsed = new URL(rawUrl);
      if (parsed.protocol !== "https:" && parsed.protocol !== "http:") errors.url = notesCopy.errors.urlScheme;
      else if (!parsed.hostname.includes(".")) errors.url = notesCopy.errors.urlInvalid;
      // Parentheses would end the Markdown link the draft cites it with.
      else url = parsed.href.replaceAll("(", "%28").replaceAll(")", "%29");
    } catch {
      errors.url =
        /^[a-z][a-z0-9+.-]*:/i.test(rawUrl) && !/^https?:/i.test(rawUrl)
          ? notesCopy.errors.urlScheme
          : notesCopy.errors.urlInvalid;
    }
  }

  const asOf = input.asOf.trim();
  if (!asOf) errors.asOf = notesCopy.errors.asOfMissing;
  else if (!isCalendarDate(asOf)) errors.asOf = notesCopy.errors.asOfInvalid;
  else if (asOf > today) errors.asOf = notesCopy.errors.asOfFuture;
  else if (asOf < "2000-01-01") errors.asOf = notesCopy.errors.asOfTooOld;

  const title = (input.title ?? "").trim().replace(/\s+/g, " ");
  if (title.length > NOTE_TITLE_MAX) errors.title = notesCopy.errors.titleTooLong(NOTE_TITLE_MAX);
  const published = (input.published ?? "").trim();
  if (published && !isCalendarDate(published)) errors.published = notesCopy.errors.publishedInvalid;
  else if (published > today) errors.published = notesCopy.errors.publishedFuture;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, note: { statement, url, asOf, ...(title ? { title } : {}), ...(published ? { published } : {}) } };
}

/** A note's own fields, nothing else. */
function noteFields(note: Omit<ResearchNote, "id">): Omit<ResearchNote, "id"> {
  return {
    statement: note.statement,
    url: note.url,
    asOf: note.asOf,
    ...(note.title ? { title: note.title } : {}),
    ...(note.published ? { published: note.published } : {}),
  };
}

function withNotes(article: GeneratedArticle, notes: ResearchNote[]): GeneratedArticle {
  return { ...article, notes };
}

/** A new note at the end; ids are unique within the draft. */
export function addNote(article: GeneratedArticle, note: Omit<ResearchNote, "id">, id: string): GeneratedArticle {
  const notes = article.notes ?? [];
  if (notes.length >= MAX_NOTES) return article;
  let unique = id;
  for (let n = 2; notes.some((item) => item.id === unique); n++) unique = `${id}-${n}`;
  return withNotes(article, [...notes, { ...noteFields(note), id: unique }]);
}

export function updateNote(article: GeneratedArticle, id: string, note: Omit<ResearchNote, "id">): GeneratedArticle {
  return withNotes(
    article,
    (article.notes ?? []).map((item) => (item.id === id ? { ...noteFields(note), id } : item)),
  );
}

export function removeNote(article: GeneratedArticle, id: string): GeneratedArticle {
  return withNotes(
    article,
    (article.notes ?? []).filter((item) => item.id !== id),
  );
}

/** Whether the draft is still a research outline (its text carries the marker). */
export function isOutline(article: Pick<GeneratedArticle, "content">): boolean {
  return article.content.includes(RESEARCH_MARKER);
}

/**
 * The draft written from its notes. A research outline becomes a sourced draft (each section states
 * its notes, each with source and "Stand"); any other draft keeps its text and gets the notes as a
 * section before its last one (replacing that section if it has one already). The written text is
 * the new original ("Änderungen verwerfen" returns to it); the notes stay.
 */
export function rewriteFromNotes(article: GeneratedArticle): GeneratedArticle {
  const notes = article.notes ?? [];
  let content: string;
  let sources: SourceReference[];
  if (isOutline(article)) {
    const written = writeFromNotes(buildOutline(article.title, article.category), notes, article.id);
    content = written.fields.content;
    sources = written.sources;
  } else {
    content = withNotesSection(article.content, notes);
    const cited = new Set(article.sources.map((source) => source.url));
    sources = [...article.sources, ...notesAsSources(notes).filter((source) => !cited.has(source.url))];
  }
  const fields = { ...draftFieldsOf(article), content };
  const draft = buildDraft(
    {
      id: article.id,
      category: article.category,
      createdAt: article.createdAt,
      source: article.source,
      sources,
      original: fields,
    },
    fields,
  );
  return { ...draft, ...(article.revisionOf ? { revisionOf: article.revisionOf } : {}), notes };
}

const NOTES_HEADING = `## ${notesDraftCopy.addedHeading}`;

/** The text with the notes' section (old one removed) before its last "## " section. */
export function withNotesSection(content: string, notes: readonly ResearchNote[]): string {
  const lines = content.trimEnd().split("\n");
  const start = lines.findIndex((line) => line.trim() === NOTES_HEADING);
  if (start >= 0) {
    const next = lines.findIndex((line, index) => index > start && /^## /.test(line));
    lines.splice(start, (next < 0 ? lines.length : next) - start);
  }
  const section = notesSection(notes);
  if (section.length === 0) return lines.join("\n").replace(/\n{3,}/g, "\n\n");
  let last = -1;
  lines.forEach((line, index) => {
    if (/^## /.test(line)) last = index;
  });
  const block = [...section.flatMap((part) => [part, ""])];
  if (last <= 0) lines.push("", ...block);
  else lines.splice(last, 0, ...block);
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd();
}

/**
 * What stops a draft from being published besides the build's own checks: research still open
 * ("Recherche nötig"), or a number in title, description or text that no note and no fact carries — a fact
 * of the cited sources or one the text states (`statedFacts`, the claim check's; its source joins the
 * draft's). Everyday numbers ("10 Minuten"), computed calendar dates and a fact's value rounded ("knapp 15"
 * for 14,7) need none (the rule the published articles are held to, app/features/hub/generator/fact-numbers.ts).
 */
export function researchProblems(
  article: Pick<GeneratedArticle, "title" | "metaDescription" | "content" | "sources" | "notes">,
  {
    statedFacts = [],
    today,
    refused = [],
  }: {
    statedFacts?: readonly string[];
    today?: string;
    /** Sentences the claim check refuses already: each gets one reason (docs/decisions/0066). */
    refused?: readonly string[];
  } = {},
): string[] {
  const problems: string[] = [];
  if (isOutline(article)) problems.push(researchCheckCopy.outline);
  const notes = article.notes ?? [];
  const stated = new Set(statedFacts);
  const known = factNumbers([
    ...factsCitedBy([...article.sources.map((source) => source.url), ...notes.map((note) => note.url)], facts),
    ...facts.filter((fact) => stated.has(fact.id)),
  ]);
  for (const note of notes) for (const number of [...numbersIn(note.statement), ...dateNumbers(note.asOf)]) known.add(number);
  const lines = [article.title, article.metaDescription, ...blocksText(article.content).split("\n")];
  const unknown = new Set<string>();
  const settled = new Set(refused.map((sentence) => sentence.trim()));
  for (const sentence of lines.flatMap((line) => splitSentences(line)).filter((item) => !settled.has(item.trim())))
    for (const mention of claimNumbers(sentence, today))
      if (!mention.values.every((value) => [...known].some((number) => keepsValue(value, mention.approx, number))))
        unknown.add(mention.raw);
  if (unknown.size > 0)
    problems.push(researchCheckCopy.numbers([...unknown].map((token) => `„${token}“`).join(", "), unknown.size));
  return problems;
}
