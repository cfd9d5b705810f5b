// Speed of the hub's offline generator: one complete draft (brief, text, sources and the analysis
// that scores it) for every list topic in every category that offers it, in Node's V8.
import { durationOf, summarizeTimes, withAppModules } from "./app-timing.mjs";

/** One offline draft within 20 ms: generating feels instant. */
export const GENERATION_TARGET_MS = 20;

/**
 * The bench's target line for the generation step.
 * @param {{ medianMs: number | null, p95Ms: number | null } | null} generation
 * @returns {{ target: string, measured: number | null, limit: string, ok: boolean | null }[]}
 */
export function generationTargets(generation) {
  if (!generation) return [];
  return [
    {
      target: "offline draft, p95 (ms)",
      measured: generation.p95Ms,
      limit: `≤ ${GENERATION_TARGET_MS}`,
      ok: typeof generation.p95Ms === "number" ? generation.p95Ms <= GENERATION_TARGET_MS : null,
    },
  ];
}

/**
 * @param {string} projectRoot
 * @param {{ rounds?: number }} [options] how often every topic is drafted (after one warm-up round)
 */
export function measureGenerationSpeed(projectRoot, { rounds = 5 } = {}) {
  return withAppModules(projectRoot, async (load) => {
    const { createArticle } = await load("/app/features/hub/generator/generator.ts");
    const { topicLists, topicListsByCategory } = await load("/app/features/hub/generator/topics.ts");
    const { hubCategories } = await load("/app/domain/categories.ts");
    /** @type {{ listTopic: string, category: string }[]} */
    const requests = hubCategories.flatMap((/** @type {string} */ category) =>
      topicListsByCategory(category).flatMap((/** @type {string} */ list) =>
        topicLists[list].topics.map((/** @type {{ title: string }} */ topic) => ({ listTopic: topic.title, category })),
      ),
    );
    const now = new Date();
    const draft = (/** @type {{ listTopic: string, category: string }} */ request) =>
      createArticle(request, { random: Math.random, now });
    for (const request of requests) draft(request);
    /** @type {number[]} */
    const times = [];
    for (let round = 0; round < rounds; round++) {
      for (const request of requests) times.push(durationOf(() => draft(request)));
    }
    return { topics: requests.length, rounds, drafts: times.length, ...summarizeTimes(times) };
  });
}
