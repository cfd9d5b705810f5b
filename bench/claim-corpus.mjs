// The publish check on its labelled corpus (app/features/hub/publishing/claim-corpus.fixtures.ts,
// docs/decisions/0040, 0066): precision and recall of "refused" on the held-out half (the targets) and on the
// tune half, in Node's V8 through Vite's loader, the same source the hub ships.
import { withAppModules } from "./app-timing.mjs";

/** At most this share of the good edits may be refused; no bad edit may publish. */
export const GOOD_REFUSED_LIMIT = 0.05;

/**
 * The bench's target lines for the corpus.
 * @param {{ recall: number, good: number, falsePositives: number } | null} corpus
 * @returns {{ target: string, measured: number | null, limit: string, ok: boolean | null }[]}
 */
export function claimCorpusTargets(corpus) {
  if (!corpus) return [];
  const refusedShare = corpus.good === 0 ? 0 : corpus.falsePositives / corpus.good;
  return [
    {
      target: "claim check, held-out half: recall (bad edits refused)",
      measured: corpus.recall,
      limit: "= 1",
      ok: corpus.recall === 1,
    },
    {
      target: "claim check, held-out half: good edits refused (share)",
      measured: refusedShare,
      limit: `≤ ${GOOD_REFUSED_LIMIT}`,
      ok: refusedShare <= GOOD_REFUSED_LIMIT,
    },
  ];
}

/**
 * @typedef {{ edits: number, bad: number, good: number, precision: number, recall: number, falsePositives: number, falseNegatives: number, wrong: string[], half?: string, tune?: CorpusFigures }} CorpusFigures
 */

/**
 * The held-out half's figures (what the targets judge), with the tune half's beside them.
 * @param {string} projectRoot
 * @returns {Promise<CorpusFigures>}
 */
export function measureClaimCorpus(projectRoot) {
  return withAppModules(projectRoot, async (load) => {
    const { corpusHalves, evaluateClaimCorpus } = await load("/app/features/hub/publishing/claim-corpus.fixtures.ts");
    const { tune, heldOut } = corpusHalves();
    const figures = (/** @type {unknown[]} */ corpus, /** @type {string} */ half) => {
      const report = evaluateClaimCorpus(corpus);
      return {
        half,
        edits: report.edits,
        bad: report.bad,
        good: report.good,
        precision: report.precision,
        recall: report.recall,
        falsePositives: report.falsePositives,
        falseNegatives: report.falseNegatives,
        wrong: report.wrong.map((/** @type {{ id: string }} */ entry) => entry.id),
      };
    };
    return { ...figures(heldOut, "held-out half"), tune: figures(tune, "tune half") };
  });
}

/**
 * The report's line (one per half when both were measured).
 * @param {CorpusFigures} corpus
 * @returns {string}
 */
export function claimCorpusReport(corpus) {
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(1)} %`;
  const tune = corpus.tune ? `\n${claimCorpusReport(corpus.tune)}` : "";
  return `Publish check on its labelled corpus${corpus.half ? `, ${corpus.half}` : ""}: ${corpus.edits} edits (${corpus.bad} bad, ${corpus.good} good): precision ${percent(corpus.precision)}, recall ${percent(corpus.recall)}; ${corpus.falseNegatives} bad published, ${corpus.falsePositives} good refused${corpus.wrong.length ? ` (${corpus.wrong.join(", ")})` : ""}${tune}`;
}
