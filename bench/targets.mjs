// The bench's targets (reported, not enforced: single runs on a 2-core machine are too noisy to gate on).

export const TARGETS = /** @type {const} */ ({
  performance: 98,
  /** Article pages (/ratgeber and below) are plain prerendered text: Lighthouse 100. */
  articlePerformance: 100,
  lcpOverTwin: 1.15,
  cls: 0.01,
  tbtMs: 50,
  serverOverNginx: 0.8,
  analysisMedianMs: 10,
  typingInpMs: 100,
});

/**
 * @typedef {{ target: string, measured: number | null, limit: string, ok: boolean | null, note?: string }} TargetResult
 */

/**
 * @param {{
 *   pages: Record<string, { page: { scores: Record<string, number | null>, metrics: Record<string, number | null> }, lcpOverTwin: number | null }>,
 *   server: { nginx: string | null, targets: Array<{ name: string, ratio: number | null }> },
 *   hub?: { analysis: { words: number, medianMs: number | null }, typing: { inp: number | null, [key: string]: unknown } } | null,
 * }} result
 * @returns {TargetResult[]}
 */
export function evaluateTargets({ pages, server, hub = null }) {
  /** @type {TargetResult[]} */
  const out = [];
  /** @typedef {(value: number | null, limit: number) => boolean | null} Check */
  /** @type {Check} */
  const atMost = (value, limit) => (typeof value === "number" ? value <= limit : null);
  /** @type {Check} */
  const atLeast = (value, limit) => (typeof value === "number" ? value >= limit : null);
  for (const [path, { page, lcpOverTwin }] of Object.entries(pages)) {
    const performance = page.scores.performance ?? null;
    const wanted = /^\/ratgeber(\/|$)/.test(path) ? TARGETS.articlePerformance : TARGETS.performance;
    out.push({
      target: `${path} Performance`,
      measured: performance,
      limit: `≥ ${wanted}`,
      ok: atLeast(performance, wanted),
    });
    out.push({
      target: `${path} LCP / twin LCP`,
      measured: lcpOverTwin,
      limit: `≤ ${TARGETS.lcpOverTwin}`,
      ok: atMost(lcpOverTwin, TARGETS.lcpOverTwin),
    });
    const cls = page.metrics.cls ?? null;
    out.push({ target: `${path} CLS`, measured: cls, limit: `≤ ${TARGETS.cls}`, ok: atMost(cls, TARGETS.cls) });
    const tbt = page.metrics.tbt ?? null;
    out.push({ target: `${path} TBT (ms)`, measured: tbt, limit: `≤ ${TARGETS.tbtMs}`, ok: atMost(tbt, TARGETS.tbtMs) });
  }
  for (const { name, ratio } of server.targets) {
    out.push({
      target: `server ${name} req/s / nginx`,
      measured: ratio,
      limit: `≥ ${TARGETS.serverOverNginx}`,
      ok: server.nginx === null ? null : atLeast(ratio, TARGETS.serverOverNginx),
      ...(server.nginx === null ? { note: "nginx not installed" } : {}),
    });
  }
  if (hub) {
    out.push({
      target: `hub analysis of ${hub.analysis.words} words, median (ms)`,
      measured: hub.analysis.medianMs,
      limit: `≤ ${TARGETS.analysisMedianMs}`,
      ok: atMost(hub.analysis.medianMs, TARGETS.analysisMedianMs),
    });
    out.push({
      target: "hub typing INP (ms)",
      measured: hub.typing.inp,
      limit: `≤ ${TARGETS.typingInpMs}`,
      ok: atMost(hub.typing.inp, TARGETS.typingInpMs),
    });
  }
  return out;
}
