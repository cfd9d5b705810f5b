import { type Plan, planFor } from "./topic-briefs";
import { buildDraft, deriveSlug } from "../drafts/drafts";
import { slugify } from "../publishing/export";
import { createFactKit, sourcesOf, writeProse } from "./fact-kit";
import { notesAsSources, notesSection, writeFromNotes, writeOutline } from "./outline";
import { joinSentences, setRhythm } from "./rhythm";
import { templateFor } from "./templates";
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

export type GenerationRequest = {
  /** The list topic's title, if one is chosen. */
  listTopic?: string;
  /** The editor's own topic; when non-blank it wins over the list topic. */
  customTopic?: string;
  category: ArticleCategory;
  /**
   * Related keywords asked for (a planned slot's): they replace the brief's related keywords; the
   * brief's focus keyphrase stays.
   */
  keywords?: readonly string[];
  /** The editor's research notes: the draft is written from them (and keeps them). */
  notes?: readonly ResearchNote[];
};

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
): Written {
  if (plan.kind === "outline")
    return notes.length > 0 ? writeFromNotes(plan.outline, notes, id, pick) : writeOutline(plan.outline, id);
  return writeDraft(plan, category, id, notes);
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
): Written {
  const { brief } = plan;
  const { kit, used } = createFactKit(brief.facts);
  const blocks: string[] = brief.intro.map((prose) => joinSentences(splitSentences(writeProse(prose, kit))).join(" "));
  for (const part of templateFor(plan.writeAs ?? category).parts) {
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
  const metaDescription = writeProse(brief.metaDescription, kit);
  const fields: DraftFields = {
    title: plan.title,
    slug: plan.custom ? deriveSlug(plan.title, id) : slugify(brief.seoTitle),
    metaDescription,
    focusKeyphrase: brief.focusKeyphrase,
    keywords: [...brief.keywords],
    content: blocks.join("\n\n"),
  };
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

/** Builds the finished article synchronously (a few milliseconds, whatever the topic length). */
export function createArticle(
  request: GenerationRequest,
  options: { random: RandomSource; now: Date; finish?: FinishWritten },
): GeneratedArticle {
  const { random, now, finish = unchanged } = options;
  const plan = planFor(request);
  if (!plan) throw new Error(generatorMessages.topicRequired);
  const id = String(now.getTime());
  const notes = request.notes ?? [];
  const { fields, sources } = finish(writePlan(plan, request.category, id, notes, Math.floor(random() * 2)));
  return buildDraft({ id, category: request.category, createdAt: now.toISOString(), sources, notes }, fields);
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
 * Simulates the six generation steps (status text, then `stepMs`, then progress), then creates the
 * article. Rejects with an AbortError if `signal` aborts (the editor left the page).
 */
export async function runGeneration(request: GenerationRequest, options: RunOptions = {}): Promise<GeneratedArticle> {
  const {
    stepMs = GENERATION_STEP_MS,
    random = Math.random,
    now = () => new Date(),
    onProgress,
    signal,
    sleep = delay,
    finish,
  } = options;
  const total = generationSteps.length;
  for (const [step, status] of generationSteps.entries()) {
    onProgress?.({ step, status, progress: (step * 100) / total });
    await sleep(stepMs, signal);
    onProgress?.({ step, status, progress: ((step + 1) * 100) / total });
  }
  return createArticle(request, { random, now: now(), ...(finish ? { finish } : {}) });
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
