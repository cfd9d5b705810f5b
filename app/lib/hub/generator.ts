import { closingSentences, type SectionPhrases, sectionPhrases, sharedSentences } from "./article-phrases";
import { keywordsFor, structureFor, targetWordsFor, templates } from "./templates";
import { buildDraft, deriveDraftFields } from "./drafts";
import { collapseWhitespace, countWords, escapeMarkdownInline, isolateBidi, truncateText } from "./text";
import { type ArticleCategory, GENERAL_CATEGORY, type GeneratedArticle } from "./types";

/** A source of random numbers in [0, 1); injectable so tests are deterministic. */
export type RandomSource = () => number;

/** Duration of each of the six simulated steps (spec §9). */
export const GENERATION_STEP_MS = 800;

/** Status texts of the six steps, in spec order. */
export const generationSteps = [
  "Trends werden analysiert …",
  "Österreichische Marktdaten werden gesammelt …",
  "Struktur wird erstellt …",
  "Hauptinhalt wird generiert …",
  "SEO-Optimierung läuft …",
  "Artikel wird finalisiert …",
] as const;

/** How much of a custom topic is quoted inside the body text; the title always keeps it whole. */
export const TOPIC_IN_BODY_MAX = 90;

export type GenerationRequest = {
  /** The list topic's title, if one is chosen. */
  listTopic?: string;
  /** The editor's own topic; when non-blank it wins over the list topic. */
  customTopic?: string;
  category: ArticleCategory;
};

/** The title an article gets: the custom topic if filled, else the list topic (spec §5). */
export function resolveTitle(request: Pick<GenerationRequest, "listTopic" | "customTopic">): string | undefined {
  const custom = request.customTopic?.trim();
  if (custom) return custom;
  const listed = request.listTopic?.trim();
  return listed || undefined;
}

export function canGenerate(request: Pick<GenerationRequest, "listTopic" | "customTopic">): boolean {
  return resolveTitle(request) !== undefined;
}

/** Builds the finished article synchronously (a few milliseconds, whatever the topic length). */
export function createArticle(request: GenerationRequest, options: { random: RandomSource; now: Date }): GeneratedArticle {
  const title = resolveTitle(request);
  if (title === undefined) throw new Error("Ein Thema ist erforderlich.");
  const { random, now } = options;
  const target = targetWordsFor(request.category, random());
  const keywords = keywordsFor(request.category);
  const content = composeContent({ title, category: request.category, keyword: keywords[0] ?? "labubu", target, random });
  const id = String(now.getTime());
  // The first template keyword is the one the text is written around; the SEO score is measured.
  const fields = deriveDraftFields({ id, title, content, keywords });
  return buildDraft({ id, category: request.category, createdAt: now.toISOString() }, fields);
}

type ComposeInput = { title: string; category: ArticleCategory; keyword: string; target: number; random: RandomSource };

