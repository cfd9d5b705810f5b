import { type Plan, planFor, type TopicRequest } from "./topic-briefs";
import { outlineFor } from "./templates";
import { type Fact, factById } from "~/content/facts";
import { buildDraft, deriveSlug } from "../drafts/drafts";
import { slugify } from "../publishing/export";
import { createFactKit, sourcesOf, writeProse } from "./fact-kit";
import { notesAsSources, notesSection, writeFromNotes, writeOutline } from "./outline";
import { joinSentences, setRhythm } from "./rhythm";
import { briefParts } from "./templates";
import { splitSentences } from "~/features/hub/analysis/sentences";
import type { DraftFields, GeneratedArticle, ResearchNote, SourceReference } from "../drafts/types";
import type { ArticleCategory } from "~/domain/categories";
import type { FactKit, Item, ListPart, ProsConsPart, Section, TopicBrief } from "~/features/hub/copy/briefs/types";
import { generationSteps, generatorMessages } from "~/features/hub/copy/generator";

export { generationSteps };

/** A source of random numbers in [0, 1); injectable so tests are deterministic. */
export type RandomSource = () => number;

/** Duration of each of the six visible steps, so the editor can follow what the generator does. */
export const GENERATION_STEP_MS = 800;

/** What the generator is asked for (the same request a plan is made for). */
export type GenerationRequest = TopicRequest;

/** The title an article gets: the custom topic if filled, else the list topic (the editor's own words win). */
export function resolveTitle(request: Pick<GenerationRequest, "listTopic" | "customTopic">): string | undefined {
  const custom = request.customTopic?.trim();
  if (custom) return custom;
  const listed = request.listTopic?.trim();
  return listed || undefined;
}

export function canGenerate(request: Pick<GenerationRequest, "listTopic" | "customTopic">): boolean {
  return resolveTitle(request) !== undefined;
}

/** What the offline generator writes for a plan: the editable fields and the sources of its facts. */
export type Written = { fields: DraftFields; sources: SourceReference[] };

/** A last step on the written text before it is analysed (a slot adds its series' fact), so a draft is analysed once. */
export type FinishWritten = (written: Written) => Written;
const unchanged: FinishWritten = (written) => written;

/**
 * Writes a draft: from its brief, or for an own topic no brief covers, a research outline — or, with
 * research notes, a sourced draft from them. A brief's draft states the notes in a section of their own.
 */
export function writePlan(
  plan: Plan,
  category: ArticleCategory,
  id: string,
  notes: readonly ResearchNote[] = [],
  pick = 0,
  today: string = isoDay(new Date()),
): Written {
  if (plan.kind === "outline")
    return notes.length > 0 ? writeFromNotes(plan.outline, notes, id, pick) : writeOutline(plan.outline, id);
  return writeDraft(plan, category, id, notes, today);
}

/** "YYYY-MM-DD" of a moment: the day a draft is written on decides which facts need their Stand in the text. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Writes a draft from its brief in the order of the category template: the intro, then each part
 * with the brief's heading and prose. Figures come from the fact base; the sources of every fact the
 * text states are returned with it. Research notes get a section before the conclusion.
 */
export function writeDraft(
  plan: Extract<Plan, { kind: "brief" }>,
  category: ArticleCategory,
  id: string,
  notes: readonly ResearchNote[] = [],
  today: string = isoDay(new Date()),
): Written {
  const { brief } = plan;
  const { kit, apart, used, unstated } = createFactKit(brief.facts, today);
  const blocks: string[] = brief.intro.map((prose) => joinSentences(splitSentences(writeProse(prose, kit))).join(" "));
  for (const part of briefParts(brief, plan.writeAs ?? category)) {
    switch (part) {
      case "opening":
        blocks.push(...brief.sections.slice(0, 1).flatMap((section) => writeSection(section, kit)));
        break;
      case "details":
        blocks.push(...brief.sections.slice(1).flatMap((section) => writeSection(section, kit)));
        break;
      case "steps":
        blocks.push(...writeList(required(brief, "steps"), kit, (index) => `${index + 1}.`));
        break;
      case "mistakes":
        blocks.push(...writeList(required(brief, "mistakes"), kit, () => "-"));
        break;
      case "prosCons":
        blocks.push(...writeProsCons(required(brief, "prosCons"), kit));
        break;
      case "local":
        blocks.push(...writeSection(required(brief, "local"), kit));
        break;
      case "conclusion":
        blocks.push(...notesSection(notes), ...writeSection(brief.conclusion, kit));
        break;
    }
  }
  // Read on its own in a search result: it marks a stale fact it states itself.
  const metaDescription = writeProse(brief.metaDescription, apart());
  const fields: DraftFields = {
    title: plan.title,
    slug: plan.custom ? deriveSlug(plan.title, id) : slugify(brief.seoTitle),
    metaDescription,
    focusKeyphrase: brief.focusKeyphrase,
    keywords: [...brief.keywords],
    content: blocks.join("\n\n"),
  };
  const unmarked = unstated();
  if (unmarked.length > 0)
    throw new Error(
      `Brief ${brief.topicId}: ${unmarked.map((item) => item.id).join(", ")} cited but never stated in its own words`,
    );
  const sources = sourcesOf(used());
  const cited = new Set(sources.map((source) => source.url));
  return { fields, sources: [...sources, ...notesAsSources(notes).filter((source) => !cited.has(source.url))] };
}

