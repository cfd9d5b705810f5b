// Speed of the hub's SEO and readability analysis on a 1,500-word draft (and one 100,000-word text),
// in Node's V8, the engine the browser's worker runs it in.
import { durationOf, summarizeTimes, withAppModules } from "./app-timing.mjs";
import { longDraftBody } from "./typing.mjs";

/**
 * @param {string} projectRoot
 * @param {{ words?: number, runs?: number, warmup?: number }} [options]
 */
export function measureAnalysisSpeed(projectRoot, { words = 1500, runs = 200, warmup = 30 } = {}) {
  return withAppModules(projectRoot, async (load) => {
    const { analyzeDraft } = await load("/app/features/hub/analysis/analyze.ts");
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
    const times = Array.from({ length: runs }, () => durationOf(() => analyzeDraft(input, options)));
    const huge = draft(longDraftBody(100_000));
    const hugeMs = durationOf(() => analyzeDraft(huge, options));
    return { words, runs, ...summarizeTimes(times), hugeWords: 100_000, hugeMs };
  });
}
