// Speed of the hub's offline generator: one complete draft (brief, text, sources and the analysis
// that scores it) for every list topic in every category that offers it, in Node's V8. The TypeScript
// modules are loaded through Vite's SSR loader, so it is the same source the site ships.
import path from "node:path";

import { median } from "./stats.mjs";

/** The target of issue 9: one offline draft within 20 ms. */
export const GENERATION_TARGET_MS = 20;

/**
 * Median, p95 (nearest rank) and maximum of a list of durations.
 * @param {number[]} times
 */
export function summarizeTimes(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted.length ? sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] : null;
  return { drafts: sorted.length, medianMs: median(sorted), p95Ms: p95 ?? null, maxMs: sorted[sorted.length - 1] ?? null };
}

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
export async function measureGenerationSpeed(projectRoot, { rounds = 5 } = {}) {
  const { createServer } = await import("vite");
  const server = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    resolve: { alias: { "~": path.join(projectRoot, "app") } },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { createArticle } = await server.ssrLoadModule("/app/lib/hub/generator.ts");
    const { topicLists, topicListsByCategory } = await server.ssrLoadModule("/app/lib/hub/topics.ts");
    const { hubCategories } = await server.ssrLoadModule("/app/lib/hub/types.ts");
    /** @type {{ listTopic: string, category: string }[]} */
    const requests = hubCategories.flatMap((/** @type {string} */ category) =>
      topicListsByCategory[category].flatMap((/** @type {string} */ list) =>
        topicLists[list].topics.map((/** @type {{ title: string }} */ topic) => ({ listTopic: topic.title, category })),
      ),
    );
    const now = new Date();
    const draft = (/** @type {{ listTopic: string, category: string }} */ request) =>
      createArticle(request, { random: Math.random, now });
    for (const request of requests) draft(request);
    const times = [];
    for (let round = 0; round < rounds; round++) {
      for (const request of requests) {
        const started = performance.now();
        draft(request);
        times.push(performance.now() - started);
      }
    }
    return { topics: requests.length, rounds, ...summarizeTimes(times) };
  } finally {
    await server.close();
  }
}