function required<K extends "steps" | "mistakes" | "prosCons" | "local">(brief: TopicBrief, part: K): NonNullable<TopicBrief[K]> {
  const value = brief[part];
  if (!value) throw new Error(`Brief ${brief.topicId || brief.focusKeyphrase} has no ${part} part`);
  return value;
}

function writeSection(section: Section, kit: FactKit): string[] {
  return [
    `## ${section.heading}`,
    ...setRhythm(
      section.heading,
      section.paragraphs.map((prose) => writeProse(prose, kit)),
    ),
  ];
}

function writeItems(items: readonly Item[], kit: FactKit, marker: (index: number) => string): string {
  return items
    .map(
      (item, index) =>
        `${marker(index)} **${item.label}:** ${joinSentences(splitSentences(writeProse(item.text, kit))).join(" ")}`,
    )
    .join("\n");
}

function writeList(part: ListPart, kit: FactKit, marker: (index: number) => string): string[] {
  return [`## ${part.heading}`, writeProse(part.lead, kit), writeItems(part.items, kit, marker)];
}

function writeProsCons(part: ProsConsPart, kit: FactKit): string[] {
  return [
    `## ${part.heading}`,
    writeProse(part.lead, kit),
    part.prosLead,
    writeItems(part.pros, kit, () => "-"),
    part.consLead,
    writeItems(part.cons, kit, () => "-"),
  ];
}

/** What the six steps have made so far. */
type Work = { plan?: Plan; facts?: readonly Fact[]; outline?: readonly string[]; written?: Written; article?: GeneratedArticle };

/**
 * The six steps of writing a draft, each doing what its status text says (copy: `generationSteps`):
 * 1. the topic gets its plan (the brief that covers it, or a research outline), 2. the plan's facts are read
 * from the fact base, 3. the outline of the category template is set, 4. the text is written from the
 * brief, its facts and the notes, 5. its sources are gathered (and a last step adds the slot's own), 6. the
 * draft is analysed (SEO, readability, claims).
 */
function steps(
  request: GenerationRequest,
  options: { random: RandomSource; now: () => Date; finish: FinishWritten },
): { run: readonly (() => void)[]; result: () => GeneratedArticle } {
  const work: Work = {};
  const notes = request.notes ?? [];
  let created = options.now();
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(generatorMessages.topicRequired);
    return value;
  };
  const run = [
    () => {
      created = options.now();
      work.plan = need(planFor(request));
    },
    () => {
      const plan = need(work.plan);
      work.facts =
        plan.kind === "brief" ? plan.brief.facts.map(factById) : plan.outline.sections.flatMap((section) => section.facts);
    },
    () => {
      const plan = need(work.plan);
      work.outline =
        plan.kind === "brief"
          ? outlineFor(plan.brief, plan.writeAs ?? request.category)
          : plan.outline.sections.map((section) => section.heading);
    },
    () => {
      work.written = writePlan(
        need(work.plan),
        request.category,
        String(created.getTime()),
        notes,
        Math.floor(options.random() * 2),
        isoDay(created),
      );
    },
    () => {
      work.written = options.finish(need(work.written));
    },
    () => {
      const { fields, sources } = need(work.written);
      work.article = buildDraft(
        { id: String(created.getTime()), category: request.category, createdAt: created.toISOString(), sources, notes },
        fields,
      );
    },
  ];
  return { run, result: () => need(work.article) };
}

/** Builds the finished article synchronously: the six steps without pauses (a few milliseconds, whatever the topic length). */
export function createArticle(
  request: GenerationRequest,
  options: { random: RandomSource; now: Date; finish?: FinishWritten },
): GeneratedArticle {
  const { run, result } = steps(request, { random: options.random, now: () => options.now, finish: options.finish ?? unchanged });
  for (const step of run) step();
  return result();
}

export type GenerationProgress = {
  /** 0-based step index. */
  step: number;
  status: (typeof generationSteps)[number];
  /** 0–100; rises by 100/6 after each step. */
  progress: number;
};

export type RunOptions = {
  stepMs?: number;
  random?: RandomSource;
  now?: () => Date;
  onProgress?: (progress: GenerationProgress) => void;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  finish?: FinishWritten;
};

/**
 * Runs the six steps with their status texts: each step's status, then its work, then `stepMs` so the
 * editor can follow, then its progress. Rejects with an AbortError if `signal` aborts (the editor left the page).
 */
export async function runGeneration(request: GenerationRequest, options: RunOptions = {}): Promise<GeneratedArticle> {
  const {
    stepMs = GENERATION_STEP_MS,
    random = Math.random,
    now = () => new Date(),
    onProgress,
    signal,
    sleep = delay,
    finish = unchanged,
  } = options;
  const { run, result } = steps(request, { random, now, finish });
  const total = generationSteps.length;
  for (const [step, status] of generationSteps.entries()) {
    onProgress?.({ step, status, progress: (step * 100) / total });
    run[step]!();
    await sleep(stepMs, signal);
    onProgress?.({ step, status, progress: ((step + 1) * 100) / total });
  }
  return result();
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("Aborted", "AbortError"));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("Aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

/** Ids are creation timestamps; two articles in the same millisecond get the next free one. */
export function uniqueId(id: string, taken: ReadonlySet<string>): string {
  let candidate = Number(id);
  if (!Number.isFinite(candidate)) return id;
  while (taken.has(String(candidate))) candidate++;
  return String(candidate);
}
