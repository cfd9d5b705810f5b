// Speed of the hub's SEO and readability analysis on a 1,500-word draft (and one 100,000-word text),
// in Node's V8, the engine the browser's worker runs it in. The TypeScript module is loaded through
// Vite's SSR loader, so it is the same source the site ships.
import path from "node:path";

import { median, percentile } from "./stats.mjs";
import { longDraftBody } from "./typing.mjs";

/**
 * @param {string} projectRoot
 * @param {{ words?: number, runs?: number, warmup?: number }} [options]
 */
export async function measureAnalysisSpeed(projectRoot, { words = 1500, runs = 200, warmup = 30 } = {}) {
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
    const { analyzeDraft } = await server.ssrLoadModule("/app/lib/analysis/analyze.ts");
    const draft = (/** @type {string} */ content) => ({
      title: "Labubu Fälschungen erkennen: fünf Merkmale",
      slug: "labubu-faelschungen-erkennen",
      metaDescription:
        "Woran Sie echte Figuren erkennen: Zähne, Farbe, Sticker und Preis. So prüfen Sie eine Figur vor dem Kauf.",
      focusKeyphrase: "Labubu Fälschungen",
      content,
    });
    const input = draft(longDraftBody(words));
    const options = { otherKeyphrases: ["labubu wien", "labubu sammeln", "labubu preis"] };
    const checked = analyzeDraft(input, options);
    if (checked.stats.words !== words) throw new Error(`analysis bench: expected ${words} words, got ${checked.stats.words}`);
    for (let run = 0; run < warmup; run++) analyzeDraft(input, options);
    const times = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      analyzeDraft(input, options);
      times.push(performance.now() - started);
    }
    const huge = draft(longDraftBody(100_000));
    const hugeStarted = performance.now();
    analyzeDraft(huge, options);
    const hugeMs = performance.now() - hugeStarted;
    return {
      words,
      runs,
      medianMs: median(times),
      p95Ms: percentile(times, 95),
      maxMs: Math.max(...times),
      hugeWords: 100_000,
      hugeMs,
    };
  } finally {
    await server.close();
  }
}