/** Markdown body following the template's section order with exactly `target` words. */
export function composeContent({ title, category, keyword, target, random }: ComposeInput): string {
  const topic = isolateBidi(escapeMarkdownInline(truncateText(collapseWhitespace(title), TOPIC_IN_BODY_MAX)));
  const audience =
    category === GENERAL_CATEGORY ? "alle Sammlerinnen und Sammler" : templates[category].targetAudience.toLowerCase();
  const fill = (sentence: string) =>
    sentence.replaceAll("{thema}", topic).replaceAll("{keyword}", keyword).replaceAll("{zielgruppe}", audience);

  const sections: Section[] = structureFor(category).map((heading) => {
    const phrases = phrasesFor(heading);
    const own = phrases.sentences.map(fill);
    const lead = phrases.openers ? fill(pick(phrases.openers, random)) : undefined;
    if (phrases.form !== "paragraphs") return { heading, phrases, lead, pool: own, sentences: [] };
    // Prose is shuffled; lists keep their order (steps, plus before minus).
    const borrowed = (phrases.borrow ?? []).flatMap((key) => phrasesFor(key).sentences.map(fill));
    return { heading, phrases, lead, pool: [...shuffle(own, random), ...shuffle(borrowed, random)], sentences: [] };
  });
  const shared = shuffle(sharedSentences.map(fill), random);
  const last = sections.length - 1;
  const taken = new Set<string>();
  const counts = new Map<string, number>();
  const wordsIn = (sentence: string) => {
    let words = counts.get(sentence);
    if (words === undefined) counts.set(sentence, (words = countWords(sentence)));
    return words;
  };

  let used = sum(sections.map((section) => countWords(`## ${section.heading}`) + countWords(section.lead ?? "")));
  // Lists keep all their items; the prose sections share the rest in proportion to their material.
  // The introduction uses only its own sentences, the others may also draw from the shared pool.
  const isList = (section: Section) => section.phrases.form !== "paragraphs";
  const listWords = sum(sections.filter(isList).map((section) => sum(section.pool.map(wordsIn))));
  const proseCount = sections.filter((section) => !isList(section)).length;
  const weight = (section: Section, index: number) =>
    isList(section)
      ? 0
      : sum(section.pool.map(wordsIn)) + (index === 0 ? 0 : sum(shared.map(wordsIn)) / Math.max(1, proseCount - 1));
  const weights = sections.map(weight);
  const proseBudget = target - used - listWords;
  const totalWeight = sum(weights);

  sections.forEach((section, index) => {
    if (index === last) return;
    const budget = isList(section) ? Infinity : Math.round((proseBudget * weights[index]!) / totalWeight);
    const candidates = isList(section) || index === 0 ? section.pool : [...section.pool, ...shared];
    let sectionWords = 0;
    for (const sentence of candidates) {
      const words = wordsIn(sentence);
      if (taken.has(sentence) || sectionWords + words > budget || used + words > target - 8) continue;
      section.sentences.push(sentence);
      taken.add(sentence);
      sectionWords += words;
      used += words;
    }
  });

  // The last section (Fazit) takes the rest, then short closers meet the target exactly.
  const closing = sections[last]!;
  for (const sentence of [...closing.pool, ...shared]) {
    const words = wordsIn(sentence);
    if (taken.has(sentence) || used + words > target - 8) continue;
    closing.sentences.push(sentence);
    taken.add(sentence);
    used += words;
  }
  closing.sentences.push(...closersFor(target - used));

  return sections.map(renderSection).join("\n\n");
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

type Section = { heading: string; phrases: SectionPhrases; lead: string | undefined; pool: string[]; sentences: string[] };

const fallbackPhrases: SectionPhrases = { form: "paragraphs", sentences: [] };

function phrasesFor(heading: string): SectionPhrases {
  return sectionPhrases[heading] ?? fallbackPhrases;
}

/** Closing sentences whose word counts add up to `remaining` exactly (greedy: largest first). */
function closersFor(remaining: number): string[] {
  const byLength = closingSentences.map((sentence) => ({ sentence, words: countWords(sentence) }));
  const chosen: string[] = [];
  let rest = remaining;
  let available = [...byLength];
  while (rest > 0) {
    // Reuse only if an extreme remainder exhausts the set; the phrase pools make that practically unreachable.
    if (available.length === 0) available = [...byLength];
    const next = available.filter((closer) => closer.words <= rest).sort((a, b) => b.words - a.words)[0];
    if (!next) break;
    chosen.push(next.sentence);
    available = available.filter((closer) => closer !== next);
    rest -= next.words;
  }
  return chosen;
}

function renderSection(section: Section): string {
  const parts = [`## ${section.heading}`];
  if (section.lead) parts.push(section.lead);
  if (section.phrases.form === "paragraphs") {
    parts.push(...chunk(section.sentences, 3).map((group) => group.join(" ")));
  } else if (section.sentences.length > 0) {
    const marker = (index: number) => (section.phrases.form === "steps" ? `${index + 1}.` : "-");
    parts.push(section.sentences.map((sentence, index) => `${marker(index)} ${sentence}`).join("\n"));
  }
  return parts.join("\n\n");
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += size) groups.push(items.slice(index, index + size));
  return groups;
}

function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.floor(random() * items.length)]!;
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
  } = options;
  const total = generationSteps.length;
  for (const [step, status] of generationSteps.entries()) {
    onProgress?.({ step, status, progress: (step * 100) / total });
    await sleep(stepMs, signal);
    onProgress?.({ step, status, progress: ((step + 1) * 100) / total });
  }
  return createArticle(request, { random, now: now() });
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("Abgebrochen", "AbortError"));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("Abgebrochen", "AbortError"));
      },
      { once: true },
    );
  });
}

/**
 * The step duration for this page: `GENERATION_STEP_MS`, unless a test set `window.__HUB_STEP_MS__`
 * to a number. The override can only shorten the steps (clamped to 0–800 ms, integers), so it
 * cannot be used to stall the page.
 */
export function resolveStepMs(override: unknown): number {
  if (typeof override !== "number" || !Number.isFinite(override)) return GENERATION_STEP_MS;
  return Math.min(GENERATION_STEP_MS, Math.max(0, Math.round(override)));
}

/** Ids are creation timestamps; two articles in the same millisecond get the next free one. */
export function uniqueId(id: string, taken: ReadonlySet<string>): string {
  let candidate = Number(id);
  if (!Number.isFinite(candidate)) return id;
  while (taken.has(String(candidate))) candidate++;
  return String(candidate);
}
